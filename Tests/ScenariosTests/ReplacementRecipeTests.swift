import BatchEngine
import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing

/// Each identity strategy × "replace an item's content" recipe behaves as the spec says.
@Suite struct ReplacementRecipeTests {
    /// One item (id 0, content 0) and a neighbour, applied; then `replacer` sets item 0's
    /// content to 1 and the snapshot is applied again.
    func outcome(_ strategy: IdentityStrategy, _ replacer: some DiffableContentReplacing) -> Verdict {
        let value = DiffableCase(strategy: strategy, sections: [2], steps: [.replace(item: 0, content: 1), .apply])
        return DiffableProperty.verdict(for: value, replacer: replacer, flavor: .tableView)
    }

    func signature(_ verdict: Verdict) -> String? {
        if case .fail(let signature, _) = verdict { return signature }
        return nil
    }

    @Test func theCorrectHelperWorksForEveryStrategy() {
        for strategy in IdentityStrategy.allCases {
            #expect(outcome(strategy, ContentReplacement()) == .pass, "\(strategy)")
        }
    }

    @Test func reloadingAChangedStructLeavesTheOldContentOnScreen() {
        // Hashing its id: the reload finds the stored *old* value and redraws it.
        #expect(signature(outcome(.valueHashingID, ValueTypeReload())) == "stale cell")
        // Hashing every field: the new value is not in the snapshot (the seed's exception).
        #expect(signature(outcome(.valueHashingAllFields, ValueTypeReload())) == "snapshot:reloadUnknownIdentifier")
        // References "work" only because the shared object was mutated.
        #expect(outcome(.classHashingID, ValueTypeReload()) == .pass)
        #expect(outcome(.classObjectIdentity, ValueTypeReload()) == .pass)
    }

    @Test func insertBeforePlusDeleteOfAnEqualItemThrowsTheDestinationText() {
        for strategy in [IdentityStrategy.classHashingID, .classObjectIdentity, .valueHashingID] {
            #expect(
                signature(outcome(strategy, ReferenceTypeReplace())) == "snapshot:insertionDestinationInserted",
                "\(strategy)")
        }
        // For a struct hashing every field it is the right recipe.
        #expect(outcome(.valueHashingAllFields, ReferenceTypeReplace()) == .pass)
    }

    @Test func deleteAndAppendMovesTheRow() {
        #expect(signature(outcome(.valueHashingAllFields, DeleteAppendReplace())) == "replacement moved items")
        #expect(signature(outcome(.classHashingID, DeleteAppendReplace())) == "replacement moved items")
    }

    @Test func theBrokenHashIsReportedByName() throws {
        var snapshot = DiffableSnapshot<Int, BrokenHashItem>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([BrokenHashItem(id: 0, content: 0)])
        #expect(throws: SnapshotError.self) { try snapshot.reloadItems([BrokenHashItem(id: 0, content: 1)]) }
        // The property treats the detection as the expected outcome for this strategy.
        #expect(outcome(.brokenHash, ValueTypeReload()) == .pass)
    }
}
