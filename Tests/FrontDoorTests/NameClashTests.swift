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

    /// `Registry` and `Span` need no module name: BatchFuzz shows neither, and does not shadow
    /// the standard library's `Span`.
    @Test func namesBatchFuzzKeepsToItselfAreTheApps() {
        let registry = Registry(services: ["feed"])
        let span = Span(start: 1, end: 4)
        #expect(registry.services == ["feed"])
        #expect(span.end - span.start == 3)
    }
}
