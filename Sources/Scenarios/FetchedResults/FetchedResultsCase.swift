import ListEmulation
import PropertyTesting

/// One case of scenario (d): the objects a controller fetched, the quirk modes it reports with,
/// how many rows fit on screen, and the saves that change the objects.
public struct FetchedResultsCase: Hashable, Sendable, Codable, CustomStringConvertible {
    public var objects: [FetchedObject]
    public var quirks: FetchedResultsQuirks
    public var visibleRows: Int
    /// Change sets, one per `save()`.
    public var saves: [[FetchedChange]]

    public init(objects: [FetchedObject], quirks: FetchedResultsQuirks, visibleRows: Int, saves: [[FetchedChange]]) {
        self.objects = objects
        self.quirks = quirks
        self.visibleRows = visibleRows
        self.saves = saves
    }

    public var description: String {
        var lines = [
            "objects: \(FetchedResults(objects: objects)) — \(objects.map { $0.description }.joined(separator: " "))",
            "quirks: \(quirks); rows on screen: \(visibleRows)",
        ]
        lines += saves.enumerated().map {
            "  save \($0.offset + 1): \($0.element.map { $0.description }.joined(separator: "; "))"
        }
        return lines.joined(separator: "\n")
    }

    /// Random cases: up to eight objects in up to four sections (keys 0–3, sort keys 0–4), a
    /// third of the cases with every quirk on and the rest with each quirk on half the time, one
    /// to twelve rows on screen, and up to `maxSaves` saves of one to three changes. Small key
    /// ranges make sections empty and appear often, and objects swap and tie.
    public static func generator(maxSaves: Int = 6) -> Gen<FetchedResultsCase> {
        let object = Gen.zip(Gen.int(in: 0...3), Gen.int(in: 0...4))
        let objects = Gen<[(Int, Int)]>.array(of: object, length: 0...8).map { drawn in
            drawn.enumerated().map { FetchedObject(id: $0.offset, sectionKey: $0.element.0, sortKey: $0.element.1) }
        }
        // Seven flags, then "all of them" a third of the time: shrinking can switch "all" off and
        // then each quirk a failure does not need, without disturbing the draws that follow.
        let quirks = Gen.zip(
            Gen<[Bool]>.array(of: .bool, count: FetchedResultsQuirk.allCases.count), Gen.bool(probability: 1.0 / 3.0)
        ).map { flags, all in
            all
                ? FetchedResultsQuirks.all
                : FetchedResultsQuirks(zip(FetchedResultsQuirk.allCases, flags).filter { $0.1 }.map { $0.0 })
        }
        return Gen.zip(objects, quirks, Gen.int(in: 1...12)).flatMap { objects, quirks, visibleRows in
            let initial = SaveState(live: objects, nextID: objects.count)
            return Gen<[[FetchedChange]]>.commands(
                from: initial, length: 1...maxSaves, { state in state.saveGenerator() }, apply: { $0.after($1) }
            )
            .map { FetchedResultsCase(objects: objects, quirks: quirks, visibleRows: visibleRows, saves: $0) }
        }
    }

    /// The objects alive between saves, for generating changes that name them.
    struct SaveState {
        /// Live objects, by id.
        var live: [FetchedObject]
        var nextID: Int

        func after(_ save: [FetchedChange]) -> SaveState {
            var objects: [Int: FetchedObject] = [:]
            for object in live { objects[object.id] = object }
            var next = nextID
            for change in save {
                change.apply(to: &objects)
                if case .insert(let object) = change { next = max(next, object.id + 1) }
            }
            return SaveState(live: objects.values.sorted { $0.id < $1.id }, nextID: next)
        }

        /// One to three changes; inserts get fresh ids, deletes and edits name live objects.
        func saveGenerator() -> Gen<[FetchedChange]> {
            let live = self.live, nextID = self.nextID
            let insert = Gen.zip(Gen.int(in: 0...3), Gen.int(in: 0...4)).map { key, sort in
                FetchedChange.insert(FetchedObject(id: -1, sectionKey: key, sortKey: sort))
            }
            var kinds: [(Int, Gen<FetchedChange>)] = [(2, insert)]
            if !live.isEmpty {
                let pick = Gen.element(of: live)
                kinds.append((2, pick.map { .delete(id: $0.id) }))
                let maybeKey = Gen.frequency([
                    (3, Gen<Int?>.constant(nil)), (2, Gen.int(in: 0...3).map { Optional($0) }),
                ])
                let maybeSort = Gen.frequency([
                    (1, Gen<Int?>.constant(nil)), (1, Gen.int(in: 0...4).map { Optional($0) }),
                ])
                let edit = Gen.zip(pick, Gen.zip(maybeKey, maybeSort), Gen.bool).map { object, keys, bump in
                    FetchedChange.edit(
                        id: object.id, sectionKey: keys.0, sortKey: keys.1,
                        content: bump || (keys.0 == nil && keys.1 == nil) ? object.content + 1 : nil)
                }
                kinds.append((5, edit))
            }
            return Gen<[FetchedChange]>.array(of: .frequency(kinds), length: 1...3).map { changes in
                var next = nextID
                return changes.map { change in
                    guard case .insert(var object) = change else { return change }
                    object.id = next
                    next += 1
                    return .insert(object)
                }
            }
        }
    }
}
