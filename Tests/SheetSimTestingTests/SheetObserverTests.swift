import SheetSim
import SheetSimTesting
import Testing

/// Records each observer call as it would read in UIKit code.
final class CallRecorder: SheetObserver {
    var calls: [String] = []
    var logged = 0
    var answer = true

    func viewWillAppear(controller: String, animated: Bool) { calls.append("\(controller) viewWillAppear \(animated)") }
    func viewIsAppearing(controller: String, animated: Bool) { calls.append("\(controller) viewIsAppearing \(animated)") }
    func viewDidAppear(controller: String, animated: Bool) { calls.append("\(controller) viewDidAppear \(animated)") }
    func viewWillDisappear(controller: String, animated: Bool) { calls.append("\(controller) viewWillDisappear \(animated)") }
    func viewDidDisappear(controller: String, animated: Bool) { calls.append("\(controller) viewDidDisappear \(animated)") }
    func willTransition(controller: String, to traits: TraitCollection) { calls.append("\(controller) willTransition") }
    func viewWillTransition(controller: String, to size: Size) { calls.append("\(controller) viewWillTransition \(size)") }
    func traitCollectionDidChange(controller: String) { calls.append("\(controller) traitCollectionDidChange") }
    func viewSafeAreaInsetsDidChange(controller: String) { calls.append("\(controller) viewSafeAreaInsetsDidChange") }
    func viewLayoutMarginsDidChange(controller: String) { calls.append("\(controller) viewLayoutMarginsDidChange") }
    func viewWillLayoutSubviews(controller: String) { calls.append("\(controller) viewWillLayoutSubviews") }
    func viewDidLayoutSubviews(controller: String) { calls.append("\(controller) viewDidLayoutSubviews") }
    func scrollViewDidChangeAdjustedContentInset(controller: String) {
        calls.append("\(controller) scrollViewDidChangeAdjustedContentInset")
    }
    func presentationTransitionWillBegin(controller: String) { calls.append("\(controller) presentationTransitionWillBegin") }
    func presentationTransitionDidEnd(controller: String, completed: Bool) {
        calls.append("\(controller) presentationTransitionDidEnd \(completed)")
    }
    func dismissalTransitionWillBegin(controller: String) { calls.append("\(controller) dismissalTransitionWillBegin") }
    func dismissalTransitionDidEnd(controller: String, completed: Bool) {
        calls.append("\(controller) dismissalTransitionDidEnd \(completed)")
    }
    func presentationControllerShouldDismiss(_ controller: String) -> Bool {
        calls.append("\(controller) presentationControllerShouldDismiss")
        return answer
    }
    func presentationControllerWillDismiss(_ controller: String) { calls.append("\(controller) presentationControllerWillDismiss") }
    func presentationControllerDidDismiss(_ controller: String) { calls.append("\(controller) presentationControllerDidDismiss") }
    func presentationControllerDidAttemptToDismiss(_ controller: String) {
        calls.append("\(controller) presentationControllerDidAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: String, selectedDetentIdentifier: DetentIdentifier?
    ) {
        calls.append("\(controller) didChangeSelectedDetentIdentifier \(selectedDetentIdentifier.map { "\($0)" } ?? "nil")")
    }
    func simulatorDidLog(_ entry: LogEntry) { logged += 1 }
}

/// An observer that implements nothing: the defaults must not change the simulation.
final class SilentObserver: SheetObserver {}

@Suite struct SheetObserverTests {
    /// One call per callback, in the log's order; the logged answer is not a second question.
    @Test func eachCallbackCallsItsMethodInOrder() {
        let recorder = CallRecorder()
        var simulator = SheetSimulator(device: .iPhone14Pro)
        simulator.hooks = SimulatorHooks(observer: recorder)
        try! simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        try! simulator.drag(.grabber, by: 120, duration: .milliseconds(600))
        simulator.runUntilIdle()
        try! simulator.drag(.grabber, by: -400, duration: .milliseconds(300))
        simulator.runUntilIdle()
        simulator.rotate(to: .landscapeLeft)
        simulator.runUntilIdle()
        try! simulator.drag(.grabber, by: 500, velocity: 2_000)
        simulator.runUntilIdle()
        #expect(recorder.logged == simulator.log.count)
        #expect(recorder.calls.joined(separator: "\n") + "\n" == expectedCalls(for: simulator.log.entries))
    }

    /// The observer's answer decides the swipe: refused, the sheet stays and the delegate hears
    /// of the attempt.
    @Test func observerAnswersShouldDismiss() {
        let recorder = CallRecorder()
        recorder.answer = false
        let tester = SheetTester(exhaustivity: .off, observer: recorder)
        tester.present("sheet", configuration: mediumLarge)
        tester.runUntilIdle()
        tester.drag(.grabber, by: 500, velocity: 2_000)
        tester.runUntilIdle()
        #expect(tester.receive(
            "sheet.delegate.presentationControllerShouldDismiss(returned: false)",
            "sheet.delegate.presentationControllerDidAttemptToDismiss"))
        assertNever(tester.log, contains: "sheet.delegate.presentationControllerDidDismiss")
        #expect(tester.state?.phase == .idle)
        #expect(recorder.calls.contains("sheet presentationControllerShouldDismiss"))
    }

    /// Without an implementation the answer is UIKit's default for a delegate that does not
    /// implement the method: the sheet may dismiss.
    @Test func defaultAnswerAllowsDismissal() {
        let tester = SheetTester(exhaustivity: .off, observer: SilentObserver())
        tester.present("sheet", configuration: mediumLarge)
        tester.runUntilIdle()
        tester.drag(.grabber, by: 500, velocity: 2_000)
        tester.runUntilIdle()
        #expect(tester.receive(
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)",
            "sheet.delegate.presentationControllerDidDismiss"))
        #expect(tester.state == nil)
    }

    /// What `CallRecorder` should have seen for a log: an independent spelling of the mapping.
    func expectedCalls(for log: [LogEntry]) -> String {
        var out = ""
        for entry in log {
            let name = entry.receiver.controller
            let method = entry.callback.name
            switch entry.callback {
            case .viewWillAppear(let a), .viewIsAppearing(let a), .viewDidAppear(let a), .viewWillDisappear(let a),
                 .viewDidDisappear(let a):
                out += "\(name) \(method) \(a)\n"
            case .viewWillTransition(let size): out += "\(name) \(method) \(size)\n"
            case .presentationTransitionDidEnd(let c), .dismissalTransitionDidEnd(let c): out += "\(name) \(method) \(c)\n"
            case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let id):
                out += "\(name) didChangeSelectedDetentIdentifier \(id.map { "\($0)" } ?? "nil")\n"
            case .tapReceived, .warning, .error: break
            default: out += "\(name) \(method)\n"
            }
        }
        return out
    }
}

/// Layout code in an observer: what `viewDidLayoutSubviews` sees of the view is the resized frame
/// (layout rules 15, 20: developers read `view.bounds` there).
@Suite struct LayoutObserverTests {
    @Test func viewDidLayoutSubviewsSeesTheNewHeightOnEveryFrameOfADrag() throws {
        let recorder = CallRecorder()
        var simulator = SheetSimulator(device: .iPhone14Pro)
        simulator.hooks = SimulatorHooks(observer: recorder)
        // The app reads its view's height in viewDidLayoutSubviews.
        nonisolated(unsafe) var heights: [Double] = []
        let observed = simulator.hooks.onCallback
        simulator.hooks.onCallbackWithSimulator = { entry, sim in
            if entry.callback == .viewDidLayoutSubviews { heights.append(sim.viewLayout(of: "sheet")!.size.height) }
            return []
        }
        simulator.hooks.onCallback = observed
        try simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        try simulator.drag(.grabber, by: -300, duration: .milliseconds(600))
        simulator.runUntilIdle()
        #expect(heights.first.map { abs($0 - 453.44) < 0.01 } == true)
        #expect(heights.last == 783)
        #expect(heights.count > 70)
        // Growing with the finger until the release (layout rules 16).
        let drag = heights.dropFirst().dropLast()
        #expect(zip(drag, drag.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(recorder.calls.filter { $0 == "sheet viewDidLayoutSubviews" }.count == heights.count)
        #expect(recorder.calls.prefix(4) == ["sheet viewWillAppear true", "sheet presentationTransitionWillBegin",
                                             "sheet viewSafeAreaInsetsDidChange", "sheet viewLayoutMarginsDidChange"])
    }
}
