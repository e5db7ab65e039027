import Foundation

/// Reads and writes corpus files: as ``FileWriter`` writes (whole or not at all, through links,
/// never over what is not a file), and with errors that name the file and the field.
package enum CorpusStore {
    /// Writes `file` under `directory/<subfolder>/`, creating folders as needed; returns its path.
    @discardableResult
    package static func write(_ file: CorpusFile, to directory: String, subfolder: String) throws(CorpusError) -> String
    {
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(subfolder)
        return try writeJSON(file, to: folder.appendingPathComponent(file.fileName))
    }

    /// Writes `value` as pretty, key-sorted JSON to `url` atomically, creating its folder;
    /// returns its path.
    package static func writeJSON(_ value: some Encodable, to url: URL) throws(CorpusError) -> String {
        var data: Data
        do {
            data = try CorpusFile.encoder.encode(value)
            data.append(0x0A)
        } catch {
            throw CorpusError(path: url.path, problem: "cannot write: \(error)")
        }
        try FileWriter.makeFolders(url.deletingLastPathComponent().path)
        try FileWriter.write(data, to: url.path)
        return url.path
    }

    /// Checks, before a run, that entries can be written under `directory`: creates it and
    /// writes and removes a probe file, so a run never finds a failure it cannot save.
    package static func checkWritable(_ directory: String) throws(CorpusError) {
        // An empty path would mean the working folder, which no one asked for.
        guard !directory.isEmpty else {
            throw CorpusError(path: "''", problem: "an empty path names no folder (the default is Corpus)")
        }
        if let problem = notAFolder(directory) {
            throw CorpusError(path: directory, problem: "cannot write corpus entries there: \(problem)")
        }
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: directory), withIntermediateDirectories: true)
        } catch {
            throw CorpusError(
                path: directory, problem: "cannot write corpus entries there: \(reason(error, at: directory))")
        }
        let probe = directory + "/.batchfuzz-write-check-\(getpid())"
        let descriptor = open(probe, O_CREAT | O_WRONLY | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw CorpusError(path: directory, problem: "cannot write corpus entries there: \(writeProblem(errno))")
        }
        close(descriptor)
        unlink(probe)
    }

    /// Why `path` cannot be a folder entries are written in, or `nil` when it is one or does
    /// not exist yet (it is made).
    static func notAFolder(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 {
            if errno == ELOOP { return "it is a symbolic link that loops: following it leads back to itself" }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &target, target.count - 1)
            let destination =
                count > 0 ? String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return "it is a symbolic link to \(destination), which does not exist"
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return nil
        case S_IFREG: return "it is a file, not a folder"
        case S_IFIFO: return "it is a named pipe (FIFO), not a folder"
        case S_IFSOCK: return "it is a socket, not a folder"
        default: return "it is a device, not a folder"
        }
    }

    /// Why a file cannot be made in a folder that exists, from the error the system gave.
    package static func writeProblem(_ code: Int32) -> String {
        switch code {
        case EROFS: "the folder is on a read-only file system"
        case EACCES, EPERM: "the folder is not writable (permission denied)"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        default: String(cString: strerror(code))
        }
    }

    /// Why `path` cannot be read or written, in plain words ("is a folder", "… is not a
    /// folder", "no such file") rather than Foundation's wrapper ("NSCocoaErrorDomain error
    /// 256"), which is all it says on some platforms.
    static func reason(_ error: any Error, at path: String) -> String {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return "it is a folder, not a file" }
            return files.isReadableFile(atPath: path) ? error.localizedDescription : "permission denied"
        }
        // The nearest part of the path that exists says why the rest cannot be made.
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while ancestor.path != "/" && !files.fileExists(atPath: ancestor.path) { ancestor.deleteLastPathComponent() }
        if files.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            return "\(ancestor.path) is a file, not a folder"
        }
        if !files.isWritableFile(atPath: ancestor.path) { return "\(ancestor.path) is not writable" }
        return files.fileExists(atPath: path) ? error.localizedDescription : "no such file"
    }

    /// Why `path` cannot be read as a file before anything reads it (a named pipe would block
    /// the reader), or `nil` when it is a regular file or does not exist.
    static func notARegularFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ELOOP ? "a symbolic link that loops: following it leads back to itself" : nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a named pipe (FIFO), not a file: reading it would wait for a writer"
        case S_IFSOCK: return "a socket, not a file"
        default: return "a device, not a file"
        }
    }

    /// The largest corpus file read: a case at its largest (100,000 items) takes a few MB, and a
    /// file past this is refused before it is parsed, which would take seconds and gigabytes.
    package static let largestFile = 32 * 1_048_576

    /// Reads one corpus file.
    package static func read(_ path: String) throws(CorpusError) -> CorpusFile {
        if let problem = notARegularFile(path) { throw CorpusError(path: path, problem: problem) }
        var info = stat()
        if stat(path, &info) == 0, Int64(info.st_size) > Int64(largestFile) {
            throw CorpusError(
                path: path,
                problem:
                    "\(Int64(info.st_size) / 1_048_576) MB is past the \(largestFile / 1_048_576) MB an entry may take (a case holds at most 100000 items); nothing read"
            )
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CorpusError(path: path, problem: "cannot read: \(reason(error, at: path))")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw CorpusError(path: path, problem: "empty file")
        }
        if let (field, count) = OversizedCaseScan.firstArray(in: data, past: CaseChecks.maximumItems) {
            throw CorpusError(
                path: path,
                problem:
                    "field '\(field)': more than \(count - 1) elements take the case past the \(CaseChecks.maximumItems) items a case may hold; nothing decoded"
            )
        }
        struct Header: Decodable { var formatVersion: Int }
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            if header.formatVersion > CorpusFile.currentFormatVersion {
                throw CorpusError(
                    path: path,
                    problem:
                        "format version \(header.formatVersion) is newer than this batchfuzz reads (\(CorpusFile.currentFormatVersion)); update BatchFuzz"
                )
            }
            if header.formatVersion < 1 {
                throw CorpusError(
                    path: path,
                    problem: "field 'formatVersion': \(header.formatVersion) is not a format version (1 or more)")
            }
            return try JSONDecoder().decode(CorpusFile.self, from: data)
        } catch let error as CorpusError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                // Valid JSON the decoder still refuses: a number too large for its field.
                if let object = try? JSONSerialization.jsonObject(with: data) {
                    // The field, and for a number past `Int.max` its line and column as written.
                    let problem = misfitNumber(in: object, at: "").map { misfit in
                        let detail =
                            misfit.problem.hasSuffix("a field holds") ? oversizedNumber(in: data) : misfit.problem
                        return "field '\(misfit.field)': \(detail)"
                    }
                    throw CorpusError(
                        path: path,
                        problem: problem ?? "a number does not fit in its field: \(oversizedNumber(in: data))")
                }
                throw CorpusError(path: path, problem: "not valid JSON: \(syntaxProblem(in: data))")
            }
            throw CorpusError(path: path, problem: CorpusError.describe(error))
        } catch {
            throw CorpusError(path: path, problem: "\(error)")
        }
    }

    /// The first number of an entry that its field cannot hold, with the field's path: a draw
    /// must be a whole number from 0 to `UInt64.max`; every other number (the format version,
    /// the case's counts and indices) a whole number that fits an `Int`.
    static func misfitNumber(in value: Any, at field: String) -> (field: String, problem: String)? {
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() {
                let path = field.isEmpty ? key : "\(field).\(key)"
                if let found = misfitNumber(in: object[key]!, at: path) { return found }
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                if let found = misfitNumber(in: element, at: "\(field)[\(index)]") { return found }
            }
        } else if let number = value as? NSNumber, !(value is Bool) {
            let text = "\(number)", double = number.doubleValue
            let isDraw = field.hasPrefix("draws[")
            if double.rounded() != double {
                return (field, "\(text) is not a whole number")
            }
            if isDraw, double < 0 || double > Double(UInt64.max) {
                return (field, "\(text) is not a draw (a whole number from 0 to \(UInt64.max))")
            }
            if !isDraw, Int(exactly: double) == nil || text.count > 19 && Int(text) == nil {
                return (field, "\(text) is past \(Int.max), the largest whole number a field holds")
            }
        }
        return nil
    }

    /// The first whole number too large for a field, as `line 3, column 7: 99999999999999999999`.
    static func oversizedNumber(in data: Data) -> String {
        let bytes = [UInt8](data)
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            if bytes[index] == 0x22 {  // a string: digits inside it are text (a seed is one)
                index += 1
                column += 1
                while index < bytes.count, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C {
                        index += 1
                        column += 1
                    }
                    index += 1
                    column += 1
                }
                index += 1
                column += 1
                continue
            }
            let isDigit = (0x30...0x39).contains(bytes[index])
            if isDigit || (bytes[index] == 0x2D && index + 1 < bytes.count && (0x30...0x39).contains(bytes[index + 1]))
            {
                var end = index + 1
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                if Int(text) == nil { return "line \(line), column \(column): \(text) is past \(Int.max)" }
                column += end - index
                index = end
                continue
            }
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return "whole numbers go up to \(Int.max)"
    }

    /// Where and why the JSON parser stops, as `line 3, column 7: …`.
    static func syntaxProblem(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return "unreadable"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let range = detail.range(of: "around character "),
                let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
            else {
                return detail.hasPrefix("Unexpected end of file") ? "the file ends too early (truncated?)" : detail
            }
            var line = 1, column = 1
            for byte in data.prefix(offset) {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return "line \(line), column \(column): \(detail)"
        }
    }

    /// The corpus files under `paths` (files, or folders searched recursively for `.json`), in
    /// path order; a folder's `examples/` (the tests' example database, another format) is
    /// left out. Symbolic links are followed — a corpus in a CI cache or a shared checkout is
    /// often one — and a folder met twice on the way (a link back up) is read once.
    package static func files(under paths: [String]) throws(CorpusError) -> [String] {
        var result: [String] = []
        for path in paths { result += try entries(under: path) }
        return result.sorted()
    }

    /// The corpus files `path` names: itself when it is a file, else the `.json` files in it and
    /// its sub-folders, links followed, in path order.
    package static func entries(under path: String) throws(CorpusError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CorpusError(path: path, problem: notARegularFile(path) ?? "no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        var result: [String] = []
        var seen = Set<FileIdentity>()
        func walk(_ folder: String, top: Bool) {
            guard let identity = FileIdentity(folder), seen.insert(identity).inserted else { return }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names {
                if top && name == ExampleDatabase.subfolder { continue }
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var info = stat()
                guard stat(child, &info) == 0 else { continue }  // a dangling link holds no entry
                if info.st_mode & S_IFMT == S_IFDIR {
                    walk(child, top: false)
                } else if name.hasSuffix(".json") {
                    result.append(child)
                }
            }
        }
        walk(path, top: true)
        return result.sorted()
    }

    /// A file as the system knows it, whatever path or link leads to it.
    package struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        package init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
