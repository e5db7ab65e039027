#if !canImport(UIKit)
    import Foundation

    /// `UIScrollView` (https://developer.apple.com/documentation/uikit/uiscrollview): its offset.
    /// Nothing scrolls: a stand-in list view is tall enough to show every row.
    @MainActor
    open class UIScrollView: UIView {
        /// `contentOffset`.
        open var contentOffset: CGPoint = .zero
        /// `refreshControl` (https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol).
        open var refreshControl: UIRefreshControl?
    }
#endif
