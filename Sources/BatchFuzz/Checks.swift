import BatchFuzzCore
import Scenarios

// The checks a test calls. Each runs its property, records a failure as an issue at the line
// that called it (Swift Testing, else XCTest) and returns it; `nil` when every case passed.
// Without a configuration, a check takes its suite's (`.fuzzConfiguration(…)`) or the default,
// and saves failures in `__BatchFuzz__` beside the test file, where they run first next time.

/// Checks a property of your own: random cases from its generator, the failing one shrunk.
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
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(property, configuration: configuration, test: test)
    }
}

/// Checks a property of your own whose cases are `Hashable`: random cases, or — with
/// ``FuzzConfiguration/exhaustive`` — every case its generator can make, each judged once, the
/// first failure in size order reported as found.
///
/// ```swift
/// @Test func indexMapperRoundTripsOnEverySmallList() {
///     check(Property("round trip", Gen<[Int]>.array(of: .int(in: 0...3), length: 0...4)) { sizes in
///         mapper.roundTrips(sizes)
///     }, configuration: .init(exhaustive: ExhaustiveScope()))
/// }
/// ```
@discardableResult
public func check<Value: Hashable>(
    _ property: Property<Value>,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(property, configuration: configuration, test: test)
    }
}

/// Fuzzes a coalescer (a sequence of edits → one batch) with the core property: random lists and
/// edits, each batch judged by UIKit's rules in every view flavour (or `flavor`), the content after
/// it compared with the edits' outcome. A failure is recorded here, with UIKit's reason, the batch
/// and the shrunk case as Swift to paste into a regression test (see ``check(coalescer:list:edits:flavor:configuration:fileID:filePath:line:column:function:)``).
///
/// ```swift
/// @Test func feedCoalescer() {
///     check(coalescer: FeedCoalescer())
/// }
/// ```
@discardableResult
public func check(
    coalescer engine: some BatchCoalescing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(
        configuration, pastedCall: "check(coalescer: \(type(of: engine))(), list: list, edits: edits)"
    ) { configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            coalescer: engine, flavor: flavor, maxEdits: maxEdits, configuration: configuration, test: test)
    }
}

/// Fuzzes a differ (old list, new list → one batch) with the core property; see
/// ``check(coalescer:flavor:maxEdits:configuration:fileID:filePath:line:column:function:)``. Its
/// moves are counted against the minimum, and fail a case only with
/// ``FuzzConfiguration/minimumMoves``.
@discardableResult
public func check(
    differ engine: some BatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(
        configuration, pastedCall: "check(differ: \(type(of: engine))(), list: list, edits: edits)"
    ) { configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            differ: engine, flavor: flavor, maxEdits: maxEdits, configuration: configuration, test: test)
    }
}

/// Judges a coalescer on one case: `edits` applied to `list`, as a failure prints it. A regression
/// test for a bug fuzzing found:
///
/// ```swift
/// @Test func movedRowIntoDeletedSection() {
///     let list = SectionedList<Int, Int>([.init(0, [1, 2]), .init(1, [3])])
///     let edits: [Edit<Int, Int>] = [
///         .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
///         .deleteSection(at: 1),
///     ]
///     check(coalescer: FeedCoalescer(), list: list, edits: edits)
/// }
/// ```
@discardableResult
public func check(
    coalescer engine: some BatchCoalescing, list: SectionedList<Int, Int>, edits: [Edit<Int, Int>],
    flavor: ViewFlavor? = nil,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            coalescer: engine, flavor: flavor, pinned: EditCase(initial: list, edits: edits),
            configuration: configuration, test: test)
    }
}

/// Judges a differ on one case: from `list` to the list after `edits`, as a failure prints it.
@discardableResult
public func check(
    differ engine: some BatchDiffing, list: SectionedList<Int, Int>, edits: [Edit<Int, Int>],
    flavor: ViewFlavor? = nil,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            differ: engine, flavor: flavor, pinned: EditCase(initial: list, edits: edits), configuration: configuration,
            test: test)
    }
}

/// Fuzzes a staged engine (several batches, each applied before the next is made) with the staged
/// property: every stage judged by UIKit's rules, the screen after the last equal to the new list,
/// every changed row reloaded in some stage.
@discardableResult
public func check(
    stagedDiffer engine: some StagedBatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
    options: StagedCheckOptions = StagedCheckOptions(),
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            stagedDiffer: engine, flavor: flavor, maxEdits: maxEdits, options: options, configuration: configuration,
            test: test)
    }
}

/// Fuzzes a flat-list differ (an array before, an array after → one batch on section 0), over
/// lists whose values are distinct identifiers or (`values: .repeated`) repeat, as `Equatable`
/// values often do.
@discardableResult
public func check(
    listDiffer engine: some ListDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
    values: ListItem.Values = .distinct,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            listDiffer: engine, flavor: flavor, maxEdits: maxEdits, values: values, configuration: configuration,
            test: test)
    }
}

/// Fuzzes screen code that owns its list and drives a table view: random lists and edits handed to
/// it update by update, each batch judged with the counts the view captured when it began.
///
/// ```swift
/// @Test func feedScreen() {
///     check(tableScreen: { list, table in FeedScreen(list: list, table: table) })
/// }
/// ```
@discardableResult
public func check(
    tableScreen make: @escaping (SectionedList<Int, Int>, TableViewEmulator) -> any ScreenUpdating,
    maxEdits: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(tableScreen: make, maxEdits: maxEdits, configuration: configuration, test: test)
    }
}

/// Fuzzes screen code that drives a collection view; see
/// `check(tableScreen:)`.
@discardableResult
public func check(
    collectionScreen make: @escaping (SectionedList<Int, Int>, CollectionViewEmulator) -> any ScreenUpdating,
    maxEdits: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(collectionScreen: make, maxEdits: maxEdits, configuration: configuration, test: test)
    }
}

/// Fuzzes screen code written against UIKit's API (``UIKitScreenUpdating`` driving a
/// ``TableViewUpdating``) on an ``EmulatedTableView``, main-actor isolated as the code it runs is:
///
/// ```swift
/// @Test @MainActor func feed() {
///     check(tableScreen: { list, tableView in FeedViewController(list: list, tableView: tableView) })
/// }
/// ```
@MainActor
@discardableResult
public func check(
    tableScreen make: @escaping @MainActor (SectionedList<Int, Int>, any TableViewUpdating) -> any UIKitScreenUpdating,
    maxEdits: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(tableScreen: make, maxEdits: maxEdits, configuration: configuration, test: test)
    }
}

/// Fuzzes screen code written against UIKit's API on an ``EmulatedCollectionView``; see the
/// table view's check.
@MainActor
@discardableResult
public func check(
    collectionScreen make:
        @escaping @MainActor (SectionedList<Int, Int>, any CollectionViewUpdating) -> any UIKitScreenUpdating,
    maxEdits: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(collectionScreen: make, maxEdits: maxEdits, configuration: configuration, test: test)
    }
}

/// Fuzzes a diffable content-replacement helper (`import Scenarios` for its protocol) with the
/// diffable scenario's invariants, over every identity strategy (or `strategies`).
@discardableResult
public func check(
    contentReplacer replacer: some DiffableContentReplacing, flavor: ViewFlavor? = nil,
    strategies: [IdentityStrategy] = IdentityStrategy.allCases, maxSteps: Int = 10,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            contentReplacer: replacer, flavor: flavor, strategies: strategies, maxSteps: maxSteps,
            configuration: configuration, test: test)
    }
}

/// Fuzzes a static-rows controller (`import Scenarios` to subclass one) that hides and shows rows
/// by `strategy`.
@discardableResult
public func check(
    staticRows controller: @escaping StaticRowsProperty.Factory, strategy: StaticRowsStrategy, maxSteps: Int = 12,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            staticRows: controller, strategy: strategy, maxSteps: maxSteps, configuration: configuration, test: test)
    }
}

/// Fuzzes a fetched-results delegate adapter (`import Scenarios` for its protocol) with random
/// saves.
@discardableResult
public func check(
    fetchedResultsDelegate adapter: @escaping FetchedResultsProperty.Factory, maxSaves: Int = 6,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(
            fetchedResultsDelegate: adapter, maxSaves: maxSaves, configuration: configuration, test: test)
    }
}

/// Fuzzes a controller that opens auxiliary rows under tapped rows (`import Scenarios` to subclass
/// one).
@discardableResult
public func check(
    auxiliaryRows controller: @escaping AuxiliaryRowsProperty.Factory, maxSteps: Int = 10,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> PropertyFailure? {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function).run(configuration) {
        configuration, test throws(PropertyFailure) in
        try FuzzCheck.check(auxiliaryRows: controller, maxSteps: maxSteps, configuration: configuration, test: test)
    }
}
