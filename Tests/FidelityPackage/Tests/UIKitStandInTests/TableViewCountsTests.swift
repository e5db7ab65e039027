#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
import Testing

/// When a table asks its data source for counts and cells, and what it raises when a batch
/// disagrees with them: what the stand-in's verdicts rest on, observed as an app observes it.
@MainActor
struct TableViewCountsTests {
    /// Shown and laid out, a table has asked its counts and a cell for each row it shows.
    @Test func aShownTableAsksItsCountsAndACellPerVisibleRow() {
        let source = LoggingDataSource(rows: [["a", "b"], ["c"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(source.log.contains("rows 0") && source.log.contains("rows 1"), "\(source.log)")
        for cell in ["cell 0.0", "cell 0.1", "cell 1.0"] {
            #expect(source.log.contains(cell), "\(source.log)")
        }
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b")
    }

    /// Shown and laid out, a table has asked each section's header title.
    @Test func aShownTableAsksEachSectionsHeader() {
        let source = LoggingDataSource(rows: [["a"], ["b"], []])
        let (_, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        for header in ["header 0", "header 1", "header 2"] {
            #expect(source.log.contains(header), "\(source.log)")
        }
    }

    /// A section inserted is asked for its header when the update is made, as its rows are asked
    /// for their cells; the sections it keeps are not asked again.
    @Test func anInsertedSectionIsAskedForItsHeaderAndTheOthersAreNot() {
        let source = LoggingDataSource(rows: [["a"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        source.forgetLog()
        source.rows.append(["b"])
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        table.layoutIfNeeded()
        #expect(source.log.contains("header 1"), "\(source.log)")
        #expect(!source.log.contains("header 0"), "\(source.log)")
    }

    /// `reloadData()` reads the counts again before it returns (the stand-in's default,
    /// `tableCountsAfterReloadData = .beforeReturning`), and asks for no cell until layout.
    @Test func reloadDataReadsTheCountsBeforeItReturns() {
        let source = LoggingDataSource(rows: [["a"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        source.rows = [["a", "b", "c"]]
        source.forgetLog()
        table.reloadData()
        #expect(source.log.contains("rows 0"), "\(source.log)")
        #expect(!source.log.contains { $0.hasPrefix("cell") }, "\(source.log)")
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    /// A batch whose model changes inside its block, told of every row, is accepted: the table
    /// shows the new count.
    @Test func aBatchThatAgreesWithItsDataSourceIsAccepted() {
        let source = LoggingDataSource(rows: [["a"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        let reason = raisedReason {
            table.performBatchUpdates {
                source.rows[0].insert("new", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        #expect(reason == nil)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    /// A batch's completion handler runs after `performBatchUpdates` has returned, once the
    /// batch's animations end, told they finished.
    @Test func aBatchsCompletionRunsAfterTheCallReturns() async {
        let source = LoggingDataSource(rows: [["a"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        var returned = false
        var heard: (finished: Bool, afterReturning: Bool)?
        table.performBatchUpdates(
            {
                source.rows[0].insert("new", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            },
            completion: { finished in heard = (finished, returned) })
        returned = true
        #expect(heard == nil)
        // Waits for the animations (a bound on the wait, not on how long they take).
        for _ in 0..<500 where heard == nil { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(heard?.finished == true)
        #expect(heard?.afterReturning == true)
    }

    /// A row deleted from the table while the model keeps it: UIKit's count error, word for word.
    @Test func aDeleteTheModelDoesNotMakeRaisesTheCountError() {
        let source = LoggingDataSource(rows: [["a", "b"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        let reason = raisedReason {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(
            reason?.hasPrefix(
                "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
            ) == true, "\(reason ?? "no exception")")
    }

    /// A row inserted past the end of its section after the update.
    @Test func anInsertPastTheEndRaisesItsOwnText() {
        let source = LoggingDataSource(rows: [["a"]])
        let (table, window) = shownTable(source)
        defer { withExtendedLifetime(window) {} }
        let reason = raisedReason {
            source.rows[0].append("b")
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        }
        #expect(
            reason?.hasPrefix(
                "attempt to insert row 5 into section 0, but there are only 2 rows in section 0 after the update")
                == true, "\(reason ?? "no exception")")
    }
}
