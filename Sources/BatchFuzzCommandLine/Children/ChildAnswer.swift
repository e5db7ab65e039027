import BatchFuzzCore
import Foundation
import PropertyTesting

/// What a child of the tool tells its parent, a line each on standard output, in the framing
/// the in-test judge uses too (``AnswerLine``): a marker, then the answer as JSON. Anything
/// else on standard output (what an engine prints) is not an answer. The case a worker or a walk
/// is on goes through its ``ProgressSlot`` instead, with no system call per case.
enum ChildAnswer: Codable, Equatable {
    /// A worker's failure, found and shrunk.
    case failure(WorkerFailure)
    /// A survey's failing case whose signature the worker already reported: only counted.
    case repeated(WorkerRepeat)
    /// The end of a worker's share of the run.
    case done(WorkerDone)
    /// The draws the judge's case was made of.
    case draws([UInt64])
    /// The judge's verdict: a pass, a discarded case, or a failure.
    case judged(JudgedVerdict)
    /// What an exhaustive walk found.
    case walked(ExhaustiveOutcome)

    /// What starts an answer line.
    static let marker = "batchfuzz-child: "

    /// Writes the answer, unbuffered, so that the parent sees it even if the next case crashes.
    func send() { AnswerLine.say(self, marker: Self.marker) }

    /// The answer `line` holds, or `nil` for anything else.
    init?(line: some StringProtocol) {
        guard let answer = AnswerLine.read(Self.self, from: line, marker: Self.marker) else { return nil }
        self = answer
    }

    /// Every answer in `text`, in order.
    static func all(in text: String) -> [ChildAnswer] {
        text.split(separator: "\n").compactMap(ChildAnswer.init(line:))
    }
}

struct WorkerFailure: Codable, Equatable {
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

struct WorkerRepeat: Codable, Equatable {
    var caseIndex: Int
    var signature: String
}

struct WorkerDone: Codable, Equatable {
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
