#if !canImport(UIKit)
    import Foundation

    /// `UIAlertController` (https://developer.apple.com/documentation/uikit/uialertcontroller): an
    /// alert or an action sheet, presented modally with `present(_:animated:completion:)`. While
    /// it is presented it is all the user can touch: a check's gesture then taps one of its
    /// buttons, which dismisses the alert and runs the button's handler. The stand-in shows an
    /// iPhone's screen, where an action sheet needs no popover anchor.
    @MainActor
    open class UIAlertController: UIViewController {
        /// `UIAlertController.Style`
        /// (https://developer.apple.com/documentation/uikit/uialertcontroller/style).
        public enum Style: Int, Sendable {
            case actionSheet = 0
            case alert = 1
        }

        /// `message` (https://developer.apple.com/documentation/uikit/uialertcontroller/message).
        open var message: String?
        /// `preferredStyle` (https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle).
        open private(set) var preferredStyle: Style = .alert
        /// `actions` (https://developer.apple.com/documentation/uikit/uialertcontroller/actions):
        /// the buttons, in the order added.
        open private(set) var actions: [UIAlertAction] = []
        /// `preferredAction` (https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction).
        open var preferredAction: UIAlertAction?

        /// `init(title:message:preferredStyle:)`
        /// (https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)).
        public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
            self.init(nibName: nil, bundle: nil)
            self.title = title
            self.message = message
            self.preferredStyle = preferredStyle
        }

        /// `addAction(_:)` (https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)).
        open func addAction(_ action: UIAlertAction) {
            actions.append(action)
        }

        /// The user taps `action`'s button: the alert is dismissed, then the action's handler
        /// runs. Nothing happens for a disabled button.
        package func _tap(_ action: UIAlertAction) {
            guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
            presentingViewController?.dismiss(animated: true)
            action.handler?(action)
        }
    }
#endif
