#if !canImport(UIKit)
    import Foundation

    /// `UIRefreshControl` (https://developer.apple.com/documentation/uikit/uirefreshcontrol): "When
    /// the user drags the top of the scrollable content area downward, the scroll view reveals the
    /// refresh control, begins animating its progress indicator, and notifies your app", with its
    /// `valueChanged` event; the app updates its content and calls `endRefreshing()`.
    @MainActor
    open class UIRefreshControl: UIControl {
        /// `isRefreshing` (https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing).
        open private(set) var isRefreshing = false

        /// `init()` (https://developer.apple.com/documentation/uikit/uirefreshcontrol/init()).
        public init() {
            super.init(frame: .zero)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)),
        /// which UIKit declares on `UIControl`: `nil` — a control comes from a storyboard only on
        /// Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `beginRefreshing()` (https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()):
        /// a refresh started by the app, not the user (no event is sent).
        open func beginRefreshing() {
            isRefreshing = true
        }

        /// `endRefreshing()` (https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()).
        open func endRefreshing() {
            isRefreshing = false
        }

        /// What UIKit does when the user pulls the scroll view down: the control starts refreshing
        /// and sends `valueChanged`. Nothing while it is refreshing already or disabled.
        package func pulled() {
            guard isEnabled, !isRefreshing else { return }
            isRefreshing = true
            sendActions(for: .valueChanged)
        }
    }
#endif
