import BatchFuzzCore
import BatchModel
import PropertyTesting
import Foundation

/// What a child of the tool is asked to do: one typed value, the one argument after `__child`,
/// built by the parent and read by the child in one place. Every child judges one registered
/// engine, for one release, in one flavour; its job says what it does with it. The child answers
/// in ``ChildAnswer`` lines.
struct ChildRequest: Codable, Equatable {
    /// The registered engine's name.
    var engine: String
    /// The oldest iOS release it is judged for (`DeploymentTarget.text`).
    var deploymentTarget: String
    var flavor: ViewFlavor
    /// The generator's size.
    var maxSize: Int
    var job: Job

    enum Job: Codable, Equatable {
        /// A share of a fuzz run (``WorkerCommand``).
        case work(Work)
        /// One case, judged (``JudgeCommand``).
        case judge(JudgedCase)
        /// An exhaustive walk (``ExhaustiveChildCommand``).
        case walk(Walk)
    }

    /// Cases `first, first + stride, …` below `until` of `seed`, each recorded in the progress
    /// slot on standard input before it runs; with `survey`, going on after failures.
    struct Work: Codable, Equatable {
        var seed: UInt64
        var first: Int
        var stride: Int
        var until: Int?
        var budgetMilliseconds: Int64?
        var survey: Bool
    }

    /// The case the draws make, or the case of a saved entry (judged for the release it records).
    enum JudgedCase: Codable, Equatable {
        case draws([UInt64])
        case entry(path: String)
    }

    /// Every case of a scope, or this shard's share, each case's draws recorded in the progress
    /// slot on standard input before it is judged.
    struct Walk: Codable, Equatable {
        var sections: Int
        var rows: Int
        var edits: Int
        var kinds: [String]
        var budget: Int
        var reduces: Bool
        var shardIndex: Int
        var shardCount: Int

        init(_ scope: ExhaustiveScope, shard: ExhaustiveConfiguration.Shard) {
            (sections, rows, edits, budget) = (scope.sections, scope.rows, scope.edits, scope.budget)
            reduces = scope.reduces
            kinds = scope.kinds.map(\.rawValue)
            (shardIndex, shardCount) = (shard.index, shard.count)
        }

        /// The scope, or `nil` when a kind is unknown.
        var scope: ExhaustiveScope? {
            var scope = ExhaustiveScope()
            (scope.sections, scope.rows, scope.edits, scope.budget) = (sections, rows, edits, budget)
            scope.reduces = reduces
            let kinds = kinds.compactMap(ExhaustiveScope.EditKind.init(rawValue:))
            guard kinds.count == self.kinds.count else { return nil }
            scope.kinds = kinds
            return scope
        }
    }

    /// A request for `engine` (judged for the release it is registered or run for) in `flavor`.
    init(_ engine: RegisteredEngine, flavor: ViewFlavor, maxSize: Int = CaseSize.standard, job: Job) {
        self.engine = engine.name
        deploymentTarget = engine.deploymentTarget.text
        self.flavor = flavor
        self.maxSize = maxSize
        self.job = job
    }

    /// The child's command line: the executable's own `__child` and the request.
    var arguments: [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ["__child", String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)]
    }
}
