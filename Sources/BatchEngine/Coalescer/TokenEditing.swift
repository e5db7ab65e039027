import BatchModel

/// The coalescer's engine room, free of identifier types: the edits, checked and applied to
/// sections of **tokens**, and the layout they leave. Old items are tokens
/// `0..<oldItemCount`, numbered section by section; each inserted item or section gets the next
/// token or handle, in order, so the generic shell keeps identifiers in plain arrays beside it.
///
/// What an edit checks, the problem it names and what it records for the planner are the same
/// whatever holds the tokens, so they are written once, here, over a few operations on sections
/// of tokens. Two editors provide those: ``TokenEditor``, whose run trees make every edit
/// O(log n) on a list of any length, and ``FlatTokenEditor``, which shifts tokens in one small
/// buffer and is the cheaper of the two on a list of a few dozen items.
protocol TokenEditing: ~Copyable {
    var oldItemCount: Int { get }
    var oldSizes: [Int] { get }
    /// First token of each old section, then the token count.
    var oldStart: [Int] { get }
    /// The sections there are now.
    var sectionCount: Int { get }
    /// The token the next inserted item gets.
    var nextToken: Int { get set }
    /// The old tokens whose content is to be redrawn, each once, in the order first reloaded.
    var reloadedOldTokens: [Int] { get }
    /// At most how many runs the layout can hold.
    var runCapacity: Int { get }

    /// The handle of section `section`. (Mutating only because a lookup may share the edits'
    /// descent; it changes nothing.)
    mutating func handle(_ section: Int) -> Int
    func itemCount(_ h: Int) -> Int
    /// The old section that section `h` is, or -1 for one inserted by the edits.
    func oldSection(of h: Int) -> Int
    /// Whether the content of section `h` is to be redrawn.
    func isReloaded(_ h: Int) -> Bool
    mutating func setReloaded(_ h: Int)

    /// Makes an empty section, the next handle, and puts it at `index`.
    mutating func insertNewSection(at index: Int)
    /// Takes the section at `index` out of the order, answering its handle.
    mutating func removeSection(at index: Int) -> Int
    /// Puts section `h`, taken out before, at `index`.
    mutating func placeSection(_ h: Int, at index: Int)

    /// Inserts `token` at `item` of section `h`.
    mutating func insertToken(_ token: Int, at item: Int, in h: Int)
    /// Removes and answers the token at `item` of section `h`.
    mutating func removeToken(at item: Int, in h: Int) -> Int
    /// The token at `item` of section `h`.
    mutating func token(at item: Int, in h: Int) -> Int
    /// Notes that an edit moved old token `token`: the planner keeps the others in place.
    mutating func markMoved(_ token: Int)
    /// 1 when an edit moved old token `token`, otherwise 0.
    func movedBit(_ token: Int) -> Int
    /// Notes that the content of `token` is to be redrawn.
    mutating func markReloaded(_ token: Int)

    /// Calls `body` with each section's handle, in order.
    func forEachSection(_ body: (Int) -> Void)
    /// Calls `body` with the runs of consecutive tokens of section `h`, in order: its first
    /// token and how many. A run of several tokens holds old rows no edit moved.
    func forEachRun(in h: Int, _ body: (_ token: Int, _ tokens: Int) -> Void)
}

// Each edit returns what does not fit, or nil when applied.
extension TokenEditing where Self: ~Copyable {
    /// Whether `s` names a section (with `end`, or the place after the last).
    @inline(__always)
    func isSection(_ s: Int, end: Bool = false) -> Bool { s >= 0 && s < sectionCount + (end ? 1 : 0) }

    func checkSection(_ s: Int, end: Bool = false) -> String? {
        isSection(s, end: end) ? nil : "section \(s) is out of range: the list has \(sectionCount) sections"
    }

    /// The handle of `p`'s section when `p` names an item (with `end`, or the place after the
    /// last), otherwise -1: ``problem(with:)`` says why.
    @inline(__always)
    mutating func resolve(_ p: ItemPath, end: Bool = false) -> Int {
        guard isSection(p.section) else { return -1 }
        let h = handle(p.section)
        return p.item >= 0 && p.item < itemCount(h) + (end ? 1 : 0) ? h : -1
    }

    /// What does not fit in `p`, which ``resolve(_:end:)`` refused.
    mutating func problem(with p: ItemPath) -> String {
        if let problem = checkSection(p.section) { return problem }
        return "item \(p.item) is out of range: section \(p.section) has \(itemCount(handle(p.section))) items"
    }

    mutating func insertSection(at index: Int) -> String? {
        if let problem = checkSection(index, end: true) { return problem }
        insertNewSection(at: index)
        return nil
    }

    mutating func deleteSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        _ = removeSection(at: index)
        return nil
    }

    mutating func moveSection(from: Int, to: Int) -> String? {
        if let problem = checkSection(from) { return problem }
        guard to >= 0, to < sectionCount else {
            return
                "destination section \(to) is out of range: after removing section \(from) the list has \(sectionCount - 1) sections"
        }
        placeSection(removeSection(at: from), at: to)
        return nil
    }

    mutating func reloadSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        setReloaded(handle(index))
        return nil
    }

    mutating func insertItem(at path: ItemPath) -> String? {
        let h = resolve(path, end: true)
        guard h >= 0 else { return problem(with: path) }
        insertToken(nextToken, at: path.item, in: h)
        nextToken += 1
        return nil
    }

    mutating func deleteItem(at path: ItemPath) -> String? {
        let h = resolve(path)
        guard h >= 0 else { return problem(with: path) }
        _ = removeToken(at: path.item, in: h)
        return nil
    }

    mutating func moveItem(from: ItemPath, to: ItemPath) -> String? {
        let source = resolve(from)
        guard source >= 0 else { return problem(with: from) }
        let sourceCountAfter = itemCount(source) - 1
        guard to.section >= 0, to.section < sectionCount else {
            return "destination \(to) is out of range: the list has \(sectionCount) sections"
        }
        let destination = handle(to.section)
        let destinationCount = destination == source ? sourceCountAfter : itemCount(destination)
        guard to.item >= 0, to.item <= destinationCount else {
            return
                "destination \(to) is out of range: section \(to.section) has \(destinationCount) items once the item is lifted out"
        }
        let token = removeToken(at: from.item, in: source)
        if token < oldItemCount { markMoved(token) }
        // Leaving a section that was reloaded: its content counts as changed wherever it goes.
        if isReloaded(source) { markReloaded(token) }
        insertToken(token, at: to.item, in: destination)
        return nil
    }

    mutating func reloadItem(at path: ItemPath) -> String? {
        let h = resolve(path)
        guard h >= 0 else { return problem(with: path) }
        markReloaded(token(at: path.item, in: h))
        return nil
    }

    /// Applies `edit`, answering what does not fit in it (nil when applied).
    mutating func apply(_ edit: Edit<Int, Int>) -> String? {
        switch edit {
        case .insertSection(_, let at): insertSection(at: at)
        case .deleteSection(let at): deleteSection(at: at)
        case .moveSection(let from, let to): moveSection(from: from, to: to)
        case .reloadSection(let at): reloadSection(at: at)
        case .insertItem(_, let at): insertItem(at: at)
        case .deleteItem(let at): deleteItem(at: at)
        case .moveItem(let from, let to): moveItem(from: from, to: to)
        case .reloadItem(let at): reloadItem(at: at)
        }
    }
}
