import SheetSim
import SheetSimTesting
import Testing

/// Alert controllers from a test: the tester's `tapAlertAction(_:)`, the typed pattern of an
/// action's handler, and the alert's form as state.
@Suite struct AlertTesterTests {
    static func tester(_ device: Device = .iPhone14Pro, os: OSProfile = .iOS17, anchored: Bool = false) -> TestSimulator {
        let tester = TestSimulator(Simulator(device: device, os: os), exhaustivity: .off)
        tester.declare("nav", .navigationController(root: "inbox"))
        tester.setRootViewController("nav")
        var configuration = SheetConfiguration()
        configuration.alert = AlertSettings(preferredStyle: .actionSheet, actions: [AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)])
        if anchored { configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 300, y: 120, width: 44, height: 44)) }
        tester.present("confirm", configuration: configuration, from: "inbox")
        tester.runUntilIdle()
        return tester
    }

    @Test func theHandlerComesAfterViewDidDisappear() {
        let reported = failures {
            let tester = Self.tester()
            #expect(tester.alertForm(of: "confirm") == .bottomSheet)
            #expect(tester.alertShowsCancelButton("confirm") == true)
            tester.tapAlertAction("Delete")
            tester.runUntilIdle()
            tester.receive(.viewController("confirm", .viewDidDisappear), .alertActionHandler(of: "confirm", title: "Delete"))
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    /// The wrong title's handler is not in the log: the library cannot go green on it.
    @Test func anotherActionsHandlerFails() {
        let reported = failures {
            let tester = Self.tester()
            tester.tapAlertAction("Delete")
            tester.runUntilIdle()
            tester.receive(.alertActionHandler(of: "confirm", title: "Cancel"))
            tester.finish()
        }
        #expect(!reported.isEmpty)
    }

    /// iOS 26's anchored iPhone action sheet hides its cancel button: tapping it fails with the rule.
    @Test func aHiddenCancelButtonCannotBeTapped() {
        let reported = failures {
            let tester = Self.tester(os: .iOS26, anchored: true)
            tester.tapAlertAction("Cancel")
            tester.finish()
        }
        #expect(reported.contains { $0.message.contains("shows no cancel button") && $0.message.contains("iOS 26") }, "\(reported.map(\.message))")
    }

    @Test func aMisspelledTitleSuggestsTheRightOne() {
        let reported = failures {
            let tester = Self.tester()
            tester.tapAlertAction("Delet")
            tester.finish()
        }
        #expect(reported.contains { $0.message.contains("did you mean 'Delete'?") }, "\(reported.map(\.message))")
    }
}
