#if !canImport(UIKit)
    import Foundation

    /// `UIImageView` (https://developer.apple.com/documentation/uikit/uiimageview): the image it
    /// shows, which a check compares by its name (a cell showing the wrong icon shows).
    @MainActor
    open class UIImageView: UIView {
        /// `image` (https://developer.apple.com/documentation/uikit/uiimageview/image).
        open var image: UIImage?

        /// `init(image:)` (https://developer.apple.com/documentation/uikit/uiimageview/init(image:)).
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: .zero)
        }

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiimageview/init(frame:));
        /// the default `.zero` lets `UIImageView()` compile as in UIKit.
        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        /// `init?(coder:)`: `nil` — an image view comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for an image view — its image's
        /// name, then its subviews'.
        open override var _shownContent: String {
            var shown = ShownWords()
            shown.append(image.map { "image \($0.name)" })
            shown.append(super._shownContent)
            return shown.text
        }
    }
#endif
