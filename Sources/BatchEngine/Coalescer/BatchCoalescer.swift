import BatchModel

/// Turns a sequence of edits, each valid at the moment it is applied, into the final list and
/// **one** batch that UIKit accepts in both flavours — strict quirk checks included — and that,
/// applied to the initial list, gives the final list.
///
/// It follows every item and section by identity through the edits (inserted then deleted:
/// nothing emitted; moved several times: one move; moved into a section inserted on the way:
/// an insert), then plans the batch like the differ does, except that it needs no search for
/// the moves: the items no edit moved are still in order and stay, and so does a moved item
/// that landed back in order. Each section is kept as runs of consecutive item tokens in a
/// `RunForest` track — small B-trees counted by items under a fixed vector index — so each
/// edit costs O(log k) — no array shifting, nothing proportional to the list — and
/// the whole coalesce O(s + n / 64 + k log k) for n items in s sections and k edits, plus O(n)
/// to copy the final list. The identifier-handling shell is `@inlinable`, so it is specialized
/// for your identifier types in your module.
public struct BatchCoalescer: Sendable {
    public init() {}

    /// The final list and the one batch for `edits` applied to `initial`.
    ///
    /// - Throws: ``InvalidEditError`` for the first edit whose indices do not fit,
    ///   naming it, its position and the list it met.
    @inlinable
    public func coalesce<SectionID, ItemID>(
        _ edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws(InvalidEditError) -> (final: SectionedList<SectionID, ItemID>, batch: BatchUpdate) {
        let (final, batch) = try coalesce(edits, from: initial, makesFinalList: true)
        return (final!, batch)
    }

    /// The one batch for `edits` applied to `initial`, without copying out the final list: for
    /// a caller that keeps the list itself (a data source, a test's reference model).
    ///
    /// - Throws: ``InvalidEditError``, as ``coalesce(_:from:)`` does.
    @inlinable
    public func batch<SectionID, ItemID>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws(InvalidEditError) -> BatchUpdate {
        try coalesce(edits, from: initial, makesFinalList: false).batch
    }

    /// The batch, and the final list when `makesFinalList`.
    @inlinable
    func coalesce<SectionID, ItemID>(
        _ edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>, makesFinalList: Bool
    ) throws(InvalidEditError) -> (final: SectionedList<SectionID, ItemID>?, batch: BatchUpdate) {
        var insertedSections = 0, sectionEdits = 0, insertedItems = 0
        for edit in edits {
            switch edit {
            case .insertSection:
                insertedSections += 1
                sectionEdits += 1
            case .deleteSection, .moveSection: sectionEdits += 1
            case .insertItem: insertedItems += 1
            default: break
            }
        }
        let counts = initial.counts, oldStart = sectionStarts(counts)
        let oldItemCount = oldStart[oldStart.count - 1]

        /// The identifiers of the inserted sections and items, by handle and token past the old
        /// ones, in the editor's numbering (old sections and items are read from `initial`).
        /// Passed along rather than captured, so that appending to them needs no runtime check.
        typealias Identifiers = (sections: [SectionID], inserted: [ItemID])
        /// The identifiers of `runs`, copied a run at a time.
        func items(of runs: ArraySlice<TokenRun>, _ ids: Identifiers) -> [ItemID] {
            let total = runs.reduce(0) { $0 + $1.count }
            // (With no old section, there is no old source to read while choosing one.)
            if _isPOD(ItemID.self) && !initial.sections.isEmpty { return plainItems(of: runs, total: total, ids) }
            return [ItemID](unsafeUninitializedCapacity: total) { buffer, initialized in
                initial.sections.withUnsafeBufferPointer { sections in
                    ids.inserted.withUnsafeBufferPointer { inserted in
                        for run in runs {
                            let destination = buffer.baseAddress! + initialized
                            if run.section < 0 {
                                destination.initialize(
                                    from: inserted.baseAddress! + (run.start - oldItemCount), count: run.count)
                            } else {
                                sections[run.section].items.withUnsafeBufferPointer { old in
                                    let source = old.baseAddress! + (run.start - oldStart[run.section])
                                    // A moved item is a run of one: no call to memcpy for it.
                                    if run.count == 1 {
                                        destination.initialize(to: source.pointee)
                                    } else {
                                        destination.initialize(from: source, count: run.count)
                                    }
                                }
                            }
                            initialized += run.count
                        }
                    }
                }
            }
        }
        /// ``items(of:_:)`` for identifiers that are plain values (like `Int`), copied as bytes:
        /// each run as blocks of 8, which may run past its end into the next run's place (and
        /// into 8 spare places at the end), so that a run of one, as moved and inserted items
        /// are, costs no call and no branch on its length. The source is chosen without a branch
        /// too; a run near the end of its source is copied exactly, so nothing is read past it.
        func plainItems(of runs: ArraySlice<TokenRun>, total: Int, _ ids: Identifiers) -> [ItemID] {
            let block = 8, stride = MemoryLayout<ItemID>.stride
            return [ItemID](unsafeUninitializedCapacity: total + block) { buffer, initialized in
                initial.sections.withUnsafeBufferPointer { sections in
                    ids.inserted.withUnsafeBufferPointer { insertedItems in
                        let destination = UnsafeMutableRawPointer(buffer.baseAddress!)
                        for run in runs {
                            let s = Swift.max(run.section, 0)
                            sections[s].items.withUnsafeBufferPointer { old in
                                // All ones for an inserted run: the choices are masked, not branched.
                                let inserted = run.section &>> 63
                                func choose(_ old: Int, _ new: Int) -> Int { old ^ ((old ^ new) & inserted) }
                                let oldBase = Int(bitPattern: old.baseAddress),
                                    insertedBase = Int(bitPattern: insertedItems.baseAddress)
                                let offset = choose(run.start &- oldStart[s], run.start &- oldItemCount)
                                let available = choose(old.count, insertedItems.count) &- offset
                                let source = UnsafeRawPointer(
                                    bitPattern: choose(oldBase, insertedBase) &+ offset &* stride)!
                                let target = destination + initialized &* stride
                                let count = run.count
                                if available >= (count &+ block &- 1) & ~(block &- 1) {
                                    var copied = 0
                                    repeat {
                                        (target + copied &* stride).copyMemory(
                                            from: source + copied &* stride, byteCount: block &* stride)
                                        copied &+= block
                                    } while copied < count
                                } else {
                                    target.copyMemory(from: source, byteCount: count &* stride)
                                }
                                initialized &+= count
                            }
                        }
                    }
                }
            }
        }
        func list(_ layout: TokenLayout, _ ids: Identifiers) -> SectionedList<SectionID, ItemID> {
            SectionedList(
                zip(layout.handles, layout.sections).map { h, section in
                    let old = initial.sections.count
                    let id = h < old ? initial.sections[h].id : ids.sections[h - old]
                    return .init(id, items(of: layout.runs[section.runs], ids))
                })
        }
        // The edits with their identifiers left out, for the editor, which works on tokens
        // (`EditedLayout`); the identifiers of inserted sections and items, in order, beside,
        // when the final list is made (only it reads them).
        var ids: Identifiers = ([], [])
        if makesFinalList {
            ids.sections.reserveCapacity(insertedSections)
            ids.inserted.reserveCapacity(insertedItems)
        }
        let edited = withUnsafeTemporaryAllocation(of: Edit<Int, Int>.self, capacity: edits.count) { plain in
            for (index, edit) in edits.enumerated() {
                let tokens: Edit<Int, Int>
                switch edit {
                case .insertSection(let id, let at):
                    if makesFinalList { ids.sections.append(id) }
                    tokens = .insertSection(id: 0, at: at)
                case .deleteSection(let at): tokens = .deleteSection(at: at)
                case .moveSection(let from, let to): tokens = .moveSection(from: from, to: to)
                case .reloadSection(let at): tokens = .reloadSection(at: at)
                case .insertItem(let id, let at):
                    if makesFinalList { ids.inserted.append(id) }
                    tokens = .insertItem(id: 0, at: at)
                case .deleteItem(let at): tokens = .deleteItem(at: at)
                case .moveItem(let from, let to): tokens = .moveItem(from: from, to: to)
                case .reloadItem(let at): tokens = .reloadItem(at: at)
                }
                plain.initializeElement(at: index, to: tokens)
            }
            return EditedLayout.apply(
                UnsafeBufferPointer(plain), sizes: counts, starts: oldStart, insertedSections: insertedSections,
                insertedItems: insertedItems, sectionEdits: sectionEdits, keepsHandles: makesFinalList)
        }
        let layout: TokenLayout, batch: BatchUpdate
        switch consume edited {
        case .laidOut(let laidOut, let planned): (layout, batch) = (laidOut, planned)
        case .failed(let index, let problem, let met):
            // The list as the failing edit met it holds what the edits before it inserted.
            var before: Identifiers = ([], [])
            for edit in edits[..<index] {
                switch edit {
                case .insertSection(let id, _): before.sections.append(id)
                case .insertItem(let id, _): before.inserted.append(id)
                default: break
                }
            }
            throw InvalidEditError(
                edit: edits[index].description, index: index, list: list(met, before).description, problem: problem)
        }
        return (makesFinalList ? list(layout, ids) : nil, batch)
    }
}
