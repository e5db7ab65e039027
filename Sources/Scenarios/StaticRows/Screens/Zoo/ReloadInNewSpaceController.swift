#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Bug zoo `reload-in-new-space`: the delete-and-insert screen reloading at the index paths
/// after the update — the wrong rows redraw, or UIKit rejects the batch.
public final class ReloadInNewSpaceController: DeleteInsertRowsController {
    public override func reloadPaths(before: [IndexPath], after: [IndexPath]) -> [IndexPath] { after }
}
