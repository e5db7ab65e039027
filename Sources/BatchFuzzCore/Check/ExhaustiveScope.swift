import PropertyTesting

/// The small scope an exhaustive check covers: every case up to these sizes, each judged once
/// (`batchfuzz fuzz --exhaustive`, ``FuzzConfiguration/exhaustive``).
///
/// For the core property: initial lists of at most ``sections`` sections of at most ``rows``
/// rows each, then at most ``edits`` edits of the ``kinds`` given. A scenario reads the same
/// numbers in its own words (a flat list: ``rows`` items and ``edits`` edits). The defaults —
/// 2 edits on 3 sections of 3 rows — finish in well under a minute on one core for the
/// built-in engines, and hold a minimal case of every bug of the bug zoo whose minimal case
/// is that small.
public struct ExhaustiveScope: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of edit a case may make.
    public enum EditKind: String, Hashable, Sendable, CaseIterable {
        case insertSection, insertItem, deleteSection, moveSection, reloadSection, deleteItem, reloadItem, moveItem
    }

    /// The most sections an initial list has.
    public var sections: Int
    /// The most rows each initial section has.
    public var rows: Int
    /// The most edits (or steps) a case makes.
    public var edits: Int
    /// The kinds of edit; all by default.
    public var kinds: [EditKind]
    /// The most choice sequences the walk may take; a larger scope is refused before it starts,
    /// with its estimated size.
    public var budget: Int
    /// Whether a case is left out when an earlier case's edits reached the same list and reloads
    /// after as many edits or fewer: each situation judged once (the article *Small-scope
    /// exhaustive checking* says how, and what it costs).
    /// On by default; off, every choice sequence is judged.
    public var reduces = true

    public init(
        sections: Int = 3, rows: Int = 3, edits: Int = 2, kinds: [EditKind] = EditKind.allCases,
        budget: Int = 5_000_000
    ) {
        self.sections = sections
        self.rows = rows
        self.edits = edits
        self.kinds = kinds
        self.budget = budget
    }

    /// `every case up to 2 edits on ≤ 3 sections of ≤ 3 rows`, and the kinds when not all.
    public var description: String {
        (reduces ? "" : "every choice sequence, not reduced: ")
            + "every case up to \(edits) edit\(edits == 1 ? "" : "s") on ≤ \(sections) section\(sections == 1 ? "" : "s") of ≤ \(rows) row\(rows == 1 ? "" : "s")"
            + (Set(kinds) == Set(EditKind.allCases) ? "" : " (\(kinds.map(\.rawValue).joined(separator: ", ")) only)")
    }

    /// The scope in a flat list's words: `every case up to 2 edits on a list of ≤ 3 items`.
    public var listDescription: String {
        (reduces ? "" : "every choice sequence, not reduced: ")
            + "every case up to \(edits) edit\(edits == 1 ? "" : "s") on a list of ≤ \(rows) item\(rows == 1 ? "" : "s")"
            + (Set(kinds.filter(\.isItemEdit)) == Set(EditKind.allCases.filter(\.isItemEdit))
                ? "" : " (\(kinds.filter(\.isItemEdit).map(\.rawValue).joined(separator: ", ")) only)")
    }

    /// The shape of the core property's cases in this scope.
    var shape: EditShape {
        var shape = EditShape(sections: 0...max(0, sections), rows: 0...max(0, rows))
        for kind in EditShape.Kind.allCases {
            let name = ExhaustiveScope.EditKind.allCases[kind.rawValue]
            if !kinds.contains(name) { shape.weights[kind.rawValue] = 0 }
        }
        return shape
    }

    /// The shape of a flat list's cases in this scope: one section, item edits only.
    var listShape: EditShape {
        var shape = self.shape
        shape.sections = 1...1
        for kind in EditShape.Kind.allCases where !ExhaustiveScope.EditKind.allCases[kind.rawValue].isItemEdit {
            shape.weights[kind.rawValue] = 0
        }
        return shape
    }
}

extension ExhaustiveScope.EditKind {
    /// Whether it edits items, not sections.
    var isItemEdit: Bool { [.insertItem, .deleteItem, .reloadItem, .moveItem].contains(self) }
}

extension EditCase {
    /// Every case of `scope`, as the exhaustive walk reads this generator.
    package static func generator(scope: ExhaustiveScope) -> Gen<EditCase> {
        generator(shape: scope.shape, maxEdits: scope.edits)
    }

    /// Every flat-list case of `scope`.
    package static func listGenerator(scope: ExhaustiveScope) -> Gen<EditCase> {
        generator(shape: scope.listShape, maxEdits: scope.edits)
    }
}

extension Property where Value == EditCase {
    /// The property whose exhaustive walk over `scope` judges each situation once
    /// (``EditCase/reduction(shape:maxEdits:countsReloads:namesEditKinds:)``), taking its paths depth first
    /// (``EditCasePaths``); `list` for a flat list's cases. Repeated
    /// values are read from the identifiers (`id % 3`), which the reduction renames: a list of
    /// them is walked whole.
    ///
    /// `readsEdits` for an engine handed the edits themselves (a coalescer), not the lists they
    /// leave: two prefixes are then the same only if their edits are of the same kinds in the
    /// same order, since such an engine may break on one order of two commuting edits.
    package func reducing(
        over scope: ExhaustiveScope, list: Bool = false, values: ListItem.Values = .distinct, readsEdits: Bool = false
    ) -> Property {
        let shape = list ? scope.listShape : scope.shape
        var reduced = self
        reduced.exhaustivePaths = { shard, reduces in
            EditCasePaths(
                shape: shape, maxEdits: scope.edits, countsReloads: list, namesEditKinds: readsEdits, shard: shard,
                reduces: reduces)
        }
        guard values == .distinct else { return reduced }
        reduced.reduction = EditCase.reduction(
            shape: shape, maxEdits: scope.edits, countsReloads: list, namesEditKinds: readsEdits)
        return reduced
    }
}

extension ExhaustiveScope {
    /// Why `scenario` has no exhaustive form, for the error that refuses a walk of it.
    package static func noForm(forScenario scenario: String) -> String {
        switch scenario {
        case "screen-actions", "fetched-results", "diffable":
            "its cases drive a screen, and each step draws from what the screen shows then (a row on screen, an object saved), so its tree of choices is known only by running the screen; a walk of a screen's states is not built yet — random cases and shrinking cover it"
        default:
            "its cases draw sizes and values from ranges no scope bounds (--sections, --rows and --edits bound the core, list and staged scopes only); its small-scope form is not built yet"
        }
    }
}
