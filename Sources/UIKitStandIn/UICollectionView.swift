#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// `UICollectionView` (https://developer.apple.com/documentation/uikit/uicollectionview) where
    /// UIKit is not: the data source asked when UIKit asks it, every batch judged by the UIKit
    /// oracle in the collection-view flavour, the cell each item shows remembered. It behaves as
    /// the stand-in `UITableView` does (<doc:UIKitBatchUpdateRules>):
    ///
    /// - Counts are read when the view is first laid out or first asked, after `reloadData()` at
    ///   the next layout, and at the start of a batch when it never read them — so a model changed
    ///   before a batch while the view held no counts crashes as on a device.
    /// - Cells are asked for the items on screen at layout — those the view's height (the
    ///   screen's 844 points before it has a frame) shows from its `contentOffset`, items laid
    ///   out a line at a time: a vertical flow layout's `itemSize` across the width, any other
    ///   layout one 44-point row per item (its geometry is not run) — and after a batch for the
    ///   items on screen it inserts and reloads; kept and moved items keep their cells,
    ///   reconfigured ones are configured again in place. An item scrolled onto the screen is
    ///   asked for its cell at the next layout, and the delegate told `willDisplay`.
    /// - Where UIKit raises `NSInternalInconsistencyException`, the view records the exception for
    ///   the check that runs it and ignores every call after, as the dead app would; with no check
    ///   running, the process ends with UIKit's text.
    @MainActor
    open class UICollectionView: UIScrollView, StandInListView {
        /// `UICollectionView.ScrollDirection`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection).
        public enum ScrollDirection: Int, Sendable {
            case vertical, horizontal
        }

        /// `UICollectionView.ScrollPosition`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition).
        public struct ScrollPosition: OptionSet, Hashable, Sendable {
            /// `rawValue` (https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property):
            /// the option's bits.
            public let rawValue: UInt
            /// `init(rawValue:)`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)).
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// `top` (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top).
            public static let top = ScrollPosition(rawValue: 1 << 0)
            /// `centeredVertically`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically).
            public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
            /// `bottom` (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom).
            public static let bottom = ScrollPosition(rawValue: 1 << 2)
            /// `left` (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left).
            public static let left = ScrollPosition(rawValue: 1 << 3)
            /// `centeredHorizontally`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally).
            public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
            /// `right` (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right).
            public static let right = ScrollPosition(rawValue: 1 << 5)
        }

        /// `collectionViewLayout`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout):
        /// kept, not run.
        open var collectionViewLayout: UICollectionViewLayout {
            didSet { collectionViewLayout.collectionView = self }
        }
        /// `dataSource` (https://developer.apple.com/documentation/uikit/uicollectionview/datasource).
        open weak var dataSource: (any UICollectionViewDataSource)? {
            didSet { forgetData() }
        }
        /// `delegate` (https://developer.apple.com/documentation/uikit/uicollectionview/delegate).
        open weak var delegate: (any UICollectionViewDelegate)?
        /// `allowsSelection` (https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection).
        open var allowsSelection = true
        /// `allowsMultipleSelection`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection).
        open var allowsMultipleSelection = false

        lazy var emulator: CollectionViewEmulator = {
            let emulator = CollectionViewEmulator(
                options: StandInRecord.current?.oracle ?? UIKitValidator.Options(flavor: .collectionView),
                countCapture: .lazy
            ) { [unowned self] in self.dataSourceCounts() }
            emulator.onUpdate = { [unowned self] update in self.note(update) }
            return emulator
        }()
        /// The cell each item shows, once the view laid its items out.
        let cells = ShownCells<UICollectionViewCell>(noun: "item", viewName: "collection view")
        /// The case the view was made in, if any: what it raises after that case is late work.
        let madeIn = CaseOfView()
        private var registered: [String: UICollectionViewCell.Type] = [:]
        /// Supplementary view classes by element kind and reuse identifier.
        var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
        /// The supplementary views each section shows, by element kind, or `nil` before the first
        /// layout and after `reloadData()`.
        var supplementaryViews: [[String: UICollectionReusableView]]?
        var selected: [IndexPath] = []
        /// Set by the data source's own `collectionView(_:moveItemAt:to:)` when nothing implements
        /// it: the view then offers no reordering.
        package var dataSourceLacksMoveItem = false
        /// The drag the last action made, until the check after it.
        var lastDrag: (from: IndexPath, to: IndexPath)?
        /// `prefetchDataSource`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource):
        /// told of the items below those on screen as the view lays out and scrolls.
        open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
        /// `isPrefetchingEnabled`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled).
        open var isPrefetchingEnabled = true
        /// The items on screen changed since the view last laid its cells out (it scrolled).
        var scrolledSinceLayout = false
        /// The items told to the prefetch data source, until a batch or a scroll leaves them behind.
        var prefetched: [IndexPath] = []
        /// Items that came on screen, for the delegate's `willDisplay` once the view is done.
        var comingOnScreen: [(cell: UICollectionViewCell, path: IndexPath)] = []
        /// Set while the view keeps its offset within its content.
        var keepingOffsetInContent = false

        /// `init(frame:collectionViewLayout:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)).
        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
            layout.collectionView = self
            StandInRecord.current?.note(self)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)):
        /// `nil` — a collection view comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        // MARK: Cells

        /// `register(_:forCellWithReuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho).
        open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
            registered[identifier] = cellClass as? UICollectionViewCell.Type
        }

        /// `dequeueReusableCell(withReuseIdentifier:for:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)):
        /// a new cell of the registered class; an identifier never registered raises UIKit's
        /// exception.
        open func dequeueReusableCell(
            withReuseIdentifier identifier: String, for indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            if let cellClass = registered[identifier] { return Self.make(cellClass, identifier) }
            StandInRecord.raise(
                signature: "unregistered cell",
                reason:
                    "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
            return Self.make(UICollectionViewCell.self, identifier)
        }

        /// `dequeueConfiguredReusableCell(using:for:item:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)):
        /// a new cell of the registration's class, configured by its handler.
        public func dequeueConfiguredReusableCell<Cell, Item>(
            using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
        ) -> Cell where Cell: UICollectionViewCell {
            let cell = Cell(frame: .zero)
            cell.reuseIdentifier = registration.reuseIdentifier
            if let item { registration.handler(cell, indexPath, item) }
            return cell
        }

        // MARK: Supplementary views

        /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io).
        open func register(
            _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
            withReuseIdentifier identifier: String
        ) {
            registeredSupplementary["\(elementKind)/\(identifier)"] = viewClass as? UICollectionReusableView.Type
        }

        /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)):
        /// a new view of the registered class; a kind and identifier never registered raises
        /// UIKit's exception.
        open func dequeueReusableSupplementaryView(
            ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
        ) -> UICollectionReusableView {
            let viewClass = registeredSupplementary["\(elementKind)/\(identifier)"]
            if viewClass == nil {
                StandInRecord.raise(
                    signature: "unregistered supplementary view",
                    reason:
                        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                )
            }
            let view = (viewClass ?? UICollectionReusableView.self).init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }

        /// `dequeueConfiguredReusableSupplementary(using:for:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)):
        /// a new view of the registration's class, configured by its handler.
        public func dequeueConfiguredReusableSupplementary<Supplementary>(
            using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
        ) -> Supplementary where Supplementary: UICollectionReusableView {
            let view = Supplementary(frame: .zero)
            view.reuseIdentifier = "\(Supplementary.self)-registration"
            registration.handler(view, registration.elementKind, indexPath)
            return view
        }

        /// `supplementaryView(forElementKind:at:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)):
        /// the supplementary view the section shows of that kind, if any.
        open func supplementaryView(
            forElementKind elementKind: String, at indexPath: IndexPath
        )
            -> UICollectionReusableView?
        {
            guard let supplementaryViews, supplementaryViews.indices.contains(indexPath.section) else { return nil }
            return supplementaryViews[indexPath.section][elementKind]
        }

        /// `cellForItem(at:)` (https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)):
        /// the cell the item shows, `nil` for an item off screen.
        open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

        /// `visibleCells` (https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells).
        open var visibleCells: [UICollectionViewCell] { cells.all }

        /// `indexPathsForVisibleItems`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems):
        /// the items on screen, as last laid out.
        open var indexPathsForVisibleItems: [IndexPath] { cells.indexPaths }

        /// `scrollToItem(at:at:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)):
        /// the offset that shows the item at `scrollPosition`; its cell comes at the next layout.
        /// An item the view does not hold raises UIKit's exception.
        open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
            scroll(toItem: indexPath, at: scrollPosition)
        }

        override func didScroll() { offsetChanged() }

        /// `indexPath(for:)` (https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)).
        open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.indexPath(of: cell) }

        // MARK: Counts

        /// `numberOfSections` (https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections):
        /// the count the view holds, read from the data source if it holds none.
        open var numberOfSections: Int { StandInRecord.isDead ? 0 : emulator.numberOfSections }

        /// `numberOfItems(inSection:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)).
        open func numberOfItems(inSection section: Int) -> Int {
            guard !StandInRecord.isDead, (0..<emulator.numberOfSections).contains(section) else { return 0 }
            return emulator.numberOfItems(inSection: section)
        }

        /// `reloadData()` (https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()):
        /// the counts and cells are read again at the next layout; the selection is cleared.
        open func reloadData() {
            guard MainThreadChecker.allows("-[UICollectionView reloadData]") else { return }
            guard !StandInRecord.isDead else { return }
            emulator.reloadData()
            cells.forget()
            supplementaryViews = nil
            selected = []
            prefetched = []
        }

        /// `layoutIfNeeded()` (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()):
        /// the view's layout pass, as UIKit's — the counts read if it holds none, the cells on
        /// screen and the section's supplementary views asked; once laid out, only the items
        /// scrolled on screen since are asked for.
        open override func layoutIfNeeded() {
            layOut()
        }

        // MARK: Batch updates

        /// `performBatchUpdates(_:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)):
        /// the outermost call judges the batch. The completion runs when the batch's animations end,
        /// not before the call returns (a check says when they end; with none, at the main queue's
        /// next turn). UIKit's block is `NS_NOESCAPE` and may be `nil`, which Swift imports as an
        /// optional block that does not escape; Swift code cannot declare one, so the stand-in has
        /// two: this one, which a closure argument picks (it may use a non-escaping closure of the
        /// caller's, and `self` implicitly), and one taking an optional block, for `nil`.
        open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
            guard MainThreadChecker.allows("-[UICollectionView performBatchUpdates:completion:]") else { return }
            guard !StandInRecord.isDead else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.performBatchUpdates { updates() } }
            if emulator.updateDepth == 0 { willDisplayComingItems() }
            if let completion { StandInRecord.whenAnimationsEnd(completion) }
        }

        /// `performBatchUpdates(_:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:))
        /// with an optional block: `nil` performs an empty update.
        open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            performBatchUpdates(updates ?? {}, completion: completion)
        }

        /// `insertSections(_:)` (https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)).
        open func insertSections(_ sections: IndexSet) {
            guard MainThreadChecker.allows("-[UICollectionView insertSections:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.insertSections(Array(sections)) }
        }
        /// `deleteSections(_:)` (https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)).
        open func deleteSections(_ sections: IndexSet) {
            guard MainThreadChecker.allows("-[UICollectionView deleteSections:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.deleteSections(Array(sections)) }
        }
        /// `reloadSections(_:)` (https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)).
        open func reloadSections(_ sections: IndexSet) {
            guard MainThreadChecker.allows("-[UICollectionView reloadSections:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.reloadSections(Array(sections)) }
        }
        /// `moveSection(_:toSection:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)).
        open func moveSection(_ section: Int, toSection newSection: Int) {
            guard MainThreadChecker.allows("-[UICollectionView moveSection:toSection:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.moveSection(section, toSection: newSection) }
        }
        /// `insertItems(at:)` (https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)).
        open func insertItems(at indexPaths: [IndexPath]) {
            guard MainThreadChecker.allows("-[UICollectionView insertItemsAtIndexPaths:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.insertItems(at: indexPaths.map(ListPaths.path)) }
        }
        /// `deleteItems(at:)` (https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)).
        open func deleteItems(at indexPaths: [IndexPath]) {
            guard MainThreadChecker.allows("-[UICollectionView deleteItemsAtIndexPaths:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.deleteItems(at: indexPaths.map(ListPaths.path)) }
        }
        /// `reloadItems(at:)` (https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)):
        /// the items get new cells.
        open func reloadItems(at indexPaths: [IndexPath]) {
            guard MainThreadChecker.allows("-[UICollectionView reloadItemsAtIndexPaths:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.reloadItems(at: indexPaths.map(ListPaths.path)) }
        }
        /// `moveItem(at:to:)` (https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)).
        open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            guard MainThreadChecker.allows("-[UICollectionView moveItemAtIndexPath:toIndexPath:]") else { return }
            madeIn.raising(in: "UICollectionView") {
                try emulator.moveItem(at: ListPaths.path(indexPath), to: ListPaths.path(newIndexPath))
            }
        }
        /// `reconfigureItems(at:)` (https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)):
        /// the items keep their cells, configured again.
        open func reconfigureItems(at indexPaths: [IndexPath]) {
            guard MainThreadChecker.allows("-[UICollectionView reconfigureItemsAtIndexPaths:]") else { return }
            madeIn.raising(in: "UICollectionView") { try emulator.reconfigureItems(at: indexPaths.map(ListPaths.path)) }
        }

        // MARK: Selection

        /// `indexPathsForSelectedItems`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems).
        open var indexPathsForSelectedItems: [IndexPath]? { selected }

        /// `selectItem(at:animated:scrollPosition:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)):
        /// the delegate is not told, as in UIKit; `nil` clears the selection.
        open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            guard let indexPath else {
                setSelected(false, selected)
                selected = []
                return
            }
            if !allowsMultipleSelection {
                setSelected(false, selected.filter { $0 != indexPath })
                selected.removeAll { $0 != indexPath }
            }
            if !selected.contains(indexPath) { selected.append(indexPath) }
            setSelected(true, [indexPath])
        }

        /// `deselectItem(at:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)):
        /// the delegate is not told, as in UIKit.
        open func deselectItem(at indexPath: IndexPath, animated: Bool) {
            selected.removeAll { $0 == indexPath }
            setSelected(false, [indexPath])
        }

        private static func make(_ cellClass: UICollectionViewCell.Type, _ identifier: String) -> UICollectionViewCell {
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }
#endif
