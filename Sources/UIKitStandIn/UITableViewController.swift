#if !canImport(UIKit)
    import Foundation

    /// `UITableViewController` (https://developer.apple.com/documentation/uikit/uitableviewcontroller):
    /// a controller whose view is a table it is the data source and delegate of. Its data source
    /// and delegate methods are `open`, so a subclass writes `override func tableView(…)` as it
    /// does in UIKit; they serve ``_staticCells`` when the table's content is static.
    @MainActor
    open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private let style: UITableView.Style

        /// The cells of a table whose content is static, section by section — what a storyboard's
        /// "Static Cells" table holds (not UIKit API, hence the underscore: a storyboard is not
        /// read here, so code sets it inside `#if !canImport(UIKit)`). The
        /// controller's data source methods serve them, so `super.tableView(_:cellForRowAt:)`
        /// returns the storyboard's cell as in UIKit.
        public var _staticCells: [[UITableViewCell]] = []

        /// `init(style:)` (https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)).
        public init(style: UITableView.Style) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }

        /// `init(nibName:bundle:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)):
        /// a plain table, so `UITableViewController()` makes one as in UIKit (through
        /// `UIViewController`'s `init()`).
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            style = .plain
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)):
        /// `nil` — a controller comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `refreshControl`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol): the
        /// table's.
        open var refreshControl: UIRefreshControl? {
            get { tableView?.refreshControl }
            set { tableView?.refreshControl = newValue }
        }

        /// `tableView` (https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview).
        open var tableView: UITableView! {
            get { view as? UITableView }
            set { view = newValue }
        }

        /// `loadView()` (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()):
        /// a table of the controller's style, 390 by 844 points (an iPhone's screen), the
        /// controller its data source and delegate.
        open override func loadView() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
            table.dataSource = self
            table.delegate = self
            view = table
        }

        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)):
        /// the static sections, or — for a table of dynamic cells, which does not say — one, as for
        /// any data source that does not implement it.
        open func numberOfSections(in tableView: UITableView) -> Int { _staticCells.isEmpty ? 1 : _staticCells.count }

        /// `tableView(_:numberOfRowsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)):
        /// the static section's rows; none for a table of dynamic cells until a subclass says.
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            _staticCells.indices.contains(section) ? _staticCells[section].count : 0
        }

        /// `tableView(_:cellForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)):
        /// the static cell; a subclass with dynamic cells overrides it.
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            _staticCells[indexPath.section][indexPath.row]
        }

        /// `tableView(_:titleForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)):
        /// none until a subclass says.
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

        /// `tableView(_:titleForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)):
        /// none until a subclass says.
        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

        /// `tableView(_:canEditRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)):
        /// every row, unless a subclass says otherwise.
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        /// `tableView(_:commit:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)):
        /// nothing, as a table whose data source does not implement it offers no Delete button; a
        /// subclass deletes the row from its model and from the table.
        open func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}

        /// `tableView(_:canMoveRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)):
        /// every row, unless a subclass says otherwise.
        open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        /// `tableView(_:moveRowAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)):
        /// a table whose controller does not override it offers no reordering; a subclass moves the
        /// item in its model.
        open func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            tableView.dataSourceLacksMoveRow = true
        }

        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)):
        /// the proposed place.
        open func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            proposedDestinationIndexPath
        }

        /// `setEditing(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)):
        /// the table follows, as UIKit's controller makes it.
        open override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            tableView?.setEditing(editing, animated: animated)
        }

        /// `tableView(_:heightForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)):
        /// the table's `rowHeight` until a subclass says.
        open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }

        /// `tableView(_:willSelectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)):
        /// the row itself — every row can be selected — until a subclass says.
        open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }

        /// `tableView(_:didSelectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)):
        /// nothing until a subclass says.
        open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

        /// `tableView(_:willDisplay:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)):
        /// nothing until a subclass says.
        open func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}

        /// `scrollViewDidScroll(_:)`
        /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)):
        /// nothing until a subclass says.
        open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

        /// `tableView(_:didDeselectRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)):
        /// nothing until a subclass says.
        open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

        /// `tableView(_:viewForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)):
        /// none until a subclass says.
        open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

        /// `tableView(_:viewForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)):
        /// none until a subclass says.
        open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

        /// `tableView(_:heightForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)):
        /// the table's `sectionHeaderHeight` until a subclass says.
        open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.sectionHeaderHeight
        }

        /// `tableView(_:heightForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)):
        /// the table's `sectionFooterHeight` until a subclass says.
        open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableView.sectionFooterHeight
        }

        /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)):
        /// none until a subclass says.
        open func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }

        /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)):
        /// `nil` — the default set of actions, the Delete button of a row the data source lets the
        /// user edit — until a subclass says.
        open func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }

        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)):
        /// no menu until a subclass says.
        open func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
    }
#endif
