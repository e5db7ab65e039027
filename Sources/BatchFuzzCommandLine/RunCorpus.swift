import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// Where a fuzz run's failures are saved, the moment each is known and again each time it is
/// shrunk further, so that a run killed outright leaves what it had found; at the end of each
/// engine's run only its reported failures stay, and files this run wrote for the others (a later
/// case of the same failure, a case past the run's first failure) are removed. A file that was
/// there before the run is never removed.
final class RunCorpus {
    let folder: String
    let seed: UInt64
    let maxEdits: Int
    let survey: Bool

    /// The latest file written for each failure of the current engine's run, by failure.
    private var latest: [FailureKey: String] = [:]
    /// Every file this run made (not one that was there before it).
    private var made: Set<String> = []
    /// The failures whose latest version could not be written, with why.
    private(set) var unsaved: [FailureKey: CorpusError] = [:]

    /// One failure of one engine and flavour, whatever shrinking makes of its case.
    struct FailureKey: Hashable {
        var engine: String
        var flavor: String
        var caseIndex: Int
        var kind: String
    }

    init(folder: String, seed: UInt64, maxEdits: Int, survey: Bool) {
        self.folder = folder
        self.seed = seed
        self.maxEdits = maxEdits
        self.survey = survey
    }

    /// The entry for `found` in `run`.
    func entry(_ found: Supervisor.Found, _ run: FuzzCommand.Run) -> CorpusFile {
        CorpusFile(
            scenario: run.engine.scenario, engine: run.engine.name, flavor: run.flavor,
            expectation: run.engine.kind == .correct ? .pass : .fail,
            failure: .init(
                kind: found.kind, signature: found.signature, message: found.message,
                flakiness: found.flakiness),
            found: .init(
                by: "\(toolAndVersion) fuzz", seed: String(seed), caseIndex: found.caseIndex,
                maxSize: maxEdits == CaseSize.standard ? nil : maxEdits, failingCases: survey ? found.cases : nil),
            draws: found.draws, case: found.value, deploymentTarget: run.engine.deploymentTarget)
    }

    /// Saves `found` now, replacing the file this run wrote for it before; the path, or why it
    /// could not be written.
    @discardableResult
    func save(_ found: Supervisor.Found, _ run: FuzzCommand.Run) -> Result<String, CorpusError> {
        let key = FailureKey(
            engine: run.engine.name, flavor: run.flavor.name, caseIndex: found.caseIndex,
            kind: found.kind.rawValue)
        let subfolder = run.engine.kind == .correct ? "regressions" : "zoo"
        let path = URL(fileURLWithPath: folder).appendingPathComponent(subfolder)
            .appendingPathComponent(entry(found, run).fileName).path
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let written = try CorpusStore.write(entry(found, run), to: folder, subfolder: subfolder)
            if !existed { made.insert(written) }
            if let earlier = latest[key], earlier != written { removeIfMade(earlier) }
            latest[key] = written
            unsaved[key] = nil
            return .success(written)
        } catch {
            unsaved[key] = error
            return .failure(error)
        }
    }

    /// Ends an engine's run: files this run wrote for failures other than `kept` are removed.
    func finishRun(keeping kept: [String]) {
        for path in latest.values where !kept.contains(path) { removeIfMade(path) }
        latest = [:]
    }

    private func removeIfMade(_ path: String) {
        guard made.remove(path) != nil else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
