import BatchModel

/// A case that can be written as Swift: what a failure prints for a regression test to paste.
package protocol SwiftSourceCase {
    /// Declarations of the case's values (`let list = …`, `let edits = …`), one per line.
    var swiftSource: String { get }
}

extension EditCase: SwiftSourceCase {
    /// `let list = SectionedList<Int, Int>([.init(0, [1, 2])])` and `let edits: [Edit<Int, Int>]`,
    /// one edit a line: what `check(.coalescer(…), case:)` and `check(.differ(…), case:)` take.
    package var swiftSource: String {
        let sections = initial.sections.map { ".init(\($0.id), \($0.items))" }.joined(separator: ", ")
        var lines = ["let list = SectionedList<Int, Int>([\(sections)])"]
        if edits.isEmpty {
            lines.append("let edits: [Edit<Int, Int>] = []")
        } else {
            lines.append("let edits: [Edit<Int, Int>] = [")
            lines += edits.map { "    \(Self.swift($0))," }
            lines.append("]")
        }
        return lines.joined(separator: "\n")
    }

    private static func swift(_ edit: Edit<Int, Int>) -> String {
        func path(_ path: ItemPath) -> String { "ItemPath(section: \(path.section), item: \(path.item))" }
        switch edit {
        case .insertSection(let id, let index): return ".insertSection(id: \(id), at: \(index))"
        case .deleteSection(let index): return ".deleteSection(at: \(index))"
        case .moveSection(let from, let to): return ".moveSection(from: \(from), to: \(to))"
        case .reloadSection(let index): return ".reloadSection(at: \(index))"
        case .insertItem(let id, let at): return ".insertItem(id: \(id), at: \(path(at)))"
        case .deleteItem(let at): return ".deleteItem(at: \(path(at)))"
        case .moveItem(let from, let to): return ".moveItem(from: \(path(from)), to: \(path(to)))"
        case .reloadItem(let at): return ".reloadItem(at: \(path(at)))"
        }
    }
}
