#if !canImport(UIKit)
    /// The case a stand-in list view was made in, if a check's case made it: once that case has
    /// ended, a call of the view comes from work the screen queued with a delay, and what it
    /// raises is not the case running then.
    @MainActor
    struct CaseOfView {
        private weak var record: StandInRecord?
        private let madeInACase: Bool

        /// The case running now, as the view is made.
        init() {
            record = StandInRecord.current
            madeInACase = record != nil
        }

        /// Whether the view was made in a case that has ended (its record ended, or gone).
        var hasEnded: Bool { madeInACase && (record?.hasEnded ?? true) }

        /// Runs a call of the view's that may break one of UIKit's batch rules: in its own case,
        /// as ``StandInRecord/raising(_:)`` runs it; after, as late work.
        func raising(in view: String, _ call: () throws -> Void) {
            if hasEnded {
                StandInRecord.raisingLate(in: view, call)
            } else {
                StandInRecord.raising(call)
            }
        }
    }
#endif
