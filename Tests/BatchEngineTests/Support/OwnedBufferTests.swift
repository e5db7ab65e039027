@testable import BatchEngine
import Testing

/// The engines' growable buffer: growth keeps the elements, an uncounted write is overwritten,
/// and vectors read and written across elements land on the right ones.
@Suite struct OwnedBufferTests {
    @Test func appendingPastTheRoomKeepsEveryElement() {
        var buffer = OwnedBuffer<Int>(repeating: 7, count: 2, capacity: 2)
        for value in 0..<100 { buffer.append(value) }
        buffer.append(repeating: -1, count: 50)
        #expect(buffer.count == 152)
        #expect((0..<152).map { buffer[$0] } == [7, 7] + Array(0..<100) + Array(repeating: -1, count: 50))
        buffer.removeAll()
        #expect(buffer.count == 0)
    }

    @Test func aWriteNotKeptIsOverwritten() {
        var buffer = OwnedBuffer<Int>([1, 2])
        buffer.append(3, keeping: 0)
        buffer.append(4, keeping: 1)
        buffer.append(5, keeping: 0)
        #expect(buffer.count == 3)
        #expect((0..<3).map { buffer[$0] } == [1, 2, 4])
    }

    @Test func vectorsReadAndWriteAcrossElements() {
        var buffer = OwnedBuffer<Int32>([Int32](0..<20))
        let lanes = buffer.load(across: 2, as: SIMD4<Int32>.self)
        #expect(lanes == SIMD4(2, 3, 4, 5))
        buffer.store(SIMD4<Int32>(repeating: -1), across: 10)
        #expect((8..<16).map { buffer[$0] } == [8, 9, -1, -1, -1, -1, 14, 15])
        let vectors = OwnedBuffer<SIMD4<Int32>>([SIMD4(0, 1, 2, 3), SIMD4(4, 5, 6, 7)])
        #expect(vectors.load(1, byteOffset: 8, as: Int32.self) == 6)
    }
}
