#if !canImport(UIKit)
    import Foundation

    /// `UIWindow` (https://developer.apple.com/documentation/uikit/uiwindow): the view a screen is
    /// shown in. A check puts the screen's view in one once it has shown it, so that
    /// `UIView.window` is not `nil` from then on, as on a device. Nothing is drawn and no event is
    /// sent through it.
    @MainActor
    open class UIWindow: UIView {
        /// `rootViewController`
        /// (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller): setting it
        /// installs the controller's view as the window's content view. The appearance callbacks
        /// are the caller's to send (a check sends them).
        open var rootViewController: UIViewController? {
            didSet {
                oldValue?.view.removeFromSuperview()
                if let view = rootViewController?.view { addSubview(view) }
            }
        }

        /// `isKeyWindow` (https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow):
        /// whether ``makeKeyAndVisible()`` was called.
        open private(set) var isKeyWindow = false

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiview/init(coder:)):
        /// `nil` — a window comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `makeKeyAndVisible()` (https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()).
        open func makeKeyAndVisible() {
            isKeyWindow = true
            isHidden = false
        }
    }
#endif
