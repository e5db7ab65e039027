import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import PropertyTesting
import Testing

/// The reduced exhaustive walk finds what the whole walk finds: every registered engine with an
/// exhaustive form, correct or of the bug zoo, on scopes up to 2 edits.
struct ExhaustiveReductionZooTests {
    @Test(arguments: [
        ExhaustiveScope(sections: 2, rows: 2, edits: 2), ExhaustiveScope(sections: 3, rows: 3, edits: 1),
        // Where the rare-conjunction coalescer breaks on one order of three commuting edits only.
        ExhaustiveScope(sections: 3, rows: 1, edits: 3, kinds: [.moveSection, .moveItem, .reloadItem]),
    ])
    func theReducedWalkFindsWhatTheWholeWalkFinds(_ scope: ExhaustiveScope) {
        let narrowed = scope.kinds.count < ExhaustiveScope.EditKind.allCases.count
        for engine in Registry.engines
        where engine.checksExhaustively && (!narrowed || engine.name == "rare-conjunction-coalescer") {
            var whole = ExhaustiveConfiguration()
            whole.reduces = false
            guard let full = engine.checkExhaustively([.tableView], scope: scope, configuration: whole),
                let reduced = engine.checkExhaustively([.tableView], scope: scope, configuration: .init())
            else { continue }
            switch (full, reduced) {
            case (.passed, .passed):
                break
            case (.failed(let found, let fullReport), .failed(let foundReduced, let reducedReport)):
                #expect(foundReduced.signature == found.signature, "\(engine.name), \(scope)")
                // As small as the whole walk's: no longer in draws.
                #expect(foundReduced.draws.count <= found.draws.count, "\(engine.name), \(scope)")
                if engine.name == "rare-conjunction-coalescer" {
                    #expect(foundReduced.draws == found.draws, "the same minimal case")
                }
                #expect(reducedReport.sequences <= fullReport.sequences, "\(engine.name), \(scope)")
            default:
                Issue.record("\(engine.name), \(scope): the whole walk \(full), the reduced one \(reduced)")
            }
        }
    }
}
