import Foundation

/// How every file the tool writes is written — corpus entries, reports, seeds: whole or not at
/// all, and never in place of something that is not a file.
///
/// - A regular file, or a path where nothing is yet, gets a temporary file beside it, written,
///   flushed to disk and renamed over it, so a crash or an interrupt never leaves half a file;
///   a file replaced keeps its permissions.
/// - A symbolic link is followed to its end (a loop is refused), and that file is replaced: the
///   link keeps pointing where it pointed.
/// - A named pipe or a character device (`/dev/null`, a terminal) is written through, as a shell
///   redirection would; a pipe that no one reads is refused rather than waited on.
/// - A folder, a socket or a block device is refused with what it is: nothing the tool writes
///   ever replaces one.
///
/// Errors carry the system's own reason (`No space left on device`), never a wrapper's.
package enum FileWriter {
    /// Writes `bytes` to `path` as described above.
    package static func write(_ bytes: some Collection<UInt8>, to path: String) throws(CorpusError) {
        switch try destination(path) {
        case .file(let target, let mode): try replace(target, with: bytes, keepingModeOf: mode)
        case .writeThrough: try writeThrough(bytes, to: path)
        }
    }

    /// Where a write to `path` goes: the file at the end of its links, to be replaced (keeping
    /// its mode, when it exists), or a pipe or device written through; anything else refused.
    private enum Destination {
        case file(String, mode: mode_t?)
        case writeThrough
    }

    private static func destination(_ path: String) throws(CorpusError) -> Destination {
        guard !path.isEmpty else { throw CorpusError(path: "''", problem: "an empty path names no file") }
        let target = try resolvingLinks(path)
        var info = stat()
        guard stat(target, &info) == 0 else { return .file(target, mode: nil) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(target, mode: info.st_mode & 0o7777)
        case S_IFDIR: throw CorpusError(path: path, problem: "it is a folder, not a file")
        case S_IFIFO, S_IFCHR: return .writeThrough
        case S_IFSOCK: throw CorpusError(path: path, problem: "it is a socket, not a file: nothing written")
        default: throw CorpusError(path: path, problem: "it is a block device, not a file: nothing written")
        }
    }

    /// Refuses, before a run, a path ``write(_:to:)`` would refuse at its end, so that a run
    /// never finds out only then that its report cannot be written. A pipe with no reader yet
    /// passes: one may come.
    package static func checkWritable(_ path: String) throws(CorpusError) {
        guard case .file(let target, _) = try destination(path) else { return }
        var info = stat()
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        guard stat(folder, &info) == 0 else {
            throw CorpusError(path: path, problem: "the folder \(folder) does not exist")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CorpusError(path: path, problem: "\(folder) is not a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw CorpusError(path: path, problem: "the folder \(folder) is not writable")
        }
    }

    /// Makes `folder` and the folders above it that are missing, as `mkdir -p` does, with the
    /// system's reason when one cannot be made.
    package static func makeFolders(_ folder: String) throws(CorpusError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw CorpusError(path: folder, problem: "cannot make the folder: it is a file, not a folder")
            }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent != folder && !parent.isEmpty { try makeFolders(parent) }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw CorpusError(path: folder, problem: "cannot make the folder: \(systemReason())")
        }
    }

    /// The file `path` names once every symbolic link on the way is followed (it may not exist
    /// yet: a link may point at a file to be made).
    package static func resolvingLinks(_ path: String) throws(CorpusError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw CorpusError(path: path, problem: "cannot read the link: \(systemReason())") }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        throw CorpusError(path: path, problem: "a symbolic link that loops: following it leads back to itself")
    }

    /// A temporary file beside `target`, renamed over it once whole and on disk.
    private static func replace(
        _ target: String, with bytes: some Collection<UInt8>, keepingModeOf mode: mode_t?
    ) throws(CorpusError) {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var template = Array((folder + "/.batchfuzz-writing-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let problem = errno == ENOENT ? "the folder \(folder) does not exist" : systemReason()
            throw CorpusError(path: target, problem: "cannot write: \(problem)")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var open = true
        do throws(CorpusError) {
            fchmod(descriptor, mode ?? (0o644 & ~currentUmask()))
            try writeAll(bytes, to: descriptor, path: target)
            let flushed = fsync(descriptor) == 0
            open = false
            guard close(descriptor) == 0, flushed, rename(temporary, target) == 0 else {
                throw CorpusError(path: target, problem: "cannot write: \(systemReason())")
            }
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Writes into a named pipe or a device as it is, without waiting for a reader that never comes.
    private static func writeThrough(_ bytes: some Collection<UInt8>, to path: String) throws(CorpusError) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let problem =
                errno == ENXIO
                ? "it is a named pipe (FIFO) that no one reads: nothing written" : "cannot write: \(systemReason())"
            throw CorpusError(path: path, problem: problem)
        }
        defer { close(descriptor) }
        // Once open, the reader is there: the rest is written as to any pipe, waiting for room.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(
        _ bytes: some Collection<UInt8>, to descriptor: Int32, path: String
    )
        throws(CorpusError)
    {
        let data = Array(bytes)
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress! + written, data.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw CorpusError(path: path, problem: "cannot write: \(systemReason())") }
            written += count
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// The system's words for the last error: `No space left on device`.
    static func systemReason() -> String { String(cString: strerror(errno)) }
}

/// The system's `write(2)`, out of reach of ``FileWriter/write(_:to:)``'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
