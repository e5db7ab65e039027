#if !canImport(UIKit)
    import Foundation

    /// `UITableViewHeaderFooterView`
    /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview): a section's
    /// header or footer view, registered and dequeued as cells are.
    ///
    /// `init(reuseIdentifier:)` is `required` here (in UIKit it is not): a table view makes
    /// registered views of a subclass through it, which Swift without Objective-C can do only for
    /// a required initializer. A subclass that overrides it writes `required override`.
    @MainActor
    open class UITableViewHeaderFooterView: UIView {
        /// `reuseIdentifier`.
        public let reuseIdentifier: String?
        /// `contentView`.
        public let contentView = UIView(frame: .zero)
        /// `textLabel`.
        open private(set) var textLabel: UILabel? = UILabel()
        /// `detailTextLabel`.
        open private(set) var detailTextLabel: UILabel? = UILabel()
        /// `contentConfiguration`.
        open var contentConfiguration: (any UIContentConfiguration)?

        /// `init(reuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)).
        public required init(reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: .zero)
            addSubview(contentView)
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        /// `prepareForReuse()`.
        open func prepareForReuse() {}

        /// The label's text, or the content configuration's, for a check to compare.
        open override var _shownContent: String {
            if let configuration = contentConfiguration { return configuration._shownContent }
            return [textLabel?.text, detailTextLabel?.text].compactMap { $0 }.joined(separator: " / ")
        }
    }
#endif
