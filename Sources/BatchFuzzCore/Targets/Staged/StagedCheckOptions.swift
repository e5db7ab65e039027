/// What a staged check asks of the stages beyond UIKit's rules: how many stages a case may
/// take, and whether a section whose own content changed must be reloaded.
public struct StagedCheckOptions: Sendable {
    /// The most stages a case may take; `nil` for no bound.
    public var maxStages: Int?
    /// Whether a section whose own content changed must be reloaded, or deleted and inserted,
    /// in some stage. Off for a one-batch differ, which cannot reload a section whose rows move.
    public var reloadsSections: Bool

    public init(maxStages: Int? = nil, reloadsSections: Bool = true) {
        self.maxStages = maxStages
        self.reloadsSections = reloadsSections
    }
}
