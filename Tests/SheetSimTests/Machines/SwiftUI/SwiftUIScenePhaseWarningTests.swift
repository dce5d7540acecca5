import Testing
@testable import SheetSim

/// The warning a replayed iOS 15 scene-phase glitch logs says where the glitch comes from: the
/// release itself, or the `os` line's fact switched on by hand for a later release.
@Suite struct SwiftUIScenePhaseWarningTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var line: Int
        var factByHand: Bool
        var warning: String
        var testDescription: String { "line \(line)" }
    }

    static let rows: [Row] = [
        Row(line: #line, factByHand: false,
            warning: "as on iOS 15, the scene going inactive dismisses sheet2, the second sheet of content, and presents it again (option swiftUIScenePhaseSheetReopen everyChange)"),
        Row(line: #line, factByHand: true,
            warning: "with fact scenePhaseSheetReopen on (iOS 15's glitch), the scene going inactive dismisses sheet2, the second sheet of content, and presents it again (option swiftUIScenePhaseSheetReopen everyChange)"),
    ]

    @Test(arguments: rows)
    func theWarningNamesWhereTheGlitchComesFrom(_ row: Row) {
        let modifiers = [SwiftUIScenePhaseTests.first, SwiftUIScenePhaseTests.second]
        var machine = SwiftUIScenePhaseTests.machine(modifiers, .everyChange)
        machine.state = SwiftUIScenePhaseTests.presented(1, of: modifiers)
        let actions = machine.handle(.scenePhaseUpdated(.inactive, releaseReopens: true, factByHand: row.factByHand))
        #expect(actions.first == .callback(.simulator, .warning(row.warning)))
    }
}
