import BatchFuzzCore
import BatchModel
import Foundation

/// The smallest counts before, batch and counts after that make the oracle print a given text:
/// built from the rule's numbers, then checked by the oracle itself, so what is returned is
/// known to reproduce the text (up to the `NSIndexPath` addresses).
package struct BatchReproduction: Hashable, Sendable, Codable {
    package var flavor: ViewFlavor
    package var messageStyle: UIKitValidator.MessageStyle
    /// The data source's counts when the batch began (what the view cached).
    package var before: [Int]
    package var batch: BatchUpdate
    /// The data source's counts when the batch ended.
    package var after: [Int]
    /// A collection view that logs count errors and reloads instead of raising.
    package var logsCountErrors: Bool

    package init(
        flavor: ViewFlavor, messageStyle: UIKitValidator.MessageStyle, before: [Int], batch: BatchUpdate, after: [Int],
        logsCountErrors: Bool = false
    ) {
        self.flavor = flavor
        self.messageStyle = messageStyle
        self.before = before
        self.batch = batch
        self.after = after
        self.logsCountErrors = logsCountErrors
    }

    /// The oracle's options for this view and release. A table view raises for a row moved into
    /// an inserted section, as the releases that print that text do (current ones reload).
    package var options: UIKitValidator.Options {
        UIKitValidator.Options(
            flavor: flavor, messageStyle: messageStyle,
            collectionViewCountErrors: logsCountErrors ? .logAndReloadData : .exception,
            tableMoveIntoInsertedSection: .exception)
    }

    /// What the oracle prints for it: the exception's reason, or the logged line; `nil` if the
    /// batch is accepted silently.
    package var oracleText: String? {
        do {
            let plan = try UIKitValidator(options: options).validate(batch, before: before, after: after)
            return plan.log.first
        } catch {
            return error.reason
        }
    }

    /// Builds the reproduction of `text` in `flavor`, or `nil` when no batch can make it (a
    /// text with numbers UIKit could not have printed together, such as more rows deleted and
    /// moved out of a section than it had).
    package static func reproducing(_ text: CrashText, in flavor: ViewFlavor) -> BatchReproduction? {
        let style = text.messageStyle ?? .classic
        var candidate: BatchReproduction
        if let listed = text.listed {
            candidate = BatchReproduction(
                flavor: flavor, messageStyle: style, before: listed.before, batch: listed.batch, after: listed.after)
        } else if let violation = text.violation, let (before, batch, after) = build(violation) {
            candidate = BatchReproduction(
                flavor: flavor, messageStyle: style, before: before, batch: batch, after: after,
                logsCountErrors: text.loggedAndReloaded)
        } else {
            return nil
        }
        guard let printed = candidate.oracleText, text.isPrinted(by: printed) else { return nil }
        return candidate
    }

    /// Before counts, batch and after counts that break `violation` and nothing earlier.
    package static func build(_ violation: UIKitViolation) -> ([Int], BatchUpdate, [Int])? {
        var batch = BatchUpdate()
        /// `count` sections of no rows, with `rows` set where given.
        func sections(_ count: Int, _ rows: [Int: Int] = [:]) -> [Int] {
            (0..<max(0, count)).map { rows[$0] ?? 0 }
        }
        /// Another section than `s` (for the other end of a move).
        func other(_ s: Int) -> Int { s == 0 ? 1 : 0 }
        /// The fewest rows in the fewest sections that hold every one of `paths`.
        func covering(_ paths: [ItemPath]) -> [Int] {
            var counts = sections((paths.map(\.section).max() ?? -1) + 1)
            for p in paths { counts[p.section] = max(counts[p.section], p.item + 1) }
            return counts
        }
        switch violation {
        case .deleteAndReloadSameIndexPath(let p):
            batch.itemDeletes = [p]
            batch.itemReloads = [p]
            return (
                sections(p.section + 1, [p.section: p.item + 1]), batch, sections(p.section + 1, [p.section: p.item])
            )
        case .sectionDeleteOutOfRange(let s, let n):
            batch.sectionDeletes = [s]
            return (sections(n), batch, sections(n - 1))
        case .deleteAndMoveSameSection(let s):
            let t = other(s), n = max(s, t) + 1
            batch.sectionDeletes = [s]
            batch.sectionMoves = [.init(from: s, to: min(t, n - 2))]
            return (sections(n), batch, sections(n - 1))
        case .deleteAndMoveSameIndexPath(let p):
            let q = ItemPath(section: p.section, item: p.item)
            batch.itemDeletes = [p]
            batch.itemMoves = [.init(from: p, to: q)]
            return (
                sections(p.section + 1, [p.section: p.item + 1]), batch, sections(p.section + 1, [p.section: p.item])
            )
        case .moveFromDeletedSection(let s):
            let t = other(s), n = max(s, t) + 1
            batch.sectionDeletes = [s]
            batch.itemMoves = [
                .init(from: ItemPath(section: s, item: 0), to: ItemPath(section: t > s ? t - 1 : t, item: 0))
            ]
            return (sections(n, [s: 1]), batch, sections(n - 1, [t > s ? t - 1 : t: 1]))
        case .itemDeleteSectionOutOfRange(let item, let s, let n):
            batch.itemDeletes = [ItemPath(section: s, item: item)]
            return (sections(n), batch, sections(n))
        case .itemDeletePastEnd(let item, let s, let count):
            batch.itemDeletes = [ItemPath(section: s, item: item)]
            return (sections(s + 1, [s: count]), batch, sections(s + 1, [s: max(0, count - 1)]))
        case .sectionInsertOutOfRange(let s, let n):
            batch.sectionInserts = [s]
            return (sections(n - 1), batch, sections(n))
        case .insertAndMoveSameSection(let s):
            let t = other(s), n = max(s, t) + 1
            batch.sectionInserts = [s]
            batch.sectionMoves = [.init(from: min(t, n - 2), to: s)]
            return (sections(n - 1), batch, sections(n))
        case .insertAndMoveSameIndexPath(let p):
            let q = ItemPath(section: other(p.section), item: 0), n = max(p.section, q.section) + 1
            batch.itemInserts = [p]
            batch.itemMoves = [.init(from: q, to: p)]
            return (sections(n, [q.section: 1, p.section: p.item]), batch, sections(n, [p.section: p.item + 2]))
        case .moveIntoInsertedSection(let s):
            let t = other(s), n = max(s, t) + 1
            let source = t > s ? t - 1 : t
            batch.sectionInserts = [s]
            batch.itemMoves = [.init(from: ItemPath(section: source, item: 0), to: ItemPath(section: s, item: 0))]
            return (sections(n - 1, [source: 1]), batch, sections(n, [s: 1]))
        case .itemInsertSectionOutOfRange(let item, let s, let n):
            batch.itemInserts = [ItemPath(section: s, item: item)]
            return (sections(n), batch, sections(n))
        case .itemInsertPastEnd(let item, let s, let count):
            batch.itemInserts = [ItemPath(section: s, item: item)]
            return (sections(s + 1, [s: max(0, count - 1)]), batch, sections(s + 1, [s: count]))
        case .sectionMoveSourceOutOfRange(let s, let n):
            batch.sectionMoves = [.init(from: s, to: 0)]
            return (sections(n), batch, sections(n))
        case .sectionMoveDestinationOutOfRange(let from, let to, let n):
            batch.sectionMoves = [.init(from: from, to: to)]
            return (sections(max(n, from + 1)), batch, sections(n))
        case .itemMoveSourceSectionOutOfRange(let from, let n):
            batch.itemMoves = [.init(from: from, to: ItemPath(section: 0, item: 0))]
            return (sections(n), batch, sections(n, [0: 1]))
        case .itemMoveSourcePastEnd(let from, let count):
            batch.itemMoves = [.init(from: from, to: ItemPath(section: from.section, item: 0))]
            return (
                sections(from.section + 1, [from.section: count]), batch,
                sections(from.section + 1, [from.section: count])
            )
        case .itemMoveDestinationSectionOutOfRange(let from, let to, let n):
            batch.itemMoves = [.init(from: from, to: to)]
            let before = sections(max(n, from.section + 1), [from.section: from.item + 1])
            return (before, batch, sections(n, [from.section: from.item + 1]))
        case .itemMoveDestinationPastEnd(let from, let to, let count):
            batch.itemMoves = [.init(from: from, to: to)]
            let n = max(from.section, to.section) + 1
            var before = sections(n, [from.section: from.item + 1]), after = before
            if from.section != to.section {
                before[to.section] = max(0, count - 1)
                after[from.section] -= 1
            }
            after[to.section] = count
            return (before, batch, after)
        case .sectionMovedToTwoDestinations(let s, let a, let b):
            batch.sectionMoves = [.init(from: s, to: a), .init(from: s, to: b)]
            let n = max(s, a, b) + 1
            return (sections(n), batch, sections(n))
        case .itemMovedToTwoDestinations(let from, let a, let b):
            batch.itemMoves = [.init(from: from, to: a), .init(from: from, to: b)]
            return (covering([from, a, b]), batch, covering([from, a, b]))
        case .sectionsMovedToOneDestination(let a, let b, let to):
            batch.sectionMoves = [.init(from: a, to: to), .init(from: b, to: to)]
            let n = max(a, b, to) + 1
            return (sections(n), batch, sections(n))
        case .itemsMovedToOneDestination(let a, let b, let to):
            batch.itemMoves = [.init(from: a, to: to), .init(from: b, to: to)]
            return (covering([a, b, to]), batch, covering([a, b, to]))
        case .invalidSectionCount(let after, let before, let inserted, let deleted):
            guard inserted <= after, deleted <= before else { return nil }
            batch.sectionInserts = Array(0..<inserted)
            batch.sectionDeletes = Array(0..<deleted)
            return (sections(before), batch, sections(after))
        case .invalidItemCount(let s, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            guard deleted + movedOut <= before, inserted + movedIn <= after, after >= 0 else { return nil }
            let t = other(s), n = max(s, t) + 1
            // Section s: deletes first rows, moves the next ones out; inserts at the top, moves in below.
            batch.itemDeletes = (0..<deleted).map { ItemPath(section: s, item: $0) }
            batch.itemInserts = (0..<inserted).map { ItemPath(section: s, item: $0) }
            // The other section gives the rows moved in and takes the rows moved out, and stays consistent.
            batch.itemMoves =
                (0..<movedOut).map {
                    .init(from: ItemPath(section: s, item: deleted + $0), to: ItemPath(section: t, item: $0))
                }
                + (0..<movedIn).map {
                    .init(from: ItemPath(section: t, item: $0), to: ItemPath(section: s, item: inserted + $0))
                }
            var beforeCounts = sections(n, [s: before, t: movedIn]), afterCounts = sections(n, [s: after, t: movedOut])
            if movedIn == 0 && movedOut == 0 {
                beforeCounts = sections(s + 1, [s: before])
                afterCounts = sections(s + 1, [s: after])
            }
            return (beforeCounts, batch, afterCounts)
        case .negativeItemCount(let s):
            return (sections(s + 1), batch, sections(s + 1, [s: -1]))
        }
    }
}

extension CrashText {
    /// Whether two texts are the same, up to the `NSIndexPath` and view addresses (every object
    /// prints its own) and the double spaces a copied crash report may have lost.
    package static func sameText(_ a: String, _ b: String) -> Bool {
        normalized(a) == normalized(b)
    }

    static func normalized(_ text: String) -> String {
        var result = ""
        var previousWasSpace = false
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("0x") {
                result += "0x…"
                rest = rest.dropFirst(2).drop { $0.isHexDigit }
                previousWasSpace = false
                continue
            }
            if first.isWhitespace {
                if !previousWasSpace { result.append(" ") }
                previousWasSpace = true
            } else {
                result.append(first)
                previousWasSpace = false
            }
            rest = rest.dropFirst()
        }
        var trimmed = result.trimmingCharacters(in: .whitespaces)
        // The view's description, short, in full or left out, and a final period a paste lost.
        if let view = viewDescription.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)),
            let range = Range(view.range, in: trimmed)
        {
            trimmed = String(trimmed[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed
    }

    /// ` Table view: <UITableView: 0x…; frame = …; layer = <CALayer: 0x…>; …>` at the end of a text:
    /// UIKit's description of the view, short or in full, of UIKit's class or an app's subclass
    /// (`<MyApp.FeedView: 0x…; baseClass = UICollectionView; …>`), whole or cut anywhere — a
    /// description says nothing of the batch.
    private static let viewDescription = try! NSRegularExpression(
        pattern: #" ?(?:Table|Collection) view:(?: <.*)?$"#)
}
