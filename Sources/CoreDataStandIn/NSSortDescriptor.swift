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
            func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
                x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            }
            switch (present(a), present(b)) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case (let x?, let y?):
                if let x = number(x), let y = number(y) { return order(x, y) }
                if let x = x as? String, let y = y as? String { return order(x, y) }
                if let x = x as? Date, let y = y as? Date { return order(x, y) }
                return order(String(describing: x), String(describing: y))
            }
        }

        private static func present(_ value: Any?) -> Any? {
            guard let value, !(value is NSNull) else { return nil }
            return value
        }

        private static func number(_ value: Any) -> Double? {
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
#endif
