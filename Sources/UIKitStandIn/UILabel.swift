#if !canImport(UIKit)
    import Foundation

    /// `UILabel` (https://developer.apple.com/documentation/uikit/uilabel): its text.
    @MainActor
    open class UILabel: UIView {
        /// `text` (https://developer.apple.com/documentation/uikit/uilabel/text).
        open var text: String?

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiview/init(frame:));
        /// the default `.zero` lets `UILabel()` compile as in UIKit.
        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiview/init(coder:)):
        /// `nil` — a label comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for a label — its text, then its
        /// subviews' — what a check compares.
        open override var _shownContent: String {
            var shown = ShownWords()
            shown.append(text)
            shown.append(super._shownContent)
            return shown.text
        }
    }
#endif
