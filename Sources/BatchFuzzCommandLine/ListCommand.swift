import BatchFuzzCore
import BatchModel
import BatchFuzzRegistry

/// `batchfuzz list`: the scenarios, their engines (correct and bug zoo), and the flavours.
enum ListCommand {
    static let scenariosOnly = Flag(
        name: "--scenarios",
        help: "Only the names of the scenarios that have correct engines to fuzz, one a line (for scripts).")

    static let help = CommandHelp(
        name: "list", overview: "List the scenarios, engines (correct and bug zoo) and flavours.",
        usage: ["[--scenarios]"], options: [scenariosOnly], exitStatus: "0 listed; 2 usage error.")

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let namesOnly = arguments.flag(Self.scenariosOnly)
        try arguments.finish()
        if namesOnly {
            // The scenarios with something to fuzz: a nightly job loops over these.
            for scenario in Registry.scenarios
            where Registry.engines.contains(where: { $0.scenario == scenario && $0.kind == .correct }) {
                print(scenario)
            }
            return 0
        }
        print("Scenarios and engines:\n")
        // Scenario by scenario, in the order each first appears.
        let engines = Registry.scenarios.flatMap { scenario in Registry.engines.filter { $0.scenario == scenario } }
        Table.print(
            ["scenario", "engine", "kind", "what it is"],
            engines.map {
                [$0.scenario, $0.name, $0.kind.rawValue, $0.summary]
            } + [["oracle", "self-check", "correct", "the UIKit oracle against the reference model"]])
        print("\nFlavours: table (UITableView), collection (UICollectionView), both")
        return 0
    }
}
