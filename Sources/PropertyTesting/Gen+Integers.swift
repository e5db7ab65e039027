extension Gen where Value == Int {
    /// Integers in `range`. The draw 0 is the value closest to zero; then, while both signs are
    /// left, they alternate — 0, −1, 1, −2, 2, … — so shrinking goes toward 0. The random driver
    /// favours small values and the range's edges.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let lower = range.lowerBound, upper = range.upperBound
        if lower >= 0 {
            let bound = UInt64(upper - lower)
            return Gen { source in lower + Int(source.draw(upTo: bound)) }
        }
        if upper <= 0 {
            let bound = UInt64(bitPattern: Int64(upper) &- Int64(lower))
            return Gen { source in upper &- Int(truncatingIfNeeded: source.draw(upTo: bound)) }
        }
        let negatives = UInt64(bitPattern: Int64(0) &- Int64(lower))  // how many values below 0
        let positives = UInt64(upper)
        let paired = Swift.min(negatives, positives)
        let bound = negatives &+ positives
        return Gen { source in
            let draw = source.draw(upTo: bound)
            return signedValue(of: draw, paired: paired, negativesAreLonger: negatives > positives)
        }
    }

    /// Integers from the full `Int` range.
    @inlinable
    public static var int: Gen<Int> { .int(in: Int.min...Int.max) }

    /// The value a draw stands for in a range that spans zero.
    @inlinable @inline(__always)
    static func signedValue(of draw: UInt64, paired: UInt64, negativesAreLonger: Bool) -> Int {
        if draw <= paired &* 2 {
            // 0, -1, 1, -2, 2, ...
            let magnitude = (draw &+ 1) / 2
            return draw & 1 == 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(truncatingIfNeeded: magnitude)
        }
        let beyond = draw &- paired
        return negativesAreLonger ? Int(truncatingIfNeeded: 0 &- beyond) : Int(truncatingIfNeeded: beyond)
    }
}

extension Gen where Value == Bool {
    /// `false` (the simpler) or `true`, each half the time.
    @inlinable
    public static var bool: Gen<Bool> { Gen { source in source.drawBool(probability: 0.5) } }

    /// `true` with `probability` in random mode.
    @inlinable
    public static func bool(probability: Double) -> Gen<Bool> {
        Gen { source in source.drawBool(probability: probability) }
    }
}
