/// How many passing cases carried each label: each label looked up once a case, counted once
/// a case however often the case gave it.
struct LabelCounts {
    private var index: [String: Int] = [:]
    private var names: [String] = []
    private var counts: [Int] = []
    /// The last case counted for each label.
    private var lastCase: [Int] = []
    /// The position of the last case's k-th label: a property gives most cases' labels in the
    /// same order, so the k-th label is looked for there first, by comparison rather than hashing.
    private var recent: [Int] = []

    /// Where each label set's labels are, by the set's key (see ``CaseContext/label(set:_:)``).
    private var setPositions: [Int: [Int]] = [:]

    /// Counts the labels of `context`'s case, case `number`: its label set's, worked out the
    /// first time its key is met, and the labels given one by one.
    mutating func count(_ context: CaseContext, inCase number: Int) {
        if let (key, labels) = context.labelSet {
            let positions = setPositions[key] ?? notePositions(of: key, labels(key))
            for position in positions where lastCase[position] != number {
                lastCase[position] = number
                counts[position] += 1
            }
        }
        count(context.listedLabels, inCase: number)
    }

    /// The positions of the labels of the set named `key`, noted for the next case with that key.
    private mutating func notePositions(of key: Int, _ labels: [String]) -> [Int] {
        let positions = labels.map { position(of: $0) }
        setPositions[key] = positions
        return positions
    }

    mutating func count(_ labels: [String], inCase number: Int) {
        for (k, label) in labels.enumerated() {
            let position: Int
            if k < recent.count, names[recent[k]] == label {
                position = recent[k]
            } else {
                position = self.position(of: label)
                if k < recent.count { recent[k] = position } else { recent.append(position) }
            }
            if lastCase[position] != number {
                lastCase[position] = number
                counts[position] += 1
            }
        }
    }

    /// The place of `label` in the tables, made for it when it is new.
    private mutating func position(of label: String) -> Int {
        if let known = index[label] { return known }
        let position = names.count
        index[label] = position
        names.append(label)
        counts.append(0)
        lastCase.append(-1)
        return position
    }

    /// The labels, the most frequent first, then by name (a deterministic order).
    var sorted: [(label: String, count: Int)] {
        zip(names, counts).map { (label: $0, count: $1) }.sorted { ($1.count, $0.label) < ($0.count, $1.label) }
    }
}
