#if !canImport(UIKit)
    import Foundation

    /// `UIButton` (https://developer.apple.com/documentation/uikit/uibutton): a control with a
    /// title and an image per state, whose actions a tap performs (`addAction(_:for:)` with
    /// `.touchUpInside`, or the primary action it was made with). The stand-in keeps the normal
    /// state's title and image, which a check compares.
    @MainActor
    open class UIButton: UIControl {
        /// `UIButton.ButtonType` (https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum).
        public enum ButtonType: Int, Sendable {
            case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        }

        /// `buttonType` (https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property).
        open private(set) var buttonType: ButtonType = .custom
        private var titles: [UInt: String] = [:]
        private var images: [UInt: UIImage] = [:]

        /// `init(type:)` (https://developer.apple.com/documentation/uikit/uibutton/init(type:)).
        public convenience init(type buttonType: ButtonType) {
            self.init(frame: .zero)
            self.buttonType = buttonType
        }

        /// `init(frame:primaryAction:)`
        /// (https://developer.apple.com/documentation/uikit/uibutton/init(frame:primaryaction:)):
        /// a button whose tap performs `primaryAction`, titled with its title.
        public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
            self.init(frame: frame)
            if let primaryAction {
                addAction(primaryAction, for: .primaryActionTriggered)
                setTitle(primaryAction.title, for: .normal)
            }
        }

        /// `init(frame:)`; the default `.zero` lets `UIButton()` compile as in UIKit.
        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        /// `init?(coder:)`: `nil` — a button comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `setTitle(_:for:)` (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
        open func setTitle(_ title: String?, for state: State) {
            titles[state.rawValue] = title
        }

        /// `title(for:)` (https://developer.apple.com/documentation/uikit/uibutton/title(for:)):
        /// the state's title, or the normal state's.
        open func title(for state: State) -> String? {
            titles[state.rawValue] ?? titles[State.normal.rawValue]
        }

        /// `setImage(_:for:)` (https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)).
        open func setImage(_ image: UIImage?, for state: State) {
            images[state.rawValue] = image
        }

        /// `image(for:)` (https://developer.apple.com/documentation/uikit/uibutton/image(for:)).
        open func image(for state: State) -> UIImage? {
            images[state.rawValue] ?? images[State.normal.rawValue]
        }

        /// `currentTitle` (https://developer.apple.com/documentation/uikit/uibutton/currenttitle).
        open var currentTitle: String? { title(for: .normal) }

        /// Not UIKit's API: the stand-in's `UIView._shownContent` for a button — its title and
        /// image, then its subviews'.
        open override var _shownContent: String {
            var shown = ShownWords()
            shown.append(currentTitle)
            shown.append(image(for: .normal).map { "image \($0.name)" })
            shown.append(super._shownContent)
            return shown.text
        }
    }
#endif
