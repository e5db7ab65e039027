#if !canImport(UIKit)
    import Foundation

    // The table's vocabulary: its styles, row animations, scroll positions and automatic size,
    // nested in `UITableView` as in UIKit.
    extension UITableView {
        /// `UITableView.Style` (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum).
        public enum Style: Int, Sendable {
            case plain, grouped, insetGrouped
        }

        /// `UITableView.RowAnimation` (https://developer.apple.com/documentation/uikit/uitableview/rowanimation).
        public enum RowAnimation: Int, Sendable {
            case fade, right, left, top, bottom, none, middle
            case automatic = 100
        }

        /// `UITableView.ScrollPosition` (https://developer.apple.com/documentation/uikit/uitableview/scrollposition).
        public enum ScrollPosition: Int, Sendable {
            case none, top, middle, bottom
        }

        /// `UITableView.automaticDimension`
        /// (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension).
        public static let automaticDimension: CGFloat = -1
    }
#endif
