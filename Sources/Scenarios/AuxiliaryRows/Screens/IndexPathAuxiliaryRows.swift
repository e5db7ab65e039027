import BatchModel

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Auxiliary rows remembered the way the seed document (YFAssistantTableView) remembers them:
/// as the **actual** index paths of the open auxiliary rows, translated by counting the ones at
/// or above a path (`obj.row <= indexPath.row`). Each operation is one call to the table, a
/// batch of its own.
///
/// Two switches make the bug zoo:
/// - `updatesExpansionOnDataEdits` off is `assistant-stale-expansion`: data rows and sections
///   inserted, deleted or moved above an open row leave its stored path where it was, and
///   `reloadData` keeps the stored paths;
/// - ``Comparison/less`` is `assistant-off-by-one`: `obj.row < indexPath.row`, so an auxiliary
///   row does not count itself and maps to the data row below its host.
///
/// With both right it follows expansion through every edit (and clears it at `reloadData`,
/// which index paths cannot follow).
public final class IndexPathAuxiliaryRows: UITableViewController, AuxiliaryRowsScreen {
    /// How actual → logical counts the auxiliary rows above a path.
    public enum Comparison: String, Sendable, CaseIterable {
        /// `obj.row <= indexPath.row`, as the seed document writes it.
        case lessOrEqual
        /// `obj.row < indexPath.row`.
        case less
    }

    public private(set) var data: SectionedList<Int, Int>
    /// The actual paths of the open auxiliary rows (`assistantsIndexPaths`).
    public private(set) var assistantsIndexPaths: [ItemPath] = []
    public let single: Bool
    public let updatesExpansionOnDataEdits: Bool
    public let comparison: Comparison
    public weak var appDelegate: (any AuxiliaryRowsAppDelegate)?
    public weak var assistantDelegate: (any AssistantDelegate)?

    public init(
        data: SectionedList<Int, Int>, single: Bool, updatesExpansionOnDataEdits: Bool = true,
        comparison: Comparison = .lessOrEqual
    ) {
        self.data = data
        self.single = single
        self.updatesExpansionOnDataEdits = updatesExpansionOnDataEdits
        self.comparison = comparison
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    public var actualCounts: [Int] {
        data.sections.enumerated().map { s, section in
            section.items.count + assistantsIndexPaths.filter { $0.section == s }.count
        }
    }

    /// `actualIndexPath2Logic:`.
    func logicalPath(fromActual actual: ItemPath) -> ItemPath {
        var row = actual.row
        for path in assistantsIndexPaths where path.section == actual.section {
            if comparison == .lessOrEqual ? path.row <= actual.row : path.row < actual.row { row -= 1 }
        }
        return ItemPath(row: row, section: actual.section)
    }

    public func row(atActual actual: ItemPath) -> ActualRow? {
        guard actualCounts.indices.contains(actual.section), (0..<actualCounts[actual.section]).contains(actual.row)
        else { return nil }
        let logical = logicalPath(fromActual: actual)
        return assistantsIndexPaths.contains(actual) ? .auxiliary(host: logical) : .host(logical)
    }

    public func actualPath(forLogical logical: ItemPath) -> ItemPath? {
        guard data.contains(logical) else { return nil }
        return position(ofLogical: logical)
    }

    /// Where logical row `logical.row` is (or would be inserted) in the table.
    func position(ofLogical logical: ItemPath) -> ItemPath {
        var row = logical.row
        for path in assistantsIndexPaths.filter({ $0.section == logical.section }).sorted() where path.row <= row {
            row += 1
        }
        return ItemPath(row: row, section: logical.section)
    }

    public func perform(_ operations: [AuxiliaryRowsOperation]) {
        for operation in operations { perform(operation) }
    }

    public func reloadData(_ data: SectionedList<Int, Int>) {
        self.data = data
        if updatesExpansionOnDataEdits { assistantsIndexPaths = [] }
        tableView.reloadData()
    }

    // MARK: Data source and delegate

    public override func numberOfSections(in tableView: UITableView) -> Int { data.sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        actualCounts[section]
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(for: indexPath)
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelectRow(atActual: ItemPath(row: indexPath.row, section: indexPath.section))
    }

    public override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        commitDelete(atActual: ItemPath(row: indexPath.row, section: indexPath.section))
    }

    // MARK: One operation, one batch

    private func perform(_ operation: AuxiliaryRowsOperation) {
        switch operation {
        case .expand(let path):
            guard data.contains(path), !isExpanded(path) else { return }
            if single && !assistantsIndexPaths.isEmpty {
                let open = assistantsIndexPaths
                assistantsIndexPaths = []
                tableView.deleteRows(at: open.map(Self.indexPath), with: .top)
            }
            let host = position(ofLogical: path)
            let auxiliary = ItemPath(row: host.row + 1, section: host.section)
            shiftRows(in: auxiliary.section, from: auxiliary.row, by: 1)
            assistantsIndexPaths.append(auxiliary)
            tableView.insertRows(at: [Self.indexPath(auxiliary)], with: .top)
        case .collapse(let path):
            guard data.contains(path), isExpanded(path) else { return }
            let host = position(ofLogical: path)
            let auxiliary = ItemPath(row: host.row + 1, section: host.section)
            assistantsIndexPaths.removeAll { $0 == auxiliary }
            shiftRows(in: auxiliary.section, from: auxiliary.row + 1, by: -1)
            tableView.deleteRows(at: [Self.indexPath(auxiliary)], with: .top)
        case .toggle(let path):
            guard data.contains(path) else { return }
            perform(isExpanded(path) ? .collapse(path) : .expand(path))
        case .insertRow(let id, let path):
            guard data.sections.indices.contains(path.section),
                (0...data.sections[path.section].items.count).contains(path.item)
            else { return }
            let actual = position(ofLogical: path)
            data.sections[path.section].items.insert(id, at: path.item)
            if updatesExpansionOnDataEdits { shiftRows(in: actual.section, from: actual.row, by: 1) }
            tableView.insertRows(at: [Self.indexPath(actual)], with: .automatic)
        case .deleteRow(let path):
            guard data.contains(path) else { return }
            let actual = position(ofLogical: path)
            let auxiliary = ItemPath(row: actual.row + 1, section: actual.section)
            let expanded = assistantsIndexPaths.contains(auxiliary)
            data.sections[path.section].items.remove(at: path.item)
            assistantsIndexPaths.removeAll { $0 == auxiliary }
            if updatesExpansionOnDataEdits {
                shiftRows(in: actual.section, from: actual.row + 1, by: expanded ? -2 : -1)
            }
            tableView.deleteRows(at: (expanded ? [actual, auxiliary] : [actual]).map(Self.indexPath), with: .automatic)
        case .moveRow(let from, let to):
            guard data.contains(from) else { return }
            var lifted = data
            let id = lifted.sections[from.section].items.remove(at: from.item)
            guard lifted.sections.indices.contains(to.section),
                (0...lifted.sections[to.section].items.count).contains(to.item)
            else { return }
            let wasExpanded = isExpanded(from)
            if wasExpanded { perform(.collapse(from)) }
            let source = position(ofLogical: from)
            if updatesExpansionOnDataEdits { shiftRows(in: source.section, from: source.row + 1, by: -1) }
            lifted.sections[to.section].items.insert(id, at: to.item)
            data = lifted
            let destination = position(ofLogical: to)
            if updatesExpansionOnDataEdits { shiftRows(in: destination.section, from: destination.row, by: 1) }
            tableView.moveRow(at: Self.indexPath(source), to: Self.indexPath(destination))
            if wasExpanded { perform(.expand(to)) }
        case .insertSection(let id, let index):
            guard (0...data.sections.count).contains(index) else { return }
            data.sections.insert(.init(id, []), at: index)
            if updatesExpansionOnDataEdits { shiftSections(from: index, by: 1) }
            tableView.insertSections(IndexSet(integer: index), with: .automatic)
        case .deleteSection(let index):
            guard data.sections.indices.contains(index) else { return }
            data.sections.remove(at: index)
            if updatesExpansionOnDataEdits {
                assistantsIndexPaths.removeAll { $0.section == index }
                shiftSections(from: index + 1, by: -1)
            }
            tableView.deleteSections(IndexSet(integer: index), with: .automatic)
        }
    }

    private func isExpanded(_ logical: ItemPath) -> Bool {
        let host = position(ofLogical: logical)
        return assistantsIndexPaths.contains(ItemPath(row: host.row + 1, section: host.section))
    }

    private func shiftRows(in section: Int, from row: Int, by delta: Int) {
        for k in assistantsIndexPaths.indices
        where assistantsIndexPaths[k].section == section && assistantsIndexPaths[k].row >= row {
            assistantsIndexPaths[k].row += delta
        }
    }

    private func shiftSections(from section: Int, by delta: Int) {
        for k in assistantsIndexPaths.indices where assistantsIndexPaths[k].section >= section {
            assistantsIndexPaths[k].section += delta
        }
    }

    /// The table's index path for an actual path.
    private static func indexPath(_ path: ItemPath) -> IndexPath { IndexPath(row: path.item, section: path.section) }
}
