import Testing
@testable import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

/// The fuzzer's detent-set stream: drawn after every other draw of a SwiftUI session, so without
/// its steps and options a SwiftUI session is what it was before the stream existed.
struct FuzzDetentSetStepsTests {
    static func sessions(seed: UInt64, count: Int) -> [FuzzSession] {
        (0..<count).map { SessionGenerator.session(seed: SplitMix64.sessionSeed(seed, index: $0), swiftUI: true) }
    }

    static func withoutDetentSets(_ session: FuzzSession) -> FuzzSession {
        var session = session
        session.actions.removeAll { if case .action(.setPresentationDetents) = $0 { return true }; return false }
        session.options.removeAll { SessionGenerator.detentSetOptionNames.contains($0.name) }
        return session
    }

    /// FNV-1a over the scenario text of the sessions without the stream's steps and options (and
    /// without the scene phase stream's, drawn after it), measured on the generator before the
    /// stream existed.
    @Test func swiftUISessionsWithoutTheStreamAreTheSessionsTheyWere() {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for session in Self.sessions(seed: 5, count: 300) {
            for byte in scenarioText(for: Self.withoutDetentSets(FuzzScenePhaseTests.withoutScenePhase(session))).utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0100_0000_01B3
            }
        }
        #expect(hash == 4_111_557_722_870_172_883)
    }

    /// The stream does draw: some sessions change a detent set, each of a view that declares
    /// presentationDetents, and some set one of its options.
    @Test func theStreamChangesDetentSetsOfDeclaredViews() {
        var changes = 0
        var optioned = 0
        for session in Self.sessions(seed: 5, count: 300) {
            let detentViews = Set((session.swiftUI?.views ?? []).filter { view in
                view.modifiers.contains { if case .presentationDetents = $0 { return true }; return false }
            }.map(\.name))
            for case .action(.setPresentationDetents(let detents, let view)) in session.actions {
                changes += 1
                #expect(detentViews.contains(view))
                #expect(!detents.isEmpty && Set(detents).count == detents.count)
            }
            if session.options.contains(where: { SessionGenerator.detentSetOptionNames.contains($0.name) }) { optioned += 1 }
        }
        #expect(changes > 20)
        #expect(optioned > 0)
    }
}
