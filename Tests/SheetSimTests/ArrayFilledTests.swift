import Testing
@testable import SheetSim

/// The engine's own way to fill an array gives what the standard library's does.
@Test(arguments: [0, 1, 7, 300])
func anArrayFilledHereEqualsOneRepeated(count: Int) {
    #expect([Bool](filledWith: true, count: count) == [Bool](repeating: true, count: count))
    #expect([UInt32](filledWith: .max, count: count) == [UInt32](repeating: .max, count: count))
}

/// An array made with room is empty and takes that many appends without moving its storage.
@Test(arguments: [1, 8, 300])
func anArrayWithRoomTakesThatManyAppendsInPlace(capacity: Int) {
    var array = [SheetAction](capacity: capacity)
    #expect(array.isEmpty)
    #expect(array.capacity >= capacity)
    let storage = array.withUnsafeBufferPointer { $0.baseAddress }
    for _ in 0..<capacity { array.append(.requestFrame) }
    #expect(array.withUnsafeBufferPointer { $0.baseAddress } == storage)
}

/// Pairwise duplicates agree with a set's count, for lists with and without a repeat anywhere.
@Test(arguments: [[], ["a"], ["a", "b"], ["a", "a"], ["a", "b", "c", "d"], ["a", "b", "c", "a"], ["a", "b", "b", "c"],
                  ["K", "\u{212A}"]] as [[String]])
func noDuplicatesAgreesWithASet(names: [String]) {
    #expect(names.hasNoDuplicates == (Set(names).count == names.count))
}
