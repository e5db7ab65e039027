import BatchFuzzCore

extension FetchedResultsCase {
    /// Throws the first field that makes this case one the scenario cannot run: an object id
    /// given twice, no row on screen, or a save that inserts an id already live or deletes or
    /// edits one that is not.
    package func validate() throws(CaseProblem) {
        // Bounded before anything is built from them, as every scenario's cases are.
        guard objects.count <= CaseChecks.maximumItems else {
            throw CaseProblem(
                "objects", "\(objects.count) objects take the case past \(CaseChecks.maximumItems) items in all")
        }
        var total = objects.count
        for (index, save) in saves.enumerated() {
            guard save.count <= CaseChecks.maximumItems - total else {
                throw CaseProblem(
                    "saves[\(index)]",
                    "\(save.count) changes take the case past \(CaseChecks.maximumItems) items in all")
            }
            total += save.count
        }
        guard visibleRows <= CaseChecks.maximumItems else {
            throw CaseProblem("visibleRows", "\(visibleRows) rows on screen is past \(CaseChecks.maximumItems)")
        }
        if let id = CaseChecks.firstRepeated(objects.map { $0.id }) {
            throw CaseProblem("objects", "object id \(id) is given twice")
        }
        guard visibleRows >= 1 else {
            throw CaseProblem("visibleRows", "at least one row is on screen, got \(visibleRows)")
        }
        // Within one save every change names an object live when the save began (or inserted
        // earlier in it), as the generator draws them: a save may edit and delete one object.
        var live = Set(objects.map { $0.id })
        for (index, save) in saves.enumerated() {
            var known = live, deleted = Set<Int>()
            for change in save {
                func fail(_ problem: String) -> CaseProblem { CaseProblem("saves[\(index)]", "\(change): \(problem)") }
                switch change {
                case .insert(let object):
                    guard known.insert(object.id).inserted else { throw fail("object #\(object.id) already exists") }
                case .delete(let id):
                    guard known.contains(id) else { throw fail("object #\(id) does not exist") }
                    deleted.insert(id)
                case .edit(let id, _, _, _):
                    guard known.contains(id) else { throw fail("object #\(id) does not exist") }
                }
            }
            live = known.subtracting(deleted)
        }
    }
}
