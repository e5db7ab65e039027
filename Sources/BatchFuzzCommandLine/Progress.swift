import Foundation

/// The progress of a long run: a live line on a terminal, a plain line every ten seconds when
/// the output goes to a file or a CI log.
final class Progress {
    private let isTerminal = isatty(STDOUT_FILENO) == 1
    private let clock = ContinuousClock()
    private var start = ContinuousClock.now
    private var lastPrint = ContinuousClock.now
    private var title = ""
    private var live = false

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Failures found so far in the whole run, shown on the line.
    var failures = 0
    /// The whole run's time budget, if any, shown as "elapsed / budget".
    var budget: Duration?
    private let runStart = ContinuousClock.now

    func update(_ title: String, _ done: Int, _ target: Int) {
        if title != self.title {
            self.title = title
            start = clock.now
            lastPrint = clock.now
        }
        let elapsed = Self.seconds(clock.now - start)
        // No rate before a tenth of a second: a few cases over a few microseconds is no rate.
        let rate = elapsed < 0.1 ? "–" : String(Int(Double(done) / elapsed))
        let of = target == Int.max ? "" : "/\(target)"
        let total = Int(Self.seconds(clock.now - runStart))
        let budgetText = budget.map { " / \(Int(Self.seconds($0)))s" } ?? ""
        let line = "  \(title): \(done)\(of) cases, \(rate) cases/s, \(failures) failures, \(total)s\(budgetText)"
        if isTerminal {
            FileHandle.standardOutput.write(Data(("\r" + line + "   ").utf8))
            live = true
        } else if clock.now - lastPrint >= .seconds(10) {
            print(line)
            fflush(nil)  // reach a CI log as it happens, not when a buffer fills
            lastPrint = clock.now
        }
    }

    func finish() {
        fflush(nil)
        if live {
            FileHandle.standardOutput.write(Data("\n".utf8))
            live = false
        }
        title = ""
    }
}
