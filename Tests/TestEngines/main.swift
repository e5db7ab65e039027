import BatchEngine
import BatchFuzzCore
import BatchFuzzCommandLine
import Foundation
import SeedApps
import UIKitStandIn

// `batchfuzz-test-engines`: the `batchfuzz` command line with engines that misbehave the way
// real code does — they trap, never return, answer differently each time, or keep a known bug — registered
// through the public API as a user's fuzz executable registers its own, so that the command-line
// tests can prove a fuzz run survives them, saves their cases and goes on.

/// Traps (an index out of range, as engines do) on any sequence that moves a section.
struct Trapping: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        for edit in edits {
            if case .moveSection = edit {
                let empty: [Int] = []
                _ = empty[edits.count]  // traps
            }
        }
        return try BatchCoalescer().batch(for: edits, from: initial)
    }
}

/// Never returns (calling back into itself, as a height query calling the cell does) on any
/// sequence that reloads a section.
struct Hanging: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        for edit in edits {
            if case .reloadSection = edit {
                while true { usleep(10_000) }
            }
        }
        return try BatchCoalescer().batch(for: edits, from: initial)
    }
}

/// Forgets its reloads one call in three, whatever the case: a verdict that changes between
/// judgements, as an engine that follows `Set` order or the clock gives.
struct Flaky: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        var batch = try BatchCoalescer().batch(for: edits, from: initial)
        if UInt8.random(in: 0..<3) == 0 { batch.itemReloads = [] }
        return batch
    }
}

/// A case the property fails with a message far longer than a pipe holds.
struct LoudCase: Codable, Sendable, CustomStringConvertible {
    var value: Int
    var description: String { "value \(value)" }
}

/// The auxiliary-rows post's screen driven by its own actions, as an app's fuzz executable
/// registers its screens for the nightly job.
func assistantRows(_ make: @escaping @MainActor () -> AssistantRowsViewController) -> FuzzTarget<ScreenActions> {
    .screen(
        make,
        actions: [
            .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) },
            .init("append an item") { controller, draw in controller.append("Item \(draw.int(in: 0...99))") },
        ])
}

BatchFuzzCommandLine.main(engines: [
    .init("assistant-rows", summary: "tests only: the auxiliary-rows screen", assistantRows { .init() }),
    .init(
        "assistant-rows-uncounted", kind: .zoo, summary: "tests only: auxiliary rows the data source does not count",
        assistantRows { .init(countsAuxiliaryRows: false) }),
    .init(
        "assistant-rows-trapping", kind: .zoo, summary: "tests only: the model read at the table's row",
        assistantRows { .init(convertsIndexPaths: false) }),
    .init(
        "loud-property", kind: .zoo, summary: "tests only: fails at length",
        .property(name: "loud", scenario: "tests") { _ in
            Property("loud", Gen<Int>.int(in: 0...3).map { LoudCase(value: $0) }) { _, _ in
                .fail(signature: "loud", message: String(repeating: "too much to say. ", count: 20_000))
            }
        }),
    // A correct engine whose bug is not fixed yet: its failures are entries that must pass.
    .init(
        "unfixed-list-differ", summary: "tests only: moved elements also deleted, not fixed yet",
        .listDiffer(CollectionDifferenceRecipe(deletesMovedElements: true), values: .repeated)),
    .init("trapping-coalescer", kind: .zoo, summary: "tests only: traps on a section move", .coalescer(Trapping())),
    .init(
        "hanging-coalescer", kind: .zoo, summary: "tests only: never returns on a section reload",
        .coalescer(Hanging())),
    .init(
        "flaky-coalescer", kind: .zoo, summary: "tests only: forgets its reloads one call in three",
        .coalescer(Flaky())),
    // A differ that avoids the quirks of the releases from iOS 15 on only: right for an app that
    // supports those, wrong for one that still supports iOS 7.
    .init(
        "ios15-differ", summary: "tests only: avoids the device quirks of iOS 15 and later",
        .differ(BatchDiffer(deploymentTarget: IOSVersion(15)), flavor: .collectionView).named("BatchDiffer for iOS 15")),
])
