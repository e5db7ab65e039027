import BatchModel
import Foundation
import PropertyTesting

/// A property failed under `check`: everything about the failure as values a program can use —
/// the shrunk case, the batch, UIKit's reason, the seed and case index, the times, the saved
/// file — and, as its description, the report a person reads first: UIKit's reason, the batch,
/// the shrunk case (as Swift to paste into a regression test, where there is such a form) and
/// one line that replays it. ``details`` holds the rest.
public struct PropertyFailure: Error, CustomStringConvertible {
    /// The property's name.
    public var property: String
    /// The failure kind: a UIKit rule (`invalidItemCount`), an invariant (`content mismatch`),
    /// or `gave up`, `generator failed` and `bad configuration` when no case could be judged.
    public var signature: String
    /// What the property said about the shrunk case.
    public var message: String
    /// UIKit's own reason, when the failure is UIKit's exception: the text after `reason: '`
    /// that a crash log shows.
    public var uikitReason: String?
    /// The seed of the run.
    public var seed: UInt64
    /// The failing case's index in the run of ``seed``, when it came from random generation.
    public var caseIndex: Int?
    /// The shrunk draws, replayable as a known case (`CheckConfiguration.knownCases`) with the
    /// same property and generator parameters.
    public var draws: [UInt64]
    /// The shrunk case as a person reads it.
    public var caseDescription: String
    /// The shrunk case as Swift a regression test can paste, where the property has such a form
    /// (the core property's list and edits, and the `check` call that judges them).
    public var swiftSource: String?
    /// The shrunk case as the corpus stores it (JSON), when its type is `Encodable`; read it
    /// back with ``shrunkCase(as:)``.
    public var caseJSON: String?
    /// The batch the engine made for the shrunk case (one-batch engines: coalescers, differs).
    public var batch: BatchUpdate?
    /// The stages a staged engine made for the shrunk case, and the one that broke (counted
    /// from 1; `nil` when the stages as a whole did: they end elsewhere, a reload is missing).
    public var stages: [BatchStage<Int, Int>]?
    public var failedStage: Int?
    /// How often the shrunk case failed when judged again, when it did not fail every time.
    public var flakiness: Flakiness?
    /// From the start of the run to the failing case's verdict.
    public var foundAfter: Duration
    /// How long shrinking took.
    public var shrinkDuration: Duration
    /// The example-database file written (``FuzzConfiguration/corpus``), if any.
    public var corpusFile: String?
    /// Why the failure could not be saved in the example database (a read-only folder), if so.
    public var notSaved: String?
    /// A shell line that runs the failing case again when pasted.
    public var replay: String
    /// What a person reads first: UIKit's reason, the batch, the shrunk case, the replay line.
    public var description: String
    /// The rest, for a person who asks (`BATCHFUZZ_VERBOSE=1` prints it under the report): the
    /// original case, the draws, how long finding and shrinking took.
    public var details: String = ""

    /// The shrunk case decoded as `Case` (an `EditCase` for the core property, a scenario's
    /// case type for a scenario); throws ``NoCaseError`` when the failure has no case as JSON,
    /// and `DecodingError` when it is not a `Case`.
    public func shrunkCase<Case: Decodable>(as type: Case.Type = Case.self) throws -> Case {
        guard let caseJSON else { throw NoCaseError(property: property) }
        return try JSONDecoder().decode(Case.self, from: Data(caseJSON.utf8))
    }

    /// The failure holds no case as JSON: the run judged none, or its type is not `Encodable`.
    public struct NoCaseError: Error, CustomStringConvertible {
        /// The property that failed.
        public var property: String
        public var description: String { "the failure of '\(property)' holds no case as JSON" }
    }

    /// UIKit's reason inside a failure message, if the message holds UIKit's exception text.
    package static func uikitReason(in message: String) -> String? {
        // What the verdict rests on is said after UIKit's text, on lines of its own.
        let text = message.range(of: restsOnMarker).map { message[..<$0.lowerBound] } ?? message[...]
        guard let start = text.range(of: "reason: '"), let end = text.range(of: "'", options: .backwards),
            end.lowerBound > start.upperBound
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The name of UIKit's exception inside a failure message (`NSRangeException` for a scroll
    /// to a row the table does not hold); `NSInternalInconsistencyException`, the batch
    /// updates' exception, where the message names none.
    package static func uikitExceptionName(in message: String) -> String {
        guard let start = message.range(of: "uncaught exception '"),
            let end = message[start.upperBound...].range(of: "'")
        else { return "NSInternalInconsistencyException" }
        return String(message[start.upperBound..<end.lowerBound])
    }

    /// What starts a line of a failure's message that says what the verdict rests on beyond
    /// UIKit's rules: an option of a stand-in set away from its default, a quirk in play.
    package static let restsOnMarker = "\n  rests on an option: "

    /// The line a strict quirk's failure ends with: what it rests on and how to stop checking it.
    package static func restsOn(_ quirk: UIKitQuirk) -> String {
        restsOnMarker
            + "\(quirk.name) is a device quirk that reports show, not a documented rule (configuration.oracle.quirks.remove(.\(quirk.name)) stops checking it)"
    }
}

extension PropertyFailure {
    /// A failure with no case: the run could not judge one.
    init(property: String, signature: String, seed: UInt64, replay: String, description: String) {
        self.property = property
        self.signature = signature
        message = description
        self.seed = seed
        draws = []
        caseDescription = ""
        foundAfter = .zero
        shrinkDuration = .zero
        self.replay = replay
        self.description = description
    }

    /// The report a person reads first: UIKit's reason (or the invariant and what broke it), the
    /// batch once, the shrunk case under its key (as Swift where it has that form), one replay
    /// line, and where it was saved; ``details`` below it when `verbose`.
    package func report(verbose: Bool = false) -> String {
        var lines: [String]
        if let uikitReason {
            // What the message says before UIKit's text: the view, the stage.
            let context = message.range(of: "*** Terminating").map { message[..<$0.lowerBound] } ?? ""
            let place = context.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            lines = [
                "\(Self.uikitExceptionName(in: message)): \(uikitReason)",
                "  property: \(property)" + (place.isEmpty ? "" : ", \(place)"),
            ]
            // What the verdict rests on beyond UIKit's rules, said under UIKit's text.
            lines += message.split(separator: "\n").filter { $0.hasPrefix(Self.restsOnMarker.dropFirst()) }
                .map(String.init)
        } else {
            lines = ["\(property): \(signature): \(message)"]
        }
        if let flakiness {
            lines.append(
                "  FLAKY:    \(flakiness.description.dropFirst(7)): the verdict changes between judgements of one case (Set or Dictionary order, time, randomness)"
            )
        }
        if let batch { lines.append("  batch:    \(batch)") }
        if let stages, !stages.isEmpty {
            lines.append("  stages:")
            lines += stages.enumerated().map { "    \($0.offset + 1). \($0.element)" }
            if let failedStage { lines.append("    (stage \(failedStage) broke)") }
        }
        if let swiftSource {
            lines.append("  case, as Swift:")
            lines += swiftSource.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        } else if !caseDescription.isEmpty {
            lines.append("  case:")
            lines += caseDescription.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        }
        if !replay.isEmpty { lines.append("  replay:   \(replay)") }
        if let corpusFile { lines.append("  saved:    \(corpusFile) (runs first next time)") }
        if let notSaved { lines.append("  not saved: \(notSaved)") }
        if verbose, !details.isEmpty { lines.append(details) }
        return lines.joined(separator: "\n")
    }
}
extension PropertyFailure: Codable {}
