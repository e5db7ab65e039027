#if !canImport(UIKit)
    import Foundation

    /// `UIContextMenuActionProvider`
    /// (https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider): the menu
    /// a context menu shows, given the actions UIKit suggests (none, here).
    public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// `UIContextMenuContentPreviewProvider`
    /// (https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider).
    public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

    /// `UIContextMenuConfiguration` (https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration):
    /// what a long press on a row or an item shows — a preview, and the menu its action provider
    /// makes. A check's long press chooses one of the menu's actions.
    @MainActor
    open class UIContextMenuConfiguration {
        let actionProvider: UIContextMenuActionProvider?
        let previewProvider: UIContextMenuContentPreviewProvider?

        init(_previewProvider: UIContextMenuContentPreviewProvider?, actionProvider: UIContextMenuActionProvider?) {
            previewProvider = _previewProvider
            self.actionProvider = actionProvider
        }

        /// `init(identifier:previewProvider:actionProvider:)`
        /// (https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)).
        public convenience init(
            identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
            actionProvider: UIContextMenuActionProvider? = nil
        ) {
            self.init(_previewProvider: previewProvider, actionProvider: actionProvider)
        }

        /// The actions the menu offers, as a user sees them after a long press.
        package var _choosableActions: [UIAction] {
            actionProvider?([])?._choosableActions ?? []
        }
    }
#endif
