import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// What `batchfuzz fuzz` prints beside its runs: the survey's groups, the flaky report, the
/// exercised table.
extension FuzzCommand {
    /// One line per engine of a survey's failures: how many entries, and how many distinct
    /// failures they show — entries of one failure likely show one bug, found in several cases.
    static func surveyGroups(_ rows: [[String]]) -> [String] {
        var engines: [String] = []
        for row in rows where !engines.contains(row[0]) { engines.append(row[0]) }
        return engines.map { engine in
            let mine = rows.filter { $0[0] == engine }
            var failures: [String] = []
            for row in mine where !failures.contains(row[2]) { failures.append(row[2]) }
            let parts = failures.map { failure in
                let count = mine.filter { $0[2] == failure }.count
                return count > 1 ? "\(failure) (\(count) entries: likely one bug)" : "\(failure) (1 entry)"
            }
            return
                "\(engine): \(mine.count) entr\(mine.count == 1 ? "y" : "ies"), \(failures.count) distinct failure\(failures.count == 1 ? "" : "s") — "
                + parts.joined(separator: ", ")
        }
    }

    /// What a person reads about a failure that does not repeat every time.
    static func flakyReport(_ flakiness: Flakiness) -> String {
        """
          FLAKY: the shrunk case failed \(flakiness.shrunkFailures) of \(flakiness.shrunkJudgements) judgements in fresh processes \
        (the case as found, \(flakiness.foundFailures) of \(flakiness.foundJudgements) in its worker).
          The engine's output changes from one run to the next: look for Set or Dictionary order
          (seeded anew in every process), the clock, or random numbers.
        """
    }

    /// What the cases exercised, as a share of each run's cases: edit kinds, the batch
    /// operations the oracle validated, the edges.
    static func printExercised(_ runs: [(String, [String: Int], Int)]) {
        guard !runs.isEmpty, runs.contains(where: { !$0.1.isEmpty }) else { return }
        var labels: [String] = []
        for (_, counts, _) in runs { for label in counts.keys where !labels.contains(label) { labels.append(label) } }
        labels.sort()
        print("\nExercised (share of cases)\n")
        Table.print(
            ["what"] + runs.map(\.0),
            labels.map { label in
                [label] + runs.map { _, counts, cases in "\((counts[label] ?? 0) * 100 / max(1, cases))%" }
            })
    }
}
