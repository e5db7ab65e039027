import BatchFuzzCore
import PropertyTesting
import Foundation

/// What happens in a `fuzz` run, in order, as its recorders hear it (``FuzzRecording``): the
/// console, the JSON lines and the JUnit report each make their own record of the same events,
/// for a random run and an exhaustive walk alike.
enum FuzzEvent {
    /// The runs are about to start.
    case began
    /// One engine's run in one flavour ended, with the failures it found, already saved.
    case runEnded(RunEnded)
    /// A run that an interrupt kept from starting.
    case notRun(FuzzCommand.Run)
    /// Every run ended or was kept from starting.
    case ended
}

/// How one run ended: what it judged and what it found.
struct RunEnded {
    var run: FuzzCommand.Run
    var seconds: Double
    /// Cases run (a random run counts the discarded ones too; a walk, the distinct cases judged).
    var cases: Int
    /// Cases the property discarded.
    var discarded = 0
    var labels: [String: Int] = [:]
    /// The property discarded so many cases that its passes cannot be trusted.
    var gaveUp = false
    var interrupted = false
    /// A signal came while a failure was shrinking: it is saved as far as it had shrunk.
    var shrinkingInterrupted = false
    var failures: [FoundFailure] = []
    /// What an exhaustive walk covered; `nil` for a random run.
    var walk: Walk?

    /// An exhaustive walk's end.
    struct Walk {
        /// The scope in the words of the run's scenario.
        var scope: ExhaustiveScope
        var words: String
        /// The walk's count, when the child said it (not when it crashed, hung or was stopped).
        var report: ExhaustiveReport?

        /// `every case up to 2 edits on ≤ 3 sections of ≤ 3 rows: 1,412,050 distinct cases judged, …`.
        var coverage: String? {
            report.map { report in
                "\(words): \(report.judged) distinct cases judged"
                    + (report.shard.count == 1
                        ? ""
                        : report.judged == report.distinct
                            ? " (this shard's subtrees of the scope)" : " (this shard's share of \(report.distinct))")
                    + ", from \(report.sequences) choice sequences"
                    + (scope.reduces ? ", one for each situation the edits reach" : "")
            }
        }
    }
}

/// A failure a run found, as the corpus saved it.
struct FoundFailure {
    var kind: FailureKind
    var signature: String
    var message: String
    /// The case as a person reads it; `nil` when the walk died before naming its case.
    var caseText: String?
    /// The case index in the seed's order (random runs).
    var caseIndex: Int?
    /// Set when the shrunk case did not fail on every judgement.
    var flakiness: Flakiness?
    /// How many cases of the run failed this way (a survey counts them).
    var failingCases: Int?
    var saved: Saved

    /// Where the corpus put the failure.
    enum Saved {
        case saved(path: String)
        /// It could not be written: why, and the command that finds it again.
        case notSaved(CorpusError, refind: String?)
        /// There was no case to save.
        case nothing
    }

    /// The signature a person reads: a crash or a hang by its kind.
    var name: String { kind == .property ? signature : kind.rawValue }

    var path: String? {
        if case .saved(let path) = saved { return path }
        return nil
    }
}
