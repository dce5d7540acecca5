import SheetSim
import SheetSimTesting
import Testing

/// Records every event as it reads, and answers questions when told to.
final class EventRecorder: SheetObserver {
    var events: [String] = []
    var shouldDismiss: Bool?
    var shouldSelect: Bool?
    var style: ModalPresentationStyle?

    func handle(_ event: UIKitEvent, in app: AppContext) {
        events.append(event.description)
        switch event {
        case .question(_, .presentationControllerShouldDismiss): if let shouldDismiss { app.answer(shouldDismiss) }
        case .question(_, .tabBarControllerShouldSelect): if let shouldSelect { app.answer(shouldSelect) }
        case .question(_, .adaptivePresentationStyle): if let style { app.answer(style) }
        default: break
        }
    }
}

/// The observer API: one method for every callback and question, in the log's order, with
/// questions answered through it.
@Suite struct SheetObserverTests {
    /// Each logged entry reaches `handle` once, in order: a callback as `.callback`, a delegate
    /// question as `.question` before it is logged (and not again after).
    @Test func everyCallbackAndQuestionReachesHandleOnceInLogOrder() throws {
        let recorder = EventRecorder()
        var simulator = Simulator(device: .iPhone14Pro)
        simulator.hooks = SimulatorHooks(observer: recorder)
        try simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        try simulator.drag(.grabber, by: 120, duration: .milliseconds(600))
        simulator.runUntilIdle()
        try simulator.drag(.grabber, by: -400, duration: .milliseconds(300))
        simulator.runUntilIdle()
        simulator.rotate(to: .landscapeLeft)
        simulator.runUntilIdle()
        try simulator.drag(.grabber, by: 500, velocity: 2_000)
        simulator.runUntilIdle()
        let expected = simulator.log.entries.map { LogText.untimed($0) + ($0.callback.isQuestion ? "?" : "") }
        #expect(recorder.events == expected)
        #expect(recorder.events.contains("sheet.delegate.presentationControllerShouldDismiss(returned: true)?"))
    }

    /// Callbacks of every kind reach the one method, containers' delegates included: nothing is
    /// listed by hand, so a callback added to the vocabulary arrives too.
    @Test func containerCallbacksReachTheSameMethod() {
        let recorder = EventRecorder()
        let tester = TestSimulator(exhaustivity: .off, observer: recorder)
        tester.declare("nav", .navigationController(root: "inbox"))
        tester.setRootViewController("nav")
        tester.push("message")
        tester.runUntilIdle()
        #expect(recorder.events.contains("nav.delegate.navigationControllerWillShow(message, animated: true)"))
        #expect(recorder.events.contains("message.viewDidAppear(animated: true)"))
        #expect(recorder.events == tester.log.map(LogText.untimed))
    }

    /// The observer's answer decides the swipe: refused, the sheet stays and the delegate hears
    /// of the attempt.
    @Test func observerAnswersShouldDismiss() {
        let recorder = EventRecorder()
        recorder.shouldDismiss = false
        let tester = TestSimulator(exhaustivity: .off, observer: recorder)
        tester.present("sheet", configuration: mediumLarge)
        tester.runUntilIdle()
        tester.drag(.grabber, by: 500, velocity: 2_000)
        tester.runUntilIdle()
        #expect(tester.receive(
            "sheet.delegate.presentationControllerShouldDismiss(returned: false)",
            "sheet.delegate.presentationControllerDidAttemptToDismiss"))
        assertNever(tester, contains: "sheet.delegate.presentationControllerDidDismiss")
        #expect(tester.state?.phase == .idle)
        #expect(recorder.events.contains("sheet.delegate.presentationControllerShouldDismiss(returned: true)?"))
    }

    /// A question the observer does not answer keeps the configured answer, as a delegate that
    /// does not implement the method leaves UIKit's.
    @Test func unansweredQuestionKeepsTheConfiguredAnswer() {
        var refusing = mediumLarge
        refusing.shouldDismiss = false
        let tester = TestSimulator(exhaustivity: .off, observer: EventRecorder())
        tester.present("sheet", configuration: refusing)
        tester.runUntilIdle()
        tester.drag(.grabber, by: 500, velocity: 2_000)
        tester.runUntilIdle()
        #expect(tester.receive("sheet.delegate.presentationControllerShouldDismiss(returned: false)"))
        #expect(tester.state?.phase == .idle)
    }

    @Test func observerAnswersTabBarShouldSelect() {
        let recorder = EventRecorder()
        recorder.shouldSelect = false
        let tester = TestSimulator(exhaustivity: .off, observer: recorder)
        tester.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        tester.setRootViewController("tabs")
        tester.tapTab("search")
        tester.runUntilIdle()
        #expect(recorder.events.contains("tabs.delegate.tabBarControllerShouldSelect(search, returned: true)?"))
        #expect(tester.receive("tabs.delegate.tabBarControllerShouldSelect(search, returned: false)"))
        assertNever(tester, contains: "tabs.delegate.tabBarControllerDidSelect")
        assertState(tester, "selectedViewController", equals: "home")
    }

    @Test func observerAnswersAdaptivePresentationStyle() {
        let recorder = EventRecorder()
        recorder.style = .fullScreen
        let tester = TestSimulator(device: .iPadPro11, exhaustivity: .off, observer: recorder)
        var configuration = mediumLarge
        configuration.modalPresentationStyle = .formSheet
        configuration.adaptivePresentationStyle = ModalPresentationStyle.none
        tester.present("sheet", configuration: configuration)
        tester.runUntilIdle()
        tester.setWindow(.oneThird)
        tester.runUntilIdle()
        #expect(recorder.events.contains { $0.hasPrefix("sheet.delegate.adaptivePresentationStyle(") && $0.hasSuffix("returned: none)?") })
        #expect(tester.receive(.callback(.adaptivePresentationStyle, of: "sheet")))
        #expect(tester.log.contains { LogText.untimed($0).hasSuffix("returned: fullScreen)") })
        assertState(tester, "presentationStyle", equals: "fullScreen")
    }

    /// Answers that cannot be right fail at the line that gives them, and change nothing.
    @Test func wrongAnswersFailWhereTheyAreGiven() {
        final class WrongAnswers: SheetObserver {
            var lines: [UInt] = []
            func handle(_ event: UIKitEvent, in app: AppContext) {
                switch event {
                case .callback(_, .viewDidAppear):
                    lines.append(#line + 1)
                    app.answer(true)
                case .question(_, .presentationControllerShouldDismiss):
                    lines.append(#line + 1)
                    app.answer(ModalPresentationStyle.fullScreen)
                    lines.append(#line + 1)
                    app.answer(.tabBarControllerShouldSelect("x", answer: false))
                    app.answer(false)
                    lines.append(#line + 1)
                    app.answer(true)
                default:
                    break
                }
            }
        }
        let observer = WrongAnswers()
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: observer)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 500, velocity: 2_000)
            tester.runUntilIdle()
            tester.receive("sheet.delegate.presentationControllerShouldDismiss(returned: false)")
        }
        #expect(reported.map(\.line) == observer.lines)
        #expect(reported.map(\.message) == [
            """
            sheet.viewDidAppear(animated: true) is a callback, not a question: there is nothing to answer.

            Questions arrive as .question(receiver, callback).
            """,
            """
            sheet.delegate.presentationControllerShouldDismiss is not answered with a ModalPresentationStyle.

            Answer with the question carrying your answer: app.answer(.presentationControllerShouldDismiss(answer: true)), with yours after 'answer:'.
            """,
            """
            tabBarControllerShouldSelect("x", answer: false) does not answer sheet.delegate.presentationControllerShouldDismiss: \
            a reply is the question with only its returned value changed.

            The question is presentationControllerShouldDismiss(answer: true).
            """,
            "sheet.delegate.presentationControllerShouldDismiss(returned: true)? was already answered: presentationControllerShouldDismiss(answer: false).",
        ])
    }

    /// On a bare simulator, the context calls into UIKit: a dismissal from
    /// `presentationControllerDidAttemptToDismiss` runs at once, where the callback was made.
    @Test func contextDismissesFromDidAttemptToDismiss() throws {
        final class DiscardOnAttempt: SheetObserver {
            func handle(_ event: UIKitEvent, in app: AppContext) {
                if case .callback(.delegate(of: "sheet"), .presentationControllerDidAttemptToDismiss) = event { app.dismiss() }
            }
        }
        var simulator = Simulator(device: .iPhone14Pro)
        simulator.hooks = SimulatorHooks(observer: DiscardOnAttempt())
        var modal = mediumLarge
        modal.isModalInPresentation = true
        try simulator.present("sheet", configuration: modal)
        simulator.runUntilIdle()
        try simulator.drag(.grabber, by: 300, duration: .milliseconds(400))
        simulator.runUntilIdle()
        let lines = simulator.log.entries.map(LogText.untimed)
        let attempt = try #require(lines.firstIndex(of: "sheet.delegate.presentationControllerDidAttemptToDismiss"))
        #expect(lines[attempt + 1] == "sheet.viewWillDisappear(animated: true)")
        #expect(simulator.log.entries[attempt + 1].time == simulator.log.entries[attempt].time)
        #expect(simulator.stack.isEmpty)
    }

    /// The context shows the instant of its callback.
    @Test func contextReadsTheStateOfItsInstant() throws {
        final class PhaseReader: SheetObserver {
            var seen: [String] = []
            func handle(_ event: UIKitEvent, in app: AppContext) {
                if case .callback(.viewController("sheet"), let callback) = event {
                    seen.append("\(app.now) \(callback.name) \(app.state?.phase.rawValue ?? "none")")
                }
            }
        }
        let reader = PhaseReader()
        var simulator = Simulator(device: .iPhone14Pro)
        simulator.hooks = SimulatorHooks(observer: reader)
        try simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        #expect(reader.seen == [
            "0.000ms viewWillAppear presenting",
            "0.000ms viewSafeAreaInsetsDidChange presenting",
            "0.000ms viewLayoutMarginsDidChange presenting",
            "0.000ms viewIsAppearing presenting",
            "0.000ms viewWillLayoutSubviews presenting",
            "0.000ms viewDidLayoutSubviews presenting",
            "400.000ms viewDidAppear idle",
        ])
    }
}

/// Layout code in an observer: what `viewDidLayoutSubviews` sees of the view is the resized frame
/// (layout rules 15, 20: developers read `view.bounds` there).
@Suite struct LayoutObserverTests {
    final class HeightReader: SheetObserver {
        var heights: [Double] = []
        var geometry: [String] = []

        func handle(_ event: UIKitEvent, in app: AppContext) {
            guard case .callback(.viewController("sheet"), let callback) = event else { return }
            switch callback {
            case .viewDidLayoutSubviews: heights.append(app.viewLayout(of: "sheet")?.size.height ?? -1)
            case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange: geometry.append(callback.name)
            default: break
            }
        }
    }

    @Test func viewDidLayoutSubviewsSeesTheNewHeightOnEveryFrameOfADrag() throws {
        let reader = HeightReader()
        var simulator = Simulator(device: .iPhone14Pro)
        simulator.hooks = SimulatorHooks(observer: reader)
        try simulator.present("sheet", configuration: mediumLarge)
        simulator.runUntilIdle()
        try simulator.drag(.grabber, by: -300, duration: .milliseconds(600))
        simulator.runUntilIdle()
        #expect(reader.heights.first.map { abs($0 - 453.44) < 0.01 } == true)
        #expect(reader.heights.last == 783)
        #expect(reader.heights.count > 70)
        // Growing with the finger until the release (layout rules 16).
        let drag = reader.heights.dropFirst().dropLast()
        #expect(zip(drag, drag.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(simulator.log.entries.filter { $0.receiver == .viewController("sheet") && $0.callback == .viewDidLayoutSubviews }.count
                == reader.heights.count)
        #expect(reader.geometry.prefix(2) == ["viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange"])
    }
}
