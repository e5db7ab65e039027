#if !canImport(CoreData) && !canImport(UIKit)
    import ListEmulation

    /// Where the stand-in reports an exception Core Data raises (`object(at:)` past the end): a
    /// check running a screen installs a handler that records it as the app's crash; with none
    /// installed, the process ends with Core Data's text, as the app would.
    @MainActor
    package enum CoreDataStandInRecord {
        /// Hears the failure's short name and its text.
        package static var raise: ((_ signature: String, _ message: String) -> Void)?
        /// The quirks a controller made during a check's case shows
        /// (`FuzzConfiguration.fetchedResultsQuirks`): every one unless the check says otherwise.
        package static var quirks: FetchedResultsQuirks = .all
        /// Whether `perform(_:)` queues its block on the main queue, as Core Data queues it on the
        /// context's queue: set while `await check` runs a case, which lets the main queue run.
        /// Otherwise the block runs at once — under a synchronous check a queued block would
        /// never run.
        package static var performsLater = false
        /// Holds a background task until a step of the check delivers it, when the check asks
        /// for that (a long import); otherwise, with `performsLater`, it runs at the main queue's
        /// next turn.
        package static var holdsBackgroundTask: ((@escaping @MainActor () -> Void) -> Void)?

        static func raise(signature: String, message: String) {
            guard let raise else { fatalError(message) }
            raise(signature, message)
        }
    }
#endif
