/// An iOS release, as an app's deployment target names it: `IOSVersion(9)` is iOS 9.0.
///
/// The oracle takes one as the oldest release an app supports
/// (`UIKitValidator/Options/deploymentTarget`), so that device quirks fixed before it are not
/// reported; the differ takes one so that it works around only the quirks that target still has.
public struct IOSVersion: Hashable, Comparable, Sendable, Codable {
    /// The major release, e.g. 16.
    public var major: Int
    /// The minor release, e.g. 4 in 16.4.
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Reads `16`, `16.4` or `iOS 16.4`; `nil` for anything else.
    public init?(parsing text: String) {
        var text = Substring(text)
        if text.hasPrefix("iOS ") { text = text.dropFirst(4) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major, minor)
    }

    /// The oldest release current Xcode deploys to: what the oracle assumes an app supports unless
    /// told otherwise (`UIKitValidator/Options/deploymentTarget`).
    public static let oldestDeploymentTarget = IOSVersion(15)

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

extension IOSVersion: CustomStringConvertible {
    /// `iOS 16.4`.
    public var description: String { "iOS \(major).\(minor)" }
}
