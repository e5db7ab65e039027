/// Which rule of UIKit's batch-update contract a batch broke, with the numbers UIKit prints.
///
/// One case per exception text of <doc:UIKitBatchUpdateRules#3-Processing>; ``name`` is the stable
/// short form used as a failure signature (the shrinker keeps a smaller case only if it breaks the same
/// rule).
public enum UIKitViolation: Hashable, Sendable, Codable {
    // <doc:UIKitBatchUpdateRules#3.2-Reloads>
    case deleteAndReloadSameIndexPath(ItemPath)
    // <doc:UIKitBatchUpdateRules#3.3-Deletes>
    case sectionDeleteOutOfRange(section: Int, sectionCount: Int)
    case deleteAndMoveSameSection(section: Int)
    case deleteAndMoveSameIndexPath(ItemPath)
    case moveFromDeletedSection(section: Int)
    case itemDeleteSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    case itemDeletePastEnd(item: Int, section: Int, itemCount: Int)
    // <doc:UIKitBatchUpdateRules#3.4-Inserts>
    case sectionInsertOutOfRange(section: Int, sectionCount: Int)
    case insertAndMoveSameSection(section: Int)
    case insertAndMoveSameIndexPath(ItemPath)
    case moveIntoInsertedSection(section: Int)
    case itemInsertSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    case itemInsertPastEnd(item: Int, section: Int, itemCount: Int)
    // <doc:UIKitBatchUpdateRules#3.5-Moves>
    case sectionMoveSourceOutOfRange(section: Int, sectionCount: Int)
    case sectionMoveDestinationOutOfRange(from: Int, to: Int, sectionCount: Int)
    case itemMoveSourceSectionOutOfRange(from: ItemPath, sectionCount: Int)
    case itemMoveSourcePastEnd(from: ItemPath, itemCount: Int)
    case itemMoveDestinationSectionOutOfRange(from: ItemPath, to: ItemPath, sectionCount: Int)
    case itemMoveDestinationPastEnd(from: ItemPath, to: ItemPath, itemCount: Int)
    case sectionMovedToTwoDestinations(section: Int, first: Int, second: Int)
    case itemMovedToTwoDestinations(from: ItemPath, first: ItemPath, second: ItemPath)
    case sectionsMovedToOneDestination(first: Int, second: Int, to: Int)
    case itemsMovedToOneDestination(first: ItemPath, second: ItemPath, to: ItemPath)
    // <doc:UIKitBatchUpdateRules#3.6-Counts>
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    case invalidItemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    case negativeItemCount(section: Int)

    /// The rule's stable name, e.g. `invalidItemCount`: a failure signature.
    public var name: String {
        switch self {
        case .deleteAndReloadSameIndexPath: "deleteAndReloadSameIndexPath"
        case .sectionDeleteOutOfRange: "sectionDeleteOutOfRange"
        case .deleteAndMoveSameSection: "deleteAndMoveSameSection"
        case .deleteAndMoveSameIndexPath: "deleteAndMoveSameIndexPath"
        case .moveFromDeletedSection: "moveFromDeletedSection"
        case .itemDeleteSectionOutOfRange: "itemDeleteSectionOutOfRange"
        case .itemDeletePastEnd: "itemDeletePastEnd"
        case .sectionInsertOutOfRange: "sectionInsertOutOfRange"
        case .insertAndMoveSameSection: "insertAndMoveSameSection"
        case .insertAndMoveSameIndexPath: "insertAndMoveSameIndexPath"
        case .moveIntoInsertedSection: "moveIntoInsertedSection"
        case .itemInsertSectionOutOfRange: "itemInsertSectionOutOfRange"
        case .itemInsertPastEnd: "itemInsertPastEnd"
        case .sectionMoveSourceOutOfRange: "sectionMoveSourceOutOfRange"
        case .sectionMoveDestinationOutOfRange: "sectionMoveDestinationOutOfRange"
        case .itemMoveSourceSectionOutOfRange: "itemMoveSourceSectionOutOfRange"
        case .itemMoveSourcePastEnd: "itemMoveSourcePastEnd"
        case .itemMoveDestinationSectionOutOfRange: "itemMoveDestinationSectionOutOfRange"
        case .itemMoveDestinationPastEnd: "itemMoveDestinationPastEnd"
        case .sectionMovedToTwoDestinations: "sectionMovedToTwoDestinations"
        case .itemMovedToTwoDestinations: "itemMovedToTwoDestinations"
        case .sectionsMovedToOneDestination: "sectionsMovedToOneDestination"
        case .itemsMovedToOneDestination: "itemsMovedToOneDestination"
        case .invalidSectionCount: "invalidSectionCount"
        case .invalidItemCount: "invalidItemCount"
        case .negativeItemCount: "negativeItemCount"
        }
    }

    /// Whether this is one of the count checks of <doc:UIKitBatchUpdateRules#3.6-Counts> (the texts iOS 16.4 rewords).
    public var isCountError: Bool {
        switch self {
        case .invalidSectionCount, .invalidItemCount, .negativeItemCount: true
        default: false
        }
    }
}
