import Testing
@testable import SheetSim

/// The sheet machine on its own: events in, actions out, no simulator.
@Suite struct SheetMachineTests {
    static let environment = ScreenEnvironment(device: .iPhone14Pro)

    func machine(_ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetMachine {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        change(&configuration)
        return SheetMachine(name: "sheet", configuration: configuration, environment: Self.environment, os: .iOS17)
    }

    /// Presents and settles, finishing the transition's animation by its completion event.
    func presented(_ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetMachine {
        var sheet = machine(change)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        return sheet
    }

    func sample(_ y: Double, at ms: Int64) -> TouchSample {
        TouchSample(time: .zero + .milliseconds(ms), location: Point(x: 196, y: y))
    }

    @Test func presentLogsTheAppearanceAndTheTransitionAndAsksForAFrame() {
        var sheet = machine()
        #expect(sheet.handle(.present(animated: true), at: .zero) == [
            .callback(.viewController("sheet"), .viewWillAppear(animated: true)),
            .callback(.presentationController(of: "sheet"), .presentationTransitionWillBegin),
            .callback(.viewController("sheet"), .viewIsAppearing(animated: true)),
            .requestFrame,
        ])
        #expect(sheet.phase == .presenting)
        #expect(sheet.isInTransition)
    }

    /// The pan gesture holds touches only while a finger is down: a lift ends it, and so does a
    /// dismissal in code under a finger; after either, a stray sample is not kept.
    @Test func thePanGestureKeepsTouchesOnlyWhileAFingerIsDown() {
        var sheet = presented()
        let medium = sheet.offset
        _ = sheet.handle(.touchBegan(sample(medium + 10, at: 0), target: .grabber), at: .zero)
        _ = sheet.handle(.touchMoved(sample(medium - 20, at: 8)), at: .zero + .milliseconds(8))
        #expect(sheet.pan.samples.count == 2)
        #expect(sheet.pan.state == .tracking(detentAtStart: .medium))
        _ = sheet.handle(.touchEnded(sample(medium - 30, at: 16)), at: .zero + .milliseconds(16))
        #expect(sheet.pan.state == .possible)
        #expect(sheet.pan.samples.isEmpty)
        #expect(sheet.lastTouchLocation == nil)

        var held = presented()
        _ = held.handle(.touchBegan(sample(medium + 10, at: 0), target: .grabber), at: .zero)
        _ = held.handle(.dismiss(animated: true), at: .zero + .milliseconds(4))
        #expect(held.pan.state == .possible, "a dismissal in code lets the finger go")
        held.pan.append(sample(medium, at: 8), window: .milliseconds(100))
        #expect(held.pan.samples.isEmpty)
    }

    @Test func aSecondPresentIsAWarning() {
        var sheet = presented()
        #expect(sheet.handle(.present(animated: true), at: .zero)
                == [.callback(.simulator, .warning("sheet is already presented; present ignored"))])
    }

    @Test func crossingTheSmallestDetentAsksTheDelegateAndItsAnswerStartsTheDismissal() {
        var sheet = presented()
        let medium = sheet.offset
        #expect(sheet.handle(.touchBegan(sample(medium + 10, at: 0), target: .grabber), at: .zero) == [.requestFrame],
                "frames run while a finger is down")
        #expect(sheet.phase == .idle)  // a finger down that has not moved the sheet
        #expect(sheet.handle(.touchMoved(sample(medium + 5, at: 8)), at: .zero + .milliseconds(8)) == [])
        #expect(sheet.phase == .dragging)
        #expect(sheet.handle(.touchMoved(sample(medium + 40, at: 16)), at: .zero + .milliseconds(16))
                == [.ask(.delegate(of: "sheet"), .presentationControllerShouldDismiss(answer: true), token: DismissDecisionSource.drag.rawValue)])
        #expect(!sheet.state.interactiveDismissalRunning)
        #expect(sheet.handle(.shouldDismissAnswered(true, for: .drag), at: .zero + .milliseconds(16)) == [
            .callback(.delegate(of: "sheet"), .presentationControllerWillDismiss),
            .callback(.viewController("sheet"), .viewWillDisappear(animated: true)),
            .callback(.presentationController(of: "sheet"), .dismissalTransitionWillBegin),
        ])
        #expect(sheet.state.interactiveDismissalRunning)
        #expect(sheet.offset == medium + 30)
        // An answer nobody asked for is ignored.
        #expect(sheet.handle(.shouldDismissAnswered(false, for: .drag), at: .zero + .milliseconds(16)) == [])
    }

    @Test func aSlowReleaseCancelsTheDismissalAndTheSettleEndRunsTheAppearanceAgain() {
        var sheet = presented()
        let medium = sheet.offset
        _ = sheet.handle(.touchBegan(sample(medium + 10, at: 0), target: .grabber), at: .zero)
        _ = sheet.handle(.touchMoved(sample(medium + 60, at: 500)), at: .zero + .milliseconds(500))
        _ = sheet.handle(.shouldDismissAnswered(true, for: .drag), at: .zero + .milliseconds(500))
        let release = sheet.handle(.touchEnded(sample(medium + 60, at: 600)), at: .zero + .milliseconds(600))
        #expect(release.last == .requestFrame)
        guard case .settling(_, cancelsDismissal: true, notify: nil) = sheet.state else {
            Issue.record("expected a cancel settle, got \(sheet.state.phase)")
            return
        }
        // Run the spring frame by frame until it reports its end, then complete it.
        var time = SimInstant.zero + .milliseconds(600)
        var token: Int?
        while token == nil {
            time = time + .milliseconds(8)
            if case .reachedEnd(let t) = sheet.frameTick(at: time) { token = t }
        }
        #expect(sheet.handle(.animationCompleted(token: token!), at: time) == [
            .callback(.viewController("sheet"), .viewWillAppear(animated: true)),
            .callback(.viewController("sheet"), .viewIsAppearing(animated: true)),
            .callback(.viewController("sheet"), .viewDidAppear(animated: true)),
            .callback(.presentationController(of: "sheet"), .dismissalTransitionDidEnd(completed: false)),
        ])
        #expect(sheet.phase == .idle)
        #expect(sheet.offset == medium)
    }

    static let dismissalGates: [(modal: Bool, child: Bool, delegate: Bool, expected: DismissalGate, line: Int)] = [
        (modal: true, child: false, delegate: true, expected: DismissalGate.refused(sendsAttempt: true), line: #line),
        (modal: false, child: true, delegate: true, expected: DismissalGate.refused(sendsAttempt: false), line: #line),
        (modal: true, child: true, delegate: true, expected: DismissalGate.refused(sendsAttempt: false), line: #line),
        (modal: false, child: false, delegate: false, expected: DismissalGate.allowed, line: #line),
        (modal: false, child: false, delegate: true, expected: DismissalGate.askDelegate(default: true), line: #line),
    ]

    @Test(arguments: dismissalGates)
    func theDismissalGateChecksInUIKitsOrder(_ c: (modal: Bool, child: Bool, delegate: Bool, expected: DismissalGate, line: Int)) {
        var sheet = presented {
            $0.isModalInPresentation = c.modal
            $0.hasDelegate = c.delegate
        }
        _ = sheet.handle(.childChanged(presentsChild: c.child), at: .zero)
        #expect(sheet.dismissalGate == c.expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }

    @Test func aDimmingTapWithAModalSheetIsRefusedWithoutAsking() {
        var sheet = presented { $0.isModalInPresentation = true }
        #expect(sheet.handle(.dimmingViewTapped(Point(x: 10, y: 10)), at: .zero) == [])
        var asking = presented()
        #expect(asking.handle(.dimmingViewTapped(Point(x: 10, y: 10)), at: .zero)
                == [.ask(.delegate(of: "sheet"), .presentationControllerShouldDismiss(answer: true), token: DismissDecisionSource.dimmingTap.rawValue)])
        let answered = asking.handle(.shouldDismissAnswered(true, for: .dimmingTap), at: .zero)
        #expect(answered.first == .callback(.delegate(of: "sheet"), .presentationControllerWillDismiss))
        #expect(asking.phase == .dismissing)
    }

    @Test func theKeyboardHoldsTheSheetAtItsRaisedOffset() {
        var sheet = presented { $0.detents = [.medium()] }
        _ = sheet.handle(.keyboardChanged(height: 336, duration: .zero), at: .zero)
        #expect(sheet.keyboardHeldOffset.map { ($0 * 100).rounded() / 100 } == 96.56)
        #expect(sheet.restingOffset == sheet.keyboardHeldOffset)
        _ = sheet.handle(.keyboardChanged(height: 0, duration: .zero), at: .zero)
        #expect(sheet.keyboardHeldOffset == nil)
    }

    /// The layout signature the simulator compares around each event counts the sheet's new
    /// layouts and its scroll view's changes: a new layout (even an equal one) and a different
    /// scroll view change it, the same scroll view given again does not.
    @Test func theLayoutSignatureCountsNewLayoutsAndScrollViewChanges() {
        var sheet = presented()
        let start = sheet.takeLayoutSignature()
        _ = sheet.handle(.environmentChanged(Self.environment), at: .zero)  // the same environment: a new, equal layout
        let relaid = sheet.takeLayoutSignature()
        #expect(relaid != start)
        var scroll = ScrollViewState()
        scroll.contentHeight = 3000
        _ = sheet.handle(.scrollViewChanged(scroll), at: .zero)
        let scrolled = sheet.takeLayoutSignature()
        #expect(scrolled != relaid)
        _ = sheet.handle(.scrollViewChanged(scroll), at: .zero)
        #expect(sheet.takeLayoutSignature() == scrolled)
        scroll.contentOffset = 40
        _ = sheet.handle(.scrollViewChanged(scroll), at: .zero)
        #expect(sheet.takeLayoutSignature() != scrolled)
    }
}
