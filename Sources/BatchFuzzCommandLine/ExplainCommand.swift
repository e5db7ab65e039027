import BatchFuzzCore
import BatchModel
import Foundation
import BatchFuzzRegistry

/// `batchfuzz explain PATH`: one entry step by step.
enum ExplainCommand {
    static let caseTimeout = CommonOptions.caseTimeout(
        "The entry first runs in a process of its own: an engine that traps, or takes longer than this (default: 10s), is shown with the case and that verdict."
    )

    static let help = CommandHelp(
        name: "explain",
        overview:
            "Show a corpus entry step by step: the list after each edit, the batch the engine made, the oracle's verdict with UIKit's text, the first invariant that broke.",
        usage: ["PATH [--case-timeout D]"], arguments: [("PATH", "A corpus file.")], options: [caseTimeout],
        exitStatus: "0 explained; 3 the entry could not be read; 2 usage error.")

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let timeout = try arguments.value(Self.caseTimeout) ?? .seconds(10)
        let paths = arguments.rest()
        try arguments.finish()
        guard paths.count == 1 else { throw UsageError(description: "explain takes exactly one corpus file") }
        do {
            let entry = try LoadedEntry.load(paths[0])
            let (file, engine, flavor, value) = (entry.file, entry.engine, entry.flavor, entry.value)
            print("\(paths[0])")
            print(
                "recorded: \(file.failure.kind) \(file.failure.signature); expected to \(file.expectation == .pass ? "pass" : "fail"); found by \(file.found.by), seed \(file.found.seed)\(file.found.caseIndex.map { ", case \($0)" } ?? "")"
            )
            if let flakiness = file.failure.flakiness { print(FuzzCommand.flakyReport(flakiness)) }
            print("")
            // The engine runs in a process of its own first: one that traps or hangs is shown
            // with the case and that verdict, not run here.
            let isolated = JudgeProcess.verdict(onEntry: paths[0], file, timeout: timeout)
            if case .fail(let signature, let message) = isolated,
                FailureKind(rawValue: signature)?.needsIsolation == true
            {
                print(
                    "Engine: \(engine.name) (\(engine.kind == .correct ? "correct" : "bug zoo")) — \(engine.summary)\n")
                print("Case:\n\(value)\n")
                print("Verdict: \(signature): \(message)")
                return 0
            }
            print(engine.explanation(of: value, flavors: [flavor]))
            return 0
        } catch {
            printError("\(error)")
            return 3
        }
    }
}
