/// The sections the edits leave, in order: their handles and their items as runs of
/// consecutive tokens, as the planner takes them.
@usableFromInline
struct TokenLayout {
    /// Per section, its handle, when kept (only a list made from the layout reads them).
    @usableFromInline var handles: [Int] = []
    /// Per section, as the planner takes it: its old section, whether it is reloaded, and its
    /// runs in `runs`.
    @usableFromInline var sections: [BatchPlanner.NewSection] = []
    /// Every section's runs, section after section.
    @usableFromInline var runs: [TokenRun] = []
    /// Per run: whether it stays in place (see ``LayoutWriter``).
    @usableFromInline var stays: [Bool] = []
}

extension TokenEditing where Self: ~Copyable {
    /// The sections in order, each as its items as runs of consecutive tokens, and as its
    /// handle when `keepsHandles`.
    func layout(keepsHandles: Bool) -> TokenLayout {
        var result = TokenLayout()
        let count = sectionCount
        var handles: [Int] = []
        if keepsHandles { handles.reserveCapacity(count) }
        result.sections.reserveCapacity(count)
        let capacity = runCapacity
        var stays: [Bool] = []
        let placeholder = TokenRun(start: 0, unchecked: 0, section: 0)
        result.runs = [TokenRun](capacity: capacity, placeholder: placeholder) { runs in
            var written = 0
            stays = [Bool](capacity: capacity, placeholder: false) { stays in
                var writer = LayoutWriter(runs: runs.baseAddress!, stays: stays.baseAddress!, capacity: capacity)
                forEachSection { h in
                    if keepsHandles { handles.append(h) }
                    let own = oldSection(of: h)
                    let ownStart = own >= 0 ? oldStart[own] : 0, ownEnd = own >= 0 ? oldStart[own + 1] : 0
                    writer.beginSection(own: own)
                    forEachRun(in: h) { token, tokens in
                        // Inserted, from this section, or moved in from another (a run of old
                        // rows never crosses sections). A run of several tokens is what is left
                        // of old rows nobody moved; a run of one may be a moved item. The first
                        // two come mixed at random, so they are told apart with integers, not
                        // branches; the third is rare.
                        let inserted = token >= oldItemCount ? 1 : 0
                        let inOwn = UInt(bitPattern: token &- ownStart) < UInt(bitPattern: ownEnd &- ownStart) ? 1 : 0
                        var from = (own &+ 1) &* inOwn &- 1
                        // (One test, old but not own, rather than two that mispredict.)
                        if (inserted == 0) != (inOwn == 1) { from = sectionIndex(holding: token, starts: oldStart) }
                        let old = token & (inserted &- 1)  // 0 for an inserted token, so the read stays in range
                        let pinned = (inserted ^ 1) & ((tokens > 1 ? 1 : 0) | (movedBit(old) ^ 1))
                        writer.append(token, tokens, from: from, pinned: pinned)
                    }
                    result.sections.append(
                        BatchPlanner.NewSection(old: own, reloaded: isReloaded(h), runs: writer.closeSection()))
                }
                written = writer.count
                return written
            }
            return written
        }
        result.stays = stays
        result.handles = handles
        return result
    }

    /// The planner of the batch from the initial sections to `layout` (it keeps what it needs,
    /// so the editor can go before the planning starts).
    func planner(for layout: TokenLayout) -> BatchPlanner {
        BatchPlanner(
            oldSizes: oldSizes, oldStart: oldStart, runs: layout.runs, newSections: layout.sections,
            reloadedTokens: reloadedOldTokens, runStays: layout.stays)
    }
}
