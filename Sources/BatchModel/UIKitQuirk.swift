/// A device quirk of <doc:UIKitBatchUpdateRules#6-Quirks>: a batch the documented rules accept but that crashes or
/// misbehaves on real devices. Reported as a warning when ``UIKitValidator/Options/strict`` is on.
public struct UIKitQuirk: Hashable, Sendable, Codable {
    /// Which quirk.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Reloading an item whose section moves: a bogus count error (rdar 27041784).
        case reloadInMovedSection
        /// Inserting into a section that moves: UICollectionView heap corruption (IGListKit).
        case insertIntoMovedSection
        /// Deleting from a section that moves: a cell animated twice (IGListKit).
        case deleteFromMovedSection
        /// The same item deleted twice in a collection view: a delayed crash.
        case duplicateItemDelete
        /// The first item inserted into an empty collection-view section (iOS 6–7 crash).
        case insertIntoEmptySection
        /// The last item of a collection-view section deleted (iOS 6–7 crash).
        case deleteLastItemOfSection
    }

    /// Which quirk.
    public var kind: Kind
    /// What the batch does that triggers it, e.g. `reload of [1, 0] while section 1 moves to 0`.
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The quirk's stable name, e.g. `reloadInMovedSection`.
    public var name: String { kind.rawValue }
}

extension UIKitQuirk.Kind {
    /// The first release without the quirk, or `nil` when no release is known to have fixed
    /// it (it is then reported whatever the deployment target).
    public var fixedIn: IOSVersion? {
        switch self {
        case .insertIntoEmptySection, .deleteLastItemOfSection: IOSVersion(8)
        case .reloadInMovedSection, .insertIntoMovedSection, .deleteFromMovedSection, .duplicateItemDelete: nil
        }
    }

    /// Whether an app whose oldest supported release is `deploymentTarget` can meet the quirk
    /// (`nil`: every release).
    public func affects(deploymentTarget: IOSVersion?) -> Bool {
        guard let deploymentTarget, let fixedIn else { return true }
        return deploymentTarget < fixedIn
    }
}

extension UIKitQuirk: CustomStringConvertible {
    public var description: String { "warning \(name): \(detail)" }
}
