#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewCell` (https://developer.apple.com/documentation/uikit/uicollectionviewcell):
    /// its content view, content configuration and selection — what an item shows.
    ///
    /// `init(frame:)` is `required` here (in UIKit it is not): a collection view makes registered
    /// cells of a subclass through it, which Swift without Objective-C can do only for a required
    /// initializer. A subclass that overrides it writes `required override`.
    @MainActor
    open class UICollectionViewCell: UICollectionReusableView {
        /// `contentView` (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview).
        public let contentView = UIView(frame: .zero)
        /// `contentConfiguration`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k).
        open var contentConfiguration: (any UIContentConfiguration)?
        /// `isSelected` (https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected).
        open var isSelected = false

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
        public required init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(contentView)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiview/init(coder:)):
        /// `nil` — a cell comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for a cell, what a check compares
        /// — the configuration's text and the content view's controls.
        open override var _shownContent: String {
            var shown = ShownWords()
            shown.append(contentConfiguration?._shownContent)
            shown.append(contentView._shownContent)
            return shown.text
        }
    }
#endif
