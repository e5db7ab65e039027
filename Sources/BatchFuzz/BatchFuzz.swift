// A test target's one import: the checks below, the suite trait, and the core's vocabulary and
// plug-in protocols (see BatchFuzzCore.swift for what that is).
@_exported import BatchFuzzCore
@_exported import BatchFuzzScreens
