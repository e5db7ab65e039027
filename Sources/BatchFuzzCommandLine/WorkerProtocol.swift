import BatchFuzz
import Foundation
import PropertyTesting

/// What a worker tells its supervisor, one line each on standard output: `fail <json>` for a
/// failure it shrank, `again <json>` (``WorkerRepeat``, surveys only) for a failing case whose
/// signature it already shrank, and `done <json>` (``WorkerDone``) at the end. The case it is
/// on goes through its ``ProgressSlot`` instead, with no system call per case.
struct WorkerFailure: Codable {
    var caseIndex: Int
    var signature: String
    var message: String
    var draws: [UInt64]
    /// The case, explicitly (as the corpus stores it), and as a person reads it.
    var `case`: JSONValue
    var caseText: String
    /// Set when the case did not fail on every judgement in the worker.
    var flakiness: Flakiness? = nil
}

/// A failing case of a survey whose signature the worker has already reported: only counted.
struct WorkerRepeat: Codable {
    var caseIndex: Int
    var signature: String
}

/// The end of a worker's share of a run.
struct WorkerDone: Codable {
    var cases: Int
    var labels: [String: Int]
    /// Cases the property discarded (their indices were started, but not judged).
    var discarded: Int? = nil
    /// Set when the property discarded so many cases that its passes cannot be trusted.
    var gaveUp: Bool? = nil

    init(cases: Int, labels: [String: Int]) {
        self.cases = cases
        self.labels = labels
    }

    init(_ report: PassReport, gaveUp: Bool) {
        cases = report.cases
        labels = [:]
        for (label, count) in report.labels { labels[label] = count }
        discarded = report.discarded
        self.gaveUp = gaveUp ? true : nil
    }
}

/// Writes one protocol line, unbuffered, so the supervisor sees it even if the next case crashes.
func send(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func encodeLine<T: Encodable>(_ value: T) -> String {
    String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
}
