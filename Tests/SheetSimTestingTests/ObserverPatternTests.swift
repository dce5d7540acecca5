import SheetSim
import SheetSimTesting
import Testing

/// Observer patterns that bind a receiver's controller, and names in them that can never match.
@Suite struct ObserverPatternTests {
    /// Binds whichever controller appears, and whichever delegate is asked.
    final class Binder: SheetObserver {
        var appeared: [String] = []
        var asked: [String] = []

        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .callback(.viewController(let name), .viewDidAppear):
                appeared.append(name.rawValue)
            case .question(.delegate(of: let name), .presentationControllerShouldDismiss):
                asked.append("\(name)")
            default:
                break
            }
        }
    }

    @Test func aPatternBindsTheReceiversController() {
        let binder = Binder()
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: binder)
            tester.present("compose", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.present("picker", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 500, velocity: 2_000)
            tester.runUntilIdle()
            tester.finish()
        }
        #expect(reported.isEmpty, "\(reported)")
        #expect(binder.appeared == ["compose", "picker"])
        #expect(binder.asked == ["picker"])
    }

    /// Names a controller with a typo, and one this test never makes.
    final class Misspelt: SheetObserver {
        var seen = 0
        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .callback(.viewController("compse"), .viewDidAppear): seen += 1
            case .callback(.delegate(of: "settings"), .presentationControllerDidDismiss): seen += 1
            default: break
            }
        }
    }

    /// A near miss of a controller the test has fails at `finish()`, once; a name far from every
    /// controller (another test's, perhaps) does not.
    @Test func aNearMissNameInAPattern_failsAtFinish() {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: Misspelt())
            tester.present("compose", configuration: mediumLarge)
            tester.runUntilIdle()
            #expect(!tester.finish())
            tester.dismiss()
            tester.runUntilIdle()
            #expect(tester.finish())
        }
        #expect(reported.map(\.line) == [#line - 5])
        #expect(reported.map(\.message) == ["""
            The app's code matches receivers named "compse", and no controller is: a case naming it never matches.

            Did you mean "compose"? Controllers: presenter, compose.
            """])
    }

    /// Events made from the log's receivers are the same events, and still give that receiver.
    @Test func eventsFromTheLogsReceiversAreTheSame() {
        let event = UIKitEvent.callback(Receiver.delegate(of: "compose"), .presentationControllerDidDismiss)
        #expect(event == .callback(.delegate(of: "compose"), .presentationControllerDidDismiss))
        #expect(event.receiver == .delegate(of: "compose"))
        #expect(event.description == "compose.delegate.presentationControllerDidDismiss")
        #expect(UIKitEvent.question(.simulator, .warning("x")).receiver == .simulator)
        for receiver in [Receiver.viewController("a"), .presentationController(of: "a"), .delegate(of: "a"), .simulator] {
            #expect(EventReceiver(receiver).receiver == receiver)
        }
    }
}
