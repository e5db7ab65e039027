#if !canImport(UIKit)
    import Foundation

    /// `UILabel` (https://developer.apple.com/documentation/uikit/uilabel): its text.
    @MainActor
    open class UILabel: UIView {
        /// `text`.
        open var text: String?

        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        open override var _shownContent: String {
            var shown = ShownWords()
            shown.append(text)
            shown.append(super._shownContent)
            return shown.text
        }
    }
#endif
