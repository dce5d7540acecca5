import SheetSim
import SheetSimTesting
import Testing

/// App code that never lets the simulation go idle: the run stops at its limits and the test
/// fails at the line that ran the clock, saying which app code kept it busy.
@Suite struct RunLimitTests {
    /// Pushes a detail as soon as the list appears, and pops it as soon as it appears: the
    /// navigation controller never comes to rest.
    final class Bounce: SheetObserver {
        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .callback(.viewController("inbox"), .viewDidAppear):
                app.perform("push(\"message\")") { try $0.push("message") }
            case .callback(.viewController("message"), .viewDidAppear):
                app.perform("pop()") { try $0.pop() }
            default:
                break
            }
        }
    }

    @Test func appCodeThatKeepsNavigatingStopsTheRunAndFailsAtItsLine() throws {
        let bounce = Bounce()
        var line: UInt = 0
        var lastCallbacks: [String] = []
        var limits = RunLimits.standard
        limits.busyTime = .seconds(60)
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: bounce)
            tester.runLimits = limits
            tester.declare("nav", .navigationController(root: "inbox"))
            tester.setRootViewController("nav")
            line = #line; tester.runUntilIdle()
            // The run stopped with work queued: the clock stands a minute on, not for ever.
            #expect(tester.now > SimInstant.zero + .seconds(60))
            #expect(tester.now < SimInstant.zero + .seconds(62))
            #expect(!tester.simulator.isIdle)
            lastCallbacks = tester.log.suffix(RunLimitExceeded.recentCount).map(\.description)
        }
        #expect(reported.count == 1, "\(reported.map(\.message))")
        let failure = try #require(reported.first)
        #expect(failure.line == line)
        let message = failure.message
        #expect(message.hasPrefix("runUntilIdle() was stopped before the simulation went idle: "
            + "60s of virtual time went by with work still queued (from 0.000ms to "), "\(message)")
        #expect(lastCallbacks.count == RunLimitExceeded.recentCount)
        #expect(message.contains("\n\nLast callbacks:\n" + lastCallbacks.map { "  \($0)\n" }.joined() + "\nApp code kept queueing work: "))
        // Which app code, and where it asked: the observer's two calls, with their callbacks.
        #expect(message.contains("push(\"message\") at SheetSimTestingTests/RunLimitTests.swift:14:28 from inbox.viewDidAppear (86 times)"))
        #expect(message.contains("pop() at SheetSimTestingTests/RunLimitTests.swift:16:28 from message.viewDidAppear (86 times)"))
        #expect(message.hasSuffix("raise tester.runLimits.busyTime (now 60s)."))
    }

    /// The same app code through a bare hook: the limit on events stops it too, and the clock may
    /// be run again from where it stopped, with a fresh allowance.
    @Test func theEventLimitStopsARunAndTheNextRunCarriesOn() throws {
        var simulator = Simulator(device: .iPhone14Pro)
        simulator.runLimits = RunLimits(events: 5_000, busyTime: .seconds(7_200))
        simulator.hooks.onCallbackWithSimulator = { entry, _ in
            switch (entry.receiver, entry.callback.callbackName) {
            case (.viewController("inbox"), .viewDidAppear):
                return [AppWork("push") { try? $0.push("message") }]
            case (.viewController("message"), .viewDidAppear):
                return [AppWork { try? $0.pop() }]
            default:
                return []
            }
        }
        let reported = failures {
            let tester = TestSimulator(simulator, exhaustivity: .off)
            tester.declare("nav", .navigationController(root: "inbox"))
            tester.setRootViewController("nav")
            tester.runUntilIdle()
            let first = tester.now
            tester.advance(by: .seconds(3_600))
            #expect(tester.now > first)
            #expect(tester.now < SimInstant.zero + .seconds(3_600))
        }
        #expect(reported.count == 2)
        for failure in reported {
            #expect(failure.message.contains("it carried out 5000 events (from "), "\(failure.message)")
            #expect(failure.message.contains("push from inbox.viewDidAppear (2500 times)"))
            #expect(failure.message.contains("work from message.viewDidAppear (2500 times)"))
            #expect(failure.message.hasSuffix("raise tester.runLimits.events (now 5000)."))
        }
        #expect(reported.first?.message.hasPrefix("runUntilIdle() was stopped") == true)
        #expect(reported.last?.message.hasPrefix("advance(by: 3600000.000ms) was stopped") == true)
    }

    /// A wait with nothing to do is never cut short, however long.
    @Test func aLongWaitWithNothingQueuedIsNotLimited() {
        let reported = failures {
            let tester = TestSimulator()
            tester.runLimits = RunLimits(events: 10, busyTime: .seconds(1))
            tester.present("sheet", configuration: mediumLarge)
            tester.runLimits = .standard
            tester.runUntilIdle()
            tester.receive("sheet.viewWillAppear", "sheet.presentationController.presentationTransitionWillBegin",
                           "sheet.viewIsAppearing", "sheet.presentationController.presentationTransitionDidEnd",
                           "sheet.viewDidAppear")
            tester.runLimits = RunLimits(events: 10, busyTime: .seconds(1))
            let settled = tester.now
            tester.advance(by: .seconds(86_400 * 365))
            #expect(tester.now == settled + .seconds(86_400 * 365))
            tester.finish()
        }
        #expect(reported.isEmpty, "\(reported.map(\.message))")
    }
}
