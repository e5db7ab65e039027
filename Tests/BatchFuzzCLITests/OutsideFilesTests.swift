import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing
import BatchFuzzRegistry

/// The tool writes only files, and only the ones it was asked to: a report path that is a link,
/// a named pipe or a folder, a corpus behind a link, an entry that is a link — each is written
/// through, followed or refused, and nothing outside the tool is replaced. (A named pipe and
/// links stand in for device nodes, which need root to make.)
@Suite(.serialized) struct OutsideFilesTests {
    let folder = CLI.temporaryFolder()

    func fuzz(_ extra: [String]) throws -> CLI.Run {
        try CLI.run(
            ["fuzz", "--engine", "coalescer", "--flavor", "table", "--seed", "1", "--cases", "20", "--workers", "1"]
                + extra)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A report path that is a symbolic link keeps pointing where it pointed; the file there
    /// holds the report.
    @Test func aReportThroughALinkKeepsTheLink() throws {
        let target = folder + "/reports/run-1.xml", link = folder + "/latest.xml"
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "reports/run-1.xml")
        let run = try fuzz(["--corpus", folder + "/corpus", "--junit", link])
        #expect(run.status == 0, "\(run.errors)")
        #expect(kind(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "reports/run-1.xml")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<testsuite"))
    }

    /// A named pipe is written through, as a shell redirection would, and stays a pipe; one
    /// that no one reads is refused rather than replaced or waited on.
    @Test func aReportIntoANamedPipeIsWrittenThrough() throws {
        let pipe = folder + "/report.fifo"
        #expect(mkfifo(pipe, 0o600) == 0)
        // The reader is there before the run (a report is far smaller than a pipe holds).
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        let run = try fuzz(["--corpus", folder + "/corpus", "--junit", pipe])
        #expect(run.status == 0, "\(run.errors)")
        var received = [UInt8](), chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(reader, &chunk, chunk.count), count > 0 { received += chunk[..<count] }
        close(reader)
        #expect(String(decoding: received, as: UTF8.self).contains("<testsuite"))
        #expect(kind(pipe) == S_IFIFO)

        let unread = try fuzz(["--corpus", folder + "/corpus", "--junit", pipe])
        #expect(unread.status == 3)
        #expect(unread.errors.contains("\(pipe): it is a named pipe (FIFO) that no one reads"), "\(unread.errors)")
        #expect(kind(pipe) == S_IFIFO)
    }

    /// A folder, an empty path, a corpus that is a file: each refused before the run, in words.
    @Test func pathsThatAreNoFileAreRefusedInWords() throws {
        let dot = try fuzz(["--corpus", folder + "/corpus", "--junit", "."])
        #expect(dot.status == 3 && dot.errors.contains(".: it is a folder, not a file"), "\(dot.errors)")
        let empty = try fuzz(["--corpus", folder + "/corpus", "--junit", ""])
        #expect(empty.status == 3 && empty.errors.contains("an empty path names no file"), "\(empty.errors)")
        let noCorpus = try fuzz(["--corpus", ""])
        #expect(
            noCorpus.status == 3 && noCorpus.errors.contains("an empty path names no folder"), "\(noCorpus.errors)")
        let file = folder + "/a-file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let corpus = try fuzz(["--corpus", file])
        #expect(corpus.status == 3 && corpus.errors.contains("it is a file, not a folder"), "\(corpus.errors)")
        #expect(!corpus.errors.contains("same name already exists"), "\(corpus.errors)")
    }

    /// A corpus that is a link to nowhere, a link loop or a named pipe is refused for what it
    /// is, before the run; a folder the system will not write in says why.
    @Test func corpusPathsThatAreNoFolderAreRefusedForWhatTheyAre() throws {
        let dangling = folder + "/dangling"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/gone")
        let loop = folder + "/loop"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let pipe = folder + "/pipe"
        #expect(mkfifo(pipe, 0o644) == 0)
        let expected = [
            dangling: "it is a symbolic link to \(folder)/gone, which does not exist",
            loop: "it is a symbolic link that loops",
            pipe: "it is a named pipe (FIFO), not a folder",
        ]
        for (path, words) in expected.sorted(by: { $0.key < $1.key }) {
            let run = try fuzz(["--corpus", path])
            #expect(
                run.status == 3 && run.errors.contains("\(path): cannot write corpus entries there: \(words)"),
                "\(run.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/gone"))
        #expect(CorpusStore.writeProblem(EROFS) == "the folder is on a read-only file system")
        #expect(CorpusStore.writeProblem(EACCES) == "the folder is not writable (permission denied)")
    }

    /// A corpus folder behind a link, with a linked sub-folder and a link back up, is read
    /// through: every entry once, none skipped, no loop.
    @Test func aCorpusBehindLinksIsReadThrough() throws {
        let real = folder + "/real"
        let found = try CLI.run([
            "fuzz", "--engine", "naive-coalescer", "--seed", "77", "--cases", "500", "--workers", "1", "--corpus", real,
        ])
        #expect(found.status == 1)
        let entries = CLI.files(in: real)
        #expect(entries.count == 2)
        let elsewhere = folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: real + "/zoo", toPath: elsewhere + "/zoo")
        try FileManager.default.createSymbolicLink(atPath: real + "/zoo", withDestinationPath: elsewhere + "/zoo")
        try FileManager.default.createSymbolicLink(atPath: real + "/zoo/up", withDestinationPath: real)
        try FileManager.default.createSymbolicLink(atPath: folder + "/cache", withDestinationPath: real)

        let verify = try CLI.run(["corpus", "verify", folder + "/cache"])
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.output.contains("2 entries: 2 as recorded"), "\(verify.output)")

        // A folder with no entry says so, and does not pass.
        try FileManager.default.createDirectory(atPath: folder + "/none", withIntermediateDirectories: true)
        for arguments in [["corpus", "verify"], ["replay"], ["corpus", "dedupe"]] {
            let empty = try CLI.run(arguments + [folder + "/none"])
            #expect(empty.status == 3, "\(arguments)")
            #expect(empty.errors.contains("holds no corpus entry"), "\(arguments): \(empty.errors)")
        }
    }

    /// `dedupe` never takes a link and its file for two alike entries: it removes neither.
    @Test func dedupeKeepsALinkAndItsFile() throws {
        let corpus = folder + "/dedupe"
        let found = try CLI.run([
            "fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "77", "--cases", "500",
            "--workers", "1", "--corpus", corpus,
        ])
        #expect(found.status == 1)
        let entry = try #require(CLI.files(in: corpus).first)
        let link = corpus + "/zoo/aaa-link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: corpus + "/" + entry)
        let dedupe = try CLI.run(["corpus", "dedupe", corpus])
        #expect(dedupe.status == 0, "\(dedupe.output) \(dedupe.errors)")
        #expect(FileManager.default.fileExists(atPath: corpus + "/" + entry))
        #expect(kind(link) == S_IFLNK && FileManager.default.fileExists(atPath: link))
    }

    /// `shrink` of an entry that is a link rewrites the file it points to, and the link stays.
    @Test func shrinkWritesThroughALinkedEntry() throws {
        // An entry of an unshrunk failing case, so that shrink has something to write.
        let engine = try #require(Registry.engine(named: "naive-coalescer"))
        let property = engine.property([.tableView], 12)
        var entry: CorpusFile?
        for index in 0..<500 where entry == nil {
            var source = ChoiceSource(
                seed: CheckConfiguration.caseSeed(77, index), size: CheckConfiguration().size(ofCase: index))
            let value = try property.generator.generate(using: &source)
            guard case .fail(let signature, let message) = engine.verdict(for: value, flavors: [.tableView]) else {
                continue
            }
            entry = CorpusFile(
                scenario: "core", engine: "naive-coalescer", flavor: .tableView, expectation: .fail,
                failure: .init(kind: .property, signature: signature, message: message),
                found: .init(by: "test", seed: "77", caseIndex: index), draws: source.draws, case: try value.json())
        }
        let file = try #require(entry)
        let target = try CorpusStore.write(file, to: folder + "/shared", subfolder: "zoo")
        let link = folder + "/mine.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let shrink = try CLI.run(["shrink", link, "--evaluations", "3000"])
        #expect(shrink.status == 0, "\(shrink.errors)")
        #expect(shrink.output.contains("rewritten through the link"), "\(shrink.output)")
        #expect(kind(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try CorpusStore.read(target).draws.count < file.draws.count)
    }
}
