#if !canImport(UIKit)
    import Foundation

    /// `UIColor` (https://developer.apple.com/documentation/uikit/uicolor): only what list code sets
    /// on cells and swipe actions — the system colours and components — so that it compiles as
    /// written; the stand-in draws nothing. A system colour is one fixed colour here (its light
    /// appearance), where UIKit's adapts to the trait environment.
    public final class UIColor: NSObject, Sendable {
        /// Not UIKit's API — UIKit's `UIColor` has no such properties; it hands its components out
        /// through `getRed(_:green:blue:alpha:)`: the components the colour was made with, kept for
        /// equality.
        package let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

        /// `init(red:green:blue:alpha:)`
        /// (https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)).
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `init(white:alpha:)` (https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)).
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// `black` (https://developer.apple.com/documentation/uikit/uicolor/black).
        public static let black = UIColor(white: 0, alpha: 1)
        /// `white` (https://developer.apple.com/documentation/uikit/uicolor/white).
        public static let white = UIColor(white: 1, alpha: 1)
        /// `clear` (https://developer.apple.com/documentation/uikit/uicolor/clear).
        public static let clear = UIColor(white: 0, alpha: 0)
        /// `gray` (https://developer.apple.com/documentation/uikit/uicolor/gray).
        public static let gray = UIColor(white: 0.5, alpha: 1)
        /// `red` (https://developer.apple.com/documentation/uikit/uicolor/red).
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// `green` (https://developer.apple.com/documentation/uikit/uicolor/green).
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// `blue` (https://developer.apple.com/documentation/uikit/uicolor/blue).
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        /// `orange` (https://developer.apple.com/documentation/uikit/uicolor/orange).
        public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        /// `systemRed` (https://developer.apple.com/documentation/uikit/uicolor/systemred).
        public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        /// `systemGreen` (https://developer.apple.com/documentation/uikit/uicolor/systemgreen).
        public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
        /// `systemBlue` (https://developer.apple.com/documentation/uikit/uicolor/systemblue).
        public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        /// `systemOrange` (https://developer.apple.com/documentation/uikit/uicolor/systemorange).
        public static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        /// `systemYellow` (https://developer.apple.com/documentation/uikit/uicolor/systemyellow).
        public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        /// `systemGray` (https://developer.apple.com/documentation/uikit/uicolor/systemgray).
        public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
        /// `systemIndigo` (https://developer.apple.com/documentation/uikit/uicolor/systemindigo).
        public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        /// `systemPurple` (https://developer.apple.com/documentation/uikit/uicolor/systempurple).
        public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
        /// `systemTeal` (https://developer.apple.com/documentation/uikit/uicolor/systemteal).
        public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
        /// `label` (https://developer.apple.com/documentation/uikit/uicolor/label).
        public static let label = UIColor(white: 0, alpha: 1)
        /// `secondaryLabel` (https://developer.apple.com/documentation/uikit/uicolor/secondarylabel).
        public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
        /// `systemBackground` (https://developer.apple.com/documentation/uikit/uicolor/systembackground).
        public static let systemBackground = UIColor(white: 1, alpha: 1)
    }

    /// `UIImage` (https://developer.apple.com/documentation/uikit/uiimage): a name, so that list
    /// code that sets images on cells and swipe actions compiles as written.
    public final class UIImage: NSObject, Sendable {
        /// Not UIKit's API — UIKit's `UIImage` keeps no name: the system symbol's or the asset's
        /// name the image was made with, all the stand-in keeps of it.
        package let name: String

        /// `init(systemName:)` (https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)):
        /// a symbol image.
        public init?(systemName: String) {
            name = systemName
        }

        /// `init(named:)` (https://developer.apple.com/documentation/uikit/uiimage/init(named:)):
        /// an asset image.
        public init?(named: String) {
            name = named
        }
    }
#endif
