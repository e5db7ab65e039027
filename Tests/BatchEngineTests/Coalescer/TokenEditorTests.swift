@testable import BatchEngine
import BatchModel
import PropertyTesting
import Testing

/// The coalescer's editors against arrays of tokens: random section and item edits, then the
/// layout read back as tokens per section; what they record for the planner (reloaded tokens,
/// which runs stay); the problem they name for an edit that does not fit; and the flat editor
/// against the run trees', edit by edit.
@Suite struct TokenEditorTests {
    /// The layout's tokens, per section, and the old section of each.
    static func tokens(_ layout: TokenLayout) -> [[Int]] {
        layout.sections.map { section in layout.runs[section.runs].flatMap { Array($0.start..<$0.end) } }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func editsAgreeWithArraysOfTokens(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let sizes = (0..<(1 + Int(rng.next() % 5))).map { _ in Int(rng.next() % 30) }
            var editor = TokenEditor(sizes: sizes, insertedSections: 8, itemEdits: 40, sectionEdits: 8)
            Self.checkAgainstArrays(&editor, sizes: sizes, rng: &rng)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func flatEditsAgreeWithArraysOfTokens(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let sizes = (0..<(1 + Int(rng.next() % 4))).map { _ in Int(rng.next() % 6) }
            var editor = FlatTokenEditor(
                sizes: sizes, starts: sectionStarts(sizes), insertedSections: 8, insertedItems: 40)
            Self.checkAgainstArrays(&editor, sizes: sizes, rng: &rng)
        }
    }

    /// Up to 40 random edits that fit, at most 8 of them section inserts, on `editor` and on
    /// arrays of tokens, then the layout against the arrays.
    static func checkAgainstArrays<Editor: TokenEditing & ~Copyable>(
        _ editor: inout Editor, sizes: [Int], rng: inout SplitMix64
    ) {
        let starts = sectionStarts(sizes)
        var model = sizes.indices.map { Array(starts[$0]..<starts[$0 + 1]) }
        var nextToken = starts[sizes.count], inserted = 0
        for _ in 0..<40 {
            func random(_ bound: Int) -> Int { bound > 0 ? Int(rng.next() % UInt64(bound)) : 0 }
            let s = random(model.count)
            switch rng.next() % 8 {
            case 0 where inserted < 8:
                let at = random(model.count + 1)
                #expect(editor.insertSection(at: at) == nil)
                model.insert([], at: at)
                inserted += 1
            case 1 where model.count > 1:
                #expect(editor.deleteSection(at: s) == nil)
                model.remove(at: s)
            case 2 where model.count > 1:
                let to = random(model.count)
                #expect(editor.moveSection(from: s, to: to) == nil)
                model.insert(model.remove(at: s), at: to)
            case 3, 4:
                let at = random(model[s].count + 1)
                #expect(editor.insertItem(at: ItemPath(section: s, item: at)) == nil)
                model[s].insert(nextToken, at: at)
                nextToken += 1
            case 5 where !model[s].isEmpty:
                let at = random(model[s].count)
                #expect(editor.deleteItem(at: ItemPath(section: s, item: at)) == nil)
                model[s].remove(at: at)
            case 6 where !model[s].isEmpty:
                let from = random(model[s].count), token = model[s].remove(at: from)
                let t = random(model.count), to = random(model[t].count + 1)
                #expect(
                    editor.moveItem(from: ItemPath(section: s, item: from), to: ItemPath(section: t, item: to))
                        == nil)
                model[t].insert(token, at: to)
            default:
                break
            }
        }
        #expect(tokens(editor.layout(keepsHandles: true)) == model)
    }

    /// The flat editor names the same problems, records the same reloads and lays out the
    /// same runs, staying or not, as the run trees: random edits of every kind, some of them
    /// out of range, on lists of up to 4 sections of up to 5 rows.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theFlatEditorLaysOutWhatTheRunTreesDo(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var compared = 0
        for _ in 0..<2000 {
            func random(_ bound: Int) -> Int { bound > 0 ? Int(rng.next() % UInt64(bound)) : 0 }
            let sizes = (0..<random(5)).map { _ in random(6) }
            // Indices one out of range on either side, now and then.
            func index(_ bound: Int) -> Int { random(bound + 3) - 1 }
            func path() -> ItemPath { ItemPath(section: index(sizes.count + 1), item: index(6)) }
            let edits: [Edit<Int, Int>] = (0..<(1 + random(8))).map { _ in
                switch random(8) {
                case 0: .insertSection(id: 0, at: index(sizes.count + 1))
                case 1: .deleteSection(at: index(sizes.count))
                case 2: .moveSection(from: index(sizes.count), to: index(sizes.count))
                case 3: .reloadSection(at: index(sizes.count))
                case 4: .insertItem(id: 0, at: path())
                case 5: .deleteItem(at: path())
                case 6: .moveItem(from: path(), to: path())
                default: .reloadItem(at: path())
                }
            }
            let insertedSections = edits.filter { if case .insertSection = $0 { true } else { false } }.count
            let insertedItems = edits.filter { if case .insertItem = $0 { true } else { false } }.count
            let starts = sectionStarts(sizes)
            var flat = FlatTokenEditor(
                sizes: sizes, starts: starts, insertedSections: insertedSections, insertedItems: insertedItems)
            var trees = TokenEditor(
                sizes: sizes, insertedSections: insertedSections, itemEdits: edits.count, sectionEdits: edits.count)
            for edit in edits {
                let problem = flat.apply(edit)
                #expect(problem == trees.apply(edit), "\(sizes) \(edits)")
                if problem != nil { break }
            }
            #expect(
                Self.summary(flat.layout(keepsHandles: true)) == Self.summary(trees.layout(keepsHandles: true)),
                "\(sizes) \(edits)")
            #expect(flat.reloadedOldTokens == trees.reloadedOldTokens, "\(sizes) \(edits)")
            compared += 1
        }
        #expect(compared == 2000)
    }

    /// Everything the planner reads of a layout, as text.
    static func summary(_ layout: TokenLayout) -> String {
        let sections = zip(layout.handles, layout.sections).map { h, section in
            let runs = section.runs.map { i in
                let run = layout.runs[i]
                return "\(run.start)+\(run.count)/\(run.section)\(layout.stays[i] ? " stays" : "")"
            }
            return "\(h): old \(section.old)\(section.reloaded ? " reloaded" : "") [\(runs.joined(separator: ", "))]"
        }
        return sections.joined(separator: "; ")
    }

    /// An old item no edit moved stays; a moved one stays only when it landed back in order.
    @Test func theRunsNoEditMovedOutOfOrderStay() {
        var editor = TokenEditor(sizes: [5], insertedSections: 0)
        #expect(editor.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 4)) == nil)
        #expect(editor.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 0)) == nil)
        let layout = editor.layout(keepsHandles: true)
        #expect(Self.tokens(layout) == [[1, 2, 3, 4, 0]])
        // Token 1, moved onto itself, is back in order; token 0, moved to the end, is not.
        #expect(layout.runs.indices.filter { !layout.stays[$0] }.map { layout.runs[$0].start } == [0])
    }

    /// A reloaded item is recorded once; so is one that leaves a reloaded section.
    @Test func reloadedTokensAreRecordedOnce() {
        var editor = TokenEditor(sizes: [2, 2], insertedSections: 0)
        #expect(editor.reloadItem(at: ItemPath(section: 0, item: 1)) == nil)
        #expect(editor.reloadItem(at: ItemPath(section: 0, item: 1)) == nil)
        #expect(editor.reloadSection(at: 1) == nil)
        #expect(editor.moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0)) == nil)
        #expect(editor.reloadedOldTokens == [1, 2])
    }

    @Test func anEditThatDoesNotFitIsNamed() {
        var editor = TokenEditor(sizes: [3], insertedSections: 0)
        #expect(editor.deleteItem(at: ItemPath(section: 0, item: 3)) == "item 3 is out of range: section 0 has 3 items")
        #expect(editor.deleteSection(at: 1) == "section 1 is out of range: the list has 1 sections")
        #expect(
            editor.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 3))
                == "destination [0, 3] is out of range: section 0 has 2 items once the item is lifted out")
        #expect(
            editor.moveSection(from: 0, to: 1)
                == "destination section 1 is out of range: after removing section 0 the list has 0 sections")
    }
}
