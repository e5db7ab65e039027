import BatchFuzzCore
import Foundation

/// One record of a fuzz run's events: what a person reads, the JSON lines, the JUnit report.
protocol FuzzRecorder: AnyObject {
    func record(_ event: FuzzEvent)
}

/// A fuzz run's recorders, told each event in turn, and the exit status the events make.
///
/// The corpus is not among them: it saves each failure the moment it is known (``CorpusRecorder``),
/// and a run's end carries where each went, so every record says the same.
final class FuzzRecording {
    private let recorders: [any FuzzRecorder]
    private let junit: JUnitRecorder?
    private var failed = false
    private var gaveUp = false
    private var interrupted = false
    private var unsaved = false

    /// The recorders `plan` asks for: the console always; JSON lines to `emitJSON` with `--json`;
    /// the JUnit report with `--junit`.
    init(_ plan: FuzzCommand.Plan, emitJSON: ((String) -> Void)?) {
        junit = plan.junit.map { JUnitRecorder(plan, path: $0) }
        recorders =
            [ConsoleRecorder(plan)] + (emitJSON.map { [JSONLinesRecorder(plan, write: $0)] } ?? [])
            + (junit.map { [$0] } ?? [])
    }

    func send(_ event: FuzzEvent) {
        if case .runEnded(let end) = event {
            failed = failed || !end.failures.isEmpty
            gaveUp = gaveUp || end.gaveUp
            interrupted = interrupted || end.interrupted
            unsaved = unsaved || end.failures.contains { if case .notSaved = $0.saved { true } else { false } }
        }
        for recorder in recorders { recorder.record(event) }
    }

    /// 130 interrupted; 3 a failure could not be saved or the report not written (a failure
    /// that is lost unless someone acts outranks a failure found); 1 a failure found, or a
    /// property that discarded nearly every case; 0.
    func status(stopped: Bool) -> Int32 {
        if interrupted || stopped { return 130 }
        if unsaved || junit?.failedToWrite == true { return 3 }
        return failed || gaveUp ? 1 : 0
    }
}
