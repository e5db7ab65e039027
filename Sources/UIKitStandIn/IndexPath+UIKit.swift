import Foundation

#if !canImport(UIKit)
    /// What UIKit adds to `IndexPath` for table views, where UIKit is not, so that code copied
    /// from an app (`IndexPath(row: 0, section: 1)`, `indexPath.row`) compiles unchanged.
    extension IndexPath {
        /// `IndexPath(row:section:)`.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The row: the second index.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
    /// What UIKit (and AppKit) add to `IndexPath` for collection views and sections.
    extension IndexPath {
        /// `IndexPath(item:section:)`.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The item: the second index.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The section: the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }
    }
#endif
