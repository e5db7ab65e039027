import BatchModel
import Foundation
import PropertyTesting

/// How a check of a fuzz target saves a failure beside the test: as the command line's corpus
/// entry (``CorpusFile``), named by the target's scenario and name, so that a fuzz executable that
/// registers the same target replays, explains and shrinks it (`fuzz-my-engines replay <file>`),
/// and an entry the command line saved runs first in a check of its scenario when it is copied
/// there. A plain property, which has no scenario, keeps the property engine's own entry.
package struct EntryForm<Value> {
    /// The scenario, as `batchfuzz list` shows it.
    package var scenario: String
    /// The target's name (``FuzzTarget/name``): what a registration of the same target is found by.
    package var engine: String
    /// The size of the generator that made the draws.
    package var maxSize: Int
    /// The oldest release the check judged for.
    package var deploymentTarget: DeploymentTarget
    /// The flavour a failing case fails in: an entry is replayed in one.
    package var flavor: (Value) -> ViewFlavor
    /// The test that found it, for `found.by`.
    package var test: String

    /// What `check` writes in `found.by`, before the test's name.
    static var foundBy: String { "check in " }

    /// The entry for `counterexample`, its case written as `readable`.
    func entry(_ counterexample: Counterexample<Value>, readable: JSONValue) -> CorpusFile {
        var caseIndex: Int?
        if case .random(let index) = counterexample.origin { caseIndex = index }
        let kind = FailureKind(rawValue: counterexample.signature) ?? .property
        return CorpusFile(
            scenario: scenario, engine: engine, flavor: flavor(counterexample.value), expectation: .pass,
            failure: .init(
                kind: kind, signature: counterexample.signature, message: counterexample.message,
                flakiness: counterexample.flakiness),
            found: .init(
                by: Self.foundBy + (test.isEmpty ? "a test" : test), seed: String(counterexample.seed),
                caseIndex: caseIndex, maxSize: maxSize == CaseSize.standard ? nil : maxSize),
            draws: counterexample.draws, case: readable, deploymentTarget: deploymentTarget)
    }

    /// Whether a saved entry runs first in this check: one of its scenario that a run of the
    /// command line found (a regression of any engine of the scenario is a case worth judging),
    /// or one a check of this target saved.
    func runsFirst(_ file: CorpusFile) -> Bool {
        file.scenario == scenario && (!file.found.by.hasPrefix(Self.foundBy) || file.engine == engine)
    }
}

extension FuzzTarget {
    /// How a check of this target in `run` saves its failures; `test` names the test.
    package func entryForm(_ run: Run, test: String) -> EntryForm<Case> {
        EntryForm(
            scenario: scenario, engine: name, maxSize: run.maxSize,
            deploymentTarget: DeploymentTarget(run.oracle.deploymentTarget),
            flavor: { value in
                // Judged alone in each flavour, the first that fails it; a target of one flavour
                // is not judged again.
                guard run.flavors.count > 1 else { return run.flavors.first ?? .tableView }
                return run.flavors.first { flavor in
                    var alone = run
                    alone.flavors = [flavor]
                    var context = CaseContext()
                    if case .fail = property(alone).body(value, &context) { return true }
                    return false
                } ?? run.flavors[0]
            }, test: test)
    }
}
