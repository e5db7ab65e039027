#if !canImport(UIKit)
    import BatchEngine
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A feed whose updates arrive from elsewhere — a sync, a socket, a differ — as edits to its
    /// own list: the view controller changes its model and tells its table, as an app writes it
    /// against UIKit.
    final class FeedViewController: UITableViewController {
        /// How an update reaches the table.
        enum Updating {
            /// One batch per update, the model changed inside the block: correct.
            case modelInsideTheBatch
            /// The batch first, the model after it: UIKit asks the counts when the batch ends.
            case modelAfterTheBatch
            /// Every edit of an update in one batch, each edit's index paths as they were when it
            /// was made (paths of a later edit name the list after the earlier ones).
            case pathsAsEdited
        }

        private(set) var list: SectionedList<Int, Int>
        private let updating: Updating

        init(updating: Updating = .modelInsideTheBatch) {
            list = SectionedList([.init(0, [0, 1, 2]), .init(1, [3, 4])])
            self.updating = updating
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { list.numberOfSections }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            list.sections[section].items.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
            cell.textLabel?.text = "post \(list.sections[indexPath.section].items[indexPath.row])"
            return cell
        }

        /// An update arriving: `edits`, valid in order on ``list``.
        func apply(_ edits: [Edit<Int, Int>]) {
            guard let next = try? ReferenceModel.applying(edits, to: list) else { return }
            switch updating {
            case .modelInsideTheBatch, .modelAfterTheBatch:
                guard let batch = try? BatchCoalescer().batch(for: edits, from: list) else { return }
                tableView.performBatchUpdates {
                    if updating == .modelInsideTheBatch { list = next }
                    perform(batch)
                }
                list = next
            case .pathsAsEdited:
                tableView.performBatchUpdates {
                    for edit in edits {
                        try? ReferenceModel.apply(edit, to: &list)
                        perform(BatchUpdate(edit))
                    }
                }
            }
        }

        private func perform(_ batch: BatchUpdate) {
            tableView.deleteSections(IndexSet(batch.sectionDeletes), with: .automatic)
            tableView.insertSections(IndexSet(batch.sectionInserts), with: .automatic)
            tableView.reloadSections(IndexSet(batch.sectionReloads), with: .automatic)
            for move in batch.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: batch.itemDeletes.map(\.indexPath), with: .automatic)
            tableView.insertRows(at: batch.itemInserts.map(\.indexPath), with: .automatic)
            tableView.reloadRows(at: batch.itemReloads.map(\.indexPath), with: .automatic)
            for move in batch.itemMoves { tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
        }
    }

    extension BatchUpdate {
        /// The batch that says one edit, in the paths it names.
        fileprivate init(_ edit: Edit<Int, Int>) {
            self.init()
            switch edit {
            case .insertSection(_, let at): sectionInserts = [at]
            case .deleteSection(let at): sectionDeletes = [at]
            case .moveSection(let from, let to): sectionMoves = [.init(from: from, to: to)]
            case .reloadSection(let at): sectionReloads = [at]
            case .insertItem(_, let at): itemInserts = [at]
            case .deleteItem(let at): itemDeletes = [at]
            case .moveItem(let from, let to): itemMoves = [.init(from: from, to: to)]
            case .reloadItem(let at): itemReloads = [at]
            }
        }
    }

    /// A screen that updates its own list, checked through the one door for screens: its updates
    /// are drawn as edits on what it holds, beside the gestures.
    @MainActor
    struct UpdatesArriveTests {
        static let actions: [ScreenActions.Action<FeedViewController>] = [
            .init("an update arrives") { feed, draw in feed.apply(draw.edits(on: feed.list)) },
            .init("tap a row") { feed, draw in draw.tapRow(in: feed.tableView) },
        ]

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 9, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aModelChangedInsideTheBatchPasses() {
            #expect(
                check(.screen({ FeedViewController() }, actions: Self.actions), configuration: Self.configuration)
                    == nil)
        }

        @Test func aModelChangedAfterTheBatchRaisesUIKitsCountError() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ FeedViewController(updating: .modelAfterTheBatch) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            // The table asks the data source's counts when the batch ends, and finds the old ones.
            #expect(found.uikitReason != nil, "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["an update arrives"], "\(value)")
        }

        @Test func pathsAsEachEditWasMadeAreFoundInOneUpdate() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ FeedViewController(updating: .pathsAsEdited) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.uikitReason != nil, "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.allSatisfy { $0.action == "an update arrives" }, "\(value)")
        }

        /// The edits drawn are valid on the list they are drawn on, with fresh identifiers above
        /// the list's, however many are asked for: a screen that throws on anything else passes.
        @Test func drawnEditsAreValidOnTheListTheyAreDrawnOn() {
            final class Strict {
                var list = SectionedList([.init(7, [10, 11]), .init(3, [])])
                func apply(_ edits: [Edit<Int, Int>]) throws {
                    guard (2...4).contains(edits.count) else { throw Problem("\(edits.count) edits") }
                    let sections = Set(list.sections.map(\.id)), items = Set(list.sections.flatMap(\.items))
                    let next = try ReferenceModel.applying(edits, to: list)
                    for edit in edits {
                        switch edit {
                        case .insertSection(let id, _) where sections.contains(id),
                            .insertItem(let id, _)
                        where items.contains(id):
                            throw Problem("\(id) is not new")
                        default: break
                        }
                    }
                    list = next
                }
            }
            struct Problem: Error {
                let words: String
                init(_ words: String) { self.words = words }
            }
            let actions: [ScreenActions.Action<Strict>] = [
                .init("an update arrives") { strict, draw in try strict.apply(draw.edits(on: strict.list, count: 2...4))
                }
            ]
            #expect(check(.screen({ Strict() }, actions: actions), configuration: Self.configuration) == nil)
        }
    }
#endif
