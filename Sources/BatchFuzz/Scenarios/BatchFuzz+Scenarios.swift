import BatchModel
import PropertyTesting
import Scenarios

extension BatchFuzz {
    /// Fuzzes a diffable content-replacement helper with the diffable scenario's invariants,
    /// over every identity strategy (or `strategies`):
    ///
    /// ```swift
    /// @Test func myHelperReplacesInPlace() throws {
    ///     try BatchFuzz.check(contentReplacer: MyReplacer(), cases: 2_000)
    /// }
    /// ```
    ///
    /// - Throws: ``PropertyFailure`` with the shrunk case, the invariant that broke (UIKit's or the
    ///   snapshot's text when one threw) and how to replay it.
    @discardableResult
    public static func check(
        contentReplacer replacer: some DiffableContentReplacing, flavor: ViewFlavor? = nil,
        strategies: [IdentityStrategy] = IdentityStrategy.allCases, cases: Int = 1_000, seed: UInt64? = nil,
        maxSteps: Int = 10
    ) throws(PropertyFailure) -> PassReport {
        let property = DiffableProperty.property(
            name: "\(type(of: replacer))", replacer: replacer, flavors: flavor.map { [$0] } ?? ViewFlavor.allCases,
            strategies: strategies, maxSteps: maxSteps)
        return try check(property, configuration: CheckConfiguration(seed: seed, cases: cases, log: { _ in }))
    }

    /// Fuzzes a static-table controller that hides rows with `strategy`; `controller` makes one
    /// for a table's rows and its initially hidden rows.
    @discardableResult
    public static func check(
        staticRows controller: @escaping StaticRowsProperty.Factory, strategy: StaticRowsStrategy,
        cases: Int = 1_000, seed: UInt64? = nil, maxSteps: Int = 12
    ) throws(PropertyFailure) -> PassReport {
        let property = StaticRowsProperty.property(name: "\(strategy.rawValue) controller", strategy: strategy, maxSteps: maxSteps, controller: controller)
        return try check(property, configuration: CheckConfiguration(seed: seed, cases: cases, log: { _ in }))
    }
}
