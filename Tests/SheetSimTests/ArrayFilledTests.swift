import Testing
@testable import SheetSim

/// The engine's own way to fill an array gives what the standard library's does.
@Test(arguments: [0, 1, 7, 300])
func anArrayFilledHereEqualsOneRepeated(count: Int) {
    #expect([Bool](filledWith: true, count: count) == [Bool](repeating: true, count: count))
    #expect([UInt32](filledWith: .max, count: count) == [UInt32](repeating: .max, count: count))
}
