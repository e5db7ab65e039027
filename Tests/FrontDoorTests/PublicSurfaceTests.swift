import Foundation
import Testing

/// What `import BatchFuzz` brings into scope, read from the built modules by the toolchain's
/// symbol-graph extractor: at most 34 top-level names (a new one is a decision, made here: the
/// 34th is `HeldReplies`, a test's stand-in for a screen's service, without which a check cannot
/// deliver the replies data arrives by), none of them the module's own name, none of them a
/// standard-library name.
struct PublicSurfaceTests {
    /// The package's library modules: any of them re-exported whole would show up in the count.
    static let libraryModules = [
        "BatchFuzzCore", "BatchFuzzScreens", "BatchModel", "PropertyTesting", "BatchEngine", "ListEmulation",
        "Scenarios",
        "BatchFuzzRegistry",
        "BatchFuzzReproduce",
    ]

    @Test(
        .enabled(
            if: PublicSurfaceTests.buildFolder != nil,
            "needs the build folder beside the test runner (SwiftPM on Linux)"))
    func importBatchFuzzShowsFewNames() throws {
        let names = try Self.topLevelNames(of: "BatchFuzz")
        #expect(names.count <= 34, "\(names.count) names: \(names.sorted())")
        #expect(!names.contains("BatchFuzz"))
        for standardName in ["Span", "Result", "Never", "Optional", "Array", "Set", "Dictionary", "Duration"] {
            #expect(!names.contains(standardName))
        }
        // What a test needs is there.
        for needed in [
            "check", "FuzzConfiguration", "PropertyFailure", "BatchUpdate", "ItemPath", "Edit", "Gen", "Property",
        ] {
            #expect(names.contains(needed))
        }
    }

    /// `.build/<triple>/debug`, where the test runner and `Modules/` lie.
    static var buildFolder: URL? {
        #if os(Linux)
            let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            let folder = runner.deletingLastPathComponent()
            let modules = folder.appendingPathComponent("Modules/BatchFuzz.swiftmodule")
            return FileManager.default.fileExists(atPath: modules.path) ? folder : nil
        #else
            return nil
        #endif
    }

    /// The top-level symbols of `module` and what it re-exports, without their signatures.
    static func topLevelNames(of module: String) throws -> Set<String> {
        let folder = try #require(buildFolder)
        let triple = folder.deletingLastPathComponent().lastPathComponent
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("batchfuzz-surface-\(getpid())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let extractor = Process()
        extractor.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        extractor.arguments = [
            "swift-symbolgraph-extract", "-module-name", module, "-I", folder.appendingPathComponent("Modules").path,
            "-target", triple, "-output-dir", output.path, "-minimum-access-level", "public",
            "-experimental-allowed-reexported-modules=" + libraryModules.joined(separator: ","),
        ]
        try extractor.run()
        extractor.waitUntilExit()
        #expect(extractor.terminationStatus == 0)
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
        where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            for symbol in graph.symbols where symbol.pathComponents.count == 1 {
                names.insert(String(symbol.pathComponents[0].prefix { $0 != "(" }))
            }
        }
        return names
    }

    struct SymbolGraph: Decodable {
        struct Symbol: Decodable { var pathComponents: [String] }
        var symbols: [Symbol]
    }
}
