import BatchFuzz

/// Always right: deletes every old section and inserts every new one.
struct ResetCoalescer: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        let final = try ReferenceModel.applying(edits, to: initial)
        return BatchUpdate(
            sectionDeletes: Array(0..<initial.numberOfSections), sectionInserts: Array(0..<final.numberOfSections))
    }
}

/// Forgets every edit: the smallest bug UIKit reports as an invalid number of rows.
struct ForgetfulCoalescer: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        BatchUpdate()
    }
}
