import BatchModel
import PropertyTesting
import Scenarios

/// Replays corpus entries and compares what happens with what each records: a `pass` entry (a
/// fixed bug of a correct engine) must pass; a `fail` entry (bug zoo) must still fail with its
/// signature. The same code serves `batchfuzz replay`, `batchfuzz corpus verify` and `swift test`.
public enum CorpusReplay {
    /// What replaying one entry showed.
    public struct Outcome: Sendable {
        public var path: String
        /// `nil` when the file could not be used (then ``error`` says why).
        public var file: CorpusFile?
        public var error: CorpusError?
        /// The verdict now.
        public var verdict: Verdict?
        /// Whether it behaved as the entry records.
        public var asRecorded: Bool

        /// Whether an entry that must pass (a correct engine's failure, kept until it is fixed)
        /// still fails exactly as when it was found: not fixed yet, rather than different.
        public var stillFailing: Bool {
            guard let file, file.expectation == .pass, case .fail(let signature, _)? = verdict else { return false }
            return signature == file.failure.signature
        }

        /// One line for a person.
        public var summary: String {
            if let error { return "ERROR     \(error)" }
            guard let file, let verdict else { return "ERROR     \(path)" }
            let now: String
            switch verdict {
            case .pass: now = "passes"
            case .discard: now = "is not a valid case"
            case .fail(let signature, _): now = "fails with \(signature)"
            }
            let flavor = Registry.engine(named: file.engine)?.usesViewFlavor == false ? "" : " (\(file.flavor))"
            if stillFailing {
                return "FAILING   \(path): \(file.engine)\(flavor) \(now), as when it was found; must pass once fixed"
            }
            let expected = file.expectation == .pass ? "must pass" : "must fail with \(file.failure.signature)"
            return "\(asRecorded ? "ok       " : "DIFFERENT") \(path): \(file.engine)\(flavor) \(now); \(expected)"
        }
    }

    /// Judges a saved case somewhere safe: a crash or a hang must not take the replayer down.
    public typealias IsolatedJudge = (_ path: String, _ file: CorpusFile) -> Verdict

    /// Replays one file. With `isolated` (a process of its own, with a time limit), every
    /// entry is judged there; without it, entries recorded as `crash` or `timeout` are reported,
    /// not run, and the others run here.
    public static func replay(_ path: String, isolated: IsolatedJudge? = nil) -> Outcome {
        let file: CorpusFile
        do {
            file = try CorpusStore.read(path)
        } catch {
            return Outcome(path: path, error: error, asRecorded: false)
        }
        guard let engine = Registry.engine(named: file.engine) else {
            let known = Registry.engines.map(\.name).joined(separator: ", ")
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path, problem: "field 'engine': unknown engine '\(file.engine)'; known: \(known)"),
                asRecorded: false)
        }
        guard file.scenario == engine.scenario else {
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path,
                    problem:
                        "field 'scenario': '\(file.scenario)', but engine '\(engine.name)' belongs to scenario '\(engine.scenario)'"
                ), asRecorded: false)
        }
        guard ["property", "crash", "timeout"].contains(file.failure.kind) else {
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path,
                    problem: "field 'failure.kind': '\(file.failure.kind)' is none of property, crash, timeout"),
                asRecorded: false)
        }
        guard let flavor = file.viewFlavor else {
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path, problem: "field 'flavor': '\(file.flavor)' is neither table nor collection"),
                asRecorded: false)
        }
        guard engine.flavors.contains(flavor) else {
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path,
                    problem:
                        "field 'flavor': engine '\(engine.name)' runs only in \(engine.flavors.map { $0 == .tableView ? "table" : "collection" }.joined(separator: ", "))"
                ), asRecorded: false)
        }
        let value: AnyCase
        do {
            value = try engine.decodeCase(file.case)
        } catch {
            return Outcome(
                path: path, file: file,
                error: CorpusError(
                    path: path,
                    problem: error is CaseProblem
                        ? "\(error)" : "field 'case': not a case of scenario '\(engine.scenario)': \(error)"),
                asRecorded: false)
        }
        let verdict: Verdict
        if let isolated {
            verdict = isolated(path, file)
        } else if file.failure.kind != "property" {
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
    public static func replay(paths: [String], isolated: IsolatedJudge? = nil) -> [Outcome] {
        do {
            return try CorpusStore.files(under: paths).map { replay($0, isolated: isolated) }
        } catch {
            return [Outcome(path: error.path, error: error, asRecorded: false)]
        }
    }
}
