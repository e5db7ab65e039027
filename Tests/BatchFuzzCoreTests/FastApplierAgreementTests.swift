import BatchEngine
// `@testable`: the random batch generator is the package's own, and this file is also built by
// Tests/AddressSanitizerPackage, a package of its own.
@testable import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// The fast applier must agree with the reference model's naive apply: on random batches (the
/// oracle self-check's generator) and on the batches an engine makes for the core property's
/// generated cases (the engine tests' own cases are hand-made).
struct FastApplierAgreementTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithTheReferenceOnRandomBatches(seed: UInt64) {
        var generator = RandomBatchGenerator(seed: seed)
        var compared = 0, accepted = 0
        for _ in 0..<4_000 {
            let sample = generator.next()
            let reference = try? ReferenceModel.layout(
                of: sample.batch, before: sample.before, after: sample.insertedSectionSizes)
            let fast = try? FastApplier().layout(
                of: sample.batch, before: sample.before, after: sample.insertedSectionSizes)
            guard let reference else { continue }
            compared += 1
            let valid =
                (try? UIKitValidator(.collectionView).validate(
                    sample.batch, before: sample.before, after: reference.counts)) != nil
            if valid { accepted += 1 }
            // On every batch the oracle accepts they must agree; elsewhere the fast one may refuse.
            if valid || fast != nil {
                #expect(fast == reference, "\(sample.batch) over \(sample.before)")
            }
        }
        #expect(compared > 1_000 && accepted > 500)
    }

    @Test func engineBatchesApplyTheSameWayOnBothModels() throws {
        var generator = RandomBatchGenerator(seed: 5)
        _ = generator.next()
        let property = CoreProperty.coalescer(BatchCoalescer())
        var source = ChoiceSource(seed: 77)
        for _ in 0..<500 {
            let value = try property.generator.generate(using: &source)
            let final = try value.replay().final
            let batch = try BatchCoalescer().coalesce(value.edits, from: value.initial).batch
            let reference = try ReferenceModel.apply(
                batch, to: value.initial, final: final, reloadsKeepIdentity: true)
            #expect(try FastApplier().apply(batch, to: value.initial, final: final).list == reference)
        }
    }
}
