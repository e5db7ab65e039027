// swift-tools-version:6.0
//
// The fidelity check as an iOS test bundle: a package of its own, so that `xcodebuild test` for
// the iOS Simulator builds only what a test bundle links (BatchFuzz and BatchFuzzUIKit), not the
// command line, which iOS cannot run. Off Apple platforms the fidelity test compiles to nothing,
// and the stand-in's compatibility tests run against the stand-in.
//
//   xcodebuild test -scheme FidelityPackage -destination 'platform=iOS Simulator,name=iPhone 16'

import PackageDescription

let package = Package(
    name: "FidelityPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "BatchFuzz", path: "../..")],
    targets: [
        .testTarget(
            name: "FidelityTests",
            dependencies: [.product(name: "BatchFuzzUIKit", package: "BatchFuzz")]),
        // The stand-in's compatibility tests, against UIKit itself: the same files the root
        // package runs against the stand-in (its `UIKitStandInTests` target points here).
        .testTarget(
            name: "UIKitStandInTests",
            dependencies: [
                .product(name: "BatchFuzzUIKit", package: "BatchFuzz"),
                .product(name: "UIKitStandIn", package: "BatchFuzz"),
            ]),
        // The Core Data stand-in's, against Core Data itself.
        .testTarget(
            name: "CoreDataStandInTests",
            dependencies: [.product(name: "CoreDataStandIn", package: "BatchFuzz")]),
    ],
    swiftLanguageModes: [.v6]
)
