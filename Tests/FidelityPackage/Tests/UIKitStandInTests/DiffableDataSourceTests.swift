#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
import Testing

/// What a table's diffable data source does with the snapshots it is handed: rows from the
/// snapshot, cells from the provider, and UIKit's text for a snapshot it refuses.
@MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable { case main, other }

    static func shown() -> (UITableView, UITableViewDiffableDataSource<Section, String>, UIWindow, Log) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let log = Log()
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, path, item in
            log.asked.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        window.addSubview(table)
        window.makeKeyAndVisible()
        return (table, dataSource, window, log)
    }

    @MainActor final class Log { var asked: [String] = [] }

    /// An awaited, animated apply returns once its animations have ended, the table showing the
    /// new snapshot.
    @Test func anAwaitedApplyReturnsWithTheSnapshotShown() async {
        let (table, dataSource, window, _) = Self.shown()
        defer { withExtendedLifetime(window) {} }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["milk"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        snapshot.appendItems(["eggs", "bread"])
        await dataSource.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "bread")
    }

    /// The table shows what the applied snapshot holds, each row's cell from the provider.
    @Test func anAppliedSnapshotIsWhatTheTableShows() {
        let (table, dataSource, window, log) = Self.shown()
        defer { withExtendedLifetime(window) {} }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["milk", "eggs", "bread"])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(Set(log.asked) == ["milk", "eggs", "bread"], "\(log.asked)")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "bread")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "eggs")
    }

    /// A data source whose sections have titles, logging the sections it is asked to title.
    final class TitledDataSource: UITableViewDiffableDataSource<Section, String> {
        var titled: [Int] = []

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titled.append(section)
            return "Section \(section)"
        }
    }

    /// A section marked by `reloadSections` in an applied snapshot is reloaded as a section: its
    /// header is asked for again (libraries that mirror UIKit's data source reload such sections
    /// after the batch, Iron-Ham/Lists#2), so an app that counts a section's rows in its header
    /// reloads the section to show the new count.
    @Test func aSectionMarkedForReloadHasItsHeaderAskedAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = TitledDataSource(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .other])
        snapshot.appendItems(["milk"], toSection: .main)
        snapshot.appendItems(["soap"], toSection: .other)
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(dataSource.titled.contains(1), "\(dataSource.titled)")
        dataSource.titled = []
        snapshot.appendItems(["sponge"], toSection: .other)
        snapshot.reloadSections([.other])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(dataSource.titled.contains(1), "\(dataSource.titled)")
    }

    /// An identifier appended twice: UIKit refuses the snapshot with its text.
    @Test func aDuplicateIdentifierIsRefusedWithUIKitsText() {
        let reason = raisedReason {
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["milk", "milk"])
        }
        #expect(
            reason?.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers:") == true,
            "\(reason ?? "no exception")")
    }
}
