import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import Testing
import BatchFuzzRegistry

/// `swift test` replays the whole `Corpus/` through the same code as `batchfuzz replay`.
@Suite struct CorpusReplayTests {
    static var corpus: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus").path
    }

    @Test func everyEntryBehavesAsRecorded() {
        let outcomes = CorpusReplay.replay(paths: [Self.corpus])
        #expect(!outcomes.isEmpty)
        // Entries of a scenario this platform does not run say why, and are not judged here.
        let elsewhere = Registry.scenariosElsewhere.map(\.scenario)
        for outcome in outcomes
        where !elsewhere.contains(where: { URL(fileURLWithPath: outcome.path).lastPathComponent.hasPrefix($0 + "-") }) {
            #expect(outcome.error == nil, "\(outcome.summary)")
            #expect(outcome.asRecorded, "\(outcome.summary)")
        }
    }

    @Test func theZooHoldsTheNaiveCoalescerInBothFlavours() {
        let engines = CorpusReplay.replay(paths: [Self.corpus + "/zoo"]).compactMap {
            $0.file.map { "\($0.engine) \($0.flavor.name)" }
        }
        #expect(engines.contains("naive-coalescer table"))
        #expect(engines.contains("naive-coalescer collection"))
    }

    /// A wrong cell is told with the batch the screen gave the table.
    @Test func anAuxiliaryRowsFailureShowsTheScreensBatch() {
        let outcome = CorpusReplay.replay(
            Self.corpus + "/zoo/auxiliary-rows-assistant-off-by-one-table-f79203ea474b.json")
        guard case .fail(let signature, let message)? = outcome.verdict else {
            Issue.record("the entry should fail: \(outcome.summary)")
            return
        }
        #expect(signature == "wrong cell")
        #expect(message.hasSuffix("; the screen's last batch: insert items [[0, 1]]"), "\(message)")
    }
}

@Suite struct CorpusStoreTests {
    func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "batchfuzz-corpus-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func sample() -> CorpusFile {
        CorpusFile(
            scenario: "core", engine: "naive-coalescer", flavor: .tableView, expectation: .fail,
            failure: .init(kind: .property, signature: "sectionDeleteOutOfRange", message: "m"),
            found: .init(by: "test", seed: "1", caseIndex: 3), draws: [0, 1, 0, 0, 1, 2, 0, 0],
            case: try! JSONValue(
                encoding: EditCase(
                    initial: SectionedList(), edits: [.insertSection(id: 0, at: 0), .deleteSection(at: 0)])))
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let folder = temporaryFolder()
        let path = try CorpusStore.write(sample(), to: folder, subfolder: "zoo")
        #expect(try CorpusStore.read(path) == sample())
        #expect(path.hasSuffix("/zoo/" + sample().fileName))
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/zoo") == [sample().fileName])
        // The same case gets the same name: a second find overwrites.
        try CorpusStore.write(sample(), to: folder, subfolder: "zoo")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/zoo").count == 1)
    }

    /// Nothing the tool writes replaces what is not a file: a device is written through (and
    /// stays a device), a link is followed (and stays a link), a folder or a link loop refused;
    /// a file replaced keeps its permissions.
    @Test func writesNeverReplaceWhatIsNotAFile() throws {
        let folder = temporaryFolder()
        func kind(_ path: String) -> mode_t {
            var info = stat()
            return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
        }
        try FileWriter.write(Array("report".utf8), to: "/dev/null")
        #expect(kind("/dev/null") == S_IFCHR)
        try FileManager.default.createSymbolicLink(atPath: folder + "/null", withDestinationPath: "/dev/null")
        try FileWriter.write(Array("report".utf8), to: folder + "/null")
        #expect(kind(folder + "/null") == S_IFLNK && kind("/dev/null") == S_IFCHR)

        #expect(throws: CorpusError(path: folder, problem: "it is a folder, not a file")) {
            try FileWriter.write(Array("x".utf8), to: folder)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: folder + "/loop")
        #expect(
            throws: CorpusError(
                path: folder + "/loop", problem: "a symbolic link that loops: following it leads back to itself")
        ) { try FileWriter.write(Array("x".utf8), to: folder + "/loop") }

        // A dangling link makes the file it names; a file replaced keeps its mode.
        try FileManager.default.createSymbolicLink(atPath: folder + "/latest", withDestinationPath: "made.xml")
        try FileWriter.write(Array("one".utf8), to: folder + "/latest")
        #expect(try String(contentsOfFile: folder + "/made.xml", encoding: .utf8) == "one")
        chmod(folder + "/made.xml", 0o600)
        try FileWriter.write(Array("two".utf8), to: folder + "/latest")
        var info = stat()
        stat(folder + "/made.xml", &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: folder + "/made.xml", encoding: .utf8) == "two")
        #expect(kind(folder + "/latest") == S_IFLNK)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "latest", "loop", "made.xml", "null",
            ])
    }

    /// An entry too large to be a case is refused before it is parsed; a fetched-results case
    /// with more objects than a case may hold items is refused before it is decoded (the counts
    /// a case builds from are checked after decoding, before anything is built).
    @Test func oversizedEntriesAreRefusedBeforeTheyCost() throws {
        let folder = temporaryFolder()
        let huge = folder + "/huge.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data(count: CorpusStore.largestFile + 1)))
        #expect(throws: CorpusError.self) { try CorpusStore.read(huge) }
        do { _ = try CorpusStore.read(huge) } catch {
            #expect(error.problem.hasSuffix("MB an entry may take (a case holds at most 100000 items); nothing read"))
        }

        let zoo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/zoo").path
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: zoo).sorted().first { $0.hasPrefix("fetched-results-") }
        )
        var entry =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: zoo + "/" + name)))
            as! [String: Any]
        var value = entry["case"] as! [String: Any]
        value["objects"] = (0..<100_001).map { ["id": $0 + 10, "content": 0, "sectionKey": $0 % 3, "sortKey": $0] }
        entry["case"] = value
        let path = folder + "/many.json"
        try JSONSerialization.data(withJSONObject: entry).write(to: URL(fileURLWithPath: path))
        do {
            _ = try LoadedEntry.load(path)
            Issue.record("a fetched-results case of 100,001 objects was accepted")
        } catch {
            #expect(
                error.problem
                    == "field 'case.objects': more than 100000 elements take the case past the 100000 items a case may hold; nothing decoded",
                "\(error.problem)")
        }
    }

    @Test func eachMalformedKindGetsItsOwnClearError() throws {
        let folder = temporaryFolder()
        let good = try CorpusStore.write(sample(), to: folder, subfolder: "zoo")
        let text = try String(contentsOfFile: good, encoding: .utf8)
        var cases: [(String, String, String)] = [
            ("empty.json", "", "empty file"),
            ("truncated.json", String(text.prefix(60)), "not valid JSON: the file ends too early (truncated?)"),
            ("not-json.json", "hello", "not valid JSON: line 1, column 1: Invalid value around character 0."),
            (
                "future.json", #"{"formatVersion": 7}"#,
                "format version 7 is newer than this batchfuzz reads (1); update BatchFuzz"
            ),
            (
                "huge-number.json",
                text.replacingOccurrences(of: #""formatVersion" : 1"#, with: #""formatVersion" : 99999999999999999999"#)
                    .replacingOccurrences(of: #""seed" : "1""#, with: #""seed" : "17861434146546780904""#),
                "field 'formatVersion': line 38, column 21: 99999999999999999999 is past 9223372036854775807"
            ),
            (
                "wrong-type.json", text.replacingOccurrences(of: #""seed" : "1""#, with: #""seed" : 1"#),
                "field 'found.seed': expected a string"
            ),
            (
                "missing.json", text.replacingOccurrences(of: #""engine" : "naive-coalescer","#, with: ""),
                "missing field 'engine'"
            ),
            (
                "not-a-case.json", text.replacingOccurrences(of: #""edits" : ["#, with: #""moves" : ["#),
                "missing field 'edits' in field 'case'"
            ),
        ]
        let tableOnly = text.replacingOccurrences(
            of: #""engine" : "naive-coalescer""#, with: #""engine" : "zero-height-rows""#
        )
        .replacingOccurrences(of: #""flavor" : "table""#, with: #""flavor" : "collection""#)
        .replacingOccurrences(of: #""scenario" : "core""#, with: #""scenario" : "static-rows""#)
        cases.append(
            (
                "wrong-scenario.json",
                text.replacingOccurrences(of: #""scenario" : "core""#, with: #""scenario" : "diffable""#),
                "field 'scenario': 'diffable', but engine 'naive-coalescer' belongs to scenario 'core'"
            ))
        cases.append(("table-only.json", tableOnly, "field 'flavor': engine 'zero-height-rows' runs only in table"))
        for (name, content, _) in cases {
            try content.write(toFile: folder + "/zoo/" + name, atomically: true, encoding: .utf8)
        }
        let outcomes = CorpusReplay.replay(paths: [folder])
        #expect(outcomes.count == cases.count + 1)
        for (name, _, expected) in cases {
            let outcome = outcomes.first { $0.path.hasSuffix(name) }
            #expect(outcome?.error?.path.hasSuffix("/zoo/" + name) == true)
            #expect(
                outcome?.error?.problem.hasPrefix(expected) == true, "\(name): \(outcome?.error?.problem ?? "no error")"
            )
        }
        // The good entry still replays.
        #expect(outcomes.first { $0.path == good }?.asRecorded == true)
    }

    @Test func aMissingPathIsAnError() {
        let outcomes = CorpusReplay.replay(paths: ["/no/such/corpus"])
        #expect(outcomes.first?.error?.problem == "no such file or folder")
    }
}
