#if !canImport(UIKit)
    import Foundation

    /// `UIActionHandler` (https://developer.apple.com/documentation/uikit/uiactionhandler).
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    /// `UIAction` (https://developer.apple.com/documentation/uikit/uiaction): a title and the
    /// closure a control or a bar button item calls. UIKit's initializer also takes an image, an
    /// identifier and menu attributes, all with defaults; the stand-in takes the title and the
    /// handler, which is what a check runs.
    @MainActor
    open class UIAction {
        /// `title` (https://developer.apple.com/documentation/uikit/uiaction/title).
        open var title: String
        /// `sender` (https://developer.apple.com/documentation/uikit/uiaction/sender): the control
        /// that performed the action, while it runs.
        open internal(set) var sender: Any?
        let handler: UIActionHandler

        /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
        /// (https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)),
        /// with its title and handler.
        public init(title: String = "", handler: @escaping UIActionHandler) {
            self.title = title
            self.handler = handler
        }
    }
#endif
