import BatchModel
import Foundation

/// What the emulated UIKit views share: a call either goes through to the batch machinery or,
/// once UIKit would have raised, is ignored as the crashed app would have ignored it; and an
/// `IndexPath` becomes an ``ItemPath`` only when it has two indices, as UIKit requires.
enum UIKitCalls {
    /// The exception `call` raises, or `nil`. (The emulator throws nothing but the exception
    /// UIKit would raise.)
    static func exception(of call: () throws -> Void) -> UIKitException? {
        do {
            try call()
            return nil
        } catch {
            return error as? UIKitException
        }
    }

    /// The path of a two-index `IndexPath`; UIKit raises for any other (a crash here too).
    static func path(_ indexPath: IndexPath, in flavor: ViewFlavor) -> ItemPath {
        guard let path = ItemPath(indexPath) else {
            let (view, noun) =
                flavor == .tableView ? ("UITableView", "table view") : ("UICollectionView", "collection view")
            preconditionFailure(
                "Invalid index path for use with \(view). Index paths passed to \(noun) must contain exactly two indices specifying the section and \(flavor.itemWord). Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."
            )
        }
        return path
    }
}
