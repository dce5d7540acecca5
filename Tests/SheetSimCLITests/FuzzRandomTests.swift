import Testing
import SheetSim
@testable import SheetSimCLI

struct FuzzRandomTests {
    @Test func splitMixMatchesTheReferenceSequence() {
        // SplitMix64 seeded with 0: the published first outputs (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func sameSeedSameStreamAndSession() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        let first = (0..<100).map { _ in a.int(in: -5...5) }
        let second = (0..<100).map { _ in b.int(in: -5...5) }
        #expect(first == second)
        #expect(first.allSatisfy { (-5...5).contains($0) })
        #expect(Set(first).count == 11)  // every value of the range shows up in 100 draws
        #expect(SessionGenerator.session(seed: 7) == SessionGenerator.session(seed: 7))
        #expect(SessionGenerator.session(seed: 7) != SessionGenerator.session(seed: 8))
    }

    @Test func sessionSeedsDifferPerIndex() {
        let seeds = (0..<50).map { SplitMix64.sessionSeed(1, index: $0) }
        #expect(Set(seeds).count == 50)
        #expect(SplitMix64.sessionSeed(1, index: 3) == SplitMix64.sessionSeed(1, index: 3))
    }

    @Test func generatedSessionsAreValid() {
        for seed in UInt64(0)..<200 {
            let session = SessionGenerator.session(seed: seed)
            guard case .action(.present("sheet", _, nil, true)) = session.actions.first else {
                Issue.record("session \(seed) does not start by presenting"); continue
            }
            for step in session.actions {
                switch step {
                case .action(.drag(_, .distance(let distance, let duration))): #expect(distance != 0 && duration > .zero)
                case .action(.drag(_, .velocity(let distance, let velocity))): #expect(distance != 0 && (distance > 0) == (velocity > 0))
                case .action(.drag(_, let motion)): Issue.record("session \(seed) drags by \(motion)")
                case .action(.present(_, let configuration, _, _)): #expect(!configuration.detents.isEmpty)
                case .action(.setDetents(let detents, _)): #expect(!detents.isEmpty)
                default: break
                }
            }
        }
    }
}
