#!/usr/bin/env bash
# Fuzzes an engine of a user's own as a user would: a package in a temporary folder that
# depends on this checkout by path and imports only public products, with a differ and its
# buggy twin, and a fuzz executable of its own made by one call. It checks that `fuzz` finds
# and saves the bug (exit 1), `replay` reproduces it with UIKit's text (exit 1), `explain`
# prints it, the fixed engine passes (exit 0), a differ whose output follows `Set` order is
# reported as flaky, its screen code, its flat-list differs over repeated values and a plain
# property of its own get the same, and a crash line is reproduced; and prints the transcript.
#
#   Scripts/user-package-check.sh            (run by .ci/run)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/batchfuzz-user-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# A dependency by path is known by its folder's name: link the checkout as BatchFuzz, the name
# a release URL (…/BatchFuzz.git) gives it too, so `package: "BatchFuzz"` works either way.
ln -s "$repo" "$work/BatchFuzz"
app="$work/MyApp"
mkdir -p "$app/Sources/MyEngines" "$app/Sources/fuzz-my-engines" "$app/Tests/MyEnginesTests"

cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../BatchFuzz")],
    targets: [
        // A library of engines links the core, free of the test frameworks, as the fuzz
        // executable links it; BatchEngine for the built-in engines it builds on.
        .target(name: "MyEngines", dependencies: [
            .product(name: "BatchFuzzCore", package: "BatchFuzz"), .product(name: "BatchEngine", package: "BatchFuzz"),
            // The app's screens, checked as written, and UIKit's list views where UIKit is not.
            .product(name: "BatchFuzzScreens", package: "BatchFuzz"),
            .product(name: "UIKitStandIn", package: "BatchFuzz"),
        ]),
        .executableTarget(name: "fuzz-my-engines", dependencies: [
            "MyEngines", .product(name: "BatchFuzzCommandLine", package: "BatchFuzz"),
        ]),
        // The tests import BatchFuzz alone, beside the app's engines.
        .testTarget(name: "MyEnginesTests", dependencies: [
            "MyEngines", .product(name: "BatchFuzz", package: "BatchFuzz"),
        ]),
    ]
)
SWIFT

cat > "$app/Sources/MyEngines/ResetDiffer.swift" <<'SWIFT'
import BatchEngine
import BatchFuzzCore

/// The simplest differ that is always right: delete every old section, insert every new one.
public struct ResetDiffer: BatchDiffing {
    public init() {}
    public func batch<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        contentChanged: ((ItemID) -> Bool)?
    ) throws -> BatchUpdate {
        BatchUpdate(sectionDeletes: Array(0..<old.numberOfSections), sectionInserts: Array(0..<new.numberOfSections))
    }
}

/// Its twin with a bug: it inserts as many sections as there were, not as there are.
public struct BuggyResetDiffer: BatchDiffing {
    public init() {}
    public func batch<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        contentChanged: ((ItemID) -> Bool)?
    ) throws -> BatchUpdate {
        BatchUpdate(sectionDeletes: Array(0..<old.numberOfSections), sectionInserts: Array(0..<old.numberOfSections))
    }
}
SWIFT

cat > "$app/Sources/MyEngines/SetOrderDiffer.swift" <<'SWIFT'
import BatchEngine
import BatchFuzzCore

/// Deliberately flaky: it passes the reloaded paths through a `Set` and drops the one the set
/// hands out first when that is also the first on screen. `Set` order is seeded anew in every
/// process, so the same case fails in some processes and passes in others.
public struct SetOrderDiffer: BatchDiffing {
    public init() {}
    public func batch<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        contentChanged: ((ItemID) -> Bool)?
    ) throws -> BatchUpdate {
        var batch = try BatchDiffer().batch(from: old, to: new, contentChanged: contentChanged)
        let reloads = Set(batch.itemReloads)
        if reloads.count > 1, let first = reloads.first, first == batch.itemReloads.min() {
            batch.itemReloads.removeAll { $0 == first }
        }
        return batch
    }
}
SWIFT

cat > "$app/Sources/MyEngines/FlatRows.swift" <<'SWIFT'
import BatchEngine
import BatchFuzzCore

/// A row counted across sections (row 7 of a table whose sections have 3 and 5 rows) and the
/// index path it is at: what a user's index mapper computes, fuzzed as a plain property.
public struct FlatRowCase: Codable, Sendable, CustomStringConvertible {
    public var sectionSizes: [Int]
    public var row: Int
    public var description: String { "sections of \(sectionSizes) rows, row \(row) counted across them" }
}

/// The index path of a row counted across sections; `off by one` places a row that ends a
/// section one past that section's end.
public func indexPath(ofFlatRow row: Int, in sectionSizes: [Int], offByOne: Bool = false) -> (section: Int, item: Int)? {
    var rest = row
    for (section, size) in sectionSizes.enumerated() {
        if rest < size || (offByOne && rest == size && size > 0) { return (section, rest) }
        rest -= size
    }
    return nil
}

/// The mapper must give every row an index path inside its section, and counting back must give
/// the row again.
public func flatRowProperty(maxSize: Int, offByOne: Bool) -> Property<FlatRowCase> {
    let cases = Gen<[Int]>.array(of: .int(in: 0...5), length: 1...max(1, maxSize)).flatMap { sizes in
        Gen<Int>.int(in: 0...max(0, sizes.reduce(0, +) - 1)).map { FlatRowCase(sectionSizes: sizes, row: $0) }
    }
    return Property("flat rows", cases) { value, _ in
        guard value.sectionSizes.reduce(0, +) > 0 else { return .discard }
        guard let path = indexPath(ofFlatRow: value.row, in: value.sectionSizes, offByOne: offByOne) else {
            return .fail(signature: "no index path", message: "row \(value.row) got no index path")
        }
        guard path.item < value.sectionSizes[path.section] else {
            return .fail(signature: "item past the end", message: "row \(value.row) went to [\(path.section), \(path.item)], past the end of a section of \(value.sectionSizes[path.section]) rows")
        }
        let back = value.sectionSizes.prefix(path.section).reduce(0, +) + path.item
        return back == value.row ? .pass : .fail(signature: "round trip", message: "row \(value.row) came back as \(back)")
    }
}
SWIFT

cat > "$app/Sources/MyEngines/FeedScreen.swift" <<'SWIFT'
import BatchEngine
import BatchFuzzScreens
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A view controller that owns its list and its table, written against UIKit's API. Its bug: it
/// changes the list after the batch, so the table finds the old counts when the batch ends.
public final class FeedScreen: UITableViewController {
    public private(set) var list = SectionedList([.init(0, [0, 1, 2]), .init(1, [3, 4])])

    public init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("not used") }

    public override func numberOfSections(in tableView: UITableView) -> Int { list.numberOfSections }
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.sections[section].items.count
    }
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "post \(list.sections[indexPath.section].items[indexPath.row])"
        return cell
    }

    /// An update arriving: `edits`, valid in order on the list.
    public func apply(_ edits: [Edit<Int, Int>]) {
        guard let batch = try? BatchCoalescer().batch(for: edits, from: list),
            let next = try? ReferenceModel.applying(edits, to: list)
        else { return }
        tableView.performBatchUpdates({
            tableView.deleteSections(IndexSet(batch.sectionDeletes), with: .automatic)
            tableView.insertSections(IndexSet(batch.sectionInserts), with: .automatic)
            tableView.reloadSections(IndexSet(batch.sectionReloads), with: .automatic)
            for move in batch.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: batch.itemDeletes.map(\.indexPath), with: .automatic)
            tableView.insertRows(at: batch.itemInserts.map(\.indexPath), with: .automatic)
            tableView.reloadRows(at: batch.itemReloads.map(\.indexPath), with: .automatic)
            for move in batch.itemMoves { tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
        }, completion: nil)
        list = next
    }
}

/// The feed checked through the one door for screens: its updates drawn as edits on its list,
/// beside the gestures a user makes.
public func feedScreen() -> FuzzTarget<ScreenActions> {
    .screen({ FeedScreen() }, actions: [
        .init("an update arrives") { feed, draw in feed.apply(draw.edits(on: feed.list)) },
        .init("tap a row") { feed, draw in draw.tapRow(in: feed.tableView) },
    ])
}
SWIFT

cat > "$app/Sources/MyEngines/ReloadFirstUpdater.swift" <<'SWIFT'
import BatchEngine
import BatchFuzzCore

/// A staged updater: the changed rows reloaded first, then one diff. `poured` puts both into
/// one batch — the bug: a moved row is reloaded in the batch that moves it.
public struct ReloadFirstUpdater: StagedBatchDiffing {
    let poured: Bool
    public init(poured: Bool = false) { self.poured = poured }

    public func stages<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> [BatchStage<SectionID, ItemID>] {
        let kept = Set(new.sections.flatMap(\.items)), sections = Set(new.sections.map(\.id))
        var reloads = BatchUpdate()
        for (s, section) in old.sections.enumerated() where sections.contains(section.id) {
            for (i, item) in section.items.enumerated() where kept.contains(item) && changed.item(item) {
                reloads.itemReloads.append(ItemPath(section: s, item: i))
            }
        }
        var diff = try BatchDiffer().batch(from: old, to: new)
        if poured {
            diff.itemReloads = reloads.itemReloads
            return diff.isEmpty && old == new ? [] : [BatchStage(diff, list: new)]
        }
        return [BatchStage(reloads, list: old), BatchStage(diff, list: new)].filter { !$0.batch.isEmpty }
    }
}
SWIFT

cat > "$app/Sources/MyEngines/ArrayDiffers.swift" <<'SWIFT'
import BatchEngine
import BatchFuzzCore

/// Diffs one array of `Equatable` values index by index: what differs is reloaded, the surplus
/// deleted or inserted. Right by what the rows show, though a reload may stand for a replaced value.
public struct IndexByIndexDiffer: ListDiffing {
    public init() {}
    public func batch(from old: [ListItem], to new: [ListItem]) -> BatchUpdate {
        let shared = min(old.count, new.count)
        return BatchUpdate(
            itemDeletes: (shared..<old.count).map { ItemPath(section: 0, item: $0) },
            itemInserts: (shared..<new.count).map { ItemPath(section: 0, item: $0) },
            itemReloads: (0..<shared).filter { old[$0] != new[$0] }.map { ItemPath(section: 0, item: $0) })
    }
}

/// Its twin with a bug: the surplus is deleted at the new list's indices.
public struct ShiftedDeleteDiffer: ListDiffing {
    public init() {}
    public func batch(from old: [ListItem], to new: [ListItem]) -> BatchUpdate {
        var batch = IndexByIndexDiffer().batch(from: old, to: new)
        batch.itemDeletes = batch.itemDeletes.map { ItemPath(section: 0, item: $0.item + 1) }
        return batch
    }
}
SWIFT

cat > "$app/Sources/fuzz-my-engines/main.swift" <<'SWIFT'
import BatchFuzzCommandLine
import MyEngines

BatchFuzzCommandLine.main(engines: [
    .init("reset-differ", summary: "ResetDiffer: every section deleted and inserted", .differ(ResetDiffer())),
    .init("buggy-reset-differ", summary: "BuggyResetDiffer: counts the sections it inserts wrong", .differ(BuggyResetDiffer())),
    .init("set-order-differ", summary: "SetOrderDiffer: drops a reload when Set order says so", .differ(SetOrderDiffer())),
    .init("flat-rows", summary: "a row counted across sections to its index path",
          .property(name: "flat rows", scenario: "index-mapping") { flatRowProperty(maxSize: $0, offByOne: false) }),
    .init("reload-first", summary: "ReloadFirstUpdater: reloads, then the diff",
          .staged(ReloadFirstUpdater(), options: .init(reloadsSections: false))),
    .init("poured-reload-first", summary: "the same stages poured into one batch",
          .staged(ReloadFirstUpdater(poured: true), options: .init(reloadsSections: false))),
    .init("feed-screen", summary: "FeedScreen: a table screen", feedScreen()),
    .init("index-by-index", summary: "IndexByIndexDiffer: repeated values", .listDiffer(IndexByIndexDiffer(), values: .repeated)),
    .init("shifted-delete", summary: "ShiftedDeleteDiffer: deletes one off", .listDiffer(ShiftedDeleteDiffer(), values: .repeated)),
    .init("off-by-one-flat-rows", summary: "the same, off by one at a section's end",
          .property(name: "off-by-one flat rows", scenario: "index-mapping") { flatRowProperty(maxSize: $0, offByOne: true) }),
], includingBuiltIns: false)
SWIFT

cat > "$app/Tests/MyEnginesTests/MyEnginesTests.swift" <<'SWIFT'
import BatchFuzz
import MyEngines
import Testing

/// The checks as a user's test target writes them: one import, configurations as arguments,
/// a suite configuration by trait, a failure recorded at the check's line.
@Suite(.fuzzConfiguration(.init(cases: 300, readsEnvironment: false)))
struct MyEnginesTests {
    static let targets: [FuzzConfiguration] = [
        .init(cases: 200, oracle: .init(deploymentTarget: IOSVersion(15)), examplesBesideTest: false),
        .init(cases: 200, oracle: .init(deploymentTarget: IOSVersion(17)), examplesBesideTest: false),
    ]

    @Test(arguments: targets) func resetDifferPasses(configuration: FuzzConfiguration) {
        check(.differ(ResetDiffer()), configuration: configuration)
    }

    @Test func buggyResetDifferIsCaught() {
        var failure: PropertyFailure?
        withKnownIssue { failure = check(.differ(BuggyResetDiffer())) }
        // The seed is new each run: the shrunk case is one of the bug's two smallest, each with
        // UIKit's text for it (the section count, or an insert past the sections after).
        let reason = failure?.uikitReason ?? ""
        #expect(
            reason.hasPrefix("Invalid update: invalid number of sections.")
                || reason.hasPrefix("attempt to insert section 0 but there are only 0 sections after the update"),
            "\(reason)")
        #expect(failure?.swiftSource?.contains("check(.differ(BuggyResetDiffer()), case: .init(initial: list, edits: edits))") == true)
        #expect(failure?.corpusFile?.contains("/Tests/MyEnginesTests/__BatchFuzz__/examples/") == true)
    }

    /// The case a failure printed, pasted as a regression test: judged again alone, it fails
    /// until the bug is fixed, and the fixed engine passes it.
    @Test func aPastedCaseIsJudgedAgain() {
        let list = SectionedList<Int, Int>([])
        let edits: [Edit<Int, Int>] = [.insertSection(id: 0, at: 0)]
        var failure: PropertyFailure?
        withKnownIssue { failure = check(.differ(BuggyResetDiffer()), case: .init(initial: list, edits: edits)) }
        #expect(failure?.uikitReason?.hasPrefix("Invalid update: invalid number of sections.") == true)
        #expect(check(.differ(ResetDiffer()), case: .init(initial: list, edits: edits)) == nil)
    }

    /// Every small case of the app's own property, each judged once: the failure reported is the
    /// first in size order, as found.
    @Test func anOwnPropertyIsCheckedOnEverySmallCase() {
        let sums = Property("sum below 5", Gen<[Int]>.array(of: .int(in: 0...3), length: 0...3), holds: {
            $0.reduce(0, +) < 5
        })
        var failure: PropertyFailure?
        withKnownIssue {
            failure = check(sums, configuration: .init(examplesBesideTest: false, exhaustive: ExhaustiveScope()))
        }
        #expect(failure?.caseDescription == "[2, 3]")
        #expect(check(Property("sum below 13", Gen<[Int]>.array(of: .int(in: 0...3), length: 0...4), holds: {
            $0.reduce(0, +) < 13
        }), configuration: .init(exhaustive: ExhaustiveScope())) == nil)
    }

    /// Every case up to one edit on two sections of two rows: the buggy differ's first failure.
    @Test func buggyResetDifferFailsInTheSmallestScope() {
        var failure: PropertyFailure?
        withKnownIssue {
            failure = check(
                .differ(BuggyResetDiffer()),
                configuration: .init(examplesBesideTest: false, exhaustive: ExhaustiveScope(sections: 2, rows: 2, edits: 1)))
        }
        #expect(failure?.uikitReason?.hasPrefix("Invalid update: invalid number of sections.") == true)
    }
}
SWIFT

echo "== swift test (the user's tests import BatchFuzz alone)"
# The log is kept whatever the tests' status, so that a failure below shows what failed.
(cd "$app" && swift test 2>&1 | tee "$work/test.log" | grep -E "Test run with|passed after|failed after" | tail -4) || true
if ! grep -q "Test run with 5 tests in 1 suite passed" "$work/test.log"; then
    cat "$work/test.log" | tail -40
    echo "user-package-check: the user's tests did not pass as expected"
    exit 1
fi

echo "== swift build (a user package depending on BatchFuzz by path)"
swift build --package-path "$app" --product fuzz-my-engines 2>&1 | tail -1
fuzz="$app/.build/debug/fuzz-my-engines"
corpus="$work/Corpus"
failed=0
step() {  # step EXPECTED-STATUS COMMAND...: runs it, shows it, checks its status
  local expected=$1; shift
  echo; echo "\$ fuzz-my-engines $*" | sed "s|$work|\$TMP|g"
  set +e; "$fuzz" "$@" > "$work/out" 2>&1; local status=$?; set -e
  head -40 "$work/out" | sed "s|$work|\$TMP|g"
  echo "(exit $status)"
  if [ "$status" -ne "$expected" ]; then echo "FAILED: expected exit $expected" >&2; failed=1; fi
}
expect() {  # expect PATTERN WHAT: the last step's output shows PATTERN, or WHAT failed
  grep -q -- "$1" "$work/out" || { echo "FAILED: $2" >&2; failed=1; }
}
saved_entry() {  # saved_entry FOLDER: the first corpus entry saved under FOLDER, or stop
  local entry; entry="$(find "$1" -name '*.json' | head -1)"
  if [ -z "$entry" ]; then echo "FAILED: no corpus entry saved in $1" >&2; exit 1; fi
  echo "$entry"
}

step 0 list
step 0 fuzz --help
expect "USAGE: fuzz-my-engines fuzz" "fuzz --help does not speak of this executable"
expect "index-mapping" "fuzz --help does not list this executable's scenarios"
step 1 fuzz --engine buggy-reset-differ --seed 1 --cases 500 --workers 2 --corpus "$corpus"
entry="$(saved_entry "$corpus")"
step 1 replay "$entry"
expect "NSInternalInconsistencyException" "replay shows no UIKit text"
step 0 explain "$entry"
expect "Batch:" "explain shows no batch"
step 0 fuzz --engine reset-differ --seed 1 --cases 500 --workers 2 --corpus "$corpus"
# Every case of a small scope, the app's own engine included.
step 0 fuzz --exhaustive --engine reset-differ --flavor table --sections 2 --rows 2 --edits 1 --corpus "$corpus"
expect "distinct cases judged" "the exhaustive run does not say how many cases it judged"
step 1 fuzz --exhaustive --engine buggy-reset-differ --flavor table --sections 2 --rows 2 --edits 1 --corpus "$work/Exhaustive"
expect "the first case in size order" "the exhaustive failure is not reported as the first in size order"
step 1 fuzz --engine set-order-differ --flavor table --seed 1 --cases 3000 --corpus "$work/Flaky"
expect "FLAKY: the shrunk case failed" "the Set-order differ is not reported as flaky"
# A screen of the app's own, registered as the tests check it: the list changed after the batch.
step 1 fuzz --engine feed-screen --seed 1 --cases 500 --workers 2 --corpus "$work/Screens"
expect "an update arrives" "the screen's failure does not name the action that broke it"
expect "NSInternalInconsistencyException" "the screen's count crash is not shown with UIKit's text"
# A crash line from the app's own reports, reproduced and saved by the user's executable.
step 0 reproduce "attempt to delete row 3 from section 0 which only contains 2 rows before the update" --search 0s --corpus "$work/Crashes"
expect "Smallest batch, UITableView" "reproduce shows no batch"
expect "saved:" "reproduce saved no entry"
# A staged updater: its stages poured into one batch crash; stage by stage they pass.
step 1 fuzz --engine poured-reload-first --seed 1 --cases 2000 --workers 2 --corpus "$work/Staged"
expect "stage 1 of 1" "the staged failure does not name its stage"
entry="$(saved_entry "$work/Staged")"
step 0 explain "$entry"
expect "Stage 1:" "explain of the staged entry shows no stage"
step 0 fuzz --engine reload-first --seed 1 --cases 2000 --workers 2 --corpus "$work/Staged"
# Flat-list engines over repeated values: the index-by-index differ passes (its reloads stand for
# replaced values, which UIKit shows right), its twin's off-by-one delete is found and replayed.
step 0 fuzz --engine index-by-index --seed 1 --cases 2000 --workers 2 --corpus "$work/Lists"
step 1 fuzz --engine shifted-delete --seed 1 --cases 2000 --workers 2 --corpus "$work/Lists"
expect "NSInternalInconsistencyException" "the list engine's failure is not shown with UIKit's text"
entry="$(saved_entry "$work/Lists")"
step 1 replay "$entry"
expect "still failing as found" "replay of the list entry does not say it still fails as found"
step 0 explain "$entry"
expect "The engine is given" "explain of the list entry does not show the lists the engine was given"
# A plain property over the user's own generators gets the same machinery.
step 1 fuzz --engine off-by-one-flat-rows --seed 1 --cases 500 --workers 2 --corpus "$work/Properties"
entry="$(saved_entry "$work/Properties")"
step 1 replay "$entry"
expect "item past the end" "replay of the property entry shows no failure"
step 0 explain "$entry"
expect "Verdict: item past the end" "explain of the property entry shows no verdict"
step 0 fuzz --engine flat-rows --seed 1 --cases 500 --workers 2 --corpus "$work/Properties"
echo
if [ "$failed" -ne 0 ]; then echo "user package check: FAILED" >&2; exit 1; fi
echo "user package check: passed"
