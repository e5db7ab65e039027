import BatchFuzzObjCExceptions
import Foundation

/// Runs `body` and returns the reason of the Objective-C exception it raised, or `nil` when it
/// raised none: how a check reads UIKit's `NSInternalInconsistencyException`, which Swift
/// cannot catch. Off Apple platforms there are no such exceptions and it only runs `body`.
func objectiveCExceptionReason(_ body: () -> Void) -> String? {
    withoutActuallyEscaping(body) { body in
        var closure = body
        return withUnsafeMutablePointer(to: &closure) { pointer -> String? in
            let reason = bfz_catch_exception(
                { context in context!.assumingMemoryBound(to: (() -> Void).self).pointee() }, pointer)
            guard let reason else { return nil }
            defer { free(reason) }
            return String(cString: reason)
        }
    }
}
