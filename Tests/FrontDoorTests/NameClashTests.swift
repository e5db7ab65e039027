import AppModels
import BatchFuzz
import Testing

/// A test target that imports BatchFuzz beside an app module with the common names: each
/// module's type can be named, and the names BatchFuzz keeps to itself stay the app's.
struct NameClashTests {
    @Test func bothModulesNameTheirOwnTypes() {
        let mine = AppModels.BatchUpdate(changedPosts: [3])
        let theirs = BatchFuzz.BatchUpdate(itemInserts: [BatchFuzz.ItemPath(section: 0, item: 1)])
        let myPath = AppModels.ItemPath(page: 1, post: 2)
        let listing = AppModels.Property(address: "1 Infinite Loop")
        let fuzzProperty = BatchFuzz.Property("always", Gen<Int>.int(in: 0...3)) { _, _ in .pass }
        #expect(mine.changedPosts == [3])
        #expect(theirs.itemInserts == [BatchFuzz.ItemPath(section: 0, item: 1)])
        #expect(myPath.post == 2)
        #expect(listing.address == "1 Infinite Loop")
        #expect(fuzzProperty.name == "always")
    }

    /// The six names an app's model most often shares with BatchFuzz's vocabulary, unqualified in
    /// a file that imports both: each means the app's type (this file would not compile if one
    /// meant BatchFuzz's), and BatchFuzz's stays reachable by its qualified name.
    @Test func unqualifiedNamesAreTheApps() {
        let path = ItemPath(page: 1, post: 2)
        let update = BatchUpdate(changedPosts: [3])
        let edit = Edit(post: 4)
        let listing = Property(address: "1 Infinite Loop")
        let verdict = Verdict.approved
        let generation = Gen(number: 5)
        #expect(path == AppModels.ItemPath(page: 1, post: 2))
        #expect(update == AppModels.BatchUpdate(changedPosts: [3]))
        #expect(edit == AppModels.Edit(post: 4))
        #expect(listing == AppModels.Property(address: "1 Infinite Loop"))
        #expect(verdict == AppModels.Verdict.approved)
        #expect(generation == AppModels.Gen(number: 5))

        let theirs: [BatchFuzz.Edit<Int, Int>] = [.deleteSection(at: 0)]
        let judged: BatchFuzz.Verdict = .pass
        let property = BatchFuzz.Property("drawn", BatchFuzz.Gen<Int>.int(in: 0...3)) { _ in true }
        #expect(theirs.count == 1 && judged == .pass && property.name == "drawn")
    }

    /// `Registry` and `Span` need no module name: BatchFuzz shows neither, and does not shadow
    /// the standard library's `Span`.
    @Test func namesBatchFuzzKeepsToItselfAreTheApps() {
        let registry = Registry(services: ["feed"])
        let span = Span(start: 1, end: 4)
        #expect(registry.services == ["feed"])
        #expect(span.end - span.start == 3)
    }
}
