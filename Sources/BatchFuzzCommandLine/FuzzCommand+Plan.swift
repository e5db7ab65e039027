import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

extension FuzzCommand {
    /// What `fuzz` was asked to do, read from its arguments and checked before anything runs:
    /// the options, then the engines and the runs they make (an engine in each flavour it
    /// runs in).
    struct Plan {
        var givenScenario: String?
        var engineName: String?
        var scenario: String
        var flavors: [ViewFlavor]
        var givenSeed: UInt64?
        var seed: UInt64
        var cases: Int?
        var duration: Duration?
        var givenMaxSize: Int?
        var maxEdits: Int
        var givenWorkers: Int?
        var workers: Int
        var caseTimeout: Duration
        var json: Bool
        var survey: Bool
        var shard: Supervisor.Shard
        var exhaustive: Bool
        var scope: ExhaustiveScope
        var givenCorpus: String?
        var corpus: String
        var junit: String?
        /// `--deployment-target`: the oldest iOS release every engine is judged for, in place of
        /// the one it was registered with.
        var deploymentTarget: DeploymentTarget?
        var engines: [RegisteredEngine] = []
        var runs: [Run] = []

        /// Reads the options; a usage error names the option and what it expects.
        init(_ arguments: inout Arguments) throws(UsageError) {
            let givenScenario = try arguments.value(Options.scenario)
            let engineName = try arguments.value(Options.engine)
            // An engine's name is unique across scenarios, so it names its scenario too.
            let scenario =
                givenScenario
                ?? engineName.flatMap { names in Registry.engine(named: String(names.prefix { $0 != "," }))?.scenario }
                ?? Registry.scenarios.first ?? "core"
            let flavors = try arguments.value(Options.flavor) ?? ViewFlavor.allCases
            let givenSeed = try arguments.value(Options.seed)
            let seed = givenSeed ?? UInt64.random(in: 0...UInt64.max)
            let cases = try arguments.value(Options.cases)
            let duration = try arguments.value(Options.duration)
            let givenMaxSize = try arguments.value(Options.maxSize)
            let maxEdits = givenMaxSize ?? CaseSize.standard
            let givenWorkers = try arguments.value(Options.workers)
            let workers = givenWorkers ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
            let caseTimeout = try arguments.value(Options.caseTimeout) ?? .seconds(10)
            let json = arguments.flag(Options.json)
            let survey = arguments.flag(Options.survey)
            let shard = try arguments.value(Options.shard) ?? Supervisor.Shard(index: 0, count: 1)
            let exhaustive = arguments.flag(Options.exhaustive)
            let scopeGiven = Options.scope.first { arguments.contains($0) }?.name
            let scope = try exhaustiveScope(&arguments)
            let givenCorpus = try arguments.value(Options.corpus)
            let corpus = givenCorpus ?? "Corpus"
            let junit = try arguments.value(Options.junit)
            let deploymentTarget = try arguments.value(CommonOptions.deploymentTarget)
            try arguments.finish()
            if cases != nil, duration != nil { throw UsageError(description: "give --cases or --duration, not both") }
            if let scopeGiven, !exhaustive {
                throw UsageError(description: "\(scopeGiven) sets the scope of an exhaustive run: add --exhaustive")
            }

            self.init(
                givenScenario: givenScenario, engineName: engineName, scenario: scenario, flavors: flavors,
                givenSeed: givenSeed, seed: seed, cases: cases, duration: duration, givenMaxSize: givenMaxSize,
                maxEdits: maxEdits, givenWorkers: givenWorkers, workers: workers, caseTimeout: caseTimeout, json: json,
                survey: survey, shard: shard, exhaustive: exhaustive, scope: scope, givenCorpus: givenCorpus,
                corpus: corpus, junit: junit)
            self.deploymentTarget = deploymentTarget
        }

        private init(
            givenScenario: String?, engineName: String?, scenario: String, flavors: [ViewFlavor], givenSeed: UInt64?,
            seed: UInt64, cases: Int?, duration: Duration?, givenMaxSize: Int?, maxEdits: Int, givenWorkers: Int?,
            workers: Int, caseTimeout: Duration, json: Bool, survey: Bool, shard: Supervisor.Shard, exhaustive: Bool,
            scope: ExhaustiveScope, givenCorpus: String?, corpus: String, junit: String?
        ) {
            self.givenScenario = givenScenario
            self.engineName = engineName
            self.scenario = scenario
            self.flavors = flavors
            self.givenSeed = givenSeed
            self.seed = seed
            self.cases = cases
            self.duration = duration
            self.givenMaxSize = givenMaxSize
            self.maxEdits = maxEdits
            self.givenWorkers = givenWorkers
            self.workers = workers
            self.caseTimeout = caseTimeout
            self.json = json
            self.survey = survey
            self.shard = shard
            self.exhaustive = exhaustive
            self.scope = scope
            self.givenCorpus = givenCorpus
            self.corpus = corpus
            self.junit = junit
        }

        /// The engines to run — those named, or the scenario's correct ones — and their runs.
        mutating func chooseRuns() throws(UsageError) {
            guard Registry.scenarios.contains(scenario) else {
                throw UsageError(
                    description:
                        "unknown scenario '\(scenario)'; available: \((Registry.scenarios + ["oracle"]).joined(separator: ", "))"
                )
            }
            let inScenario = Registry.engines.filter { $0.scenario == scenario }
            var engines: [RegisteredEngine]
            if let engineName {
                // Engine names are unique, so engines of several scenarios may be named together:
                // each runs in its own scenario. With --scenario, they must belong to it.
                let candidates = givenScenario == nil ? Registry.engines : inScenario
                var chosen: [RegisteredEngine] = []
                for name in engineName.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    guard let engine = candidates.first(where: { $0.name == name }) else {
                        let available = candidates.map(\.name).joined(separator: ", ")
                        throw UsageError(
                            description: name.isEmpty
                                ? "--engine needs engine names, e.g. --engine \(candidates.first?.name ?? "NAME"), or several separated by commas; available: \(available)"
                                : givenScenario == nil
                                    ? "unknown engine '\(name)'; available: \(available)"
                                    : "unknown engine '\(name)' for scenario '\(scenario)'; available: \(available)")
                    }
                    if !chosen.contains(where: { $0.name == name }) { chosen.append(engine) }
                }
                engines = chosen
            } else {
                engines = inScenario.filter { $0.kind == .correct }
            }
            if let deploymentTarget { engines = engines.map { $0.judged(for: deploymentTarget) } }
            // A plain property has no view: it runs once, whatever --flavor says.
            let runs = engines.flatMap { engine in
                engine.usesViewFlavor
                    ? flavors.filter(engine.flavors.contains).map { Run(engine: engine, flavor: $0) }
                    : [Run(engine: engine, flavor: engine.flavors[0])]
            }
            if runs.isEmpty {
                let only = Set(engines.flatMap(\.flavors)).sorted { $0 == .tableView && $1 != .tableView }.map(\.name)
                throw UsageError(
                    description:
                        "the engines of scenario '\(scenario)' (\(engines.map(\.name).joined(separator: ", "))) run only as \(only.joined(separator: " or ")) views: --flavor \(flavors.count == 1 ? flavors[0].name : "both") leaves nothing to run"
                )
            }
            self.engines = engines
            self.runs = runs
        }

        /// An exhaustive run's scope in the words of its runs' scenario.
        var scopeWords: String { runs.first.map { $0.engine.describe(scope) } ?? scope.description }

        /// The scenarios the runs belong to, in order.
        var runScenarios: [String] {
            var names: [String] = []
            for run in runs where !names.contains(run.engine.scenario) { names.append(run.engine.scenario) }
            return names
        }

        /// Every option that changes which cases run: the flavour and the size as well as the
        /// seed. A run on a time budget says its case count when it ends, as the count reached.
        func replayLine(cases: Int) -> String {
            "replay with: \(tool) fuzz"
                + (runScenarios.count == 1 ? " --scenario \(scenario)" : "")
                + (engineName.map { " --engine \($0)" } ?? "")
                + (flavors == ViewFlavor.allCases
                    ? "" : " --flavor \(flavors[0].name)")
                + (deploymentTarget.map { " --deployment-target \($0.text)" } ?? "")
                + " --seed \(seed)" + (maxEdits == CaseSize.standard ? "" : " --max-size \(maxEdits)")
                + " --cases \(cases)"
                + (survey ? " --survey" : "")
        }

        /// Exit status 3 when the corpus folder or the report cannot be written: nothing found
        /// may be lost, so both are checked before the run.
        func checkOutputs() -> Int32? {
            // Nothing found may be lost: the corpus folder and the report must be writable first.
            do { try CorpusStore.checkWritable(corpus) } catch {
                printError("\(error)")
                return 3
            }
            // The report is written once, atomically, at the end: a run killed before then leaves
            // the previous report (or none), never an empty file.
            if let junit {
                do { try FileWriter.checkWritable(junit) } catch {
                    printError("cannot write the JUnit report there: \(error)")
                    return 3
                }
            }
            return nil
        }
    }
}
