import BatchFuzzCore
import BatchModel

/// A crash text in plain words: for a count error, which numbers disagree and the smallest
/// changes — to the batch or to the data source's counts — that would make them agree; for the
/// other rules, what the rule says and what usually breaks it.
package enum CrashExplanation {
    package static func lines(for text: CrashText) -> [String] {
        text.stack.causeLines + explanation(of: text)
    }

    private static func explanation(of text: CrashText) -> [String] {
        if let family = text.family {
            return family.explanation + ["Raised by: \(family.raisedBy)."]
                + (family.alsoRaisedIn.map { ["BatchFuzz raises it too: \($0)."] } ?? [])
        }
        var lines = text.countsWereCut ? cutLines(for: text) : rawLines(for: text)
        if text.isFallbackLog {
            lines.insert(
                "This is a log line, not a crash: the collection view refused the batch and reloaded its data instead (iOS 13 and later), so the app went on without that update's animation. The batch is wrong all the same."
                    + (text.refusedUpdates.isEmpty
                        ? ""
                        : " The update it refused, as UIKit lists it: " + text.refusedUpdates.joined(separator: ", ")
                            + "."),
                at: 0)
        }
        if text.fragment != nil, !text.countsWereCut {
            lines.insert(piecesLine(for: text), at: 0)
        }
        return lines
    }

    /// What a piece of a text holds: every number (a text wrapped or quoted without its head's
    /// words), or all but those named, taken as 0.
    private static func piecesLine(for text: CrashText) -> String {
        guard text.missingNumbers > 0 else {
            return "The text is a piece of UIKit's, but every number is in it: the numbers are read as given."
        }
        let names = text.missingNames.isEmpty ? ["\(text.missingNumbers) of its places"] : text.missingNames
        let listed =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return
            "The text was cut short: it lacks the number\(names.count == 1 ? "" : "s") for \(listed), taken as 0; the other numbers are read as given, and the smallest batch prints a text that holds the piece given."
    }

    /// A piece that lost numbers: the rule is known, the numbers are not, so no arithmetic.
    private static func cutLines(for text: CrashText) -> [String] {
        var lines = [
            "The post was cut before \(text.missingNumbers) of the text's numbers: the rule is known, those numbers are not, so which count disagrees and by how much cannot be told from it. The smallest batch below gives them the smallest values that break the rule, and prints a text that holds the piece given."
        ]
        guard let violation = text.violation else { return lines }
        let rows = text.flavors == [.collectionView] ? "items" : "rows"
        switch violation {
        case .invalidItemCount(let s, _, _, _, _, _, _):
            lines.append(
                "UIKit checks the number of \(rows) in section \(s): after = before + inserted − deleted + moved in − moved out."
            )
        case .invalidSectionCount:
            lines.append("UIKit checks the number of sections: after = before + inserted − deleted.")
        default:
            return lines + [ruleSentence(violation, rows: rows)]
        }
        lines.append(
            "Usual causes, most common first: "
                + usualCauses(after: 1, change: 0, difference: 1, batchIsEmpty: false, stack: text.stack))
        return lines
    }

    private static func rawLines(for text: CrashText) -> [String] {
        guard let violation = text.violation else {
            return ["The listed batch is consistent with the listed counts: the oracle accepts it."]
        }
        let rows = text.flavors == [.collectionView] ? "items" : "rows"
        switch violation {
        case .invalidItemCount(let s, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            return countLines(
                what: "\(rows) in section \(s)", after: after, before: before, inserted: inserted, deleted: deleted,
                movedIn: movedIn, movedOut: movedOut, unit: rows, stack: text.stack)
        case .invalidSectionCount(let after, let before, let inserted, let deleted):
            return countLines(
                what: "sections", after: after, before: before, inserted: inserted, deleted: deleted, movedIn: 0,
                movedOut: 0, unit: "sections", stack: text.stack)
        case .negativeItemCount(let s):
            return [
                "The data source reports a negative number of \(rows) for section \(s) after the update: the count it returns is computed wrong (an unsigned value that wrapped, a subtraction past zero)."
            ]
        default:
            return [ruleSentence(violation, rows: rows)]
        }
    }

    /// The count rule's arithmetic and the single changes that would satisfy it.
    static func countLines(
        what: String, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int, unit: String,
        stack: StackCues = StackCues(log: "")
    ) -> [String] {
        let expected = before + inserted - deleted + movedIn - movedOut
        let difference = after - expected
        var formula = "\(before) before + \(inserted) inserted − \(deleted) deleted"
        if movedIn != 0 || movedOut != 0 { formula += " + \(movedIn) moved in − \(movedOut) moved out" }
        var lines = [
            "UIKit checks the number of \(what): after = before + inserted − deleted"
                + (movedIn != 0 || movedOut != 0 ? " + moved in − moved out." : "."),
            "The batch accounts for \(formula) = \(expected); the data source reports \(after) after the update: "
                + "\(abs(difference)) \(difference > 0 ? "more" : "fewer") than the batch says.",
        ]
        let change = inserted - deleted + movedIn - movedOut
        if after != before || change == 0 {
            let batchIsEmpty = inserted == 0 && deleted == 0 && movedIn == 0 && movedOut == 0
            lines.append(
                "Usual causes, most common first: "
                    + usualCauses(
                        after: after, change: change, difference: difference, batchIsEmpty: batchIsEmpty,
                        reloadsInTheCounts: inserted > 0 && inserted == deleted, stack: stack))
        }
        if after == before, change != 0 {
            lines.append(
                "Before and after are equal although the batch changes the count by \(change > 0 ? "+" : "")\(change). "
                    + (stack.isEmpty ? "Most often" : "Beyond what the stack shows, most often")
                    + " the data source was never updated: the model change is missing, made to a copy of the model, or made later (asynchronously, while another update was in flight) than the batch — update the array the data source reads before the batch ends."
            )
            lines.append(
                "Less often it was updated too early: the model changed before the batch began and the view read its \"before\" counts then (a view off screen or not laid out yet, or a reloadData pending) — change the model inside the update block (after beginUpdates(), or inside performBatchUpdates), or call layoutIfNeeded() before changing it."
            )
        }
        var fixes = ["the data source reports \(expected) \(unit) after the update, not \(after)"]
        if difference > 0 {
            fixes.append("the batch inserts \(difference) more (\(inserted + difference) inserted)")
            if deleted >= difference {
                fixes.append("the batch deletes \(difference) fewer (\(deleted - difference) deleted)")
            }
            if movedIn != 0 || movedOut != 0 {
                fixes.append("the batch moves \(difference) more in (\(movedIn + difference) moved in)")
                if movedOut >= difference {
                    fixes.append("the batch moves \(difference) fewer out (\(movedOut - difference) moved out)")
                }
            }
        } else if difference < 0 {
            let d = -difference
            if deleted + d + movedOut <= before { fixes.append("the batch deletes \(d) more (\(deleted + d) deleted)") }
            if inserted >= d { fixes.append("the batch inserts \(d) fewer (\(inserted - d) inserted)") }
            if movedIn != 0 || movedOut != 0 {
                if movedIn >= d { fixes.append("the batch moves \(d) fewer in (\(movedIn - d) moved in)") }
                if deleted + movedOut + d <= before {
                    fixes.append("the batch moves \(d) more out (\(movedOut + d) moved out)")
                }
            }
        }
        fixes.append(
            "the view's before count is \(after - (expected - before)), not \(before) (it was read at another moment than the batch began)"
        )
        lines.append("Any one of these would make it consistent:")
        lines += fixes.map { "  - \($0)" }
        return lines
    }

    /// The causes real threads give for a count error whose before and after differ, in the order
    /// its shape makes likeliest (`Benchmarks/RealCrashTexts` holds the threads):
    /// - the batch holds no change for the section: the model changed without a batch saying so — most often
    ///   another update ran in between, then a differ that missed a change, then a reloadData
    ///   inside the batch;
    /// - the data source reports more of the batch's own change than the batch holds (more rows
    ///   while inserting): another change of the same kind arrived meanwhile — an overlap;
    /// - otherwise (the count moved against the batch, or to zero): the data source was not
    ///   updated as the batch says.
    ///
    /// What the stack shows comes before what the numbers suggest: a thread other than the main
    /// one puts the overlap first, a reload frame the reload (which it adds: a reload keeps a
    /// count), a library's update method or a fetched-results delegate the computed batch.
    static func usualCauses(
        after: Int, change: Int, difference: Int, batchIsEmpty: Bool, reloadsInTheCounts: Bool = false,
        stack: StackCues = StackCues(log: "")
    ) -> String {
        let notUpdated =
            "the data source was not updated as the batch says (a change missing, made to a copy of the model the data source does not read, or a count that does not follow the model — placeholder rows)"
        let overlap =
            "two updates overlapped (a batch begun while another was in flight, a change from another thread or an asynchronous callback)"
        let early = "the model changed before the batch began"
        let differ =
            "the batch itself computed wrong (a differ's bug, or a diff of one section's rows where sections changed too: fuzz it)"
        let reentered =
            "reloadData called inside the batch, or another batch begun inside it — in performBatchUpdates' block, between beginUpdates() and endUpdates(), or from a callback the batch makes (github.com/traderepublic/SectionKit/pull/99, github.com/xmartlabs/Eureka/issues/1928, github.com/Instagram/IGListKit/issues/929)"
        let leftOut =
            "the batch left this section's change out — the model's sections changed and only rows were sent: a section insert, delete or move not forwarded (a fetched-results delegate without controller(_:didChange:atSectionIndex:for:)), a row-only diff of a sectioned model (github.com/tonyarnold/Differ/issues/76, github.com/3lvis/DATASource/issues/120, github.com/Roobiq/RBQFetchedResultsController/issues/42)"
        let reload =
            "rows reloaded where the model added or removed some (a reload keeps the section's count: what the model added or removed needs inserts and deletes)"
        let reloadInTheCounts =
            "a reload: UIKit counts each reloaded row as one deleted and one inserted, so equal counts are often reloadRows, reloadItems or reloadSections alone, of rows the model added or removed meanwhile — a reload keeps the count (github.com/dbukowski/DBDebugToolkit/issues/9, github.com/facebookarchive/AsyncDisplayKit/issues/2237, github.com/pia-foss/mobile-ios/pull/407, rdar 27041784)"
        var order: [String]
        if batchIsEmpty {
            order = [overlap, leftOut, reentered, differ, notUpdated, early]
        } else if after != 0, change != 0, (difference > 0) == (change > 0) {
            order = [overlap, notUpdated, early, differ, reentered]
        } else {
            order = [notUpdated, overlap, early, differ, reentered]
        }
        if reloadsInTheCounts, stack.reload == nil { order.insert(reloadInTheCounts, at: 0) }
        var shown: [String] = []
        if stack.backgroundThread != nil { shown.append(overlap) }
        if stack.reload != nil { shown.append(reload) }
        if stack.library != nil || stack.fetchedResultsDelegate != nil { shown.append(differ) }
        order = shown + order.filter { !shown.contains($0) }
        return order.joined(separator: "; ") + "."
    }

    /// What the rule says, in a sentence, and what usually breaks it.
    static func ruleSentence(_ violation: UIKitViolation, rows: String) -> String {
        switch violation {
        case .deleteAndReloadSameIndexPath(let p):
            return
                "The batch deletes and reloads the same index path [\(p.section), \(p.item)]: a reload is a delete and an insert, so the row would be deleted twice. Drop the reload of a deleted row. Usual causes: a row both updated and moved or deleted, its update sent as a reload (NSFetchedResultsController reports an update and a move of one object on some releases; change details applied out of order — removals, insertions, then changes, then moves)."
        case .sectionDeleteOutOfRange(let s, let n):
            return
                "The batch deletes section \(s), but the view had \(n) sections before the update: delete indices count in the list before the update."
        case .deleteAndMoveSameSection(let s):
            return "The batch deletes section \(s) and also moves it: a section is deleted or moved, not both."
        case .deleteAndMoveSameIndexPath(let p):
            return
                "The batch deletes the \(rows.dropLast()) at [\(p.section), \(p.item)] and also moves it: an item is deleted or moved, not both. Usual causes: a reload of a moved row (UIKit reports a reload as a delete), or an item both updated and moved, its update sent as a delete."
        case .moveFromDeletedSection(let s):
            return
                "The batch moves an item out of section \(s), which it deletes: move the item before deleting the section in another batch, or delete and insert the item."
        case .itemDeleteSectionOutOfRange(let i, let s, let n):
            return
                "The batch deletes or reloads \(rows.dropLast()) \(i) of section \(s), but the view had \(n) sections before the update (a reload is reported as a delete): delete and reload paths name the list before the update. Usual causes: the view's sections are not the ones the batch was computed from — the model changed (emptied, fetched again) while the batch was computed or while another update was in flight; or a reload of a row in a section that is gone."
        case .itemDeletePastEnd(let i, let s, let n):
            return
                "The batch deletes or reloads \(rows.dropLast()) \(i) of section \(s), which had \(n) \(rows) before the update — UIKit reports a reload as a delete and an insert, so a reload past the end reads the same: delete and reload paths name the list before the update (an index taken after earlier changes, not translated back)."
        case .sectionInsertOutOfRange(let s, let n):
            return
                "The batch inserts section \(s), but the data source has \(n) sections after the update: insert indices count in the list after the update."
        case .insertAndMoveSameSection(let s):
            return
                "The batch inserts section \(s) and also moves a section to it: two sections would land at one place."
        case .insertAndMoveSameIndexPath(let p):
            return
                "The batch inserts at [\(p.section), \(p.item)] and also moves an item there: two items would land at one place."
        case .moveIntoInsertedSection(let s):
            return
                "The batch moves \(rows == "rows" ? "a row" : "an item") into section \(s), which it inserts: insert the section with its \(rows), or move in another batch. Usual cause: a differ that emits a section insert and a move into it. A table view raises this only on older releases; current ones reload their data instead (UIKit rules §3.4)."
        case .itemInsertSectionOutOfRange(let i, let s, let n):
            return
                "The batch inserts \(rows.dropLast()) \(i) into section \(s), but the data source has \(n) sections after the update: insert paths name the list after the update. Usual causes: a reload of a row in a section past the new end (UIKit reports a reload as a delete and an insert, so its insert half reads the same); the data source's sections changed while the batch was computed (another update in flight)."
        case .itemInsertPastEnd(let i, let s, let n):
            return
                "The batch inserts or reloads \(rows.dropLast()) \(i) into section \(s), which has \(n) \(rows) after the update — UIKit reports a reload as a delete and an insert, so a reload past the end of the new list reads the same: insert paths name the list after the update (an index taken before earlier inserts, not translated)."
        case .sectionMoveSourceOutOfRange(let s, let n):
            return "The batch moves section \(s), but the view had \(n) sections before the update."
        case .sectionMoveDestinationOutOfRange(let from, let to, let n):
            return "The batch moves section \(from) to \(to), but the data source has \(n) sections after the update."
        case .itemMoveSourceSectionOutOfRange(let from, let n):
            return
                "The batch moves an item from section \(from.section), but the view had \(n) sections before the update."
        case .itemMoveSourcePastEnd(let from, let n):
            return
                "The batch moves the item at [\(from.section), \(from.item)], but section \(from.section) had \(n) \(rows) before the update: a move's source names the list before the update."
        case .itemMoveDestinationSectionOutOfRange(_, let to, let n):
            return
                "The batch moves an item to section \(to.section), but the data source has \(n) sections after the update."
        case .itemMoveDestinationPastEnd(_, let to, let n):
            return
                "The batch moves an item to [\(to.section), \(to.item)], but section \(to.section) has \(n) \(rows) after the update: a move's destination names the list after the update."
        case .sectionMovedToTwoDestinations(let s, let a, let b):
            return "The batch moves section \(s) twice, to \(a) and to \(b): each section moves once per batch."
        case .itemMovedToTwoDestinations(let from, let a, let b):
            return
                "The batch moves the item at [\(from.section), \(from.item)] twice, to [\(a.section), \(a.item)] and [\(b.section), \(b.item)]: each item moves once per batch (two moves of one item, coalesced wrong)."
        case .sectionsMovedToOneDestination(let a, let b, let to):
            return "The batch moves sections \(a) and \(b) both to \(to)."
        case .itemsMovedToOneDestination(let a, let b, let to):
            return
                "The batch moves [\(a.section), \(a.item)] and [\(b.section), \(b.item)] both to [\(to.section), \(to.item)]."
        case .invalidSectionCount, .invalidItemCount, .negativeItemCount:
            return ""
        }
    }
}
