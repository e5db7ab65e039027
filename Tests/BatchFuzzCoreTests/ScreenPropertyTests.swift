import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// Screen code that owns its view, fuzzed through the public API: the view captures its before
/// counts when a batch begins, so a controller that changes its list first is caught off screen
/// with UIKit's text.
@Suite struct ScreenPropertyTests {
    /// A user's table screen, with the mistakes screen code makes.
    final class FeedScreen: ScreenUpdating {
        enum Mistake { case none, listFirst, viewNotTold, blockLeftOpen, noReloads }

        private(set) var list: SectionedList<Int, Int>
        let table: TableViewEmulator
        let mistake: Mistake

        init(list: SectionedList<Int, Int>, table: TableViewEmulator, mistake: Mistake = .none) {
            self.list = list
            self.table = table
            self.mistake = mistake
        }

        func apply(_ edits: [Edit<Int, Int>]) throws {
            var batch = try BatchCoalescer().batch(for: edits, from: list)
            var next = list
            for edit in edits { try ReferenceModel.apply(edit, to: &next) }
            switch mistake {
            case .none:
                try table.performBatchUpdates {
                    list = next
                    try table.performBatch(batch)
                }
            case .listFirst:
                list = next
                try table.performBatch(batch)
            case .viewNotTold:
                list = next
            case .blockLeftOpen:
                table.beginUpdates()
                list = next
                try table.performBatch(batch)
            case .noReloads:
                batch.itemReloads = []
                try table.performBatchUpdates {
                    list = next
                    try table.performBatch(batch)
                }
            }
        }
    }

    func failure(_ mistake: FeedScreen.Mistake, cases: Int = 2_000) throws -> PropertyFailure {
        do {
            try FuzzCheck.check(
                .emulatedTableScreen({ FeedScreen(list: $0, table: $1, mistake: mistake) }),
                configuration: FuzzConfiguration(cases: cases, seed: 3, readsEnvironment: false))
        } catch {
            return error
        }
        throw Passed()
    }

    struct Passed: Error {}

    @Test func aScreenThatChangesItsListInsideTheBlockPasses() throws {
        let report = try FuzzCheck.check(
            .emulatedTableScreen({ FeedScreen(list: $0, table: $1) }),
            configuration: FuzzConfiguration(cases: 1_000, seed: 3, readsEnvironment: false))
        #expect(report.labels.contains { $0.label == "view off screen" })
        #expect(report.labels.contains { $0.label == "more than one update" })
    }

    @Test func aScreenThatChangesItsListFirstCrashesOffScreenWithUIKitsText() throws {
        let found = try failure(.listFirst)
        let value = try found.shrunkCase(as: ScreenCase.self)
        #expect(value.offScreen)
        #expect(value.updates.count == 1 && value.updates[0].count == 1)
        #expect(found.uikitReason?.hasPrefix("Invalid update: invalid number of") == true, "\(found.message)")
        // On screen the view holds its counts, and the same screen code works.
        var onScreen = value
        onScreen.offScreen = false
        let verdict = ScreenProperty.judge(
            onScreen, flavor: .tableView, view: TableViewEmulator.init,
            make: { FeedScreen(list: $0, table: $1, mistake: .listFirst) }, log: nil)
        #expect(verdict == .pass)
    }

    @Test func aChangeTheViewIsNotToldOfIsCaught() throws {
        let found = try failure(.viewNotTold)
        #expect(found.signature == "view out of date")
        #expect(try !found.shrunkCase(as: ScreenCase.self).offScreen)
    }

    @Test func anUpdateBlockLeftOpenIsCaught() throws {
        #expect(try failure(.blockLeftOpen).signature == "update block left open")
    }

    @Test func aReloadTheScreenDropsIsCaught() throws {
        let found = try failure(.noReloads)
        #expect(found.signature == "reload missing")
        let value = try found.shrunkCase(as: ScreenCase.self)
        #expect(value.updates.joined().contains { if case .reloadItem = $0 { true } else { false } })
    }

}
