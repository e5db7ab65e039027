/// A plain text table: the first column left-aligned, the others right-aligned.
enum Table {
    static func print(_ header: [String], _ rows: [[String]]) {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0
                    ? cell + String(repeating: " ", count: widths[index] - cell.count)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        Swift.print(line(header))
        Swift.print(line(header.indices.map { String(repeating: "-", count: widths[$0]) }))
        rows.forEach { Swift.print(line($0)) }
    }
}
