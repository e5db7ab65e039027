import BatchFuzzCore
import PropertyTesting
import BatchFuzzRegistry

/// `batchfuzz fuzz --help`: every option, the exit statuses, and the scenarios this executable knows.
extension FuzzCommand {
    static var help: String {
        """
        OVERVIEW: Run random cases through the scenarios' engines, judged by the UIKit oracle.

        USAGE: batchfuzz fuzz [options]

        OPTIONS:
          --scenario NAME      \(scenarioNames)
                               (default: the scenario of --engine, or the first listed).
          --engine NAMES       Engines of the scenario, comma-separated (default: all its
                               correct engines; 'batchfuzz list' shows them).
          --flavor F           table, collection or both (default: both; scenarios that
                               exist only for table views run only there).
          --seed S             Seed, decimal or 0x-hex (default: random, always printed).
          --cases N            Cases per engine and flavour (default: 10000).
          --duration D         Time budget for the whole run instead, e.g. 90s, 10m, 1h.
          --max-size N         Most edits (or steps) per case (default: \(CaseSize.standard)). Above \(CaseSize.standard), the
                               core scenario's sections also grow, to 5 × N rows.
          --workers N          Worker processes (default: the number of cores). A worker that
                               crashes or hangs costs only its case, which is saved and shrunk.
          --case-timeout D     A case taking longer — the engine, the reference model and the
                               oracle together — is a hang, saved as a timeout (default: 10s).
          --corpus DIR         Where failures are saved (default: Corpus): correct engines'
                               under regressions/, bug-zoo engines' under zoo/.
          --junit FILE         Also write a JUnit XML report.
          --deployment-target V
                               The oldest iOS release the app supports (7, 12.2 or all):
                               the device quirks of the releases from V on are reported
                               (default: each engine's registration, iOS 15 for
                               BatchFuzz's own). Recorded in the entries saved, so
                               replay, explain and shrink judge them the same way.
          --shard I/N          Run part I of N (1 ≤ I ≤ N) of the run: case indices I-1, I-1+N, …
                               of the seed, so that N machines of a CI matrix with the same
                               seed and --cases together run exactly the cases one would.
          --survey             Go on after a failure until the cases or the budget end: one
                               shrunk entry per distinct failure, with how many cases failed
                               that way (for nightly jobs; an engine with three bugs shows
                               three).
          --json               Standard output holds JSON lines only — one per run and one
                               per failure — and everything else goes to standard error.
          --exhaustive         Judge every case of a small scope once instead of random
                               cases (core, list and staged scenarios): the first failure in size
                               order is minimal as found. The scope:
            --sections N       initial sections, at most (default: 3);
            --rows N           rows in each initial section, at most (default: 3);
            --edits N          edits a case makes, at most (default: 2);
            --kinds K,…        the kinds of edit (default: all): insertSection, insertItem,
                               deleteSection, moveSection, reloadSection, deleteItem,
                               reloadItem, moveItem;
            --budget N         the most choice sequences to walk (default: 5000000); a larger
                               scope is refused before it starts, with its size.
                               --shard I/N splits it: N runs judge every case once together.
          -h, --help           Show this help.

        A run of N cases reports the first failing case of its seed (a survey: the first of each
        signature, with counts), whatever the worker count. Its shrunk case is judged again in
        10 fresh processes: one that does not fail in all of them is reported FLAKY, with the
        counts (Set or Dictionary order, the clock, randomness).

        Each failure is saved as soon as it is known, and again as it shrinks. A --junit path that
        is a symbolic link is followed; a named pipe or /dev/null is written through; a folder
        or a device is refused.

        EXIT STATUS: 0 nothing failed, 1 a failure was found (or a property discarded nearly
        every case), 2 usage error, 3 the corpus folder or the JUnit file cannot be written
        (checked before the run), or a failure could not be saved (listed under NOT SAVED with
        the command that finds it again; this outranks 1), 130 interrupted (SIGINT or SIGTERM;
        the summary covers the cases that ran).
        """
    }

    /// The scenarios this executable knows, for the help, wrapped to its option column.
    static var scenarioNames: String {
        let names = Registry.scenarios + ["oracle"]
        let text = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
        var lines = [""]
        for word in text.split(separator: " ") {
            if !lines[lines.count - 1].isEmpty, lines[lines.count - 1].count + word.count + 1 > 60 { lines.append("") }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: 23))
    }
}
