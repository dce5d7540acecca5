import Testing
@testable import SheetSim

/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` as a window
/// goes compact and back (SheetRules 1.3): the adapted style going in, `.none` coming back to the
/// style the app declared (Apple's reference: `.none` when the presentation style is not changing).
@Suite struct AdaptiveStyleTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var declared: ModalPresentationStyle
        var answer: ModalPresentationStyle?
        var expected: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a form sheet becomes the card and comes back", declared: .formSheet, answer: nil,
             expected: ["sheet.delegate.presentationControllerWillPresentWithAdaptiveStyle(pageSheet)",
                        "sheet.delegate.presentationControllerWillPresentWithAdaptiveStyle(none)"]),
        Case(name: "the delegate's full-screen answer and back", declared: .formSheet, answer: .fullScreen,
             expected: ["sheet.delegate.presentationControllerWillPresentWithAdaptiveStyle(fullScreen)",
                        "sheet.delegate.presentationControllerWillPresentWithAdaptiveStyle(none)"]),
        Case(name: "automatic resolved to a form sheet on iOS 18", declared: .automatic, answer: nil,
             expected: ["sheet.delegate.presentationControllerWillPresentWithAdaptiveStyle(pageSheet)",
                        "sheet.delegate.presentationControllerWillPresentWithAdaptiveStyle(none)"]),
    ]

    @Test(arguments: cases)
    func slideOverAndBack(_ row: Case) throws {
        var configuration = SheetConfiguration(detents: [.large()])
        configuration.modalPresentationStyle = row.declared
        configuration.adaptivePresentationStyle = row.answer
        let environment = ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft)
        var (sim, mark) = try SimFixture.presented(configuration, in: environment, os: .iOS18)
        var compact = sim.environment
        compact.window = .slideOver
        sim.setEnvironment(compact)
        sim.runUntilIdle()
        var full = sim.environment
        full.window = .full
        sim.setEnvironment(full)
        sim.runUntilIdle()
        let calls = sim.untimed(from: mark).filter { $0.contains("WillPresentWithAdaptiveStyle") }
        #expect(calls == row.expected)
    }
}
