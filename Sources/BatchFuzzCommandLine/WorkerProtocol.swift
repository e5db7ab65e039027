import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// What a worker tells its supervisor, a line each on standard output, written and read only
/// here. The case a worker is on goes through its ``ProgressSlot`` instead, with no system call
/// per case.
enum WorkerMessage {
    /// `fail <json>`: a failure the worker found and shrank.
    case failure(WorkerFailure)
    /// `again <json>` (surveys only): a failing case whose signature the worker already shrank.
    case repeated(WorkerRepeat)
    /// `done <json>`: the end of the worker's share of the run.
    case done(WorkerDone)

    var line: String {
        switch self {
        case .failure(let failure): protocolLine("fail", failure)
        case .repeated(let again): protocolLine("again", again)
        case .done(let done): protocolLine("done", done)
        }
    }

    /// The message `line` holds, or nil for anything else (a stray print of the engine's).
    init?(line: some StringProtocol) {
        if let failure = protocolPayload("fail", WorkerFailure.self, line) {
            self = .failure(failure)
        } else if let again = protocolPayload("again", WorkerRepeat.self, line) {
            self = .repeated(again)
        } else if let done = protocolPayload("done", WorkerDone.self, line) {
            self = .done(done)
        } else {
            return nil
        }
    }

    /// Writes the message, unbuffered, so the supervisor sees it even if the next case crashes.
    func send() { sendLine(line) }
}

/// What the judge (`__judge`) tells the process that started it, a line each: `draws 1,2,…`
/// (the case's draws, when it judged draws), then `pass`, `discard` or `fail <json>`.
enum JudgeMessage: Equatable {
    case draws([UInt64])
    case pass
    case discard
    case failure(JudgedFailure)

    var line: String {
        switch self {
        case .draws(let draws): "draws " + draws.map(String.init).joined(separator: ",")
        case .pass: "pass"
        case .discard: "discard"
        case .failure(let failure): protocolLine("fail", failure)
        }
    }

    init?(line: some StringProtocol) {
        switch line {
        case "pass": self = .pass
        case "discard": self = .discard
        case _ where line.hasPrefix("draws "):
            self = .draws(line.dropFirst(6).split(separator: ",").compactMap { UInt64($0) })
        default:
            guard let failure = protocolPayload("fail", JudgedFailure.self, line) else { return nil }
            self = .failure(failure)
        }
    }

    func send() { sendLine(line) }
}

/// A failure as the judge prints it.
struct JudgedFailure: Codable, Equatable {
    var signature: String
    var message: String
}

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

/// `tag <json>`.
func protocolLine(_ tag: String, _ value: some Encodable) -> String {
    tag + " " + String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
}

/// The value of a `tag <json>` line, or nil when the line has another tag or does not decode.
func protocolPayload<T: Decodable>(_ tag: String, _ type: T.Type, _ line: some StringProtocol) -> T? {
    guard line.hasPrefix(tag + " ") else { return nil }
    return try? JSONDecoder().decode(T.self, from: Data(line.dropFirst(tag.count + 1).utf8))
}

/// Writes one line on standard output, unbuffered.
func sendLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
