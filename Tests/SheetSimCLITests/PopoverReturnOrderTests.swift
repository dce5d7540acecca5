import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// Two popovers that adapted to sheets in a compact window come back as popovers in the order of
/// their layers, whichever returns first (the popovers' table is the popover layers, in order).
@Suite struct PopoverReturnOrderTests {
    /// The fuzzer's session that found it: a bar-button popover under a source-view popover, a
    /// window made compact and then full again.
    @Test func theFuzzSessionThatFoundItHoldsEveryInvariant() {
        #expect(FuzzCommand.failure(seed: 2026, index: 90381, ios26: true) == nil)
        #expect(FuzzCommand.failure(seed: 2027, index: 93788, ios27: true) == nil)
    }
}
