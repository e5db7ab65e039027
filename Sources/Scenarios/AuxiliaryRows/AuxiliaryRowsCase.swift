import BatchModel
import PropertyTesting

/// One case of scenario (c): the app's data, the mode, and what the app and the table do.
public struct AuxiliaryRowsCase: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Step: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Operations in logical paths, handed to the controller together (one batch for a
        /// controller that batches).
        case perform([AuxiliaryRowsOperation])
        /// The user taps the table's `actualRow`-th row (counted across sections, modulo the rows).
        case select(actualRow: Int)
        /// The user swipes the `actualRow`-th row away: a data row is deleted by the app, an
        /// auxiliary row closed by the assistant.
        case commitDelete(actualRow: Int)
        /// The app replaces its data (each section's rows in reverse order, or as they are) and
        /// calls `reloadData()`.
        case reloadData(reversed: Bool)

        public var description: String {
            switch self {
            case .perform(let operations): operations.map { $0.description }.joined(separator: "; ")
            case .select(let row): "tap actual row \(row)"
            case .commitDelete(let row): "swipe-delete actual row \(row)"
            case .reloadData(let reversed): "reloadData\(reversed ? " (rows reversed)" : "")"
            }
        }
    }

    /// The data: sections 0, 1, … holding row ids (unique across sections).
    public var sections: [[Int]]
    /// Whether opening one auxiliary row closes the other.
    public var single: Bool
    public var steps: [Step]

    public init(sections: [[Int]], single: Bool, steps: [Step]) {
        self.sections = sections
        self.single = single
        self.steps = steps
    }

    /// The data as a list.
    public var data: SectionedList<Int, Int> {
        SectionedList(sections.enumerated().map { .init($0.offset, $0.element) })
    }

    public var description: String {
        var lines = ["data: \(data)\(single ? " (single auxiliary row)" : "")"]
        lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }

    /// Random cases: up to three sections of up to four rows, a quarter in single mode, up to
    /// `maxSteps` steps — mostly groups of one to three operations (expands, collapses and
    /// toggles often, among data edits), some taps, swipes and reloads.
    public static func generator(maxSteps: Int = 10) -> Gen<AuxiliaryRowsCase> {
        let sections = Gen<[Int]>.array(of: .int(in: 0...4), length: 0...3).map { counts -> [[Int]] in
            var next = 0
            return counts.map { count in
                defer { next += count }
                return Array(next..<(next + count))
            }
        }
        return Gen.zip(sections, Gen.bool(probability: 0.25)).flatMap { sections, single in
            let value = AuxiliaryRowsCase(sections: sections, single: single, steps: [])
            let initial = State(
                layout: AuxiliaryRowsLayout(data: value.data, single: single),
                nextRow: sections.joined().count, nextSection: sections.count)
            return Gen<[Step]>.commands(
                from: initial, length: 1...max(1, maxSteps), { $0.stepGenerator() }, apply: { $0.after($1) }
            )
            .map { AuxiliaryRowsCase(sections: sections, single: single, steps: $0) }
        }
    }

    /// The model between steps, for generating operations whose paths fit.
    struct State {
        var layout: AuxiliaryRowsLayout
        var nextRow: Int
        var nextSection: Int

        func after(_ step: Step) -> State {
            var next = self
            switch step {
            case .perform(let operations):
                for operation in operations { next = next.after(operation) }
            case .select:
                break
            case .commitDelete(let row):
                guard let actual = layout.actualRow(counting: row) else { break }
                switch layout.row(atActual: actual) {
                case .host(let path)?: next.layout.apply(.deleteRow(path))
                case .auxiliary(let host)?: next.layout.apply(.collapse(host))
                case nil: break
                }
            case .reloadData(let reversed):
                next.layout.reload(with: layout.data.reversingRows(reversed), keepingExpansion: true)
            }
            return next
        }

        func after(_ operation: AuxiliaryRowsOperation) -> State {
            var next = self
            next.layout.apply(operation)
            if case .insertRow = operation { next.nextRow += 1 }
            if case .insertSection = operation { next.nextSection += 1 }
            return next
        }

        func stepGenerator() -> Gen<Step> {
            let group = Gen<[AuxiliaryRowsOperation]>.commands(
                from: self, length: 1...3, { $0.operationGenerator() }, apply: { $0.after($1) })
            return .frequency([
                (8, group.map { .perform($0) }),
                (2, Gen.int(in: 0...15).map { .select(actualRow: $0) }),
                (1, Gen.int(in: 0...15).map { .commitDelete(actualRow: $0) }),
                (1, Gen.bool.map { .reloadData(reversed: $0) }),
            ])
        }

        func operationGenerator() -> Gen<AuxiliaryRowsOperation> {
            let data = layout.data
            let rows = data.sections.enumerated().flatMap { s, section in
                section.items.indices.map { ItemPath(row: $0, section: s) }
            }
            let slots = data.sections.enumerated().flatMap { s, section in
                (0...section.items.count).map { ItemPath(row: $0, section: s) }
            }
            var kinds: [(Int, Gen<AuxiliaryRowsOperation>)] = [
                (
                    1,
                    Gen.int(in: 0...data.sections.count).map { [nextSection] in .insertSection(id: nextSection, at: $0)
                    }
                )
            ]
            if !slots.isEmpty {
                kinds.append((3, Gen.element(of: slots).map { [nextRow] in .insertRow(id: nextRow, at: $0) }))
            }
            if !data.sections.isEmpty {
                kinds.append((1, Gen.int(in: 0...(data.sections.count - 1)).map { .deleteSection($0) }))
            }
            if !rows.isEmpty {
                let row = Gen.element(of: rows)
                kinds += [
                    (4, row.map { .expand($0) }), (2, row.map { .collapse($0) }), (3, row.map { .toggle($0) }),
                    (2, row.map { .deleteRow($0) }),
                    (
                        2,
                        row.flatMap { from in
                            var lifted = data
                            lifted.sections[from.section].items.remove(at: from.item)
                            let targets = lifted.sections.enumerated().flatMap { s, section in
                                (0...section.items.count).map { ItemPath(row: $0, section: s) }
                            }
                            return Gen.element(of: targets).map { .moveRow(from: from, to: $0) }
                        }
                    ),
                ]
            }
            return .frequency(kinds)
        }
    }
}

extension AuxiliaryRowsLayout {
    /// Every actual path, in order.
    var actualRows: [ItemPath] {
        cells.enumerated().flatMap { s, rows in rows.indices.map { ItemPath(row: $0, section: s) } }
    }

    /// The actual path of the `index`-th row counted across sections, modulo the rows (a
    /// negative index from a hand-edited corpus file counts from the end); `nil` with no rows.
    func actualRow(counting index: Int) -> ItemPath? {
        let rows = actualRows
        guard !rows.isEmpty else { return nil }
        return rows[(index % rows.count + rows.count) % rows.count]
    }
}

extension SectionedList where ItemID == Int, SectionID == Int {
    /// The same sections with each one's rows reversed when `reversed`.
    func reversingRows(_ reversed: Bool) -> SectionedList {
        reversed ? SectionedList(sections.map { .init($0.id, $0.items.reversed()) }) : self
    }
}
