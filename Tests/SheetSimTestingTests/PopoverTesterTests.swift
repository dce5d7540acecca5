import SheetSim
import SheetSimTesting
import Testing

/// Popovers from a test: the tester's `tapOutside(at:)`, and patterns on the popover's
/// callbacks, the adaptive delegate's included.
@Suite struct PopoverTesterTests {
    static var popover: SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: 320, height: 400)
        configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44))
        return configuration
    }

    static func tester() -> TestSimulator {
        let tester = TestSimulator(Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17), exhaustivity: .off)
        tester.declare("nav", .navigationController(root: "inbox"))
        tester.setRootViewController("nav")
        tester.present("filters", configuration: popover, from: "inbox")
        tester.runUntilIdle()
        return tester
    }

    @Test func aTapOutsideAsksTheDelegateAndDismisses() {
        let reported = failures {
            let tester = Self.tester()
            tester.tapOutside(at: Point(x: 1000, y: 700))
            tester.runUntilIdle()
            tester.receive(
                .exactly(.presentationControllerShouldDismiss(answer: true), of: "filters"),
                .callback(.presentationControllerWillDismiss, of: "filters"),
                .viewController("filters", .viewDidDisappear),
                .callback(.presentationControllerDidDismiss, of: "filters")
            )
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    @Test func slideOverMakesItsAdaptiveSheetAndARotationRepositions() {
        let reported = failures {
            let tester = Self.tester()
            tester.rotate(to: .portrait)
            tester.runUntilIdle()
            tester.receive(.callback(.popoverPresentationControllerWillRepositionPopover, of: "filters"))
            tester.setWindow(.slideOver)
            tester.runUntilIdle()
            tester.receive(
                .exactly(.presentationControllerWillPresentWithAdaptiveStyle(.formSheet), of: "filters"),
                .exactly(.presentationControllerPrepare(adaptivePresentationController: "UISheetPresentationController"), of: "filters")
            )
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    /// A pattern the log never holds fails: the library cannot go green on a popover it did not see.
    @Test func aMissingRepositionFails() {
        let reported = failures {
            let tester = Self.tester()
            tester.tapOutside(at: Point(x: 1000, y: 700))
            tester.runUntilIdle()
            tester.receive(.callback(.popoverPresentationControllerWillRepositionPopover, of: "filters"))
            tester.finish()
        }
        #expect(!reported.isEmpty)
    }
}
