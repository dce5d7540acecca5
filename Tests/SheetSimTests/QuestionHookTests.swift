import Testing
@testable import SheetSim

/// App code answering delegate questions through one hook (`onQuestion`), with the state of the
/// moment UIKit asks, and every callback reaching `onCallbackWithSimulator`.
@Suite struct QuestionHookTests {
    static var mediumLarge: SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        return configuration
    }

    @Test func onQuestionAnswersWithTheStateOfThatMoment() throws {
        var sim = Simulator(device: .iPhone14Pro)
        var asked: [(String, SheetPhase?)] = []
        sim.hooks.onQuestion = { entry, simulator in
            asked.append((LogText.untimed(entry), simulator.state?.phase))
            return .presentationControllerShouldDismiss(answer: false)
        }
        try sim.present("sheet", configuration: Self.mediumLarge)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 500, velocity: 2_000)
        sim.runUntilIdle()
        #expect(asked.map(\.0) == ["sheet.delegate.presentationControllerShouldDismiss(returned: true)"])
        #expect(asked.map(\.1) == [.dragging])
        let lines = sim.log.entries.map(LogText.untimed)
        #expect(lines.contains("sheet.delegate.presentationControllerShouldDismiss(returned: false)"))
        #expect(lines.contains("sheet.delegate.presentationControllerDidAttemptToDismiss"))
        #expect(sim.state?.phase == .idle)
    }

    /// The proposed answer is the answer hook's, else the configured one; nil keeps it.
    @Test func theQuestionCarriesTheAnswerThatStands() throws {
        var sim = Simulator(device: .iPhone14Pro)
        var refusing = Self.mediumLarge
        refusing.shouldDismiss = false
        var proposed: [Callback] = []
        sim.hooks.onQuestion = { entry, _ in proposed.append(entry.callback); return nil }
        try sim.present("sheet", configuration: refusing)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 500, velocity: 2_000)
        sim.runUntilIdle()
        sim.hooks.shouldDismiss = { _ in true }
        try sim.drag(.grabber, by: 500, velocity: 2_000)
        sim.runUntilIdle()
        #expect(proposed == [.presentationControllerShouldDismiss(answer: false), .presentationControllerShouldDismiss(answer: true)])
        #expect(sim.stack.isEmpty)
    }

    /// A reply that changes more than the answer is not an answer, and is ignored.
    @Test func aReplyToAnotherQuestionIsIgnored() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.hooks.onQuestion = { _, _ in .tabBarControllerShouldSelect("x", answer: false) }
        try sim.present("sheet", configuration: Self.mediumLarge)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 500, velocity: 2_000)
        sim.runUntilIdle()
        #expect(sim.log.entries.map(LogText.untimed).contains("sheet.delegate.presentationControllerShouldDismiss(returned: true)"))
        #expect(Callback.presentationControllerShouldDismiss(answer: false).isAnswer(to: .presentationControllerShouldDismiss(answer: true)))
        #expect(!Callback.tabBarControllerShouldSelect("a", answer: false).isAnswer(to: .tabBarControllerShouldSelect("b", answer: true)))
        #expect(!Callback.viewDidAppear(animated: true).isAnswer(to: .viewDidAppear(animated: false)))
    }

    @Test func tabBarQuestionsGoThroughTheSameHook() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.hooks.onQuestion = { entry, _ in
            guard case .tabBarControllerShouldSelect(let tab, _) = entry.callback else { return nil }
            return .tabBarControllerShouldSelect(tab, answer: false)
        }
        try sim.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        try sim.setRootViewController("tabs")
        try sim.tapTab("search")
        sim.runUntilIdle()
        #expect(sim.log.entries.map(LogText.untimed).contains("tabs.delegate.tabBarControllerShouldSelect(search, returned: false)"))
        #expect(sim.machine(TabBarMachine.self, named: "tabs")?.selectedViewController == "home")
    }

    /// A root change logs the old root's subtree disappearing without forwarding; those entries
    /// reach app code with the simulator too, as every other callback does.
    @Test func everyLoggedCallbackReachesOnCallbackWithSimulator() throws {
        var sim = Simulator(device: .iPhone14Pro)
        var seen: [String] = []
        sim.hooks.onCallbackWithSimulator = { entry, _ in seen.append(LogText.untimed(entry)); return [] }
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.setRootViewController("nav")
        try sim.setRootViewController("settings")
        sim.runUntilIdle()
        #expect(seen == sim.log.entries.map(LogText.untimed))
        #expect(seen.contains("inbox.viewDidDisappear(animated: false)"))
    }
}
