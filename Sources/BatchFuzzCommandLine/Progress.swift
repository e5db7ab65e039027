import Foundation
import PropertyTesting

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
        show("  \(title): \(done)\(of) cases, \(rate) cases/s, \(failures) failures, \(total)s\(budgetText)")
    }

    /// Rewrites the line on a terminal; elsewhere (a CI log) prints it every ten seconds.
    private func show(_ line: String) {
        if isTerminal {
            FileHandle.standardOutput.write(Data(("\r" + line + "   ").utf8))
            live = true
        } else if clock.now - lastPrint >= .seconds(10) {
            print(line)
            fflush(nil)  // reach a CI log as it happens, not when a buffer fills
            lastPrint = clock.now
        }
    }

    /// How far an exhaustive walk has gone: the cases it judged; while it sizes its scope, the
    /// choice sequences counted so far; then their whole count and how many it walked.
    struct Walk {
        var judged: Int
        var counted: Int
        var sequences: Int
        var walked: Int
    }

    /// The line of a walk: while it sizes its scope, how many choice sequences it counted (a
    /// large scope takes as long to count as to walk); then how much of the count it walked and
    /// the cases judged — so the line moves from the first second.
    func update(_ title: String, walk: Walk) {
        if title != self.title {
            self.title = title
            start = clock.now
            lastPrint = clock.now
        }
        let elapsed = Self.seconds(clock.now - start)
        let total = Int(Self.seconds(clock.now - runStart))
        let line: String
        if walk.sequences == 0 {
            line =
                "  \(title): sizing the scope, \(ExhaustiveRefusal.grouped(walk.counted)) choice sequences counted, \(total)s"
        } else {
            let share = walk.sequences > 0 ? min(100, walk.walked * 100 / walk.sequences) : 0
            let rate = elapsed < 0.1 ? "–" : String(Int(Double(walk.judged) / elapsed))
            line =
                "  \(title): \(share)% of \(ExhaustiveRefusal.grouped(walk.sequences)) choice sequences walked, \(walk.judged) cases judged, \(rate) cases/s, \(failures) failures, \(total)s"
        }
        show(line)
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
