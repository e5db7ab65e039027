import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry
import BatchFuzzReproduce

extension BatchFuzzCommandLine {
    /// libFuzzer's entry point for any registered engine, BatchFuzz's or yours: call it from your
    /// fuzz executable's `LLVMFuzzerTestOneInput`, built with `--sanitize=fuzzer`:
    ///
    /// ```swift
    /// #if BATCHFUZZ_LIBFUZZER
    /// @_cdecl("LLVMFuzzerTestOneInput")
    /// public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ///     BatchFuzzCommandLine.testOneInput(data, size, engines: myEngines)
    /// }
    /// @_cdecl("LLVMFuzzerCustomMutator")
    /// public func mutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    ///     BatchFuzzCommandLine.mutate(data, size, maxSize, seed, engines: myEngines)
    /// }
    /// #else
    /// BatchFuzzCommandLine.main(engines: myEngines)
    /// #endif
    /// ```
    ///
    /// The bytes drive the engine's generator, so coverage guidance explores the same cases as
    /// random mode, under the same property and oracle. The engine is `BATCHFUZZ_ENGINE`, or the
    /// part of the executable's name after its last `--` (`fuzz-target--coalescer`), or the
    /// first registered engine; `BATCHFUZZ_FLAVOR` is `table` (default) or `collection`,
    /// `BATCHFUZZ_MAX_SIZE` bounds a case's operations (`CaseSize.standard`, 12), and `BATCHFUZZ_CORPUS` is where a
    /// failure is saved (`Corpus`). A failing input is shrunk by BatchFuzz's shrinker, saved as
    /// an ordinary corpus entry, reported with the `replay` line, and ends the process with
    /// `abort()` so libFuzzer keeps the input as a crash file. (On Linux the process starts
    /// again once with `SWIFT_BACKTRACE=enable=no`, so that the abort reaches libFuzzer.)
    public static func testOneInput(
        _ data: UnsafePointer<UInt8>?, _ size: Int, engines: [RegisteredEngine] = [], includingBuiltIns: Bool = true
    ) -> Int32 {
        let input = LibFuzzerTarget.shared.input(engines: engines, includingBuiltIns: includingBuiltIns)
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        guard let (value, draws) = input.generate(bytes) else { return 0 }
        guard input.fails(value) else { return 0 }
        let corpus = ProcessInfo.processInfo.environment["BATCHFUZZ_CORPUS"] ?? "Corpus"
        var report = "\nBatchFuzz: \(input.engine.name) (\(input.flavor.name)) fails"
        if let (file, text) = input.propertyFailure(draws, by: "\(toolAndVersion) libFuzzer") {
            report +=
                " \(file.failure.signature): \(file.failure.message)\n  shrunk case:\n    "
                + text.replacingOccurrences(of: "\n", with: "\n    ")
            do {
                let path = try CorpusStore.write(file, to: corpus, subfolder: input.subfolder)
                // The same product built without libFuzzer is the command line.
                let commandLine =
                    tool.range(of: "--", options: .backwards).map { String(tool[..<$0.lowerBound]) } ?? tool
                report += "\n  saved \(path)\n  replay it with the command line: \(commandLine) replay \(path)\n"
            } catch {
                report += "\n  not saved: \(error)\n"
            }
        }
        FileHandle.standardError.write(Data(report.utf8))
        abort()
    }

    /// libFuzzer's custom mutator: the input becomes the bytes of a case near the one it
    /// makes, changed as a case (an edit removed, repeated, copied or drawn afresh, the tail
    /// drawn again), not as bytes. Define `LLVMFuzzerCustomMutator` with it beside
    /// ``testOneInput(_:_:engines:includingBuiltIns:)``, with the same engines; it returns the
    /// new size, at most `maxSize`.
    public static func mutate(
        _ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32,
        engines: [RegisteredEngine] = [], includingBuiltIns: Bool = true
    ) -> Int {
        guard let data else { return 0 }
        let input = LibFuzzerTarget.shared.input(engines: engines, includingBuiltIns: includingBuiltIns)
        let mutated = input.mutate(Array(UnsafeBufferPointer(start: data, count: size)), limit: maxSize, seed: seed)
        for (index, byte) in mutated.enumerated() { data[index] = byte }
        return mutated.count
    }
}

/// What the libFuzzer entry point sets up once per process: the engines registered, and the
/// engine, flavour and size the environment names.
private final class LibFuzzerTarget: @unchecked Sendable {
    static let shared = LibFuzzerTarget()
    private let lock = NSLock()
    private var configured: LibFuzzerInput?

    func input(engines: [RegisteredEngine], includingBuiltIns: Bool) -> LibFuzzerInput {
        lock.withLock {
            if let configured { return configured }
            let input = Self.configure(engines: engines, includingBuiltIns: includingBuiltIns)
            configured = input
            return input
        }
    }

    private static func configure(engines: [RegisteredEngine], includingBuiltIns: Bool) -> LibFuzzerInput {
        func fail(_ text: String) -> Never {
            FileHandle.standardError.write(Data("error: \(text)\n".utf8))
            exit(2)
        }
        let environment = ProcessInfo.processInfo.environment
        #if os(Linux)
            // Swift's backtracer would take the abort that marks a failing input from libFuzzer,
            // which then keeps no crash file: start again once without it.
            if environment["SWIFT_BACKTRACE"] != "enable=no" {
                setenv("SWIFT_BACKTRACE", "enable=no", 1)
                execv("/proc/self/exe", CommandLine.unsafeArgv)
            }
        #endif
        do { try Registry.register(engines, includingBuiltIns: includingBuiltIns) } catch { fail("\(error)") }
        let named =
            environment["BATCHFUZZ_ENGINE"]
            ?? tool.range(of: "--", options: .backwards).map { String(tool[$0.upperBound...]) }
        let candidates = Registry.engines.filter {
            $0.scenario != CrashReproduction.scenario && $0.scenario != "oracle"
        }
        guard let engine = named.map(Registry.engine(named:)) ?? candidates.first else {
            fail(
                "unknown engine '\(named ?? "")' (BATCHFUZZ_ENGINE, or the name after '--' in \(tool)); known: "
                    + candidates.map(\.name).joined(separator: ", "))
        }
        let flavorName = environment["BATCHFUZZ_FLAVOR"] ?? ViewFlavor.tableView.name
        guard let flavor = ViewFlavor(name: flavorName) else {
            fail("BATCHFUZZ_FLAVOR is '\(flavorName)'; expected table or collection")
        }
        guard engine.flavors.contains(flavor) else { fail("\(engine.name) does not run in \(flavor.className)") }
        let maxSize = environment["BATCHFUZZ_MAX_SIZE"].map { Int($0) ?? -1 } ?? CaseSize.standard
        guard maxSize >= 0 else {
            fail("BATCHFUZZ_MAX_SIZE is '\(environment["BATCHFUZZ_MAX_SIZE"]!)'; expected a whole number")
        }
        return LibFuzzerInput(engine: engine, flavor: flavor, maxSize: maxSize)
    }
}
