import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import Testing

/// Screen code as an app writes it: `IndexPath(row:section:)`, `IndexSet`, `with: .automatic`,
/// `performBatchUpdates` and `beginUpdates()`/`endUpdates()`, nothing that throws, on the main
/// actor — checked on any platform through the public API, unchanged.
@MainActor
final class FeedViewController: UIKitScreenUpdating {
    var sections: [(id: Int, rows: [Int])]
    let tableView: any TableViewUpdating
    /// The bug this screen can have: every edit of an update in one batch, each edit's index
    /// paths as they were when it was made.
    let oneBatchPerUpdate: Bool

    init(list: SectionedList<Int, Int>, tableView: any TableViewUpdating, oneBatchPerUpdate: Bool = false) {
        sections = list.sections.map { ($0.id, $0.items) }
        self.tableView = tableView
        self.oneBatchPerUpdate = oneBatchPerUpdate
    }

    var list: SectionedList<Int, Int> { SectionedList(sections.map { .init($0.id, $0.rows) }) }

    func apply(_ edits: [Edit<Int, Int>]) {
        if oneBatchPerUpdate {
            tableView.performBatchUpdates {
                for edit in edits { self.perform(edit) }
            }
        } else {
            for edit in edits {
                tableView.beginUpdates()
                perform(edit)
                tableView.endUpdates()
            }
        }
    }

    /// Changes the model and tells the table, with UIKit's calls.
    private func perform(_ edit: Edit<Int, Int>) {
        switch edit {
        case .insertSection(let id, let index):
            sections.insert((id, []), at: index)
            tableView.insertSections(IndexSet(integer: index), with: .automatic)
        case .deleteSection(let index):
            sections.remove(at: index)
            tableView.deleteSections(IndexSet(integer: index), with: .fade)
        case .moveSection(let from, let to):
            sections.insert(sections.remove(at: from), at: to)
            tableView.moveSection(from, toSection: to)
        case .reloadSection(let index):
            tableView.reloadSections(IndexSet(integer: index), with: .automatic)
        case .insertItem(let id, let path):
            sections[path.section].rows.insert(id, at: path.row)
            tableView.insertRows(at: [IndexPath(row: path.row, section: path.section)], with: .automatic)
        case .deleteItem(let path):
            sections[path.section].rows.remove(at: path.row)
            tableView.deleteRows(at: [IndexPath(row: path.row, section: path.section)], with: .automatic)
        case .moveItem(let from, let to):
            let id = sections[from.section].rows.remove(at: from.row)
            sections[to.section].rows.insert(id, at: to.row)
            tableView.moveRow(
                at: IndexPath(row: from.row, section: from.section), to: IndexPath(row: to.row, section: to.section))
        case .reloadItem(let path):
            tableView.reloadRows(at: [IndexPath(row: path.row, section: path.section)], with: .none)
        }
    }
}

/// The same screen for a collection view, one `performBatchUpdates` per edit.
@MainActor
final class GalleryViewController: UIKitScreenUpdating {
    var sections: [(id: Int, items: [Int])]
    let collectionView: any CollectionViewUpdating

    init(list: SectionedList<Int, Int>, collectionView: any CollectionViewUpdating) {
        sections = list.sections.map { ($0.id, $0.items) }
        self.collectionView = collectionView
    }

    var list: SectionedList<Int, Int> { SectionedList(sections.map { .init($0.id, $0.items) }) }

    func apply(_ edits: [Edit<Int, Int>]) {
        for edit in edits {
            collectionView.performBatchUpdates(
                {
                    switch edit {
                    case .insertSection(let id, let index):
                        self.sections.insert((id, []), at: index)
                        self.collectionView.insertSections(IndexSet(integer: index))
                    case .deleteSection(let index):
                        self.sections.remove(at: index)
                        self.collectionView.deleteSections(IndexSet(integer: index))
                    case .moveSection(let from, let to):
                        self.sections.insert(self.sections.remove(at: from), at: to)
                        self.collectionView.moveSection(from, toSection: to)
                    case .reloadSection(let index):
                        self.collectionView.reloadSections(IndexSet(integer: index))
                    case .insertItem(let id, let path):
                        self.sections[path.section].items.insert(id, at: path.item)
                        self.collectionView.insertItems(at: [IndexPath(item: path.item, section: path.section)])
                    case .deleteItem(let path):
                        self.sections[path.section].items.remove(at: path.item)
                        self.collectionView.deleteItems(at: [IndexPath(item: path.item, section: path.section)])
                    case .moveItem(let from, let to):
                        let id = self.sections[from.section].items.remove(at: from.item)
                        self.sections[to.section].items.insert(id, at: to.item)
                        self.collectionView.moveItem(
                            at: IndexPath(item: from.item, section: from.section),
                            to: IndexPath(item: to.item, section: to.section))
                    case .reloadItem(let path):
                        self.collectionView.reloadItems(at: [IndexPath(item: path.item, section: path.section)])
                    }
                }, completion: nil)
        }
    }
}

@Suite @MainActor struct UIKitShapedScreenTests {
    @Test func aControllerWrittenAgainstUIKitsAPIIsCheckedUnchanged() throws {
        try FuzzCheck.check(
            .tableScreen({ list, tableView in FeedViewController(list: list, tableView: tableView) }),
            configuration: .init(cases: 500, seed: 37, readsEnvironment: false))
    }

    @Test func itsBugIsFoundWithUIKitsText() throws {
        var failure: PropertyFailure?
        do {
            try FuzzCheck.check(
                .tableScreen({ list, tableView in
                    FeedViewController(list: list, tableView: tableView, oneBatchPerUpdate: true)
                }), configuration: .init(cases: 2_000, seed: 37, readsEnvironment: false))
        } catch {
            failure = error
        }
        let found = try #require(failure)
        #expect(found.message.contains("NSInternalInconsistencyException"), "\(found.message)")
    }

    @Test func aViewThatRaisedIgnoresTheRestAsACrashedAppWould() {
        var rows = [1, 2]
        let table = EmulatedTableView { [rows.count] }
        rows.append(3)
        table.performBatchUpdates(
            {
                table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
            }, completion: { finished in #expect(!finished) })
        #expect(
            table.raisedException?.reason
                == "attempt to delete row 5 from section 0 which only contains 2 rows before the update")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(table.emulator.lastBatch == BatchUpdate(itemDeletes: [ItemPath(row: 5, section: 0)]))
    }

    @Test func indexPathsHaveUIKitsAccessors() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3 && path == IndexPath(item: 3, section: 1))
        path.row = 4
        #expect(Array(path) == [1, 4])
    }

    @Test func aCollectionScreenIsCheckedToo() throws {
        try FuzzCheck.check(
            .collectionScreen({ list, collectionView in
                GalleryViewController(list: list, collectionView: collectionView)
            }), configuration: .init(cases: 300, seed: 37, readsEnvironment: false))
    }
}
