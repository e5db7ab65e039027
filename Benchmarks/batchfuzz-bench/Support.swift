import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios

/// Output helpers shared by the benchmark sections.
struct Bench {
    let quick: Bool
    let json: Bool
    let clock = ContinuousClock()

    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The best wall time of `body`, in seconds: `runs` runs, then more (up to 50) while the
    /// runs so far took under a quarter of a second — a few-millisecond case gets dozens of tries,
    /// so one slow run on a busy machine does not decide its figure.
    func time(runs: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity, total = 0.0, count = 0
        while count < runs || (runs > 1 && count < 50 && total < 0.25) {
            let start = clock.now
            body()
            let elapsed = seconds(clock.now - start)
            best = min(best, elapsed)
            total += elapsed
            count += 1
        }
        return best
    }

    func table(_ title: String, _ header: [String], _ rows: [[String]]) {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0
                    ? cell + String(repeating: " ", count: widths[index] - cell.count)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        print("\n\(title)\n")
        print(line(header))
        print(line(header.indices.map { String(repeating: "-", count: widths[$0]) }))
        rows.forEach { print(line($0)) }
    }

    func emit(_ fields: [(String, String)]) {
        guard json else { return }
        print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }

    /// `12.34 ms`, `1.23 s`.
    func duration(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }

    func ratio(_ x: Double) -> String { String(format: "%.2fx", x) }

    /// The process's peak resident memory so far, in MiB.
    func peakMemoryMiB() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes
        #endif
    }
}
