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
