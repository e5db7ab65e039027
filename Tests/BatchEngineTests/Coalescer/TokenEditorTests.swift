@testable import BatchEngine
import BatchModel
import PropertyTesting
import Testing

/// The coalescer's editor against arrays of tokens: random section and item edits, then its
/// layout read back as tokens per section; what it records for the planner (reloaded tokens,
/// which runs stay); and the problem it names for an edit that does not fit.
@Suite struct TokenEditorTests {
    /// The layout's tokens, per section, and the old section of each.
    static func tokens(_ layout: TokenEditor.Layout) -> [[Int]] {
        layout.sections.map { section in layout.runs[section.runs].flatMap { Array($0.start..<$0.end) } }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func editsAgreeWithArraysOfTokens(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let sizes = (0..<(1 + Int(rng.next() % 5))).map { _ in Int(rng.next() % 30) }
            let starts = sectionStarts(sizes)
            var model = sizes.indices.map { Array(starts[$0]..<starts[$0 + 1]) }
            var editor = TokenEditor(sizes: sizes, insertedSections: 8, itemEdits: 40, sectionEdits: 8)
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
            #expect(Self.tokens(editor.layout()) == model)
        }
    }

    /// An old item no edit moved stays; a moved one stays only when it landed back in order.
    @Test func theRunsNoEditMovedOutOfOrderStay() {
        var editor = TokenEditor(sizes: [5], insertedSections: 0)
        #expect(editor.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 4)) == nil)
        #expect(editor.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 0)) == nil)
        let layout = editor.layout()
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
