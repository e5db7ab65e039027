/// How many passing cases carried each label: each label string hashed once a case, counted once
/// a case however often the case gave it.
struct LabelCounts {
    private var index: [String: Int] = [:]
    private var names: [String] = []
    private var counts: [Int] = []
    /// The last case counted for each label.
    private var lastCase: [Int] = []

    mutating func count(_ labels: [String], inCase number: Int) {
        for label in labels {
            let position: Int
            if let known = index[label] {
                position = known
            } else {
                position = names.count
                index[label] = position
                names.append(label)
                counts.append(0)
                lastCase.append(-1)
            }
            if lastCase[position] != number {
                lastCase[position] = number
                counts[position] += 1
            }
        }
    }

    /// The labels, the most frequent first, then by name (a deterministic order).
    var sorted: [(label: String, count: Int)] {
        zip(names, counts).map { (label: $0, count: $1) }.sorted { ($1.count, $0.label) < ($0.count, $1.label) }
    }
}
