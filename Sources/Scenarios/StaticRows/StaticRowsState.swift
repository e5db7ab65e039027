/// What a static table's screen keeps: rows by identity, the rows hidden at the next commit and
/// on screen now, content versions, and the rows changed since the last commit. Both correct
/// screens keep one, and the scenario keeps one to judge them.
public struct StaticRowsState: Sendable {
    public let sections: [[StaticRow]]
    /// Hidden at the next commit (sorted ids).
    public private(set) var hidden: [Int]
    /// Hidden on screen now.
    public private(set) var committedHidden: [Int]
    /// Rows whose content changed since the last commit, in order.
    public private(set) var changed: [Int] = []
    /// Content version per row id, and as of the last commit. Read through ``version(of:)``
    /// and ``committedVersion(of:)``: their order never reaches output.
    private var versions: [Int: Int] = [:]
    private var committedVersions: [Int: Int] = [:]

    public init(sections: [[StaticRow]], hidden: [Int]) {
        self.sections = sections
        self.hidden = hidden.sorted()
        committedHidden = self.hidden
    }

    public mutating func setHidden(_ isHidden: Bool, row: Int) {
        hidden.removeAll { $0 == row }
        if isHidden {
            hidden.append(row)
            hidden.sort()
        }
    }

    public mutating func toggle(row: Int) { setHidden(!hidden.contains(row), row: row) }

    public mutating func contentChanged(row: Int) {
        versions[row, default: 0] += 1
        if !changed.contains(row) { changed.append(row) }
    }

    /// How many times `row`'s content changed.
    public func version(of row: Int) -> Int { versions[row] ?? 0 }

    /// How many times `row`'s content had changed at the last commit: what its cell shows.
    public func committedVersion(of row: Int) -> Int { committedVersions[row] ?? 0 }

    /// The pending state is now on screen.
    public mutating func markCommitted() {
        committedHidden = hidden
        committedVersions = versions
        changed = []
    }

    /// The rows per section when `hidden` rows are left out.
    public func visible(hiding hidden: [Int]) -> [[StaticRow]] {
        sections.map { $0.filter { !hidden.contains($0.id) } }
    }
}
