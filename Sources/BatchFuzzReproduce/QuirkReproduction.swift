import BatchFuzzCore
import BatchModel

/// A batch whose data is right that makes UIKit print the crash text all the same, through a
/// quirk the oracle knows (<doc:UIKitBatchUpdateRules#6-Quirks>).
///
/// The quirk here is `reloadInMovedSection` (rdar 27041784): UIKit splits a reload into a
/// delete and an insert and places the insert half by deletes and inserts only, never by moves
/// (<doc:UIKitBatchUpdateRules#3.2-Reloads>), so reloading a row whose section moves deletes it
/// from the section where it goes and inserts it into the one that took the old place — one row
/// more in one section, one fewer in the other, and a count error although the data source and
/// the app's intent agree. A count error with equal before and after and one row inserted or
/// deleted reads the same as this quirk, so `reproduce` shows the batch that meets it beside the
/// smallest batch: a differ that reloads changed rows and moves sections sends exactly that.
package struct QuirkReproduction: Sendable {
    package var quirk: UIKitQuirk.Kind
    /// The batch as the app sends it, with the counts around it: each section keeps its rows.
    package var sent: BatchReproduction
    /// The batch as UIKit reads it: the reload split, its insert half placed ignoring the move.
    package var asUIKitReadsIt: BatchUpdate

    /// The quirk's batch that prints `text` in `flavor`, or `nil` when the quirk cannot print it.
    ///
    /// Built for a count error in section `s` with before = after = `n` and a single row
    /// inserted (the reload of row 0 of section `s`, which moves to `s + 1`; `n` ≥ 1 rows in
    /// the section that takes its place) or deleted (the reload of row 0 of section `s + 1`,
    /// which moves to `s`). With no other delete or insert in the batch, the insert half lands on
    /// the reload's own path. The oracle prints the text for the batch sent.
    package static func reproducing(_ text: CrashText, in flavor: ViewFlavor) -> QuirkReproduction? {
        guard text.family == nil, !text.loggedAndReloaded,
            case .invalidItemCount(let s, let after, let before, let inserted, let deleted, 0, 0) = text.violation,
            after == before, after >= 1
        else { return nil }
        let zeros = [Int](repeating: 0, count: s)
        var sent = BatchUpdate()
        let reloaded: ItemPath
        let counts: (before: [Int], after: [Int])
        switch (inserted, deleted) {
        case (1, 0):
            reloaded = ItemPath(section: s, item: 0)
            sent.moveSection(s, toSection: s + 1)
            counts = (zeros + [1, after], zeros + [after, 1])
        case (0, 1):
            reloaded = ItemPath(section: s + 1, item: 0)
            sent.moveSection(s + 1, toSection: s)
            counts = (zeros + [1, after], zeros + [after, 1])
        default:
            return nil
        }
        sent.reloadItems(at: [reloaded])
        var read = sent
        read.itemReloads = []
        read.deleteItems(at: [reloaded])
        read.insertItems(at: [reloaded])

        let reproduction = BatchReproduction(
            flavor: flavor, messageStyle: text.messageStyle ?? .classic, before: counts.before, batch: sent,
            after: counts.after)
        guard let printed = reproduction.oracleText, text.isPrinted(by: printed) else { return nil }
        return QuirkReproduction(quirk: .reloadInMovedSection, sent: reproduction, asUIKitReadsIt: read)
    }
}
