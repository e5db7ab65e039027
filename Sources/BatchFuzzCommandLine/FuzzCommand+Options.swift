import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz fuzz`'s options, each declared once — what its help says and how it is read — and
/// the help written from them.
extension FuzzCommand {
    enum Options {
        static var scenario: Option<String> {
            Option(
                "--scenario", "NAME",
                help:
                    "\(scenarioNames) (default: the scenario of --engine, or the first listed).")
        }
        static let engine = Option<String>(
            "--engine", "NAMES",
            help:
                "Engines of the scenario, comma-separated (default: all its correct engines; 'batchfuzz list' shows them)."
        )
        static let flavor = Option<[ViewFlavor]>(
            "--flavor", "F", expected: "table, collection or both",
            help: "table, collection or both (default: both; scenarios that exist only for table views run only there)."
        ) { text in text == "both" ? ViewFlavor.allCases : ViewFlavor(name: text).map { [$0] } }
        static let seed = Option<UInt64>(
            "--seed", "S", expected: "a decimal or 0x-prefixed hexadecimal number",
            help: "Seed, decimal or 0x-hex (default: random, always printed).", parse: parseSeed)
        static let cases = Option<Int>(
            "--cases", "N", expected: "a positive whole number", help: "Cases per engine and flavour (default: 10000)."
        ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        static let duration = Option<Duration>(
            "--duration", "D", expected: "a duration such as 90s, 10m or 1h, up to 720h",
            help: "Time budget for the whole run instead, e.g. 90s, 10m, 1h.", parse: parseDuration)
        static let maxSize = Option<Int>(
            "--max-size", "N", expected: "a whole number from 0 to 1000",
            help:
                "Most edits (or steps) per case (default: \(CaseSize.standard)). Above \(CaseSize.standard), the core scenario's sections also grow, to 5 × N rows."
        ) { Int($0).flatMap { (0...1_000).contains($0) ? $0 : nil } }
        static let workers = Option<Int>(
            "--workers", "N", expected: "a whole number from 1 to 64",
            help:
                "Worker processes (default: the number of cores). A worker that crashes or hangs costs only its case, which is saved and shrunk."
        ) { Int($0).flatMap { (1...64).contains($0) ? $0 : nil } }
        static let caseTimeout = CommonOptions.caseTimeout(
            "A case taking longer — the engine, the reference model and the oracle together — is a hang, saved as a timeout (default: 10s)."
        )
        static let corpus = Option<String>(
            "--corpus", "DIR",
            help:
                "Where failures are saved (default: Corpus): correct engines' under regressions/, bug-zoo engines' under zoo/."
        )
        static let junit = Option<String>("--junit", "FILE", help: "Also write a JUnit XML report.")
        static let shard = Option<Supervisor.Shard>(
            "--shard", "I/N", expected: "I/N with 1 ≤ I ≤ N ≤ 1000000, e.g. 2/4",
            help:
                "Run part I of N (1 ≤ I ≤ N) of the run: case indices I-1, I-1+N, … of the seed, so that N machines of a CI matrix with the same seed and --cases together run exactly the cases one would."
        ) { text in
            let parts = text.split(separator: "/")
            // A million runners is more than any CI matrix; past it, case strides overflow.
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
                (1...1_000_000).contains(count), (1...count).contains(index)
            else { return nil }
            return Supervisor.Shard(index: index - 1, count: count)
        }
        static let survey = Flag(
            name: "--survey",
            help:
                "Go on after a failure until the cases or the budget end: one shrunk entry per distinct failure, with how many cases failed that way (for nightly jobs; an engine with three bugs shows three)."
        )
        static let json = Flag(
            name: "--json",
            help:
                "Standard output holds JSON lines only — one per run and one per failure — and everything else goes to standard error."
        )
        static let exhaustive = Flag(
            name: "--exhaustive",
            help:
                "Judge every case of a small scope once instead of random cases (core, list and staged scenarios): the first failure in size order is minimal as found. The scope:"
        )

        /// A count of the exhaustive scope.
        private static func scopeCount(_ name: String, _ range: ClosedRange<Int>, _ help: String) -> Option<Int> {
            Option(
                name, "N", expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", help: help,
                indent: 1
            ) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
        }
        static let sections = scopeCount("--sections", 0...10, "initial sections, at most (default: 3);")
        static let rows = scopeCount("--rows", 0...10, "rows in each initial section, at most (default: 3);")
        static let edits = scopeCount("--edits", 0...10, "edits a case makes, at most (default: 2);")
        static let kinds = Option<[ExhaustiveScope.EditKind]>(
            "--kinds", "K,…",
            expected:
                "edit kinds separated by commas: \(ExhaustiveScope.EditKind.allCases.map(\.rawValue).joined(separator: ", "))",
            help:
                "the kinds of edit (default: all): \(ExhaustiveScope.EditKind.allCases.map(\.rawValue).joined(separator: ", "));",
            indent: 1
        ) { text in
            let kinds = text.split(separator: ",").map { ExhaustiveScope.EditKind(rawValue: String($0)) }
            return kinds.isEmpty || kinds.contains(nil) ? nil : kinds.compactMap { $0 }
        }
        static let budget = scopeCount(
            "--budget", 1...1_000_000_000,
            "the most choice sequences to walk (default: 5000000); a larger scope is refused before it starts, with its size. --shard I/N splits it: N runs judge every case once together, each walking about 1/N of it within its own budget (core, list and staged scopes)."
        )

        static let noReduction = Flag(
            name: "--no-reduction",
            help:
                "judge every choice sequence: no case left out because an earlier one reached the same list and reloads (core, list and staged scopes judge each such situation once by default).",
            indent: 1)

        /// The options that set an exhaustive run's scope.
        static let scope: [any OptionHelp] = [sections, rows, edits, kinds, budget, noReduction]
    }

    static var help: CommandHelp {
        CommandHelp(
            name: "fuzz", overview: "Run random cases through the scenarios' engines, judged by the UIKit oracle.",
            usage: ["[options]"],
            options: [
                Options.scenario, Options.engine, Options.flavor, Options.seed, Options.cases, Options.duration,
                Options.maxSize, Options.workers, Options.caseTimeout, Options.corpus, Options.junit,
                CommonOptions.deploymentTarget, Options.shard, Options.survey, Options.json, Options.exhaustive,
            ] + Options.scope,
            discussion: [
                "A run of N cases reports the first failing case of its seed (a survey: the first of each signature, with counts), whatever the worker count. Its shrunk case is judged again in 10 fresh processes: one that does not fail in all of them is reported FLAKY, with the counts (Set or Dictionary order, the clock, randomness).",
                "Each failure is saved as soon as it is known, and again as it shrinks. A --junit path that is a symbolic link is followed; a named pipe or /dev/null is written through; a folder or a device is refused.",
            ],
            exitStatus:
                "0 nothing failed, 1 a failure was found (or a property discarded nearly every case), 2 usage error, 3 the corpus folder or the JUnit file cannot be written (checked before the run), or a failure could not be saved (listed under NOT SAVED with the command that finds it again; this outranks 1), 130 interrupted (SIGINT or SIGTERM; the summary covers the cases that ran)."
        )
    }

    /// The scenarios this executable knows, for the help.
    static var scenarioNames: String {
        let names = Registry.scenarios + ["oracle"]
        return names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
