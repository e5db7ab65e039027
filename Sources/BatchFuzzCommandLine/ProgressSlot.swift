import Foundation

/// A few words a worker shares with its supervisor in memory: the case it is on and how many
/// cases it has started (and, for an exhaustive walk, how far it has sized and walked its scope,
/// and the draws of its case). The worker writes them before every case without a system call, and the
/// supervisor reads them when it likes — after the worker died, to pin the crash on its case.
///
/// The words live in a file the supervisor creates, maps, unlinks at once and hands to the
/// worker as its standard input, so no file is left behind whatever happens to either process.
///
/// `@unchecked Sendable`: the worker writes it only from the thread that runs its cases (the
/// run's `willRunCase`), and the supervisor only reads it; the words cross processes, not threads.
final class ProgressSlot: @unchecked Sendable {
    private let words: UnsafeMutablePointer<Int64>
    private let size: Int

    /// The most draws ``record(draws:)`` keeps (an exhaustive walk's case: tens of draws).
    static let drawCapacity = 1024
    /// Where the draws begin: after the case, the cases started, the draw count, and the walk's
    /// sequences counted, whole count and sequences walked.
    private static let drawsStart = 6
    private static let wordCount = drawsStart + drawCapacity

    /// The supervisor's side: a fresh slot, and the handle to give the worker as standard input.
    static func create() throws -> (slot: ProgressSlot, handle: FileHandle) {
        let size = wordCount * MemoryLayout<Int64>.size
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("batchfuzz-progress-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw SlotError("cannot create \(path): \(String(cString: strerror(errno)))") }
        unlink(path)
        guard ftruncate(descriptor, off_t(size)) == 0, let slot = ProgressSlot(mapping: descriptor) else {
            close(descriptor)
            throw SlotError("cannot map a progress slot in \(path): \(String(cString: strerror(errno)))")
        }
        return (slot, FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
    }

    /// The worker's side: the slot its supervisor gave it as `descriptor`, or `nil` when that is
    /// no slot (a worker started by hand).
    init?(mapping descriptor: Int32) {
        size = Self.wordCount * MemoryLayout<Int64>.size
        // MAP_FAILED, spelled out: Darwin and Glibc import the macro differently.
        guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        words = address.bindMemory(to: Int64.self, capacity: Self.wordCount)
    }

    deinit {
        munmap(words, size)
    }

    /// Records that case `index` starts (the worker's side).
    func start(_ index: Int) {
        words[0] = Int64(index) + 1
        words[1] += 1
    }

    /// The case the worker is on, `nil` before its first.
    var currentCase: Int? { words[0] == 0 ? nil : Int(words[0] - 1) }

    /// How many cases the worker has started.
    var started: Int { Int(words[1]) }

    /// Records the draws of the case an exhaustive walk is about to judge (the walker's side),
    /// and counts it as started.
    func record(draws: [UInt64]) {
        let count = min(draws.count, Self.drawCapacity)
        for index in 0..<count { words[Self.drawsStart + index] = Int64(bitPattern: draws[index]) }
        words[2] = Int64(count) + 1
        words[1] += 1
    }

    /// The draws of the case the walker was on, `nil` before its first.
    var recordedDraws: [UInt64]? {
        guard words[2] > 0 else { return nil }
        return (0..<Int(words[2] - 1)).map { UInt64(bitPattern: words[Self.drawsStart + $0]) }
    }

    /// An exhaustive walk's choice sequences counted so far while it sizes its scope (the
    /// walker's side writes, the supervisor reads).
    var sequencesCounted: Int {
        get { Int(words[3]) }
        set { words[3] = Int64(newValue) }
    }

    /// The walk's whole count of choice sequences, `0` until it is known.
    var sequencesInScope: Int {
        get { Int(words[4]) }
        set { words[4] = Int64(newValue) }
    }

    /// The choice sequences the walk has gone through.
    var sequencesWalked: Int {
        get { Int(words[5]) }
        set { words[5] = Int64(newValue) }
    }

    struct SlotError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
