// swift-tools-version:6.0
//
// The engine tests again, under AddressSanitizer: the engines read and write raw memory (block
// copies, padded node stores), and a read past a buffer is seen only by the sanitizer. A package
// of its own so that the sanitized build holds only what these tests link — the engines, the
// model, the core they are checked by — rather than every module and test target of the root
// package, and leaves the root's debug build untouched. Its test targets are the root's own
// files, linked here (`Tests/BatchEngineTests`, `Tests/BatchFuzzCoreTests/FastApplierAgreementTests.swift`).
//
//   ASAN_OPTIONS=detect_leaks=0 swift test --package-path Tests/AddressSanitizerPackage --sanitize=address

import PackageDescription

let package = Package(
    name: "AddressSanitizerPackage",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "BatchFuzz", path: "../..")],
    targets: [
        .testTarget(
            name: "BatchEngineTests",
            dependencies: [
                .product(name: "BatchEngine", package: "BatchFuzz"),
                .product(name: "BatchModel", package: "BatchFuzz"),
                .product(name: "PropertyTesting", package: "BatchFuzz"),
            ]),
        .testTarget(
            name: "FastApplierAgreementTests",
            dependencies: [
                .product(name: "BatchEngine", package: "BatchFuzz"),
                .product(name: "BatchModel", package: "BatchFuzz"),
                .product(name: "PropertyTesting", package: "BatchFuzz"),
                .product(name: "BatchFuzzCore", package: "BatchFuzz"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
