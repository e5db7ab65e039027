#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// A collection view's supplementary views (section headers and footers) as it shows them:
    /// asked of the data source when the view lays a section out, kept across a batch as its
    /// items' cells are, and held to what the data source gives now. (Registering and dequeuing
    /// them are `open` members of the class itself.)
    extension UICollectionView {
        /// After a batch, a kept or moved section keeps its supplementary views, as its items keep
        /// their cells; the sections the batch inserts or reloads are asked again, and a batch
        /// UIKit gives up on (`reloadData`) asks every section at the next layout.
        func noteSupplementaryViews(_ update: EmulatedView.Update, before: [Int]?) {
            switch update {
            case .loadedCounts: return
            case .reloadData: supplementaryViews = nil
            case .batch(let batch, let validated):
                guard let shown = supplementaryViews, let before, let after = cells.counts,
                    case .animated = validated.outcome
                else {
                    supplementaryViews = nil
                    return
                }
                // A batch of items alone keeps every section where it was.
                if batch.touchesNoSection, shown.count == after.count { return }
                guard let layout = try? ReferenceModel.layout(of: batch, before: before, after: after) else {
                    supplementaryViews = nil
                    return
                }
                var updated: [[String: UICollectionReusableView]] = []
                for (section, origin) in layout.sections.enumerated() {
                    if case .old(let old) = origin, shown.indices.contains(old) {
                        updated.append(shown[old])
                    } else {
                        updated.append(askSupplementaryViews(section))
                    }
                }
                supplementaryViews = updated
            }
        }

        /// The supplementary views the layout shows in `section`, each asked of the data source
        /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`) at the section's first
        /// index path.
        func askSupplementaryViews(_ section: Int) -> [String: UICollectionReusableView] {
            var views: [String: UICollectionReusableView] = [:]
            for kind in collectionViewLayout.supplementaryKinds(inSection: section) {
                guard !StandInRecord.isDead, let dataSource else { break }
                views[kind] = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
            }
            return views
        }

        /// Why a section's supplementary view shows other than what the data source gives for it
        /// now (its title or count changed without the section reloaded), or `nil`: the same
        /// reading as a table's headers (<doc:UIKitBatchUpdateRules>), a kept section keeping its
        /// views.
        func supplementaryViewDisagreement() -> (signature: String, message: String)? {
            guard let supplementaryViews, !StandInRecord.isDead else { return nil }
            for (section, shown) in supplementaryViews.enumerated() {
                let now = askSupplementaryViews(section)
                for kind in shown.keys.sorted() where !StandInRecord.isDead {
                    let was = shown[kind]?._shownContent, is_ = now[kind]?._shownContent
                    guard was != is_ else { continue }
                    let place =
                        kind == Self.elementKindSectionHeader
                        ? "header" : kind == Self.elementKindSectionFooter ? "footer" : "\(kind) view"
                    return (
                        "stale \(place)",
                        "section \(section)'s \(place) shows \(was.map { "\"\($0)\"" } ?? "nothing"), its data source gives \(is_.map { "\"\($0)\"" } ?? "nothing") for it now: the section was not reloaded after its \(place) changed"
                    )
                }
            }
            return nil
        }
    }
#endif
