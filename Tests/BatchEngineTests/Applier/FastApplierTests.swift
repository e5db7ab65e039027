import BatchEngine
import BatchModel
import PropertyTesting
import Testing

/// The fast applier must agree with the reference model's naive apply (on random batches and the
/// engines' batches: `FastApplierAgreementTests`, beside the generators that make them).
@Suite struct FastApplierTests {
    @Test func appliesIdentifiers() throws {
        let old = SectionedList([.init("A", ["a", "b", "c"])])
        let final = SectionedList([.init("A", ["x", "c", "a"])])
        let batch = BatchUpdate(
            itemDeletes: [ItemPath(section: 0, item: 1)], itemInserts: [ItemPath(section: 0, item: 0)],
            itemMoves: [.init(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 1))])
        let (list, layout) = try FastApplier().apply(batch, to: old, final: final)
        #expect(list == final)
        #expect(layout.oldToNew()[ItemPath(section: 0, item: 0)] == ItemPath(section: 0, item: 2))
    }
}
