// swift-tools-version:6.0
//
// BatchFuzz — a property-based tester and fuzzer for the code that turns data changes
// into UITableView / UICollectionView batch updates. No package dependencies: the
// Swift toolchain alone (standard library, Foundation, XCTest / Swift Testing).

import PackageDescription

/// Layers, each depending only on the layers listed before it (see the design notes):
/// PropertyTesting → BatchModel → BatchEngine → ListEmulation → BatchFuzzCore, and
/// ListEmulation → UIKitStandIn → CoreDataStandIn; the engines' contract (BatchFuzzCore) links
/// neither a stand-in nor the bug zoo. BatchFuzzCore and the stand-ins → BatchFuzzScreens →
/// BatchFuzz (tests) and → Scenarios (the bug zoo, its screens checked as screens are);
/// Scenarios → BatchFuzzReproduce → BatchFuzzRegistry → BatchFuzzUIKit (Apple
/// platforms) and BatchFuzzCommandLine (macOS and Linux) → batchfuzz. The test face links neither
/// the crash-text reader nor the registry.
let package = Package(
    name: "BatchFuzz",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // What a test target imports: the checks, recorded where they are called.
        .library(name: "BatchFuzz", targets: ["BatchFuzz"]),
        // The same vocabulary and plug-in protocols without XCTest or Swift Testing, for a library
        // of engines that a fuzz executable links too.
        .library(name: "BatchFuzzCore", targets: ["BatchFuzzCore"]),
        // Screens checked as written (`FuzzTarget.screen`, `ScreenActions`), for a library of
        // screens that a fuzz executable registers too; BatchFuzz and the command line re-export it.
        .library(name: "BatchFuzzScreens", targets: ["BatchFuzzScreens"]),
        // The layers below, imported by name: to call an engine or subclass a correct scenario
        // implementation, or to write generators of one's own.
        .library(name: "BatchEngine", targets: ["BatchEngine"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "ListEmulation", targets: ["ListEmulation"]),
        .library(name: "BatchModel", targets: ["BatchModel"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "BatchFuzzUIKit", targets: ["BatchFuzzUIKit"]),
        // What an app's list code imports instead of UIKit where UIKit is not.
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        // What it imports instead of CoreData where Core Data is not.
        .library(name: "CoreDataStandIn", targets: ["CoreDataStandIn"]),
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
        // What the stand-ins emulate beyond the batch rules, with no bug zoo: diffable snapshots and
        // their rules, fetched results and the change reports a save makes (with their quirks),
        // the cells a view shows. Standard library only.
        .target(name: "ListEmulation", dependencies: ["BatchModel", "BatchEngine"]),
        // The four source-document scenarios, their correct implementations and bug zoo.
        .target(
            name: "Scenarios",
            dependencies: [
                "PropertyTesting", "BatchModel", "BatchEngine", "ListEmulation", "BatchFuzzCore", "BatchFuzzScreens",
                "UIKitStandIn", "CoreDataStandIn",
            ]),
        // UIKit's list views, cells and controllers where UIKit is not (Linux, macOS), with Apple's
        // names and signatures, judging every batch with the oracle: app code checked as written.
        .target(name: "UIKitStandIn", dependencies: ["BatchModel", "ListEmulation"]),
        // Core Data's context, managed objects, fetch requests and fetched-results controller where
        // Core Data is not, with Apple's names and signatures: a save reports its changes exactly as
        // the fetched-results model does.
        // It depends on the UIKit stand-in for the snapshot its delegate is handed
        // (`NSDiffableDataSourceSnapshotReference` is UIKit's).
        .target(name: "CoreDataStandIn", dependencies: ["BatchModel", "ListEmulation", "UIKitStandIn"]),
        // Ready-made properties, plug-in protocols, registry, corpus, crash texts: everything but
        // the test frameworks, so that executables can link it.
        .target(
            name: "BatchFuzzCore",
            dependencies: [
                "PropertyTesting", "BatchModel", "BatchEngine", "ListEmulation",
            ]
        ),
        // Screens as an app writes them: the `.screen` targets, their gestures and actions, over the
        // stand-ins where UIKit is not.
        .target(
            name: "BatchFuzzScreens",
            dependencies: [
                "BatchFuzzCore", "PropertyTesting", "BatchModel", "ListEmulation", "UIKitStandIn", "CoreDataStandIn",
            ]),
        // From a crash text to the rule, the arithmetic, the smallest batch that prints it and
        // the bug-zoo mistakes that make it — handed the zoo, reading no registry.
        .target(
            name: "BatchFuzzReproduce", dependencies: ["BatchFuzzCore", "PropertyTesting", "BatchModel", "Scenarios"]),
        // The engines every command knows by name — BatchFuzz's own, scenario by scenario, and a
        // program's — and the saved entries read and replayed through them.
        .target(
            name: "BatchFuzzRegistry",
            dependencies: [
                "BatchFuzzCore", "BatchFuzzReproduce", "PropertyTesting", "BatchModel", "BatchEngine", "Scenarios",
            ]),
        // The face a test target meets: `check` recorded at the caller's line in Swift Testing or
        // XCTest, the suite trait, and the core's vocabulary.
        .target(name: "BatchFuzz", dependencies: ["BatchFuzzCore", "BatchFuzzScreens"]),
        // Apple-only code, compiled to nothing without UIKit: UITableView and UICollectionView
        // adopt the update protocols; the fidelity check replays batches on real views.
        .target(
            name: "BatchFuzzUIKit", dependencies: ["BatchFuzzCore", "BatchFuzzRegistry", "BatchFuzzObjCExceptions"]),
        // A few lines of @try/@catch so Swift can read UIKit's NSException (a plain call elsewhere).
        .target(name: "BatchFuzzObjCExceptions"),
        // The command line as a library: `BatchFuzzCommandLine.main(engines:)` gives a fuzz
        // executable of a user's own the whole tool over their engines.
        .target(
            name: "BatchFuzzCommandLine",
            dependencies: ["BatchFuzzCore", "BatchFuzzScreens", "BatchFuzzRegistry", "BatchFuzzReproduce"]),
        // The command-line tool: that call over BatchFuzz's own engines.
        .executableTarget(name: "batchfuzz", dependencies: ["BatchFuzzCommandLine"]),
        // The libFuzzer target over the same engines (Scripts/libfuzzer-build.sh builds it).
        .executableTarget(name: "batchfuzz-libfuzzer", dependencies: ["BatchFuzzCommandLine"]),
        // Prints a digest of what the engine derives from a seed (for the determinism test).
        .executableTarget(name: "pbt-digest", dependencies: ["PropertyTesting"]),
        // The command line with engines that trap, hang and flip, registered through the public
        // API as a user's fuzz executable does: what the command-line tests run.
        .executableTarget(
            name: "batchfuzz-test-engines",
            dependencies: ["BatchFuzzCommandLine", "BatchEngine", "SeedApps", "UIKitStandIn"],
            path: "Tests/TestEngines"),

        // Benchmarks, apart from the product: `swift run -c release batchfuzz-bench`.
        .target(name: "ShrinkingChallenge", dependencies: ["PropertyTesting"], path: "Benchmarks/ShrinkingChallenge"),
        .executableTarget(
            name: "batchfuzz-bench",
            dependencies: [
                "PropertyTesting", "BatchModel", "BatchEngine", "Scenarios", "BatchFuzzCore", "BatchFuzzScreens",
                "BatchFuzzRegistry", "BatchFuzzReproduce", "ShrinkingChallenge", "SeedApps", "UIKitStandIn",
            ],
            path: "Benchmarks/batchfuzz-bench"),

        .testTarget(
            name: "PropertyTestingTests", dependencies: ["PropertyTesting", "ShrinkingChallenge", "pbt-digest"]),
        .testTarget(name: "BatchModelTests", dependencies: ["BatchModel"]),
        .testTarget(
            name: "BatchEngineTests", dependencies: ["BatchEngine", "BatchModel", "PropertyTesting"]),
        .testTarget(
            name: "ScenariosTests",
            dependencies: [
                "Scenarios", "BatchFuzzCore", "ListEmulation", "PropertyTesting", "BatchModel", "BatchEngine",
                "UIKitStandIn",
            ]),
        .testTarget(
            name: "BatchFuzzCoreTests",
            dependencies: [
                "BatchFuzzCore", "BatchEngine", "ListEmulation", "BatchModel", "PropertyTesting",
            ]),
        .testTarget(
            name: "BatchFuzzReproduceTests",
            dependencies: [
                "BatchFuzzReproduce", "ListEmulation", "BatchFuzzCore", "BatchEngine", "Scenarios", "BatchModel",
                "PropertyTesting",
            ]),
        .testTarget(
            name: "BatchFuzzRegistryTests",
            dependencies: [
                "BatchFuzzRegistry", "BatchFuzzCore", "BatchEngine", "Scenarios", "ListEmulation", "BatchModel",
                "PropertyTesting",
            ]),
        .testTarget(
            name: "BatchFuzzTests",
            dependencies: ["BatchFuzz", "BatchFuzzCore", "BatchEngine", "Scenarios", "BatchModel", "PropertyTesting"]),
        // Only what a user's test target can import: BatchFuzz beside an app module whose types
        // have the names an app's types often have.
        .target(name: "AppModels", path: "Tests/AppModels"),
        // The four source documents' screens, written as an app writes them against UIKit: only
        // the import differs where UIKit is not.
        // ListDiffing.swift computes its changesets with the package's own staged differ.
        .target(
            name: "SeedApps", dependencies: ["UIKitStandIn", "CoreDataStandIn", "BatchEngine", "BatchModel"],
            path: "Tests/SeedApps"),
        .testTarget(
            name: "FrontDoorTests",
            dependencies: [
                "BatchFuzz", "AppModels", "SeedApps", "Scenarios", "UIKitStandIn", "CoreDataStandIn", "BatchEngine",
            ]),
        .testTarget(name: "BatchFuzzXCTests", dependencies: ["BatchFuzz", "BatchFuzzCore"]),
        // The stand-in held to UIKit: the same files compile against UIKit where it is (the iOS
        // Simulator; the stub of Apple's signatures in CI) and against the stand-in elsewhere,
        // and observe only what an app observes.
        .testTarget(
            name: "UIKitStandInTests", dependencies: ["UIKitStandIn", "BatchFuzzObjCExceptions"],
            path: "Tests/FidelityPackage/Tests/UIKitStandInTests"),
        // The Core Data stand-in held to Core Data the same way (on macOS, these run against Core
        // Data itself).
        .testTarget(
            name: "CoreDataStandInTests", dependencies: ["CoreDataStandIn"],
            path: "Tests/FidelityPackage/Tests/CoreDataStandInTests"),
        .testTarget(name: "BatchFuzzUIKitTests", dependencies: ["BatchFuzzUIKit", "BatchFuzzObjCExceptions"]),
        .testTarget(
            name: "BatchFuzzCLITests",
            dependencies: [
                "BatchEngine", "BatchFuzzCore", "BatchFuzzScreens", "BatchFuzzRegistry", "BatchFuzzCommandLine",
                "BatchModel",
                "PropertyTesting",
                "Scenarios",
                "batchfuzz",
                "batchfuzz-test-engines",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
