/// An edit that cannot be applied to the list it was given: an index out of range.
///
/// Thrown by ``ReferenceModel`` instead of trapping, so a fuzz run can report the edit and the
/// state it met and carry on.
public struct InvalidEditError: Error, Hashable, Sendable {
    /// The edit, as its `description` reads.
    public var edit: String
    /// The position of the edit in its sequence, when it came from one.
    public var index: Int?
    /// The list the edit was applied to, as its `description` reads.
    public var list: String
    /// What is wrong, e.g. `item 5 is out of range: section 0 has 3 items`.
    public var problem: String

    public init(edit: String, index: Int? = nil, list: String, problem: String) {
        self.edit = edit
        self.index = index
        self.list = list
        self.problem = problem
    }
}

extension InvalidEditError: CustomStringConvertible {
    public var description: String {
        let position = index.map { "edit #\($0) " } ?? ""
        return "cannot apply \(position)'\(edit)' to \(list): \(problem)"
    }
}
