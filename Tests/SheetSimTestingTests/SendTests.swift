import SheetSim
import SheetSimTesting
import Testing

/// `send(_:)` is the tester's one way to act: its named methods are the same actions, a refused
/// action fails the test at the line that sent it, naming the call, and app code sends from
/// inside a callback as it calls UIKit there.
@Suite struct SendTests {
    @Test func sendingAnActionIsCallingItsMethod() {
        let reported = failures {
            let sent = TestSimulator(exhaustivity: .off(showSkippedAssertions: false))
            sent.send(.present("sheet", configuration: mediumLarge))
            sent.runUntilIdle()
            sent.send(.drag(.grabber, .distance(-200, duration: .milliseconds(250))))
            sent.send(.rotate(to: .landscapeLeft))
            sent.runUntilIdle()

            let called = TestSimulator(exhaustivity: .off(showSkippedAssertions: false))
            called.present("sheet", configuration: mediumLarge)
            called.runUntilIdle()
            called.drag(.grabber, by: -200, duration: .milliseconds(250))
            called.rotate(to: .landscapeLeft)
            called.runUntilIdle()

            #expect(!sent.log.isEmpty)
            #expect(sent.log == called.log)
            #expect(sent.state == called.state)
        }
        #expect(reported.isEmpty)
    }

    @Test func aRefusedActionFailsAtItsLine_namingTheCall() {
        var line: UInt = 0
        let reported = failures {
            let tester = TestSimulator()
            line = #line + 1
            tester.send(.tapGrabber)
            tester.finish()
        }
        #expect(reported.map(\.line) == [line])
        #expect(reported.map(\.message) == ["The simulator refused tapGrabber() at 0.000ms: no sheet is presented."])
    }

    /// A scroll that names its controller says so in the call the failure names.
    @Test func aRefusedScrollNamesItsController() {
        let reported = failures {
            let tester = TestSimulator()
            tester.send(.scroll(toContentOffsetY: 120, of: "list"))
            tester.send(.scrollToEdge(bottom: true))
            tester.finish()
        }
        #expect(reported.count == 2)
        #expect(reported.first?.message.hasPrefix("The simulator refused scroll(toContentOffsetY: 120, of: \"list\") at 0.000ms: ") == true)
        #expect(reported.last?.message.hasPrefix("The simulator refused scrollToEdge(bottom: true) at 0.000ms: ") == true)
    }

    /// An action sent while callbacks wait to be asserted fails there, as the methods do.
    @Test func anActionChecksThatEarlierCallbacksWereAsserted() {
        var line: UInt = 0
        let reported = failures {
            let tester = TestSimulator()
            tester.send(.present())
            tester.runUntilIdle()
            line = #line + 1
            tester.send(.dismiss())
            tester.skipReceivedCallbacks()
            tester.runUntilIdle()
            tester.skipReceivedCallbacks()
            tester.finish()
        }
        #expect(reported.map(\.line) == [line])
    }

    /// App code sends from inside a callback: the action runs right after the callback returns,
    /// at that instant.
    @Test func appCodeSendsFromInsideACallback() {
        final class DismissOnAppear: SheetObserver {
            func handle(_ event: UIKitEvent, in app: AppContext) {
                if case .callback(.viewController("sheet"), .viewDidAppear) = event { app.send(.dismiss(animated: false)) }
            }
        }
        let observer = DismissOnAppear()
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off(showSkippedAssertions: false), observer: observer)
            tester.send(.present())
            tester.runUntilIdle()
            let appeared = tester.log.firstIndex { LogText.line($0).hasSuffix("sheet.viewDidAppear(animated: true)") }
            let disappearing = tester.log.firstIndex { LogText.line($0).hasSuffix("sheet.viewWillDisappear(animated: false)") }
            #expect(appeared != nil && disappearing != nil)
            if let appeared, let disappearing {
                #expect(appeared < disappearing)
                #expect(tester.log[appeared].time == tester.log[disappearing].time)
            }
            #expect(tester.state == nil)
        }
        #expect(reported.isEmpty)
    }
}
