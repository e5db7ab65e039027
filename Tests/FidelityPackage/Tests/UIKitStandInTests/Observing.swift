// How these tests observe a list view: only through what an app sees — the calls its data
// source receives, the cells it is handed, the counts the view reports — and the exception
// UIKit raises, read here as the crash report would print its reason. The same files compile
// against UIKit (the compatibility switch is `canImport(UIKit)`: on the iOS Simulator, and
// against the stub of Apple's signatures here) and against the stand-in everywhere else, so
// what the stand-in claims of UIKit is tested against UIKit itself.
#if canImport(UIKit)
    import BatchFuzzObjCExceptions
    import UIKit
#else
    import UIKitStandIn
#endif

/// The reason of the exception `body` raised, or `nil`: UIKit's `NSException`, caught by a few
/// lines of Objective-C; the stand-in's, as it records it.
@MainActor
func raisedReason(_ body: () -> Void) -> String? {
    #if canImport(UIKit)
        withoutActuallyEscaping(body) { body in
            var closure = body
            return withUnsafeMutablePointer(to: &closure) { pointer -> String? in
                let reason = bfz_catch_exception(
                    { context in context!.assumingMemoryBound(to: (() -> Void).self).pointee() }, pointer)
                guard let reason else { return nil }
                defer { free(reason) }
                return String(cString: reason)
            }
        }
    #else
        _standInExceptionReason(body)
    #endif
}

/// A data source that logs every call UIKit makes of it, in order, over rows it holds.
@MainActor
final class LoggingDataSource: NSObject, UITableViewDataSource {
    var rows: [[String]]
    private(set) var log: [String] = []

    init(rows: [[String]]) {
        self.rows = rows
    }

    func forgetLog() { log = [] }

    func numberOfSections(in tableView: UITableView) -> Int {
        log.append("sections")
        return rows.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows \(section)")
        return rows[section].count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        log.append("header \(section)")
        return "Section \(section)"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }
}

/// A table in a window, as an app shows one, its data loaded and laid out.
@MainActor
func shownTable(_ dataSource: LoggingDataSource) -> (UITableView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = dataSource
    window.addSubview(table)
    window.makeKeyAndVisible()
    table.layoutIfNeeded()
    return (table, window)
}
