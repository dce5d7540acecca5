import SheetSim
@testable import SheetSimTesting
import Testing

/// A `receive` costs in proportion to the entries it asserts, not to the whole log: a test of
/// `drags` drags with a `receive` after each reads as many log entries per drag at 8× the drags.
/// Work is counted (entries and receivers the library reads), never time.
@Suite struct ReceiveCostTests {
    /// The log entries and receivers read while `drags` drags are made and received.
    static func reads(drags: Int, exhaustivity: TestSimulator.Exhaustivity, receives: Bool = true) -> Int {
        let meter = LogReadMeter()
        let reported = failures {
            let tester = TestSimulator(device: .iPhone14Pro, exhaustivity: exhaustivity)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(TestSimulatorTests.presentation)
            LogReadMeter.$current.withValue(meter) {
                for index in 0..<drags {
                    let detent: DetentIdentifier = index.isMultiple(of: 2) ? .large : .medium
                    tester.drag(.grabber, to: detent, duration: .milliseconds(300))
                    tester.runUntilIdle()
                    if receives {
                        tester.receive(.exactly(.sheetPresentationControllerDidChangeSelectedDetentIdentifier(detent), of: "sheet"))
                    }
                }
            }
            tester.finish()
        }
        #expect(reported.isEmpty)
        return meter.reads
    }

    @Test(arguments: [TestSimulator.Exhaustivity.on, .off, .off(showSkippedAssertions: true)])
    func receiveAfterEachDrag_readsInProportionToTheDrags(_ exhaustivity: TestSimulator.Exhaustivity) {
        let small = Self.reads(drags: 25, exhaustivity: exhaustivity)
        let large = Self.reads(drags: 200, exhaustivity: exhaustivity)
        // Linear: 8 times the reads. Reading the whole log at each receive: about 64 times.
        #expect(small > 0)
        #expect(large < small * 8 * 3, "25 drags read \(small), 200 drags read \(large)")
    }

    /// Without receives, showing what `.off` skips reads each entry once, not at every action.
    @Test func showingSkippedAssertions_readsInProportionToTheDrags() {
        let small = Self.reads(drags: 25, exhaustivity: .off(showSkippedAssertions: true), receives: false)
        let large = Self.reads(drags: 200, exhaustivity: .off(showSkippedAssertions: true), receives: false)
        #expect(small > 0)
        #expect(large < small * 8 * 3, "25 drags read \(small), 200 drags read \(large)")
    }
}
