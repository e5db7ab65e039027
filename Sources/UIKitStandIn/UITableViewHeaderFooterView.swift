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
        /// `reuseIdentifier`
        /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier).
        public let reuseIdentifier: String?
        /// `contentView` (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentview).
        public let contentView = UIView(frame: .zero)
        /// `textLabel` (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/textlabel).
        open private(set) var textLabel: UILabel? = UILabel()
        /// `detailTextLabel`
        /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/detailtextlabel).
        open private(set) var detailTextLabel: UILabel? = UILabel()
        /// `contentConfiguration`
        /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg).
        open var contentConfiguration: (any UIContentConfiguration)?

        /// `init(reuseIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)).
        public required init(reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: .zero)
            addSubview(contentView)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)):
        /// `nil` — a view comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `prepareForReuse()`
        /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()).
        open func prepareForReuse() {}

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for a header or footer — the
        /// label's text, or the content configuration's, for a check to compare.
        open override var _shownContent: String {
            if let configuration = contentConfiguration { return configuration._shownContent }
            return [textLabel?.text, detailTextLabel?.text].compactMap { $0 }.joined(separator: " / ")
        }
    }
#endif
