import Testing
@testable import SheetSim

/// The readers that answer from a machine in place, which the fuzzer and the engine use instead of
/// copying a large value out, answer what the copy would.
@Suite struct InPlaceReadersTests {
    static let sheets: [(String, ScreenEnvironment, [Detent])] = [
        ("iPhone portrait", ScreenEnvironment(device: .iPhone14Pro), [.medium(), .large()]),
        ("iPhone landscape", ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft), [.medium()]),
        ("iPad", ScreenEnvironment(device: .iPadPro11), [.medium(), .large()]),
    ]

    @Test func aSheetsFullHeightOffsetAndTopExtentAreItsLayouts() {
        for (label, environment, detents) in Self.sheets {
            let sheet = SheetMachine(name: "sheet", configuration: SheetConfiguration(detents: detents), environment: environment, os: .iOS17)
            let layout = sheet.layout
            let full = layout.offset(forDetentValue: layout.maximumDetentValue)
            #expect(sheet.fullHeightOffset == full, "\(label)")
            for largest in [full, full + 37, 0] {
                #expect(sheet.rubberBandTopExtent(largestDetentOffset: largest)
                        == RubberBand.topExtent(layout: layout, largestDetentOffset: largest), "\(label) at \(largest)")
            }
        }
    }

    /// A message's event is described when read (not when the message is made), as the event's own
    /// description.
    @Test func aMessageDescribesItsEventWhenRead() {
        let message = MachineMessage.to("nav", NavigationEvent.stackRebuilt(["a", "b"]), as: NavigationMachine.self)
        #expect(message.eventDescription == String(describing: NavigationEvent.stackRebuilt(["a", "b"])))
        #expect(message.description == "\(String(describing: NavigationEvent.stackRebuilt(["a", "b"]))) to nav (UINavigationController)")
        #expect(message != MachineMessage.to("nav", NavigationEvent.transitionCutShort, as: NavigationMachine.self))
    }
}
