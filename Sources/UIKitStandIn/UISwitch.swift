#if !canImport(UIKit)
    import Foundation

    /// `UISwitch` (https://developer.apple.com/documentation/uikit/uiswitch): on or off.
    @MainActor
    open class UISwitch: UIControl {
        /// `isOn` (https://developer.apple.com/documentation/uikit/uiswitch/ison).
        open var isOn = false

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:));
        /// the default `.zero` lets `UISwitch()` compile as in UIKit.
        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)):
        /// `nil` — a control comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `setOn(_:animated:)` (https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)).
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for a switch, `[on]` or `[off]`,
        /// what a check compares.
        open override var _shownContent: String { isOn ? "[on]" : "[off]" }
    }
#endif
