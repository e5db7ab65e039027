#if !canImport(UIKit)
    import Foundation

    /// `UIContextualAction` (https://developer.apple.com/documentation/uikit/uicontextualaction): an
    /// action a row shows when the user swipes it; tapping it runs `handler`, which calls its
    /// completion handler with whether it did the action.
    @MainActor
    open class UIContextualAction: NSObject {
        /// `UIContextualAction.Style`
        /// (https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum).
        public enum Style: Int, Sendable {
            case normal, destructive
        }

        /// `UIContextualAction.Handler`
        /// (https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias): the action,
        /// the view it was shown in, and the completion handler to call.
        public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

        /// `style` (https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property).
        public let style: Style
        /// `title` (https://developer.apple.com/documentation/uikit/uicontextualaction/title).
        open var title: String?
        /// `backgroundColor` (https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor).
        open var backgroundColor: UIColor!
        /// `image` (https://developer.apple.com/documentation/uikit/uicontextualaction/image).
        open var image: UIImage?
        /// `handler` (https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property).
        public let handler: Handler

        /// `init(style:title:handler:)`
        /// (https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)).
        public init(style: Style, title: String?, handler: @escaping Handler) {
            self.style = style
            self.title = title
            self.handler = handler
            backgroundColor = style == .destructive ? .systemRed : .systemGray
        }
    }

    /// `UISwipeActionsConfiguration`
    /// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration): the actions a
    /// row shows on one edge when swiped.
    @MainActor
    open class UISwipeActionsConfiguration: NSObject {
        /// `actions` (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions).
        public let actions: [UIContextualAction]
        /// `performsFirstActionWithFullSwipe`
        /// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe).
        open var performsFirstActionWithFullSwipe = true

        /// `init(actions:)`
        /// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)).
        public init(actions: [UIContextualAction]) {
            self.actions = actions
        }
    }
#endif
