import Foundation

#if !canImport(UIKit)
    /// What UIKit adds to `IndexPath` for table views, where UIKit is not, so that code copied
    /// from an app (`IndexPath(row: 0, section: 1)`, `indexPath.row`) compiles unchanged.
    extension IndexPath {
        /// `IndexPath(row:section:)`
        /// (https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)).
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// `row` (https://developer.apple.com/documentation/foundation/indexpath/row): the second
        /// index.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
    /// What UIKit (and AppKit) add to `IndexPath` for collection views and sections.
    extension IndexPath {
        /// `IndexPath(item:section:)`
        /// (https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-359jo).
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// `item` (https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y): the
        /// second index.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// `section` (https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo):
        /// the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }
    }
#endif
