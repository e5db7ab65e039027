import BatchFuzzCore

extension StaticRowsCase {
    /// Throws the first field that makes this case one the scenario cannot run: a row id given
    /// twice, a negative height, or a hidden row or a step naming a row the table does not have.
    package func validate() throws(CaseProblem) {
        let rows = sections.flatMap { $0 }
        if let id = CaseChecks.firstRepeated(rows.map { $0.id }) {
            throw CaseProblem("sections", "row id \(id) is given twice")
        }
        if let row = rows.first(where: { $0.height < 0 }) {
            throw CaseProblem("sections", "row \(row.id) has a negative height, \(row.height)")
        }
        let ids = Set(rows.map { $0.id })
        if let index = hidden.firstIndex(where: { !ids.contains($0) }) {
            throw CaseProblem("hidden[\(index)]", "row \(hidden[index]) is not in the table")
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .hide(let row), .show(let row), .toggle(let row), .change(let row):
                guard ids.contains(row) else {
                    throw CaseProblem("steps[\(index)]", "\(step): row \(row) is not in the table")
                }
            case .commit, .layout:
                break
            }
        }
    }
}
