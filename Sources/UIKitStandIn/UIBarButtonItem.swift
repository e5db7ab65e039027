#if !canImport(UIKit)
    import Foundation

    /// `UIBarButtonItem` (https://developer.apple.com/documentation/uikit/uibarbuttonitem): a
    /// button of a navigation bar or a toolbar, and the action a tap performs. UIKit's
    /// initializers also take an image and a menu, with defaults; target–action with a
    /// `#selector` needs the Objective-C runtime, which Swift on Linux does not have, so the
    /// stand-in's take a `primaryAction`.
    @MainActor
    open class UIBarButtonItem {
        /// `UIBarButtonItem.SystemItem`
        /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem).
        public enum SystemItem: Int, Sendable {
            case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
                bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
                pageCurl, close
        }

        /// `title` (https://developer.apple.com/documentation/uikit/uibaritem/title), which UIKit
        /// declares on the superclass `UIBarItem` (not stood in).
        open var title: String?
        /// `isEnabled` (https://developer.apple.com/documentation/uikit/uibaritem/isenabled), which
        /// UIKit declares on `UIBarItem`.
        open var isEnabled = true
        /// `primaryAction` (https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction):
        /// what a tap performs.
        open var primaryAction: UIAction?
        /// The system item it was made as, if any.
        package let systemItem: SystemItem?
        /// What a tap does beside the primary action (the Edit button's toggle).
        var tap: (@MainActor () -> Void)?

        /// `init(systemItem:primaryAction:menu:)`
        /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)),
        /// without a menu.
        public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
            self.systemItem = systemItem
            self.primaryAction = primaryAction
        }

        /// `init(title:image:primaryAction:menu:)`
        /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)),
        /// without an image or a menu.
        public init(title: String? = nil, primaryAction: UIAction? = nil) {
            self.title = title
            self.primaryAction = primaryAction
            systemItem = nil
        }

        /// What UIKit does when the user taps the item: its primary action, if it is enabled.
        package func tapped() {
            guard isEnabled else { return }
            tap?()
            if let primaryAction {
                primaryAction.sender = self
                primaryAction.handler(primaryAction)
            }
        }

        /// `Edit`, `Add`, or its title: how a check names it.
        package var name: String {
            title ?? systemItem.map { "\($0)".prefix(1).uppercased() + "\($0)".dropFirst() } ?? "an item"
        }
    }
#endif
