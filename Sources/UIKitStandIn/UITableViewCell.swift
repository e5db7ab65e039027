#if !canImport(UIKit)
    import Foundation

    /// `UITableViewCell` (https://developer.apple.com/documentation/uikit/uitableviewcell): its
    /// labels, content view, accessory and content configuration — what a row shows.
    ///
    /// `init(style:reuseIdentifier:)` is `required` here (in UIKit it is not): a table view
    /// makes registered cells of a subclass through it, which Swift without Objective-C can do
    /// only for a required initializer. A subclass that overrides it writes `required override`.
    @MainActor
    open class UITableViewCell: UIView {
        /// `UITableViewCell.CellStyle` (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle).
        public enum CellStyle: Int, Sendable {
            case `default`, value1, value2, subtitle
        }

        /// `UITableViewCell.AccessoryType`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum).
        public enum AccessoryType: Int, Sendable {
            case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

            /// `(checkmark)`, or nothing for `.none`.
            var shownWords: String? {
                switch self {
                case .none: nil
                case .disclosureIndicator: "(disclosureIndicator)"
                case .detailDisclosureButton: "(detailDisclosureButton)"
                case .checkmark: "(checkmark)"
                case .detailButton: "(detailButton)"
                }
            }
        }

        /// `UITableViewCell.EditingStyle`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum):
        /// what a row's editing control does, and what `tableView(_:commit:forRowAt:)` commits.
        public enum EditingStyle: Int, Sendable {
            case none, delete, insert
        }

        /// `UITableViewCell.SelectionStyle`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum).
        public enum SelectionStyle: Int, Sendable {
            case none, blue, gray, `default`
        }

        /// `reuseIdentifier` (https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier).
        public let reuseIdentifier: String?
        /// `contentView` (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview):
        /// made when first asked for (a check makes a fresh cell for every row after each action,
        /// and most cells never use it).
        public var contentView: UIView {
            if let madeContentView { return madeContentView }
            let view = UIView(frame: .zero)
            madeContentView = view
            addSubview(view)
            return view
        }
        private var madeContentView: UIView?
        /// `textLabel` (https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel):
        /// made when first asked for, as the content view is.
        open var textLabel: UILabel? {
            if let madeTextLabel { return madeTextLabel }
            let label = UILabel()
            madeTextLabel = label
            return label
        }
        private var madeTextLabel: UILabel?
        /// `imageView` (https://developer.apple.com/documentation/uikit/uitableviewcell/imageview):
        /// made when first asked for; its image shows beside the labels.
        open var imageView: UIImageView? {
            if let madeImageView { return madeImageView }
            let view = UIImageView()
            madeImageView = view
            return view
        }
        private var madeImageView: UIImageView?
        /// `detailTextLabel` (https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel):
        /// present in the styles that show one.
        open private(set) var detailTextLabel: UILabel?
        /// `accessoryType`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property).
        open var accessoryType: AccessoryType = .none
        /// `accessoryView` (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview).
        open var accessoryView: UIView?
        /// `selectionStyle`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property).
        open var selectionStyle: SelectionStyle = .default
        /// `isSelected` (https://developer.apple.com/documentation/uikit/uitableviewcell/isselected).
        open var isSelected = false
        /// `contentConfiguration`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox).
        open var contentConfiguration: (any UIContentConfiguration)?

        /// `init(style:reuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)).
        public required init(style: CellStyle, reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            if style != .default { detailTextLabel = UILabel() }
            super.init(frame: .zero)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)):
        /// `nil` — a cell comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `defaultContentConfiguration()`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()).
        open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

        /// `prepareForReuse()` (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()).
        open func prepareForReuse() {}

        /// `setSelected(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)).
        open func setSelected(_ selected: Bool, animated: Bool) {
            isSelected = selected
        }

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for a cell, what a check compares
        /// — the labels' texts, the configuration's, the content view's controls and the accessory.
        open override var _shownContent: String {
            var shown = ShownWords()
            if let configuration = contentConfiguration {
                shown.append(configuration._shownContent)
            } else {
                shown.append(madeImageView?.image.map { "image \($0.name)" })
                shown.append(madeTextLabel?.text)
                shown.append(detailTextLabel?.text)
            }
            if let madeContentView { shown.append(madeContentView._shownContent) }
            if let accessoryView, !accessoryView.isHidden { shown.append(accessoryView._shownContent) }
            shown.append(accessoryType.shownWords)
            return shown.text
        }
    }
#endif
