import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// What a run promises whatever happens around it: the same failure on every machine, JSON a
/// program can read, nothing found and lost, an interrupt that says so, no worker left behind.
@Suite(.serialized) struct RunReliabilityTests {
    /// A seed and a case count give the same failure and the same entry with 1, 2 or 3 workers.
    @Test func theFailureDoesNotDependOnTheWorkerCount() throws {
        var corpora: [String] = []
        var summaries: [String] = []
        for workers in 1...3 {
            let corpus = CLI.temporaryFolder()
            let fuzz = try CLI.run([
                "fuzz", "--engine", "naive-coalescer", "--seed", "77", "--cases", "500",
                "--workers", String(workers), "--corpus", corpus,
            ])
            #expect(fuzz.status == 1)
            corpora.append(corpus)
            summaries.append(
                fuzz.output.split(separator: "\n").filter { $0.hasPrefix("naive-coalescer ") }
                    .map { $0.split(separator: " ").dropLast().joined(separator: " ") }.joined(separator: "\n"))
        }
        #expect(Set(summaries).count == 1 && !summaries[0].isEmpty, "\(summaries)")
        let files = CLI.files(in: corpora[0])
        #expect(!files.isEmpty)
        for corpus in corpora.dropFirst() {
            #expect(CLI.files(in: corpus) == files)
            for file in files {
                #expect(
                    FileManager.default.contentsEqual(atPath: corpora[0] + "/" + file, andPath: corpus + "/" + file),
                    "\(file)")
            }
        }
    }

    /// Two workers crashing close together are two crashes: a worker that died is never taken
    /// for a hang while another case is being shrunk, and the entry verifies as recorded.
    @Test func workersCrashingTogetherAreRecordedAsCrashes() throws {
        let tool = CLI.Tool.testEngines
        for _ in 0..<3 {
            let corpus = CLI.temporaryFolder()
            let fuzz = try CLI.run(
                [
                    "fuzz", "--engine", "trapping-coalescer", "--seed", "10", "--case-timeout", "1s",
                    "--workers", "2", "--cases", "300", "--corpus", corpus,
                ], tool: tool)
            #expect(fuzz.status == 1)
            let kinds = try CLI.files(in: corpus).map { try CorpusStore.read(corpus + "/" + $0).failure.kind }
            #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == .crash }, "\(kinds)")
            let verify = try CLI.run(["corpus", "verify", corpus], tool: tool)
            #expect(verify.status == 0, "\(verify.output)")
        }
    }

    /// A crash reporter that takes longer than the case time limit and leaves a process holding
    /// the crashed worker's pipes (as `swift-backtrace` can on a loaded machine) neither turns the
    /// crash into a timeout nor holds the run: a worker's end is its exit. A stand-in backtracer,
    /// named as the runtime lets one be (`SWIFT_BACKTRACE=swift-backtrace=PATH`), plays it.
    @Test func aSlowCrashReporterNeitherStallsTheRunNorMakesACrashATimeout() throws {
        let folder = CLI.temporaryFolder()
        let reporter = try SlowCrashReporter(in: folder)
        defer { reporter.endItsLeftovers() }
        let corpus = folder + "/corpus"
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer", "--seed", "10", "--case-timeout", "1s",
                "--workers", "2", "--cases", "300", "--corpus", corpus,
            ], environment: reporter.environment, tool: .testEngines, killedAfter: 150)
        #expect(fuzz.status == 1, "stalled or failed: \(fuzz.output.suffix(600)) \(fuzz.errors.suffix(600))")
        #expect(reporter.ran, "the stand-in crash reporter never ran")
        let kinds = try CLI.files(in: corpus).map { try CorpusStore.read(corpus + "/" + $0).failure.kind }
        #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == .crash }, "\(kinds)")

        // A signal while crash reporters hold pipes ends the run with its summary and 130.
        let interrupted = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer", "--survey", "--seed", "10", "--case-timeout", "1s",
                "--workers", "2", "--cases", "100000", "--corpus", corpus,
            ], environment: reporter.environment, tool: .testEngines, killedAfter: 150, signalAfter: 6)
        #expect(interrupted.status == 130, "\(interrupted.output.suffix(600)) \(interrupted.errors.suffix(600))")
        #expect(interrupted.output.contains("Summary"), "\(interrupted.output.suffix(600))")
    }

    /// `replay` and `reproduce` stopped by a signal end with their summary and 130, not dead.
    @Test func replayAndReproduceStopOnASignalWithTheirSummary() throws {
        // A hang's entry, replayed with a long time limit: the signal comes while it is judged.
        let corpus = CLI.temporaryFolder()
        let found = try CLI.run(
            [
                "fuzz", "--engine", "hanging-coalescer", "--flavor", "table", "--seed", "5", "--cases", "1000",
                "--workers", "1", "--case-timeout", "1s", "--corpus", corpus,
            ], tool: .testEngines)
        #expect(found.status == 1)
        let replay = try CLI.run(
            ["replay", corpus, "--case-timeout", "10m"], tool: .testEngines, killedAfter: 120, signalAfter: 2)
        #expect(replay.status == 130, "\(replay.output.suffix(400))")
        #expect(replay.output.contains("INTERRUPTED: stopped by a signal after"), "\(replay.output.suffix(400))")
        #expect(
            replay.output.contains(" entries: ") || replay.output.contains(" entry: "), "\(replay.output.suffix(400))")

        let text =
            "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        let reproduce = try CLI.run(
            ["reproduce", text, "--search", "10m", "--no-save"], killedAfter: 120, signalAfter: 2)
        #expect(reproduce.status == 130, "\(reproduce.output.suffix(400)) \(reproduce.errors)")
        #expect(reproduce.output.contains("Rule: "), "\(reproduce.output.suffix(400))")
        #expect(
            reproduce.output.contains("INTERRUPTED: the bug-zoo search was stopped"), "\(reproduce.output.suffix(400))")
    }

    /// An entry records the size it was found with, and `shrink` reads its draws with that
    /// size's generator, so it shrinks the recorded case and not another one.
    @Test func shrinkUsesTheSizeTheEntryWasFoundWith() throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run([
            "fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "2", "--cases", "200",
            "--max-size", "40", "--workers", "1", "--corpus", corpus,
        ])
        #expect(fuzz.status == 1)
        let path = try #require(CLI.files(in: corpus).first.map { corpus + "/" + $0 })
        let before = try CorpusStore.read(path)
        #expect(before.found.maxSize == 40)
        let shrink = try CLI.run(["shrink", path, "--evaluations", "2000"])
        #expect(shrink.status == 0, "\(shrink.errors)")
        #expect(shrink.output.contains("already minimal") || shrink.output.contains("shrunk to"), "\(shrink.output)")
        #expect(!shrink.output.contains("no longer reproduce"), "\(shrink.output)")
        #expect(!shrink.output.contains("another case"), "\(shrink.output)")
        #expect(try CLI.run(["corpus", "verify", corpus]).status == 0)

        // A case edited by hand no longer matches its draws: `shrink` says so and leaves it.
        let edited = try #require(CLI.files(in: corpus).first.map { corpus + "/" + $0 })
        var file = try CorpusStore.read(edited)
        file.draws = [UInt64](repeating: 0, count: file.draws.count)
        _ = try CorpusStore.writeJSON(file, to: URL(fileURLWithPath: edited))
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        let disagree = try CLI.run(["shrink", edited, "--evaluations", "200"])
        #expect(disagree.status == 0, "\(disagree.errors)")
        #expect(disagree.output.contains("its draws make another case than the one it records"), "\(disagree.output)")
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == text)
    }

    /// With `--json`, standard output is JSON lines and nothing else.
    @Test func jsonOutputIsJSONAlone() throws {
        let fuzz = try CLI.run([
            "fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "1", "--cases", "100",
            "--workers", "1", "--json", "--corpus", CLI.temporaryFolder(),
        ])
        #expect(fuzz.status == 1)
        let lines = fuzz.output.split(separator: "\n")
        #expect(lines.count == 2, "\(fuzz.output)")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["engine"] as? String == "naive-coalescer", "\(line)")
        }
        #expect(fuzz.errors.contains("Summary (seed 1)"))
    }

    /// A corpus folder or report that cannot be written stops the run before it starts.
    @Test func anUnwritableCorpusOrReportIsExit3BeforeTheRun() throws {
        let corpus = try CLI.run(["fuzz", "--cases", "10", "--corpus", "/dev/null/corpus"])
        #expect(corpus.status == 3)
        #expect(
            corpus.errors.contains(
                "/dev/null/corpus: cannot write corpus entries there: /dev/null is a file, not a folder"))
        #expect(!corpus.output.contains("Summary"))
        let report = try CLI.run([
            "fuzz", "--cases", "10", "--junit", "/dev/null/report.xml", "--corpus", CLI.temporaryFolder(),
        ])
        #expect(
            report.status == 3
                && report.errors.contains(
                    "cannot write the JUnit report there: /dev/null/report.xml: /dev/null is not a folder"),
            "\(report.errors)")
    }

    /// An interrupted run exits 130 and its report calls the cut-off run an error, not a pass.
    @Test func anInterruptedRunSaysSo() throws {
        let folder = CLI.temporaryFolder()
        let (process, output, _) = try CLI.start([
            "fuzz", "--engine", "coalescer", "--flavor", "table", "--seed", "9", "--cases", "10000000",
            "--workers", "2", "--corpus", folder, "--junit", folder + "/report.xml",
        ])
        Thread.sleep(forTimeInterval: 3)
        process.interrupt()  // SIGINT
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        let report = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
        #expect(report.contains("errors=\"1\"") && report.contains("<error message=\"interrupted after"), "\(report)")
    }

    /// An interrupted exhaustive run over both flavours lists the flavour it kept from
    /// starting, in the summary and the report (as skipped, as a random run's are).
    @Test func anInterruptedExhaustiveRunListsWhatItDidNotRun() throws {
        let folder = CLI.temporaryFolder()
        let (process, output, _) = try CLI.start([
            "fuzz", "--exhaustive", "--engine", "coalescer", "--flavor", "both", "--edits", "3", "--budget",
            "100000000", "--corpus", folder, "--junit", folder + "/report.xml",
        ])
        Thread.sleep(forTimeInterval: 3)
        process.interrupt()  // SIGINT
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(said)")
        #expect(said.contains("not run (interrupted)"), "\(said)")
        let report = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
        #expect(report.contains(#"<skipped message="interrupted before it ran"/>"#), "\(report)")
    }

    /// An interrupt after a failure is still an interrupt: exit 130, said in the summary, the
    /// JSON lines and the report, with the runs it kept from starting; and the report is never
    /// an empty file while the run goes on.
    @Test func anInterruptAfterAFailureSaysSoAndWhatWasNotRun() throws {
        let folder = CLI.temporaryFolder()
        let report = folder + "/report.xml"
        let (process, output, errors) = try CLI.start([
            "fuzz", "--engine", "naive-coalescer", "--survey", "--seed", "9", "--cases", "10000000",
            "--workers", "1", "--corpus", folder, "--junit", report, "--json",
        ])
        Thread.sleep(forTimeInterval: 4)
        #expect(!FileManager.default.fileExists(atPath: report))
        process.interrupt()  // SIGINT
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(text.suffix(800))")
        #expect(lines.contains(#""failure""#), "a failure was found before the interrupt: \(lines)")
        #expect(
            lines.contains(#""interrupted":true"#) && lines.contains(#""skipped":["naive-coalescer (collection)"]"#),
            "\(lines)")
        #expect(
            text.contains("INTERRUPTED: the run was stopped by a signal; not run: naive-coalescer (collection)"),
            "\(text.suffix(800))")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(
            xml.contains(#"skipped="1""#) && xml.contains(#"<skipped message="interrupted before it ran"/>"#), "\(xml)")
    }

    /// A hang is shrunk with a fresh process per candidate, each given the whole case timeout;
    /// SIGTERM while that goes on stops it at once, the candidate under way included, instead
    /// of after it and the next have timed out. (A liveness bound: the candidate under way
    /// alone would take up to eight seconds.)
    @Test func anInterruptStopsTheShrinkingOfAHang() throws {
        let (process, output, _) = try CLI.start(
            [
                "fuzz", "--engine", "hanging-coalescer", "--flavor", "table", "--seed", "5",
                "--cases", "1000", "--workers", "1", "--case-timeout", "8s",
                "--corpus", CLI.temporaryFolder(),
            ],
            tool: .testEngines)
        Thread.sleep(forTimeInterval: 10)  // the hang is found after 8 s; its shrinking has begun
        process.terminate()
        let terminated = Date()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            Date().timeIntervalSince(terminated) < 4, "stopped \(Date().timeIntervalSince(terminated)) s after SIGTERM")
    }

    /// Killed outright, a supervisor leaves no worker behind, even one stuck in a hung case.
    @Test func aKilledSupervisorTakesItsWorkersWithIt() throws {
        let (process, _, _) = try CLI.start(
            [
                "fuzz", "--engine", "hanging-coalescer", "--flavor", "table", "--seed", "271828",
                "--cases", "1000", "--workers", "2", "--case-timeout", "60s", "--corpus", CLI.temporaryFolder(),
            ],
            tool: .testEngines)
        Thread.sleep(forTimeInterval: 2)
        let supervisor = process.processIdentifier
        #expect(workers(of: supervisor).count == 2, "the run's workers are seen before it is killed")
        kill(supervisor, SIGKILL)
        process.waitUntilExit()
        // A worker looks for its parent every tenth of a second; on a machine whose cores are
        // busy (its hung case spins on one) that look can come late. A liveness bound, not a time.
        for _ in 0..<100 where !workers(of: supervisor).isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        #expect(workers(of: supervisor).isEmpty, "left behind: \(workers(of: supervisor))")
    }

    /// The worker processes of that run, found by their command line — its seed is this test's
    /// alone, so the workers of other tests running beside it are not counted: a worker outliving
    /// its supervisor is reparented, so its parent no longer tells.
    func workers(of parent: Int32) -> [Int32] {
        let proc = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return proc.compactMap(Int32.init).filter { pid in
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return command.contains("\u{0}__child\u{0}")
                && command.contains(#""engine":"hanging-coalescer""#) && command.contains(#""seed":271828,"#)
        }
    }

    /// A failure that does not repeat in fresh processes is reported flaky, with its counts, in
    /// the output, the JSON line and the entry; `replay` gives a flaky entry as many judgements.
    @Test func aFlakyEngineIsReportedAsFlaky() throws {
        let corpus = CLI.temporaryFolder()
        let tool = CLI.Tool.testEngines
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "flaky-coalescer", "--flavor", "table", "--seed", "3", "--cases", "2000",
                "--corpus", corpus, "--json",
            ], tool: tool)
        #expect(fuzz.status == 1, "\(fuzz.errors)")
        let failure = try #require(
            fuzz.output.split(separator: "\n").first { $0.contains("\"failure\"") }, "\(fuzz.output)")
        #expect(failure.contains("\"flaky\":\""), "\(failure)")
        let files = CLI.files(in: corpus)
        let entry = try CorpusStore.read(corpus + "/" + (try #require(files.first)))
        let flakiness = try #require(entry.failure.flakiness)
        #expect(flakiness.shrunkJudgements == 10 && flakiness.shrunkFailures < 10)
        // Shrunk further in fresh processes: one reload of one item is the whole bug (a candidate
        // that passed its ten judgements by chance may leave one edit more).
        let value = try entry.case.decoded(as: EditCase.self)
        #expect(value.edits.count <= 2 && value.initial.totalItemCount <= 2, "\(value)")

        let text = try CLI.run(["explain", corpus + "/" + files[0]], tool: tool)
        #expect(
            text.output.contains(
                "FLAKY: the shrunk case failed \(flakiness.shrunkFailures) of 10 judgements in fresh processes"),
            "\(text.output)")

        // `shrink` judges each candidate of a flaky entry in fresh processes until one fails: it
        // shrinks, or finds it minimal, and never blames the generators.
        let shrink = try CLI.run(
            ["shrink", corpus + "/" + files[0], "--evaluations", "200", "--case-timeout", "5s"], tool: tool)
        #expect(shrink.status == 0, "\(shrink.errors)")
        #expect(!shrink.output.contains("generators changed"), "\(shrink.output)")
        #expect(
            shrink.output.contains("already minimal") || shrink.output.contains("shrunk to")
                || shrink.output.contains("the flaky failure did not show"), "\(shrink.output)")
    }
}

/// A stand-in for the Swift backtracer that writes a crash report slowly (three seconds, past
/// the tests' one-second case limit) and leaves a process behind holding the crashed program's
/// standard output and error for two minutes.
struct SlowCrashReporter {
    let script: String
    let leftovers: String
    let marker: String

    init(in folder: String) throws {
        script = folder + "/slow-backtrace.sh"
        leftovers = folder + "/leftovers.pids"
        marker = folder + "/reporter-ran"
        let text = """
            #!/bin/sh
            touch '\(marker)'
            echo "💣 Program crashed: stand-in report" >&2
            sleep 120 &
            echo $! >> '\(leftovers)'
            sleep 3
            echo "Thread 0 crashed:" >&2

            """
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
    }

    var environment: [String: String] { ["SWIFT_BACKTRACE": "swift-backtrace=\(script)"] }

    var ran: Bool { FileManager.default.fileExists(atPath: marker) }

    /// Ends the processes the stand-in left holding pipes.
    func endItsLeftovers() {
        let pids = (try? String(contentsOfFile: leftovers, encoding: .utf8)) ?? ""
        for pid in pids.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGKILL) }
    }
}

/// What a run does when the disk fills or the run is killed outright: every failure is saved the
/// moment it is known, and one that cannot be saved is named, with the command that finds it
/// again, and the run exits 3.
@Suite(.serialized) struct SavingTests {
    /// Killed with SIGKILL mid-survey (an out-of-memory kill, a CI hard limit), a run leaves the
    /// failures it had found, each a whole entry that verifies.
    @Test func aSurveyKilledOutrightLeavesWhatItFound() throws {
        let corpus = CLI.temporaryFolder()
        let (process, _, _) = try CLI.start([
            "fuzz", "--engine", "naive-coalescer", "--survey", "--seed", "4", "--cases", "100000000",
            "--workers", "2", "--corpus", corpus,
        ])
        let started = Date()
        while CLI.files(in: corpus).isEmpty && Date().timeIntervalSince(started) < 120 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let files = CLI.files(in: corpus)
        #expect(!files.isEmpty, "nothing saved before the kill")
        for file in files { #expect(throws: Never.self) { try CorpusStore.read(corpus + "/" + file) } }
        let verify = try CLI.run(["corpus", "verify", corpus])
        #expect(verify.status == 0, "\(verify.output)")
    }

    /// On a full filesystem (a 200 KB one, in a mount namespace of the test's own), the run says
    /// the system's reason, names every failure it could not save with the command that finds it
    /// again — in the summary and the JSON lines — and exits 3.
    @Test(.enabled(if: TinyFilesystem.available, "needs unshare -rm (user and mount namespaces)"))
    func aFullDiskLosesNothingSilently() throws {
        let mountPoint = CLI.temporaryFolder()
        let tool = try CLI.executable().path
        let run = try CLI.run(
            TinyFilesystem.arguments(
                mountPoint: mountPoint,
                command: [
                    tool, "fuzz", "--engine", "naive-coalescer,rare-conjunction-coalescer", "--survey", "--seed", "3",
                    "--cases", "3000", "--workers", "2", "--json", "--corpus", mountPoint + "/corpus",
                ]), tool: .unshare)
        #expect(run.status == 3, "\(run.errors.suffix(1000))")
        #expect(run.errors.contains("cannot write: No space left on device"), "\(run.errors.suffix(1000))")
        let lines = run.output.split(separator: "\n")
        let saved = lines.filter { $0.contains("\"failure\"") && $0.contains("\"file\"") }
        let unsaved = lines.filter { $0.contains("\"saved\":false") }
        #expect(!saved.isEmpty && !unsaved.isEmpty, "\(run.output)")
        #expect(unsaved.allSatisfy { $0.contains("\"refind\":\"batchfuzz fuzz --engine ") }, "\(unsaved)")
        #expect(
            run.errors.contains(
                "NOT SAVED: \(unsaved.count) failure\(unsaved.count == 1 ? "" : "s") could not be written"),
            "\(run.errors.suffix(2000))")
        // Every failure the runs counted is either saved or named.
        let counted = lines.filter { $0.contains("\"failures\"") }.compactMap { line -> Int? in
            guard let range = line.range(of: "\"failures\":") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }.reduce(0, +)
        #expect(
            counted == saved.count + unsaved.count, "\(counted) counted, \(saved.count) saved, \(unsaved.count) not")
    }
}

/// A 200 KB filesystem for one command, mounted in a mount namespace of its own (`unshare -rm`),
/// so that a full disk is tested without root and without touching the machine's mounts.
enum TinyFilesystem {
    static let available: Bool = {
        guard let result = try? CLI.run(["-rm", "true"], tool: .unshare) else { return false }
        return result.status == 0
    }()

    static func arguments(mountPoint: String, command: [String]) -> [String] {
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return ["-rm", "sh", "-c", "mount -t tmpfs -o size=200k tmpfs '\(mountPoint)' && exec \(quoted)"]
    }
}
