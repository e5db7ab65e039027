import BatchFuzzCore
import BatchModel
import PropertyTesting

/// Texts the oracle prints for random, valid-looking numbers — the numbers a real crash could
/// carry (an index past the count it names, counts that disagree) — for every rule: what the
/// tests and the benchmark feed `reproduce`.
package enum CrashTextSamples {
    /// The rules, by name, sorted.
    package static var rules: [String] { Array(Set(ReasonTemplate.all.map(\.rule))).sorted() }

    /// Whether the oracle prints `rule` in `flavor`, asked of the oracle itself: a batch built to
    /// break the rule raises it there. (A table view reloads its data where a collection view
    /// raises for a row moved out of a deleted section; for a row moved into an inserted one, it
    /// raises as the older releases did — the releases whose texts name it.)
    package static func exists(_ rule: String, in flavor: ViewFlavor) -> Bool {
        var random = SplitMix64(seed: 1)
        for _ in 0..<10 {
            guard let violation = violation(rule, using: &random),
                let (before, batch, after) = BatchReproduction.build(violation)
            else { continue }
            do {
                let options = UIKitValidator.Options(flavor: flavor, tableMoveIntoInsertedSection: .exception)
                _ = try UIKitValidator(options: options).validate(batch, before: before, after: after)
            } catch {
                if error.violation.name == rule { return true }
            }
        }
        return false
    }

    /// A rule with random valid-looking numbers.
    package static func violation(_ rule: String, using random: inout SplitMix64) -> UIKitViolation? {
        func n(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        func path() -> ItemPath { ItemPath(section: n(0...3), item: n(0...9)) }
        func other(than p: ItemPath) -> ItemPath {
            var q = path()
            while q == p { q = path() }
            return q
        }
        switch rule {
        case "deleteAndReloadSameIndexPath": return .deleteAndReloadSameIndexPath(path())
        case "sectionDeleteOutOfRange":
            let c = n(0...5)
            return .sectionDeleteOutOfRange(section: c + n(0...3), sectionCount: c)
        case "deleteAndMoveSameSection": return .deleteAndMoveSameSection(section: n(0...5))
        case "deleteAndMoveSameIndexPath": return .deleteAndMoveSameIndexPath(path())
        case "moveFromDeletedSection": return .moveFromDeletedSection(section: n(0...5))
        case "itemDeleteSectionOutOfRange":
            let c = n(0...5)
            return .itemDeleteSectionOutOfRange(item: n(0...9), section: c + n(0...3), sectionCount: c)
        case "itemDeletePastEnd":
            let c = n(0...20)
            return .itemDeletePastEnd(item: c + n(0...5), section: n(0...3), itemCount: c)
        case "sectionInsertOutOfRange":
            let c = n(0...5)
            return .sectionInsertOutOfRange(section: c + n(0...3), sectionCount: c)
        case "insertAndMoveSameSection": return .insertAndMoveSameSection(section: n(0...5))
        case "insertAndMoveSameIndexPath": return .insertAndMoveSameIndexPath(path())
        case "moveIntoInsertedSection": return .moveIntoInsertedSection(section: n(0...5))
        case "itemInsertSectionOutOfRange":
            let c = n(0...5)
            return .itemInsertSectionOutOfRange(item: n(0...9), section: c + n(0...3), sectionCount: c)
        case "itemInsertPastEnd":
            let c = n(0...20)
            return .itemInsertPastEnd(item: c + n(0...5), section: n(0...3), itemCount: c)
        case "sectionMoveSourceOutOfRange":
            let c = n(0...5)
            return .sectionMoveSourceOutOfRange(section: c + n(0...3), sectionCount: c)
        case "sectionMoveDestinationOutOfRange":
            let c = n(1...5)
            return .sectionMoveDestinationOutOfRange(from: n(0...(c - 1)), to: c + n(0...3), sectionCount: c)
        case "itemMoveSourceSectionOutOfRange":
            let c = n(0...5)
            return .itemMoveSourceSectionOutOfRange(
                from: ItemPath(section: c + n(0...3), item: n(0...9)), sectionCount: c)
        case "itemMoveSourcePastEnd":
            let c = n(0...20)
            return .itemMoveSourcePastEnd(from: ItemPath(section: n(0...3), item: c + n(0...5)), itemCount: c)
        case "itemMoveDestinationSectionOutOfRange":
            let c = n(1...5)
            return .itemMoveDestinationSectionOutOfRange(
                from: ItemPath(section: n(0...(c - 1)), item: n(0...9)),
                to: ItemPath(section: c + n(0...3), item: n(0...9)), sectionCount: c)
        case "itemMoveDestinationPastEnd":
            let c = n(0...20)
            return .itemMoveDestinationPastEnd(
                from: path(), to: ItemPath(section: n(0...3), item: c + n(0...5)), itemCount: c)
        case "sectionMovedToTwoDestinations":
            let a = n(0...5), b = (a + n(1...5)) % 7
            return .sectionMovedToTwoDestinations(section: n(0...5), first: min(a, b), second: max(a, b))
        case "itemMovedToTwoDestinations":
            let a = path(), b = other(than: a)
            return .itemMovedToTwoDestinations(from: path(), first: min(a, b), second: max(a, b))
        case "sectionsMovedToOneDestination":
            let a = n(0...5), b = (a + n(1...5)) % 7
            return .sectionsMovedToOneDestination(first: min(a, b), second: max(a, b), to: n(0...5))
        case "itemsMovedToOneDestination":
            let a = path(), b = other(than: a)
            return .itemsMovedToOneDestination(first: min(a, b), second: max(a, b), to: path())
        case "invalidSectionCount":
            let before = n(0...8), deleted = n(0...before), inserted = n(0...4)
            var after = n(0...10)
            while after == before + inserted - deleted || after < inserted { after = n(0...12) }
            return .invalidSectionCount(after: after, before: before, inserted: inserted, deleted: deleted)
        case "invalidItemCount":
            let before = n(0...30), deleted = n(0...min(before, 5)), movedOut = n(0...min(before - deleted, 3))
            let inserted = n(0...5), movedIn = n(0...3)
            var after = n(0...35)
            while after == before + inserted - deleted + movedIn - movedOut || after < inserted + movedIn {
                after = n(0...40)
            }
            return .invalidItemCount(
                section: n(0...4), after: after, before: before, inserted: inserted, deleted: deleted, movedIn: movedIn,
                movedOut: movedOut)
        case "negativeItemCount": return .negativeItemCount(section: n(0...4))
        default: return nil
        }
    }

    /// The text the oracle prints for `violation` in `flavor` and `style`. The iOS 16.4 layout
    /// of a count error lists the counts and the batch, so those come from a batch that breaks
    /// the rule; `nil` when none does.
    package static func text(
        _ violation: UIKitViolation, flavor: ViewFlavor, style: UIKitValidator.MessageStyle
    ) -> String? {
        let options = UIKitValidator.Options(flavor: flavor, messageStyle: style)
        guard violation.isCountError, style == .batchUpdatesDetected || style == .batchUpdatesDetectedBeforeAndAfter
        else {
            return UIKitMessages(options: options, before: [], after: [], batch: BatchUpdate()).reason(for: violation)
        }
        guard let (before, batch, after) = BatchReproduction.build(violation) else { return nil }
        do {
            _ = try UIKitValidator(options: options).validate(batch, before: before, after: after)
            return nil
        } catch {
            return error.reason
        }
    }
}
