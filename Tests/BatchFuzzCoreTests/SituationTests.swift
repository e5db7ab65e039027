@testable import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// The exhaustive walk's situations against their definition: the list moves as the reference
/// model moves it, edit by edit, valid or not; and two situations get the same key exactly when
/// they hold the same thing — the same list and reloads once the identifiers the edits made are
/// named in the order they stand, after as many edits of the same kinds.
struct SituationTests {
    /// Random edits, about half of them out of range, on random lists of up to 4 sections of up
    /// to 4 rows.
    static func randomCases(seed: UInt64, count: Int) -> [(SectionedList<Int, Int>, [Edit<Int, Int>])] {
        var rng = SplitMix64(seed: seed)
        func random(_ bound: Int) -> Int { bound > 0 ? Int(rng.next() % UInt64(bound)) : 0 }
        return (0..<count).map { _ in
            var next = 0
            let sections = (0..<random(5)).map { s in
                SectionedList<Int, Int>.Section(
                    s,
                    (0..<random(5)).map { _ in
                        next += 1
                        return next - 1
                    })
            }
            let initial = SectionedList(sections)
            var newSection = sections.count, newItem = next
            let edits: [Edit<Int, Int>] = (0..<(1 + random(4))).map { _ in
                func index(_ bound: Int) -> Int { random(6) == 0 ? random(bound + 3) - 1 : random(max(bound, 1)) }
                func path() -> ItemPath { ItemPath(section: index(3), item: index(4)) }
                switch random(8) {
                case 0:
                    newSection += 1
                    return .insertSection(id: newSection - 1, at: index(3))
                case 1: return .deleteSection(at: index(3))
                case 2: return .moveSection(from: index(3), to: index(3))
                case 3: return .reloadSection(at: index(3))
                case 4:
                    newItem += 1
                    return .insertItem(id: newItem - 1, at: path())
                case 5: return .deleteItem(at: path())
                case 6: return .moveItem(from: path(), to: path())
                default: return .reloadItem(at: path())
                }
            }
            return (initial, edits)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theListMovesAsTheReferenceModelMovesIt(seed: UInt64) {
        var valid = 0, invalid = 0
        for (initial, edits) in Self.randomCases(seed: seed, count: 3000) {
            var situation = EditCase.Situation(initial: initial, countsReloads: false, namesEditKinds: false)
            var list = initial
            for edit in edits {
                let fits = (try? ReferenceModel.apply(edit, to: &list)) != nil
                #expect(situation.apply(edit) == fits, "\(initial) \(edits)")
                if !fits {
                    invalid += 1
                    break
                }
                valid += 1
                #expect(situation.list == list, "\(initial) \(edits)")
            }
        }
        #expect(valid > 1500 && invalid > 1500, "\(valid) valid, \(invalid) not")
    }

    /// What a situation holds, spelled out from the reference model's list: the edits' kinds
    /// and count, the initial counts, each section and item (an identifier the edits made named
    /// by the order it stands in) with its reloads, then the reloads of what is gone.
    static func spelledOut(
        _ initial: SectionedList<Int, Int>, _ edits: [Edit<Int, Int>], countsReloads: Bool, namesEditKinds: Bool
    ) -> String? {
        var list = initial
        var sectionReloads: [Int: Int] = [:], itemReloads: [Int: Int] = [:]
        func reload(_ id: Int, _ reloads: inout [Int: Int]) {
            reloads[id] = countsReloads ? reloads[id, default: 0] + 1 : 1
        }
        var kinds: [String] = []
        for edit in edits {
            switch edit {
            case .reloadSection(let s) where list.sections.indices.contains(s):
                reload(list.sections[s].id, &sectionReloads)
                for id in list.sections[s].items { reload(id, &itemReloads) }
            case .reloadItem(let path) where list.contains(path): reload(list[path], &itemReloads)
            default: break
            }
            guard (try? ReferenceModel.apply(edit, to: &list)) != nil else { return nil }
            // "insert section", "move item" and so on.
            kinds.append(namesEditKinds ? "\(edit)".split(separator: " ").prefix(2).joined(separator: " ") : "edit")
        }
        let firstNewSection = initial.numberOfSections, firstNewItem = initial.totalItemCount
        var newSections = 0, newItems = 0
        var text = "\(kinds.joined(separator: ",")) from \(initial.counts):"
        for section in list.sections {
            let name = section.id < firstNewSection ? "s\(section.id)" : "new s\(newSections)"
            if section.id >= firstNewSection { newSections += 1 }
            text += " \(name)×\(sectionReloads[section.id] ?? 0)["
            for id in section.items {
                text += id < firstNewItem ? " \(id)" : " new \(newItems)"
                if id >= firstNewItem { newItems += 1 }
                text += "×\(itemReloads[id] ?? 0)"
            }
            text += " ]"
        }
        let gone = sectionReloads.filter { id, _ in !list.sections.contains { $0.id == id } }
        let goneItems = itemReloads.filter { id, _ in !list.sections.contains { $0.items.contains(id) } }
        text +=
            " gone: "
            + gone.filter { $0.key < firstNewSection }.sorted { $0.key < $1.key }.map { "s\($0.key)×\($0.value)" }
            .joined(separator: " ")
        text +=
            " | "
            + goneItems.filter { $0.key < firstNewItem }.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }
            .joined(separator: " ")
        let goneNew =
            gone.filter { $0.key >= firstNewSection }.values.reduce(0, +)
            + goneItems.filter { $0.key >= firstNewItem }.values.reduce(0, +)
        return text + " | new×\(goneNew)"
    }

    /// Over many random cases, grouped by their spelled-out situation: one key per group, and
    /// no key shared by two groups.
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func twoSituationsShareAKeyExactlyWhenTheyHoldTheSame(countsReloads: Bool, namesEditKinds: Bool) {
        var keyOf: [String: SituationKey] = [:], textOf: [SituationKey: String] = [:]
        for seed in [4, 5] as [UInt64] {
            for (initial, edits) in Self.randomCases(seed: seed, count: 4000) {
                var situation = EditCase.Situation(
                    initial: initial, countsReloads: countsReloads, namesEditKinds: namesEditKinds)
                for end in 1...edits.count {
                    guard situation.apply(edits[end - 1]),
                        let text = Self.spelledOut(
                            initial, Array(edits[..<end]), countsReloads: countsReloads,
                            namesEditKinds: namesEditKinds)
                    else { break }
                    let key = situation.key
                    #expect(keyOf[text, default: key] == key, "\(text)")
                    #expect(textOf[key, default: text] == text, "\(text)")
                    keyOf[text] = key
                    textOf[key] = text
                }
            }
        }
        // Many situations, and many reached more than once.
        #expect(keyOf.count > 2000)
    }
}
