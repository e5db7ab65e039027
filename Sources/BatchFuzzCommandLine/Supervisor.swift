import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// Runs one engine × flavour of a fuzz run in worker processes (this same binary, `__child` with
/// a worker's request), and keeps the run going when a worker dies: it always knows the case
/// each worker is on, so
/// a worker killed by a signal (a trap) or silent past the case time limit (a hang) becomes a
/// `crash` or `timeout` failure of that case, shrunk in fresh processes once the workers are
/// done, while the rest of the run goes on.
///
/// A run of N cases reports the first failing case of `0..<N` — the one a single process would
/// meet first — whatever the worker count: worker w runs cases w, w + k, …; once case F fails,
/// a worker is stopped as soon as it starts a case past F, and the others run on until they
/// pass F (or fail before it). So a seed and a case count give the same failure and the same
/// corpus entry on every machine.
///
/// A survey goes on past failures: workers report every failing case, a worker that dies is
/// replaced by one that starts at its next case, and the run reports one failure per
/// signature (a crash per crash message), the one of its lowest case index, with how many
/// cases failed that way — again the same on every machine for a seed and a case count.
final class Supervisor {
    /// A failure found by the run, shrunk.
    struct Found {
        var kind: FailureKind
        var caseIndex: Int
        var signature: String
        var message: String
        var draws: [UInt64]
        /// The case as the corpus stores it, and as a person reads it.
        var value: JSONValue
        var text: String
        /// Set when the shrunk case did not fail on every judgement, in the worker or in fresh
        /// processes.
        var flakiness: Flakiness? = nil
        /// How many cases of the run failed this way (a survey counts them; otherwise 1).
        var cases = 1
    }

    struct Result {
        /// Case indices run, discarded ones included.
        var cases = 0
        /// Cases the property discarded (a precondition it does not judge).
        var discarded = 0
        /// Set when a worker stopped because its property discarded too many cases to trust.
        var gaveUp = false
        var labels: [String: Int] = [:]
        var failures: [Found] = []
        var interrupted = false
    }

    private final class Worker {
        let process: Process
        let output: FileHandle
        let errors: FileHandle
        /// Where the worker records the case it is on.
        let progress: ProgressSlot
        /// Cases the worker had started when the supervisor last looked.
        var started = 0
        var buffer: [UInt8] = []
        var errorText = ""
        var currentCase: Int?
        var caseStarted = ContinuousClock.now
        var finished = false
        var killedForTimeout = false
        /// Stopped by the supervisor past the run's first failure: its end is no crash.
        var stoppedPastFailure = false
        var outputClosed = false
        var errorsClosed = false
        /// When the runtime said the worker trapped: from then on it is writing its backtrace,
        /// which is no time of the engine's, and its case is a crash whatever that takes.
        var crashReportBegan: ContinuousClock.Instant?
        /// When the supervisor first saw the process gone.
        var exited: ContinuousClock.Instant?

        init(process: Process, output: FileHandle, errors: FileHandle, progress: ProgressSlot) {
            self.process = process
            self.output = output
            self.errors = errors
            self.progress = progress
        }

        /// Lets go of the worker's pipes, read or not: whatever still holds their other ends
        /// writes to nobody.
        func close() {
            if !outputClosed { try? output.close() }
            if !errorsClosed { try? errors.close() }
            outputClosed = true
            errorsClosed = true
        }
    }

    let engine: RegisteredEngine
    let flavor: ViewFlavor
    let seed: UInt64
    let totalCases: Int
    let budget: Duration?
    let workerCount: Int
    let caseTimeout: Duration
    let maxEdits: Int
    let survey: Bool
    /// This runner's part of a run split across machines.
    let shard: Shard
    let stop: StopFlag
    let onCase: (Int) -> Void
    /// Told of each failure the moment it is known — a worker's shrunk failure, or a crash or a
    /// hang as its case was drawn — so that it can be saved before the run ends: a run killed
    /// outright (out of memory, a CI time limit) still leaves what it found. The run's own
    /// failures, in ``Result``, are the ones to keep.
    var onFound: (Found) -> Void = { _ in }
    private let clock = ContinuousClock()

    init(
        engine: RegisteredEngine, flavor: ViewFlavor, seed: UInt64, totalCases: Int, budget: Duration?,
        workers: Int, caseTimeout: Duration, maxEdits: Int, survey: Bool = false,
        shard: Shard = Shard(index: 0, count: 1),
        stop: StopFlag, onCase: @escaping (Int) -> Void
    ) {
        self.engine = engine
        self.flavor = flavor
        self.seed = seed
        self.totalCases = totalCases
        self.budget = budget
        self.workerCount = workers
        self.caseTimeout = caseTimeout
        self.maxEdits = maxEdits
        self.survey = survey
        self.shard = shard
        self.stop = stop
        self.onCase = onCase
    }

    /// The distance between two cases of one worker: every worker of every shard takes its turn.
    var stride: Int { workerCount * shard.count }

    /// Runner `index` (from 0) of `count`: it runs case indices `index`, `index + count`, … of
    /// the seed, so that `count` runners together run exactly the cases one runner would.
    struct Shard: Equatable {
        var index: Int
        var count: Int
    }

    private func spawn(first: Int, deadline: ContinuousClock.Instant?) throws -> Worker {
        let budget = deadline.map { deadline in
            let left = max(Duration.milliseconds(1), deadline - clock.now)
            return left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        }
        let request = ChildRequest(
            engine, flavor: flavor, maxSize: maxEdits,
            job: .work(
                .init(
                    seed: seed, first: first, stride: stride, until: totalCases == Int.max ? nil : totalCases,
                    budgetMilliseconds: budget, survey: survey)))
        let errors = Pipe()
        let (process, output) = ChildProcess.make(request.arguments, standardError: errors, reportsCrashSite: true)
        let (progress, progressHandle) = try ProgressSlot.create()
        process.standardInput = progressHandle
        try process.run()
        return Worker(
            process: process, output: output.fileHandleForReading, errors: errors.fileHandleForReading,
            progress: progress)
    }

    /// A crash or a hang seen during the run, shrunk once the workers are done (shrinking
    /// takes seconds, and the workers' time limits must not run while it does).
    struct Pending {
        var kind: FailureKind
        var caseIndex: Int
        var message: String
    }

    /// Failing cases a survey's workers only counted, their signature already reported.
    private var repeats: [(caseIndex: Int, signature: String)] = []

    /// Runs the cases; never throws for an engine's misbehaviour, only when workers cannot start.
    func run() throws -> Result {
        var result = Result()
        let deadline = budget.map { clock.now + $0 }
        var workers: [Worker] = []
        for worker in 0..<workerCount where shard.index + worker * shard.count < totalCases {
            workers.append(try spawn(first: shard.index + worker * shard.count, deadline: deadline))
        }
        var pending: [Pending] = []
        /// The first failing case so far: workers past it stop (unless surveying).
        var firstFailure: Int? { (result.failures.map(\.caseIndex) + pending.map(\.caseIndex)).min() }
        /// In a survey, a worker that died is replaced by one that starts at its next case.
        func replacement(after index: Int) throws -> Worker? {
            let next = index + stride
            guard survey, !stop.isSet, next < totalCases, deadline.map({ clock.now < $0 }) ?? true else { return nil }
            return try spawn(first: next, deadline: deadline)
        }
        while !workers.isEmpty {
            if stop.isSet {
                // SIGKILL: a worker may be blocked writing to us, and it owns no files.
                for worker in workers { ChildProcess.kill(worker.process) }
                for worker in workers {
                    ChildProcess.reap(worker.process)
                    worker.close()
                }
                result.interrupted = true
                break
            }
            waitForOutput(workers)
            var next: [Worker] = []
            for worker in workers {
                drain(worker, into: &result)
                if !survey, let first = firstFailure, let index = worker.currentCase, index > first, !worker.finished,
                    !worker.stoppedPastFailure
                {
                    ChildProcess.kill(worker.process)
                    worker.stoppedPastFailure = true
                }
                let running = ChildProcess.exit(of: worker.process) == nil
                if running, worker.crashReportBegan == nil, ChildProcess.crashReportBegan(in: worker.errorText) {
                    worker.crashReportBegan = clock.now
                }
                if running, !worker.killedForTimeout, !worker.stoppedPastFailure, !worker.finished {
                    if let began = worker.crashReportBegan {
                        // The engine trapped: the backtrace gets a bounded while, then the worker
                        // is ended — its case is a crash either way.
                        if clock.now - began > ChildProcess.crashReportLimit { ChildProcess.kill(worker.process) }
                    } else if let index = worker.currentCase, clock.now - worker.caseStarted > caseTimeout {
                        // A hang only while the engine runs: one that trapped is a crash.
                        ChildProcess.kill(worker.process)
                        worker.killedForTimeout = true
                        pending.append(Pending(kind: .timeout, caseIndex: index, message: timeoutMessage))
                        onFound(unshrunk(pending[pending.count - 1]))
                    }
                }
                // A worker's end is its exit, not its pipes closing: a crash reporter or anything
                // else the engine started may hold them open long after. What it wrote is read
                // for a short while after it exits, then its pipes are let go.
                if running {
                    next.append(worker)
                    continue
                }
                let exited = worker.exited ?? clock.now
                worker.exited = exited
                guard (worker.outputClosed && worker.errorsClosed) || clock.now - exited > ChildProcess.exitGrace
                else {
                    next.append(worker)
                    continue
                }
                ChildProcess.reap(worker.process)
                worker.close()
                if worker.finished || worker.stoppedPastFailure { continue }
                if worker.killedForTimeout {
                    if let index = worker.currentCase, let replacement = try replacement(after: index) {
                        next.append(replacement)
                    }
                    continue
                }
                // Died before finishing its share: a crash on its case.
                guard let index = worker.currentCase else {
                    throw UsageError(description: "a worker exited before running any case: \(worker.errorText)")
                }
                pending.append(Pending(kind: .crash, caseIndex: index, message: crashMessage(worker)))
                onFound(unshrunk(pending[pending.count - 1]))
                if let replacement = try replacement(after: index) { next.append(replacement) }
            }
            workers = next
        }
        if survey {
            result.failures = surveyed(result.failures, pending, interrupted: result.interrupted)
            return result
        }
        // The run's failure is its first failing case; later ones were met only because workers
        // run side by side.
        if let first = firstFailure {
            result.failures.removeAll { $0.caseIndex != first }
            result.failures = Array(result.failures.prefix(1))
            if result.failures.isEmpty, let crashOrHang = pending.first(where: { $0.caseIndex == first }) {
                result.failures = [shrunk(crashOrHang)]
            } else if !result.interrupted {
                result.failures = result.failures.map(judgedAgain)
            }
            result.failures.forEach(onFound)
            if !result.interrupted && budget == nil {
                result.cases = min(result.cases, (first - shard.index) / shard.count + 1)
            }
        }
        return result
    }

    private func waitForOutput(_ workers: [Worker]) {
        var descriptors: [pollfd] = []
        for worker in workers {
            if !worker.outputClosed {
                descriptors.append(pollfd(fd: worker.output.fileDescriptor, events: Int16(POLLIN), revents: 0))
            }
            if !worker.errorsClosed {
                descriptors.append(pollfd(fd: worker.errors.fileDescriptor, events: Int16(POLLIN), revents: 0))
            }
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), 100)
    }

    /// Reads what a worker has written, without blocking, and acts on each complete line.
    private func drain(_ worker: Worker, into result: inout Result) {
        func readAvailable(_ handle: FileHandle) -> [UInt8]? {
            var probe = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&probe, 1, 0) > 0 else { return [] }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(handle.fileDescriptor, &chunk, chunk.count)
            return count > 0 ? Array(chunk.prefix(count)) : nil  // nil: end of file
        }
        if !worker.errorsClosed {
            if let bytes = readAvailable(worker.errors) {
                if worker.errorText.count < 4_000 { worker.errorText += String(decoding: bytes, as: UTF8.self) }
            } else {
                worker.errorsClosed = true
            }
        }
        // The slot is read after the output: once the output has closed, it holds the last case.
        defer { observeProgress(worker, into: &result) }
        guard !worker.outputClosed else { return }
        guard let bytes = readAvailable(worker.output) else {
            worker.outputClosed = true
            return
        }
        worker.buffer += bytes
        while let newline = worker.buffer.firstIndex(of: 0x0A) {
            let line = String(decoding: worker.buffer[..<newline], as: UTF8.self)
            worker.buffer.removeSubrange(...newline)
            switch ChildAnswer(line: line) {
            case .failure(let failure)?:
                let found = Found(
                    kind: .property, caseIndex: failure.caseIndex, signature: failure.signature,
                    message: failure.message, draws: failure.draws, value: failure.case, text: failure.caseText,
                    flakiness: failure.flakiness)
                result.failures.append(found)
                onFound(found)
            case .repeated(let again)?:
                repeats.append((again.caseIndex, again.signature))
            case .done(let done)?:
                worker.finished = true
                for (label, count) in done.labels { result.labels[label, default: 0] += count }
                result.discarded += done.discarded ?? 0
                if done.gaveUp == true { result.gaveUp = true }
            default:
                break
            }
        }
    }

    /// Takes in the cases the worker started since the last look, and when its current case began.
    private func observeProgress(_ worker: Worker, into result: inout Result) {
        if let index = worker.progress.currentCase, index != worker.currentCase {
            worker.currentCase = index
            worker.caseStarted = clock.now
        }
        let started = worker.progress.started
        guard started != worker.started else { return }
        result.cases += started - worker.started
        worker.started = started
        onCase(result.cases)
    }

    /// A survey's failures, one per signature (a crash per crash message): the one of the lowest
    /// case index — shrunk by its worker, or here for a crash or a hang, then judged again —
    /// with the count of the run's cases that failed that way, in the order of their first cases.
    private func surveyed(_ reported: [Found], _ crashes: [Pending], interrupted: Bool) -> [Found] {
        var firsts: [Found] = []
        for found in reported.sorted(by: { $0.caseIndex < $1.caseIndex }) {
            if let index = firsts.firstIndex(where: { $0.signature == found.signature }) {
                firsts[index].cases += 1
            } else {
                firsts.append(found)
            }
        }
        for (_, signature) in repeats {
            if let index = firsts.firstIndex(where: { $0.signature == signature }) { firsts[index].cases += 1 }
        }
        if !interrupted {
            firsts = firsts.map { found in
                let judged = judgedAgain(found)
                if judged.draws != found.draws || judged.flakiness != found.flakiness { onFound(judged) }
                return judged
            }
        }
        var crashGroups: [(first: Pending, cases: Int)] = []
        for crash in crashes.sorted(by: { $0.caseIndex < $1.caseIndex }) {
            if let index = crashGroups.firstIndex(where: {
                $0.first.kind == crash.kind && $0.first.message == crash.message
            }) {
                crashGroups[index].cases += 1
            } else {
                crashGroups.append((crash, 1))
            }
        }
        for (crash, cases) in crashGroups {
            var found = shrunk(crash)
            found.cases = cases
            onFound(found)
            firsts.append(found)
        }
        return firsts.sorted { $0.caseIndex < $1.caseIndex }
    }

    /// What a crash says: the signal, where it trapped and the runtime's message when it can be
    /// had — so that two crash bugs are two entries, and a crash that cannot be told apart says so.
    private func crashMessage(_ worker: Worker) -> String {
        // A worker ended while writing its backtrace died of the signal its handler named.
        let trapped = worker.crashReportBegan == nil ? nil : ChildProcess.trapSignal(in: worker.errorText)
        let signal =
            trapped.map { "signal \($0)" } ?? ChildProcess.exit(of: worker.process)?.description ?? "no exit seen"
        return "the engine crashed (\(signal))" + CrashSite(standardError: worker.errorText).description
    }

}
