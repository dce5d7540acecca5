import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// SwiftUI views at n and 8n: one binding written back and forth many times, and many views
/// declared with one of them driven. Each costs in proportion to its size (``LinearInputTests``).
@Suite(.serialized) struct SwiftUILinearInputTests {
    static func manyWrites(_ n: Int) -> String {
        "swiftUI view \"content\" sheet isPresented \"show\" onDismiss content \"detail\"\n"
            + String(repeating: "set binding \"show\" = true\nwait until settled\nset binding \"show\" = false\nwait until settled\n", count: n)
    }

    @Test func oneBindingWrittenManyTimes() {
        LinearInputTests.expectLinear("binding writes", at: 40, Self.manyWrites) { result, n in
            #expect(LinearInputTests.count("onDismiss", in: result) == n)
        }
    }

    static func manyViews(_ n: Int) -> String {
        (0..<n).map { "swiftUI view \"v\($0)\" sheet item \"item\($0)\" onDismiss content \"d\($0)\" task\n" }.joined()
            + "set item \"item0\" = \"1\"\nwait until settled\nset item \"item0\" = \"2\"\nwait until settled\nset item \"item0\" = nil\nwait until settled\n"
    }

    @Test func manyViewsDeclared() {
        LinearInputTests.expectLinear("SwiftUI views", at: 300, Self.manyViews) { result, _ in
            #expect(LinearInputTests.count("onDismiss", in: result) == 2)
        }
    }
}

/// The scene's phase changed many times, and with many SwiftUI views declared: each change looks
/// at every view once, so the cost is the views times the changes.
@Suite(.serialized) struct ScenePhaseLinearInputTests {
    static func manyChanges(_ n: Int) -> String {
        "os 15\noption swiftUIScenePhaseSheetReopen = everyChange\n"
            + "swiftUI view \"content\" sheet isPresented \"a\" content \"one\" sheet isPresented \"b\" content \"two\"\n"
            + "set binding \"b\" = true\nwait until settled\n"
            + String(repeating: "scenePhase inactive\nwait until settled\nscenePhase active\nwait until settled\n", count: n)
    }

    @Test func manyChangesEachReplayOnce() {
        LinearInputTests.expectLinear("scene phase changes", at: 20, Self.manyChanges) { result, n in
            #expect(result.log.filter { $0.receiver == .viewController("two") && $0.callback == .onAppear }.count == 1 + 2 * n)
        }
    }

    static func manyViews(_ n: Int) -> String {
        (0..<n).map { "swiftUI view \"v\($0)\" sheet isPresented \"show\($0)\" content \"d\($0)\"\n" }.joined()
            + "set binding \"show0\" = true\nwait until settled\n"
            + String(repeating: "scenePhase inactive\nscenePhase active\n", count: 10)
    }

    @Test func manyViewsEachReadTheChange() {
        LinearInputTests.expectLinear("SwiftUI views reading the scene phase", at: 100, Self.manyViews) { result, _ in
            // The root v0 and its sheet d0 are in the window; the other views are declared only.
            #expect(LinearInputTests.count("scenePhase", in: result) == 40)
        }
    }
}
