import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation

/// `batchfuzz __child <request>` (hidden): a child of the tool. It reads its ``ChildRequest``,
/// finds the engine it names (judged for the release it names), and does the request's job —
/// a worker's share of a fuzz run, one judged case, an exhaustive walk — answering in
/// ``ChildAnswer`` lines.
enum ChildCommand {
    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let text = arguments.rest()
        try arguments.finish()
        guard text.count == 1,
            let request = try? JSONDecoder().decode(ChildRequest.self, from: Data(text[0].utf8))
        else {
            throw UsageError(
                description:
                    "__child takes one request, as its parent writes it: \(text.joined(separator: " ").prefix(200))")
        }
        // The parent ignores SIGINT and SIGTERM to handle them itself; a child must not.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        ParentWatch.start()
        guard let registered = Registry.engine(named: request.engine) else {
            throw UsageError(description: "unknown engine '\(request.engine)' ('\(tool) list' names them)")
        }
        guard let target = DeploymentTarget(text: request.deploymentTarget) else {
            throw UsageError(description: "unknown deployment target '\(request.deploymentTarget)'")
        }
        let engine = registered.judged(for: target)
        switch request.job {
        case .work(let work): return try WorkerCommand.work(work, engine: engine, request: request)
        case .judge(let judged): return JudgeCommand.judge(judged, engine: engine, request: request)
        case .walk(let walk): return try ExhaustiveChildCommand.walk(walk, engine: engine, request: request)
        }
    }
}
