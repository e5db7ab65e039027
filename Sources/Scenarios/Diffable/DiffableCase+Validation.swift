import BatchFuzzCore

extension DiffableCase {
    /// Throws the first field that makes this case one the scenario cannot run: a negative item
    /// count or more than `CaseChecks.maximumItems` items, or a step naming an item or a section that is not in the snapshot at that step.
    package func validate() throws(CaseProblem) {
        try CaseChecks.requireBounded(sections, field: "sections")
        var state = State(list: initialList, nextSection: sections.count, nextItem: sections.reduce(0, +))
        for (index, step) in steps.enumerated() {
            let items = state.list.sections.flatMap { $0.items }, count = state.list.numberOfSections
            func fail(_ problem: String) -> CaseProblem { CaseProblem("steps[\(index)]", "\(step): \(problem)") }
            func requireItem(_ id: Int) throws(CaseProblem) {
                guard items.contains(id) else { throw fail("item \(id) is not in the snapshot (items \(items))") }
            }
            switch step {
            case .replace(let item, _), .deleteItem(let item):
                try requireItem(item)
            case .moveItem(let item, let destination):
                try requireItem(item)
                try requireItem(destination)
                if item == destination { throw fail("an item cannot move before itself") }
            case .insertItem(let section, let at):
                guard (0..<count).contains(section) else {
                    throw fail("section #\(section) does not exist: there are \(count)")
                }
                let room = state.list.sections[section].items.count
                guard (0...room).contains(at) else { throw fail("index \(at) is outside 0...\(room)") }
            case .deleteSection(let section):
                guard (0..<count).contains(section) else {
                    throw fail("section #\(section) does not exist: there are \(count)")
                }
            case .appendSection, .apply:
                break
            }
            state = State.applying(state, step)
        }
    }
}
