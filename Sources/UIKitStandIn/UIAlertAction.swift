#if !canImport(UIKit)
    import Foundation

    /// `UIAlertAction` (https://developer.apple.com/documentation/uikit/uialertaction): a button of
    /// an alert, its title and style, and the block run when the user taps it.
    @MainActor
    open class UIAlertAction {
        /// `UIAlertAction.Style` (https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum).
        public enum Style: Int, Sendable {
            case `default`, cancel, destructive
        }

        /// `title` (https://developer.apple.com/documentation/uikit/uialertaction/title).
        open private(set) var title: String?
        /// `style` (https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property).
        open private(set) var style: Style
        /// `isEnabled` (https://developer.apple.com/documentation/uikit/uialertaction/isenabled):
        /// a disabled button cannot be tapped.
        open var isEnabled = true
        let handler: ((UIAlertAction) -> Void)?

        init(_title title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
            self.title = title
            self.style = style
            self.handler = handler
        }

        /// `init(title:style:handler:)`
        /// (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)):
        /// `handler` runs when the user taps the button, after the alert is dismissed.
        public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.init(_title: title, style: style, handler: handler)
        }
    }
#endif
