import BatchModel
import PropertyTesting

extension BatchFuzz {
    /// Fuzzes a coalescer with the core property; one call from a Swift Testing or XCTest test:
    ///
    /// ```swift
    /// @Test func myEngineMakesValidBatches() throws {
    ///     try BatchFuzz.check(coalescer: MyEngine(), flavor: .collectionView, configuration: .init(cases: 10_000))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - engine: your coalescer.
    ///   - flavor: the view to judge against; `nil` for both.
    ///   - maxEdits: the most edits a case has.
    ///   - configuration: the run, the oracle's options, the example database.
    ///   - test: the calling test's name, for the replay line (filled in for you).
    /// - Throws: ``PropertyFailure`` with the shrunk case (initial list and edits), the batch the
    ///   engine made, UIKit's reason and how to replay it.
    @discardableResult
    public static func check(
        coalescer engine: some BatchCoalescing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let batches = BatchRecorder(CoreProperty.batchMaker(coalescer: engine))
        let property = CoreProperty.property(
            name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxEdits: maxEdits,
            moves: .ignored, oracle: configuration.oracle, batch: batches.callAsFunction)
        return try run(property, configuration, test: test, batches: batches)
    }

    /// Fuzzes a differ with the core property; see ``check(coalescer:flavor:maxEdits:configuration:test:)``.
    /// Its moves are counted against the minimum, and fail a case only with
    /// ``FuzzConfiguration/minimumMoves``.
    @discardableResult
    public static func check(
        differ engine: some BatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let batches = BatchRecorder(CoreProperty.batchMaker(differ: engine))
        let property = CoreProperty.property(
            name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxEdits: maxEdits,
            moves: configuration.minimumMoves ? .minimal : .measured, oracle: configuration.oracle,
            batch: batches.callAsFunction)
        return try run(property, configuration, test: test, batches: batches)
    }
}
