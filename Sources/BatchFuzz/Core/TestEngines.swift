import BatchModel
import Foundation

/// Engines that misbehave the way real code does — they trap, never return, or answer
/// differently each time — registered
/// only when the environment variable `BATCHFUZZ_TEST_ENGINES` is set, so that the tests can
/// prove a fuzz run survives them, saves their cases and goes on.
enum TestEngines {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["BATCHFUZZ_TEST_ENGINES"] != nil }

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

    static var engines: [RegisteredEngine] {
        guard isEnabled else { return [] }
        return [
            .core(
                name: "trapping-coalescer", kind: .zoo,
                summary: "tests only: traps on a section move",
                moves: .ignored, batch: CoreProperty.batchMaker(coalescer: Trapping())),
            .core(
                name: "hanging-coalescer", kind: .zoo,
                summary: "tests only: never returns on a section reload",
                moves: .ignored, batch: CoreProperty.batchMaker(coalescer: Hanging())),
            .core(
                name: "flaky-coalescer", kind: .zoo,
                summary: "tests only: forgets its reloads one call in three",
                moves: .ignored, batch: CoreProperty.batchMaker(coalescer: Flaky())),
        ]
    }
}
