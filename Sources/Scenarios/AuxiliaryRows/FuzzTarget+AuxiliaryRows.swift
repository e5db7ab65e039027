import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == AuxiliaryRowsCase {
    /// Your table view controller that opens auxiliary rows under tapped rows, judged over random
    /// groups of expands, collapses and data edits, taps, swipes and reloads (at most
    /// `maxSteps`). `make` builds the screen for the case's data (`single`: one auxiliary row
    /// at most); after each step it is judged as ``screen(_:maxActions:actions:invariant:)``
    /// judges one after an action, then against the auxiliary-rows scenario's model (the rows
    /// shown, the mapping between actual and logical paths both ways, the routing of taps and
    /// swipes to the two delegates).
    ///
    /// ```swift
    /// check(.auxiliaryRows { data, single in AuxiliaryRowsTable(data: data, single: single) })
    /// ```
    ///
    /// Runs on the UIKit stand-in (Linux, macOS).
    public static func auxiliaryRows<Screen: AuxiliaryRowsScreen>(
        maxSteps: Int = 10, _ make: @escaping @MainActor (_ data: SectionedList<Int, Int>, _ single: Bool) -> Screen
    ) -> FuzzTarget {
        let make: AuxiliaryRowsProperty.Make = { make($0, $1) }
        var target = FuzzTarget(
            scenario: "auxiliary-rows", name: "\(Screen.self)", flavors: [.tableView], maxSize: maxSteps,
            property: { run in
                AuxiliaryRowsProperty.property(name: run.name, maxSteps: run.maxSize, oracle: run.oracle, make: make)
            },
            explain: { value, run in
                var steps: [String] = []
                let (verdict, _) = AuxiliaryRowsProperty.verdict(for: value, oracle: run.oracle, make: make) {
                    steps.append("  " + $0)
                }
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
            "check(.auxiliaryRows { \(Screen.self)(data: $0, single: $1) }, case: AuxiliaryRowsCase(…))"
        return target
    }
}
