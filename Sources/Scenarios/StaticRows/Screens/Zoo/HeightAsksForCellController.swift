#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Bug zoo `height-asks-for-cell`: the zero-height screen telling its rows apart the tempting
/// way — asking the table for the row's cell inside `tableView(_:heightForRowAt:)` — which
/// recurses until the stack overflows on a device (the source post's first pitfall).
public final class HeightAsksForCellController: ZeroHeightRowsController {
    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let row = state.sections[indexPath.section][indexPath.row]
        guard let cell = tableView.cellForRow(at: indexPath),
            let index = staticCells[indexPath.section].firstIndex(where: { $0 === cell })
        else { return CGFloat(row.height) }
        let shown = state.sections[indexPath.section][index]
        return state.committedHidden.contains(shown.id) ? 0 : CGFloat(shown.height)
    }
}
