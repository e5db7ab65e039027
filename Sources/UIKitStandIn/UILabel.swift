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
            ([text ?? ""] + [super._shownContent]).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }
#endif
