import BatchModel
import Foundation
import PropertyTesting

/// The checks, throwing their failure: what `BatchFuzz`'s recorded `check` functions, the
/// command line and the tests of this package call.
package enum FuzzCheck {
    /// Runs `property` and returns its pass report, or throws a ``PropertyFailure`` holding the
    /// shrunk case and how to replay it. For Swift Testing and XCTest alike:
    ///
    /// ```swift
    /// @Test func sumsStaySmall() throws {
    ///     check(Property("sums", Gen<[Int]>.array(of: .int(in: 0...9))) { $0.reduce(0, +) < 100 })
    /// }
    /// ```
    ///
    /// With ``FuzzConfiguration/corpus`` set, the property's saved failures run first and a new
    /// failure is saved there. A failure is judged again before it is reported; one that does not
    /// fail every time says so (``PropertyFailure/flakiness``).
    ///
    /// - Parameters:
    ///   - property: the property to run.
    ///   - configuration: the run, the example database and the environment overrides.
    ///   - test: the calling test's name, for the replay line (filled in for you).
    @discardableResult
    package static func check<Value>(
        _ property: Property<Value>, configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        try run(property, configuration, test: test, batches: nil)
    }

    /// ``check(_:configuration:test:)`` for a property whose cases are `Hashable`: with
    /// ``FuzzConfiguration/exhaustive``, every case of its generator, each judged once.
    @discardableResult
    package static func check<Value: Hashable>(
        _ property: Property<Value>, configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        guard let scope = configuration.exhaustive else {
            return try run(property, configuration, test: test, batches: nil)
        }
        return try runExhaustive(property, scope: scope, configuration, test: test, batches: nil)
    }

    /// The failures that judging their case again cannot repeat: the stand-ins' `late work`, a
    /// view of an earlier case called after that case ended (by a block queued with a delay),
    /// failing the case running at that moment. Reported as found, neither judged again nor shrunk.
    package static let unrepeatableSignatures = ["late work"]

    /// The one path every entry point takes: environment, example database, run, failure value.
    /// With `form`, failures are saved, and read back, as the command line's entries.
    static func run<Value>(
        _ property: Property<Value>, _ configuration: FuzzConfiguration, test: String,
        batches: BatchRecorder<Value>?, form: EntryForm<Value>? = nil
    ) throws(PropertyFailure) -> PassReport {
        let testName = String(test.prefix { $0 != "(" })
        let resolved: FuzzConfiguration
        do {
            resolved = try configuration.applyingEnvironment()
        } catch {
            throw PropertyFailure(
                property: property.name, signature: "bad configuration", seed: 0, replay: "",
                description: "\(property.name): \(error)")
        }
        var settings = resolved.check
        settings.unrepeatableSignatures += unrepeatableSignatures
        let seed = settings.seed ?? UInt64.random(in: 0...UInt64.max)
        settings.seed = seed
        let database = resolved.corpus.map(ExampleDatabase.init(corpus:))
        var examples: [(value: Value, draws: [UInt64])] = []
        if let database {
            do {
                let saved = try database.examples(of: property.name, as: Value.self, form: form)
                examples = saved.values
                settings.knownCases = saved.draws + settings.knownCases
                for skipped in saved.skipped {
                    resolved.warn("passed over an example file that cannot be read: \(skipped)")
                }
            } catch {
                throw PropertyFailure(
                    property: property.name, signature: "bad configuration", seed: seed, replay: "",
                    description: "\(property.name): the example database cannot be read: \(error)")
            }
        }

        switch PropertyTesting.check(property, settings, examples: examples) {
        case .passed(let report):
            return report
        case .failed(let counterexample):
            var corpusFile: String?, saveProblem: String?
            if let database {
                do { corpusFile = try database.save(counterexample, form: form) } catch { saveProblem = "\(error)" }
            }
            // The batch of a failing judgement: a flaky engine's next batch may well pass.
            let attempts = counterexample.flakiness == nil ? 1 : 20
            var found = failure(
                counterexample,
                batch: batches?.failingBatch(of: counterexample.value, in: property, attempts: attempts),
                corpusFile: corpusFile,
                saveProblem: saveProblem, test: testName)
            if resolved.verbose { found.description = found.report(verbose: true) }
            throw found
        case .gaveUp(let report):
            throw PropertyFailure(
                property: property.name, signature: "gave up", seed: report.seed,
                replay: replayLine(seed: report.seed, cases: nil, test: testName),
                description:
                    "\(property.name) gave up: \(report.discarded) cases discarded for \(report.cases) judged (seed \(report.seed)); loosen the precondition or the generator"
            )
        case .generatorFailed(let error, let seed, let index):
            var failure = PropertyFailure(
                property: property.name, signature: "generator failed", seed: seed,
                replay: replayLine(seed: seed, cases: index + 1, test: testName),
                description: "\(property.name): the generator failed on case \(index) of seed \(seed): \(error)")
            failure.caseIndex = index
            throw failure
        }
    }

    /// The failure value for a counterexample, with its report.
    static func failure<Value>(
        _ counterexample: Counterexample<Value>, batch: BatchUpdate?, corpusFile: String?, saveProblem: String?,
        test: String
    ) -> PropertyFailure {
        var caseIndex: Int?
        if case .random(let index) = counterexample.origin { caseIndex = index }
        let caseJSON = (counterexample.value as? any Encodable).flatMap { value -> String? in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
        }
        let replay = replayLine(seed: counterexample.seed, cases: caseIndex.map { $0 + 1 }, test: test)
        let details = [
            "  original case:",
            counterexample.originalCaseDescription.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"),
            "  draws:         \(counterexample.draws) (seed \(counterexample.seed)\(caseIndex.map { ", case \($0)" } ?? ""))",
            "  found after:   \(rounded(counterexample.foundAfter)), shrunk in \(rounded(counterexample.shrinkDuration)) (\(counterexample.shrinkEvaluations) evaluations\(counterexample.shrinkLimitReached ? ", limit reached" : ""))",
        ]
        var failure = PropertyFailure(
            property: counterexample.property, signature: counterexample.signature, message: counterexample.message,
            uikitReason: PropertyFailure.uikitReason(in: counterexample.message), seed: counterexample.seed,
            caseIndex: caseIndex, draws: counterexample.draws, caseDescription: counterexample.caseDescription,
            swiftSource: (counterexample.value as? any SwiftSourceCase)?.swiftSource,
            caseJSON: caseJSON, batch: batch, flakiness: counterexample.flakiness,
            foundAfter: counterexample.foundAfter,
            shrinkDuration: counterexample.shrinkDuration, corpusFile: corpusFile, replay: replay,
            description: "", details: details.joined(separator: "\n"))
        failure.notSaved = saveProblem
        failure.description = failure.report()
        return failure
    }

    /// `1.234s`, `12ms`: a time as a person reads it in a report.
    static func rounded(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds < 1000 ? "\(milliseconds)ms" : "\(Double(milliseconds / 10) / 100)s"
    }

    /// `BATCHFUZZ_SEED=… BATCHFUZZ_CASES=… swift test --filter <test>`: the run up to the failing
    /// case, from the environment, so no code changes.
    package static func replayLine(seed: UInt64, cases: Int?, test: String) -> String {
        var line = "BATCHFUZZ_SEED=\(seed)"
        if let cases { line += " BATCHFUZZ_CASES=\(cases)" }
        line += " swift test"
        if !test.isEmpty { line += " --filter '\(test)'" }
        return line
    }
}
