#if !canImport(UIKit)
    import BatchModel

    /// Runs `body` as a check runs a case, and returns the reason of the exception UIKit would
    /// have raised in it, as the crash report prints it after `reason:`, or `nil` when it raised
    /// none. The stand-in records the exception and ignores every later call, as the crashed app
    /// would have.
    ///
    /// Not UIKit's API: what a test that runs against UIKit and against the stand-in alike reads
    /// where, on Apple platforms, a few lines of Objective-C catch UIKit's `NSException` (the
    /// stand-in's own compatibility tests do so).
    @MainActor
    public func _standInExceptionReason(_ body: () -> Void) -> String? {
        let record = StandInRecord(oracle: UIKitValidator.Options())
        StandInRecord.installing(record) { body() }
        return record.exception?.reason ?? record.crashReason ?? record.crash?.message
    }
#endif
