import BatchModel
import PropertyTesting

/// An engine the fuzzer knows by name — a built-in one that must pass, or a bug-zoo one that must
/// be caught — with its scenario's property, erased to `AnyCase` so that the command line and
/// the corpus treat every scenario alike.
public struct RegisteredEngine {
    /// Whether the engine is expected to pass.
    public enum Kind: String, Sendable {
        /// A correct engine: any failure is a bug.
        case correct
        /// A bug-zoo engine: it must fail, proof that the fuzzer finds the bug.
        case zoo
    }

    /// The name used on the command line, e.g. `coalescer`, `naive-coalescer`.
    public var name: String
    /// The scenario it belongs to, e.g. `core`, `diffable`.
    public var scenario: String
    public var kind: Kind
    /// One line on what it is.
    public var summary: String
    /// The view flavours its scenario runs in (a static table exists only as a table view).
    public var flavors: [ViewFlavor]
    /// Whether its cases are judged in a view flavour; `false` for a plain property
    /// (`FuzzTarget.property`), which runs once per fuzz run.
    public var usesViewFlavor = true
    /// The oracle's options its cases are judged with: `oracle:` at registration, changed for a
    /// run by the command line (`--deployment-target`) and recorded in the entries it saves.
    public var oracle: UIKitValidator.Options = .fuzzing
    /// The name of the fuzz target it registers (``FuzzTarget/name``): what a check in a test
    /// names the entries it saves by, so that this executable finds the engine for them.
    package var targetName: String?

    private let makeProperty: ([ViewFlavor], Int, UIKitValidator.Options) -> Property<AnyCase>
    /// Its property over every case of a scope, for a scenario that has one.
    private var walk:
        (([ViewFlavor], ExhaustiveScope, ExhaustiveConfiguration, UIKitValidator.Options) -> ExhaustiveResult<AnyCase>)?
    private var scopeWords: @Sendable (ExhaustiveScope) -> String = { $0.description }
    /// The case a scope's draws make, and its draws for the random runs' generator.
    private var scopedCase:
        (([ViewFlavor], ExhaustiveScope, [UInt64], UIKitValidator.Options) -> (value: AnyCase, draws: [UInt64])?)?
    private let decode: (JSONValue) throws -> AnyCase
    private let explain: (AnyCase, [ViewFlavor], UIKitValidator.Options) -> String

    /// Registers an engine through its scenario's property: `property(flavors, maxSize)` judges
    /// cases in those flavours, `maxSize` bounding the operations a case may have; `explain`
    /// tells a case step by step for a person; `validate` throws when a saved case is one the
    /// scenario cannot run (an index out of range, an unknown id), so a damaged corpus entry is
    /// an error naming its field rather than a case no generator makes, or a trap.
    package init<Case: FuzzCase>(
        name: String, scenario: String, kind: Kind, summary: String, flavors: [ViewFlavor] = ViewFlavor.allCases,
        caseType: Case.Type = Case.self,
        property: @escaping ([ViewFlavor], Int) -> Property<Case>,
        explain: @escaping (Case, [ViewFlavor]) -> String,
        validate: @escaping (Case) throws -> Void = { _ in }
    ) {
        self.init(
            name: name, scenario: scenario, kind: kind, summary: summary, flavors: flavors,
            judgedBy: { flavors, maxSize, _ in property(flavors, maxSize) },
            explain: { value, flavors, _ in explain(value, flavors) }, validate: validate)
    }

    /// Registers an engine whose property and explanation are judged with the oracle's options
    /// they are handed (the engine's ``oracle``).
    private init<Case: FuzzCase>(
        name: String, scenario: String, kind: Kind, summary: String, flavors: [ViewFlavor],
        judgedBy property: @escaping ([ViewFlavor], Int, UIKitValidator.Options) -> Property<Case>,
        explain: @escaping (Case, [ViewFlavor], UIKitValidator.Options) -> String,
        validate: @escaping (Case) throws -> Void
    ) {
        self.name = name
        self.scenario = scenario
        self.kind = kind
        self.summary = summary
        self.flavors = flavors
        makeProperty = { flavors, maxSize, oracle in
            let typed = property(flavors, maxSize, oracle)
            return Property(
                typed.name, typed.generator.map { AnyCase($0) }, describe: { typed.describe($0.base as! Case) }
            ) { value, context in
                typed.body(value.base as! Case, &context)
            }
        }
        decode = { json in
            let value = try json.decoded(as: Case.self)
            try validate(value)
            return AnyCase(value)
        }
        self.explain = { value, flavors, oracle in explain(value.base as! Case, flavors, oracle) }
    }

    /// Registers an engine whose scenario also has an exhaustive form: `scoped(flavors, scope)`
    /// is its property over every case of `scope` (``ExhaustiveScope``), read in the scenario's
    /// own words, and `draws(value)` the draws with which `property(flavors, CaseSize.standard)` makes a case
    /// (a scope's generator draws its own), so that a failure found in a scope is saved as any
    /// other.
    package init<Case: FuzzCase & Hashable>(
        name: String, scenario: String, kind: Kind, summary: String, flavors: [ViewFlavor] = ViewFlavor.allCases,
        caseType: Case.Type = Case.self,
        property: @escaping ([ViewFlavor], Int) -> Property<Case>,
        scoped: @escaping ([ViewFlavor], ExhaustiveScope) -> Property<Case>,
        draws: @escaping (Case) -> [UInt64]?,
        scopeWords: @escaping @Sendable (ExhaustiveScope) -> String = { $0.description },
        explain: @escaping (Case, [ViewFlavor]) -> String,
        validate: @escaping (Case) throws -> Void = { _ in }
    ) {
        self.init(
            name: name, scenario: scenario, kind: kind, summary: summary, flavors: flavors, caseType: caseType,
            property: property, explain: explain, validate: validate)
        self.scopeWords = scopeWords
        scopedCase = { flavors, scope, scopeDraws, _ in
            var source = ChoiceSource(replaying: scopeDraws)
            guard let value = try? scoped(flavors, scope).generator.generate(using: &source) else { return nil }
            return (AnyCase(value), draws(value) ?? [])
        }
        walk = { flavors, scope, configuration, _ in
            switch PropertyTesting.checkExhaustively(scoped(flavors, scope), configuration) {
            case .passed(let report): return .passed(report)
            case .failed(var counterexample, let report):
                counterexample.draws = draws(counterexample.value) ?? []
                counterexample.originalDraws = counterexample.draws
                return .failed(counterexample.map(AnyCase.init), report)
            case .tooLarge(let refusal): return .tooLarge(refusal)
            }
        }
    }

    /// Registers `target` under `name`, the name the command line and the corpus know it by:
    ///
    /// ```swift
    /// BatchFuzzCommandLine.main(engines: [
    ///     .init("feed", summary: "the feed's coalescer", .coalescer(FeedCoalescer())),
    ///     .init("feed-before-fix", kind: .zoo, summary: "the bug of 2.3", .coalescer(OldFeedCoalescer())),
    /// ])
    /// ```
    ///
    /// `oracle` is what a check's ``FuzzConfiguration/oracle`` is to a test: the oracle's options
    /// every run of the engine is judged with — an app that still supports iOS 7 says so with
    /// `deploymentTarget`, so its engine meets the crashes of those releases.
    public init<Case>(
        _ name: String, kind: Kind = .correct, summary: String, oracle: UIKitValidator.Options = .fuzzing,
        _ target: FuzzTarget<Case>
    ) {
        func run(_ flavors: [ViewFlavor], _ maxSize: Int, _ oracle: UIKitValidator.Options) -> FuzzTarget<Case>.Run {
            FuzzTarget<Case>.Run(
                name: name, kind: kind, summary: summary, flavors: flavors, maxSize: maxSize, oracle: oracle)
        }
        self.init(
            name: name, scenario: target.scenario, kind: kind, summary: summary, flavors: target.flavors,
            judgedBy: { flavors, maxSize, oracle in target.property(run(flavors, maxSize, oracle)) },
            explain: { value, flavors, oracle in target.explain(value, run(flavors, CaseSize.standard, oracle)) },
            validate: target.validate)
        self.oracle = oracle
        targetName = target.name
        usesViewFlavor = target.usesViewFlavor
        if let exhaustive = target.exhaustive {
            scopeWords = exhaustive.words
            scopedCase = { flavors, scope, draws, oracle in
                exhaustive.scopedCase(run(flavors, CaseSize.standard, oracle), scope, draws).map {
                    (AnyCase($0.value), $0.draws)
                }
            }
            walk = { flavors, scope, configuration, oracle in
                switch exhaustive.walk(run(flavors, CaseSize.standard, oracle), scope, configuration) {
                case .passed(let report): return .passed(report)
                case .failed(let counterexample, let report): return .failed(counterexample.map(AnyCase.init), report)
                case .tooLarge(let refusal): return .tooLarge(refusal)
                }
            }
        }
    }

    /// A scope in the words of its scenario (`… on ≤ 3 sections of ≤ 3 rows`, `… on a list of ≤ 3 items`).
    package func describe(_ scope: ExhaustiveScope) -> String { scopeWords(scope) }

    /// The case that `draws` make in `scope` (what an exhaustive walk was judging when its
    /// process died), with its draws for the random runs' generator.
    package func scopedCase(
        _ flavors: [ViewFlavor], scope: ExhaustiveScope, draws: [UInt64]
    ) -> (value: AnyCase, draws: [UInt64])? {
        scopedCase?(flavors, scope, draws, oracle)
    }

    /// Whether its scenario can be checked exhaustively (`batchfuzz fuzz --exhaustive`).
    package var checksExhaustively: Bool { walk != nil }

    /// Every case of `scope`, judged in `flavors`; `nil` when its scenario has no exhaustive form.
    package func checkExhaustively(
        _ flavors: [ViewFlavor], scope: ExhaustiveScope, configuration: ExhaustiveConfiguration
    ) -> ExhaustiveResult<AnyCase>? {
        walk?(flavors, scope, configuration, oracle)
    }

    /// Its property, judged in `flavors`, with at most `maxSize` operations a case.
    package func property(_ flavors: [ViewFlavor], _ maxSize: Int = CaseSize.standard) -> Property<AnyCase> {
        makeProperty(flavors, maxSize, oracle)
    }

    /// Its verdict on one case, in `flavors`.
    package func verdict(for value: AnyCase, flavors: [ViewFlavor]) -> Verdict {
        var context = CaseContext()
        return property(flavors).body(value, &context)
    }

    /// A saved case read back; throws when the JSON is not a case of this engine's scenario.
    package func decodeCase(_ json: JSONValue) throws -> AnyCase { try decode(json) }

    /// The case step by step, the engine's output and the verdict.
    package func explanation(of value: AnyCase, flavors: [ViewFlavor]) -> String { explain(value, flavors, oracle) }
}
