import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios

/// Replays corpus entries and compares what happens with what each records: a `pass` entry (a
/// fixed bug of a correct engine) must pass; a `fail` entry (bug zoo) must still fail with its
/// signature. The same code serves `batchfuzz replay`, `batchfuzz corpus verify` and `swift test`.
package enum CorpusReplay {
    /// What replaying one entry showed.
    package struct Outcome: Sendable {
        package var path: String
        /// `nil` when the file could not be used (then ``error`` says why).
        package var file: CorpusFile?
        package var error: CorpusError?
        /// The verdict now.
        package var verdict: Verdict?
        /// Whether it behaved as the entry records.
        package var asRecorded: Bool

        /// Whether an entry that must pass (a correct engine's failure, kept until it is fixed)
        /// still fails exactly as when it was found: not fixed yet, rather than different.
        package var stillFailing: Bool {
            guard let file, file.expectation == .pass, case .fail(let signature, _)? = verdict else { return false }
            return signature == file.failure.signature
        }

        /// One line for a person.
        package var summary: String {
            if let error { return "ERROR     \(error)" }
            guard let file, let verdict else { return "ERROR     \(path)" }
            let now: String
            switch verdict {
            case .pass: now = "passes"
            case .discard: now = "is not a valid case"
            case .fail(let signature, _): now = "fails with \(signature)"
            }
            let flavor =
                (try? Registry.engine(forEntryNaming: file.engine, scenario: file.scenario))??.usesViewFlavor == false
                ? "" : " (\(file.flavor.name))"
            if stillFailing {
                return "FAILING   \(path): \(file.engine)\(flavor) \(now), as when it was found; must pass once fixed"
            }
            let expected = file.expectation == .pass ? "must pass" : "must fail with \(file.failure.signature)"
            return "\(asRecorded ? "ok       " : "DIFFERENT") \(path): \(file.engine)\(flavor) \(now); \(expected)"
        }
    }

    /// Judges a saved case somewhere safe: a crash or a hang must not take the replayer down.
    package typealias IsolatedJudge = (_ path: String, _ file: CorpusFile) -> Verdict

    /// Replays one file. With `isolated` (a process of its own, with a time limit), every
    /// entry is judged there; without it, entries recorded as `crash` or `timeout` are reported,
    /// not run, and the others run here.
    package static func replay(_ path: String, isolated: IsolatedJudge? = nil) -> Outcome {
        let file: CorpusFile, entry: LoadedEntry
        do {
            file = try CorpusStore.read(path)
        } catch {
            return Outcome(path: path, error: error, asRecorded: false)
        }
        do {
            entry = try LoadedEntry.load(path, file: file)
        } catch {
            return Outcome(path: path, file: file, error: error, asRecorded: false)
        }
        let (engine, flavor, value) = (entry.engine, entry.flavor, entry.value)
        let verdict: Verdict
        if let isolated {
            verdict = isolated(path, file)
        } else if file.failure.kind != .property {
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path,
                    problem: "a \(file.failure.kind) entry replays only in a process of its own: use batchfuzz replay"),
                asRecorded: false)
        } else {
            verdict = engine.verdict(for: value, flavors: [flavor])
        }
        let asRecorded: Bool
        switch (file.expectation, verdict) {
        case (.pass, .pass): asRecorded = true
        case (.fail, .fail(let signature, _)): asRecorded = signature == file.failure.signature
        default: asRecorded = false
        }
        return Outcome(path: path, file: file, verdict: verdict, asRecorded: asRecorded)
    }

    /// Replays every entry under `paths`; a bad path is one failed outcome, not a stop.
    package static func replay(paths: [String], isolated: IsolatedJudge? = nil) -> [Outcome] {
        do {
            return try CorpusStore.files(under: paths).map { replay($0, isolated: isolated) }
        } catch {
            return [Outcome(path: error.path, error: error, asRecorded: false)]
        }
    }
}
