import Testing
@testable import SheetSim

/// App code running inside a callback: it reads the state of that moment and its calls into UIKit
/// run at once, in order, where the callback was made.
@Suite struct AppWorkTests {
    @Test func dismissingFromDidAttemptToDismissRunsInsideTheCallback() throws {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.isModalInPresentation = true
        configuration.prefersGrabberVisible = true
        sim.hooks.onCallbackWithSimulator = { entry, _ in
            guard entry.callback == .presentationControllerDidAttemptToDismiss else { return [] }
            return [AppWork { try? $0.dismiss(animated: true) }]
        }
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        try sim.drag(.grabber, by: 300, duration: .milliseconds(400))
        sim.runUntilIdle()
        let lines = sim.log.map { LogText.untimed($0) }
        let attempt = try #require(lines.firstIndex(of: "sheet.delegate.presentationControllerDidAttemptToDismiss"))
        // The dismissal begins right after the attempt, in the same instant (the finger is still
        // down: it is a programmatic dismissal, without delegate calls).
        #expect(lines[attempt + 1] == "sheet.viewWillDisappear(animated: true)")
        #expect(sim.log[attempt + 1].time == sim.log[attempt].time)
        #expect(sim.stack.isEmpty)
    }

    @Test func theSimulatorPassedInShowsTheStateOfThatMoment() throws {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        var phases: [SheetPhase] = []
        sim.hooks.onCallbackWithSimulator = { entry, simulator in
            if entry.callback.name == "viewDidAppear" { phases.append(simulator.state!.phase) }
            return []
        }
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium()]))
        sim.runUntilIdle()
        #expect(phases == [.idle])
    }

    @Test func appCodeThatCallsBackForeverIsStoppedWithAnError() throws {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        sim.hooks.onCallbackWithSimulator = { entry, _ in
            guard entry.receiver.kind == .viewController else { return [] }
            return [AppWork { try? $0.setSelectedDetentIdentifier(.large) ; $0.rotate(to: .landscapeLeft); $0.rotate(to: .portrait) }]
        }
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        let stops = sim.log.filter { $0.callback == .error("app code kept calling back into UIKit from its own callbacks; stopped") }
        #expect(stops.count == 1)
        #expect(sim.log.count < 20_000, "bounded: \(sim.log.count) entries")
    }
}
