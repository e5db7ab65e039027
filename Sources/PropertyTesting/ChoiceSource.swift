/// Where generators get their choices: bounded integers, where 0 is always the simplest choice.
///
/// Four drivers behind one type. **Random**: a seeded xoshiro256** stream, biased toward the
/// interesting values (0, 1, the bound, small numbers that grow with ``size``). **Replay**: a
/// recorded draw list (past its end, or above a draw's bound, the simplest value 0), or a
/// recorded prefix continued at random. **Bytes**:
/// a raw buffer, so a coverage-guided fuzzer such as libFuzzer drives the same generators.
/// Every draw is recorded in ``draws`` whatever the driver, so any case can be replayed and
/// shrunk from its draws alone.
public struct ChoiceSource {
    private enum Driver { case random, replay, replayThenRandom, bytes, encode, probe }

    private let driver: Driver
    private var rng: Xoshiro256StarStar
    private let replayDraws: [UInt64]
    private let buffer: [UInt8]
    private var position = 0

    /// Every draw so far, in order.
    public private(set) var draws: [UInt64] = []
    /// How big random cases should be, 0 through 100: it widens the "small values" the random
    /// driver favours and lengthens lists. It never changes how draws are read, so replaying a
    /// case does not need it.
    public var size: Int
    /// Whether spans are recorded (the shrinker wants them; the random hot loop does not).
    public let recordsSpans: Bool
    /// The spans recorded so far, when ``recordsSpans`` is on.
    public private(set) var spans: [Span] = []
    private var openSpans: [Int] = []

    /// A random source: the case is fixed by `seed`.
    public init(seed: UInt64, size: Int = 100, recordingSpans: Bool = false) {
        driver = .random
        rng = Xoshiro256StarStar(seed: seed)
        replayDraws = []
        buffer = []
        self.size = size
        recordsSpans = recordingSpans
    }

    /// A replay source reading `draws`.
    public init(replaying draws: [UInt64], recordingSpans: Bool = false) {
        driver = .replay
        rng = Xoshiro256StarStar(seed: 0)
        replayDraws = draws
        buffer = []
        size = 100
        recordsSpans = recordingSpans
        self.draws.reserveCapacity(draws.count)
    }

    /// A source that replays `prefix`, then draws at random from `seed`: the same case up to
    /// a point and a fresh one after it, as a structure-aware mutation wants.
    public init(replaying prefix: [UInt64], thenSeed seed: UInt64, size: Int, recordingSpans: Bool = false) {
        driver = .replayThenRandom
        rng = Xoshiro256StarStar(seed: seed)
        replayDraws = prefix
        buffer = []
        self.size = size
        recordsSpans = recordingSpans
    }

    /// A byte source reading `bytes` (little-endian, as many bytes as a draw's bound needs).
    public init(bytes: [UInt8], size: Int = 100, recordingSpans: Bool = false) {
        driver = .bytes
        rng = Xoshiro256StarStar(seed: 0)
        replayDraws = []
        buffer = bytes
        self.size = size
        recordsSpans = recordingSpans
    }

    /// A replay source that also writes the bytes a byte source needs to draw the same values:
    /// ``encodedBytes`` after generating a case from `draws` seeds a coverage-guided fuzzer's
    /// corpus with a saved case.
    public init(encoding draws: [UInt64]) {
        driver = .encode
        rng = Xoshiro256StarStar(seed: 0)
        replayDraws = draws
        buffer = []
        size = 100
        recordsSpans = false
    }

    /// The bound of every draw so far, recorded by the sources that walk the tree of choices
    /// (``init(enumerating:)``, ``init(probing:)``): a draw `i` could have been anything in
    /// `0...bounds[i]`.
    public private(set) var bounds: [UInt64] = []
    private var recordsBounds = false

    /// A source that replays `prefix`, then draws the simplest value, 0, and records every
    /// draw's bound: one path of the tree of choices, for an exhaustive walk.
    public init(enumerating prefix: [UInt64]) {
        driver = .replay
        rng = Xoshiro256StarStar(seed: 0)
        replayDraws = prefix
        buffer = []
        size = 100
        recordsSpans = false
        recordsBounds = true
    }

    /// A source that draws every choice uniformly within its bound and records the bounds: a
    /// random path of the tree of choices, for estimating its size.
    public init(probing seed: UInt64) {
        driver = .probe
        rng = Xoshiro256StarStar(seed: seed)
        replayDraws = []
        buffer = []
        size = 100
        recordsSpans = false
        recordsBounds = true
    }

    /// The bytes written so far by an encoding source (``init(encoding:)``).
    public private(set) var encodedBytes: [UInt8] = []

    /// Resets a random source for a new case, keeping its storage.
    public mutating func restart(seed: UInt64, size: Int) {
        precondition(driver == .random, "only a random source restarts")
        rng = Xoshiro256StarStar(seed: seed)
        self.size = size
        draws.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        openSpans.removeAll(keepingCapacity: true)
    }

    /// A number in `0...bound`, biased in random mode toward 0, 1, `bound`, `bound - 1` and small
    /// values; read as recorded in replay mode.
    @inline(__always)
    public mutating func draw(upTo bound: UInt64) -> UInt64 {
        let value: UInt64
        switch driver {
        case .random: value = biased(bound)
        case .replay: value = replayed(bound)
        case .replayThenRandom: value = position < replayDraws.count ? replayed(bound) : biased(bound)
        case .bytes: value = fromBytes(bound)
        case .encode: value = encoded(bound)
        case .probe: value = uniform(bound)
        }
        draws.append(value)
        if recordsBounds { bounds.append(bound) }
        return value
    }

    /// `true` with probability `probability` in random mode; recorded as 1 (true) or 0.
    @inline(__always)
    public mutating func drawBool(probability: Double) -> Bool {
        let value: UInt64
        switch driver {
        case .random: value = randomBool(probability)
        case .replay: value = replayed(1)
        case .replayThenRandom:
            value = position < replayDraws.count ? replayed(1) : randomBool(probability)
        case .bytes: value = fromBytes(1)
        case .encode: value = encoded(1)
        case .probe: value = uniform(1)
        }
        draws.append(value)
        if recordsBounds { bounds.append(1) }
        return value == 1
    }

    /// An index into `weights`, chosen in proportion to them in random mode; recorded as the
    /// index, so the first alternative is the simplest.
    public mutating func drawWeighted(_ weights: [Int], total: Int) -> Int {
        let value: UInt64
        switch driver {
        case .replayThenRandom where position < replayDraws.count: value = replayed(UInt64(weights.count - 1))
        case .random, .replayThenRandom:
            var pick = Int(uniform(UInt64(total - 1)))
            var index = 0
            while pick >= weights[index] {
                pick -= weights[index]
                index += 1
            }
            value = UInt64(index)
        case .replay: value = replayed(UInt64(weights.count - 1))
        case .bytes: value = fromBytes(UInt64(weights.count - 1))
        case .encode: value = encoded(UInt64(weights.count - 1))
        case .probe: value = uniform(UInt64(weights.count - 1))
        }
        draws.append(value)
        if recordsBounds { bounds.append(UInt64(weights.count - 1)) }
        return Int(value)
    }

    // MARK: Spans

    /// Opens a span of `kind`; `prefix` earlier draws belong to it.
    @inline(__always)
    public mutating func beginSpan(_ kind: Span.Kind, prefix: Int = 0) {
        guard recordsSpans else { return }
        spans.append(
            Span(start: draws.count, end: draws.count, prefix: prefix, parent: openSpans.last ?? -1, kind: kind))
        openSpans.append(spans.count - 1)
    }

    /// Closes the innermost open span.
    @inline(__always)
    public mutating func endSpan() {
        guard recordsSpans else { return }
        spans[openSpans.removeLast()].end = draws.count
    }

    // MARK: Drivers

    @inline(__always)
    private mutating func biased(_ bound: UInt64) -> UInt64 {
        if bound == 0 { return 0 }
        let r = rng.next()
        switch r & 15 {
        case 0: return 0
        case 1: return 1
        case 2: return bound
        case 3: return bound - 1
        case 4...8:
            let small = UInt64(2 + size)
            return (r >> 4) % (Swift.min(bound, small) + 1)
        default:
            return uniform(bound)
        }
    }

    @inline(__always)
    private mutating func randomBool(_ probability: Double) -> UInt64 {
        Double(rng.next() >> 11) * 0x1p-53 < probability ? 1 : 0
    }

    @inline(__always)
    private mutating func uniform(_ bound: UInt64) -> UInt64 {
        if bound == .max { return rng.next() }
        return rng.next().multipliedFullWidth(by: bound + 1).high
    }

    @inline(__always)
    private mutating func replayed(_ bound: UInt64) -> UInt64 {
        guard position < replayDraws.count else { return 0 }
        let value = replayDraws[position]
        position += 1
        return value <= bound ? value : 0
    }

    /// The replayed value, written as ``fromBytes(_:)`` reads it back.
    private mutating func encoded(_ bound: UInt64) -> UInt64 {
        let value = replayed(bound)
        let width = (64 - bound.leadingZeroBitCount + 7) / 8
        for shift in 0..<width { encodedBytes.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * shift))) }
        return value
    }

    private mutating func fromBytes(_ bound: UInt64) -> UInt64 {
        let width = (64 - bound.leadingZeroBitCount + 7) / 8
        var value: UInt64 = 0
        for shift in 0..<width {
            guard position < buffer.count else { break }
            value |= UInt64(buffer[position]) << UInt64(8 * shift)
            position += 1
        }
        return bound == .max ? value : value % (bound + 1)
    }
}
