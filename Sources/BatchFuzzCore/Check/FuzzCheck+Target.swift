import BatchModel
import Foundation
import PropertyTesting

extension FuzzCheck {
    /// Fuzzes `target` — random cases, or every case of ``FuzzConfiguration/exhaustive`` — and
    /// returns its pass report, or throws its failure with the batch its engine made. With
    /// `isolation`, the random cases are judged in a child process (a trap is a failure), or this
    /// process is that child and judges what it is sent.
    @discardableResult
    package static func check<Case>(
        _ target: FuzzTarget<Case>, configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function,
        isolation: CaseIsolation = .inProcess
    ) throws(PropertyFailure) -> PassReport {
        try judging(target, configuration) { run, batches throws(PropertyFailure) in
            guard let scope = configuration.exhaustive else {
                switch isolation {
                case .inProcess:
                    return try FuzzCheck.run(
                        target.property(run), configuration, test: test, batches: batches,
                        form: target.entryForm(run, test: test))
                case .serving:
                    JudgeServer.serve(target.property(run), look: target.look.map { look in { look(run) } })
                case .childProcess(let command):
                    // The case is not judged again here to find its flavour: it may trap.
                    var form = target.entryForm(run, test: test)
                    form.flavor = { _ in run.flavors.first ?? .tableView }
                    return try runIsolated(
                        target.property(run), command, configuration, test: test,
                        look: target.look.map { look in { look(run) } }, form: form)
                }
            }
            guard let exhaustive = target.exhaustive else {
                throw PropertyFailure(
                    property: target.name, signature: "bad configuration", seed: 0, replay: "",
                    description:
                        "\(target.name): the \(target.scenario) scenario has no exhaustive form — \(ExhaustiveScope.noForm(forScenario: target.scenario)); leave out `exhaustive`"
                )
            }
            return try exhaustive.check(run, scope, configuration, test, batches)
        }
    }

    /// Judges `target` on one case — a regression test pasted from a failure.
    @discardableResult
    package static func check<Case>(
        _ target: FuzzTarget<Case>, case pinned: Case, configuration: FuzzConfiguration = FuzzConfiguration(),
        test: String = #function, isolation: CaseIsolation = .inProcess
    ) throws(PropertyFailure) -> PassReport {
        do {
            try target.validate(pinned)
        } catch {
            throw PropertyFailure(
                property: target.name, signature: "invalid case", seed: 0, replay: "",
                description: "\(target.name): the case is not one the \(target.scenario) scenario runs: \(error)")
        }
        var once = configuration
        once.check.cases = 1
        once.exhaustive = nil
        return try judging(target, once) { run, batches throws(PropertyFailure) in
            let property = target.property(run)
            let pinnedProperty = Property(property.name, .constant(pinned), describe: property.describe, property.body)
            switch isolation {
            case .inProcess: return try FuzzCheck.run(pinnedProperty, once, test: test, batches: batches)
            case .serving: JudgeServer.serve(pinnedProperty, look: target.look.map { look in { look(run) } })
            case .childProcess(let command):
                return try runIsolated(
                    pinnedProperty, command, once, test: test, look: target.look.map { look in { look(run) } })
            }
        }
    }

    /// Runs `property` with every case judged by a child process started with `command`; a
    /// trap's report names the frame the reported case trapped in. With `look`, the child must
    /// first have built what this process builds.
    static func runIsolated<Case: Codable>(
        _ property: Property<Case>, _ command: ChildJudge.Command, _ configuration: FuzzConfiguration, test: String,
        look: (() -> SubjectLook)?, form: EntryForm<Case>? = nil
    ) throws(PropertyFailure) -> PassReport {
        let limit = ((try? configuration.applyingEnvironment()) ?? configuration).effectiveCaseTimeLimit
        let judge = ChildJudge(command, caseLimit: limit)
        defer { judge.stop() }
        // Built here only once the child built it without dying: a build that traps is the first
        // case's failure, judged in the child.
        if let look, let theirs = judge.look(), let difference = look().agreeing(with: look()).difference(from: theirs)
        {
            throw PropertyFailure(
                property: property.name, signature: "not isolated", seed: 0, replay: "",
                description:
                    "the test, run again in a child process to judge the cases, built something other than what this run built: \(difference). It depends on something a second run of the test does not share (a file, a global an earlier test set, a random value), so no case was judged: build it from what the test itself sets, or judge its cases in this process (configuration.isolatesTraps = false; a trap then ends the test run)"
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let isolated = Property(
            property.name, property.generator,
            describe: { value in
                (try? encoder.encode(value)).flatMap(judge.description(of:)) ?? "\(value)"
            }
        ) { value, context in
            guard let json = try? encoder.encode(value) else {
                return .fail(signature: "judge failed", message: "the case cannot be encoded for the child process")
            }
            var labels: [String] = []
            let verdict = judge.verdict(on: json, labels: &labels)
            for label in labels { context.label(label) }
            return verdict
        }
        do throws(PropertyFailure) {
            // The batch of a failing case is not recorded: making it here would run the code under
            // test in this process.
            return try FuzzCheck.run(isolated, configuration, test: test, batches: nil, form: form)
        } catch {
            var failure = error
            if failure.signature == "timeout" {
                let waits = judge.fullLimitWaits
                failure.details +=
                    "\n  hangs:         \(waits) case\(waits == 1 ? "" : "s") ran for the whole case time limit (\(limit))"
                if judge.hangBudgetSpent {
                    failure.details += "; shrinking stopped early: hangs of smaller cases took that limit again"
                }
            }
            // The reported case judged once more, by a child that prints where it trapped or hangs.
            if let json = failure.caseJSON, failure.signature == "crash" || failure.signature == "timeout" {
                let hangs = failure.signature == "timeout"
                let witness = ChildJudge(
                    command, caseLimit: limit, reportsCrashSite: true, stopsHangAfter: hangs ? judge.currentLimit : nil)
                defer { witness.stop() }
                var labels: [String] = []
                if case .fail(failure.signature, let message) = witness.verdict(on: Data(json.utf8), labels: &labels) {
                    failure.message = message
                }
            }
            failure.description = failure.report()
            throw failure
        }
    }

    /// What both checks share: on the actor the target's code needs, a run whose batches are
    /// recorded (so a failure shows the batch of a failing judgement), and a failure given what
    /// only this kind of engine can say.
    private static func judging<Case>(
        _ target: FuzzTarget<Case>, _ configuration: FuzzConfiguration,
        _ body: (FuzzTarget<Case>.Run, BatchRecorder<Case>?) throws(PropertyFailure) -> PassReport
    ) throws(PropertyFailure) -> PassReport {
        try onTheActorItNeeds(target) { () throws(PropertyFailure) in
            var run = target.run(configuration)
            let batches = target.batch.map { BatchRecorder($0) }
            run.batch = batches?.callAsFunction
            do throws(PropertyFailure) {
                return try body(run, batches)
            } catch {
                var failure = error
                target.annotate?(&failure, run)
                throw failure
            }
        }
    }

    /// Runs `body` on the main actor when the target's code must run there (code written
    /// against UIKit's API): at once from the main queue (a `@MainActor` test), else by waiting
    /// for it.
    private static func onTheActorItNeeds<Case>(
        _ target: FuzzTarget<Case>, _ body: () throws(PropertyFailure) -> PassReport
    ) throws(PropertyFailure) -> PassReport {
        guard target.isMainActor, !MainQueue.isCurrent else { return try body() }
        let result: Result<PassReport, PropertyFailure> = withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            nonisolated(unsafe) var result: Result<PassReport, PropertyFailure>!
            DispatchQueue.main.sync {
                do throws(PropertyFailure) { result = .success(try body()) } catch { result = .failure(error) }
            }
            return result
        }
        return try result.get()
    }
}

/// Whether the code running is on the main queue, where the main actor runs — on Linux not
/// always the main thread.
private enum MainQueue {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
