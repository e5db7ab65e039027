import BatchModel
import PropertyTesting

extension FuzzCheck {
    /// Fuzzes a coalescer with the core property; one call from a Swift Testing or XCTest test:
    ///
    /// ```swift
    /// @Test func myEngineMakesValidBatches() throws {
    ///     check(coalescer: MyEngine(), flavor: .collectionView, configuration: .init(cases: 10_000))
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
    package static func check(
        coalescer engine: some BatchCoalescing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
        pinned: EditCase? = nil, configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let batches = BatchRecorder(CoreProperty.batchMaker(coalescer: engine))
        let flavors = flavor.map { [$0] } ?? ViewFlavor.allCases
        if let scope = configuration.exhaustive, pinned == nil {
            let property = CoreProperty.property(
                name: "\(type(of: engine))", flavors: flavors, generator: EditCase.generator(scope: scope),
                moves: .ignored, oracle: configuration.oracle, batch: batches.callAsFunction)
            return try runExhaustive(
                property, scope: scope, configuration, test: test, batches: batches, draws: { $0.draws() })
        }
        let property = CoreProperty.property(
            name: "\(type(of: engine))", flavors: flavors, maxEdits: maxEdits,
            moves: .ignored, oracle: configuration.oracle, batch: batches.callAsFunction)
        return try run(property, pinned: pinned, configuration, test: test, batches: batches)
    }

    /// Fuzzes a differ with the core property; see ``check(coalescer:flavor:maxEdits:configuration:test:)``.
    /// Its moves are counted against the minimum, and fail a case only with
    /// ``FuzzConfiguration/minimumMoves``.
    @discardableResult
    package static func check(
        differ engine: some BatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
        pinned: EditCase? = nil, configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let batches = BatchRecorder(CoreProperty.batchMaker(differ: engine))
        let flavors = flavor.map { [$0] } ?? ViewFlavor.allCases
        let moves: CoreProperty.MoveCheck = configuration.minimumMoves ? .minimal : .measured
        if let scope = configuration.exhaustive, pinned == nil {
            let property = CoreProperty.property(
                name: "\(type(of: engine))", flavors: flavors, generator: EditCase.generator(scope: scope),
                moves: moves, oracle: configuration.oracle, batch: batches.callAsFunction)
            return try runExhaustive(
                property, scope: scope, configuration, test: test, batches: batches, draws: { $0.draws() })
        }
        let property = CoreProperty.property(
            name: "\(type(of: engine))", flavors: flavors, maxEdits: maxEdits, moves: moves,
            oracle: configuration.oracle, batch: batches.callAsFunction)
        return try run(property, pinned: pinned, configuration, test: test, batches: batches)
    }

    /// Runs `property` over its random cases, or over `pinned` alone.
    private static func run(
        _ property: Property<EditCase>, pinned: EditCase?, _ configuration: FuzzConfiguration, test: String,
        batches: BatchRecorder<EditCase>
    ) throws(PropertyFailure) -> PassReport {
        guard let pinned else { return try run(property, configuration, test: test, batches: batches) }
        var once = configuration
        once.check.cases = 1
        let pinnedProperty = Property(property.name, .constant(pinned), describe: property.describe, property.body)
        return try run(pinnedProperty, once, test: test, batches: batches)
    }
}
