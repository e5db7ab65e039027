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
        /// `UITableViewCell.CellStyle`.
        public enum CellStyle: Int, Sendable {
            case `default`, value1, value2, subtitle
        }

        /// `UITableViewCell.AccessoryType`.
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

        /// `UITableViewCell.SelectionStyle`.
        public enum SelectionStyle: Int, Sendable {
            case none, blue, gray, `default`
        }

        /// `reuseIdentifier`.
        public let reuseIdentifier: String?
        /// `contentView`: made when first asked for (a check makes a fresh cell for every row after
        /// each action, and most cells never use it).
        public var contentView: UIView {
            if let madeContentView { return madeContentView }
            let view = UIView(frame: .zero)
            madeContentView = view
            addSubview(view)
            return view
        }
        private var madeContentView: UIView?
        /// `textLabel`: made when first asked for, as the content view is.
        open var textLabel: UILabel? {
            if let madeTextLabel { return madeTextLabel }
            let label = UILabel()
            madeTextLabel = label
            return label
        }
        private var madeTextLabel: UILabel?
        /// `detailTextLabel`: present in the styles that show one.
        open private(set) var detailTextLabel: UILabel?
        /// `accessoryType`.
        open var accessoryType: AccessoryType = .none
        /// `accessoryView`.
        open var accessoryView: UIView?
        /// `selectionStyle`.
        open var selectionStyle: SelectionStyle = .default
        /// `isSelected`.
        open var isSelected = false
        /// `contentConfiguration`.
        open var contentConfiguration: (any UIContentConfiguration)?

        /// `init(style:reuseIdentifier:)`.
        public required init(style: CellStyle, reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            if style != .default { detailTextLabel = UILabel() }
            super.init(frame: .zero)
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        /// `defaultContentConfiguration()`.
        open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

        /// `prepareForReuse()`.
        open func prepareForReuse() {}

        /// `setSelected(_:animated:)`.
        open func setSelected(_ selected: Bool, animated: Bool) {
            isSelected = selected
        }

        /// The labels' texts, the configuration's, the content view's controls and the accessory.
        open override var _shownContent: String {
            var shown = ShownWords()
            if let configuration = contentConfiguration {
                shown.append(configuration._shownContent)
            } else {
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
