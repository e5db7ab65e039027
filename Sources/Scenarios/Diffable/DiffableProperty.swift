import BatchModel
import ListEmulation
import PropertyTesting

/// The invariants of the diffable scenario, run over a ``DiffableCase`` with a content-replacement
/// helper. Each failure names its invariant in its signature:
///
/// - `snapshot:<kind>` — a snapshot call threw (``SnapshotError``'s text), e.g. a reload of an
///   identifier not in the snapshot, or an insertion destination among the inserted ids;
/// - `replacement moved items` — replacing in place changed the order of the ids;
/// - `stale cell` — after `apply`, a cell shows other content than the model holds for its item;
/// - a UIKit rule's name — the batch `apply` produced was rejected by the oracle;
/// - `batch does not give the new ids` — the batch, applied to the old ids, is not the new ids;
/// - `reconfigure of a non-survivor` — a reconfigure for an item not present before and after;
/// - `hashing contract not detected` — never expected: the broken type misbehaved silently.
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

    /// Judges one case in `oracle`'s flavour. Specialised for the built-in replacer, so that the
    /// emulated snapshot and data source run on concrete types in the fuzz loop.
    @_specialize(where Replacer == ContentReplacement)
    static func verdict<Replacer: DiffableContentReplacing>(
        for value: DiffableCase, replacer: Replacer, oracle: UIKitValidator.Options,
        context: inout CaseContext
    ) -> Verdict {
        let verdict: Verdict
        switch value.strategy {
        case .valueHashingAllFields:
            var run = DiffableRun<ValueItem>(value, oracle)
            verdict = run.run(replacer, &context)
        case .valueHashingID:
            var run = DiffableRun<IdentifiedValueItem>(value, oracle)
            verdict = run.run(replacer, &context)
        case .classHashingID:
            var run = DiffableRun<IdentifiedObject>(value, oracle)
            verdict = run.run(replacer, &context)
        case .classObjectIdentity:
            var run = DiffableRun<PlainObject>(value, oracle)
            verdict = run.run(replacer, &context)
        case .brokenHash:
            var run = DiffableRun<BrokenHashItem>(value, oracle)
            verdict = run.run(replacer, &context)
        }
        if value.strategy == .brokenHash,
            case .fail(signature: "snapshot:equalWithDifferentHashes", message: _) = verdict
        {
            return .pass
        }
        return verdict
    }
}

/// One case played through a data source with items of type `Item`.
struct DiffableRun<Item: DiffableItem> {
    let value: DiffableCase
    let oracle: UIKitValidator.Options
    var flavor: ViewFlavor { oracle.flavor }
    /// The app's model: the content each item id should show.
    var model: [Int: Int] = [:]
    var nextSection: Int
    var nextItem: Int

    init(_ value: DiffableCase, _ oracle: UIKitValidator.Options) {
        self.value = value
        self.oracle = oracle
        nextSection = value.sections.count
        nextItem = value.sections.reduce(0, +)
    }

    mutating func run(_ replacer: some DiffableContentReplacing, _ context: inout CaseContext) -> Verdict {
        let dataSource = DiffableDataSource<Int, Item, Int>(flavor: flavor, options: oracle) { _, item in item.content }
        var snapshot = DiffableSnapshot<Int, Item>()
        do {
            for (s, id) in value.initialList.sections.enumerated() {
                try snapshot.appendSections([id.id])
                try snapshot.appendItems(
                    value.initialList.sections[s].items.map { Item(id: $0, content: 0) }, toSection: id.id)
            }
            for id in value.initialList.sections.flatMap({ $0.items }) { model[id] = 0 }
            if let failure = apply(snapshot, to: dataSource, &context) { return failure }
            snapshot = dataSource.snapshot()
            for (index, step) in value.steps.enumerated() {
                let where_ = "step \(index + 1) (\(step))"
                switch step {
                case .replace(let id, let content):
                    guard let item = snapshot.itemIdentifiers.first(where: { $0.id == id }) else { continue }
                    let before = snapshot.itemIdentifiers.map { $0.id }
                    model[id] = content
                    do {
                        try replacer.replaceContent(of: item, with: content, in: &snapshot)
                    } catch let error as SnapshotError {
                        return .fail(
                            signature: "snapshot:\(error.kind.rawValue)",
                            message: "\(where_): the replacement threw \(error)")
                    }
                    let after = snapshot.itemIdentifiers.map { $0.id }
                    if after != before {
                        return .fail(
                            signature: "replacement moved items",
                            message:
                                "\(where_): replacing in place must keep the order of ids: \(before) became \(after)")
                    }
                    context.label("replace")
                case .insertItem(let s, let index):
                    let section = snapshot.sectionIdentifiers[s]
                    let items = try snapshot.itemIdentifiers(inSection: section)
                    let item = Item(id: nextItem, content: 0)
                    model[nextItem] = 0
                    nextItem += 1
                    if index < items.count {
                        try snapshot.insertItems([item], beforeItem: items[index])
                    } else {
                        try snapshot.appendItems([item], toSection: section)
                    }
                case .deleteItem(let id):
                    try snapshot.deleteItems(snapshot.itemIdentifiers.filter { $0.id == id })
                case .moveItem(let id, let destination):
                    guard let item = snapshot.itemIdentifiers.first(where: { $0.id == id }),
                        let target = snapshot.itemIdentifiers.first(where: { $0.id == destination })
                    else { continue }
                    try snapshot.moveItem(item, beforeItem: target)
                case .appendSection:
                    try snapshot.appendSections([nextSection])
                    nextSection += 1
                case .deleteSection(let index):
                    try snapshot.deleteSections([snapshot.sectionIdentifiers[index]])
                case .apply:
                    if let failure = apply(snapshot, to: dataSource, &context) {
                        return failure.prefixed("\(where_): ")
                    }
                    snapshot = dataSource.snapshot()
                }
            }
            if let failure = apply(snapshot, to: dataSource, &context) { return failure.prefixed("final apply: ") }
        } catch let error as SnapshotError {
            return .fail(
                signature: "snapshot:\(error.kind.rawValue)", message: "a structural snapshot call threw \(error)")
        } catch {
            return .fail(signature: "unexpected error", message: "\(error)")
        }
        return .pass
    }

    /// Applies `snapshot` and checks what the view shows.
    func apply(
        _ snapshot: DiffableSnapshot<Int, Item>, to dataSource: DiffableDataSource<Int, Item, Int>,
        _ context: inout CaseContext
    ) -> Verdict? {
        let oldIDs = Self.ids(dataSource.snapshot().list)
        do {
            try dataSource.apply(snapshot)
        } catch let error as SnapshotError {
            return .fail(signature: "snapshot:\(error.kind.rawValue)", message: "apply threw \(error)")
        } catch let error as UIKitException {
            return .fail(
                signature: error.signature,
                message: "apply's batch \(dataSource.lastBatch.map { "\($0)" } ?? "") was rejected: \(error)")
        } catch {
            return .fail(signature: "unexpected error", message: "apply threw \(error)")
        }
        let newIDs = Self.ids(snapshot.list)
        if let batch = dataSource.lastBatch {
            if !batch.isEmpty { context.label("non-empty batch") }
            if !batch.itemReloads.isEmpty { context.label("batch reloads") }
            if !batch.itemReconfigures.isEmpty { context.label("batch reconfigures") }
            // A diffable data source reloads by identifier: its reloads name items that stay.
            let placed = try? ReferenceModel.apply(batch, to: oldIDs, final: newIDs, reloadsKeepIdentity: true)
            if placed != newIDs {
                return .fail(
                    signature: "batch does not give the new ids",
                    message:
                        "the batch \(batch) turns \(oldIDs) into \(placed.map { "\($0)" } ?? "nothing placeable"), not \(newIDs)"
                )
            }
            for path in batch.itemReconfigures
            where !(oldIDs.contains(path) && newIDs.sections.contains { $0.items.contains(oldIDs[path]) }) {
                return .fail(
                    signature: "reconfigure of a non-survivor",
                    message: "the batch \(batch) reconfigures \(path), not present before and after")
            }
        }
        let list = snapshot.list
        for (s, section) in list.sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                let shown = dataSource.cells[ItemPath(section: s, item: i)]
                if shown != model[item.id] {
                    return .fail(
                        signature: "stale cell",
                        message:
                            "after apply, the cell of item \(item.id) at \(ItemPath(section: s, item: i)) shows content \(shown), but the model holds \(model[item.id] ?? -1) (the stored identifier is \(item))"
                    )
                }
            }
        }
        return nil
    }

    static func ids(_ list: SectionedList<Int, Item>) -> SectionedList<Int, Int> {
        SectionedList(list.sections.map { .init($0.id, $0.items.map { $0.id }) })
    }
}

extension Verdict {
    /// The same verdict, its message prefixed with where it happened.
    func prefixed(_ prefix: String) -> Verdict {
        if case .fail(let signature, let message) = self {
            return .fail(signature: signature, message: prefix + message)
        }
        return self
    }
}
