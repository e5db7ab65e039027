@testable import BatchFuzzCore
import Foundation
import Testing
@testable import BatchFuzzReproduce

/// Crash texts as users pasted them in public issue trackers and forums, each with its URL
/// (`Benchmarks/RealCrashTexts/real-crash-texts.jsonl`). These tests read the `tests` set only;
/// the `held-out` set is measured by `batchfuzz-bench --only reproduce` alone.
struct RealCrashTextTests {
    struct Collected: Decodable {
        var url: String
        var family: String
        var batchUpdate: Bool
        var set: String
        var cause: String?
        var text: String
    }

    static let collected: [Collected] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/RealCrashTexts/real-crash-texts.jsonl")
        let lines = (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n") ?? []
        return lines.compactMap { try? JSONDecoder().decode(Collected.self, from: Data($0.utf8)) }
    }()

    static var batchUpdateTexts: [Collected] { collected.filter { $0.set == "tests" && $0.batchUpdate } }

    @Test func theCollectionIsThere() {
        #expect(Self.collected.count >= 100)
        #expect(Self.batchUpdateTexts.count >= 50)
    }

    /// Every UIKit batch-update text of the tests set is read, and reproduced word for word
    /// (addresses, whitespace and the view's description aside; a piece, within the whole) unless
    /// it is a family BatchFuzz names without a batch (iOS 5–6's wording, a text cut before its
    /// numbers).
    @Test func everyBatchUpdateTextIsReadAndReproduced() {
        var unread: [String] = [], unreproduced: [String] = []
        for text in Self.batchUpdateTexts {
            guard let reproduction = try? CrashReproduction.reproducing(text.text, searchBudget: .zero) else {
                unread.append(text.url)
                continue
            }
            if reproduction.text.family == nil, reproduction.batches.isEmpty { unreproduced.append(text.url) }
        }
        #expect(unread.isEmpty, "not read: \(unread)")
        #expect(unreproduced.isEmpty, "not reproduced: \(unreproduced)")
    }

    /// The texts of other families are read and named for what they are, and say who raised them.
    @Test func everyOtherFamilyIsNamed() {
        var unread: [String] = []
        for text in Self.collected where text.set == "tests" && !text.batchUpdate {
            guard let reproduction = try? CrashReproduction.reproducing(text.text, searchBudget: .zero) else {
                unread.append(text.url)
                continue
            }
            #expect(reproduction.text.family != nil || reproduction.text.violation != nil, "\(text.url)")
        }
        #expect(unread.isEmpty, "not read: \(unread)")
    }

    /// Every family named without a batch has a real text in the tests set, but those whose only
    /// evidence is the snapshot rules the emulated snapshot follows (no collected text yet).
    @Test func everyFamilyHasARealText() {
        let fromTheSnapshotRules = [
            "diffable: identifier not in the snapshot", "diffable: an update onto itself",
            "diffable: the hashing contract",
        ]
        var named: Set<String> = []
        for text in Self.collected where text.set == "tests" {
            if let family = try? CrashReproduction.reproducing(text.text, searchBudget: .zero).text.family {
                named.insert(family.name)
            }
        }
        let families = CrashFamily.all + [CrashFamily.batchUpdatesDetectedWithoutCounts]
        let missing = families.map(\.name).filter { !named.contains($0) && !fromTheSnapshotRules.contains($0) }
        #expect(missing.isEmpty, "families without a real text: \(missing)")
    }
}
