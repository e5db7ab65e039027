import BatchModel

/// A case that tells the most sections its view shows at any point. A crash text names the
/// sections its view had (`in section 0`, `{ 1 section with item counts: [3] }`); a case that needs
/// more is a less likely account of it, and `reproduce` says so rather than offer it plainly.
package protocol SectionCountedCase {
    /// The most sections the data source holds before, between and after the case's edits.
    var mostSections: Int { get }
}

extension EditCase: SectionCountedCase {
    package var mostSections: Int {
        var count = initial.sections.count
        var most = count
        for edit in edits {
            switch edit {
            case .insertSection: count += 1
            case .deleteSection: count -= 1
            default: continue
            }
            most = max(most, count)
        }
        return most
    }
}

extension ScreenCase: SectionCountedCase {
    package var mostSections: Int { editCase.mostSections }
}

extension AnyCase {
    /// The most sections the case's view shows, when its kind of case tells.
    package var mostSections: Int? { (base as? any SectionCountedCase)?.mostSections }
}
