import BatchModel
import PropertyTesting

extension FuzzCheck {
    /// Every case of `property`'s generator, each judged once (``FuzzConfiguration/exhaustive``):
    /// the pass report says what was covered; the first failure in size order is thrown as
    /// found, saved in the example database with the draws `draws(value)` gives (those of the
    /// random runs' generator, so that later random runs replay it first).
    static func runExhaustive<Value: Hashable>(
        _ property: Property<Value>, scope: ExhaustiveScope, _ configuration: FuzzConfiguration, test: String,
        batches: BatchRecorder<Value>?, draws: (Value) -> [UInt64]? = { _ in nil }, distinctSequences: Bool = false
    ) throws(PropertyFailure) -> PassReport {
        let testName = String(test.prefix { $0 != "(" })
        let replay = "swift test" + (testName.isEmpty ? "" : " --filter '\(testName)'")
        var walk = ExhaustiveConfiguration(budget: scope.budget)
        walk.sequencesAreDistinct = distinctSequences
        walk.reduces = scope.reduces
        switch checkExhaustively(property, walk) {
        case .passed(let report):
            return PassReport(report)
        case .tooLarge(let refusal):
            throw PropertyFailure(
                property: property.name, signature: "scope too large", seed: 0, replay: replay,
                description:
                    "\(property.name): "
                    + refusal.sentence("\(scope)", narrowing: "narrow the scope", budgetOption: "its budget"))
        case .failed(var counterexample, _):
            if let encoded = draws(counterexample.value) {
                counterexample.draws = encoded
                counterexample.originalDraws = encoded
            }
            var corpusFile: String?, saveProblem: String?
            let resolved = (try? configuration.applyingEnvironment()) ?? configuration
            if let database = resolved.corpus.map(ExampleDatabase.init(corpus:)) {
                do { corpusFile = try database.save(counterexample) } catch { saveProblem = "\(error)" }
            }
            var found = failure(
                counterexample, batch: batches?.failingBatch(of: counterexample.value, in: property, attempts: 1),
                corpusFile: corpusFile, saveProblem: saveProblem, test: testName)
            found.replay = replay
            found.description = found.report(verbose: configuration.verbose)
            throw found
        }
    }
}
