import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// `batchfuzz shrink PATH`: shrinks an entry further and rewrites it atomically.
enum ShrinkCommand {
    static let evaluations = Option<Int>(
        "--evaluations", "N", expected: "a positive whole number",
        help:
            "Candidates to judge at most (default: 50000). An entry recorded as a crash or a timeout judges each in a process of its own; a flaky one, in up to 10 fresh processes, kept when any judgement fails."
    ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    static let caseTimeout = CommonOptions.caseTimeout(
        "How long one judgement may take (default: 10s); longer is a timeout.")

    static let help = CommandHelp(
        name: "shrink",
        overview:
            "Shrink a corpus entry further (from its draws, keeping its failure signature) and rewrite it atomically when a smaller case is found.",
        usage: ["PATH [--evaluations N] [--case-timeout D]"], arguments: [("PATH", "A corpus file.")],
        options: [evaluations, caseTimeout],
        discussion: [
            "An entry's file name follows its case, so a shrunk entry is RENAMED: it is written under its new name beside the old one, the old file is removed, and the new path is printed (\"renamed, as its case changed: now …\"). An entry that is a symbolic link keeps its name: the file it points to is rewritten in place, and the link still points to it."
        ],
        exitStatus:
            "0 shrunk, already minimal, or nothing to shrink (said why: its draws make another case than it records, or no longer reproduce its failure); 3 the entry could not be read or written; 2 usage error; 130 interrupted (the smallest case found so far is still written)."
    )

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let evaluations = try arguments.value(Self.evaluations) ?? 50_000
        let timeout = try arguments.value(Self.caseTimeout) ?? .seconds(10)
        let paths = arguments.rest()
        try arguments.finish()
        guard paths.count == 1 else { throw UsageError(description: "shrink takes exactly one corpus file") }
        let path = paths[0]
        do {
            let entry = try LoadedEntry.load(path)
            var file = entry.file
            let (engine, flavor) = (entry.engine, entry.flavor)
            // The draws belong to the generator of the size the entry was found with.
            let maxSize = entry.maxSize
            let property = engine.property([flavor], maxSize)
            // SIGINT / SIGTERM end the shrinking, not the process: the smallest case found so far
            // is still written, atomically, and nothing is left half-done.
            // Draws that make another case than the one recorded (the case edited by hand, the
            // generators changed) would shrink that other case.
            var drawn = ChoiceSource(replaying: file.draws)
            if let value = try? property.generator.generate(using: &drawn), let json = try? value.json(),
                json != file.case
            {
                print(
                    "\(path): its draws make another case than the one it records (its case was edited, or the generators changed), so shrinking them would shrink that other case; nothing shrunk. `batchfuzz replay \(path)` judges the recorded case"
                )
                return 0
            }
            let stop = StopFlag.installed()
            let kind = file.failure.kind
            let flakiness = file.failure.flakiness
            let shrinking = FailureShrinking(
                kind: kind, signature: file.failure.signature, engine: engine, flavor: flavor, maxSize: maxSize,
                caseTimeout: timeout, judgements: flakiness == nil ? 1 : Supervisor.freshJudgements,
                shouldStop: { stop.isSet })
            let reproduces = shrinking.failsTheSameWay(file.draws)?.fails ?? false
            if stop.isSet && !reproduces {
                print("\(path): interrupted before shrinking began; the entry is unchanged")
                return 130
            }
            guard reproduces else {
                if let flakiness {
                    print(
                        "\(path): the flaky failure did not show in \(Supervisor.freshJudgements) judgements of its case (it failed \(flakiness.shrunkFailures) of \(flakiness.shrunkJudgements) when found); nothing shrunk, run shrink again"
                    )
                } else {
                    print(
                        "\(path): its draws no longer reproduce the failure (the generators changed); the recorded case still replays, nothing to shrink"
                    )
                }
                return 0
            }
            let (best, judged) = shrinking.shrink(file.draws, evaluations: evaluations, timeLimit: .seconds(120))
            guard Shrinker.isSmaller(best, than: file.draws) else {
                print(
                    "\(path): " + (stop.isSet ? "interrupted; nothing smaller found yet" : "already minimal")
                        + " (\(judged) evaluations)")
                return stop.isSet ? 130 : 0
            }
            var replay = ChoiceSource(replaying: best)
            let value = try! property.generator.generate(using: &replay)
            if !kind.needsIsolation, case .fail(_, let message) = engine.verdict(for: value, flavors: [flavor]) {
                file.failure.message = message
            }
            file.draws = best
            file.case = try value.json()
            // An entry's name follows its case: the shrunk case is written under its own name
            // and the old file removed, and the new path is said on a line of its own. A link
            // is written through, under its own name: the file it points to is the entry.
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            let written: String
            if isLink {
                written = try CorpusStore.writeJSON(file, to: URL(fileURLWithPath: path))
            } else {
                written = try CorpusStore.write(
                    file, to: URL(fileURLWithPath: path).deletingLastPathComponent().path, subfolder: "")
                if URL(fileURLWithPath: path).lastPathComponent != file.fileName {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
            print(
                "\(path): shrunk to \(best.count) draws in \(judged) evaluations\(stop.isSet ? " (interrupted)" : "")")
            print(
                isLink
                    ? "rewritten through the link: \(written) -> \((try? FileWriter.resolvingLinks(path)) ?? path)"
                    : written == path
                        ? "rewritten in place: \(written)" : "renamed, as its case changed: now \(written)")
            return stop.isSet ? 130 : 0
        } catch {
            printError("\(error)")
            return 3
        }
    }
}
