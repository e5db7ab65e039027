#if !canImport(UIKit)
    import Foundation

    /// `UIMenu` (https://developer.apple.com/documentation/uikit/uimenu): a titled group of
    /// actions and menus, as a context menu shows them.
    @MainActor
    open class UIMenu: UIMenuElement {
        /// `UIMenu.Options` (https://developer.apple.com/documentation/uikit/uimenu/options).
        public struct Options: OptionSet, Hashable, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// `displayInline`: its children shown in the menu that holds it.
            public static let displayInline = Options(rawValue: 1 << 0)
            /// `destructive`.
            public static let destructive = Options(rawValue: 1 << 1)
            /// `singleSelection` (iOS 15).
            public static let singleSelection = Options(rawValue: 1 << 5)
        }

        /// `image` (https://developer.apple.com/documentation/uikit/uimenu/image).
        open private(set) var image: UIImage?
        /// `options` (https://developer.apple.com/documentation/uikit/uimenu/options-swift.property).
        open private(set) var options: Options
        /// `children` (https://developer.apple.com/documentation/uikit/uimenu/children).
        open private(set) var children: [UIMenuElement]

        /// `init(title:image:identifier:options:children:)`
        /// (https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)),
        /// without the identifier.
        public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
            self.image = image
            self.options = options
            self.children = children
            super.init(elementTitle: title)
        }

        /// The actions a user can choose, menus opened, in order: none hidden or disabled.
        package var _choosableActions: [UIAction] {
            children.flatMap { element -> [UIAction] in
                if let action = element as? UIAction {
                    return action.attributes.isDisjoint(with: [.hidden, .disabled]) ? [action] : []
                }
                return (element as? UIMenu)?._choosableActions ?? []
            }
        }
    }
#endif
