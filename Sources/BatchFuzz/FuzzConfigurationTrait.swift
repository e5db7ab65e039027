#if canImport(Testing)
    import BatchFuzzCore
    import Testing

    /// A Swift Testing trait that gives every `check` in a suite (or one test) its configuration,
    /// where the `check` call names none:
    ///
    /// ```swift
    /// @Suite(.fuzzConfiguration(.init(cases: 5_000, oracle: .init(deploymentTarget: IOSVersion(16)))))
    /// struct FeedUpdateTests {
    ///     @Test func coalescer() { check(.coalescer(FeedCoalescer())) }
    ///     @Test func differ() { check(.differ(FeedDiffer())) }
    /// }
    /// ```
    public struct FuzzConfigurationTrait: SuiteTrait, TestTrait, TestScoping {
        /// The configuration the suite's checks run with.
        public var configuration: FuzzConfiguration

        /// The suite's tests, and the suites inside it, run with the configuration too.
        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await Self.$current.withValue(configuration) { try await function() }
        }

        /// The configuration of the trait around the running test, if any.
        @TaskLocal static var current: FuzzConfiguration?
    }

    extension Trait where Self == FuzzConfigurationTrait {
        /// Every `check` in the suite or test runs with `configuration` unless it names its own.
        public static func fuzzConfiguration(_ configuration: FuzzConfiguration) -> Self {
            FuzzConfigurationTrait(configuration: configuration)
        }
    }
#else
    import BatchFuzzCore

    /// Without Swift Testing there is no suite trait; `check` uses the configuration it is given.
    enum FuzzConfigurationTrait {
        static var current: FuzzConfiguration? { nil }
    }
#endif
