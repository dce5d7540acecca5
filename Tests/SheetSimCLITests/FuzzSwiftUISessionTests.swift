import Testing
@testable import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

/// The fuzzer's SwiftUI sessions: drawn last, from a stream of their own, so the sessions without
/// them are the sessions they always were.
struct FuzzSwiftUISessionTests {
    /// FNV-1a over the scenario text of the first `count` sessions of `seed` (and `--os 26`'s):
    /// one number that changes if any draw of any of those sessions changes.
    static func fingerprint(seed: UInt64, count: Int, ios26: Bool = false) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in 0..<count {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(seed, index: index), ios26: ios26)
            for byte in scenarioText(for: session).utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0100_0000_01B3
            }
        }
        return hash
    }

    /// Measured on the generator before SwiftUI sessions (and before the SwiftUI options joined
    /// the options catalog): the same seeds give byte-identical sessions.
    @Test func sessionsWithoutSwiftUIAreTheSessionsTheyWere() {
        #expect(Self.fingerprint(seed: 7, count: 400) == 2_255_803_098_231_459_245)
        #expect(Self.fingerprint(seed: 11, count: 200, ios26: true) == 3_803_695_784_072_419_798)
    }
}
