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

        /// `init(style:)`.
        public init(style: UITableView.Style) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }

        /// `init(nibName:bundle:)`: a plain table, so `UITableViewController()` makes one as in
        /// UIKit (through `UIViewController`'s `init()`).
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            style = .plain
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

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

        /// `tableView`.
        open var tableView: UITableView! {
            get { view as? UITableView }
            set { view = newValue }
        }

        open override func loadView() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
            table.dataSource = self
            table.delegate = self
            view = table
        }

        /// The static sections, or — for a table of dynamic cells, which does not say — one, as
        /// for any data source that does not implement it.
        open func numberOfSections(in tableView: UITableView) -> Int { _staticCells.isEmpty ? 1 : _staticCells.count }

        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            _staticCells.indices.contains(section) ? _staticCells[section].count : 0
        }

        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            _staticCells[indexPath.section][indexPath.row]
        }

        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

        /// `tableView(_:canEditRowAt:)`: every row, unless a subclass says otherwise.
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        /// `tableView(_:commit:forRowAt:)`: nothing, as a table whose data source does not
        /// implement it offers no Delete button; a subclass deletes the row from its model and
        /// from the table.
        open func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}

        /// `tableView(_:canMoveRowAt:)`: every row, unless a subclass says otherwise.
        open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        /// `tableView(_:moveRowAt:to:)`: a table whose controller does not override it offers no
        /// reordering; a subclass moves the item in its model.
        open func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            tableView.dataSourceLacksMoveRow = true
        }

        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: the proposed place.
        open func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            proposedDestinationIndexPath
        }

        /// `setEditing(_:animated:)`: the table follows, as UIKit's controller makes it.
        open override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            tableView?.setEditing(editing, animated: animated)
        }

        open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }

        open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }

        open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

        open func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}

        open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

        open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

        open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

        open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

        open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.sectionHeaderHeight
        }

        open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableView.sectionFooterHeight
        }

        open func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }

        open func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
    }
#endif
