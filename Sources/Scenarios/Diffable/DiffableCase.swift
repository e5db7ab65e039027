import BatchModel
import PropertyTesting

/// One case of the diffable scenario: an item type (identity strategy), the initial sections, and
/// what the app does — content replacements through the helper under test, structural snapshot
/// edits, and `apply` calls (one more always ends the case).
public struct DiffableCase: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One thing the app does. Items are named by the app's `id`; content starts at 0.
    public enum Step: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Show `content` for item `item`, through the replacement helper under test.
        case replace(item: Int, content: Int)
        /// A new item (the next unused id) at `index` of section index `section`.
        case insertItem(section: Int, index: Int)
        case deleteItem(Int)
        case moveItem(Int, beforeItem: Int)
        /// A new section (the next unused id) at the end.
        case appendSection
        case deleteSection(index: Int)
        /// `dataSource.apply(snapshot)`, then the app takes a fresh `snapshot()`.
        case apply

        public var description: String {
            switch self {
            case .replace(let item, let content): "replace content of item \(item) with \(content)"
            case .insertItem(let section, let index): "insert a new item at \(index) of section #\(section)"
            case .deleteItem(let item): "delete item \(item)"
            case .moveItem(let item, let destination): "move item \(item) before item \(destination)"
            case .appendSection: "append a new section"
            case .deleteSection(let index): "delete section #\(index)"
            case .apply: "apply"
            }
        }
    }

    public var strategy: IdentityStrategy
    /// Item counts of the initial sections (section ids 0, 1, …; item ids 0, 1, … in order).
    public var sections: [Int]
    public var steps: [Step]

    public init(strategy: IdentityStrategy, sections: [Int], steps: [Step]) {
        self.strategy = strategy
        self.sections = sections
        self.steps = steps
    }

    public var description: String {
        var lines = ["items: \(strategy.rawValue); initial sections (item counts): \(sections)"]
        lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }

    /// The app's ids after the initial load: section ids and item ids in order.
    var initialList: SectionedList<Int, Int> {
        var next = 0
        return SectionedList(
            sections.enumerated().map { s, count in
                defer { next += count }
                return .init(s, Array(next..<(next + count)))
            })
    }

    /// Random cases: small lists, then up to `maxSteps` steps valid in the state the earlier ones
    /// left; replacements are the most frequent, applies come often so several batches are judged.
    public static func generator(
        strategies: [IdentityStrategy] = IdentityStrategy.allCases, maxSteps: Int = 10
    ) -> Gen<DiffableCase> {
        Gen.zip(Gen.element(of: strategies), Gen<[Int]>.array(of: .int(in: 0...4), length: 1...3)).flatMap {
            strategy, counts in
            let start = DiffableCase(strategy: strategy, sections: counts, steps: [])
            let state = State(list: start.initialList, nextSection: counts.count, nextItem: counts.reduce(0, +))
            return Gen<[Step]>.commands(from: state, length: 0...maxSteps, State.step, apply: State.applying)
                .map { DiffableCase(strategy: strategy, sections: counts, steps: $0) }
        }
    }

    /// The app's ids as the generator tracks them.
    struct State {
        var list: SectionedList<Int, Int>
        var nextSection: Int
        var nextItem: Int

        static func applying(_ state: State, _ step: Step) -> State {
            var next = state
            switch step {
            case .insertItem(let s, let i):
                next.list.sections[s].items.insert(next.nextItem, at: i)
                next.nextItem += 1
            case .deleteItem(let id):
                for s in next.list.sections.indices { next.list.sections[s].items.removeAll { $0 == id } }
            case .moveItem(let id, let destination):
                for s in next.list.sections.indices { next.list.sections[s].items.removeAll { $0 == id } }
                for s in next.list.sections.indices {
                    if let i = next.list.sections[s].items.firstIndex(of: destination) {
                        next.list.sections[s].items.insert(id, at: i)
                    }
                }
            case .appendSection:
                next.list.sections.append(.init(next.nextSection, []))
                next.nextSection += 1
            case .deleteSection(let index):
                next.list.sections.remove(at: index)
            case .replace, .apply:
                break
            }
            return next
        }

        static func step(_ state: State) -> Gen<Step>? {
            let items = state.list.sections.flatMap { $0.items }
            let sections = state.list.numberOfSections
            var options: [(Int, Gen<Step>)] = [(3, .constant(.apply)), (1, .constant(.appendSection))]
            if !items.isEmpty {
                options.append(
                    (
                        6,
                        Gen.zip(Gen.element(of: items), Gen<Int>.int(in: 1...9)).map {
                            .replace(item: $0.0, content: $0.1)
                        }
                    ))
                options.append((1, Gen.element(of: items).map { .deleteItem($0) }))
            }
            if items.count > 1 {
                options.append(
                    (
                        1,
                        Gen.zip(Gen.element(of: items), Gen.element(of: items)).map { pair in
                            pair.0 == pair.1 ? .apply : .moveItem(pair.0, beforeItem: pair.1)
                        }
                    ))
            }
            if sections > 0 {
                options.append(
                    (
                        2,
                        Gen<Int>.int(in: 0...(sections - 1)).flatMap { s in
                            Gen<Int>.int(in: 0...state.list.sections[s].items.count).map {
                                .insertItem(section: s, index: $0)
                            }
                        }
                    ))
                options.append((1, Gen<Int>.int(in: 0...(sections - 1)).map { .deleteSection(index: $0) }))
            }
            return .frequency(options)
        }
    }
}
