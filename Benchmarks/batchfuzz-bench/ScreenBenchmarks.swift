import BatchFuzzCore
import BatchFuzzScreens
import Foundation
import PropertyTesting
import Scenarios
import SeedApps
import UIKitStandIn

/// Screens as apps write them, driven by their own actions on the stand-in views, beside a core
/// case: cases and actions a second in wall time, and instructions per action counted by
/// callgrind (the difference between a run of `2n` cases and one of `n`, over the actions of the
/// `n` cases between). Judged in this process, as a fuzz worker judges them; a test's check adds
/// a round trip to its child process per case.
enum ScreenBenchmarks {
    /// The screens measured, by name, each with its own actions.
    @MainActor
    static let screens: [(name: String, target: FuzzTarget<ScreenActions>)] = [
        (
            "auxiliary rows (002)",
            .screen(
                { AssistantRowsViewController() },
                actions: [
                    .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) },
                    .init("append an item") { controller, draw in
                        controller.append("Item \(draw.int(in: 0...99))")
                    },
                ])
        ),
        (
            "events, fetched results (003)",
            .screen(
                { EventsViewController(changeHandling: .adapter) },
                actions: [
                    .init("add an event") { screen, draw in
                        screen.addEvent(
                            named: "Event \(draw.int(in: 0...99))", group: draw.element(of: ["A", "B", "C"]) ?? "A",
                            order: draw.int(in: 0...3))
                    },
                    .init("delete a shown event") { screen, draw in
                        if let row = draw.row(in: screen.tableView) { screen.deleteEvent(at: row) }
                    },
                    .init("move an event to another group") { screen, draw in
                        if let row = draw.row(in: screen.tableView), let group = draw.element(of: ["A", "B", "C"]) {
                            screen.moveEvent(at: row, toGroup: group)
                        }
                    },
                    .init("save") { screen, _ in try screen.save() },
                ])
        ),
    ]

    /// Runs `cases` cases of the screen named `name` (what the child under callgrind does).
    @MainActor
    static func run(screen name: String, cases: Int) {
        guard let screen = screens.first(where: { $0.name == name }) else { return }
        _ = check(property(screen.target), CheckConfiguration(seed: 1, cases: cases, log: { _ in }))
    }

    @MainActor
    static func property(_ target: FuzzTarget<ScreenActions>) -> Property<ScreenActions> {
        target.property(target.run(FuzzConfiguration()))
    }

    /// The actions in cases `range` of the screen's generator under seed 1, as `check` makes them.
    @MainActor
    static func actions(of target: FuzzTarget<ScreenActions>, cases range: Range<Int>) -> Int {
        let configuration = CheckConfiguration(seed: 1, cases: range.upperBound)
        let generator = property(target).generator
        return range.reduce(0) { total, index in
            var source = ChoiceSource(
                seed: CheckConfiguration.caseSeed(1, index), size: configuration.size(ofCase: index))
            return total + ((try? generator.generate(using: &source))?.steps.count ?? 0)
        }
    }
}

@MainActor
func screenBenchmarks(_ bench: Bench) {
    let seconds = bench.quick ? 0.5 : 2.0
    let counted = bench.quick ? 200 : 400
    var rows: [[String]] = []
    func thousands(_ value: Double?) -> String { value.map { String(format: "%.1fk", $0 / 1000) } ?? "–" }
    let core = InstructionCounts.perCase(engine: "coalescer", flavor: .tableView, part: .wholeCase, cases: counted)
    for screen in ScreenBenchmarks.screens {
        var configuration = CheckConfiguration(seed: 1, cases: .max, log: { _ in })
        configuration.timeBudget = .milliseconds(Int(seconds * 1000))
        guard case .passed(let report) = check(ScreenBenchmarks.property(screen.target), configuration) else {
            rows.append([screen.name, "fails", "", "", "", ""])
            continue
        }
        let elapsed = bench.seconds(report.elapsed)
        let actions = ScreenBenchmarks.actions(of: screen.target, cases: 0..<report.cases)
        let perAction = InstructionCounts.count(screen: screen.name, cases: counted).flatMap { small in
            InstructionCounts.count(screen: screen.name, cases: 2 * counted).map { large in
                Double(large - small)
                    / Double(ScreenBenchmarks.actions(of: screen.target, cases: counted..<(2 * counted)))
            }
        }
        rows.append([
            screen.name, String(Int(Double(report.cases) / elapsed)), String(Int(Double(actions) / elapsed)),
            thousands(perAction), thousands(core),
            perAction.flatMap { action in core.map { bench.ratio(action / $0) } } ?? "–",
        ])
        bench.emit([
            ("section", "\"screens\""), ("screen", "\"\(screen.name)\""),
            ("cases_per_s", String(Int(Double(report.cases) / elapsed))),
            ("actions_per_s", String(Int(Double(actions) / elapsed))),
            ("instructions_per_action", perAction.map { String(Int($0)) } ?? "null"),
        ])
    }
    bench.table(
        "Screens driven by their own actions on the stand-in views (release, one core, \(seconds) s each, judged in process; instructions by callgrind over \(counted) cases), beside a core coalescer case",
        ["screen", "cases/s", "actions/s", "instr./action", "core case instr.", "action / core case"], rows)
}
