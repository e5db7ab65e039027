// A list screen that shows its changes through a diffing library's `UITableView` extension
// (ListDiffing.swift), as apps use one: the model array replaced by a new one inside
// `tableView.reload(using:with:setData:)`, and replaced wholesale with `reloadData()` on a pull to
// refresh. Written as an app writes it against UIKit — only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// A message: its identity, and the text a row shows.
public struct Message: Identifiable, Equatable, Sendable, CustomStringConvertible {
    public var id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }

    public var description: String { "\(id):\(text)" }
}

/// Messages, one row each. A change is shown with the staged changeset from the rows shown to the
/// new ones; a refresh replaces them all and reloads.
public final class MessagesViewController: UITableViewController {
    public private(set) var messages: [Message]
    /// The library's extension as it was before the fix: each stage's data set before its batch.
    let setsDataBeforeBatch: Bool

    public init(
        messages: [Message] = (0..<3).map { Message(id: $0, text: "message \($0)") }, setsDataBeforeBatch: Bool = false
    ) {
        self.messages = messages
        self.setsDataBeforeBatch = setsDataBeforeBatch
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row].text
        return cell
    }

    /// Shows `newMessages`, animated.
    public func show(_ newMessages: [Message]) {
        let changeset = StagedListChangeset(source: messages, target: newMessages)
        if setsDataBeforeBatch {
            tableView.reloadSettingDataBeforeBatch(using: changeset, with: .fade) { self.messages = $0 }
        } else {
            tableView.reload(using: changeset, with: .fade) { self.messages = $0 }
        }
    }

    /// What a pull to refresh's completion does: everything replaced, the table reloaded.
    public func refresh(with fetched: [Message]) {
        messages = fetched
        tableView.reloadData()
    }
}
