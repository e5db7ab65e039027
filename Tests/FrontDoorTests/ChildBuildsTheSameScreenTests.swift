#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A list that crashes when its unlucky row is tapped: which row that is, the test decides
    /// before the check — from a random number here, as a test might from a file or a global.
    final class UnluckyRowViewController: UITableViewController {
        let unlucky: Int
        let rows = ["Alpha", "Bravo", "Charlie"]
        /// Tags as an app keeps them: a set, whose order differs in every process.
        let tags: Set<String> = ["new", "shared", "starred", "archived", "muted"]
        /// When the screen was built: another moment in every build.
        let builtAt = Date()

        init(unlucky: Int) {
            self.unlucky = unlucky
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if indexPath.row == unlucky { fatalError("the unlucky row") }
        }
    }

    /// The child process that judges a screen's cases runs the test again: a screen built from
    /// something that second run does not share is not judged on the child's own build.
    @MainActor
    struct ChildBuildsTheSameScreenTests {
        static let actions: [ScreenActions.Action<UnluckyRowViewController>] = [
            .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) }
        ]

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 30, seed: 5, examplesBesideTest: false, readsEnvironment: false)
        }

        /// The run draws row 1 as unlucky; the child, running the test again, draws another
        /// number. Judged on the child's build every case passed; the check says it judged none.
        @Test func aScreenTheChildBuildsOtherwiseIsNotJudged() throws {
            let unlucky = Self.isChild ? Int.random(in: 1_000...1_000_000) : 1
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ UnluckyRowViewController(unlucky: unlucky) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "not isolated", "\(found)")
            #expect(found.message.contains("`unlucky` is 1 here and "), "\(found.message)")
            #expect(found.message.contains("in the child"), "\(found.message)")
        }

        /// A screen built alike in both runs is judged in the child: its set (another order in
        /// every process) and its build date are not differences.
        @Test func aScreenBuiltAlikeIsJudgedInTheChild() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ UnluckyRowViewController(unlucky: 2) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "crash", "\(found)")
            #expect(found.message.contains("the unlucky row"), "\(found.message)")
        }

        /// Whether this process is the child that judges a check's cases.
        nonisolated static var isChild: Bool { ProcessInfo.processInfo.environment["BATCHFUZZ_JUDGE_CHECK"] != nil }
    }
#endif
