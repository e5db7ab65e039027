#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A table whose data source changes its count without telling the table: judged by a check,
    /// it fails ("rows disagree with the data source").
    @MainActor
    final class DriftingCountTable: NSObject, UITableViewDataSource {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        private var count = 1

        override init() {
            super.init()
            table.dataSource = self
            table.layoutIfNeeded()
            count = 2
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// Code of the test that runs beside its check: it makes broken tables until told to stop.
    @MainActor
    final class OtherTest {
        var running = true
        private(set) var tables: [DriftingCountTable] = []

        func run() async {
            while running {
                tables.append(DriftingCountTable())
                await Task.yield()
            }
        }
    }

    /// An awaiting check steps aside for the main queue, and the rest of the test process runs
    /// on the main actor meanwhile: what another test's task does with the stand-in's views there
    /// is not the case's.
    @MainActor
    struct OtherCodeDuringACaseTests {
        /// A task of the test, outside the check, makes broken tables while the check's cases
        /// step aside: the check judges its own screen only, and passes.
        @Test func aTestsOwnTaskIsNotHeardAsTheCase() async {
            var inProcess = DataArrivesLaterTests.configuration
            inProcess.isolatesTraps = false
            inProcess.check.cases = 60
            let other = OtherTest()
            let task = Task { await other.run() }
            let failure = await check(
                .screen { TodoListViewController(service: HeldTodoService()) }, configuration: inProcess)
            other.running = false
            await task.value
            #expect(!other.tables.isEmpty)
            #expect(failure == nil)
        }
    }
#endif
