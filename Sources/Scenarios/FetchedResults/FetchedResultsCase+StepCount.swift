import BatchFuzzCore

extension FetchedResultsCase: StepCounted {
    /// The changes of every save.
    package var stepCount: Int { saves.reduce(0) { $0 + $1.count } }
}

extension FetchedResultsCase: SectionCountedCase {
    /// Sections are the distinct section keys of the fetched objects, after each save.
    package var mostSections: Int {
        var live = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var most = Set(objects.map(\.sectionKey)).count
        for save in saves {
            for change in save { change.apply(to: &live) }
            most = max(most, Set(live.values.map(\.sectionKey)).count)
        }
        return most
    }
}
