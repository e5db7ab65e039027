// swift-tools-version:6.0
//
// BatchFuzz — a property-based tester and fuzzer for the code that turns data changes
// into UITableView / UICollectionView batch updates. No package dependencies: the
// Swift toolchain alone (standard library, Foundation, XCTest / Swift Testing).

import PackageDescription

/// Layers, each depending only on the layers listed before it (see the design notes):
/// PropertyTesting → BatchModel → BatchEngine → Scenarios → BatchFuzz → BatchFuzzUIKit (Apple
/// platforms) and BatchFuzzCommandLine (macOS and Linux) → batchfuzz.
let package = Package(
    name: "BatchFuzz",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "BatchFuzz", targets: ["BatchFuzz"]),
        .library(name: "BatchModel", targets: ["BatchModel"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "BatchFuzzUIKit", targets: ["BatchFuzzUIKit"]),
        .library(name: "BatchFuzzCommandLine", targets: ["BatchFuzzCommandLine"]),
        .executable(name: "batchfuzz", targets: ["batchfuzz"]),
        .executable(name: "batchfuzz-libfuzzer", targets: ["batchfuzz-libfuzzer"]),
    ],
    targets: [
        // Generic property-based testing engine. Standard library only.
        .target(name: "PropertyTesting"),
        // Vocabulary, reference model, UIKit oracle, emulated views. Standard library only.
        .target(name: "BatchModel"),
        // Optimized engines: coalescer, differ, fast applier. Standard library only.
        .target(name: "BatchEngine", dependencies: ["BatchModel"]),
        // The four source-document scenarios, their correct implementations and bug zoo.
        .target(name: "Scenarios", dependencies: ["PropertyTesting", "BatchModel", "BatchEngine"]),
        // The public face: ready-made properties, plug-in protocols, registry.
        .target(
            name: "BatchFuzz",
            dependencies: ["PropertyTesting", "BatchModel", "BatchEngine", "Scenarios"]
        ),
        // Apple-only code, compiled to nothing without UIKit: UITableView and UICollectionView
        // adopt the update protocols; the fidelity check replays batches on real views.
        .target(name: "BatchFuzzUIKit", dependencies: ["BatchFuzz", "BatchFuzzObjCExceptions"]),
        // A few lines of @try/@catch so Swift can read UIKit's NSException (a plain call elsewhere).
        .target(name: "BatchFuzzObjCExceptions"),
        // The command line as a library: `BatchFuzzCommandLine.main(engines:)` gives a fuzz
        // executable of a user's own the whole tool over their engines.
        .target(name: "BatchFuzzCommandLine", dependencies: ["BatchFuzz"]),
        // The command-line tool: that call over BatchFuzz's own engines.
        .executableTarget(name: "batchfuzz", dependencies: ["BatchFuzzCommandLine"]),
        // The libFuzzer target over the same engines (Scripts/libfuzzer-build.sh builds it).
        .executableTarget(name: "batchfuzz-libfuzzer", dependencies: ["BatchFuzzCommandLine"]),
        // Prints a digest of what the engine derives from a seed (for the determinism test).
        .executableTarget(name: "pbt-digest", dependencies: ["PropertyTesting"]),
        // The command line with engines that trap, hang and flip, registered through the public
        // API as a user's fuzz executable does: what the command-line tests run.
        .executableTarget(
            name: "batchfuzz-test-engines", dependencies: ["BatchFuzzCommandLine"], path: "Tests/TestEngines"),

        // Benchmarks, apart from the product: `swift run -c release batchfuzz-bench`.
        .target(name: "ShrinkingChallenge", dependencies: ["PropertyTesting"], path: "Benchmarks/ShrinkingChallenge"),
        .executableTarget(
            name: "batchfuzz-bench",
            dependencies: ["PropertyTesting", "BatchModel", "BatchEngine", "BatchFuzz", "ShrinkingChallenge"],
            path: "Benchmarks/batchfuzz-bench"),

        .testTarget(
            name: "PropertyTestingTests", dependencies: ["PropertyTesting", "ShrinkingChallenge", "pbt-digest"]),
        .testTarget(name: "BatchModelTests", dependencies: ["BatchModel"]),
        .testTarget(name: "BatchEngineTests", dependencies: ["BatchEngine", "BatchFuzz"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "BatchFuzz", "PropertyTesting", "BatchModel"]),
        .testTarget(name: "BatchFuzzTests", dependencies: ["BatchFuzz", "BatchEngine"]),
        .testTarget(name: "BatchFuzzXCTests", dependencies: ["BatchFuzz"]),
        .testTarget(name: "BatchFuzzUIKitTests", dependencies: ["BatchFuzzUIKit", "BatchFuzzObjCExceptions"]),
        .testTarget(
            name: "BatchFuzzCLITests",
            dependencies: ["BatchFuzz", "BatchFuzzCommandLine", "batchfuzz", "batchfuzz-test-engines"]),
    ],
    swiftLanguageModes: [.v6]
)
