#if !canImport(UIKit)
    import Foundation

    /// `UITableViewDataSource` (https://developer.apple.com/documentation/uikit/uitableviewdatasource):
    /// the counts and the cells. The optional requirements have UIKit's defaults (one section, no
    /// titles).
    @MainActor
    public protocol UITableViewDataSource: AnyObject {
        /// `tableView(_:numberOfRowsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)).
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        /// `tableView(_:cellForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)).
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)):
        /// 1 unless given.
        func numberOfSections(in tableView: UITableView) -> Int
        /// `tableView(_:titleForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)):
        /// asked when the section is laid out, inserted or reloaded.
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
        /// `tableView(_:titleForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)):
        /// asked as the header's title is.
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
        /// `tableView(_:canEditRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)):
        /// every row unless given.
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
        /// `tableView(_:commit:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)):
        /// what the table asks when the user taps a row's Delete button; nothing unless given (a
        /// data source without it offers no Delete button).
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
        /// `tableView(_:canMoveRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)):
        /// every row unless given ("By default, the reordering control is shown if the data
        /// source implements the tableView(_:moveRowAt:to:) method").
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
        /// `tableView(_:moveRowAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)):
        /// what the table tells the data source once the user dragged a row; a data source
        /// without it offers no reordering.
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    }

    extension UITableViewDataSource {
        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)):
        /// by default, one section.
        public func numberOfSections(in tableView: UITableView) -> Int { 1 }
        /// `tableView(_:titleForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)):
        /// by default, no title.
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        /// `tableView(_:titleForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)):
        /// by default, no title.
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        /// `tableView(_:canEditRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)):
        /// by default, every row.
        public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        /// `tableView(_:commit:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)):
        /// by default, nothing.
        public func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
        /// `tableView(_:canMoveRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)):
        /// by default, every row.
        public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        /// `tableView(_:moveRowAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)):
        /// by default, the table is told the data source lacks it, and offers no reordering, as
        /// UIKit does for a data source without it.
        public func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            tableView.dataSourceLacksMoveRow = true
        }
    }

    /// `UITableViewDelegate` (https://developer.apple.com/documentation/uikit/uitableviewdelegate):
    /// row heights, selection, rows coming on screen, and, as a scroll view's delegate, scrolling.
    /// Every requirement is optional, with UIKit's default.
    @MainActor
    public protocol UITableViewDelegate: UIScrollViewDelegate {
        /// `tableView(_:willDisplay:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)):
        /// the row came on screen (at layout, scrolled in, inserted), its cell made.
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        /// `tableView(_:heightForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)):
        /// the table's `rowHeight` unless given.
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        /// `tableView(_:willSelectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)).
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        /// `tableView(_:didSelectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)).
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        /// `tableView(_:didDeselectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)).
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)):
        /// where a dragged row lands; the proposed place unless given.
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath
        /// `tableView(_:viewForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)):
        /// asked when the section is laid out, inserted or reloaded; none unless given.
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
        /// `tableView(_:viewForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)).
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
        /// `tableView(_:heightForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)):
        /// the table's `sectionHeaderHeight` unless given.
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
        /// `tableView(_:heightForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)).
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
        /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)):
        /// the actions a swipe from the leading edge shows; none unless given.
        func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        )
            -> UISwipeActionsConfiguration?
        /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)):
        /// the actions a swipe from the trailing edge shows; `nil` shows "the default set of
        /// actions", the Delete button of a row the data source lets the user edit.
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        )
            -> UISwipeActionsConfiguration?
        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)):
        /// what a long press on the row shows; no menu unless given.
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration?
    }

    extension UITableViewDelegate {
        /// `tableView(_:willDisplay:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)):
        /// by default, nothing.
        public func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        /// `tableView(_:heightForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)):
        /// by default, the table's `rowHeight`.
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }
        /// `tableView(_:willSelectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)):
        /// by default, the row itself.
        public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// `tableView(_:didSelectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)):
        /// by default, nothing.
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        /// `tableView(_:didDeselectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)):
        /// by default, nothing.
        public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)):
        /// by default, the proposed place.
        public func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            proposedDestinationIndexPath
        }
        /// `tableView(_:viewForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)):
        /// by default, none.
        public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        /// `tableView(_:viewForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)):
        /// by default, none.
        public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
        /// `tableView(_:heightForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)):
        /// by default, the table's `sectionHeaderHeight`.
        public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.sectionHeaderHeight
        }
        /// `tableView(_:heightForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)):
        /// by default, the table's `sectionFooterHeight`.
        public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableView.sectionFooterHeight
        }
        /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)):
        /// by default, none.
        public func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)):
        /// by default, `nil`, the default set of actions.
        public func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)):
        /// by default, no menu.
        public func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
    }

    /// `UITableViewDataSourcePrefetching`
    /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching): told of
    /// rows "likely to display in the near future" to start loading their data.
    @MainActor
    public protocol UITableViewDataSourcePrefetching: AnyObject {
        /// `tableView(_:prefetchRowsAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)).
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
        /// `tableView(_:cancelPrefetchingForRowsAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:)):
        /// optional.
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
    }

    extension UITableViewDataSourcePrefetching {
        /// `tableView(_:cancelPrefetchingForRowsAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:)):
        /// by default, nothing.
        public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
    }
#endif
