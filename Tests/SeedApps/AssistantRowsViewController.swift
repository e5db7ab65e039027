// The screen of "YFAssistantTableView" (../shared/seeds/002): a list where tapping a row shows
// an auxiliary row under it, written as an app writes it against UIKit — only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Tapping a row opens its auxiliary row under it, tapping again closes it. The table's index
/// paths are "actual" ones; the model's are "logical" ones (auxiliary rows not counted), and
/// every call converts, as the post does with `actualIndexPath2Logic`.
public final class AssistantRowsViewController: UITableViewController {
    public private(set) var items: [String]
    /// The logical rows whose auxiliary row is open, in order.
    public private(set) var open: [Int] = []
    /// The naive first attempt the post starts from: insert the auxiliary row and leave the
    /// data source's count as it was.
    let countsAuxiliaryRows: Bool
    /// A slip the post warns of: reading the model at the table's (actual) row instead of the
    /// logical one, which runs past the end of `items` once an auxiliary row is open above.
    let convertsIndexPaths: Bool
    /// The item tapped last, for a detail screen.
    public private(set) var selectedItem: String?

    public init(
        items: [String] = ["Alpha", "Bravo", "Charlie"], countsAuxiliaryRows: Bool = true,
        convertsIndexPaths: Bool = true
    ) {
        self.items = items
        self.countsAuxiliaryRows = countsAuxiliaryRows
        self.convertsIndexPaths = convertsIndexPaths
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "assistant")
    }

    // MARK: Actual and logical index paths

    /// The actual row of logical row `row`: one more for every open row above it.
    func actualRow(of row: Int) -> Int { row + open.filter { $0 < row }.count }

    /// The logical row an actual row shows, and whether it is that row's auxiliary row.
    func logical(_ actual: Int) -> (row: Int, isAssistant: Bool) {
        var actualRow = 0
        for row in items.indices {
            if actualRow == actual { return (row, false) }
            actualRow += 1
            if open.contains(row) {
                if actualRow == actual { return (row, true) }
                actualRow += 1
            }
        }
        return (items.count, false)
    }

    // MARK: Data source and delegate

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countsAuxiliaryRows ? items.count + open.count : items.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (row, isAssistant) = logical(indexPath.row)
        guard row < items.count else {
            return tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        if isAssistant {
            let cell = tableView.dequeueReusableCell(withIdentifier: "assistant", for: indexPath)
            cell.textLabel?.text = "details of \(items[row])"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[row]
        cell.accessoryType = open.contains(row) ? .checkmark : .none
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let (row, isAssistant) = logical(indexPath.row)
        selectedItem = convertsIndexPaths ? items[min(row, items.count - 1)] : items[indexPath.row]
        guard !isAssistant, row < items.count else { return }
        let below = IndexPath(row: indexPath.row + 1, section: 0)
        tableView.performBatchUpdates {
            if let index = self.open.firstIndex(of: row) {
                self.open.remove(at: index)
                tableView.deleteRows(at: [below], with: .top)
            } else {
                self.open.append(row)
                tableView.insertRows(at: [below], with: .top)
            }
            tableView.reloadRows(at: [indexPath], with: .none)
        }
    }

    /// A new item at the end of the list.
    public func append(_ item: String) {
        items.append(item)
        let last = tableView.numberOfRows(inSection: 0)
        tableView.insertRows(at: [IndexPath(row: last, section: 0)], with: .automatic)
    }
}
