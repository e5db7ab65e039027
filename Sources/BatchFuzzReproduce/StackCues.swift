/// What a whole crash log says of the cause beside the reason: the frames of `Last Exception
/// Backtrace` or of the crashed thread, as Apple's crash reports, Crashlytics and Xcode's console
/// print them. A frame that names the cause outright — a reload, a fetched-results delegate, a
/// library's own update method — or a crash off the main thread puts that cause first, ahead of
/// the usual ones the numbers suggest.
package struct StackCues: Hashable, Sendable {
    /// A row or item reload in the stack: `-[UICollectionView reloadItemsAtIndexPaths:]`.
    package var reload: String?
    /// A fetched-results controller's delegate callback: `controllerDidChangeContent:`.
    package var fetchedResultsDelegate: String?
    /// A library's update method, and the library: `DifferenceKit`, `IGListKit`, …
    package var library: (name: String, frame: String)? {
        get { libraryName.map { ($0, libraryFrame ?? "") } }
        set {
            libraryName = newValue?.name
            libraryFrame = newValue?.frame
        }
    }
    private var libraryName: String?
    private var libraryFrame: String?
    /// The crashed thread's header, when it is not the main thread.
    package var backgroundThread: String?
    /// The frame that called UIKit's batch (`performBatchUpdates`, `endUpdates`): the first one
    /// below it outside the system's libraries — the app's or a library's update method.
    package var batchCaller: String?

    /// The libraries whose update methods real logs show, by a word their frames carry.
    private static let libraries: [(name: String, marks: [String])] = [
        ("DifferenceKit", ["DifferenceKit", "StagedChangeset"]),
        ("IGListKit", ["IGListAdapterUpdater", "IGListKit", "IGListBatchUpdate"]),
        ("Texture (AsyncDisplayKit)", ["ASCollectionView", "ASTableView", "ASDataController", "AsyncDisplayKit"]),
        (
            "RxDataSources",
            ["RxDataSources", "RxCollectionViewSectionedAnimatedDataSource", "RxTableViewSectionedAnimated"]
        ),
        ("Differ", ["animateRowChanges", "animateItemChanges", "animateRowAndSectionChanges"]),
        ("DeepDiff", ["DeepDiff"]),
        ("Eureka", ["Eureka"]),
        ("Dwifft", ["Dwifft"]),
    ]

    /// The system's libraries, whose frames are UIKit's machinery, not the caller's code.
    private static let systemImages = [
        "UIKit", "CoreFoundation", "Foundation", "libobjc", "libdispatch", "libsystem", "libswift", "CoreData",
        "QuartzCore", "GraphicsServices", "dyld", "libc++",
    ]

    /// Reads the cues in `log`: every line that is a frame or a thread's header.
    package init(log: String) {
        var belowBatchCall = false
        let processNames = Self.processNames(in: log)
        for line in log.split(whereSeparator: \.isNewline) {
            let text = String(line)
            if Self.isCrashedThreadHeader(text), !text.contains("main-thread"), !Self.isThreadZero(text) {
                backgroundThread = backgroundThread ?? text.trimmingCharacters(in: .whitespaces)
            }
            // `Assertion failure in -[ASTableView _endCellAnimationsWithContext:]`: the class that
            // asserted is a library's when it is one of the libraries' views.
            if libraryName == nil, text.contains("Assertion failure in") {
                // The class that asserted, not the log's prefix: `EurekaPlayground[13888:942079]`
                // names an app, whatever library its name starts with.
                let method = Self.assertingMethod(in: text)
                if let match = Self.libraries.first(where: { $0.marks.contains(where: method.contains) }) {
                    library = (match.name, method)
                }
            }
            guard Self.isFrame(text) else { continue }
            let frame = Self.symbol(of: text)
            if ["performBatchUpdates", "endUpdates", "_endCellAnimations"].contains(where: frame.contains) {
                belowBatchCall = true
            } else if belowBatchCall, batchCaller == nil, !Self.isSystem(text) {
                batchCaller = frame.isEmpty ? Self.image(of: text) : frame
            }
            if reload == nil,
                [
                    "reloadItemsAtIndexPaths", "reloadRowsAtIndexPaths", "reloadSections", "reloadItems(at:",
                    "reloadRows(at:",
                ]
                .contains(where: frame.contains)
            {
                reload = frame
            }
            if fetchedResultsDelegate == nil,
                [
                    "controllerDidChangeContent", "controllerWillChangeContent", "controller:didChangeObject",
                    "controller(_:didChange", "NSFetchedResultsController",
                ].contains(where: frame.contains)
            {
                fetchedResultsDelegate = frame
            }
            if libraryName == nil, let match = Self.library(ofFrame: text, symbol: frame, beside: processNames) {
                library = (match.name, frame.isEmpty ? Self.image(of: text) : frame)
            }
        }
    }

    /// Where a log's reason is, read once however many threads a crash report lists (a megabyte
    /// of frames is set aside here, not scanned by every template): the log without its stack's
    /// lines — frames, threads' headers, `*** First throw call stack`, `Last Exception
    /// Backtrace` — and the part before the first of them, where a piece of a reason cut short
    /// ends. A line is a frame when it has a frame's number, image and address or symbol: a
    /// wrapped reason's `0 inserted, 0 deleted)` is not.
    package static func reasonText(of log: String) -> (withoutStack: String, beforeStack: String) {
        var kept: [Substring] = []
        var beforeStack: [Substring]?
        for line in log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let text = String(line)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let isStackLine =
                (isFrame(text)
                    && (text.hasPrefix("frame #") || text.contains(" 0x") || text.contains("-[")
                        || text.contains("+[") || isSentryFrame(text)))
                || isThreadHeader(text) || trimmed.hasPrefix("*** First throw call stack")
                || trimmed.hasPrefix("Last Exception Backtrace") || isElidedFrames(trimmed)
            if isStackLine {
                beforeStack = beforeStack ?? kept
            } else {
                kept.append(line)
            }
        }
        guard let beforeStack else { return (log, log) }
        return (kept.joined(separator: "\n"), beforeStack.joined(separator: "\n"))
    }

    /// `Thread 3:`, `Thread 3 Crashed:`, `Thread 0 name:  Dispatch queue: com.apple.main-thread` —
    /// not Xcode's `Thread 1: "Invalid update: …"`, which holds the reason.
    private static func isThreadHeader(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("Thread ") else { return false }
        let rest = trimmed.dropFirst("Thread ".count).drop { $0.isNumber }
        return rest == ":" || rest == " Crashed:" || rest.hasPrefix(" name:")
            || (rest.hasPrefix(" Crashed:") && rest.contains("Dispatch queue"))
    }

    /// Whether the log shows anything that names the cause.
    package var isEmpty: Bool {
        reload == nil && fetchedResultsDelegate == nil && libraryName == nil && backgroundThread == nil
            && batchCaller == nil
    }

    /// The causes the frames name, first in the explanation.
    package var causeLines: [String] {
        var lines: [String] = []
        if let backgroundThread {
            lines.append(
                "The stack shows the exception raised off the main thread (\(backgroundThread)): UIKit's views must be updated on the main thread; an update made from another queue races the data source and the view. Move the update (and the model change with it) to the main queue first."
            )
        }
        if let reload {
            lines.append(
                "The stack shows a reload (\(reload)): a reload counts as a delete and an insert of the same row, its index path in the space before the batch. A reload at the row's new index path, of a row the batch also deletes or moves, or of rows a model change already removed makes this text — check the reload first."
            )
        }
        if let fetchedResultsDelegate {
            lines.append(
                "The stack shows a fetched-results delegate (\(fetchedResultsDelegate)): its usual mistakes come first — an update applied at the new index path instead of the old, a move reported as an update (or an update as a move with equal paths) not handled, section inserts and deletes not forwarded, or a change merged from a background context outside the delegate's begin and end (see Fetched-results change reports)."
            )
        }
        if let (name, frame) = library {
            lines.append(
                "The stack shows \(name)'s update method (\(frame)): the batch was made and performed by \(name); check that the data handed to it is the data source's own, set inside its update (not before), and fuzz the same kind of update with BatchFuzz (a staged engine, a list differ) to see whether the library's batch or the app's data is wrong."
            )
        }
        if libraryName == nil, fetchedResultsDelegate == nil, let batchCaller {
            lines.append(
                "The stack shows who performed the batch: \(batchCaller). Its update — the batch it makes and the moment it changes the data source's model — is where to look; run it through BatchFuzz (a check of its engine, or of the screen as written)."
            )
        }
        return lines
    }

    /// The library a frame is the library's own code of, by one of its marks: its image is the
    /// library's, or its symbol is the library's own — for a mangled Swift symbol, the module it is
    /// declared in, not one its signature mentions (`_TFFC16EurekaPlayground…C6Eureka10SwitchCell…`
    /// is the app's); elsewhere, with the names of the log's processes left out (an example app
    /// is named after its library). `symbol` is the frame's, read once.
    private static func library(
        ofFrame line: String, symbol: String, beside processNames: [String]
    ) -> (name: String, marks: [String])? {
        let image = image(of: line)
        if let match = libraries.first(where: { $0.marks.contains { image == $0 || image.hasPrefix($0 + ".") } }) {
            return match
        }
        if let module = mangledModule(of: symbol) { return libraries.first { $0.marks.contains(module) } }
        var symbol = symbol
        for name in processNames where libraries.contains(where: { $0.marks.contains(where: name.contains) }) {
            symbol = symbol.replacingOccurrences(of: name, with: "")
        }
        return libraries.first { $0.marks.contains(where: symbol.contains) }
    }

    /// The module a mangled Swift symbol is declared in: the first length-prefixed name after
    /// the mangling's prefix (`$s6Eureka4FormC…` → `Eureka`, `_TFC16EurekaPlayground…` →
    /// `EurekaPlayground`); `nil` for any other symbol.
    private static func mangledModule(of symbol: String) -> String? {
        let prefixes = ["_$s", "$s", "_$S", "$S", "_T0", "_T"]
        guard let prefix = prefixes.first(where: symbol.hasPrefix) else { return nil }
        let rest = symbol.dropFirst(prefix.count).drop { $0.isLetter || $0 == "_" }
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }

    /// The processes a log's lines are prefixed with: `EurekaPlayground` in
    /// `2017-04-02 23:52:39.234 EurekaPlayground[13888:942079] *** Terminating app …`.
    private static func processNames(in log: String) -> [String] {
        var names: [String] = []
        for line in log.split(whereSeparator: \.isNewline).prefix(200) {
            guard let match = line.range(of: #"[A-Za-z][\w .-]*\[\d+:[0-9a-fx]+\]"#, options: .regularExpression)
            else { continue }
            let name = line[match].prefix { $0 != "[" }.trimmingCharacters(in: .whitespaces)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `-[ASTableView _endCellAnimationsWithContext:]` in an assertion's line.
    private static func assertingMethod(in line: String) -> String {
        guard let start = line.range(of: "Assertion failure in ")?.upperBound else { return line }
        let rest = line[start...]
        let end = rest.firstIndex(of: "]").map(rest.index(after:)) ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Whether the frame is in one of the system's libraries.
    private static func isSystem(_ line: String) -> Bool {
        let image = image(of: line)
        return systemImages.contains { image.hasPrefix($0) }
    }

    /// The frame's image: `UIKitCore` in `4   UIKitCore   0x1a2b… -[…]`.
    private static func image(of line: String) -> String {
        var rest = Substring(line).drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("frame #") {
            // `frame #4: 0x… UIKitCore`-[…]`
            rest = rest.drop { $0 != " " }.drop { $0 == " " }.drop { $0 != " " }.drop { $0 == " " }
            return String(rest.prefix { $0 != "`" && $0 != " " })
        }
        rest = rest.drop { $0.isNumber }.drop { $0 == " " || $0 == "\t" }
        return String(rest.prefix { $0 != " " && $0 != "\t" })
    }

    /// `4   UIKitCore   0x1a2b3c4d -[UITableView _endCellAnimationsWithContext:] + 1234`, Crashlytics'
    /// `4  UIKitCore  -[UITableView …]`, Xcode's `frame #4: 0x… UIKitCore`-[…]`.
    private static func isFrame(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("frame #") || isSentryFrame(line) { return true }
        guard let first = trimmed.first, first.isNumber else { return false }
        let afterNumber = trimmed.drop { $0.isNumber }
        return afterNumber.first == " " || afterNumber.first == "\t"
    }

    /// Sentry's frames as its issues print them: `File "PostListViewController.swift", line 640, in
    /// PostListViewController.trash`, `File "<compiler-generated>", line null, in …`, and, where
    /// it has no symbol, `?, in <redacted>` (wordpress-mobile/WordPress-iOS#14174,
    /// woocommerce/woocommerce-ios#2617).
    private static func isSentryFrame(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("?, in ") { return true }
        return trimmed.hasPrefix("File \"") && trimmed.contains("\", line ") && trimmed.contains(", in ")
    }

    /// What stands for frames a tracker did not show: `...` on its own line, Sentry's `(26
    /// additional frame(s) were not displayed)`.
    private static func isElidedFrames(_ trimmed: String) -> Bool {
        trimmed == "..." || trimmed == "…"
            || (trimmed.hasPrefix("(") && trimmed.hasSuffix("were not displayed)") && trimmed.contains("frame"))
    }

    /// The frame without its number, image and address, as a person names it.
    private static func symbol(of line: String) -> String {
        if isSentryFrame(line), let symbol = line.range(of: ", in ") {
            return String(line[symbol.upperBound...].prefix(160)).trimmingCharacters(in: .whitespaces)
        }
        var rest = Substring(line).drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("frame #") { rest = rest.dropFirst("frame #".count) }
        rest = rest.drop { $0.isNumber || $0 == ":" }.drop { $0 == " " || $0 == "\t" }
        // The image, then the address when there is one.
        if let symbolStart = rest.firstIndex(where: { $0 == "-" || $0 == "+" || $0 == "$" || $0 == "`" }),
            rest[..<symbolStart].split(separator: " ").count <= 2
        {
            rest = rest[symbolStart...].drop { $0 == "`" }
        } else {
            let words = rest.split(separator: " ", maxSplits: 1)
            rest = words.count == 2 ? words[1].drop { $0 == " " } : rest
            if rest.hasPrefix("0x") { rest = rest.drop { $0 != " " }.drop { $0 == " " } }
        }
        if let offset = rest.range(of: " + ", options: .backwards) { rest = rest[..<offset.lowerBound] }
        return String(rest.prefix(160)).trimmingCharacters(in: .whitespaces)
    }

    /// `Thread 3 Crashed:`, Crashlytics' `Crashed: com.apple.root.user-initiated-qos`.
    private static func isCrashedThreadHeader(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return (trimmed.hasPrefix("Thread ") && trimmed.contains("Crashed")) || trimmed.hasPrefix("Crashed: ")
    }

    private static func isThreadZero(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("Thread 0 ")
    }
}
