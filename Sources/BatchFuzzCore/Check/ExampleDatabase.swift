import Foundation
import PropertyTesting

/// The failures `check` has found, kept as files under `<corpus>/examples/` — one
/// ``CorpusEntry`` each, its case both as draws and as a readable value — and judged first on
/// the next run of the same property, before any random case. A fixed bug's entry stays: it is
/// a regression test from then on. The command line's corpus commands leave the folder alone.
///
/// Cost: one file read per saved example at the start of a check, one write per failure.
struct ExampleDatabase {
    /// The folder the examples live in.
    let folder: URL

    init(corpus: String) {
        folder = URL(fileURLWithPath: corpus).appendingPathComponent(Self.subfolder)
    }

    /// The subfolder of a corpus that holds the examples.
    static let subfolder = "examples"

    /// The saved examples of `property`, in file-name order: values when `Value` is
    /// `Decodable` (so that a change to the generator's parameters cannot turn them into
    /// other cases), and in every case the draws they were saved with; and the files that
    /// cannot be read and are not named as this property's (``save(_:)``), passed over so that
    /// one damaged file stops only the check it belongs to. One named as this property's that
    /// cannot be read is thrown.
    ///
    /// With `form` (a check of a fuzz target), the command line's entries that `form` runs
    /// first are examples too, read as the command line reads them.
    func examples<Value>(
        of property: String, as type: Value.Type, form: EntryForm<Value>? = nil
    ) throws(CorpusError) -> (values: [(value: Value, draws: [UInt64])], draws: [[UInt64]], skipped: [CorpusError]) {
        var values: [(value: Value, draws: [UInt64])] = [], draws: [[UInt64]] = [], skipped: [CorpusError] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
        let ours = Self.slug(property) + "-"
        for name in names {
            let path = folder.appendingPathComponent(name).path
            if Self.isCommandLineEntry(path) {
                // An entry the command line saved runs first in the checks of its fuzz target's
                // scenario; a check with no such target passes it over, as not its own.
                guard let form else { continue }
                let file: CorpusFile
                do { file = try CorpusStore.read(path) } catch {
                    skipped.append(error)
                    continue
                }
                guard form.runsFirst(file), let decodable = Value.self as? any Decodable.Type,
                    let value = try? file.case.decoded(as: decodable) as? Value
                else { continue }
                values.append((value, file.draws))
                continue
            }
            let entry: CorpusEntry<JSONValue>
            do {
                entry = try Self.read(path)
            } catch  where !name.hasPrefix(ours) {
                skipped.append(error)
                continue
            }
            guard entry.property == property else { continue }
            if let decodable = Value.self as? any Decodable.Type {
                do {
                    guard let value = try entry.case.decoded(as: decodable) as? Value else { continue }
                    values.append((value, entry.draws))
                } catch let error as DecodingError {
                    throw CorpusError(
                        path: path,
                        problem: "not a case of '\(property)': \(CorpusError.describe(error, under: "case"))")
                } catch {
                    throw CorpusError(path: path, problem: "field 'case' is not a case of '\(property)': \(error)")
                }
            } else {
                draws.append(entry.draws)
            }
        }
        return (values, draws, skipped)
    }

    /// The example at `path`, or why it is none — the line and column where its JSON breaks, or
    /// the field and what it expects — and what to do about it.
    static func read(_ path: String) throws(CorpusError) -> CorpusEntry<JSONValue> {
        let remedy = "; fix it, or delete it (the check saves a failure again when it finds one)"
        if let problem = CorpusStore.notARegularFile(path) {
            throw CorpusError(path: path, problem: "not a saved example: \(problem)\(remedy)")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CorpusError(path: path, problem: "cannot read: \(CorpusStore.reason(error, at: path))")
        }
        do {
            return try JSONDecoder().decode(CorpusEntry<JSONValue>.self, from: data)
        } catch let error as DecodingError {
            let problem: String
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                problem = data.isEmpty ? "empty file" : "not valid JSON: \(CorpusStore.syntaxProblem(in: data))"
            } else {
                problem = CorpusError.describe(error)
            }
            throw CorpusError(path: path, problem: "not a saved example: \(problem)\(remedy)")
        } catch {
            throw CorpusError(path: path, problem: "not a saved example: \(error)\(remedy)")
        }
    }

    /// Whether the file at `path` is written in the command line's form (it names a scenario).
    private static func isCommandLineEntry(_ path: String) -> Bool {
        struct Scenario: Decodable { var scenario: String? }
        guard let data = FileManager.default.contents(atPath: path),
            let peeked = try? JSONDecoder().decode(Scenario.self, from: data)
        else { return false }
        return peeked.scenario != nil
    }

    /// Saves `counterexample` and returns the file's path: `<property>-<hash of the case and
    /// its signature>.json`, so that finding the same failure again overwrites it. With `form`,
    /// as the command line's entry, `<scenario>-<target>-<flavour>-<hash>.json`.
    func save<Value>(
        _ counterexample: Counterexample<Value>, form: EntryForm<Value>? = nil
    ) throws(CorpusError)
        -> String
    {
        let readable = (counterexample.value as? any Encodable).flatMap { try? JSONValue(encoding: $0) } ?? .null
        let caseBytes =
            readable == .null
            ? Data(counterexample.draws.map(String.init).joined(separator: ",").utf8)
            : ((try? CorpusFile.encoder.encode(readable)) ?? Data())
        // The signature too: the same case failing two ways (two tests of one screen type, with
        // their own actions and invariants) is two examples.
        let hash = CorpusFile.hash(caseBytes + Data(counterexample.signature.utf8))
        if let form {
            let entry = form.entry(counterexample, readable: readable)
            let name = "\(Self.slug(form.scenario))-\(Self.slug(form.engine))-\(entry.flavor.name)-\(hash).json"
            return try CorpusStore.writeJSON(entry, to: folder.appendingPathComponent(name))
        }
        let url = folder.appendingPathComponent("\(Self.slug(counterexample.property))-\(hash).json")
        return try CorpusStore.writeJSON(CorpusEntry(counterexample, readable: readable), to: url)
    }

    /// `core property: MyDiffer` → `core-property-mydiffer`.
    static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return String(slug.prefix(60))
    }
}
