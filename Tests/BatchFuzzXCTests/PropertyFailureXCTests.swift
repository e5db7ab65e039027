import BatchFuzz
import XCTest

/// Running a property from XCTest: the same call, the same failure text.
final class PropertyFailureXCTests: XCTestCase {
    func testAPassingPropertyPasses() throws {
        try FuzzCheck.check(
            Property("sorted is sorted", Gen<[Int]>.array(of: .int(in: -9...9))) { list in
                let sorted = list.sorted()
                return zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 }
            })
    }

    func testAFailureThrowsItsReport() {
        XCTAssertThrowsError(
            try FuzzCheck.check(
                Property("no sevens", Gen<[Int]>.array(of: .int(in: 0...9))) { !$0.contains(7) },
                configuration: .init(CheckConfiguration(seed: 1, cases: 1_000, log: { _ in })))
        ) { error in
            XCTAssertTrue("\(error)".contains("  case:\n    [7]"), "\(error)")
        }
    }
}
