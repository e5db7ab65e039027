import BatchFuzzCore
import Foundation
import Testing

/// The look itself: what it reads of a value and what it leaves out.
struct SubjectLookTests {
    struct Settings {
        var names = ["b", "a"]
        var limit: Int? = nil
        var flags: Set<Int> = [3, 1, 2]
        var table: [String: Int] = ["z": 1, "y": 2]
        var id = UUID()
    }

    @Test func readsStoredStateAndSortsWhatAHashOrders() {
        let look = SubjectLook.state(of: Settings())
        #expect(
            look.lines.map { "\($0.path) = \($0.value)" } == [
                "names.count = 2", "names[0] = b", "names[1] = a", "limit = nil", "flags = 1, 2, 3",
                #"table = (key: "y", value: 2), (key: "z", value: 1)"#,
            ])
    }

    @Test func namesTheFirstDifferenceOfTheLinesBothBuildsAgreeOn() {
        var counter = 0
        func build(limit: Int) -> SubjectLook {
            counter += 1
            return SubjectLook(lines: [
                .init(path: "built", value: "\(counter)"), .init(path: "limit", value: "\(limit)"),
            ])
        }
        let here = build(limit: 3).agreeing(with: build(limit: 3))
        #expect(here.lines.map(\.path) == ["limit"])
        #expect(here.difference(from: build(limit: 4)) == "`limit` is 3 here and 4 in the child")
        #expect(here.difference(from: build(limit: 3)) == nil)
    }
}
