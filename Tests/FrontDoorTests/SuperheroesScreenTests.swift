#if !canImport(UIKit)
    import BatchFuzz
    import SeedApps
    import Testing
    import UIKitStandIn

    /// The superheroes post's screen (a list-style collection view with a diffable data source, a
    /// tap appending " ★" to a hero's name) as an app writes it, checked by tapping its heroes.
    @MainActor
    struct SuperheroesScreenTests {
        static let configuration = FuzzConfiguration(
            cases: 300, seed: 7, examplesBesideTest: false, readsEnvironment: false)

        @Test func referenceTypeHeroesReloadedPass() {
            let actions: [ScreenActions.Action<ReloadReferenceTypeViewController>] = [
                .init("tap a hero") { controller, draw in draw.tapItem(in: controller.collectionView) }
            ]
            #expect(
                check(
                    .screen({ ReloadReferenceTypeViewController() }, actions: actions) { controller in
                        controller.names.count == 5 ? nil : "the list shows \(controller.names.count) heroes, not 5"
                    },
                    configuration: Self.configuration) == nil)
        }

        @Test func valueTypeHeroesReplacedPass() {
            let actions: [ScreenActions.Action<ReloadValueTypeViewController>] = [
                .init("tap a hero") { controller, draw in draw.tapItem(in: controller.collectionView) }
            ]
            #expect(
                check(.screen({ ReloadValueTypeViewController() }, actions: actions), configuration: Self.configuration)
                    == nil)
        }

        @Test func reloadingAChangedValueRaisesTheInvalidIdentifierText() throws {
            let actions: [ScreenActions.Action<ReloadValueTypeViewController>] = [
                .init("tap a hero") { controller, draw in draw.tapItem(in: controller.collectionView) }
            ]
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ ReloadValueTypeViewController(reloadsLikeAReferenceType: true) }, actions: actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "snapshot:reloadUnknownIdentifier", "\(found)")
            #expect(
                found.uikitReason?.hasPrefix("Invalid item identifier specified for reload: ") == true, "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a hero"], "\(value)")
            #expect(value.steps.first?.choices.allSatisfy { $0 == 0 } == true, "\(value)")
        }

        @Test func replacingAnObjectWithItselfRaisesTheInsertionDestinationText() throws {
            let actions: [ScreenActions.Action<ReloadReferenceTypeViewController>] = [
                .init("tap a hero") { controller, draw in draw.tapItem(in: controller.collectionView) }
            ]
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ ReloadReferenceTypeViewController(replacesLikeAValueType: true) }, actions: actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "snapshot:insertionDestinationInserted", "\(found)")
            #expect(
                found.uikitReason?.hasPrefix(
                    "Invalid update: destination for insertion operation [") == true, "\(found)")
            #expect(found.uikitReason?.contains("is in the insertion identifier list for update") == true)
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a hero"], "\(value)")
            #expect(value.steps.first?.choices.allSatisfy { $0 == 0 } == true, "\(value)")
        }
    }
#endif
