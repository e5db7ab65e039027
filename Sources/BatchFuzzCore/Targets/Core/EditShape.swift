import PropertyTesting

/// The shape of a core case, drawn before the case itself when fuzzing past the default size
/// (swarm testing): how many sections the list starts with, how long they are, and how often
/// each kind of edit comes — some left out, one made dominant. Cases of one shape probe one
/// corner hard (forty sections and nothing but section moves; three long sections and nothing
/// but inserts), where cases of the average shape would spread every run thin.
///
/// Every choice's simplest draw is the default shape, so shrinking a case also simplifies its
/// shape.
struct EditShape: Hashable, Sendable {
    /// The kinds of edit, in the order the generator offers them.
    enum Kind: Int, CaseIterable {
        case insertSection, insertItem, deleteSection, moveSection, reloadSection, deleteItem, reloadItem, moveItem

        /// The weight of the kind in the default shape.
        var defaultWeight: Int { [2, 5, 1, 1, 1, 3, 2, 4][rawValue] }
    }

    /// How many sections the initial list has.
    var sections: ClosedRange<Int> = 0...4
    /// How many items each initial section has.
    var rows: ClosedRange<Int> = 0...5
    /// Per kind, in ``Kind`` order, how often it comes (0: never).
    var weights: [Int] = Kind.allCases.map(\.defaultWeight)

    func weight(_ kind: Kind) -> Int { weights[kind.rawValue] }

    /// The shape of a flat list's cases: one section of up to 8 items (up to `maxEdits` past
    /// that), edited item by item.
    static func list(maxEdits: Int) -> EditShape {
        var shape = EditShape(sections: 1...1, rows: 0...Swift.max(8, maxEdits))
        for kind in [Kind.insertSection, .deleteSection, .moveSection, .reloadSection] {
            shape.weights[kind.rawValue] = 0
        }
        return shape
    }

    /// Shapes for cases of up to `maxEdits` edits: a third with 17 to 40 sections, half with
    /// sections of up to 5 × `maxEdits` items (up to 100 when there are many sections, to keep a
    /// case quick), each kind of edit left out half the time, and one kind in nine times out of
    /// ten made ten times as frequent.
    static func swarm(maxEdits: Int) -> Gen<EditShape> {
        let many = Gen<Int>.int(in: 0...2).map { $0 == 2 }
        let long = Gen<Int>.int(in: 0...1).map { $0 == 1 }
        let left = Gen<[Int]>.array(of: .int(in: 0...1), length: Kind.allCases.count...Kind.allCases.count)
        let dominant = Gen<Int>.int(in: 0...Kind.allCases.count)
        return Gen.zip(Gen.zip(many, long), Gen.zip(left, dominant)).map { sizes, kinds in
            let (many, long) = sizes, (left, dominant) = kinds
            var shape = EditShape()
            if many { shape.sections = 17...40 }
            if long { shape.rows = 0...(many ? 100 : Swift.max(5, 5 * maxEdits)) }
            for kind in Kind.allCases where left[kind.rawValue] == 1 { shape.weights[kind.rawValue] = 0 }
            if dominant > 0 { shape.weights[dominant - 1] = 10 * Kind(rawValue: dominant - 1)!.defaultWeight }
            return shape
        }
    }
}
