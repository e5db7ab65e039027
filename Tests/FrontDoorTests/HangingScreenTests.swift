#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A list whose tap on the third row or below never returns: the screen a check must report as
    /// a hang, with the frame it hangs in, without waiting the limit again for every shrink step,
    /// and without leaving the child that judges it running when the test run is killed.
    final class HangingListViewController: UITableViewController {
        let items = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
        private(set) var spins = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if indexPath.row >= 2 { waitForever() }
        }

        /// A wait that never ends, as a lost semaphore signal or a loop over a list that never
        /// shrinks does.
        func waitForever() {
            while true { spins &+= 1 }
        }
    }

    @MainActor
    struct HangingScreenTests {
        static let actions: [ScreenActions.Action<HangingListViewController>] = [
            .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) }
        ]

        /// A hang is a failure named by the frame it hangs in, shrunk to the one tap that hangs.
        @Test func aHangIsReportedWithTheFrameItHangsIn() throws {
            var configuration = FuzzConfiguration(
                cases: 40, seed: 11, examplesBesideTest: false, readsEnvironment: false)
            configuration.caseTimeLimit = .seconds(3)
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ HangingListViewController(style: .plain) }, actions: Self.actions),
                    configuration: configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "timeout", "\(found)")
            #expect(found.message.contains("the code under test hangs in"), "\(found.message)")
            #expect(found.message.contains("tableView(_:didSelectRowAt:)"), "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a row"], "\(value)")
            // The hang cost the limit once: shrinking and describing the case never waited it again.
            #expect(
                found.details.contains("hangs:         1 case ran for the whole case time limit (3.0 seconds)"),
                "\(found.details)")
            // The check reads no environment: the replay line says where the seed goes instead.
            #expect(found.replay.hasPrefix("configuration seed: 11, cases: 1"), "\(found.replay)")
        }

        /// The variable that turns ``aCheckThatHangsUntilItsRunIsKilled()`` on, naming the run.
        nonisolated static let orphanMarker = "BATCHFUZZ_TEST_ORPHAN_MARKER"

        /// Hangs in its child judge until the test run around it is killed: run only by
        /// ``killingTheTestRunLeavesNoChildJudgeRunning()``, in a test run of its own.
        @Test(.enabled(if: ProcessInfo.processInfo.environment[orphanMarker] != nil))
        func aCheckThatHangsUntilItsRunIsKilled() {
            var configuration = FuzzConfiguration(
                cases: 40, seed: 11, examplesBesideTest: false, readsEnvironment: false)
            configuration.caseTimeLimit = .seconds(600)
            _ = check(
                .screen({ HangingListViewController(style: .plain) }, actions: Self.actions),
                configuration: configuration)
        }

        #if os(Linux)
            /// A test run killed while its child judges a hanging case leaves no child behind: the
            /// child notices that its parent is gone, whatever signal ended it.
            @Test func killingTheTestRunLeavesNoChildJudgeRunning() async throws {
                let marker = UUID().uuidString
                let runner = Process()
                runner.executableURL = Bundle.main.executableURL
                runner.arguments = [
                    "--testing-library", "swift-testing", "--filter",
                    "HangingScreenTests.aCheckThatHangsUntilItsRunIsKilled",
                ]
                runner.environment = ProcessInfo.processInfo.environment.merging([Self.orphanMarker: marker]) { $1 }
                runner.standardOutput = FileHandle.nullDevice
                runner.standardError = FileHandle.nullDevice
                try runner.run()
                defer { for pid in Self.processes(marked: marker) { kill(pid, SIGKILL) } }
                // The child judge is the process of the run that judges cases for the check.
                var judges: [pid_t] = []
                for _ in 0..<1_200 where judges.isEmpty {
                    try await Task.sleep(for: .milliseconds(100))
                    judges = Self.processes(marked: marker, alsoHaving: "BATCHFUZZ_JUDGE_CHECK=")
                }
                try #require(!judges.isEmpty, "the test run never started its child judge")
                // Judging, it hangs on its first case that taps the third row.
                try await Task.sleep(for: .seconds(1))
                kill(runner.processIdentifier, SIGKILL)
                runner.waitUntilExit()
                var left = Self.processes(marked: marker)
                for _ in 0..<100 where !left.isEmpty {
                    try await Task.sleep(for: .milliseconds(100))
                    left = Self.processes(marked: marker)
                }
                #expect(left.isEmpty, "processes of the killed run still running: \(left)")
            }

            /// The processes whose environment holds `marker` (and `also`, when given), read from
            /// `/proc`.
            static func processes(marked marker: String, alsoHaving also: String? = nil) -> [pid_t] {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                return entries.compactMap(pid_t.init).filter { pid in
                    guard pid != getpid(),
                        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
                    else { return false }
                    let variables = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                    return variables.contains("\(orphanMarker)=\(marker)")
                        && (also.map { prefix in variables.contains { $0.hasPrefix(prefix) } } ?? true)
                }.sorted()
            }
        #endif
    }
#endif
