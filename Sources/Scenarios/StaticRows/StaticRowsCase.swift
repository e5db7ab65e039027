import PropertyTesting

/// One case of scenario (a): a static table (rows with identity and height, some hidden at
/// first) and what the app and the view do to it.
public struct StaticRowsCase: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Step: Hashable, Sendable, Codable, CustomStringConvertible {
        case hide(row: Int)
        case show(row: Int)
        case toggle(row: Int)
        /// The row's content changed.
        case change(row: Int)
        case commit(animated: Bool)
        /// The view lays out again: every visible height is asked.
        case layout

        public var description: String {
            switch self {
            case .hide(let row): "hide row \(row)"
            case .show(let row): "show row \(row)"
            case .toggle(let row): "toggle row \(row)"
            case .change(let row): "change row \(row)'s content"
            case .commit(let animated): "commit\(animated ? " (animated)" : "")"
            case .layout: "layout (heights asked again)"
            }
        }
    }

    /// The rows, section by section (ids 0, 1, … in order).
    public var sections: [[StaticRow]]
    /// Rows hidden when the screen appears.
    public var hidden: [Int]
    public var steps: [Step]

    public init(sections: [[StaticRow]], hidden: [Int], steps: [Step]) {
        self.sections = sections
        self.hidden = hidden
        self.steps = steps
    }

    public var description: String {
        let rows = sections.map { "[" + $0.map { "\($0.id)(h\($0.height))" }.joined(separator: " ") + "]" }.joined(
            separator: " ")
        var lines = ["rows: \(rows); hidden at first: \(hidden)"]
        lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }

    /// Random cases: one to three sections of up to four rows, some hidden, then up to `maxSteps`
    /// steps; toggles come often (several before one commit), commits end most runs of steps.
    public static func generator(maxSteps: Int = CaseSize.standard) -> Gen<StaticRowsCase> {
        let heights = Gen.element(of: [44, 60, 88])
        let table = Gen<[[Int]]>.array(of: .array(of: heights, length: 0...4), length: 1...3).map {
            sections -> [[StaticRow]] in
            var next = 0
            return sections.map { section in
                section.map { height in
                    defer { next += 1 }
                    return StaticRow(id: next, height: height)
                }
            }
        }
        return table.flatMap { sections in
            let ids = sections.flatMap { $0.map { $0.id } }
            let hidden = Gen<[Bool]>.array(of: .bool(probability: 0.25), count: ids.count).map { flags in
                zip(ids, flags).filter { $0.1 }.map { $0.0 }
            }
            let step: Gen<Step> =
                ids.isEmpty
                ? .frequency([(3, Gen.bool(probability: 0.5).map { .commit(animated: $0) }), (1, .constant(.layout))])
                : .frequency([
                    (3, Gen.element(of: ids).map { .toggle(row: $0) }),
                    (2, Gen.element(of: ids).map { .hide(row: $0) }),
                    (2, Gen.element(of: ids).map { .show(row: $0) }),
                    (2, Gen.element(of: ids).map { .change(row: $0) }),
                    (3, Gen.bool(probability: 0.5).map { .commit(animated: $0) }),
                    (1, .constant(.layout)),
                ])
            return Gen.zip(hidden, Gen<[Step]>.array(of: step, length: 0...maxSteps)).map {
                StaticRowsCase(sections: sections, hidden: $0.0, steps: $0.1)
            }
        }
    }
}
