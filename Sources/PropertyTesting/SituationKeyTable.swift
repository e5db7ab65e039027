/// Situation keys, each with a small value: an open-addressed table whose slot is read off the
/// key's first hash, which is mixed already — so a lookup hashes nothing itself, where a
/// `Dictionary` would run SipHash over both hashes for every situation a walk meets — and whose
/// key and value share a slot, so a probe reads one place in memory.
///
/// A value of 0 stands for "absent". Nothing iterates the table, so its order never reaches a
/// walk's output.
struct SituationKeyTable {
    private struct Slot {
        var key: SituationKey
        /// 0 when the slot is free.
        var value: UInt8
    }

    private var slots: [Slot]
    private var count = 0

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int = 64) {
        var size = 16
        while size * 3 < capacity * 4 { size <<= 1 }
        slots = Array(repeating: Slot(key: SituationKey(first: 0, second: 0), value: 0), count: size)
    }

    /// How many keys the table holds.
    var keyCount: Int { count }

    /// The value of `key`, or 0 when it is absent.
    func value(of key: SituationKey) -> UInt8 {
        slots[slot(of: key)].value
    }

    /// Gives `key` the value `value` (more than 0).
    mutating func set(_ key: SituationKey, to value: UInt8) {
        precondition(value > 0, "0 stands for an absent key")
        var slot = slot(of: key)
        if slots[slot].value == 0 {
            // At three quarters full, twice the slots: a probe then meets about two others.
            if (count + 1) * 4 > slots.count * 3 {
                grow()
                slot = self.slot(of: key)
            }
            count += 1
        }
        slots[slot] = Slot(key: key, value: value)
    }

    /// Forgets every key, keeping the room.
    mutating func removeAll() {
        guard count > 0 else { return }
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in slots.indices { slots[slot].value = 0 }
        }
        count = 0
    }

    /// The slot that holds `key`, or the free slot where it would go.
    private func slot(of key: SituationKey) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.first) & mask
        while slots[slot].value != 0 && slots[slot].key != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: SituationKey(first: 0, second: 0), value: 0), count: old.count * 2)
        for entry in old where entry.value != 0 { slots[slot(of: entry.key)] = entry }
    }
}
