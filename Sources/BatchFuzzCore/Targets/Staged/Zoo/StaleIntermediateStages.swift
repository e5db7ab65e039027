import BatchEngine
import BatchModel

/// Bug zoo: DifferenceKit's stages as they were before its 0.4.0. An item moving from a section
/// both lists have into a newly inserted section is deleted by the batch of the delete stage,
/// but the list given for that stage still holds it: the data source disagrees with the batch,
/// and UIKit raises an invalid number of rows.
package struct StaleIntermediateStages: StagedBatchDiffing {
    package init() {}
    package func stages<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> [BatchStage<SectionID, ItemID>] {
        var stages = try StagedDiffer().stages(from: old, to: new, changed: changed)
        let oldSections = Set(old.sections.map(\.id)), newSections = Set(new.sections.map(\.id))
        var newSectionOf: [ItemID: SectionID] = [:]
        for section in new.sections {
            for item in section.items { newSectionOf[item] = section.id }
        }
        let kept = old.sections.filter { newSections.contains($0.id) }
        // The delete stage's list as it should be, and as it was: the items moving into an
        // inserted section left where they were.
        let afterDeletes = SectionedList(
            kept.map { section in
                SectionedList.Section(
                    section.id, section.items.filter { newSectionOf[$0].map(oldSections.contains) ?? false })
            })
        let stale = SectionedList(
            kept.map { section in SectionedList.Section(section.id, section.items.filter { newSectionOf[$0] != nil }) })
        if stale != afterDeletes, let deletes = stages.firstIndex(where: { $0.list == afterDeletes }) {
            stages[deletes].list = stale
        }
        return stages
    }
}
