import BatchFuzzCore
import BatchModel
import Foundation
import Scenarios
import PropertyTesting

/// A corpus entry read and checked the one way every command checks it — `replay`, `explain`,
/// `shrink`, `corpus verify` and `corpus dedupe` agree on what an entry is: its engine is
/// registered, its scenario is that engine's, its failure kind is known, its flavour is one the
/// engine runs in, its size is one the generators take, and its case decodes and is one the
/// scenario can run. Nothing is built from the entry's numbers before they are checked.
package struct LoadedEntry {
    package var path: String
    package var file: CorpusFile
    package var engine: RegisteredEngine
    package var flavor: ViewFlavor
    /// The size the entry's draws were made with (`--max-size`; 12 when not recorded).
    package var maxSize: Int
    /// The case, read back from its explicit form.
    package var value: AnyCase

    /// The largest `--max-size` a run takes.
    package static let largestSize = 1_000

    /// Reads and checks the entry at `path`; the error names the file and the field.
    package static func load(_ path: String) throws(CorpusError) -> LoadedEntry {
        try load(path, file: CorpusStore.read(path))
    }

    /// Checks `file`, read from `path`.
    package static func load(_ path: String, file: CorpusFile) throws(CorpusError) -> LoadedEntry {
        func fail(_ problem: String) -> CorpusError { CorpusError(path: path, problem: problem) }
        let named: RegisteredEngine?
        do { named = try Registry.engine(forEntryNaming: file.engine, scenario: file.scenario) } catch {
            throw fail("field 'engine': \(error)")
        }
        guard var engine = named else {
            if let elsewhere = Registry.scenariosElsewhere.first(where: { $0.scenario == file.scenario }) {
                throw fail("field 'scenario': '\(file.scenario)' is not judged here: \(elsewhere.reason)")
            }
            let known = Registry.engines.map(\.name).joined(separator: ", ")
            throw fail("field 'engine': unknown engine '\(file.engine)'; known: \(known)")
        }
        guard file.scenario == engine.scenario else {
            throw fail(
                "field 'scenario': '\(file.scenario)', but engine '\(engine.name)' belongs to scenario '\(engine.scenario)'"
            )
        }
        // Judged again as it was found.
        if let target = file.deploymentTarget { engine = engine.judged(for: target) }
        let flavor = file.flavor
        guard engine.flavors.contains(flavor) else {
            let names = engine.flavors.map(\.name).joined(separator: ", ")
            throw fail("field 'flavor': engine '\(engine.name)' runs only in \(names)")
        }
        let maxSize = file.found.maxSize ?? CaseSize.standard
        guard (0...largestSize).contains(maxSize) else {
            throw fail("field 'found.maxSize': \(maxSize) is not a size from 0 to \(largestSize)")
        }
        let value: AnyCase
        do {
            value = try engine.decodeCase(file.case)
        } catch let problem as CaseProblem {
            throw fail("\(problem)")
        } catch let error as DecodingError {
            if let (field, number) = firstMisfitNumber(in: file.case, at: "case") {
                throw fail("field '\(field)': \(number) is not a whole number that fits its field")
            }
            throw fail(CorpusError.describe(error, under: "case"))
        } catch {
            if let (field, number) = firstMisfitNumber(in: file.case, at: "case") {
                throw fail("field '\(field)': \(number) is not a whole number that fits its field")
            }
            throw fail("field 'case': not a case of scenario '\(engine.scenario)': \(error)")
        }
        return LoadedEntry(
            path: path, file: file, engine: engine, flavor: flavor, maxSize: maxSize, value: value)
    }
}

/// The first number of a case that no `Int` holds (a fraction, or past `Int.max`), with its
/// field: what makes a case that is valid JSON undecodable.
private func firstMisfitNumber(in value: JSONValue, at field: String) -> (String, String)? {
    switch value {
    case .number(let number): return (field, "\(number)")
    case .array(let elements):
        for (index, element) in elements.enumerated() {
            if let found = firstMisfitNumber(in: element, at: "\(field)[\(index)]") { return found }
        }
    case .object(let members):
        for key in members.keys.sorted() {
            if let found = firstMisfitNumber(in: members[key]!, at: "\(field).\(key)") { return found }
        }
    case .null, .bool, .integer, .string: break
    }
    return nil
}
