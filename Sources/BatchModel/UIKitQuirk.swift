/// A device quirk of <doc:UIKitBatchUpdateRules#6-Quirks>: a batch the documented rules accept but that crashes or
/// misbehaves on real devices. Reported as a warning when `UIKitValidator/Options/strict` is on.
public struct UIKitQuirk: Hashable, Sendable, Codable {
    /// Which quirk.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Reloading an item whose section moves: its insert half is placed ignoring the move, a
        /// bogus count error (rdar 27041784).
        case reloadInMovedSection
        /// Inserting into a section that moves: UICollectionView corrupts its heap (radar
        /// 31779360, IGListKit issue 691).
        case insertIntoMovedSection
        /// Deleting from a section that moves: UICollectionView animates a cell twice and leaves
        /// one snapshot cell in the view hierarchy (IGListKit's code comment; no crash report).
        case deleteFromMovedSection
        /// The same item deleted twice in a collection view: a flaky crash (radar 31786176).
        case duplicateItemDelete
        /// The first item inserted into an empty collection-view section (iOS 6–7 crash).
        case insertIntoEmptySection
        /// The last item of a collection-view section deleted (iOS 6–7 crash).
        case deleteLastItemOfSection
        /// An item moving inside a section that itself moves: IGListKit turns such section moves
        /// into a delete and an insert, without naming the failure; reported to animate wrong.
        case moveInMovedSection
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
    /// What a quirk does to an app that meets it.
    public enum Effect: String, Hashable, Sendable, CaseIterable {
        /// An exception or a crash.
        case crash
        /// The view's state goes wrong: heap corruption, cells on the wrong rows.
        case corruption
        /// Only the animation is wrong; the rows shown afterwards are right.
        case animation
    }

    /// What the quirk does (<doc:UIKitBatchUpdateRules#6-Quirks> gives the evidence for each).
    public var effect: Effect {
        switch self {
        case .reloadInMovedSection, .duplicateItemDelete, .insertIntoEmptySection, .deleteLastItemOfSection: .crash
        case .insertIntoMovedSection, .deleteFromMovedSection: .corruption
        case .moveInMovedSection: .animation
        }
    }

    /// The views the quirk is reported for: the ones its evidence concerns.
    public var flavors: [ViewFlavor] {
        switch self {
        case .reloadInMovedSection: ViewFlavor.allCases
        case .insertIntoMovedSection, .deleteFromMovedSection, .duplicateItemDelete, .insertIntoEmptySection,
            .deleteLastItemOfSection, .moveInMovedSection:
            [.collectionView]
        }
    }

    /// The first release without the quirk, or `nil` when no release is known to have fixed
    /// it (it is then reported whatever the deployment target).
    public var fixedIn: IOSVersion? {
        switch self {
        case .insertIntoEmptySection, .deleteLastItemOfSection: IOSVersion(8)
        case .reloadInMovedSection, .insertIntoMovedSection, .deleteFromMovedSection, .duplicateItemDelete,
            .moveInMovedSection:
            nil
        }
    }

    /// Whether a public report beyond a library's code comment shows the quirk: a radar, a crash
    /// report, UIKit's own text (<doc:UIKitBatchUpdateRules#6-Quirks> cites each). A deleted
    /// item in a moving section rests on IGListKit's comment alone, which describes a ghost cell,
    /// and no crash.
    public var hasPublicReport: Bool {
        switch self {
        case .deleteFromMovedSection, .moveInMovedSection: false
        case .reloadInMovedSection, .insertIntoMovedSection, .duplicateItemDelete, .insertIntoEmptySection,
            .deleteLastItemOfSection:
            true
        }
    }

    /// The quirks ``UIKitValidator/Options/strict`` reports unless told otherwise: those that
    /// crash or corrupt the view and that a public report shows (``hasPublicReport``). A quirk
    /// that only animates wrong, or that only a library's comment describes, fails no case
    /// unless named.
    public static var checkedByDefault: Set<Self> {
        Set(allCases.filter { $0.effect != .animation && $0.hasPublicReport })
    }

    /// Whether an app whose oldest supported release is `deploymentTarget` can meet the quirk
    /// (`nil`: every release).
    public func affects(deploymentTarget: IOSVersion?) -> Bool {
        guard let deploymentTarget, let fixedIn else { return true }
        return deploymentTarget < fixedIn
    }

    /// Whether `options` report the quirk: strict checks on, the quirk switched on, its
    /// flavour, and a release it affects.
    public func isReported(under options: UIKitValidator.Options) -> Bool {
        options.strict && options.quirks.contains(self) && flavors.contains(options.flavor)
            && affects(deploymentTarget: options.deploymentTarget)
    }
}

extension UIKitQuirk: CustomStringConvertible {
    public var description: String { "warning \(name): \(detail)" }
}
