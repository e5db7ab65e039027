import BatchModel
import PropertyTesting

extension BatchFuzz {
    /// Fuzzes a coalescer with the core property; one call from a Swift Testing or XCTest test:
    ///
    /// ```swift
    /// @Test func myEngineMakesValidBatches() throws {
    ///     try BatchFuzz.check(coalescer: MyEngine(), flavor: .collectionView, cases: 10_000)
    /// }
    /// ```
    ///
    /// - Parameter flavor: the view to judge against; `nil` for both.
    /// - Throws: ``PropertyFailure`` whose description holds the shrunk case (initial list and
    ///   edits), the batch the engine made, UIKit's text and how to replay it.
    @discardableResult
    public static func check(
        coalescer engine: some BatchCoalescing, flavor: ViewFlavor? = nil, cases: Int = 1_000, seed: UInt64? = nil,
        maxEdits: Int = 12
    ) throws(PropertyFailure) -> PassReport {
        try run(CoreProperty.coalescer(engine, name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxEdits: maxEdits),
                cases: cases, seed: seed)
    }

    /// Fuzzes a differ with the core property (and the minimum-moves check); see
    /// ``check(coalescer:flavor:cases:seed:maxEdits:)``.
    @discardableResult
    public static func check(
        differ engine: some BatchDiffing, flavor: ViewFlavor? = nil, cases: Int = 1_000, seed: UInt64? = nil,
        maxEdits: Int = 12
    ) throws(PropertyFailure) -> PassReport {
        try run(CoreProperty.differ(engine, name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxEdits: maxEdits),
                cases: cases, seed: seed)
    }

    private static func run(_ property: Property<EditCase>, cases: Int, seed: UInt64?) throws(PropertyFailure) -> PassReport {
        try check(property, configuration: CheckConfiguration(seed: seed, cases: cases, log: { _ in }))
    }
}
