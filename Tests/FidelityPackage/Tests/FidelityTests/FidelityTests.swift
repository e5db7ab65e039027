#if canImport(UIKit)
    import BatchFuzzUIKit
    import UIKit
    import XCTest

    /// The oracle checked against UIKit: every corpus entry that holds a batch, and a few thousand
    /// random batches, applied to a real UITableView and UICollectionView in a window on the iOS
    /// Simulator. Each disagreement is written as a corpus entry under `$BATCHFUZZ_FIDELITY_OUT`
    /// (the workflow uploads it; the test's temporary folder otherwise) and fails the test.
    @MainActor
    final class FidelityTests: XCTestCase {
        func testTheOracleAgreesWithUIKit() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 4_000))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let check = FidelityCheck(window: window)
            // Tests/FidelityPackage/Tests/FidelityTests/this file → the repository's Corpus/.
            var repository = URL(fileURLWithPath: #filePath)
            for _ in 0..<5 { repository.deleteLastPathComponent() }
            var disagreements = check.checkCorpus(repository.appendingPathComponent("Corpus").path)
            let count = Int(ProcessInfo.processInfo.environment["BATCHFUZZ_FIDELITY_BATCHES"] ?? "") ?? 2_000
            disagreements += check.checkRandomBatches(count, seed: 37)
            let environment = ProcessInfo.processInfo.environment
            let folder =
                environment["BATCHFUZZ_FIDELITY_OUT"]
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("BatchFuzzFidelity").path
            for disagreement in disagreements {
                let path = try disagreement.save(under: folder)
                XCTFail("\(disagreement)\n  saved \(path)")
            }
        }
    }
#endif
