// How settings read as text, the same on the command line and in environment variables.

/// Parses a duration such as `90s`, `10m`, `1h` or `500ms`, of at most ``longestDuration``.
package func parseDuration(_ text: String) -> Duration? {
    let units: [(String, Int64)] = [("ms", 1), ("s", 1_000), ("m", 60_000), ("h", 3_600_000)]
    for (suffix, milliseconds) in units where text.hasSuffix(suffix) {
        guard let amount = Int64(text.dropLast(suffix.count)), amount > 0 else { return nil }
        let (total, overflow) = amount.multipliedReportingOverflow(by: milliseconds)
        guard !overflow, total <= longestDuration else { return nil }
        return .milliseconds(total)
    }
    return nil
}

/// The longest duration an option takes, in milliseconds: 30 days.
package let longestDuration: Int64 = 30 * 24 * 3_600_000

/// Parses a seed: decimal or `0x` hexadecimal.
package func parseSeed(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
}
