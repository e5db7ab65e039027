import BatchModel
import PropertyTesting

extension FuzzTarget where Case == EditCase {
    /// A coalescer (a sequence of edits → one batch), judged by the core property: random lists
    /// and edits, each batch judged by UIKit's rules in every view flavour (or `flavor`), the
    /// content after it compared with the edits' outcome.
    ///
    /// ```swift
    /// @Test func feedCoalescer() { check(.coalescer(FeedCoalescer())) }
    /// ```
    public static func coalescer(
        _ engine: some BatchCoalescing, flavor: ViewFlavor? = nil, maxEdits: Int = CaseSize.standard
    ) -> FuzzTarget {
        core(
            name: "\(type(of: engine))", batch: CoreProperty.batchMaker(coalescer: engine), moves: { _ in .ignored },
            flavor: flavor, maxEdits: maxEdits, readsEdits: true,
            pastedCall: "check(.coalescer(\(type(of: engine))()), case: .init(initial: list, edits: edits))")
    }

    /// A differ (old list, new list → one batch), judged by the core property. Its moves are
    /// counted against the minimum, and fail a case only with `minimumMoves` (or
    /// ``FuzzConfiguration/minimumMoves``).
    public static func differ(
        _ engine: some BatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = CaseSize.standard,
        minimumMoves: Bool = false
    ) -> FuzzTarget {
        core(
            name: "\(type(of: engine))", batch: CoreProperty.batchMaker(differ: engine),
            moves: { run in minimumMoves || run.minimumMoves ? .minimal : .measured }, flavor: flavor,
            maxEdits: maxEdits,
            pastedCall: "check(.differ(\(type(of: engine))()), case: .init(initial: list, edits: edits))")
    }

    /// Any maker of one batch for a core case: what the coalescer and the differ share.
    package static func core(
        name: String, batch: @escaping (EditCase) throws -> BatchUpdate,
        moves: @escaping (Run) -> CoreProperty.MoveCheck, flavor: ViewFlavor? = nil,
        maxEdits: Int = CaseSize.standard, readsEdits: Bool = false, pastedCall: String? = nil
    ) -> FuzzTarget {
        var target = FuzzTarget(
            scenario: "core", name: name, flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxSize: maxEdits,
            property: { run in
                CoreProperty.property(
                    name: run.name, flavors: run.flavors, maxEdits: run.maxSize, moves: moves(run), oracle: run.oracle,
                    batch: run.batch ?? batch)
            },
            explain: { value, run in
                CaseExplanation.text(
                    for: value, name: run.name, kind: run.kind, summary: run.summary, flavors: run.flavors,
                    moves: moves(run), oracle: run.oracle, batch: batch)
            },
            validate: { try $0.validate() }
        ).exhaustive(
            scoped: { run, scope in
                CoreProperty.property(
                    name: run.name, flavors: run.flavors, generator: EditCase.generator(scope: scope),
                    moves: moves(run) == .minimal ? .minimal : .ignored, oracle: run.oracle, batch: run.batch ?? batch
                ).reducing(over: scope, readsEdits: readsEdits)
            },
            draws: { $0.draws() }, distinctSequences: true)
        target.batch = batch
        target.pastedCall = pastedCall
        return target
    }
}
