import BatchFuzzCore
import PropertyTesting

/// Fuzzes `target` — your engine or your screen, made by a factory per kind of engine — with its
/// scenario's property: random cases (or, with ``FuzzConfiguration/exhaustive``, every case of a
/// small scope), each judged by UIKit's rules and the scenario's invariants, the failing one
/// shrunk. A failure is recorded as an issue at this line (Swift Testing, else XCTest), with
/// UIKit's reason first, the batch the engine made and the shrunk case as Swift to paste into a
/// regression test; it is saved in `__BatchFuzz__` beside the test file and runs first next
/// time. Returns the failure, `nil` when every case passed.
///
/// Without a configuration, a check takes its suite's (`.fuzzConfiguration(…)`) or the default.
///
/// ```swift
/// @Test func feedCoalescer() {
///     check(.coalescer(FeedCoalescer()))
/// }
/// ```
@discardableResult
public func check<Case>(
    _ target: FuzzTarget<Case>,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(
        configuration, pastedCall: target.pastedCall, isolatesByDefault: target.isolatesTrapsByDefault
    ) { configuration, test, isolation throws(PropertyFailure) in
        try FuzzCheck.check(target, configuration: configuration, test: test, isolation: isolation)
    }
}

/// Judges `target` on one case: a regression test for a failure fuzzing found, the case pasted
/// as the failure printed it.
///
/// ```swift
/// @Test func movedRowIntoDeletedSection() {
///     let list = SectionedList<Int, Int>([.init(0, [1, 2]), .init(1, [3])])
///     let edits: [Edit<Int, Int>] = [
///         .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
///         .deleteSection(at: 1),
///     ]
///     check(.coalescer(FeedCoalescer()), case: .init(initial: list, edits: edits))
/// }
/// ```
@discardableResult
public func check<Case>(
    _ target: FuzzTarget<Case>, case value: Case,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(
        configuration, isolatesByDefault: target.isolatesTrapsByDefault
    ) { configuration, test, isolation throws(PropertyFailure) in
        try FuzzCheck.check(target, case: value, configuration: configuration, test: test, isolation: isolation)
    }
}

/// Checks a property of your own: random cases from its generator, the failing one shrunk. (To
/// register it in a fuzz executable, or to judge one saved case again, its cases must be
/// `Codable`: make it a target with `.property(_:)`.)
///
/// ```swift
/// @Test func indexMapperRoundTrips() {
///     check(Property("round trip", Gen<[Int]>.array(of: .int(in: 0...5))) { sizes, _ in
///         mapper.roundTrips(sizes) ? .pass : .fail(signature: "round trip", message: "\(sizes)")
///     })
/// }
/// ```
@discardableResult
public func check<Value>(
    _ property: Property<Value>,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test, _ throws(PropertyFailure) in
        try FuzzCheck.check(property, configuration: configuration, test: test)
    }
}

/// Checks a property of your own whose cases are `Hashable`: random cases, or — with
/// ``FuzzConfiguration/exhaustive`` — every case its generator can make, each judged once, the
/// first failure in size order reported as found.
@discardableResult
public func check<Value: Hashable>(
    _ property: Property<Value>,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test, _ throws(PropertyFailure) in
        try FuzzCheck.check(property, configuration: configuration, test: test)
    }
}
