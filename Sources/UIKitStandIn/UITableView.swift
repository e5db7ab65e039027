#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// `UITableView` (https://developer.apple.com/documentation/uikit/uitableview) where UIKit is
    /// not: the data source asked when UIKit asks it, every batch judged by the UIKit oracle, the
    /// cell each row shows remembered.
    ///
    /// - Counts are read when the table is first laid out or first asked, at the start of a batch
    ///   when it never read them — so a model changed before the first batch of a table that held
    ///   no counts crashes as on a device (<doc:UIKitBatchUpdateRules>) — and by `reloadData()`
    ///   before it returns, unless the check's oracle options say otherwise
    ///   (`UIKitValidator.Options.tableCountsAfterReloadData`).
    /// - Cells are asked for the rows on screen at layout — those the table's height (the
    ///   screen's 844 points before it has a frame) shows from its `contentOffset`, each row as
    ///   tall as the delegate last said (its `rowHeight`, 44 where automatic, before it is asked)
    ///   — and after a batch for the rows on screen it inserts and reloads; kept and moved rows
    ///   keep their cells, so a row whose data changed without a reload keeps showing the old
    ///   content. A row scrolled onto the screen is asked for its cell at the next layout, and the
    ///   delegate told `willDisplay`; `cellForRow(at:)` is `nil` for a row off screen.
    /// - Heights are asked of the delegate for every row at layout and after every batch (an
    ///   empty `beginUpdates()`/`endUpdates()` pair animates height changes, as in UIKit);
    ///   `cellForRow(at:)` called while they are asked recurses forever on a device, and is
    ///   recorded as that crash. At layout they are asked after the cells unless the oracle's
    ///   `tableHeightQueries` says otherwise: Apple's documentation does not give the order.
    /// - Where UIKit raises `NSInternalInconsistencyException`, the table records the exception
    ///   for the check that runs it and ignores every call after, as the dead app would; with no
    ///   check running, the process ends with UIKit's text.
    @MainActor
    open class UITableView: UIScrollView, StandInListView {
        /// `style` (https://developer.apple.com/documentation/uikit/uitableview/style-swift.property).
        public let style: Style
        /// `dataSource` (https://developer.apple.com/documentation/uikit/uitableview/datasource).
        open weak var dataSource: (any UITableViewDataSource)? {
            didSet { forgetData() }
        }
        /// `delegate` (https://developer.apple.com/documentation/uikit/uitableview/delegate).
        open weak var delegate: (any UITableViewDelegate)?
        /// `rowHeight` (https://developer.apple.com/documentation/uikit/uitableview/rowheight).
        open var rowHeight: CGFloat = 44
        /// `estimatedRowHeight` (https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight):
        /// how tall a row is taken to be, before its height is asked, where `rowHeight` is
        /// `automaticDimension` (44 points where this is automatic too).
        open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
        /// `allowsMultipleSelection`
        /// (https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection).
        open var allowsMultipleSelection = false
        /// `isEditing` (https://developer.apple.com/documentation/uikit/uitableview/isediting):
        /// whether rows show their editing and reordering controls.
        open var isEditing: Bool {
            get { editing }
            set { setEditing(newValue, animated: false) }
        }
        private var editing = false

        /// `setEditing(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)).
        open func setEditing(_ editing: Bool, animated: Bool) {
            self.editing = editing
        }

        /// Set by the data source's own `tableView(_:moveRowAt:to:)` when nothing overrides it:
        /// the table then offers no reordering.
        package var dataSourceLacksMoveRow = false
        /// The drag the last action made, until the check after it.
        var lastDrag: (from: IndexPath, to: IndexPath)?

        lazy var emulator: TableViewEmulator = {
            let emulator = TableViewEmulator(
                options: StandInRecord.current?.oracle ?? UIKitValidator.Options(), countCapture: .lazy
            ) { [unowned self] in self.dataSourceCounts() }
            emulator.onUpdate = { [unowned self] update in self.note(update) }
            return emulator
        }()
        /// The cell each row shows, once the table laid its rows out.
        let cells = ShownCells<UITableViewCell>(noun: "row", viewName: "table")
        var heights: [[CGFloat]] = []
        private var registered: [String: UITableViewCell.Type] = [:]
        /// Header and footer view classes by reuse identifier.
        var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
        /// What each section shows above and below its rows, or `nil` before the first layout and
        /// after `reloadData()`.
        var sectionViews: [SectionViews]?
        /// `sectionHeaderHeight` (https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight).
        open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
        /// `sectionFooterHeight` (https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight).
        open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
        var selected: [IndexPath] = []
        var askingHeights = false
        /// `prefetchDataSource` (https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource):
        /// told of the rows below those on screen as the table lays out and scrolls.
        open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
        /// `isPrefetchingEnabled` (https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled).
        open var isPrefetchingEnabled = true
        /// The rows on screen changed since the table last laid its cells out (it scrolled).
        var scrolledSinceLayout = false
        /// The rows told to the prefetch data source, until a batch or a scroll leaves them behind.
        var prefetched: [IndexPath] = []
        /// Rows that came on screen, for the delegate's `willDisplay` once the table is done.
        var comingOnScreen: [(cell: UITableViewCell, path: IndexPath)] = []
        /// Set while the table keeps its offset within its content.
        var keepingOffsetInContent = false
        /// How many batches the table has animated (or given up on for a reload), for a check
        /// that judges a batch's shape: the last one is ``lastBatch``.
        package internal(set) var batchesEnded = 0
        /// The case the table was made in, if any: what it raises after that case is late work.
        let madeIn = CaseOfView()

        /// `init(frame:style:)` (https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)).
        public init(frame: CGRect, style: Style) {
            self.style = style
            super.init(frame: frame)
            StandInRecord.current?.note(self)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uitableview/init(coder:)):
        /// `nil` — a table comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        // MARK: Cells

        /// `register(_:forCellReuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct).
        open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
            registered[identifier] = cellClass as? UITableViewCell.Type
        }

        /// `dequeueReusableCell(withIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)):
        /// a new cell of the registered class, or `nil`.
        open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
        }

        /// `dequeueReusableCell(withIdentifier:for:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)):
        /// a cell of the registered class; an identifier never registered raises UIKit's exception.
        open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
            StandInRecord.raise(
                signature: "unregistered cell",
                reason:
                    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }

        /// `cellForRow(at:)` (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)):
        /// the cell the row shows, `nil` for a row off screen
        /// (<doc:UIKitBatchUpdateRules#9-Scrolling>). Called while the table asks row heights it
        /// recurses forever on a device: recorded as that crash.
        open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
            if askingHeights {
                StandInRecord.crash(
                    signature: "recursion hazard",
                    message:
                        "tableView(_:heightForRowAt:) asked for the cell at \(ListPaths.words(indexPath)) (cellForRow(at:)): the table lays that row out to answer, asks its height again, and recurses until the stack overflows (EXC_BAD_ACCESS)"
                )
                return nil
            }
            return cells[indexPath]
        }

        /// `rectForRow(at:)` (https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)):
        /// the row's frame in the table, stacked from the heights the table last asked (no
        /// headers, no footers); `.zero` for a row the table has not laid out.
        open func rectForRow(at indexPath: IndexPath) -> CGRect {
            guard ListPaths.contains(heights.map(\.count), indexPath) else { return .zero }
            let above =
                heights[..<indexPath.section].joined().reduce(0, +)
                + heights[indexPath.section][..<indexPath.row].reduce(0, +)
            return CGRect(x: 0, y: above, width: bounds.width, height: heights[indexPath.section][indexPath.row])
        }

        /// `visibleCells` (https://developer.apple.com/documentation/uikit/uitableview/visiblecells).
        open var visibleCells: [UITableViewCell] { cells.all }

        /// `indexPathsForVisibleRows`
        /// (https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows):
        /// the rows on screen, as last laid out.
        open var indexPathsForVisibleRows: [IndexPath]? { cells.indexPaths }

        /// `scrollToRow(at:at:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)):
        /// the offset that shows the row at `scrollPosition` (`.none`: the least scroll that
        /// shows it); its cell comes at the next layout. A row the table does not hold raises
        /// UIKit's `NSRangeException`.
        open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
            scroll(toRow: indexPath, at: scrollPosition)
        }

        override func didScroll() { offsetChanged() }

        /// `indexPath(for:)` (https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)).
        open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.indexPath(of: cell) }

        // MARK: Counts

        /// `numberOfSections` (https://developer.apple.com/documentation/uikit/uitableview/numberofsections):
        /// the count the table holds, read from the data source if it holds none.
        open var numberOfSections: Int { StandInRecord.isDead ? 0 : emulator.numberOfSections }

        /// `numberOfRows(inSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)).
        open func numberOfRows(inSection section: Int) -> Int {
            guard !StandInRecord.isDead, (0..<emulator.numberOfSections).contains(section) else { return 0 }
            return emulator.numberOfRows(inSection: section)
        }

        /// `reloadData()` (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()):
        /// the counts are read again (before it returns unless the oracle's
        /// `tableCountsAfterReloadData` says otherwise), the cells at the next layout.
        open func reloadData() {
            guard MainThreadChecker.allows("-[UITableView reloadData]") else { return }
            guard !StandInRecord.isDead else { return }
            emulator.reloadData()
            cells.forget()
            sectionViews = nil
            selected = []
            prefetched = []
            let reading = StandInRecord.current?.oracle.tableCountsAfterReloadData ?? .beforeReturning
            if reading == .beforeReturning, dataSource != nil {
                emulator.layoutIfNeeded()
            } else if reading == .atNextLayoutOrBatch {
                StandInRecord.current?.noteOption(
                    "the table reads its counts again at the next layout or batch after reloadData(), as a collection view does (oracle.tableCountsAfterReloadData = .atNextLayoutOrBatch; .beforeReturning is the default)"
                )
            }
        }

        /// `layoutIfNeeded()` (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()):
        /// the table's layout pass, as UIKit's — the counts read if it holds none, the cells on
        /// screen and the rows' heights asked, the section headers and footers laid out; once laid
        /// out, only the rows scrolled on screen since are asked for.
        open override func layoutIfNeeded() {
            layOut()
        }

        // MARK: Batch updates

        /// `performBatchUpdates(_:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)).
        /// The completion runs when the batch's animations end, not before the call returns (a
        /// check says when they end; with none, at the main queue's next turn). UIKit's block is
        /// `NS_NOESCAPE` and may be `nil`, which Swift imports as an optional block that does not
        /// escape; Swift code cannot declare one, so the stand-in has two: this one, which a
        /// closure argument picks (it may use a non-escaping closure of the caller's, and `self`
        /// implicitly), and one taking an optional block, for `nil`.
        open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
            guard MainThreadChecker.allows("-[UITableView performBatchUpdates:completion:]") else { return }
            guard !StandInRecord.isDead else { return }
            beginUpdates()
            updates()
            endUpdates()
            if let completion { StandInRecord.whenAnimationsEnd(completion) }
        }

        /// `performBatchUpdates(_:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:))
        /// with an optional block: `nil` performs an empty update.
        open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            performBatchUpdates(updates ?? {}, completion: completion)
        }

        /// `beginUpdates()` (https://developer.apple.com/documentation/uikit/uitableview/beginupdates()).
        open func beginUpdates() {
            guard MainThreadChecker.allows("-[UITableView beginUpdates]") else { return }
            madeIn.raising(in: "UITableView") { emulator.beginUpdates() }
        }

        /// `endUpdates()` (https://developer.apple.com/documentation/uikit/uitableview/endupdates()):
        /// the outermost one judges the batch and asks the heights again.
        open func endUpdates() {
            guard MainThreadChecker.allows("-[UITableView endUpdates]") else { return }
            madeIn.raising(in: "UITableView") { _ = try emulator.endUpdates() }
            if emulator.updateDepth == 0, cells.isLaidOut, !StandInRecord.isDead {
                askHeights()
                willDisplayComingRows()
            }
        }

        /// `insertSections(_:with:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)).
        open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
            guard MainThreadChecker.allows("-[UITableView insertSections:withRowAnimation:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.insertSections(Array(sections)) }
        }
        /// `deleteSections(_:with:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)).
        open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
            guard MainThreadChecker.allows("-[UITableView deleteSections:withRowAnimation:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.deleteSections(Array(sections)) }
        }
        /// `reloadSections(_:with:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)).
        open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
            guard MainThreadChecker.allows("-[UITableView reloadSections:withRowAnimation:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.reloadSections(Array(sections)) }
        }
        /// `moveSection(_:toSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)).
        open func moveSection(_ section: Int, toSection newSection: Int) {
            guard MainThreadChecker.allows("-[UITableView moveSection:toSection:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.moveSection(section, toSection: newSection) }
        }
        /// `insertRows(at:with:)` (https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)).
        open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
            guard MainThreadChecker.allows("-[UITableView insertRowsAtIndexPaths:withRowAnimation:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.insertRows(at: indexPaths.map(ListPaths.path)) }
        }
        /// `deleteRows(at:with:)` (https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)).
        open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
            guard MainThreadChecker.allows("-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.deleteRows(at: indexPaths.map(ListPaths.path)) }
        }
        /// `reloadRows(at:with:)` (https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)).
        open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
            guard MainThreadChecker.allows("-[UITableView reloadRowsAtIndexPaths:withRowAnimation:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.reloadRows(at: indexPaths.map(ListPaths.path)) }
        }
        /// `moveRow(at:to:)` (https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)).
        open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            guard MainThreadChecker.allows("-[UITableView moveRowAtIndexPath:toIndexPath:]") else { return }
            madeIn.raising(in: "UITableView") {
                try emulator.moveRow(at: ListPaths.path(indexPath), to: ListPaths.path(newIndexPath))
            }
        }
        /// `reconfigureRows(at:)` (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)):
        /// the rows' cells are asked again and kept.
        open func reconfigureRows(at indexPaths: [IndexPath]) {
            guard MainThreadChecker.allows("-[UITableView reconfigureRowsAtIndexPaths:]") else { return }
            madeIn.raising(in: "UITableView") { try emulator.reconfigureRows(at: indexPaths.map(ListPaths.path)) }
        }

        // MARK: Selection

        /// `indexPathForSelectedRow`
        /// (https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow).
        open var indexPathForSelectedRow: IndexPath? { selected.first }
        /// `indexPathsForSelectedRows`
        /// (https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows).
        open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

        /// `selectRow(at:animated:scrollPosition:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)):
        /// the delegate is not told, as in UIKit.
        open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            if !allowsMultipleSelection { selected = [] }
            if let indexPath, !selected.contains(indexPath) { selected.append(indexPath) }
        }

        /// `deselectRow(at:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)).
        open func deselectRow(at indexPath: IndexPath, animated: Bool) {
            selected.removeAll { $0 == indexPath }
        }

        // MARK: Section headers and footers (asked in UITableView+SectionViews.swift)

        /// `register(_:forHeaderFooterViewReuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb).
        open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
            registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
        }

        /// `dequeueReusableHeaderFooterView(withIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)):
        /// a new view of the registered class, or `nil`.
        open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
            registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
        }

        /// `headerView(forSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)):
        /// the header view the section shows, if it is one.
        open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
            guard let sectionViews, sectionViews.indices.contains(section) else { return nil }
            return sectionViews[section].header as? UITableViewHeaderFooterView
        }

        /// `footerView(forSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)).
        open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
            guard let sectionViews, sectionViews.indices.contains(section) else { return nil }
            return sectionViews[section].footer as? UITableViewHeaderFooterView
        }
    }
#endif
