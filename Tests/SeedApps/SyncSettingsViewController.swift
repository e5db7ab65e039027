// The screen of "Dynamic cells in a static UITableView. With animation!" (../shared/seeds/000):
// a static settings table whose option rows are hidden and shown by giving them height 0 and
// running an empty `beginUpdates()` / `endUpdates()`, written as an app writes it against UIKit —
// only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Sync settings: a switch, two options shown only while it is on (Wi-Fi only, how often), a
/// summary of what is set, and an about row. The option cells are the post's "dynamic" cells:
/// kept as outlets, their index paths remembered as `tableView(_:cellForRowAt:)` returns them,
/// and those index paths — never `tableView.cellForRow(at:)`, which recurses — used in
/// `tableView(_:heightForRowAt:)` to give them height 0 while the switch is off. They clip their
/// content, so height 0 shows nothing.
public final class SyncSettingsViewController: UITableViewController {
    // In the app these are `@IBOutlet weak var`s connected in the storyboard. `@IBOutlet` needs
    // `@objc`, which Swift without the Objective-C runtime does not have, so here they are plain
    // stored properties, and the storyboard's static cells are handed to `_staticCells`.
    public let syncSwitch = UISwitch()
    public let syncCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    public let wifiOnlyCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    public let intervalCell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    public let summaryCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    public let aboutCell = UITableViewCell(style: .value1, reuseIdentifier: nil)

    /// Where the option cells were last returned: the post's remembered index paths.
    var wifiOnlyIndexPath: IndexPath?
    var intervalIndexPath: IndexPath?

    public private(set) var wifiOnly = true
    public private(set) var interval = "Every hour"
    static let intervals = ["Every hour", "Every day", "Every week"]

    /// The mistake the post warns of: asking the table for the row's cell inside
    /// `tableView(_:heightForRowAt:)` to tell which row it is — infinite recursion on a device.
    let asksTableForCellInHeight: Bool
    /// The other way to hide static rows: leave them out of the data source and delete and
    /// insert them in a batch, reloading the summary row, whose text changes.
    let hidesByDeleting: Bool
    /// With `hidesByDeleting`, the summary row reloaded at its index path after the update
    /// instead of before it: the index-space mix-up of the model's `reload-in-new-space`.
    let reloadsAtNewIndexPath: Bool

    public init(
        asksTableForCellInHeight: Bool = false, hidesByDeleting: Bool = false, reloadsAtNewIndexPath: Bool = false
    ) {
        self.asksTableForCellInHeight = asksTableForCellInHeight
        self.hidesByDeleting = hidesByDeleting
        self.reloadsAtNewIndexPath = reloadsAtNewIndexPath
        super.init(style: .grouped)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        #if !canImport(UIKit)
            // The storyboard's static cells.
            _staticCells = [[syncCell, wifiOnlyCell, intervalCell, summaryCell], [aboutCell]]
        #endif
        syncCell.textLabel?.text = "Sync"
        syncCell.accessoryView = syncSwitch
        syncCell.selectionStyle = .none
        wifiOnlyCell.textLabel?.text = "Wi-Fi only"
        intervalCell.textLabel?.text = "Frequency"
        aboutCell.textLabel?.text = "Version"
        aboutCell.detailTextLabel?.text = "1.0"
        // "Clip Subviews" in the storyboard: at height 0 nothing of the cell shows.
        wifiOnlyCell.clipsToBounds = true
        intervalCell.clipsToBounds = true
        configureOptions()
    }

    func configureOptions() {
        wifiOnlyCell.accessoryType = wifiOnly ? .checkmark : .none
        intervalCell.detailTextLabel?.text = interval
        summaryCell.textLabel?.text =
            syncSwitch.isOn ? "Syncs \(interval.lowercased())\(wifiOnly ? " over Wi-Fi" : "")" : "Sync is off"
    }

    // MARK: Hiding and showing the options

    /// The switch's value-changed action (`@IBAction` in the app).
    public func syncChanged(_ sender: UISwitch) {
        configureOptions()
        guard hidesByDeleting else {
            // The heights changed: an empty update block makes the table ask them again, animated.
            tableView.beginUpdates()
            tableView.endUpdates()
            return
        }
        let options = [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)]
        let summaryBefore = IndexPath(row: sender.isOn ? 1 : 3, section: 0)
        let summaryAfter = IndexPath(row: sender.isOn ? 3 : 1, section: 0)
        tableView.performBatchUpdates {
            if sender.isOn {
                self.tableView.insertRows(at: options, with: .fade)
            } else {
                self.tableView.deleteRows(at: options, with: .fade)
            }
            self.tableView.reloadRows(at: [self.reloadsAtNewIndexPath ? summaryAfter : summaryBefore], with: .none)
        }
    }

    // MARK: Data source and delegate

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let rows = super.tableView(tableView, numberOfRowsInSection: section)
        return hidesByDeleting && section == 0 && !syncSwitch.isOn ? rows - 2 : rows
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var storyboardIndexPath = indexPath
        if hidesByDeleting, indexPath.section == 0, !syncSwitch.isOn, indexPath.row > 0 {
            storyboardIndexPath.row += 2
        }
        let cell = super.tableView(tableView, cellForRowAt: storyboardIndexPath)
        // The post's steps 2 and 3: remember where each dynamic cell is returned.
        if cell === wifiOnlyCell { wifiOnlyIndexPath = indexPath }
        if cell === intervalCell { intervalIndexPath = indexPath }
        return cell
    }

    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if !hidesByDeleting, !syncSwitch.isOn {
            if asksTableForCellInHeight {
                let cell = tableView.cellForRow(at: indexPath)
                if cell === wifiOnlyCell || cell === intervalCell { return 0 }
            } else if indexPath == wifiOnlyIndexPath || indexPath == intervalIndexPath {
                // The post's step 4: the remembered index paths tell the option rows.
                return 0
            }
        }
        return super.tableView(tableView, heightForRowAt: indexPath)
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let cell = tableView.cellForRow(at: indexPath)
        if cell === wifiOnlyCell {
            wifiOnly.toggle()
        } else if cell === intervalCell {
            let next = (Self.intervals.firstIndex(of: interval) ?? 0) + 1
            interval = Self.intervals[next % Self.intervals.count]
        } else {
            return
        }
        configureOptions()
    }
}
