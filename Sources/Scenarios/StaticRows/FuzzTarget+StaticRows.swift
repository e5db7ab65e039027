import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == StaticRowsCase {
    /// Your static table's screen, which hides and shows rows by `strategy`, judged over random
    /// hides, shows, toggles, content changes and commits (at most `maxSteps`). `make` builds the
    /// screen for a table of rows, some hidden at first; after each step the screen is judged as
    /// ``screen(_:maxActions:actions:invariant:)`` judges one after an action, then against the
    /// static-rows scenario's model (the rows' counts, cells, heights and each commit's batch).
    ///
    /// ```swift
    /// check(.staticRows(strategy: .zeroHeight) { rows, hidden in
    ///     SettingsViewController(rows: rows, hidden: hidden)
    /// })
    /// ```
    ///
    /// Runs on the UIKit stand-in (Linux, macOS).
    public static func staticRows<Screen: StaticRowsScreen>(
        strategy: StaticRowsStrategy, maxSteps: Int = CaseSize.standard,
        _ make: @escaping @MainActor (_ sections: [[StaticRow]], _ hidden: [Int]) -> Screen
    ) -> FuzzTarget {
        let make: StaticRowsProperty.Make = { make($0, $1) }
        var target = FuzzTarget(
            scenario: "static-rows", name: "\(Screen.self)", flavors: [.tableView], maxSize: maxSteps,
            property: { run in
                StaticRowsProperty.property(
                    name: run.name, strategy: strategy, maxSteps: run.maxSize, oracle: run.oracle, make: make)
            },
            explain: { value, run in
                var steps: [String] = []
                let (verdict, _) = StaticRowsProperty.verdict(
                    for: value, strategy: strategy, oracle: run.oracle, make: make
                ) { steps.append("  " + $0) }
                return ScenarioExplanation.text(
                    name: run.name, kind: run.kind, summary: run.summary,
                    caseText: ([value.description, "", "As the screen ran it:"] + steps).joined(separator: "\n"),
                    flavors: [.tableView]
                ) { _ in verdict }
            },
            validate: { try $0.validate() })
        target.isMainActor = true
        target.isolatesTrapsByDefault = true
        target.pastedCall =
            "check(.staticRows(strategy: .\(strategy.rawValue)) { \(Screen.self)(sections: $0, hidden: $1) }, case: StaticRowsCase(…))"
        return target
    }
}
