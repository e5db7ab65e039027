import BatchModel

/// Checks the oracle against the reference model on random batches: two independent readings
/// of the UIKit spec must agree.
///
/// For each case: the counts the reference model derives never fail the oracle's count check;
/// one row more in any surviving section always does, in that section; and mutated batches
/// (a dropped delete or insert, an index past the end, an index off by one) are rejected with a
/// text from the catalogue, or — when the mutation happens to be valid — agree with the
/// reference again. `batchfuzz fuzz` runs it until the engines land; `swift test` runs it bounded.
package enum OracleSelfCheck {
    /// One disagreement, with what reproduces it.
    package struct Failure: Hashable, Sendable, CustomStringConvertible {
        package var seed: UInt64
        package var caseIndex: Int
        package var flavor: ViewFlavor
        package var problem: String
        package var description: String {
            "case #\(caseIndex) of seed \(seed) (\(flavor)): \(problem)"
        }
    }

    /// What a run exercised and found.
    package struct Report: Sendable {
        /// Cases generated (each judged in every flavour).
        package var cases = 0
        /// Cases the reference model could place, per flavour run.
        package var placed = 0
        /// Cases the oracle accepted and animated, per flavour run.
        package var animated = 0
        /// How often each check ran, by name, in a stable order when printed.
        package var checks: [String: Int] = [:]
        /// How often each violation was reported, by rule name.
        package var violations: [String: Int] = [:]
        /// Every disagreement found.
        package var failures: [Failure] = []
    }

    /// Runs `cases` cases drawn from `seed` in each of `flavors`, or fewer when `shouldStop`
    /// says so before a case (a time budget, an interrupt).
    package static func run(
        cases: Int, seed: UInt64, flavors: [ViewFlavor] = ViewFlavor.allCases,
        progress: (Int) -> Void = { _ in }, shouldStop: () -> Bool = { false }
    ) -> Report {
        var report = Report()
        var generator = RandomBatchGenerator(seed: seed)
        for index in 0..<cases {
            if shouldStop() { break }
            let sample = generator.next()
            var mutationSource = generator
            for flavor in flavors {
                var check = Check(sample: sample, flavor: flavor, report: report)
                check.run(mutations: &mutationSource)
                report = check.report
                for problem in check.problems {
                    report.failures.append(Failure(seed: seed, caseIndex: index, flavor: flavor, problem: problem))
                }
            }
            generator = mutationSource
            report.cases += 1
            progress(index + 1)
        }
        return report
    }

    /// The checks on one case in one flavour.
    private struct Check {
        let sample: RandomBatchGenerator.Case
        let flavor: ViewFlavor
        var report: Report
        var problems: [String] = []

        var validator: UIKitValidator { UIKitValidator(flavor) }
        var before: [Int] { sample.before }

        mutating func count(_ check: String) { report.checks[check, default: 0] += 1 }

        mutating func run(mutations: inout RandomBatchGenerator) {
            let batch = sample.batch
            guard let layout = try? ReferenceModel.layout(of: batch, before: before, after: sample.insertedSectionSizes)
            else { return }
            report.placed += 1
            let after = layout.counts
            let result: ValidatedBatch
            do {
                result = try validator.validate(batch, before: before, after: after)
            } catch {
                report.violations[error.violation.name, default: 0] += 1
                if error.violation.isCountError {
                    problems.append(
                        "the oracle rejects the counts the reference derives, \(before) → \(after), for \(batch): \(error.reason)"
                    )
                }
                return
            }
            guard result.outcome == .animated else { return }
            report.animated += 1
            checkPerturbedCounts(batch, layout, after)
            checkMutants(batch, result, after, &mutations)
        }

        mutating func checkPerturbedCounts(_ batch: BatchUpdate, _ layout: BatchLayout, _ after: [Int]) {
            for (section, origin) in layout.sections.enumerated() {
                guard case .old = origin else { continue }
                var wrong = after
                wrong[section] += 1
                count("one row too many")
                do {
                    _ = try validator.validate(batch, before: before, after: wrong)
                    problems.append("accepted \(wrong) instead of \(after) for \(batch) over \(before)")
                } catch {
                    if case .invalidItemCount(section, _, _, _, _, _, _) = error.violation { continue }
                    problems.append("expected a count error in section \(section) for \(wrong), got: \(error.reason)")
                }
            }
            count("one section too many")
            if (try? validator.validate(batch, before: before, after: after + [0])) != nil {
                problems.append("accepted an extra section, \(after + [0]), for \(batch) over \(before)")
            }
        }

        mutating func checkMutants(
            _ batch: BatchUpdate, _ result: ValidatedBatch, _ after: [Int], _ mutations: inout RandomBatchGenerator
        ) {
            // With reloads in the batch, a mutation also shifts reloads' insert halves, which can
            // compensate it or be what UIKit meets first.
            let plain = batch.itemReloads.isEmpty
            checkDropped(\.itemDeletes, kept: result.deletedItems, batch, after, pastEnd: before) { path, count in
                .itemDeletePastEnd(item: count, section: path.section, itemCount: count)
            }
            checkDropped(\.itemInserts, kept: result.insertedItems, batch, after, pastEnd: after) { path, count in
                plain ? .itemInsertPastEnd(item: count, section: path.section, itemCount: count) : nil
            }
            var mutant = batch
            if mutations.offByOne(&mutant) {
                count("off by one")
                expectRejectedOrAgreeing(mutant, after)
            }
        }

        /// Drops the first operation of `list` that UIKit kept, then moves it past the end of its
        /// section (`pastEnd` holds the counts it is checked against).
        mutating func checkDropped(
            _ list: WritableKeyPath<BatchUpdate, [ItemPath]>, kept: [ItemPath], _ batch: BatchUpdate, _ after: [Int],
            pastEnd counts: [Int], expected: (ItemPath, Int) -> UIKitViolation?
        ) {
            guard let dropped = batch[keyPath: list].first(where: kept.contains) else { return }
            let kind = list == \BatchUpdate.itemDeletes ? "delete" : "insert"
            var mutant = batch
            mutant[keyPath: list].removeAll { $0 == dropped }
            count("dropped \(kind)")
            if batch.itemReloads.isEmpty {
                expectRejected(mutant, after, countError: true)
            } else {
                expectRejectedOrAgreeing(mutant, after)
            }
            mutant = batch
            let count = counts[dropped.section]
            mutant[keyPath: list][mutant[keyPath: list].firstIndex(of: dropped)!].item = count
            self.count("\(kind) past the end")
            expectRejected(mutant, after, exactly: expected(dropped, count))
        }

        static func isCatalogueText(_ text: String) -> Bool {
            ["attempt to ", "cannot move an item ", "Invalid update: "].contains { text.hasPrefix($0) }
        }

        mutating func expectRejected(
            _ mutant: BatchUpdate, _ after: [Int], countError: Bool = false, exactly expected: UIKitViolation? = nil
        ) {
            do {
                _ = try validator.validate(mutant, before: before, after: after)
                problems.append("accepted the mutated batch \(mutant) over \(before) → \(after)")
            } catch {
                report.violations[error.violation.name, default: 0] += 1
                if !Self.isCatalogueText(error.reason) {
                    problems.append("a text outside the catalogue: \(error.reason)")
                }
                if countError, !error.violation.isCountError {
                    problems.append(
                        "expected a count error for \(mutant) over \(before) → \(after), got: \(error.reason)")
                }
                if let expected, error.violation != expected {
                    problems.append(
                        "expected \(expected) for \(mutant) over \(before) → \(after), got: \(error.reason)")
                }
            }
        }

        mutating func expectRejectedOrAgreeing(_ mutant: BatchUpdate, _ after: [Int]) {
            do {
                let result = try validator.validate(mutant, before: before, after: after)
                // The reference drops duplicate deletes; a collection view may count them twice.
                let countedTwice = flavor == .collectionView && Set(mutant.itemDeletes).count < mutant.itemDeletes.count
                guard result.outcome == .animated, !countedTwice else { return }
                let layout = try? ReferenceModel.layout(of: mutant, before: before, after: after)
                if layout?.counts != after {
                    problems.append(
                        "the oracle accepted \(mutant) over \(before) → \(after), the reference gives \(layout.map { "\($0.counts)" } ?? "no layout")"
                    )
                }
            } catch {
                report.violations[error.violation.name, default: 0] += 1
                if !Self.isCatalogueText(error.reason) {
                    problems.append("a text outside the catalogue: \(error.reason)")
                }
            }
        }
    }
}
