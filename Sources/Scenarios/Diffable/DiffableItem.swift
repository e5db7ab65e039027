/// How an app's item type defines identity — the five strategies the scenario generates, each
/// behaving differently when its content changes (spec, scenario b).
public enum IdentityStrategy: String, Hashable, Sendable, Codable, CaseIterable {
    /// A struct with synthesized `Hashable`: every field is identity, so new content is a new item.
    case valueHashingAllFields
    /// A struct whose `==` and `hash` use only its `id`: new content is the *same* item.
    case valueHashingID
    /// A class whose `==` and `hash` use its `id` (NSObject style).
    case classHashingID
    /// A class with default object identity (`===`, `ObjectIdentifier`).
    case classObjectIdentity
    /// Broken: `==` compares the `id`, `hash` combines every field.
    case brokenHash

    /// Whether items are references (mutating one changes what every holder sees).
    public var isReference: Bool { self == .classHashingID || self == .classObjectIdentity }
}

/// An item identifier of the scenario: an `id` naming the row in the app's data and the
/// `content` a cell shows.
///
/// Identifiers of a snapshot are `Sendable`, as UIKit asks; the two classes are mutable, as app
/// models often are, and say `@unchecked Sendable` as such an app must.
public protocol DiffableItem: Hashable, Sendable, CustomStringConvertible {
    static var strategy: IdentityStrategy { get }
    /// A new item.
    init(id: Int, content: Int)
    /// The app's name for the row (not necessarily the identity).
    var id: Int { get }
    /// What a cell configured with this item shows.
    var content: Int { get }
    /// What app code naturally does to change the content: a changed copy of a value, or the
    /// same object, mutated in place.
    func changingContent(to content: Int) -> Self
}

extension DiffableItem {
    public var description: String {
        "\(Self.strategy.isReference ? "object" : "item")(id: \(id), content: \(content))"
    }
}

/// Value type, synthesized `Hashable` (all fields).
public struct ValueItem: DiffableItem {
    public static let strategy = IdentityStrategy.valueHashingAllFields
    public var id: Int
    public var content: Int
    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
    public func changingContent(to content: Int) -> ValueItem { ValueItem(id: id, content: content) }
}

/// Value type, `==` and `hash` on `id` only.
public struct IdentifiedValueItem: DiffableItem {
    public static let strategy = IdentityStrategy.valueHashingID
    public var id: Int
    public var content: Int
    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
    public func changingContent(to content: Int) -> IdentifiedValueItem {
        IdentifiedValueItem(id: id, content: content)
    }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Class, `==` and `hash` on `id` (as an `NSObject` subclass overriding `isEqual:` / `hash`).
public final class IdentifiedObject: DiffableItem, @unchecked Sendable {
    public static let strategy = IdentityStrategy.classHashingID
    public let id: Int
    public var content: Int
    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
    public func changingContent(to content: Int) -> IdentifiedObject {
        self.content = content
        return self
    }
    public static func == (a: IdentifiedObject, b: IdentifiedObject) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Class with default object identity.
public final class PlainObject: DiffableItem, @unchecked Sendable {
    public static let strategy = IdentityStrategy.classObjectIdentity
    public let id: Int
    public var content: Int
    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
    public func changingContent(to content: Int) -> PlainObject {
        self.content = content
        return self
    }
    public static func == (a: PlainObject, b: PlainObject) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Value type breaking the contract: `==` on `id`, `hash` on every field.
public struct BrokenHashItem: DiffableItem {
    public static let strategy = IdentityStrategy.brokenHash
    public var id: Int
    public var content: Int
    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
    public func changingContent(to content: Int) -> BrokenHashItem { BrokenHashItem(id: id, content: content) }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(content)
    }
}
