#!/usr/bin/env bash
# Compiles BatchFuzz's Apple-only code on a machine without UIKit: a stub `UIKit` module holding
# the documented signatures that code uses (Tests/UIKitStub/UIKit.swift) is built first, then
# BatchFuzzUIKit and everything it depends on are built against it, so every
# `#if canImport(UIKit)` branch is compiled. A typo or a signature that is not UIKit's fails here.
# The same is done for the Core Data stand-in's compatibility tests against a stub `CoreData`.
# (It compiles, nothing runs: the stub's bodies trap. The Apple workflows run the real thing.)
#
#   Scripts/uikit-stub-check.sh            (run by .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
# Built afresh each time: the build does not see a change to the stub module as a change.
rm -rf .build/uikit-stub
stub=.build/uikit-stub/module
mkdir -p "$stub"
swiftc -parse-as-library -swift-version 6 -module-name UIKit -emit-module \
    -emit-module-path "$stub/UIKit.swiftmodule" Tests/UIKitStub/UIKit.swift
swift build --scratch-path .build/uikit-stub/build --target BatchFuzzUIKit -Xswiftc -I -Xswiftc "$stub"
# The fidelity test, as the iOS job builds it (its package links only BatchFuzz and BatchFuzzUIKit).
built=.build/uikit-stub/build/debug
swiftc -typecheck -swift-version 6 -I "$stub" -I "$built/Modules" \
    -Xcc -fmodule-map-file="$built/BatchFuzzObjCExceptions.build/module.modulemap" \
    Tests/FidelityPackage/Tests/FidelityTests/FidelityTests.swift
# The stand-in's compatibility tests, as the iOS job builds them: against UIKit, not the stand-in.
swiftc -typecheck -swift-version 6 -I "$stub" -I "$built/Modules" \
    -Xcc -fmodule-map-file="$built/BatchFuzzObjCExceptions.build/module.modulemap" \
    -module-name UIKitStandInTests Tests/FidelityPackage/Tests/UIKitStandInTests/*.swift
# The Core Data stand-in's compatibility tests, as macOS and the iOS job build them: against a stub
# of Core Data's documented signatures (Tests/CoreDataStub/CoreData.swift), not the stand-in.
coredata=.build/uikit-stub/coredata
mkdir -p "$coredata"
swiftc -parse-as-library -swift-version 6 -module-name CoreData -emit-module \
    -emit-module-path "$coredata/CoreData.swiftmodule" Tests/CoreDataStub/CoreData.swift
swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$coredata" \
    -module-name CoreDataStandInTests Tests/FidelityPackage/Tests/CoreDataStandInTests/*.swift
echo "uikit stub check: BatchFuzzUIKit, the fidelity test and the stand-ins' compatibility tests compile against the documented UIKit and Core Data signatures"
