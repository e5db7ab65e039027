import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// With a corpus folder, failures found by `check` are saved and run first next time; a fixed
/// one stays as a regression.
@Suite struct ExampleDatabaseTests {
    func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "batchfuzz-examples-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The same property, with a bug (`limit` 100) or fixed (`.max`); `seen` records the cases
    /// it judges.
    func property(failsFrom limit: Int, seen: Seen = Seen()) -> Property<[Int]> {
        Property("sums stay under the limit", Gen<[Int]>.array(of: .int(in: 0...100))) {
            seen.values.append($0)
            return $0.reduce(0, +) < limit
        }
    }

    final class Seen: @unchecked Sendable {
        var values: [[Int]] = []
        var messages: [String] = []
    }

    @Test func aFailureIsSavedAndRunFirstNextTime() throws {
        let corpus = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        var first: PropertyFailure?
        do {
            try FuzzCheck.check(
                property(failsFrom: 100),
                configuration: .init(cases: 1_000, seed: 3, corpus: corpus, readsEnvironment: false))
        } catch { first = error }
        let found = try #require(first)
        let file = try #require(found.corpusFile)
        #expect(file.hasPrefix(corpus + "/examples/sums-stay-under-the-limit-"))
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(found.description.contains("  saved:    \(file) (runs first next time)"))

        // Another seed, a single case: the saved example is what fails, before any random case.
        var second: PropertyFailure?
        do {
            try FuzzCheck.check(
                property(failsFrom: 100),
                configuration: .init(cases: 1, seed: 99, corpus: corpus, readsEnvironment: false))
        } catch { second = error }
        let again = try #require(second)
        #expect(again.caseIndex == nil)
        #expect(try again.shrunkCase(as: [Int].self) == (try found.shrunkCase(as: [Int].self)))
        #expect(again.details.contains("  draws:") && again.replay.contains("BATCHFUZZ_SEED=99"))

        // Fixed: it passes, judged first, and stays.
        let seen = Seen()
        try FuzzCheck.check(
            property(failsFrom: .max, seen: seen),
            configuration: .init(cases: 10, seed: 99, corpus: corpus, readsEnvironment: false))
        #expect(seen.values.first == (try found.shrunkCase(as: [Int].self)))
        #expect(FileManager.default.fileExists(atPath: file))
    }

    /// A damaged file named as this check's examples are (`<property>-….json`) fails the check,
    /// naming the file, where it breaks and what to do.
    @Test func aDamagedExampleOfTheCheckIsAnErrorNamingItsFile() throws {
        let corpus = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        try FileManager.default.createDirectory(atPath: corpus + "/examples", withIntermediateDirectories: true)
        let broken = corpus + "/examples/sums-stay-under-the-limit-0123.json"
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: broken))
        do {
            try FuzzCheck.check(
                property(failsFrom: .max), configuration: .init(cases: 10, corpus: corpus, readsEnvironment: false))
            Issue.record("a damaged example went unnoticed")
        } catch {
            #expect(error.signature == "bad configuration")
            // The file, where its JSON breaks, and what to do.
            #expect(
                error.description.contains("\(broken): not a saved example: not valid JSON: line 1, column"),
                "\(error.description)")
            #expect(error.description.contains("fix it, or delete it"), "\(error.description)")
        }
        // Valid JSON that is no example: the field and what it expects.
        try Data(#"{"property": 3}"#.utf8).write(to: URL(fileURLWithPath: broken))
        do {
            try FuzzCheck.check(
                property(failsFrom: .max), configuration: .init(cases: 10, corpus: corpus, readsEnvironment: false))
            Issue.record("a damaged example went unnoticed")
        } catch {
            #expect(
                error.description.contains("not a saved example: missing field 'formatVersion'"), "\(error.description)"
            )
        }
    }

    /// Damaged files that are not this check's — truncated, merge-conflicted, a folder named as a
    /// file — are passed over with a warning naming each: the check runs, its own saved failure
    /// first, and passes or fails on its own.
    @Test func damagedExamplesOfOtherChecksStopNothing() throws {
        let corpus = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let examples = corpus + "/examples"
        try FileManager.default.createDirectory(atPath: examples + "/x.json", withIntermediateDirectories: true)
        try Data(#"{"formatVersion": 1, "prop"#.utf8).write(to: URL(fileURLWithPath: examples + "/a-truncated.json"))
        try Data("<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> theirs\n".utf8).write(
            to: URL(fileURLWithPath: examples + "/b-conflicted.json"))
        let warnings = Seen()
        var configuration = FuzzConfiguration(cases: 10, seed: 1, corpus: corpus, readsEnvironment: false)
        configuration.warn = {
            warnings.values.append([$0.count])
            warnings.messages.append($0)
        }
        try FuzzCheck.check(property(failsFrom: .max), configuration: configuration)
        #expect(warnings.messages.count == 3, "\(warnings.messages)")
        for name in ["a-truncated.json", "b-conflicted.json", "x.json"] {
            #expect(
                warnings.messages.contains {
                    $0.contains("passed over an example file that cannot be read: \(examples)/\(name): ")
                },
                "\(name): \(warnings.messages)")
        }
        // A failing check beside them still fails, and saves its failure.
        configuration.check.cases = 1_000
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(property(failsFrom: 100), configuration: configuration)
        }
    }

    /// An entry the command line saved (or a fuzz target's check did), beside a check of a plain
    /// property, is not that check's: it is passed over without a warning.
    @Test func aCommandLineEntryIsNotAnotherChecksDamagedExample() throws {
        let corpus = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let examples = corpus + "/examples"
        try FileManager.default.createDirectory(atPath: examples, withIntermediateDirectories: true)
        let entry = CorpusFile(
            scenario: "core", engine: "coalescer", flavor: .tableView, expectation: .pass,
            failure: .init(kind: .property, signature: "invalidSectionCount", message: "m"),
            found: .init(by: "a check", seed: "1", caseIndex: 0), draws: [1, 2], case: .null)
        _ = try CorpusStore.write(entry, to: corpus, subfolder: "examples")
        let warnings = Seen()
        var configuration = FuzzConfiguration(cases: 10, seed: 1, corpus: corpus, readsEnvironment: false)
        configuration.warn = { warnings.messages.append($0) }
        try FuzzCheck.check(property(failsFrom: .max), configuration: configuration)
        #expect(warnings.messages.isEmpty, "\(warnings.messages)")
    }

    /// The same shrunk case failing two ways is saved twice, one file per failure; a failure that
    /// cannot be saved says so in its report, not only in its details.
    @Test func twoFailuresOfOneCaseAreTwoExamplesAndAnUnsavedOneSaysSo() throws {
        let corpus = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let configuration = FuzzConfiguration(cases: 10, seed: 1, corpus: corpus, readsEnvironment: false)
        var files: [String] = []
        for signature in ["too small", "too odd"] {
            do {
                try FuzzCheck.check(
                    Property("one case", Gen<Int>.int(in: 0...9)) { _, _ in .fail(signature: signature, message: "") },
                    configuration: configuration)
            } catch {
                files.append(try #require(error.corpusFile))
                #expect(error.notSaved == nil)
            }
        }
        #expect(files.count == 2 && files[0] != files[1], "\(files)")

        // An `examples` that is a file: nothing can be saved there, and the report says why.
        let blocked = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: blocked) }
        try Data().write(to: URL(fileURLWithPath: blocked + "/examples"))
        do {
            try FuzzCheck.check(
                Property("one case", Gen<Int>.int(in: 0...9)) { _, _ in .fail(signature: "x", message: "") },
                configuration: FuzzConfiguration(cases: 10, seed: 1, corpus: blocked, readsEnvironment: false))
            Issue.record("the property cannot pass")
        } catch {
            #expect(error.corpusFile == nil)
            #expect(error.description.contains("\n  not saved: "), "\(error.description)")
        }
    }

    /// `BATCHFUZZ_CORPUS` naming a file is refused, not a corpus where nothing can be saved.
    @Test func aCorpusVariableNamingAFileIsRefused() throws {
        let file = temporaryFolder() + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: FuzzConfiguration.EnvironmentError.self) {
            try FuzzConfiguration().applyingEnvironment(["BATCHFUZZ_CORPUS": file])
        }
        do { _ = try FuzzConfiguration().applyingEnvironment(["BATCHFUZZ_CORPUS": file]) } catch {
            #expect(error.description == "BATCHFUZZ_CORPUS='\(file)' is not a folder")
        }
    }

    @Test func theCommandLinesCorpusLeavesExamplesAlone() throws {
        let corpus = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        do {
            try FuzzCheck.check(
                property(failsFrom: 100),
                configuration: .init(cases: 1_000, seed: 3, corpus: corpus, readsEnvironment: false))
        } catch {}
        #expect(try CorpusStore.files(under: [corpus]).isEmpty)
    }
}
