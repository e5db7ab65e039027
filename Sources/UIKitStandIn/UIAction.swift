#if !canImport(UIKit)
    import Foundation

    /// `UIActionHandler` (https://developer.apple.com/documentation/uikit/uiactionhandler).
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    /// `UIAction` (https://developer.apple.com/documentation/uikit/uiaction): a title and the
    /// closure a control, a bar button item or a menu calls. UIKit's initializer also takes an
    /// identifier, a discoverability title and a state, all with defaults; the stand-in takes the
    /// title, the image, the attributes and the handler, which is what a check runs.
    @MainActor
    open class UIAction: UIMenuElement {
        /// `title` (https://developer.apple.com/documentation/uikit/uiaction/title).
        open override var title: String {
            get { elementTitle }
            set { elementTitle = newValue }
        }
        /// `image` (https://developer.apple.com/documentation/uikit/uiaction/image).
        open var image: UIImage?
        /// `attributes` (https://developer.apple.com/documentation/uikit/uiaction/attributes): a
        /// disabled or hidden action cannot be chosen from a menu.
        open var attributes: UIMenuElement.Attributes
        /// `sender` (https://developer.apple.com/documentation/uikit/uiaction/sender): the control
        /// that performed the action, while it runs.
        open internal(set) var sender: Any?
        let handler: UIActionHandler

        /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
        /// (https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)),
        /// with its title, image, attributes and handler.
        public init(
            title: String = "", image: UIImage? = nil, attributes: UIMenuElement.Attributes = [],
            handler: @escaping UIActionHandler
        ) {
            self.image = image
            self.attributes = attributes
            self.handler = handler
            super.init(elementTitle: title)
        }

        /// The user chooses the action from a menu: its handler runs.
        package func chosen() {
            handler(self)
        }
    }
#endif
