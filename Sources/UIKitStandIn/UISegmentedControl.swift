#if !canImport(UIKit)
    import Foundation

    /// `UISegmentedControl` (https://developer.apple.com/documentation/uikit/uisegmentedcontrol):
    /// segments of which one is selected; a tap on another sends `valueChanged`.
    @MainActor
    open class UISegmentedControl: UIControl {
        /// `UISegmentedControl.noSegment`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment).
        public static let noSegment = -1

        private var titles: [String?]
        /// `selectedSegmentIndex`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex):
        /// `noSegment` until one is selected.
        open var selectedSegmentIndex = UISegmentedControl.noSegment

        /// `init(items:)`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)): a
        /// segment per title (a non-string item is an image segment, without a title).
        public init(items: [Any]?) {
            titles = (items ?? []).map { $0 as? String }
            super.init(frame: .zero)
        }

        /// `init(frame:actions:)`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:actions:)):
        /// a segment per action, titled by it; selecting one performs it.
        public convenience init(frame: CGRect, actions: [UIAction]) {
            self.init(items: actions.map(\.title))
            self.frame = frame
            for (index, action) in actions.enumerated() {
                addAction(
                    UIAction { [unowned self] _ in
                        if selectedSegmentIndex == index { action.handler(action) }
                    }, for: .valueChanged)
            }
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:)):
        /// `nil` — a control comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `numberOfSegments` (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments).
        open var numberOfSegments: Int { titles.count }

        /// `titleForSegment(at:)`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)).
        open func titleForSegment(at segment: Int) -> String? {
            titles.indices.contains(segment) ? titles[segment] : nil
        }

        /// `setTitle(_:forSegmentAt:)`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitle(_:forsegmentat:)).
        open func setTitle(_ title: String?, forSegmentAt segment: Int) {
            if titles.indices.contains(segment) { titles[segment] = title }
        }

        /// `insertSegment(withTitle:at:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)).
        open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            titles.insert(title, at: min(max(0, segment), titles.count))
        }

        /// `removeAllSegments()`
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()).
        open func removeAllSegments() {
            titles = []
            selectedSegmentIndex = UISegmentedControl.noSegment
        }

        /// The user taps `segment`: selected, and `valueChanged` sent when it was not selected.
        package func userTaps(_ segment: Int) {
            guard isEnabled, titles.indices.contains(segment), segment != selectedSegmentIndex else { return }
            selectedSegmentIndex = segment
            sendActions(for: .valueChanged)
        }
    }
#endif
