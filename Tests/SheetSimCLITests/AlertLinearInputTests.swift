import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Alert controllers at n and 8n: many alerts presented and tapped one after another, and one
/// alert with many actions. Each costs in proportion to its size (``LinearInputTests``).
@Suite(.serialized) struct AlertLinearInputTests {
    static func manyAlerts(_ n: Int) -> String {
        "navigationController \"nav\" root \"inbox\"\nrootViewController \"nav\"\n"
            + (0..<n).map { "alert \"a\($0)\" preferredStyle alert\naction \"OK\($0)\"\npresent \"a\($0)\" from \"inbox\" notAnimated\nwait 1ms\ntap action \"OK\($0)\"\nwait until settled\n" }.joined()
            + "wait until settled\n"
    }

    @Test func manyAlertsTappedInTurn() {
        LinearInputTests.expectLinear("alerts", at: 100, Self.manyAlerts) { result, n in
            #expect(LinearInputTests.count("alertActionHandler", in: result) == n)
        }
    }

    static func manyActions(_ n: Int) -> String {
        "navigationController \"nav\" root \"inbox\"\nrootViewController \"nav\"\nalert \"a\" preferredStyle actionSheet\n"
            + (0..<n).map { "action \"A\($0)\"\n" }.joined()
            + "present \"a\" from \"inbox\"\nwait until settled\ntap action \"A\(n - 1)\"\nwait until settled\n"
    }

    @Test func oneAlertWithManyActions() {
        LinearInputTests.expectLinear("alert actions", at: 500, Self.manyActions) { result, _ in
            #expect(LinearInputTests.count("alertActionHandler", in: result) == 1)
        }
    }
}
