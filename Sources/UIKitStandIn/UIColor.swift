#if !canImport(UIKit)
    import Foundation

    /// `UIColor` (https://developer.apple.com/documentation/uikit/uicolor): only what list code sets
    /// on cells and swipe actions — the system colours and components — so that it compiles as
    /// written; the stand-in draws nothing.
    public final class UIColor: NSObject, Sendable {
        /// The components, for equality.
        public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

        /// `init(red:green:blue:alpha:)`.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `init(white:alpha:)`.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        public static let black = UIColor(white: 0, alpha: 1)
        public static let white = UIColor(white: 1, alpha: 1)
        public static let clear = UIColor(white: 0, alpha: 0)
        public static let gray = UIColor(white: 0.5, alpha: 1)
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
        public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        public static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
        public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
        public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
        public static let label = UIColor(white: 0, alpha: 1)
        public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
        public static let systemBackground = UIColor(white: 1, alpha: 1)
    }

    /// `UIImage` (https://developer.apple.com/documentation/uikit/uiimage): a name, so that list
    /// code that sets images on cells and swipe actions compiles as written.
    public final class UIImage: NSObject, Sendable {
        /// The system symbol's or the asset's name.
        public let name: String

        /// `init(systemName:)`: a symbol image.
        public init?(systemName: String) {
            name = systemName
        }

        /// `init(named:)`: an asset image.
        public init?(named: String) {
            name = named
        }
    }
#endif
