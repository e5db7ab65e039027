#if !canImport(UIKit)
    import Foundation

    /// `UIResponder` (https://developer.apple.com/documentation/uikit/uiresponder): the base of
    /// views and view controllers. Nothing of the responder chain is kept.
    @MainActor
    open class UIResponder: NSObject {}

    /// `UIView` (https://developer.apple.com/documentation/uikit/uiview), as list code touches it:
    /// a frame, whether it is hidden or clips its content, its subviews and a tag. Nothing is drawn
    /// and nothing is laid out: `layoutIfNeeded()` is where a table or collection view reads its
    /// data, as UIKit's does during layout.
    @MainActor
    open class UIView: UIResponder {
        /// `frame` (https://developer.apple.com/documentation/uikit/uiview/frame).
        open var frame: CGRect
        /// `bounds` (https://developer.apple.com/documentation/uikit/uiview/bounds): the frame's
        /// size at the origin.
        open var bounds: CGRect {
            get { CGRect(origin: .zero, size: frame.size) }
            set { frame.size = newValue.size }
        }
        /// `isHidden` (https://developer.apple.com/documentation/uikit/uiview/ishidden).
        open var isHidden = false
        /// `clipsToBounds` (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
        open var clipsToBounds = false
        /// `alpha` (https://developer.apple.com/documentation/uikit/uiview/alpha).
        open var alpha: CGFloat = 1
        /// `tag` (https://developer.apple.com/documentation/uikit/uiview/tag).
        open var tag = 0
        /// `subviews` (https://developer.apple.com/documentation/uikit/uiview/subviews), in the
        /// order added.
        open private(set) var subviews: [UIView] = []
        /// `superview` (https://developer.apple.com/documentation/uikit/uiview/superview).
        open private(set) weak var superview: UIView?

        /// `window` (https://developer.apple.com/documentation/uikit/uiview/window): the window
        /// among the view's superviews, `nil` while the view is in none — before a check shows the
        /// screen, and for a view never added to a shown one.
        open var window: UIWindow? {
            var view = superview
            while let current = view {
                if let window = current as? UIWindow { return window }
                view = current.superview
            }
            return nil
        }

        /// `init(frame:)` (https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
        public init(frame: CGRect) {
            self.frame = frame
            super.init()
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiview/init(coder:)):
        /// views come from storyboards only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `addSubview(_:)` (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)).
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// `removeFromSuperview()` (https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()).
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }

        /// `layoutIfNeeded()` (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()):
        /// a list view reads what it lacks from its data source.
        open func layoutIfNeeded() {}

        /// `setNeedsLayout()` (https://developer.apple.com/documentation/uikit/uiview/setneedslayout()).
        open func setNeedsLayout() {}

        /// What the view shows, in words, with its subviews': what a check compares between the
        /// cell a row shows and the cell its data source gives for it now. Not UIKit API, hence
        /// the underscore: a view of the app's own that draws its content (not in labels) says
        /// what it shows by overriding it, inside `#if !canImport(UIKit)`.
        open var _shownContent: String {
            var shown = ShownWords()
            for subview in subviews where !subview.isHidden { shown.append(subview._shownContent) }
            return shown.text
        }
    }

    /// Words joined as `_shownContent` joins them: the empty ones left out. A check asks every
    /// row on screen for them after each action, so they are built without arrays.
    struct ShownWords {
        private(set) var text = ""

        mutating func append(_ words: String?, separator: String = " ") {
            guard let words, !words.isEmpty else { return }
            if !text.isEmpty { text += separator }
            text += words
        }
    }
#endif
