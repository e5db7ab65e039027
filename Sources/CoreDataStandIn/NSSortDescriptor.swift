#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSSortDescriptor` (https://developer.apple.com/documentation/foundation/nssortdescriptor) with
    /// the key-based initializer fetch requests use. swift-corelibs-foundation has the class but
    /// marks `init(key:ascending:)` unavailable (it has no key-value coding), so this one stands in
    /// for it wherever `CoreDataStandIn` is imported: Swift prefers a module's own declaration to
    /// the one of the module it re-exports.
    ///
    /// Values compare as numbers, strings (`compare:`, not localized), dates or booleans; `nil`
    /// sorts first; other values compare by their description.
    public final class NSSortDescriptor: NSObject, @unchecked Sendable {
        /// `key` (https://developer.apple.com/documentation/foundation/nssortdescriptor/key): a key
        /// path of the objects sorted.
        public let key: String?
        /// `ascending` (https://developer.apple.com/documentation/foundation/nssortdescriptor/ascending).
        public let ascending: Bool

        /// `init(key:ascending:)`
        /// (https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:)).
        public init(key: String?, ascending: Bool) {
            self.key = key
            self.ascending = ascending
        }

        /// `reversedSortDescriptor`
        /// (https://developer.apple.com/documentation/foundation/nssortdescriptor/reversedsortdescriptor).
        public var reversedSortDescriptor: Any { NSSortDescriptor(key: key, ascending: !ascending) }

        /// `compare(_:to:)`
        /// (https://developer.apple.com/documentation/foundation/nssortdescriptor/compare(_:to:)): the
        /// two managed objects' values for ``key``, in this descriptor's direction.
        @MainActor
        public func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
            let value: (Any) -> Any? = { [key] object in
                guard let key else { return object }
                return (object as? NSManagedObject)?.value(forKeyPath: key)
            }
            return directed(Self.compareValues(value(object1), value(object2)))
        }

        func directed(_ result: ComparisonResult) -> ComparisonResult {
            guard !ascending else { return result }
            switch result {
            case .orderedAscending: return .orderedDescending
            case .orderedDescending: return .orderedAscending
            case .orderedSame: return .orderedSame
            }
        }

        /// How two attribute values order, ascending.
        static func compareValues(_ a: Any?, _ b: Any?) -> ComparisonResult {
            SortValue.compare(SortValue(a), SortValue(b))
        }

        static func present(_ value: Any?) -> Any? {
            guard let value, !(value is NSNull) else { return nil }
            return value
        }

        static func number(_ value: Any) -> Double? {
            switch value {
            case let value as Bool: return value ? 1 : 0
            case let value as Int: return Double(value)
            case let value as Int16: return Double(value)
            case let value as Int32: return Double(value)
            case let value as Int64: return Double(value)
            case let value as Double: return value
            case let value as Float: return Double(value)
            case let value as NSNumber: return value.doubleValue
            default: return nil
            }
        }
    }

    /// An attribute value as a sort compares it, read and classified once: a sort of `n` objects
    /// then casts each value once rather than at each of its comparisons. Values compare as
    /// numbers, strings, dates, and otherwise by their descriptions; `nil` (or `NSNull`) first.
    struct SortValue {
        private enum Kind {
            case none, number(Double), string(String), date(Date), other
        }

        private let kind: Kind
        private let value: Any?

        init(_ value: Any?) {
            let present = NSSortDescriptor.present(value)
            self.value = present
            if let present {
                if let number = NSSortDescriptor.number(present) {
                    kind = .number(number)
                } else if let string = present as? String {
                    kind = .string(string)
                } else if let date = present as? Date {
                    kind = .date(date)
                } else {
                    kind = .other
                }
            } else {
                kind = .none
            }
        }

        /// How `a` and `b` order, ascending.
        static func compare(_ a: SortValue, _ b: SortValue) -> ComparisonResult {
            func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
                x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            }
            switch (a.kind, b.kind) {
            case (.none, .none): return .orderedSame
            case (.none, _): return .orderedAscending
            case (_, .none): return .orderedDescending
            case (.number(let x), .number(let y)): return order(x, y)
            case (.string(let x), .string(let y)): return order(x, y)
            case (.date(let x), .date(let y)): return order(x, y)
            default: return order(String(describing: a.value ?? ""), String(describing: b.value ?? ""))
            }
        }
    }
#endif
