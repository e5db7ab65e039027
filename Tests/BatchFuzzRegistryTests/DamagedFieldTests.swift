import BatchFuzzCore
import Foundation
import Testing
import BatchFuzzRegistry

/// Every field of a saved case, replaced by a value of each other JSON kind, is refused with the
/// field, what it expects and what it found — in words, never Swift's decoding debug text.
@Suite struct DamagedFieldTests {
    /// One committed entry of every scenario.
    static let entries: [String] = {
        let zoo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/zoo").path
        var scenarios: Set<String> = [], result: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: zoo)) ?? []).sorted() {
            guard let file = try? CorpusStore.read(zoo + "/" + name), scenarios.insert(file.scenario).inserted else {
                continue
            }
            result.append(zoo + "/" + name)
        }
        return result
    }()

    /// Each path to a value inside `value`, with the value there.
    func fields(_ value: Any, _ path: [Any] = []) -> [[Any]] {
        var result = path.isEmpty ? [] : [path]
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { result += fields(object[key]!, path + [key]) }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() { result += fields(element, path + [index]) }
        }
        return result
    }

    func replacing(_ value: Any, at path: ArraySlice<Any>, with replacement: Any) -> Any {
        guard let first = path.first else { return replacement }
        if var object = value as? [String: Any], let key = first as? String {
            object[key] = replacing(object[key]!, at: path.dropFirst(), with: replacement)
            return object
        }
        if var array = value as? [Any], let index = first as? Int {
            array[index] = replacing(array[index], at: path.dropFirst(), with: replacement)
            return array
        }
        return value
    }

    @Test(arguments: entries) func everyDamagedFieldIsNamedInWords(_ path: String) throws {
        let entry = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let folder = NSTemporaryDirectory() + "batchfuzz-fields-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let kinds: [Any] = ["text", 1.5, NSNull(), [Any](), [String: Any](), true]
        var refused = 0
        for field in fields((entry as! [String: Any])["case"]!, ["case"]) {
            for kind in kinds {
                let damaged = replacing(entry, at: field[...], with: kind)
                let file = folder + "/damaged.json"
                try JSONSerialization.data(withJSONObject: damaged).write(to: URL(fileURLWithPath: file))
                do {
                    _ = try LoadedEntry.load(file)
                } catch {
                    refused += 1
                    let text = error.problem
                    for phrase in ["DecodingError", "Debug description", "Expected to decode", "Dictionary<", "Array<"]
                    {
                        #expect(!text.contains(phrase), "\(field) = \(kind): \(text)")
                    }
                    #expect(text.contains("field '") || text.contains("missing field"), "\(field) = \(kind): \(text)")
                }
            }
        }
        #expect(refused > 0)
    }

    /// The release an entry was judged for, damaged, is refused naming the field and what it
    /// takes; the entry is not judged for some other release.
    @Test func aDamagedDeploymentTargetIsNamedWithWhatItTakes() throws {
        let path = try #require(Self.entries.first)
        var entry = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let file = NSTemporaryDirectory() + "batchfuzz-target-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        for damaged in ["seven" as Any, 7, true] {
            entry["deploymentTarget"] = damaged
            try JSONSerialization.data(withJSONObject: entry).write(to: URL(fileURLWithPath: file))
            do {
                _ = try LoadedEntry.load(file)
                Issue.record("\(damaged) was read as a release")
            } catch {
                #expect(error.problem.contains("deploymentTarget"), "\(damaged): \(error.problem)")
                #expect(!error.problem.contains("DecodingError"), "\(damaged): \(error.problem)")
            }
        }
        entry["deploymentTarget"] = "12.2"
        try JSONSerialization.data(withJSONObject: entry).write(to: URL(fileURLWithPath: file))
        #expect(try LoadedEntry.load(file).engine.oracle.deploymentTarget == IOSVersion(12, 2))
    }
}
