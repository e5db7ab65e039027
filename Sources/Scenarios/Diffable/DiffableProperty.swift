import BatchFuzzScreens
import BatchModel
import ListEmulation
import PropertyTesting

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The invariants of the diffable scenario, run over a ``DiffableCase`` with a content-replacement
/// helper, on a screen whose table or collection view is fed by UIKit's diffable data source
/// (the stand-in's where UIKit is not). Each failure names its invariant in its signature:
///
/// - `snapshot:<kind>` — a snapshot call UIKit refuses raised its exception, e.g. a reload of an
///   identifier not in the snapshot, or an insertion destination among the inserted ids;
/// - `replacement moved items` — replacing in place changed the order of the ids;
/// - `stale cell` — after `apply`, a row shows other content than the model holds for its item;
/// - a UIKit rule's name — the batch `apply` produced was rejected by the oracle;
/// - whatever else the screen shows that any screen's check catches (`logged:` misuse UIKit
///   carries on from, a row that disagrees with its data source).
///
/// The broken-hash type breaks `Hashable` by design: when the snapshot *detects* that (an
/// `equalWithDifferentHashes` error), the case passes — the invariant is that the contract
/// violation is reported by name, not that a broken type works.
public enum DiffableProperty {
    /// The property for `replacer`, judged in `flavors`.
    public static func property(
        name: String, replacer: some DiffableContentReplacing, flavors: [ViewFlavor] = ViewFlavor.allCases,
        strategies: [IdentityStrategy] = IdentityStrategy.allCases, maxSteps: Int = 10,
        oracle: UIKitValidator.Options = .fuzzing
    ) -> Property<DiffableCase> {
        Property("diffable: \(name)", DiffableCase.generator(strategies: strategies, maxSteps: maxSteps)) {
            value, context in
            context.label("items: \(value.strategy.rawValue)")
            for flavor in flavors {
                let verdict = self.verdict(
                    for: value, replacer: replacer, oracle: oracle.with(flavor: flavor), context: &context)
                if verdict != .pass { return verdict }
            }
            return .pass
        }
    }

    /// Judges one case in one flavour.
    public static func verdict(
        for value: DiffableCase, replacer: some DiffableContentReplacing, flavor: ViewFlavor,
        oracle: UIKitValidator.Options = .fuzzing
    ) -> Verdict {
        var context = CaseContext()
        return verdict(for: value, replacer: replacer, oracle: oracle.with(flavor: flavor), context: &context)
    }

    /// Judges one case in `oracle`'s flavour, on the main actor (the screen's code is UIKit
    /// code), waited for from elsewhere.
    static func verdict<Replacer: DiffableContentReplacing>(
        for value: DiffableCase, replacer: Replacer, oracle: UIKitValidator.Options,
        context: inout CaseContext
    ) -> Verdict {
        #if canImport(UIKit)
            return .fail(
                signature: "unsupported",
                message: "the diffable scenario runs on the stand-in views (Linux, macOS), not on UIKit's yet")
        #else
            nonisolated(unsafe) let replacer = replacer
            let labelled = ActionsProperty.onMainActor {
                verdictOnMain(for: value, replacer: replacer, oracle: oracle)
            }
            for label in labelled.labels { context.label(label) }
            return labelled.verdict
        #endif
    }

    #if !canImport(UIKit)
        @MainActor
        static func verdictOnMain(
            for value: DiffableCase, replacer: some DiffableContentReplacing, oracle: UIKitValidator.Options
        ) -> (labels: [String], verdict: Verdict) {
            var labels: [String] = []
            let verdict: Verdict
            switch value.strategy {
            case .valueHashingAllFields:
                var run = DiffableRun<ValueItem>(value, oracle)
                verdict = run.run(replacer, &labels)
            case .valueHashingID:
                var run = DiffableRun<IdentifiedValueItem>(value, oracle)
                verdict = run.run(replacer, &labels)
            case .classHashingID:
                var run = DiffableRun<IdentifiedObject>(value, oracle)
                verdict = run.run(replacer, &labels)
            case .classObjectIdentity:
                var run = DiffableRun<PlainObject>(value, oracle)
                verdict = run.run(replacer, &labels)
            case .brokenHash:
                var run = DiffableRun<BrokenHashItem>(value, oracle)
                verdict = run.run(replacer, &labels)
            }
            if value.strategy == .brokenHash,
                case .fail(signature: "snapshot:equalWithDifferentHashes", message: _) = verdict
            {
                return (labels, .pass)
            }
            return (labels, verdict)
        }
    #endif
}

#if !canImport(UIKit)
    /// One case played on a ``DiffableScreen`` of items of type `Item`: the initial snapshot
    /// applied as the screen is shown, then each step — a replacement by the helper under test,
    /// an insert, delete or move made as an app makes it, an apply — and a last apply. After each
    /// step the screen is judged as every screen is (UIKit's exceptions, its rules on the batch an
    /// apply makes, the rows shown), and after an apply its rows against the model.
    @MainActor
    struct DiffableRun<Item: DiffableItem> {
        let value: DiffableCase
        let oracle: UIKitValidator.Options
        var nextSection: Int
        var nextItem: Int

        init(_ value: DiffableCase, _ oracle: UIKitValidator.Options) {
            self.value = value
            self.oracle = oracle
            nextSection = value.sections.count
            nextItem = value.sections.reduce(0, +)
        }

        mutating func run(_ replacer: some DiffableContentReplacing, _ labels: inout [String]) -> Verdict {
            let (value, oracle) = (value, oracle)
            var initial = NSDiffableDataSourceSnapshot<Int, Item>()
            var model: [Int: Int] = [:]
            for section in value.initialList.sections {
                initial.appendSections([section.id])
                initial.appendItems(section.items.map { Item(id: $0, content: 0) }, toSection: section.id)
                for id in section.items { model[id] = 0 }
            }
            var run = self
            var seen: [String] = []
            let verdict = ActionsProperty.onShownScreen(
                make: { () -> DiffableScreen<Item> in
                    let screen = DiffableScreen<Item>(flavor: oracle.flavor)
                    screen.model = model
                    screen.loadViewIfNeeded()
                    screen.apply(initial)
                    return screen
                }, oracle: oracle, quirks: .none, rowsOnScreen: 100
            ) { screen, settle in
                /// The screen judged as any screen, then its rows against the model.
                @MainActor func judged(_ place: String) -> Verdict? {
                    if let failure = settle(place) { return failure }
                    return screen.rowOffModel().map { .fail(signature: "stale cell", message: "after \(place), \($0)") }
                }
                if let failure = judged("the first apply") { return failure }
                var snapshot = screen.snapshot()
                for (index, step) in value.steps.enumerated() {
                    let place = "step \(index + 1) (\(step))"
                    if let failure = run.perform(step, on: screen, in: &snapshot, replacer, place: place, &seen) {
                        return failure
                    }
                    // Rows are judged when the snapshot is applied: before, an object the replacement
                    // mutated shows its old content, as on a device until the app applies.
                    let failure = step == .apply ? judged(place) : ActionsProperty.failureSoFar(at: place)
                    if let failure { return failure }
                }
                screen.apply(snapshot)
                return judged("the last apply") ?? .pass
            }
            labels = seen
            return verdict
        }

        /// Makes `step` on `snapshot`, the one the app is building (an apply hands it to the screen's
        /// data source and starts again from the data source's): `nil`, or the failure it showed
        /// at once.
        mutating func perform(
            _ step: DiffableCase.Step, on screen: DiffableScreen<Item>,
            in snapshot: inout NSDiffableDataSourceSnapshot<Int, Item>, _ replacer: some DiffableContentReplacing,
            place: String, _ labels: inout [String]
        ) -> Verdict? {
            switch step {
            case .replace(let id, let content):
                guard let item = snapshot.itemIdentifiers.first(where: { $0.id == id }) else { return nil }
                let before = snapshot.itemIdentifiers.map(\.id)
                screen.model[id] = content
                screen.applied = false
                replacer.replaceContent(of: item, with: content, in: &snapshot)
                let after = snapshot.itemIdentifiers.map(\.id)
                if after != before, !StandInRecord.isDead {
                    return .fail(
                        signature: "replacement moved items",
                        message: "\(place): replacing in place must keep the order of ids: \(before) became \(after)")
                }
                labels.append("replace")
            case .insertItem(let s, let index):
                let section = snapshot.sectionIdentifiers[s]
                let items = snapshot.itemIdentifiers(inSection: section)
                let item = Item(id: nextItem, content: 0)
                screen.model[nextItem] = 0
                nextItem += 1
                if index < items.count {
                    snapshot.insertItems([item], beforeItem: items[index])
                } else {
                    snapshot.appendItems([item], toSection: section)
                }
            case .deleteItem(let id):
                snapshot.deleteItems(snapshot.itemIdentifiers.filter { $0.id == id })
            case .moveItem(let id, let destination):
                guard let item = snapshot.itemIdentifiers.first(where: { $0.id == id }),
                    let target = snapshot.itemIdentifiers.first(where: { $0.id == destination })
                else { return nil }
                snapshot.moveItem(item, beforeItem: target)
            case .appendSection:
                snapshot.appendSections([nextSection])
                nextSection += 1
            case .deleteSection(let index):
                snapshot.deleteSections([snapshot.sectionIdentifiers[index]])
            case .apply:
                screen.apply(snapshot)
                snapshot = screen.snapshot()
                labels.append("apply")
            }
            return nil
        }
    }
#endif

extension Verdict {
    /// The same verdict, its message prefixed with where it happened.
    func prefixed(_ prefix: String) -> Verdict {
        if case .fail(let signature, let message) = self {
            return .fail(signature: signature, message: prefix + message)
        }
        return self
    }
}
