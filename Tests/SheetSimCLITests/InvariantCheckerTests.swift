import Testing
import SheetSim
@testable import SheetSimCLI

/// Each invariant catches a hand-made violation and passes the valid version of the same log.
struct InvariantCheckerTests {
    private static func e(_ ms: Int64, _ receiver: Receiver, _ callback: Callback) -> LogEntry {
        LogEntry(time: SimInstant(nanosecondsSinceStart: ms * 1_000_000), receiver: receiver, callback: callback)
    }

    private static let vc = Receiver.viewController("sheet")
    private static let pc = Receiver.presentationController(of: "sheet")
    private static let delegate = Receiver.delegate(of: "sheet")

    /// Feeds a log (each entry with its cause) and returns the invariants that failed.
    private func failures(_ log: [(LogEntry, FuzzCause)], baseline: DetentIdentifier?? = nil,
                          dismissedInCode: Bool = false) -> Set<Invariant> {
        var checker = InvariantChecker()
        if let baseline {
            checker.beginAction(.user, sheets: [Self.sheet(restingDetent: baseline)])
        }
        if dismissedInCode { checker.noteDismissedInCode("sheet") }
        var found: Set<Invariant> = []
        for (entry, cause) in log { found.formUnion(checker.record(entry, cause: cause).map(\.invariant)) }
        return found
    }

    private static func sheet(_ name: String = "sheet", topY: Double = 400, dim: Double = 0.2, phase: SheetPhase = .idle,
                              restingDetent: DetentIdentifier? = .medium,
                              animation: SheetAnimationRange? = nil, pendingDetentReport: DetentIdentifier?? = nil) -> SheetObservation {
        SheetObservation(name: name, phase: phase, topY: topY, dimmingAlpha: dim, maximumDimmingAlpha: 0.2,
                         minimumTopY: 50, maximumTopY: 852, restingOffsets: [400, 100], restingDetent: restingDetent,
                         animation: animation, pendingDetentReport: pendingDetentReport)
    }

    /// A flick spring from 300 to the top detent (100) that overshoots to 40: 60 pt past the
    /// stretch, so the top limit (50) widens to −10.
    private static let flick = SheetAnimationRange(from: 300, to: 100, lowest: 40, highest: 300)
    /// The same move without overshoot (a transition): no allowance.
    private static let eased = SheetAnimationRange(from: 300, to: 100, lowest: 100, highest: 300)
    /// Rotation bug 2: a presentation from an offset of the old, taller container (900 > 852).
    private static let stale = SheetAnimationRange(from: 900, to: 100, lowest: 100, highest: 900)

    private static let presentation: [(LogEntry, FuzzCause)] = [
        (e(0, vc, .viewWillAppear(animated: true)), .programmatic),
        (e(0, pc, .presentationTransitionWillBegin), .programmatic),
        (e(0, vc, .viewIsAppearing(animated: true)), .programmatic),
        (e(400, pc, .presentationTransitionDidEnd(completed: true)), .time),
        (e(400, vc, .viewDidAppear(animated: true)), .time),
    ]

    private static let swipeDismissal: [(LogEntry, FuzzCause)] = [
        (e(500, delegate, .presentationControllerShouldDismiss(answer: true)), .user),
        (e(500, delegate, .presentationControllerWillDismiss), .user),
        (e(500, vc, .viewWillDisappear(animated: true)), .user),
        (e(500, pc, .dismissalTransitionWillBegin), .user),
        (e(900, pc, .dismissalTransitionDidEnd(completed: true)), .time),
        (e(900, vc, .viewDidDisappear(animated: true)), .time),
        (e(900, delegate, .presentationControllerDidDismiss), .time),
    ]

    @Test func validLogPasses() {
        #expect(failures(Self.presentation + Self.swipeDismissal).isEmpty)
    }

    @Test func timeGoingBackIsCaught() {
        var log = Self.presentation
        log.append((Self.e(100, Self.vc, .traitCollectionDidChange), .time))
        #expect(failures(log) == [.timeNeverDecreases])
        var checker = InvariantChecker()
        _ = checker.check([], now: SimInstant(nanosecondsSinceStart: 5), isIdle: true)
        #expect(checker.check([], now: SimInstant(nanosecondsSinceStart: 4), isIdle: true).map(\.invariant) == [.timeNeverDecreases])
    }

    @Test func appearanceStateMachine() {
        let cases: [(log: [(LogEntry, FuzzCause)], line: Int)] = [
            // viewDidAppear with no viewWillAppear.
            ([(Self.e(0, Self.vc, .viewDidAppear(animated: true)), .time)], #line),
            // viewDidDisappear twice in one dismissal.
            (Self.presentation + Self.swipeDismissal + [(Self.e(901, Self.vc, .viewDidDisappear(animated: true)), .time)], #line),
            // viewWillAppear while already appeared.
            (Self.presentation + [(Self.e(401, Self.vc, .viewWillAppear(animated: true)), .time)], #line),
        ]
        for c in cases {
            #expect(failures(c.log).contains(.appearanceStateMachine), sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
        }
        // A cancelled swipe: disappearing -> appearing is allowed (SheetRules 4.5).
        let cancelled = Self.presentation + [
            (Self.e(500, Self.vc, .viewWillDisappear(animated: true)), .user),
            (Self.e(800, Self.vc, .viewWillAppear(animated: true)), .time),
            (Self.e(800, Self.vc, .viewDidAppear(animated: true)), .time),
        ]
        #expect(failures(cancelled).isEmpty)
    }

    @Test func dismissCallbackOrder() {
        let withoutWill = Self.presentation + Self.swipeDismissal.filter { $0.0.callback != .presentationControllerWillDismiss }
        #expect(failures(withoutWill) == [.dismissCallbackOrder])
        let twice = Self.presentation + Self.swipeDismissal + [(Self.e(901, Self.delegate, .presentationControllerDidDismiss), .time)]
        #expect(failures(twice) == [.dismissCallbackOrder])
        // A new presentation resets the count.
        let again = Self.presentation + Self.swipeDismissal + Self.presentation.map { (Self.e(1000, $0.0.receiver, $0.0.callback), $0.1) }
            + Self.swipeDismissal.map { (Self.e(2000, $0.0.receiver, $0.0.callback), $0.1) }
        #expect(failures(again).isEmpty)
    }

    @Test func delegateCallsFromProgrammaticActions() {
        let fromCode = Self.presentation + [(Self.e(500, Self.delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(.large)), .programmatic)]
        #expect(failures(fromCode) == [.noDelegateCallFromProgrammaticAction])
        let fromUser = Self.presentation + [(Self.e(500, Self.delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(.large)), .user)]
        #expect(failures(fromUser).isEmpty)
        // DidDismiss after the app dismissed in code.
        let didDismiss = Self.presentation + [
            (Self.e(500, Self.delegate, .presentationControllerWillDismiss), .user),
            (Self.e(900, Self.delegate, .presentationControllerDidDismiss), .time),
        ]
        #expect(failures(didDismiss, dismissedInCode: false).isEmpty)
        var checker = InvariantChecker()
        for (entry, cause) in Self.presentation { _ = checker.record(entry, cause: cause) }
        checker.noteDismissedInCode("sheet")
        let found = didDismiss.dropFirst(Self.presentation.count).flatMap { checker.record($0.0, cause: $0.1) }
        #expect(found.map(\.invariant) == [.noDelegateCallFromProgrammaticAction])
    }

    @Test func detentDelegateOnlyOnChange() {
        let report = Self.presentation + [(Self.e(500, Self.delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(.medium)), .user)]
        #expect(failures(report, baseline: .some(.medium)) == [.detentDelegateOnlyOnChange])
        #expect(failures(report, baseline: .some(.large)).isEmpty)
    }

    /// Under `detentChangeTiming = afterSettle` a gesture's report comes when its settle ends, which
    /// may be after the next user action began: it is checked against the detent before its own
    /// gesture. When the sheet drops it instead (a tap or a finger moved it on), the next report is
    /// checked against the detent the later action began on.
    @Test func aReportAfterTheSettleIsCheckedAgainstItsOwnGesture() {
        func report(_ id: DetentIdentifier, at ms: Int64) -> LogEntry {
            Self.e(ms, Self.delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(id))
        }
        // large → medium by a drag; another gesture starts before the settle ends; medium reported.
        var checker = InvariantChecker()
        checker.beginAction(.user, sheets: [Self.sheet(restingDetent: .large)])
        let settlingToMedium = Self.sheet(phase: .settling, restingDetent: .medium, pendingDetentReport: .some(.medium))
        checker.beginAction(.user, sheets: [settlingToMedium])
        #expect(checker.check([settlingToMedium], now: .zero, isIdle: false).isEmpty)
        #expect(checker.record(report(.medium, at: 500), cause: .time).isEmpty)
        // Then medium again, with nothing changed: spurious.
        #expect(checker.record(report(.medium, at: 600), cause: .time).map(\.invariant) == [.detentDelegateOnlyOnChange])

        // large → medium (dropped) → large by a grabber tap during the settle: large is reported,
        // and it is a change from medium.
        checker = InvariantChecker()
        checker.beginAction(.user, sheets: [Self.sheet(restingDetent: .large)])
        checker.beginAction(.user, sheets: [settlingToMedium])
        let settlingToLarge = Self.sheet(phase: .settling, restingDetent: .large, pendingDetentReport: .some(.large))
        #expect(checker.check([settlingToLarge], now: .zero, isIdle: false).isEmpty)
        #expect(checker.record(report(.large, at: 900), cause: .time).isEmpty)
        #expect(checker.record(report(.large, at: 950), cause: .time).map(\.invariant) == [.detentDelegateOnlyOnChange])
    }

    @Test func stateChecks() {
        let cases: [(sheet: SheetObservation, idle: Bool, expected: Set<Invariant>, line: Int)] = [
            (Self.sheet(), true, [], #line),
            (Self.sheet(topY: 100), true, [], #line),
            (Self.sheet(topY: 49), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: 49, phase: .dragging), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: 49, phase: .settling), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: 45, phase: .settling, animation: Self.flick), false, [], #line),
            (Self.sheet(topY: -11, phase: .settling, animation: Self.flick), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: 45, phase: .settling, animation: Self.eased), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: 880, phase: .presenting, animation: Self.stale), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: 852, phase: .presenting, animation: Self.stale), false, [], #line),
            (Self.sheet(topY: 853), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(topY: .nan), false, [.positionWithinRubberBandLimits], #line),
            (Self.sheet(dim: 0.21), false, [.dimAlphaInRange], #line),
            (Self.sheet(dim: -0.01), false, [.dimAlphaInRange], #line),
            (Self.sheet(topY: 401), false, [], #line),
            (Self.sheet(topY: 401), true, [.restsOnDetentWhenSettled], #line),
            (Self.sheet(phase: .settling), true, [.restsOnDetentWhenSettled], #line),
        ]
        for c in cases {
            var checker = InvariantChecker()
            let found = Set(checker.check([c.sheet], now: .zero, isIdle: c.idle).map(\.invariant))
            #expect(found == c.expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
        }
    }

    /// A dismissal begun mid-overshoot starts beyond the limit: allowed only where the sheet was
    /// last seen, in the same geometry.
    @Test func anAnimationInheritsTheExcessOfItsStart() {
        var checker = InvariantChecker()
        #expect(checker.check([Self.sheet(topY: 45, phase: .settling, animation: Self.flick)], now: .zero, isIdle: false).isEmpty)
        let dismissal = SheetAnimationRange(from: 45, to: 852, lowest: 45, highest: 852)
        #expect(checker.check([Self.sheet(topY: 45, phase: .dismissing, animation: dismissal)], now: .zero, isIdle: false).isEmpty)
        #expect(checker.check([Self.sheet(topY: 46, phase: .dismissing, animation: dismissal)], now: .zero, isIdle: false).isEmpty)
        var other = InvariantChecker()
        _ = other.check([Self.sheet(topY: 100)], now: .zero, isIdle: false)
        #expect(other.check([Self.sheet(topY: 45, phase: .dismissing, animation: dismissal)], now: .zero, isIdle: false)
            .map(\.invariant) == [.positionWithinRubberBandLimits], "it did not start where the sheet was")
    }

    /// Each sheet of a stack is remembered apart: one sheet's last place lends nothing to another's.
    @Test func eachSheetKeepsItsOwnLastPlace() {
        let dismissal = SheetAnimationRange(from: 45, to: 852, lowest: 45, highest: 852)
        var checker = InvariantChecker()
        #expect(checker.check([Self.sheet("a", topY: 45, phase: .settling, animation: Self.flick), Self.sheet("b", topY: 100)],
                              now: .zero, isIdle: false).isEmpty)
        let found = checker.check([Self.sheet("a", topY: 45, phase: .dismissing, animation: dismissal),
                                   Self.sheet("b", topY: 45, phase: .dismissing, animation: dismissal)], now: .zero, isIdle: false)
        #expect(found.map(\.invariant) == [.positionWithinRubberBandLimits])
        #expect(found.first?.message.hasPrefix("b ") == true, "b was last seen at 100, not where its dismissal starts")
    }

    @Test func determinism() {
        #expect(InvariantChecker.checkDeterminism(["a", "b"], ["a", "b"]) == nil)
        let violation = InvariantChecker.checkDeterminism(["a", "b"], ["a", "c"])
        #expect(violation?.invariant == .deterministicLog)
        #expect(violation?.message == "logs differ at line 2: 'b' vs 'c'")
        #expect(InvariantChecker.checkDeterminism(["a"], ["a", "b"])?.message == "logs differ at line 2: '<end>' vs 'b'")
    }

    @Test func presentationLayersMatchTheSheetsTable() {
        #expect(InvariantChecker.checkPresentationLayers(["a", "b"], sheets: ["a", "b"], now: .zero) == nil)
        let violation = InvariantChecker.checkPresentationLayers(["a", "b"], sheets: ["b", "a"], now: .zero)
        #expect(violation?.invariant == .presentationLayersMatchTables)
        #expect(violation?.message == "the stack's sheet layers are [\"a\", \"b\"] but the sheets' table holds [\"b\", \"a\"]")
        #expect(InvariantChecker.checkPresentationLayers(["a"], sheets: [], now: .zero)?.invariant == .presentationLayersMatchTables)
    }

    @Test func aSheetReadWhileEventsRemainLeavesItsRestingOffsetsOut() throws {
        var simulator = Simulator()
        try simulator.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        let sheet = try #require(simulator.frontSheet)
        let settled = SheetObservation(sheet, metrics: simulator.metrics)
        let moving = SheetObservation(sheet, metrics: simulator.metrics, settled: false)
        #expect(settled.restingOffsets == sheet.resolvedDetents.map(\.offset))
        #expect(moving.restingOffsets.isEmpty)
        var rest = moving
        rest.restingOffsets = settled.restingOffsets
        #expect(rest == settled, "everything else is read the same")
    }

    /// A floating sheet sinks back from where the keyboard lifted it (layout rules 11): its limit is
    /// taken with the frame at its highest. iPad Pro 11 form sheet at 277; the keyboard lifts it to
    /// 77 at most 44 (top inset 24 + 20); the limit is 44 − min(44 − 24, 100) = 24, not 277 − 100 = 177.
    @Test func aFloatingSheetLoweredByTheKeyboardHidingStaysWithinItsLimits() throws {
        var simulator = Simulator(device: .iPadPro11)
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = .formSheet
        try simulator.present("sheet", configuration: configuration)
        simulator.runUntilIdle()
        try simulator.showKeyboard(height: 400, duration: .milliseconds(250))
        simulator.runUntilIdle()
        try simulator.hideKeyboard(duration: .milliseconds(250))
        simulator.advance(by: .milliseconds(50))
        let sheet = try #require(simulator.frontSheet)
        let observation = SheetObservation(sheet, metrics: simulator.metrics, settled: false)
        #expect(observation.minimumTopY == 24)
        #expect(observation.topY < 177, "still on its way down from 77: \(observation.topY)")
        var checker = InvariantChecker()
        #expect(checker.check([observation], now: simulator.now, isIdle: false).isEmpty)
    }

    @Test func determinismOfLogs() {
        let willAppear = LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewWillAppear(animated: true))
        let didAppear = LogEntry(time: SimInstant(nanosecondsSinceStart: 500_000_000), receiver: .viewController("sheet"),
                                 callback: .viewDidAppear(animated: true))
        #expect(InvariantChecker.checkDeterminism(CallbackLog([willAppear, didAppear]), CallbackLog([willAppear, didAppear])) == nil)
        let short = InvariantChecker.checkDeterminism(CallbackLog([willAppear]), CallbackLog([willAppear, didAppear]))
        #expect(short?.message == InvariantChecker.checkDeterminism([willAppear.description],
                                                                    [willAppear.description, didAppear.description])?.message)
        // Entries that differ below the text's resolution print the same bytes: not a violation.
        var later = didAppear
        later.time = SimInstant(nanosecondsSinceStart: 500_000_001)
        #expect(InvariantChecker.checkDeterminism(CallbackLog([didAppear]), CallbackLog([later])) == nil)
    }
}
