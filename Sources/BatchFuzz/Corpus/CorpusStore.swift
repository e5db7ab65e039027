import Foundation

/// Reads and writes corpus files: atomically (a temporary file renamed into place, so a crash
/// or an interrupt never leaves half a file), and with errors that name the file and the field.
public enum CorpusStore {
    /// Writes `file` under `directory/<subfolder>/`, creating folders as needed; returns its path.
    @discardableResult
    public static func write(_ file: CorpusFile, to directory: String, subfolder: String) throws(CorpusError) -> String {
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(subfolder)
        let url = folder.appendingPathComponent(file.fileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var data = try CorpusFile.encoder.encode(file)
            data.append(0x0A)
            try data.write(to: url, options: .atomic)
        } catch {
            throw CorpusError(path: url.path, problem: "cannot write: \(error.localizedDescription)")
        }
        return url.path
    }

    /// Reads one corpus file.
    public static func read(_ path: String) throws(CorpusError) -> CorpusFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CorpusError(path: path, problem: "cannot read: \(error.localizedDescription)")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw CorpusError(path: path, problem: "empty file")
        }
        struct Header: Decodable { var formatVersion: Int }
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            if header.formatVersion > CorpusFile.currentFormatVersion {
                throw CorpusError(path: path, problem: "format version \(header.formatVersion) is newer than this batchfuzz reads (\(CorpusFile.currentFormatVersion)); update BatchFuzz")
            }
            if header.formatVersion < 1 {
                throw CorpusError(path: path, problem: "field 'formatVersion': \(header.formatVersion) is not a format version (1 or more)")
            }
            return try JSONDecoder().decode(CorpusFile.self, from: data)
        } catch let error as CorpusError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw CorpusError(path: path, problem: "not valid JSON: \(syntaxProblem(in: data))")
            }
            throw CorpusError(path: path, problem: CorpusError.describe(error))
        } catch {
            throw CorpusError(path: path, problem: "\(error)")
        }
    }

    /// Where and why the JSON parser stops, as `line 3, column 7: …`.
    static func syntaxProblem(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return "unreadable"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let range = detail.range(of: "around character "),
                  let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
                return detail.hasPrefix("Unexpected end of file") ? "the file ends too early (truncated?)" : detail
            }
            var line = 1, column = 1
            for byte in data.prefix(offset) {
                if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            }
            return "line \(line), column \(column): \(detail)"
        }
    }

    /// The corpus files under `paths` (files, or folders searched recursively for `.json`), in
    /// path order.
    public static func files(under paths: [String]) throws(CorpusError) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CorpusError(path: path, problem: "no such file or folder")
            }
            if !isDirectory.boolValue {
                result.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".json") {
                    result.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
        }
        return result.sorted()
    }
}
