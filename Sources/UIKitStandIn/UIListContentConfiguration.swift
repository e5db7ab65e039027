#if !canImport(UIKit)
    import Foundation

    /// `UIContentConfiguration` (https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5):
    /// what a cell's content shows.
    @MainActor
    public protocol UIContentConfiguration {
        /// Not UIKit's API: what the configuration shows, in words — what a check compares between
        /// the cell a row shows and the cell its data source gives for it now. A configuration of
        /// the app's own says it inside `#if !canImport(UIKit)`.
        var _shownContent: String { get }
    }

    /// `UIListContentConfiguration`
    /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct):
    /// a list cell's text and secondary text.
    public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
        /// `text` (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text).
        public var text: String?
        /// `secondaryText`
        /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext).
        public var secondaryText: String?

        /// `cell()` (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()).
        public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
        /// `subtitleCell()`
        /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()).
        public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
        /// `valueCell()`
        /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()).
        public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

        /// Not UIKit's API: the stand-in's `UIContentConfiguration` requirement — the text and the
        /// secondary text, what a check compares.
        public var _shownContent: String {
            var shown = ShownWords()
            shown.append(text)
            shown.append(secondaryText, separator: " / ")
            return shown.text
        }
    }
#endif
