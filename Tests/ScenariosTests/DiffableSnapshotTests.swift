import BatchEngine
import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing

/// Every snapshot text of the spec, produced exactly, and the semantics around them.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = DiffableSnapshot<String, Int>

    func snapshot() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems([1, 2, 3], toSection: "A")
        try snapshot.appendItems([4], toSection: "B")
        return snapshot
    }

    func reason(_ body: () throws -> Void) -> String? {
        do { try body() } catch let error as SnapshotError { return error.reason } catch {
            return "not a SnapshotError: \(error)"
        }
        return nil
    }

    @Test func duplicatesInsideOneArgumentList() throws {
        var s = try snapshot()
        #expect(
            reason { try s.appendItems([7, 7], toSection: "A") }
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: (7)")
        #expect(
            reason { try s.appendSections(["C", "C"]) }
                == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: (C)")
        #expect(
            reason { try s.deleteItems([1, 1]) }
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: (1)")
        #expect(
            reason { try s.reloadItems([2, 2]) }
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: (2)")
    }

    @Test func appendingWithoutSectionsOrToAnUnknownOne() throws {
        var empty = Snapshot()
        #expect(
            reason { try empty.appendItems([1]) }
                == "There are currently no sections in the data source. Please add a section first.")
        var s = try snapshot()
        #expect(
            reason { try s.appendItems([9], toSection: "Z") }
                == "Invalid parameter not satisfying: section != NSNotFound")
        try s.appendItems([9])
        #expect(try s.itemIdentifiers(inSection: "B") == [4, 9])
    }

    @Test func reAddingAnItemMovesItAndLogs() throws {
        var s = try snapshot()
        try s.appendItems([1], toSection: "B")
        #expect(s.itemIdentifiers == [2, 3, 4, 1])
        #expect(
            s.log == [
                "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Item identifier that already exists: 1"
            ])
    }

    @Test func reAddingASectionThrows() throws {
        var s = try snapshot()
        #expect(
            reason { try s.appendSections(["A"]) }
                == "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A"
        )
        #expect(s.sectionIdentifiers == ["A", "B"])
    }

    @Test func insertDestinations() throws {
        var s = try snapshot()
        #expect(
            reason { try s.insertItems([5, 2], beforeItem: 2) }
                == "Invalid update: destination for insertion operation [2] is in the insertion identifier list for update: insertItems((5, 2), beforeItem: 2)."
        )
        #expect(
            reason { try s.insertItems([5], beforeItem: 99) }
                == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(
            reason { try s.insertSections(["C", "A"], beforeSection: "A") }
                == "Invalid update: destination for section operation [A] is in the inserted section list for update: insertSections((C, A), beforeSection: A)"
        )
        #expect(
            reason { try s.insertSections(["C"], afterSection: "Z") }
                == "Invalid parameter not satisfying: insertIndex != NSNotFound")
        try s.insertItems([5], afterItem: 1)
        try s.insertSections(["C"], beforeSection: "B")
        #expect(s.itemIdentifiers == [1, 5, 2, 3, 4])
        #expect(s.sectionIdentifiers == ["A", "C", "B"])
    }

    @Test func moves() throws {
        var s = try snapshot()
        #expect(
            reason { try s.moveItem(2, beforeItem: 2) }
                == "Invalid update: destination for item move is the same as the source [2] for update: moveItem(2, beforeItem: 2)."
        )
        #expect(
            reason { try s.moveSection("A", afterSection: "A") }
                == "Invalid update: destination for section move is the same as the source [A] for update: moveSection(A, afterSection: A)."
        )
        #expect(
            reason { try s.moveItem(99, beforeItem: 2) } == "Invalid parameter not satisfying: fromIndex != NSNotFound")
        #expect(
            reason { try s.moveItem(2, beforeItem: 99) } == "Invalid parameter not satisfying: toIndex != NSNotFound")
        #expect(
            reason { try s.moveSection("Z", beforeSection: "A") }
                == "Invalid parameter not satisfying: fromSection != NSNotFound")
        #expect(
            reason { try s.moveSection("A", beforeSection: "Z") }
                == "Invalid parameter not satisfying: toSection != NSNotFound")
        try s.moveItem(1, afterItem: 4)
        try s.moveSection("B", beforeSection: "A")
        #expect(s.sectionIdentifiers == ["B", "A"])
        #expect(s.itemIdentifiers == [4, 1, 2, 3])
    }

    @Test func reloadAndReconfigureCheckExistenceAtCallTime() throws {
        var s = try snapshot()
        #expect(
            reason { try s.reloadItems([99]) }
                == "Attempted to reload item identifier that does not exist in the snapshot: 99")
        #expect(
            reason { try s.reconfigureItems([99]) }
                == "Attempted to reconfigure item identifier that does not exist in the snapshot: 99")
        #expect(
            reason { try s.reloadSections(["Z"]) }
                == "Attempted to reload section identifier that does not exist in the snapshot: Z")
        s.textStyle = .legacy
        #expect(reason { try s.reloadItems([99]) } == "Invalid item identifier specified for reload: 99")
        try s.reloadItems([2])
        try s.reconfigureItems([3])
        try s.reloadSections(["B"])
        #expect(
            s.reloadedItemIdentifiers == [2] && s.reconfiguredItemIdentifiers == [3]
                && s.reloadedSectionIdentifiers == ["B"])
        #expect(s.withoutMarks.reloadedItemIdentifiers.isEmpty)
    }

    @Test func deletesIgnoreUnknownAndTakeItemsAlong() throws {
        var s = try snapshot()
        try s.deleteItems([99, 2])
        try s.deleteSections(["Z", "B"])
        #expect(s.itemIdentifiers == [1, 3] && s.sectionIdentifiers == ["A"])
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test func queries() throws {
        let s = try snapshot()
        #expect(s.indexOfItem(4) == 3)  // global, across sections
        #expect(s.indexOfItem(99) == nil)
        #expect(s.indexOfSection("B") == 1)
        #expect(s.sectionIdentifier(containingItem: 4) == "B")
        #expect(try s.numberOfItems(inSection: "A") == 3)
        #expect(
            reason { _ = try s.numberOfItems(inSection: "Z") }
                == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(
            reason { _ = try s.itemIdentifiers(inSection: "Z") }
                == "Invalid parameter not satisfying: section != NSNotFound")
    }

    @Test func anItemIDMayEqualASectionID() throws {
        var s = DiffableSnapshot<Int, Int>()
        try s.appendSections([1])
        try s.appendItems([1])
        #expect(s.itemIdentifiers == [1] && s.sectionIdentifiers == [1])
    }

    /// A class hashing a mutable field: mutating it after insertion changes its hash.
    final class Mutable: Hashable, CustomStringConvertible {
        var name: String
        init(_ name: String) { self.name = name }
        static func == (a: Mutable, b: Mutable) -> Bool { a.name == b.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
        var description: String { name }
    }

    struct NeverEqual: Hashable, CustomStringConvertible {
        static func == (a: NeverEqual, b: NeverEqual) -> Bool { false }
        func hash(into hasher: inout Hasher) {}
        var description: String { "never-equal" }
    }

    @Test func hashingContractChecks() throws {
        var s = DiffableSnapshot<Int, Mutable>()
        let hero = Mutable("Thor")
        try s.appendSections([0])
        try s.appendItems([hero])
        hero.name += " ★"
        // By default a changed hash is found by equality, as the superheroes post reports.
        var lenient = s
        #expect(reason { try lenient.reloadItems([hero]) } == nil)
        #expect(lenient.reloadedItemIdentifiers.map(\.name) == ["Thor ★"])
        #expect(reason { try s.validateHashing() } == nil)
        // Asked to, the snapshot reports it by name.
        s.detectsChangedHashes = true
        #expect(
            reason { try s.reloadItems([hero]) }
                == "Diffable data source detected an item identifier whose hash value changed after it was added to the snapshot. An identifier's hash value must not change while it is in a snapshot. Identifier: Thor ★"
        )
        #expect(reason { try s.validateHashing() }?.hasPrefix("Diffable data source detected") == true)

        var broken = DiffableSnapshot<Int, BrokenHashItem>()
        try broken.appendSections([0])
        try broken.appendItems([BrokenHashItem(id: 1, content: 0)])
        #expect(
            reason { try broken.reloadItems([BrokenHashItem(id: 1, content: 5)]) }
                == "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. Identifiers that are equal but have different hash values: (item(id: 1, content: 0), item(id: 1, content: 5))"
        )

        var odd = DiffableSnapshot<Int, NeverEqual>()
        try odd.appendSections([0])
        #expect(
            reason { try odd.appendItems([NeverEqual()]) }
                == "Diffable data source detected an item identifier that is not equal to itself. The implementation of == (or isEqual:) must be reflexive. Identifier: never-equal"
        )
    }

    @Test func aFailedCallLeavesTheSnapshotUnchanged() throws {
        var s = try snapshot()
        let before = s.list
        _ = reason { try s.insertItems([5, 1], beforeItem: 1) }
        _ = reason { try s.appendSections(["C", "A"]) }
        #expect(s.list == before && s.log.isEmpty)
    }
}
