import Testing
@testable import SheetSim

/// A layout pass reads a presented sheet's ``PresentedLayoutStyle`` as stored by its machine after
/// each event, not derived again. That is sound only while nothing but events changes what it
/// depends on (the style, the sizing, the environment, a child sheet, the grabber setting), so each
/// run below checks, at every millisecond, that what is stored equals what the state gives when
/// derived from scratch.
@Suite struct LayoutStyleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var device: Device = .iPhone14Pro
        var configuration: SheetConfiguration = SimFixture.mediumLarge()
        /// What happens after the sheet is presented; each step is followed by 600 ms of frames.
        var steps: [@Sendable (inout Simulator) throws -> Void]
        var line: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "grabber on and off", steps: [
            { try $0.updateConfiguration(animated: true) { $0.prefersGrabberVisible = false } },
            { try $0.updateConfiguration(animated: false) { $0.prefersGrabberVisible = true } },
        ], line: #line),
        Case(name: "a child sheet over it and gone", configuration: {
            var configuration = SimFixture.mediumLarge()
            configuration.prefersGrabberVisible = true
            return configuration
        }(), steps: [
            { try $0.present("child", configuration: SimFixture.mediumLarge()) },
            { try $0.dismiss() },
        ], line: #line),
        Case(name: "compact height, full screen then edge-attached", steps: [
            { $0.rotate(to: .landscapeLeft) },
            { try $0.updateConfiguration(animated: false) { $0.prefersEdgeAttachedInCompactHeight = true } },
            { $0.rotate(to: .portrait) },
        ], line: #line),
        Case(name: "style changed to full screen and back", steps: [
            { try $0.updateConfiguration(animated: false) { $0.modalPresentationStyle = .fullScreen } },
            { try $0.updateConfiguration(animated: false) { $0.modalPresentationStyle = .pageSheet } },
        ], line: #line),
        Case(name: "iPad form sheet in a narrowing window", device: .iPadPro11, configuration: {
            var configuration = SimFixture.mediumLarge()
            configuration.modalPresentationStyle = .formSheet
            return configuration
        }(), steps: [
            { $0.rotate(to: .landscapeLeft) },
            { try $0.setWindow(.half) },
            { try $0.setWindow(.oneThird) },
            { try $0.setWindow(.full) },
        ], line: #line),
        Case(name: "the delegate's adaptive answer", device: .iPadPro11, configuration: {
            var configuration = SimFixture.mediumLarge()
            configuration.modalPresentationStyle = .formSheet
            configuration.adaptivePresentationStyle = .fullScreen
            return configuration
        }(), steps: [
            { try $0.setWindow(.oneThird) },
            { try $0.setWindow(.full) },
        ], line: #line),
    ]

    @Test(arguments: cases) func theStoredLayoutStyleStaysCurrent(_ test: Case) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: test.line, column: 1)
        var sim = Simulator(device: test.device)
        try sim.present("sheet", configuration: test.configuration)
        expectStoredStyleCurrent(&sim, for: 600, test.name, location)
        for step in test.steps {
            try step(&sim)
            expectStoredStyleCurrent(&sim, for: 600, test.name, location)
        }
    }

    /// Steps `simulator` on a millisecond at a time, checking every sheet in the stack.
    func expectStoredStyleCurrent(_ simulator: inout Simulator, for milliseconds: Int64, _ name: String,
                                  _ location: SourceLocation) {
        let end = simulator.now + .milliseconds(milliseconds)
        var time = simulator.now
        while true {
            for sheet in simulator.stack where sheet.layoutStyle != sheet.currentLayoutStyle {
                Issue.record("\(name): \(sheet.name) at \(time): stored \(sheet.layoutStyle), derived \(sheet.currentLayoutStyle)",
                             sourceLocation: location)
                return
            }
            guard time < end else { return }
            time = time + .milliseconds(1)
            simulator.run(until: time)
        }
    }
}
