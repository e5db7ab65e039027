import BatchFuzz
import Testing

/// The one `check` over the kinds of engine a user's package writes, in the shapes it writes them.
struct EveryKindTests {
    static let configuration = FuzzConfiguration(
        cases: 300, seed: 3, examplesBesideTest: false, readsEnvironment: false)

    @Test(arguments: ListItem.Values.allCases)
    func aOneListStagedUpdaterByValuePasses(values: ListItem.Values) {
        #expect(check(.staged(ValueStagedUpdater(), values: values), configuration: Self.configuration) == nil)
    }

    @Test func aOneListStagedUpdaterThatForgetsContentIsFoundWithItsStage() throws {
        var failure: PropertyFailure?
        withKnownIssue { failure = check(.staged(IdentifierStagedUpdater()), configuration: Self.configuration) }
        let found = try #require(failure)
        #expect(found.signature == "stage content mismatch", "\(found)")
        #expect(found.message.hasPrefix("stage 1 of 1:"), "\(found.message)")
        // Pasted back, the shrunk case fails the same way.
        let value = try found.shrunkCase(as: EditCase.self)
        withKnownIssue {
            #expect(check(.staged(IdentifierStagedUpdater()), case: value, configuration: Self.configuration) != nil)
        }
    }

    /// Rows that lag behind the data source between two calls of one update, and that the next
    /// call reloads, are what the user sees mid-update, not a bug: the update passes.
    @Test func rowsReloadedByALaterStageOfTheSameUpdatePass() {
        #expect(check(.staged(ReloadAfterUpdater()), configuration: Self.configuration) == nil)
    }

    /// Reloading one changed row of two leaves the other stale when the update ends: found, with
    /// the stage where it fell behind.
    @Test func rowsNoLaterStageRedrawsAreFoundWithTheStageTheyFellBehindIn() throws {
        var failure: PropertyFailure?
        withKnownIssue {
            failure = check(.staged(ReloadAfterUpdater(reloadsOnlyTheFirst: true)), configuration: Self.configuration)
        }
        let found = try #require(failure)
        #expect(found.signature == "stage content mismatch", "\(found)")
        #expect(found.message.hasPrefix("stage 1 of 2:"), "\(found.message)")
        #expect(found.message.contains("no later stage redraws those rows"), "\(found.message)")
    }
}
