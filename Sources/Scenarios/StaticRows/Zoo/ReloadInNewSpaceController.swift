import BatchModel

/// Bug zoo `reload-in-new-space`: the delete/insert strategy, but reloads in post-update
/// coordinates — the wrong rows redraw, or the oracle rejects the batch.
public final class ReloadInNewSpaceController: DeleteInsertRowsController {
    override public func reloadPaths(before: [ItemPath], after: [ItemPath]) -> [ItemPath] { after }
}
