import SheetSim
import SheetSimTesting
import Testing

/// The app's scene and application delegates through the testing library: typed patterns, an
/// exhaustive assertion around a window change, and an observer binding the receiver.
@Suite struct SceneActivationTesterTests {
    static let patterns: [(pattern: CallbackPattern, text: String, line: Int)] = [
        (.sceneDelegate(.sceneWillResignActive), "scene.delegate.sceneWillResignActive", #line),
        (.callback(.sceneDidBecomeActive, of: "list"), "scene.delegate.sceneDidBecomeActive", #line),
        (.applicationDelegate(.applicationDidBecomeActive), "application.delegate.applicationDidBecomeActive", #line),
        (.callback(.applicationWillResignActive, of: "anything"), "application.delegate.applicationWillResignActive", #line),
    ]

    @Test func typedPatternsNameTheAppsDelegates() {
        for row in Self.patterns {
            #expect(row.pattern.description == row.text, "line \(row.line)")
        }
    }

    @Test(arguments: [(OSProfile.iOS17, "scene.delegate.sceneWillResignActive", "scene.delegate.sceneDidBecomeActive"),
                      (OSProfile.iOS12, "application.delegate.applicationWillResignActive", "application.delegate.applicationDidBecomeActive")])
    func aResizeIsAssertedExhaustively(_ os: OSProfile, _ resign: String, _ become: String) {
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, os: os)
        tester.setRootViewController("list")
        tester.skipReceivedCallbacks()
        tester.setWindow(.oneThird)
        tester.receive(resign, "list.willTransition(to: wC hR)", "list.viewWillTransition(to: 375 x 834)",
                       "list.traitCollectionDidChange")
        assertState(tester, "activationState", equals: "foregroundInactive")
        tester.runUntilIdle()
        tester.receive(become)
        assertState(tester, "activationState", equals: "foregroundActive")
        tester.finish()
    }

    @Test func anExhaustiveTesterFailsWhenTheResignIsLeftOut() {
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft)
        tester.setRootViewController("list")
        tester.skipReceivedCallbacks()
        tester.setWindow(.oneThird)
        let reported = recording {
            tester.receive("list.willTransition(to: wC hR)", "list.viewWillTransition(to: 375 x 834)",
                           "list.traitCollectionDidChange")
        }
        #expect(!reported.passed)
        #expect(reported.messages.first?.contains("+ scene.delegate.sceneWillResignActive") == true)
        tester.exhaustivity = .off
        tester.runUntilIdle()
        tester.finish()
    }

    final class ActivationRecorder: SheetObserver {
        var seen: [String] = []
        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .callback(.sceneDelegate, let callback): seen.append("scene " + callback.name)
            case .callback(.applicationDelegate, let callback): seen.append("application " + callback.name)
            default: break
            }
        }
    }

    @Test func anObserverSeesTheSceneDelegatesCallbacks() {
        let recorder = ActivationRecorder()
        let tester = TestSimulator(device: .iPadPro11, orientation: .landscapeLeft, exhaustivity: .off, observer: recorder)
        tester.setRootViewController("list")
        tester.setWindow(.slideOver)
        tester.runUntilIdle()
        tester.setWindow(.full)
        tester.runUntilIdle()
        tester.finish()
        #expect(recorder.seen == ["scene sceneWillResignActive", "scene sceneDidBecomeActive"])
        #expect(EventReceiver(.sceneDelegate) == .sceneDelegate)
        #expect(EventReceiver.applicationDelegate.receiver == .applicationDelegate)
    }
}
