#if canImport(UIKit)
    import BatchFuzzCore
    import BatchModel
    import Foundation
    import UIKit
    import BatchFuzzReproduce

    /// The oracle checked against UIKit itself: each batch is applied to a real `UITableView` or
    /// `UICollectionView` in a window, and UIKit's answer — the exception's reason, or its
    /// acceptance and the rows it then shows — is compared with the oracle's verdict and text.
    ///
    /// The oracle's text is compared in every message style it knows (which style a release uses
    /// is what the check measures), addresses and the view description UIKit appends set aside.
    /// Each disagreement is a corpus entry of the `crash-text` scenario, which `batchfuzz replay`
    /// and `explain` read.
    @MainActor
    public final class FidelityCheck {
        /// A batch on which UIKit and the oracle disagree.
        public struct Disagreement: Sendable, CustomStringConvertible {
            public var flavor: ViewFlavor
            public var before: [Int]
            public var batch: BatchUpdate
            public var after: [Int]
            /// UIKit's exception reason, or what it did instead (accepted, with the rows shown).
            public var uikit: String
            /// The oracle's text, or `accepted`.
            public var oracle: String
            /// The iOS release it ran on.
            public var release: String

            public var description: String {
                "\(flavor.className) on iOS \(release): \(before) → \(after), \(batch)\n  UIKit:  \(uikit)\n  oracle: \(oracle)"
            }

            /// Writes the disagreement as a corpus entry under `folder`/`iOS-<release>`, for
            /// `batchfuzz replay` and `explain`; returns its path.
            public func save(under folder: String) throws -> String {
                try CorpusStore.write(entry, to: folder, subfolder: "iOS-\(release)")
            }

            /// The disagreement as a corpus entry (scenario `crash-text`).
            package var entry: CorpusFile {
                let reproduction = BatchReproduction(
                    flavor: flavor, messageStyle: .classic, before: before, batch: batch, after: after)
                return CorpusFile(
                    scenario: CrashReproduction.scenario, engine: CrashReproduction.scenario, flavor: flavor,
                    expectation: .fail,
                    failure: .init(kind: .property, signature: "fidelity", message: "\(self)"),
                    found: .init(by: "BatchFuzzUIKit FidelityCheck, iOS \(release)", seed: "0", caseIndex: nil),
                    draws: [], case: (try? JSONValue(encoding: reproduction)) ?? .null)
            }
        }

        /// The window the views are shown in.
        public let window: UIWindow
        /// The release the check runs on, as `UIDevice` reports it.
        public let release: String

        /// A check that shows its views in `window`.
        public init(window: UIWindow) {
            self.window = window
            release = UIDevice.current.systemVersion
        }

        /// Applies `batch` to a fresh view of `flavor` holding `before`, whose data source holds
        /// `after` when the batch ends; `nil` when UIKit and the oracle agree.
        public func check(before: [Int], batch: BatchUpdate, after: [Int], flavor: ViewFlavor) -> Disagreement? {
            let oracle = OracleAnswer(before: before, batch: batch, after: after, flavor: flavor)
            let source = FidelityDataSource(counts: before)
            let shown = oracle.shown(before: source.ids)
            let view = FidelityView(flavor: flavor, dataSource: source, frame: window.bounds)
            window.rootViewController?.view.addSubview(view.view)
            defer { view.view.removeFromSuperview() }
            view.layout()
            source.ids = shown ?? FidelityDataSource.fresh(after, from: source.nextID)
            let reason = objectiveCExceptionReason { view.apply(batch) }
            let uikit: String
            if let reason {
                uikit = reason
                if oracle.matches(reason) { return nil }
            } else {
                view.layout()
                let rows = view.shownIDs()
                uikit = "accepted, showing \(rows)"
                if oracle.accepts, shown.map({ Self.agree(rows, $0) }) ?? true { return nil }
            }
            return Disagreement(
                flavor: flavor, before: before, batch: batch, after: after, uikit: uikit,
                oracle: oracle.description, release: release)
        }

        /// The batches a corpus holds explicitly (its `crash-text` entries under `folder`), each
        /// checked in its own flavour.
        public func checkCorpus(_ folder: String) -> [Disagreement] {
            let paths = (try? CorpusStore.files(under: [folder])) ?? []
            return paths.compactMap { path -> Disagreement? in
                guard let file = try? CorpusStore.read(path), file.scenario == CrashReproduction.scenario,
                    let reproduction = try? file.case.decoded(as: BatchReproduction.self)
                else { return nil }
                return check(
                    before: reproduction.before, batch: reproduction.batch, after: reproduction.after,
                    flavor: reproduction.flavor)
            }
        }

        /// Random batches over small lists (the command line's random batch generator), each in both flavours:
        /// the counts after are the ones the reference model derives, or one off.
        public func checkRandomBatches(_ count: Int, seed: UInt64) -> [Disagreement] {
            var generator = RandomBatchGenerator(seed: seed)
            var found: [Disagreement] = []
            for index in 0..<count {
                let sample = generator.next()
                guard
                    let layout = try? ReferenceModel.layout(
                        of: sample.batch, before: sample.before, after: sample.insertedSectionSizes)
                else { continue }
                var after = layout.counts
                if index % 4 == 3, !after.isEmpty { after[index % after.count] += 1 }
                for flavor in ViewFlavor.allCases {
                    if let disagreement = check(
                        before: sample.before, batch: sample.batch, after: after, flavor: flavor)
                    {
                        found.append(disagreement)
                    }
                }
            }
            return found
        }

        /// Whether every row UIKit shows (`nil`: not on screen) holds the item the oracle's model
        /// puts there.
        static func agree(_ rows: [[Int?]], _ expected: [[Int]]) -> Bool {
            rows.count == expected.count
                && zip(rows, expected).allSatisfy { shown, wanted in
                    shown.count == wanted.count && zip(shown, wanted).allSatisfy { $0 == nil || $0 == $1 }
                }
        }
    }

    /// What the oracle says of a batch, in every message style it knows.
    private struct OracleAnswer: CustomStringConvertible {
        let before: [Int], batch: BatchUpdate, after: [Int], flavor: ViewFlavor
        /// The reason in each style, or `nil` where the oracle accepts.
        let reasons: [String?]

        init(before: [Int], batch: BatchUpdate, after: [Int], flavor: ViewFlavor) {
            self.before = before
            self.batch = batch
            self.after = after
            self.flavor = flavor
            reasons = UIKitValidator.MessageStyle.allCases.map { style in
                Self.reason(batch, before, after, UIKitValidator.Options(flavor: flavor, messageStyle: style))
            }
        }

        /// The oracle's reason with `options`, or `nil` where it accepts the batch.
        static func reason(
            _ batch: BatchUpdate, _ before: [Int], _ after: [Int], _ options: UIKitValidator.Options
        ) -> String? {
            do {
                _ = try UIKitValidator(options: options).validate(batch, before: before, after: after)
                return nil
            } catch {
                return error.reason
            }
        }

        var accepts: Bool { reasons.allSatisfy { $0 == nil } }

        /// Whether UIKit's reason is the oracle's in some style (addresses and the appended view
        /// description aside).
        func matches(_ reason: String) -> Bool {
            reasons.contains { $0.map { CrashText.sameText(Self.core($0), Self.core(reason)) } ?? false }
        }

        /// What the view should show after the batch, by the reference model; `nil` where the
        /// oracle rejects the batch or the model cannot place it.
        func shown(before ids: [[Int]]) -> [[Int]]? {
            guard accepts else { return nil }
            let old = SectionedList(ids.enumerated().map { SectionedList<Int, Int>.Section($0.offset, $0.element) })
            var next = 1_000_000
            let final = SectionedList(
                after.enumerated().map { s, count in
                    SectionedList<Int, Int>.Section(
                        -1 - s,
                        (0..<count).map { _ in
                            next += 1
                            return next
                        })
                })
            return (try? ReferenceModel.apply(batch, to: old, final: final))?.sections.map(\.items)
        }

        /// The reason without the view description UIKit appends (` Collection view: <…>`, `Table view: <…>`).
        static func core(_ reason: String) -> String {
            for marker in ["Table view: <", "Collection view: <"] {
                if let range = reason.range(of: marker) { return String(reason[..<range.lowerBound]) }
            }
            return reason
        }

        var description: String { reasons.first { $0 != nil }.flatMap { $0 } ?? "accepted" }
    }
#endif
