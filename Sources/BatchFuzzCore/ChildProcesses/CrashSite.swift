import Foundation

/// Where a worker's engine trapped, read from what the process printed on standard error: the
/// runtime's message (`Fatal error: Index out of range`, printed by debug builds) and the first
/// frame of the crashed thread outside the Swift runtime and the C library, from the Swift
/// backtracer. A release build prints no message, so its crashes are told apart by the frame —
/// which names a file and a line only when the code was built with debug information.
package struct CrashSite: CustomStringConvertible {
    /// `Fatal error: …`, when the runtime printed one.
    package var message: Substring?
    /// `Trapping.batch(for:from:) (main.swift:17)`, or the function and its image without
    /// debug information.
    package var frame: String?
    /// The own frames that called ``frame``, nearest first (at most three): where a hang sampled in
    /// a helper was entered from, since the helper a sample lands in is a matter of timing.
    package var callers: [String] = []
    /// The signal the backtracer says it caught (`*** Signal 4: …`), when it printed one.
    package var signal: Int32?
    /// How the process ended, when that is known.
    package var exit: ChildProcess.Exit?

    package init(standardError text: String) {
        let lines = text.split(separator: "\n")
        message = lines.lazy.compactMap { line in line.range(of: "Fatal error").map { line[$0.lowerBound...] } }.first
        let frames = Self.ownFrames(lines)
        frame = frames.first
        callers = Array(frames.dropFirst().prefix(3))
        signal = ChildProcess.trapSignal(in: text)
    }

    /// Whether the process was stopped as a hang (SIGQUIT, which a judge sends its own judging
    /// thread when a case outlives its limit) rather than by a trap of its own.
    package var stoppedAsHung: Bool { signal == SIGQUIT && message == nil }

    /// What a check's failure says of a child that ended while judging a case: that the code
    /// under test trapped and where, or that it ended the process itself (`exit(0)` is no trap).
    package var crashMessage: String {
        if message == nil, signal == nil, case .status(let status)? = exit {
            return "the code under test ended the process with exit status \(status) while the case ran"
        }
        if message == nil, frame == nil {
            let how = exit.map { " (\($0))" } ?? ""
            return "the code under test trapped\(how); where is unknown: the backtracer printed no frame"
        }
        return "the code under test trapped\(self)"
    }

    /// ` at Trapping.batch(for:from:) (main.swift:17): Fatal error: Index out of range`, or a note
    /// that the crash cannot be told apart from another.
    package var description: String {
        switch (frame, message) {
        case (let frame?, let message?): " at \(frame): \(message)"
        case (let frame?, nil): " at \(frame)"
        case (nil, let message?): ": \(message)"
        case (nil, nil): "; where it trapped is unknown (no backtrace), so crashes of this engine cannot be told apart"
        }
    }

    /// ` in waitForever() (Screen.swift:36), called from tableView(_:didSelectRowAt:)
    /// (Screen.swift:30)`: where a stopped hang was, with the own frames that led there.
    package var hangPlace: String {
        guard let frame else { return "" }
        return ([" in \(frame)"] + callers.map { "called from \($0)" }).joined(separator: ", ")
    }

    /// The crashed thread's frames that are not the runtime's (`  1 [inlined] 0x… NAME in IMAGE at
    /// PATH:LINE:COLUMN`), innermost first, each as `Trapping.batch(for:from:) (main.swift:17)` or,
    /// without debug information, the function and its image.
    package static func ownFrames(_ lines: [Substring]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else {
            return []
        }
        var frames: [String] = []
        for line in lines[(start + 1)...] {
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first, first.isNumber else {
                if trimmed.isEmpty { continue }
                break
            }
            // `[system]` frames are the runtime's, `[thunk]` ones the compiler's bridges.
            guard !trimmed.contains("[system]"), !trimmed.contains("[thunk]"), let address = trimmed.range(of: " 0x")
            else { continue }
            let rest = trimmed[address.upperBound...].drop { $0.isHexDigit }.drop { $0 == " " }
            let (function, place) = split(rest)
            // `_init`: a call through the procedure linkage table (to the runtime), which the
            // backtracer names after the ELF `.init` section just before it.
            guard let function, !isRuntime(place.image), function != "_init" else { continue }
            guard let file = place.file else {
                frames.append("\(function) in \(place.image)")
                continue
            }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let line = name.split(separator: ":").prefix(2).joined(separator: ":")
            frames.append("\(function) (\(line))")
        }
        return frames
    }

    /// `NAME in IMAGE at PATH` → the function, the image and the path (with its line), if given.
    package static func split(_ text: Substring) -> (String?, (image: String, file: String?)) {
        let (head, file) =
            text.range(of: " at ").map { (text[..<$0.lowerBound], String(text[$0.upperBound...])) } ?? (text, nil)
        guard let inImage = head.range(of: " in ", options: .backwards) else { return (nil, ("", nil)) }
        // `NAME + 67`: the offset into the function is not part of its name.
        var function = head[..<inImage.lowerBound]
        if let offset = function.range(of: " + ", options: .backwards),
            function[offset.upperBound...].allSatisfy(\.isNumber)
        {
            function = function[..<offset.lowerBound]
        }
        return (String(function), (String(head[inImage.upperBound...]), file))
    }

    /// The Swift runtime and standard library, the C library, the dynamic loader.
    package static func isRuntime(_ image: String) -> Bool {
        image.hasPrefix("libswift") || image.hasPrefix("libc.") || image.hasPrefix("libc-") || image.hasPrefix("ld-")
            || image.hasPrefix("libFoundation") || image.hasPrefix("libdispatch")
    }
}
