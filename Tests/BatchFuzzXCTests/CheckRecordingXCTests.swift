import BatchFuzz
import XCTest

/// `check` in an XCTest test: a failure is recorded as an XCTest failure at the line that called
/// it (caught here, so that the test can look at it instead of failing).
final class CheckRecordingXCTests: XCTestCase {
    private var recorded: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        recorded.append((description, filePath, lineNumber))
    }

    func testAFailureIsRecordedAtTheCheckLine() {
        let configuration = FuzzConfiguration(cases: 200, seed: 5, examplesBesideTest: false, readsEnvironment: false)
        let checkLine = #line + 1
        let failure = check(.coalescer(Forgetful(), flavor: .tableView), configuration: configuration)
        XCTAssertNotNil(failure)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, checkLine)
        XCTAssertTrue(recorded.first?.file.hasSuffix("CheckRecordingXCTests.swift") == true)
        XCTAssertTrue(recorded.first?.description.contains("NSInternalInconsistencyException: Invalid update") == true)
    }

    /// Forgets every edit.
    struct Forgetful: BatchCoalescing {
        func batch<SectionID: Hashable, ItemID: Hashable>(
            for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
        ) throws -> BatchUpdate {
            BatchUpdate()
        }
    }
}
