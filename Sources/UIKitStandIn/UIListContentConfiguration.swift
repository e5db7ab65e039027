#if !canImport(UIKit)
    import Foundation

    /// `UIContentConfiguration` (https://developer.apple.com/documentation/uikit/uicontentconfiguration):
    /// what a cell's content shows.
    @MainActor
    public protocol UIContentConfiguration {
        /// What the configuration shows, in words (the stand-in's; not UIKit API).
        var _shownContent: String { get }
    }

    /// `UIListContentConfiguration` (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration):
    /// a list cell's text and secondary text.
    public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
        /// `text`.
        public var text: String?
        /// `secondaryText`.
        public var secondaryText: String?

        /// `cell()`.
        public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
        /// `subtitleCell()`.
        public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
        /// `valueCell()`.
        public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

        public var _shownContent: String {
            var shown = ShownWords()
            shown.append(text)
            shown.append(secondaryText, separator: " / ")
            return shown.text
        }
    }
#endif
