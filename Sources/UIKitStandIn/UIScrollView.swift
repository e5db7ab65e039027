#if !canImport(UIKit)
    import Foundation

    /// `UIScrollView` (https://developer.apple.com/documentation/uikit/uiscrollview): its offset
    /// and content size. A stand-in list view shows the rows its offset and height put on screen,
    /// and a change of offset (the user's scroll, `setContentOffset(_:animated:)`, scrolling to a
    /// row) lays the rows that come on screen out and tells the delegate `scrollViewDidScroll(_:)`.
    @MainActor
    open class UIScrollView: UIView {
        /// `contentOffset` (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset).
        open var contentOffset: CGPoint = .zero {
            didSet { if contentOffset != oldValue { didScroll() } }
        }
        /// `contentSize` (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize):
        /// a list view sets it when it lays its rows out.
        open var contentSize: CGSize = .zero
        /// `refreshControl` (https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol).
        open var refreshControl: UIRefreshControl?

        /// `setContentOffset(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)):
        /// the offset set at once (an animation ends where it would end).
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            self.contentOffset = contentOffset
        }

        /// What a list view does when its offset changes.
        func didScroll() {}

        /// The height the view shows: its bounds', or the screen's (an iPhone 14's 844 points)
        /// before it has a frame (a view laid out by constraints).
        var viewportHeight: CGFloat { bounds.height > 0 ? bounds.height : 844 }
    }

    /// `UIScrollViewDelegate` (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate):
    /// told when the view scrolls. A table's and a collection view's delegates are ones too.
    @MainActor
    public protocol UIScrollViewDelegate: AnyObject {
        /// `scrollViewDidScroll(_:)`
        /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)).
        func scrollViewDidScroll(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// `scrollViewDidScroll(_:)`
        /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)):
        /// by default, nothing.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    }
#endif
