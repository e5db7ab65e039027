#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// What `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource` share: the
    /// snapshot shown, the answers a data source gives from it, and `apply`. `apply` diffs the
    /// snapshot shown against the new one with the emulation's diff (`DiffableSnapshot.update(to:)`,
    /// the one the diffable scenario judges), then hands the view the batch to perform through its
    /// public batch calls inside one `performBatchUpdates`, switching to the new snapshot inside the
    /// block — as UIKit's data source does — so the view's own count capture, oracle and cell
    /// bookkeeping apply.
    @MainActor
    package final class DiffableDataSourceCore<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
        /// The snapshot the view shows (marks cleared).
        package private(set) var current = DiffableSnapshot<SectionID, ItemID>()
        private var list = SectionedList<SectionID, ItemID>([])

        package init() {}

        /// `snapshot()`: a copy of what is shown, without reload or reconfigure marks.
        package var snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID> { .init(model: current.withoutMarks) }

        package var numberOfSections: Int { list.sections.count }

        package func numberOfItems(inSection section: Int) -> Int {
            list.sections.indices.contains(section) ? list.sections[section].items.count : 0
        }

        package func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
            guard indexPath.count == 2 else { return nil }
            let path = ListPaths.path(indexPath)
            return list.contains(path) ? list[path] : nil
        }

        package func indexPath(for item: ItemID) -> IndexPath? {
            for (s, section) in list.sections.enumerated() {
                if let i = section.items.firstIndex(of: item) { return IndexPath(indexes: [s, i]) }
            }
            return nil
        }

        package func sectionIdentifier(for index: Int) -> SectionID? {
            list.sections.indices.contains(index) ? list.sections[index].id : nil
        }

        package func index(for section: SectionID) -> Int? { list.sections.firstIndex { $0.id == section } }

        /// Diffs and hands the batch to `perform`, with the switch to the new snapshot it calls
        /// inside the view's update block, then the sections marked for reload that were there
        /// before to `reloadingSections`, as an update of their own. A broken hashing contract
        /// raises UIKit's exception and shows nothing new.
        package func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
            perform: (BatchUpdate, @escaping () -> Void) -> Void, reloadingSections: (IndexSet) -> Void
        ) {
            guard !StandInRecord.isDead else { return }
            let update: DiffableUpdate
            do {
                update = try hashingChecked(current).update(to: hashingChecked(snapshot.model))
            } catch let error as SnapshotError {
                SnapshotRaising.raise(error)
                return
            } catch {
                StandInRecord.crash(signature: "stand-in", message: "\(error)")
                return
            }
            let next = snapshot.model.withoutMarks
            perform(update.batch) { [self] in show(next) }
            // Sections marked for reload are reloaded as sections after the batch (new indices).
            if !update.reloadedSections.isEmpty, !StandInRecord.isDead {
                reloadingSections(IndexSet(update.reloadedSections))
            }
        }

        /// Shows `snapshot` without a diff, for `reloadData()`; a broken hashing contract raises.
        package func replace(with snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Bool {
            guard !StandInRecord.isDead else { return false }
            do {
                try hashingChecked(snapshot.model).validateHashing()
            } catch {
                SnapshotRaising.raise(error)
                return false
            }
            show(snapshot.model.withoutMarks)
            return true
        }

        /// `snapshot` with changed hashes reported as the check's oracle asks.
        private func hashingChecked(
            _ snapshot: DiffableSnapshot<SectionID, ItemID>
        ) -> DiffableSnapshot<SectionID, ItemID> {
            var checked = snapshot
            checked.detectsChangedHashes = StandInRecord.current?.oracle.detectsChangedIdentifierHashes ?? false
            return checked
        }

        /// The snapshot shown with the item at `from` taken out and put at `to` (counted once
        /// it is taken out), as a user's drag leaves it; `nil` for a path not shown.
        package func movingItem(
            from: IndexPath, to: IndexPath
        ) -> NSDiffableDataSourceSnapshot<SectionID, ItemID>? {
            var sections = list.sections
            guard sections.indices.contains(from.section), sections[from.section].items.indices.contains(from.item),
                sections.indices.contains(to.section)
            else { return nil }
            let item = sections[from.section].items.remove(at: from.item)
            guard to.item <= sections[to.section].items.count else { return nil }
            sections[to.section].items.insert(item, at: to.item)
            var moved = DiffableSnapshot<SectionID, ItemID>()
            do {
                try moved.appendSections(sections.map(\.id))
                for section in sections where !section.items.isEmpty {
                    try moved.appendItems(section.items, toSection: section.id)
                }
            } catch {
                return nil
            }
            return .init(model: moved)
        }

        /// Shows `snapshot` as it is, with no batch: the view has already moved what changed.
        package func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>) {
            show(snapshot.model.withoutMarks)
        }

        private func show(_ snapshot: DiffableSnapshot<SectionID, ItemID>) {
            current = snapshot
            list = snapshot.list
        }
    }

    extension ListPaths {
        /// The batch's operations as the public calls of a view: `sections` for the section ones
        /// and `items` for the item ones, in UIKit's order of the update block.
        @MainActor
        package static func replay(
            _ batch: BatchUpdate,
            sections: (_ delete: IndexSet, _ insert: IndexSet, _ reload: IndexSet) -> Void,
            moveSection: (Int, Int) -> Void,
            items: (_ delete: [IndexPath], _ insert: [IndexPath], _ reload: [IndexPath]) -> Void,
            moveItem: (IndexPath, IndexPath) -> Void,
            reconfigure: ([IndexPath]) -> Void
        ) {
            sections(IndexSet(batch.sectionDeletes), IndexSet(batch.sectionInserts), IndexSet(batch.sectionReloads))
            for move in batch.sectionMoves { moveSection(move.from, move.to) }
            items(
                batch.itemDeletes.map(indexPath), batch.itemInserts.map(indexPath), batch.itemReloads.map(indexPath))
            for move in batch.itemMoves { moveItem(indexPath(move.from), indexPath(move.to)) }
            if !batch.itemReconfigures.isEmpty { reconfigure(batch.itemReconfigures.map(indexPath)) }
        }
    }
#endif
