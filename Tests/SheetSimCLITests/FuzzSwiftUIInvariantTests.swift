import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// The SwiftUI invariants, each shown able to fail on observations that break it, and to hold on
/// ones that keep it.
struct FuzzSwiftUIInvariantTests {
    static func at(_ ms: Int64) -> SimInstant { .zero + .milliseconds(ms) }
    static let modifier = "content.showDetail"

    static func checker() -> SwiftUIInvariantChecker {
        SwiftUIInvariantChecker(allowance: .milliseconds(17), modifiersWithOnDismiss: [modifier])
    }

    static func observed(_ isSet: Bool, _ phase: SheetPhase?) -> [SwiftUIPresentationObservation] {
        [SwiftUIPresentationObservation(modifier: modifier, isSet: isSet, phase: phase)]
    }

    @Test func aPresentationAtRestWithItsBindingUnsetWhenSettledIsAViolation() {
        var checker = Self.checker()
        #expect(checker.check(Self.observed(true, .idle), now: Self.at(0), isIdle: true).isEmpty)
        // Unset while events remain: SwiftUI's next update has not run yet.
        #expect(checker.check(Self.observed(false, .idle), now: Self.at(1), isIdle: false).isEmpty)
        let found = checker.check(Self.observed(false, .idle), now: Self.at(2), isIdle: true)
        #expect(found.map(\.invariant) == [.swiftUIPresentationAtRestHasBindingSet])
    }

    @Test func anUnsetBindingPastTheAllowanceWithThePresentationAtRestIsAViolation() {
        var checker = Self.checker()
        #expect(checker.check(Self.observed(false, .idle), now: Self.at(100), isIdle: false).isEmpty)
        #expect(checker.check(Self.observed(false, .idle), now: Self.at(117), isIdle: false).isEmpty)
        let late = checker.check(Self.observed(false, .idle), now: Self.at(118), isIdle: false)
        #expect(late.map(\.invariant) == [.swiftUIUnsetBindingHasNoPresentationAtRest])
        // Dismissing is not at rest; gone is not at rest; set again starts over.
        #expect(checker.check(Self.observed(false, .dismissing), now: Self.at(200), isIdle: false).isEmpty)
        #expect(checker.check(Self.observed(false, nil), now: Self.at(300), isIdle: true).isEmpty)
        #expect(checker.check(Self.observed(true, .idle), now: Self.at(400), isIdle: false).isEmpty)
        #expect(checker.check(Self.observed(false, .idle), now: Self.at(410), isIdle: false).isEmpty)
    }

    @Test func onDismissWithoutACompletedDismissalOrTwiceIsAViolation() {
        var checker = Self.checker()
        // A cancelled swipe completes no dismissal: an onDismiss then has nothing to answer.
        #expect(checker.record(.onDismiss(modifier: Self.modifier), at: Self.at(10))?.invariant == .swiftUIOneOnDismissPerCompletedDismissal)
        #expect(checker.record(.dismissalCompleted(modifier: Self.modifier), at: Self.at(20)) == nil)
        #expect(checker.record(.onDismiss(modifier: Self.modifier), at: Self.at(20)) == nil)
        #expect(checker.record(.onDismiss(modifier: Self.modifier), at: Self.at(21))?.invariant == .swiftUIOneOnDismissPerCompletedDismissal)
    }

    @Test func aCompletedDismissalWithNoOnDismissBySettlingIsAViolation() {
        var checker = Self.checker()
        #expect(checker.record(.dismissalCompleted(modifier: Self.modifier), at: Self.at(20)) == nil)
        #expect(checker.check(Self.observed(false, nil), now: Self.at(20), isIdle: false).isEmpty)
        let found = checker.check(Self.observed(false, nil), now: Self.at(30), isIdle: true)
        #expect(found.map(\.invariant) == [.swiftUIOneOnDismissPerCompletedDismissal])
        // A modifier with no onDismiss owes none.
        var popover = SwiftUIInvariantChecker(allowance: .milliseconds(17), modifiersWithOnDismiss: [])
        #expect(popover.record(.dismissalCompleted(modifier: "content.showInfo"), at: Self.at(20)) == nil)
        #expect(popover.check([], now: Self.at(30), isIdle: true).isEmpty)
    }
}
