import PropertyTesting

/// What every scenario's case is: readable (printed in failures), codable (saved in the corpus
/// explicitly, so it replays without its generator) and sendable.
package typealias FuzzCase = Codable & Sendable & CustomStringConvertible

/// A case of any scenario, so that the command line, the supervisor and the corpus handle all
/// scenarios alike; only the engine that made it looks inside.
package struct AnyCase: Sendable, CustomStringConvertible {
    /// The scenario's own case.
    package let base: any FuzzCase

    package init(_ base: any FuzzCase) { self.base = base }

    package var description: String { base.description }

    /// The explicit form the corpus stores.
    package func json() throws -> JSONValue { try JSONValue(encoding: base) }
}
