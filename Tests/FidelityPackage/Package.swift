// swift-tools-version:6.0
//
// The fidelity check as an iOS test bundle: a package of its own, so that `xcodebuild test` for
// the iOS Simulator builds only what a test bundle links (BatchFuzz and BatchFuzzUIKit), not the
// command line, which iOS cannot run. Off Apple platforms its test compiles to nothing.
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
            dependencies: [.product(name: "BatchFuzzUIKit", package: "BatchFuzz")])
    ],
    swiftLanguageModes: [.v6]
)
