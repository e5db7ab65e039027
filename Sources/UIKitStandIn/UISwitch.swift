#if !canImport(UIKit)
    import Foundation

    /// `UISwitch` (https://developer.apple.com/documentation/uikit/uiswitch): on or off.
    @MainActor
    open class UISwitch: UIControl {
        /// `isOn`.
        open var isOn = false

        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        /// `setOn(_:animated:)`.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }

        open override var _shownContent: String { isOn ? "[on]" : "[off]" }
    }
#endif
