import BatchModel
import PropertyTesting
import Scenarios

extension FuzzCheck {
    /// Fuzzes a diffable content-replacement helper with the diffable scenario's invariants,
    /// over every identity strategy (or `strategies`):
    ///
    /// ```swift
    /// @Test func myHelperReplacesInPlace() throws {
    ///     check(contentReplacer: MyReplacer(), configuration: .init(cases: 2_000))
    /// }
    /// ```
    ///
    /// - Throws: ``PropertyFailure`` with the shrunk case, the invariant that broke (UIKit's or the
    ///   snapshot's text when one threw) and how to replay it.
    @discardableResult
    package static func check(
        contentReplacer replacer: some DiffableContentReplacing, flavor: ViewFlavor? = nil,
        strategies: [IdentityStrategy] = IdentityStrategy.allCases, maxSteps: Int = 10,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = DiffableProperty.property(
            name: "\(type(of: replacer))", replacer: replacer, flavors: flavor.map { [$0] } ?? ViewFlavor.allCases,
            strategies: strategies, maxSteps: maxSteps, oracle: configuration.oracle)
        return try run(property, configuration, test: test, batches: nil)
    }

    /// Fuzzes a static-table controller that hides rows with `strategy`; `controller` makes one
    /// for a table's rows and its initially hidden rows.
    @discardableResult
    package static func check(
        staticRows controller: @escaping StaticRowsProperty.Factory, strategy: StaticRowsStrategy, maxSteps: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = StaticRowsProperty.property(
            name: "\(strategy.rawValue) controller", strategy: strategy, maxSteps: maxSteps,
            oracle: configuration.oracle,
            controller: controller)
        return try run(property, configuration, test: test, batches: nil)
    }

    /// Fuzzes a fetched-results delegate: `adapter` makes one for a case's table and controller;
    /// the controller reports each save with the case's quirk modes (every one of them on in a
    /// third of the cases), and the table's cells and batches are checked after every save.
    ///
    /// ```swift
    /// @Test func myDelegateSurvivesEveryReport() throws {
    ///     check(fetchedResultsDelegate: { table, _ in MyDelegate(tableView: table) })
    /// }
    /// ```
    @discardableResult
    package static func check(
        fetchedResultsDelegate adapter: @escaping FetchedResultsProperty.Factory, maxSaves: Int = 6,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = FetchedResultsProperty.property(
            name: "fetched-results delegate", maxSaves: maxSaves, oracle: configuration.oracle, adapter: adapter)
        return try run(property, configuration, test: test, batches: nil)
    }

    /// Fuzzes a table with auxiliary rows: `controller` makes one for a case's data and mode
    /// (`single`: one auxiliary row at most); the mapping, the batches, the cells and the routing
    /// of taps and swipes are checked after every step.
    ///
    /// ```swift
    /// @Test func myAssistantTableKeepsItsRows() throws {
    ///     check(auxiliaryRows: { data, single in MyAssistantTable(data, single) })
    /// }
    /// ```
    @discardableResult
    package static func check(
        auxiliaryRows controller: @escaping AuxiliaryRowsProperty.Factory, maxSteps: Int = 10,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = AuxiliaryRowsProperty.property(
            name: "auxiliary rows", maxSteps: maxSteps, oracle: configuration.oracle, controller: controller)
        return try run(property, configuration, test: test, batches: nil)
    }
}
