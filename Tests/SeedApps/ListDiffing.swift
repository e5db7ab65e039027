// A small diffing library of the kind apps take from a package registry: a staged changeset
// between two arrays, and a `UITableView` extension that performs it stage by stage. The changeset
// is computed by this package's own staged differ; the extension is written as such libraries
// write theirs, and it has the variant with the bug class they fixed (the data set before the
// batch) beside it, clearly named.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
import BatchEngine
import BatchModel

/// One stage of a ``StagedListChangeset``: the data the table's data source holds after it, and
/// the rows it changes in section 0 — deletes, reloads and move sources at their index paths
/// before the stage, inserts and move destinations at theirs after it, as UIKit takes them. (The
/// section fields are for a differ that replaces a section whole; this one, for iOS 15 and later,
/// never does.)
public struct ListChangeset<Data> {
    public var data: Data
    public var deletedSections: IndexSet = []
    public var insertedSections: IndexSet = []
    public var deletedRows: [IndexPath] = []
    public var insertedRows: [IndexPath] = []
    public var reloadedRows: [IndexPath] = []
    public var movedRows: [(source: IndexPath, target: IndexPath)] = []
}

/// The change from one array to another, in stages none of which mixes changes UIKit cannot take
/// in one batch (a reload and a move of the same row): reloads first, then deletes, then inserts
/// and moves. Elements are matched by `id` and compared with `==`. The last stage's data is the
/// target; an array with no change has no stage.
///
/// The arrays must not repeat an `id`: a list that does cannot be shown by identity, and the
/// initializer stops the program.
public struct StagedListChangeset<Element: Identifiable & Equatable>: RandomAccessCollection {
    public private(set) var stages: [ListChangeset<[Element]>] = []

    public init(source: [Element], target: [Element]) {
        let old = Dictionary(source.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(target.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let list = { (elements: [Element]) in SectionedList<Int, Element.ID>([.init(0, elements.map(\.id))]) }
        let staged: [BatchStage<Int, Element.ID>]
        do {
            staged = try StagedDiffer(differ: BatchDiffer(deploymentTarget: IOSVersion(15))).stages(
                from: list(source), to: list(target), itemChanged: { old[$0] != new[$0] })
        } catch {
            preconditionFailure("StagedListChangeset: \(error)")
        }
        // A stage's data shows each element as it is after the change, unless it is gone by then.
        stages = staged.map { stage in
            let data = stage.list.sections.first?.items.compactMap { new[$0] ?? old[$0] } ?? []
            let row = { (path: ItemPath) in IndexPath(row: path.item, section: path.section) }
            return ListChangeset(
                data: data, deletedSections: IndexSet(stage.batch.sectionDeletes),
                insertedSections: IndexSet(stage.batch.sectionInserts), deletedRows: stage.batch.itemDeletes.map(row),
                insertedRows: stage.batch.itemInserts.map(row),
                reloadedRows: stage.batch.itemReloads.map(row),
                movedRows: stage.batch.itemMoves.map { (row($0.from), row($0.to)) })
        }
    }

    public var startIndex: Int { stages.startIndex }
    public var endIndex: Int { stages.endIndex }
    public subscript(position: Int) -> ListChangeset<[Element]> { stages[position] }
}

extension UITableView {
    /// Performs `stagedChangeset` one stage per batch: inside each `performBatchUpdates`, the data
    /// source is handed the stage's data (`setData`) and the table is told the stage's rows. A
    /// table not in a window, or a stage `interrupt` turns down, gets the final data and
    /// `reloadData()` instead.
    public func reload<Element>(
        using stagedChangeset: StagedListChangeset<Element>, with animation: RowAnimation,
        interrupt: ((ListChangeset<[Element]>) -> Bool)? = nil, setData: ([Element]) -> Void
    ) {
        perform(stagedChangeset, with: animation, interrupt: interrupt, setsDataInsideBatch: true, setData: setData)
    }

    /// ``reload(using:with:interrupt:setData:)`` as such extensions were before the fix: each
    /// stage's data is handed to the data source just before its `performBatchUpdates`, not
    /// inside it. Kept to show what the fix fixed.
    public func reloadSettingDataBeforeBatch<Element>(
        using stagedChangeset: StagedListChangeset<Element>, with animation: RowAnimation,
        interrupt: ((ListChangeset<[Element]>) -> Bool)? = nil, setData: ([Element]) -> Void
    ) {
        perform(stagedChangeset, with: animation, interrupt: interrupt, setsDataInsideBatch: false, setData: setData)
    }

    private func perform<Element>(
        _ stagedChangeset: StagedListChangeset<Element>, with animation: RowAnimation,
        interrupt: ((ListChangeset<[Element]>) -> Bool)?, setsDataInsideBatch: Bool, setData: ([Element]) -> Void
    ) {
        guard let final = stagedChangeset.last?.data else { return }
        // Off screen there is nothing to animate.
        guard window != nil else {
            setData(final)
            reloadData()
            return
        }
        for stage in stagedChangeset {
            if let interrupt, interrupt(stage) {
                setData(final)
                reloadData()
                return
            }
            if !setsDataInsideBatch { setData(stage.data) }
            // The batch runs its block before `performBatchUpdates` returns.
            withoutActuallyEscaping(setData) { setData in
                performBatchUpdates {
                    if setsDataInsideBatch { setData(stage.data) }
                    if !stage.deletedSections.isEmpty { self.deleteSections(stage.deletedSections, with: animation) }
                    if !stage.insertedSections.isEmpty { self.insertSections(stage.insertedSections, with: animation) }
                    if !stage.deletedRows.isEmpty { self.deleteRows(at: stage.deletedRows, with: animation) }
                    if !stage.insertedRows.isEmpty { self.insertRows(at: stage.insertedRows, with: animation) }
                    if !stage.reloadedRows.isEmpty { self.reloadRows(at: stage.reloadedRows, with: animation) }
                    for move in stage.movedRows { self.moveRow(at: move.source, to: move.target) }
                }
            }
        }
    }
}
