import BatchFuzzObjCExceptions
import Foundation
import XCTest

/// The exception shim runs the body it is given, everywhere; only Apple platforms have
/// Objective-C exceptions for it to catch (FidelityTests).
final class ObjCExceptionTests: XCTestCase {
    func testTheBodyRunsAndNothingIsCaughtWhenNothingIsRaised() {
        var runs = 0
        let reason = withUnsafeMutablePointer(to: &runs) { pointer in
            bfz_catch_exception({ context in context!.assumingMemoryBound(to: Int.self).pointee += 1 }, pointer)
        }
        XCTAssertEqual(runs, 1)
        XCTAssertNil(reason)
    }
}
