import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz fuzz`: runs scenarios' properties on random cases, prints progress and a summary —
/// in three steps: the plan (``Plan``, the options and the runs, checked before anything
/// runs), the runs (``run(_:emitJSON:)``), and the report (``report(_:_:emitJSON:)``).
enum FuzzCommand {
    struct Run {
        var engine: RegisteredEngine
        var flavor: ViewFlavor

        /// The engine, and the flavour when it has one.
        var title: String { engine.usesViewFlavor ? "\(engine.name) (\(flavor.name))" : engine.name }
        var flavorColumn: String { engine.usesViewFlavor ? flavor.name : "-" }
    }

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            printHelp(help)
            return 0
        }
        var plan = try Plan(&arguments)
        if plan.scenario == "oracle" { return try runOracleSelfCheck(plan) }
        try plan.chooseRuns()
        if plan.exhaustive {
            try checkExhaustiveOptions(
                plan.engines, seed: plan.givenSeed, cases: plan.cases, duration: plan.duration,
                maxSize: plan.givenMaxSize, survey: plan.survey, workers: plan.givenWorkers)
        }
        if let status = plan.checkOutputs() { return status }
        // With --json, standard output carries the JSON lines alone: the rest goes to standard error.
        let emitJSON = plan.json ? JSONLines.redirectingTheRest() : { _ in }
        if plan.exhaustive {
            return runExhaustive(
                plan.runs, scope: plan.scope, shard: plan.shard, caseTimeout: plan.caseTimeout, corpus: plan.corpus,
                junit: plan.junit, emitJSON: emitJSON)
        }
        let outcome = run(plan, emitJSON: emitJSON)
        if let status = outcome.startFailure { return status }
        return report(plan, outcome, emitJSON: emitJSON)
    }

    /// `--scenario oracle`: the self-check runs the oracle against the reference model in this
    /// process: there is no engine to choose, no worker to start and no corpus entry to write.
    static func runOracleSelfCheck(_ plan: Plan) throws(UsageError) -> Int32 {
        let ignored = [
            ("--engine", plan.engineName), ("--workers", plan.givenWorkers.map(String.init)),
            ("--corpus", plan.givenCorpus), ("--survey", plan.survey ? "" : nil),
        ]
        if let (option, _) = ignored.first(where: { $0.1 != nil }) {
            throw UsageError(
                description:
                    "\(option) does not apply to --scenario oracle, which checks the oracle against the reference model in one process, with no engine and no corpus"
            )
        }
        return runOracleSelfCheck(cases: plan.cases, duration: plan.duration, seed: plan.seed, flavors: plan.flavors)
    }
}
