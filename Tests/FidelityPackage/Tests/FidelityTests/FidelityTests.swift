#if canImport(UIKit)
    import BatchFuzz
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
            var disagreements = corpusBatches().flatMap { reproduction in
                check.check(
                    before: reproduction.before, batch: reproduction.batch, after: reproduction.after,
                    flavor: reproduction.flavor
                ).map { [$0] } ?? []
            }
            let count = Int(ProcessInfo.processInfo.environment["BATCHFUZZ_FIDELITY_BATCHES"] ?? "") ?? 2_000
            disagreements += check.checkRandomBatches(count, seed: 37)
            let environment = ProcessInfo.processInfo.environment
            let folder =
                environment["BATCHFUZZ_FIDELITY_OUT"]
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("BatchFuzzFidelity").path
            for disagreement in disagreements {
                let path = try CorpusStore.write(disagreement.entry, to: folder, subfolder: "iOS-\(check.release)")
                XCTFail("\(disagreement)\n  saved \(path)")
            }
        }

        /// The batches the corpus holds explicitly: the `crash-text` entries.
        func corpusBatches() -> [BatchReproduction] {
            // Tests/FidelityPackage/Tests/FidelityTests/this file → the repository's Corpus/.
            var repository = URL(fileURLWithPath: #filePath)
            for _ in 0..<5 { repository.deleteLastPathComponent() }
            let corpus = repository.appendingPathComponent("Corpus").path
            let paths = (try? CorpusStore.files(under: [corpus])) ?? []
            return paths.compactMap { path in
                guard let file = try? CorpusStore.read(path), file.scenario == "crash-text" else { return nil }
                return try? file.case.decoded(as: BatchReproduction.self)
            }
        }
    }
#endif
