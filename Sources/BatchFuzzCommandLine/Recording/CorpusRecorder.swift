import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// Where a fuzz run's failures are saved, the moment each is known and again each time it is
/// shrunk further, so that a run killed outright leaves what it had found; at the end of each
/// engine's run only its reported failures stay, and files this run wrote for the others (a later
/// case of the same failure, a case past the run's first failure) are removed. A file that was
/// there before the run is never removed.
final class CorpusRecorder {
    let folder: String

    /// The latest file written for each failure of the current engine's run, by failure.
    private var latest: [FailureKey: String] = [:]
    /// Every file this run made (not one that was there before it).
    private var made: Set<String> = []

    /// One failure of one engine and flavour, whatever shrinking makes of its case.
    struct FailureKey: Hashable {
        var engine: String
        var flavor: String
        var caseIndex: Int
        var kind: String
    }

    init(folder: String) {
        self.folder = folder
    }

    /// Saves `entry`, the latest form of failure `caseIndex` of `run`, replacing the file this run
    /// wrote for it before: a correct engine's under `regressions/`, a bug-zoo engine's under
    /// `zoo/`. The path, or why it could not be written.
    @discardableResult
    func save(_ entry: CorpusFile, _ run: FuzzCommand.Run, caseIndex: Int) -> Result<String, CorpusError> {
        let key = FailureKey(
            engine: run.engine.name, flavor: run.flavor.name, caseIndex: caseIndex, kind: entry.failure.kind.rawValue)
        let subfolder = run.engine.kind == .correct ? "regressions" : "zoo"
        let path = URL(fileURLWithPath: folder).appendingPathComponent(subfolder)
            .appendingPathComponent(entry.fileName).path
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let written = try CorpusStore.write(entry, to: folder, subfolder: subfolder)
            if !existed { made.insert(written) }
            if let earlier = latest[key], earlier != written { removeIfMade(earlier) }
            latest[key] = written
            return .success(written)
        } catch {
            return .failure(error)
        }
    }

    /// ``save(_:_:caseIndex:)`` as a run's end reports it.
    func saving(_ entry: CorpusFile, _ run: FuzzCommand.Run, caseIndex: Int, refind: String?) -> FoundFailure.Saved {
        switch save(entry, run, caseIndex: caseIndex) {
        case .success(let path): .saved(path: path)
        case .failure(let error): .notSaved(error, refind: refind)
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
