// A stub `UIKit` module: the documented signatures BatchFuzz's Apple-only code uses, so that CI
// on Linux compiles that code (`Scripts/uikit-stub-check.sh`) and a typo or a wrong signature
// fails there. Never shipped, never linked: every body traps. Each declaration follows Apple's
// documentation page named beside it (https://developer.apple.com/documentation/uikit/…); where
// UIKit declares more (other initializers, properties, protocol requirements), only what
// BatchFuzz uses is here.

@_exported import Foundation

// MARK: Views and windows

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    open var tag: Int {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError("stub") }
    /// `init()`: Objective-C's `-init`, which calls `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0, cancel, destructive
    }
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    open var title: String? { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    open var style: UIAlertAction.Style { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0, alert = 1
    }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    open var actions: [UIAlertAction] { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
    /// https://developer.apple.com/documentation/uikit/uidevice/current
    open class var current: UIDevice { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
    open var systemVersion: String { fatalError("stub") }
}

// MARK: Table views

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0, delete, insert
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    open var textLabel: UILabel? { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:) (optional in UIKit)
    func numberOfSections(in tableView: UITableView) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:) (optional in UIKit)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

// What an optional requirement is where Objective-C is not: a default a conforming class may leave out.
extension UITableViewDataSource {
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:) (optional in UIKit)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:) (optional in UIKit)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, @unchecked Sendable {
        case plain, grouped, insetGrouped
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    weak open var dataSource: (any UITableViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-1mmaa
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    open var numberOfSections: Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    open func numberOfRows(inSection section: Int) -> Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
    open func beginUpdates() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/endupdates()
    open func endUpdates() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:) (iOS 15)
    open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError("stub") }
}

// MARK: Collection views

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    override public init() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize: CGSize {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    open var headerReferenceSize: CGSize {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:) (optional in UIKit)
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:) (optional in UIKit)
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    weak open var dataSource: (any UICollectionViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6sfqd
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    public class var elementKindSectionHeader: String { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-4o6jv
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    open func insertSections(_ sections: IndexSet) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    open func deleteSections(_ sections: IndexSet) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    open func reloadSections(_ sections: IndexSet) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    open func insertItems(at indexPaths: [IndexPath]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:) (iOS 15)
    open func reconfigureItems(at indexPaths: [IndexPath]) { fatalError("stub") }
}

// MARK: IndexPath, as UIKit extends it

/// https://developer.apple.com/documentation/foundation/indexpath (UIKit additions:
/// init(row:section:), row, init(item:section:), item, section)
extension IndexPath {
    public init(row: Int, section: Int) { fatalError("stub") }
    public init(item: Int, section: Int) { fatalError("stub") }
    public var row: Int {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    public var item: Int {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    public var section: Int {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

// MARK: Diffable data sources

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    @unchecked Sendable
{
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
    public init() { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:beforeitem:)
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteitems(_:)
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifier(containingitem:)
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider-swift.typealias
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("stub")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforheaderinsection:)
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        fatalError("stub")
    }
}
