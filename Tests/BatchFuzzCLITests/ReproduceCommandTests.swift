import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// `batchfuzz reproduce`: a crash line in, the batch and a known mistake out, saved as entries
/// that `replay` and `corpus verify` run.
@Suite struct ReproduceCommandTests {
    static let line =
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"

    @Test func aCrashLineIsReproducedSavedAndReplayed() throws {
        let corpus = CLI.temporaryFolder()
        let run = try CLI.run(["reproduce", Self.line, "--search", "0s", "--corpus", corpus])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Rule: invalidItemCount"))
        #expect(run.output.contains("Smallest batch, UITableView:"))
        #expect(run.output.contains("A mistake that makes it: list-first-screen"))
        let files = CLI.files(in: corpus)
        #expect(files.count == 2)
        let verify = try CLI.run(["corpus", "verify", corpus])
        #expect(verify.status == 0, "\(verify.output)")
        let replay = try CLI.run(["replay", corpus + "/" + files[0]])
        #expect(
            replay.status == 1
                && replay.output.contains(
                    "must be equal to the number of rows contained in that section before the update (20)")
        )
    }

    @Test func aCrashReportOnStandardInputIsRead() throws {
        let report =
            "Exception type: NSInternalInconsistencyException\nReason: attempt to delete row 3 from section 0 which only contains 2 rows before the update\nCall stack:\n"
        let run = try CLI.run(["reproduce", "-", "--search", "0s", "--no-save"], input: report)
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains("Rule: itemDeletePastEnd") && run.output.contains("Found as: a crash report excerpt"))
    }

    @Test func aTextItCannotReadIsAUsageErrorNamingTheClosest() throws {
        let run = try CLI.run(["reproduce", "Invalid update: invalid number of sections, sort of", "--no-save"])
        #expect(run.status == 2)
        #expect(
            run.errors.contains("no UIKit batch-update exception text found") && run.errors.contains("known texts:"),
            "\(run.errors)")
    }
}
