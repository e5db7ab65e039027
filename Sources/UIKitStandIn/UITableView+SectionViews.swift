#if !canImport(UIKit)
    import BatchModel
    import Foundation

    /// A section's header and footer as the table shows them: what its data source and delegate
    /// gave when the table last asked.
    @MainActor
    struct SectionViews {
        var headerTitle: String?
        var footerTitle: String?
        var header: UIView?
        var footer: UIView?
    }

    extension UITableView {
        /// At layout, every section's header and footer is asked for (the table is tall enough to
        /// show them all), after its rows, unless the table shows them already.
        func layOutSectionViews(sections: Int) {
            guard sectionViews == nil, !StandInRecord.isDead else { return }
            sectionViews = (0..<sections).map(askSectionViews)
        }

        /// After a batch, a kept or moved section keeps its header and footer, as kept rows keep
        /// their cells: only the sections the batch inserts or reloads are asked again (no source
        /// says when UIKit asks a kept section again; the stand-in's compatibility tests are where
        /// UIKit will say). A batch UIKit gives up on (`reloadData`) asks again at the next
        /// layout, as `reloadData()` does.
        func noteSectionViews(_ update: EmulatedView.Update, before: [Int]?, after: [Int]?) {
            switch update {
            case .loadedCounts: return
            case .reloadData: sectionViews = nil
            case .batch(let batch, let validated):
                guard let shown = sectionViews, let before, let after, case .animated = validated.outcome else {
                    sectionViews = nil
                    return
                }
                // A batch of rows alone keeps every section where it was.
                if batch.touchesNoSection, shown.count == after.count { return }
                guard let layout = try? ReferenceModel.layout(of: batch, before: before, after: after) else {
                    sectionViews = nil
                    return
                }
                // Built on a copy: the data source asked for a title may ask the table for its views.
                var updated: [SectionViews] = []
                for (section, origin) in layout.sections.enumerated() {
                    if case .old(let old) = origin, shown.indices.contains(old) {
                        updated.append(shown[old])
                    } else {
                        updated.append(askSectionViews(section))
                    }
                }
                sectionViews = updated
            }
        }

        /// What the data source and the delegate give for `section`'s header and footer.
        /// Why a section's header or footer shows other than what the data source and delegate
        /// give for it now (a title changed without the section reloaded), or `nil`.
        func sectionViewDisagreement() -> (signature: String, message: String)? {
            guard let sectionViews, !StandInRecord.isDead else { return nil }
            for (section, shown) in sectionViews.enumerated() {
                let now = askSectionViews(section)
                let pairs: [(String, String?, String?)] = [
                    (
                        "header", shown.headerTitle ?? shown.header?._shownContent,
                        now.headerTitle ?? now.header?._shownContent
                    ),
                    (
                        "footer", shown.footerTitle ?? shown.footer?._shownContent,
                        now.footerTitle ?? now.footer?._shownContent
                    ),
                ]
                for (place, was, is_) in pairs where was != is_ && !StandInRecord.isDead {
                    return (
                        "stale \(place)",
                        "section \(section)'s \(place) shows \(was.map { "\"\($0)\"" } ?? "nothing"), its data source gives \(is_.map { "\"\($0)\"" } ?? "nothing") for it now: the section was not reloaded after its \(place) changed"
                    )
                }
            }
            return nil
        }

        private func askSectionViews(_ section: Int) -> SectionViews {
            guard !StandInRecord.isDead else { return SectionViews() }
            var views = SectionViews()
            views.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
            views.footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
            views.header = delegate?.tableView(self, viewForHeaderInSection: section)
            views.footer = delegate?.tableView(self, viewForFooterInSection: section)
            _ = delegate?.tableView(self, heightForHeaderInSection: section)
            _ = delegate?.tableView(self, heightForFooterInSection: section)
            return views
        }
    }
#endif
