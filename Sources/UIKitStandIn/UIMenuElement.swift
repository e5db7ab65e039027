#if !canImport(UIKit)
    import Foundation

    /// `UIMenuElement` (https://developer.apple.com/documentation/uikit/uimenuelement): what a menu
    /// holds — an action (`UIAction`) or a menu of its own (`UIMenu`).
    @MainActor
    open class UIMenuElement {
        /// `UIMenuElement.Attributes`
        /// (https://developer.apple.com/documentation/uikit/uimenuelement/attributes).
        public struct Attributes: OptionSet, Hashable, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// `disabled`: shown, and cannot be chosen.
            public static let disabled = Attributes(rawValue: 1 << 0)
            /// `destructive`: shown in red.
            public static let destructive = Attributes(rawValue: 1 << 1)
            /// `hidden`: not shown.
            public static let hidden = Attributes(rawValue: 1 << 2)
            /// `keepsMenuPresented` (iOS 16): the menu stays after it is chosen.
            public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
        }

        var elementTitle: String

        init(elementTitle: String) {
            self.elementTitle = elementTitle
        }

        /// `title` (https://developer.apple.com/documentation/uikit/uimenuelement/title).
        open var title: String { elementTitle }
    }
#endif
