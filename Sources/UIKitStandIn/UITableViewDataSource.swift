#if !canImport(UIKit)
    import Foundation

    /// `UITableViewDataSource` (https://developer.apple.com/documentation/uikit/uitableviewdatasource):
    /// the counts and the cells. The optional requirements have UIKit's defaults (one section, no
    /// titles).
    @MainActor
    public protocol UITableViewDataSource: AnyObject {
        /// `tableView(_:numberOfRowsInSection:)`.
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        /// `tableView(_:cellForRowAt:)`.
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        /// `numberOfSections(in:)`: 1 unless given.
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
        public func numberOfSections(in tableView: UITableView) -> Int { 1 }
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        public func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
        public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
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
        /// `tableView(_:heightForRowAt:)`: the table's `rowHeight` unless given.
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        /// `tableView(_:willSelectRowAt:)`.
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        /// `tableView(_:didSelectRowAt:)`.
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        /// `tableView(_:didDeselectRowAt:)`.
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
    }

    extension UITableViewDelegate {
        public func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }
        public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        public func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            proposedDestinationIndexPath
        }
        public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
        public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.sectionHeaderHeight
        }
        public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableView.sectionFooterHeight
        }
        public func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        public func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
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
        public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
    }
#endif
