import Foundation

/// What a check sees of the thing it judges without judging a case: the stored state of the
/// screen its `make` builds (read by reflection) and what the screen's lists show once it is
/// shown, line by line. A child judge builds the thing again in another run of the test; if that
/// run's look differs from this one's, the child judges something the test did not ask for (the
/// screen read a file, a global an earlier test set, a random number), and the check says so
/// instead of passing on it.
///
/// Values that differ between two builds in one process (a counter bumped by each build, a
/// random value drawn by `make`) say nothing of the run: each side builds twice and keeps only
/// the lines both builds agree on. Dates, UUIDs and addresses are never compared. Sets and dictionaries are written in sorted order
/// (their order follows a hash seed that differs per process).
package struct SubjectLook: Codable, Equatable, Sendable {
    /// One thing seen: where (`items[2]`, `UITableView 1 shows`) and what.
    package struct Line: Codable, Equatable, Sendable {
        package var path: String
        package var value: String

        package init(path: String, value: String) {
            self.path = path
            self.value = value
        }
    }

    package var lines: [Line]

    package init(lines: [Line]) {
        self.lines = lines
    }

    /// The lines `self` and `other` agree on: what a build shows every time.
    package func agreeing(with other: SubjectLook) -> SubjectLook {
        let theirs = Dictionary(other.lines.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        return SubjectLook(lines: lines.filter { theirs[$0.path] == $0.value })
    }

    /// The first place, in this look's order, where `child` sees another value than this
    /// process: `` `items[2]` is "Charlie" here and "Delta" in the child``, or `nil`.
    package func difference(from child: SubjectLook) -> String? {
        let theirs = Dictionary(child.lines.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        for line in lines {
            guard let there = theirs[line.path], there != line.value else { continue }
            return "`\(line.path)` is \(Self.quoted(line.value)) here and \(Self.quoted(there)) in the child"
        }
        return nil
    }

    private static func quoted(_ value: String) -> String {
        value.count > 120 ? "\(value.prefix(120))…" : value
    }

    // MARK: Reading a value's state

    /// The stored state of `value`, property by property, down to `depth` levels; objects of the
    /// modules in `passing` (the stand-in views, which the lists' lines cover) are passed over.
    package static func state(of value: Any, depth: Int = 4, passing modules: [String] = []) -> SubjectLook {
        var reader = Reader(modules: modules)
        reader.read(value, path: "", depth: depth)
        return SubjectLook(lines: reader.lines)
    }

    private struct Reader {
        let modules: [String]
        var lines: [Line] = []
        var seen: Set<ObjectIdentifier> = []
        static let limit = 2_000

        init(modules: [String]) {
            self.modules = modules
        }

        mutating func read(_ value: Any, path: String, depth: Int) {
            guard lines.count < Self.limit else { return }
            // A moment or a random identifier: unlike in every build, whatever the run.
            guard !(value is Date), !(value is UUID) else { return }
            let mirror = Mirror(reflecting: value)
            if type(of: value) is AnyClass {
                let object = value as AnyObject
                guard !isPassedOver(type(of: object)), seen.insert(ObjectIdentifier(object)).inserted else { return }
            }
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first else {
                    add(path, "nil")
                    return
                }
                read(wrapped.value, path: path, depth: depth)
            case .collection:
                add(path + ".count", "\(mirror.children.count)")
                guard depth > 0 else { return }
                for (index, child) in mirror.children.prefix(50).enumerated() {
                    read(child.value, path: "\(path)[\(index)]", depth: depth - 1)
                }
            case .set, .dictionary:
                // A hash seed of its own in every process: written sorted, as one line.
                add(path, mirror.children.map { Self.text(of: $0.value) }.sorted().joined(separator: ", "))
            case .enum:
                guard let payload = mirror.children.first else {
                    add(path, "\(value)")
                    return
                }
                add(path, "." + (payload.label ?? "?"))
                if depth > 0 { read(payload.value, path: path + "." + (payload.label ?? "?"), depth: depth - 1) }
            case .struct, .class, .tuple:
                guard depth > 0 else { return }
                var level: Mirror? = mirror
                while let current = level {
                    if let owner = current.subjectType as? AnyClass, isPassedOver(owner) { break }
                    for (index, child) in current.children.enumerated() {
                        let name = child.label ?? ".\(index)"
                        read(child.value, path: path.isEmpty ? name : "\(path).\(name)", depth: depth - 1)
                    }
                    level = current.superclassMirror
                }
            default:
                add(path, Self.text(of: value))
            }
        }

        mutating func add(_ path: String, _ value: String) {
            // An address is the process's own, whatever the thing built.
            guard !value.contains("0x") else { return }
            lines.append(Line(path: path.isEmpty ? "self" : path, value: value))
        }

        func isPassedOver(_ type: AnyClass) -> Bool {
            let name = String(reflecting: type)
            return modules.contains { name.hasPrefix($0 + ".") }
        }

        static func text(of value: Any) -> String {
            let text = String(describing: value)
            return text.count > 200 ? String(text.prefix(200)) + "…" : text
        }
    }
}
