import BatchFuzzCore
import BatchModel

extension AuxiliaryRowsCase {
    /// Throws the first field that makes this case one the scenario cannot run: a row id given
    /// twice, or an operation naming a row, a place or a section that the data does not have at
    /// that step, or an id already in use. (Taps and swipes may name any actual row: one past
    /// the table is a tap that does nothing.)
    package func validate() throws(CaseProblem) {
        if let id = CaseChecks.firstRepeated(sections.flatMap { $0 }) {
            throw CaseProblem("sections", "row id \(id) is given twice")
        }
        var state = State(
            layout: AuxiliaryRowsLayout(data: data, single: single), nextRow: 0, nextSection: sections.count)
        for (index, step) in steps.enumerated() {
            if case .perform(let operations) = step {
                for operation in operations {
                    if let problem = state.problem(with: operation) {
                        throw CaseProblem("steps[\(index)]", "\(operation): \(problem)")
                    }
                    state = state.after(operation)
                }
            } else {
                state = state.after(step)
            }
        }
    }
}

extension AuxiliaryRowsCase.State {
    /// What does not fit in `operation` at this state, or nil.
    func problem(with operation: AuxiliaryRowsOperation) -> String? {
        let data = layout.data
        func row(_ path: ItemPath) -> String? {
            guard data.sections.indices.contains(path.section) else {
                return "section \(path.section) does not exist: there are \(data.numberOfSections)"
            }
            let count = data.sections[path.section].items.count
            return (0..<count).contains(path.item)
                ? nil : "row \(path.item) is outside section \(path.section)'s \(count) rows"
        }
        func slot(_ path: ItemPath, in list: SectionedList<Int, Int>) -> String? {
            guard list.sections.indices.contains(path.section) else {
                return "section \(path.section) does not exist: there are \(list.numberOfSections)"
            }
            let count = list.sections[path.section].items.count
            return (0...count).contains(path.item)
                ? nil : "place \(path.item) is outside 0...\(count) in section \(path.section)"
        }
        let ids = Set(data.sections.flatMap { $0.items })
        switch operation {
        case .expand(let path), .collapse(let path), .toggle(let path), .deleteRow(let path):
            return row(path)
        case .insertRow(let id, let at):
            return ids.contains(id) ? "row id \(id) is already in use" : slot(at, in: data)
        case .moveRow(let from, let to):
            if let problem = row(from) { return problem }
            var lifted = data
            lifted.sections[from.section].items.remove(at: from.item)
            return slot(to, in: lifted)
        case .insertSection(let id, let at):
            if data.sections.contains(where: { $0.id == id }) { return "section id \(id) is already in use" }
            return (0...data.numberOfSections).contains(at)
                ? nil : "section index \(at) is outside 0...\(data.numberOfSections)"
        case .deleteSection(let section):
            return data.sections.indices.contains(section)
                ? nil : "section \(section) does not exist: there are \(data.numberOfSections)"
        }
    }
}
