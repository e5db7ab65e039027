import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz fuzz`: runs scenarios' properties on random cases (or every case of a small scope),
/// in two steps: the plan (``Plan``, the options and the runs, checked before anything runs),
/// then the runs (``run(_:recording:stop:)``, ``runExhaustive(_:recording:stop:)``), which tell
/// their recorders (``FuzzRecording``: the console, the JSON lines, the JUnit report) how each
/// ended.
enum FuzzCommand {
    struct Run {
        var engine: RegisteredEngine
        var flavor: ViewFlavor

        /// The engine, and the flavour when it has one.
        var title: String { engine.usesViewFlavor ? "\(engine.name) (\(flavor.name))" : engine.name }
        var flavorColumn: String { engine.usesViewFlavor ? flavor.name : "-" }
    }

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
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
        let recording = FuzzRecording(plan, emitJSON: plan.json ? JSONLines.redirectingTheRest() : nil)
        let stop = StopFlag.installed()
        recording.send(.began)
        let cannotGoOn =
            plan.exhaustive
            ? runExhaustive(plan, recording: recording, stop: stop) : run(plan, recording: recording, stop: stop)
        if let cannotGoOn { return cannotGoOn }
        recording.send(.ended)
        return recording.status(stopped: stop.isSet)
    }

    /// `--scenario oracle`: the self-check runs the oracle against the reference model in this
    /// process: there is no engine to choose, no worker to start and no corpus entry to write.
    static func runOracleSelfCheck(_ plan: Plan) throws(UsageError) -> Int32 {
        let ignored = [
            (Options.engine.name, plan.engineName), (Options.workers.name, plan.givenWorkers.map(String.init)),
            (Options.corpus.name, plan.givenCorpus), (Options.survey.name, plan.survey ? "" : nil),
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
