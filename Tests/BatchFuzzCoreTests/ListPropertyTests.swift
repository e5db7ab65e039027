import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// Engines that diff one array: registered and checked like any other, with distinct or repeated
/// values, judged by what the section shows.
@Suite struct ListPropertyTests {
    /// Index by index: reload what differs, delete or insert the surplus.
    struct PositionalListDiffer: ListDiffing {
        func batch(from old: [ListItem], to new: [ListItem]) -> BatchUpdate {
            let shared = min(old.count, new.count)
            return BatchUpdate(
                itemDeletes: (shared..<old.count).map { ItemPath(section: 0, item: $0) },
                itemInserts: (shared..<new.count).map { ItemPath(section: 0, item: $0) },
                itemReloads: (0..<shared).filter { old[$0] != new[$0] }.map { ItemPath(section: 0, item: $0) })
        }
    }

    @Test(arguments: ListProperty.Values.allCases)
    func theCollectionDifferenceRecipePassesInBothFlavours(values: ListProperty.Values) throws {
        try FuzzCheck.check(
            .listDiffer(CollectionDifferenceRecipe(), values: values),
            configuration: .init(cases: 2_000, seed: 35, readsEnvironment: false))
    }

    @Test func deletingAMovedElementIsFoundAndShrunkToTwoItemsAndOneEdit() throws {
        var failure: PropertyFailure?
        do {
            try FuzzCheck.check(
                .listDiffer(
                    CollectionDifferenceRecipe(deletesMovedElements: true), flavor: .tableView, values: .repeated),
                configuration: .init(cases: 2_000, seed: 35, readsEnvironment: false))
        } catch {
            failure = error
        }
        let found = try #require(failure)
        #expect(found.signature == "deleteAndMoveSameIndexPath")
        let value = try found.shrunkCase(as: EditCase.self)
        #expect(value.initial.totalItemCount == 2 && value.edits.count == 1, "\(value)")
        #expect(found.uikitReason?.hasPrefix("attempt to perform a delete and a move from the same index path") == true)
    }

    @Test func equalElementsAreInterchangeable() {
        // Values [0 0 1] (ids 0, 3, 1) → [0 1 0]: the edits move the first 0 to the end.
        let value = EditCase(
            initial: SectionedList([.init(0, [0, 3, 1])]),
            edits: [.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))])
        // Moving the second 0 to the end instead shows the same values.
        let other = BatchUpdate(itemMoves: [
            .init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 2))
        ])
        #expect(ListProperty.verdict(for: value, flavors: [.tableView], values: .repeated) { _ in other } == .pass)
        // With distinct identifiers the same batch shows 0 where 3 is, and 3 where 0 is.
        #expect(
            ListProperty.verdict(for: value, flavors: [.tableView], values: .distinct) { _ in other }
                == .fail(signature: "content mismatch", message: "the rows show [0 1 3], the list is [3 1 0]"))
    }

    @Test func aReloadForAReplacedElementPassesUnlessIdentityIsPromised() throws {
        try FuzzCheck.check(
            .listDiffer(PositionalListDiffer()), configuration: .init(cases: 2_000, seed: 35, readsEnvironment: false))
        var identity = UIKitValidator.Options.fuzzing
        identity.reloadsKeepIdentity = true
        #expect {
            try FuzzCheck.check(
                .listDiffer(PositionalListDiffer()),
                configuration: .init(cases: 2_000, seed: 35, oracle: identity, readsEnvironment: false))
        } throws: { error in
            let failure = error as? PropertyFailure
            return failure?.signature == "content mismatch"
                && failure?.message.contains("a reload stands for a replaced element") == true
        }
    }

    @Test func aChangedElementMustBeRedrawn() {
        // Element 0 changes content; a batch that does nothing leaves its old content on screen.
        let value = EditCase(
            initial: SectionedList([.init(0, [0])]), edits: [.reloadItem(at: ItemPath(section: 0, item: 0))])
        #expect(
            ListProperty.verdict(for: value, flavors: [.tableView]) { _ in BatchUpdate() }
                == .fail(signature: "content mismatch", message: "the rows show [0], the list is [0']"))
    }

    @Test func listCasesHaveOneSectionAndItemEditsOnly() throws {
        var source = ChoiceSource(seed: 9)
        let generator = EditCase.listGenerator()
        for _ in 0..<300 {
            let value = try generator.generate(using: &source)
            try value.validateAsList()
        }
        let twoSections = EditCase(initial: SectionedList([.init(0, []), .init(1, [])]), edits: [])
        #expect(throws: CaseProblem("initial", "a list case has one section, not 2")) {
            try twoSections.validateAsList()
        }
        let sectionEdit = EditCase(initial: SectionedList([.init(0, [])]), edits: [.reloadSection(at: 0)])
        #expect(throws: CaseProblem("edits[0]", "reload section 0: a list case edits items only")) {
            try sectionEdit.validateAsList()
        }
    }
}
