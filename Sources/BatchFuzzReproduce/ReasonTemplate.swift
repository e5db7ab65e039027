import BatchFuzzCore
import BatchModel
import Foundation

/// One exception text of the oracle as a pattern: the oracle renders the rule with sentinel
/// numbers, and the numbers become capture groups — so the patterns are the oracle's own texts
/// and cannot drift from them. (Immutable; `NSRegularExpression` is safe to match from any thread.)
struct ReasonTemplate: @unchecked Sendable {
    /// The rule's name, e.g. `invalidItemCount`.
    let rule: String
    let flavor: ViewFlavor
    /// Whether the text carries the ` Collection view: <…>` suffix of iOS 15–16.3.
    let withViewDescription: Bool
    /// The rule with its numbers, from the captured numbers in the order they appear.
    let violation: @Sendable ([Int]) -> UIKitViolation
    let expression: NSRegularExpression
    /// The text with small example numbers, for a person (the closest known text).
    let sample: String

    /// Every rule of the oracle in both flavours, and each count error also with the suffix.
    static let all: [ReasonTemplate] = {
        var templates: [ReasonTemplate] = []
        for (rule, arity, make) in rules {
            for flavor in ViewFlavor.allCases {
                let sample = make(Array(sentinels.prefix(arity)))
                let styles: [UIKitValidator.MessageStyle] =
                    sample.isCountError && flavor == .collectionView
                    ? [.classic, .classicWithViewDescription] : [.classic]
                for style in styles {
                    templates.append(template(rule: rule, flavor: flavor, style: style, arity: arity, make: make))
                }
            }
        }
        return templates
    }()

    /// Numbers no real text holds, all of one width so none is part of another.
    private static let sentinels = (1...7).map { 987_654_300 + $0 }
    private static let sentinelAddress = "0xADD4E55"

    private static func template(
        rule: String, flavor: ViewFlavor, style: UIKitValidator.MessageStyle, arity: Int,
        make: @escaping @Sendable ([Int]) -> UIKitViolation
    ) -> ReasonTemplate {
        let options = UIKitValidator.Options(flavor: flavor, messageStyle: style, address: sentinelAddress)
        let text = UIKitMessages(options: options, before: [], after: [], batch: BatchUpdate()).reason(
            for: make(Array(sentinels.prefix(arity))))
        var pattern = NSRegularExpression.escapedPattern(for: text)
        // Where each number sits, in the order of the text (a rule may print them in another order).
        var order: [(position: Int, argument: Int)] = []
        for (argument, sentinel) in sentinels.prefix(arity).enumerated() {
            if let range = text.range(of: String(sentinel)) {
                order.append((text.distance(from: text.startIndex, to: range.lowerBound), argument))
            }
        }
        order.sort { $0.position < $1.position }
        for sentinel in sentinels.prefix(arity) {
            pattern = pattern.replacingOccurrences(of: String(sentinel), with: "(-?\\d+)")
        }
        pattern = pattern.replacingOccurrences(of: sentinelAddress, with: "0x[0-9a-fA-F]+")
        // Crash reports copied from a web page or a chat lose UIKit's double spaces, and a text
        // pasted into a sentence its final period.
        pattern = pattern.replacingOccurrences(of: "  ", with: " {1,2}")
        if pattern.hasSuffix("\\.") { pattern += "?" }
        // A view described in full (`<UICollectionView: 0x…; frame = (…); layer = <CALayer: 0x…>; …>`)
        // as well as by its address alone, of UIKit's class or an app's subclass (`<MyApp.Feed: 0x…;
        // baseClass = UICollectionView; …>`), descriptions nested in it three deep, and a post cut
        // anywhere inside it.
        let nested = "<[^<>]*(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>[^<>]*)*>"
        pattern = pattern.replacingOccurrences(
            of: "<UICollectionView: 0x[0-9a-fA-F]+>",
            with: "<[A-Za-z_][\\w.]*: 0x[0-9a-fA-F]+(?:(?:;[^<>]*(?:\(nested)[^<>]*)*)?>|;.*$)")
        pattern = pattern.replacingOccurrences(
            of: ": 0x[0-9a-fA-F]+>", with: ": 0x[0-9a-fA-F]+(?:;[^<>]*(?:<[^<>]*>[^<>]*)*)?>")
        let expression = try! NSRegularExpression(pattern: pattern)
        var sample = text.replacingOccurrences(of: sentinelAddress, with: "0x600000c8e0a0")
        for (index, sentinel) in sentinels.prefix(arity).enumerated() {
            sample = sample.replacingOccurrences(of: String(sentinel), with: String(index + 1))
        }
        let arguments = order.map(\.argument)
        return ReasonTemplate(
            rule: rule, flavor: flavor, withViewDescription: style == .classicWithViewDescription,
            violation: { captured in
                var values = Array(repeating: 0, count: arity)
                for (index, argument) in arguments.enumerated() where index < captured.count {
                    values[argument] = captured[index]
                }
                return make(values)
            },
            expression: expression, sample: sample)
    }

    /// Every rule, with how many numbers it takes and how to build it from them.
    private static let rules: [(String, Int, @Sendable ([Int]) -> UIKitViolation)] = {
        @Sendable func path(_ v: [Int], _ i: Int) -> ItemPath { ItemPath(section: v[i], item: v[i + 1]) }
        return [
            ("deleteAndReloadSameIndexPath", 2, { .deleteAndReloadSameIndexPath(path($0, 0)) }),
            ("sectionDeleteOutOfRange", 2, { .sectionDeleteOutOfRange(section: $0[0], sectionCount: $0[1]) }),
            ("deleteAndMoveSameSection", 1, { .deleteAndMoveSameSection(section: $0[0]) }),
            ("deleteAndMoveSameIndexPath", 2, { .deleteAndMoveSameIndexPath(path($0, 0)) }),
            ("moveFromDeletedSection", 1, { .moveFromDeletedSection(section: $0[0]) }),
            (
                "itemDeleteSectionOutOfRange", 3,
                { .itemDeleteSectionOutOfRange(item: $0[0], section: $0[1], sectionCount: $0[2]) }
            ),
            ("itemDeletePastEnd", 3, { .itemDeletePastEnd(item: $0[0], section: $0[1], itemCount: $0[2]) }),
            ("sectionInsertOutOfRange", 2, { .sectionInsertOutOfRange(section: $0[0], sectionCount: $0[1]) }),
            ("insertAndMoveSameSection", 1, { .insertAndMoveSameSection(section: $0[0]) }),
            ("insertAndMoveSameIndexPath", 2, { .insertAndMoveSameIndexPath(path($0, 0)) }),
            ("moveIntoInsertedSection", 1, { .moveIntoInsertedSection(section: $0[0]) }),
            (
                "itemInsertSectionOutOfRange", 3,
                { .itemInsertSectionOutOfRange(item: $0[0], section: $0[1], sectionCount: $0[2]) }
            ),
            ("itemInsertPastEnd", 3, { .itemInsertPastEnd(item: $0[0], section: $0[1], itemCount: $0[2]) }),
            ("sectionMoveSourceOutOfRange", 2, { .sectionMoveSourceOutOfRange(section: $0[0], sectionCount: $0[1]) }),
            (
                "sectionMoveDestinationOutOfRange", 3,
                { .sectionMoveDestinationOutOfRange(from: $0[0], to: $0[1], sectionCount: $0[2]) }
            ),
            (
                "itemMoveSourceSectionOutOfRange", 3,
                { .itemMoveSourceSectionOutOfRange(from: path($0, 0), sectionCount: $0[2]) }
            ),
            ("itemMoveSourcePastEnd", 3, { .itemMoveSourcePastEnd(from: path($0, 0), itemCount: $0[2]) }),
            (
                "itemMoveDestinationSectionOutOfRange", 5,
                {
                    .itemMoveDestinationSectionOutOfRange(from: path($0, 0), to: path($0, 2), sectionCount: $0[4])
                }
            ),
            (
                "itemMoveDestinationPastEnd", 5,
                { .itemMoveDestinationPastEnd(from: path($0, 0), to: path($0, 2), itemCount: $0[4]) }
            ),
            (
                "sectionMovedToTwoDestinations", 3,
                { .sectionMovedToTwoDestinations(section: $0[0], first: $0[1], second: $0[2]) }
            ),
            (
                "itemMovedToTwoDestinations", 6,
                { .itemMovedToTwoDestinations(from: path($0, 0), first: path($0, 2), second: path($0, 4)) }
            ),
            (
                "sectionsMovedToOneDestination", 3,
                { .sectionsMovedToOneDestination(first: $0[0], second: $0[1], to: $0[2]) }
            ),
            (
                "itemsMovedToOneDestination", 6,
                { .itemsMovedToOneDestination(first: path($0, 0), second: path($0, 2), to: path($0, 4)) }
            ),
            (
                "invalidSectionCount", 4,
                { .invalidSectionCount(after: $0[0], before: $0[1], inserted: $0[2], deleted: $0[3]) }
            ),
            (
                "invalidItemCount", 7,
                {
                    .invalidItemCount(
                        section: $0[0], after: $0[1], before: $0[2], inserted: $0[3], deleted: $0[4], movedIn: $0[5],
                        movedOut: $0[6])
                }
            ),
            ("negativeItemCount", 1, { .negativeItemCount(section: $0[0]) }),
        ]
    }()
}
