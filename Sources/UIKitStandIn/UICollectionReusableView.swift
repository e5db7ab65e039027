#if !canImport(UIKit)
    import Foundation

    /// `UICollectionReusableView`
    /// (https://developer.apple.com/documentation/uikit/uicollectionreusableview): a view a
    /// collection view reuses — a cell, or a supplementary view such as a section header.
    ///
    /// `init(frame:)` is `required` here (in UIKit it is not): a collection view makes registered
    /// views of a subclass through it, which Swift without Objective-C can do only for a required
    /// initializer. A subclass that overrides it writes `required override`.
    @MainActor
    open class UICollectionReusableView: UIView {
        /// `reuseIdentifier`
        /// (https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier).
        open internal(set) var reuseIdentifier: String?

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
        public required override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiview/init(coder:)):
        /// `nil` — a view comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `prepareForReuse()`
        /// (https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()).
        open func prepareForReuse() {}
    }
#endif
