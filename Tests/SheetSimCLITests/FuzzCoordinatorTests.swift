import Testing
import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

/// The fuzzer's transition coordinator registrations: a stream of their own, blocks really
/// logged, and the invariant on their order able to fail.
struct FuzzCoordinatorTests {
    @Test func aQuarterOfTheSessionsRegisterAndTheirBlocksAreLogged() {
        var registering = 0, logging = 0
        for index in 0..<200 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(11, index: index))
            let rules = session.actions.dropFirst().prefix { if case .action(.registerOnTransitionCoordinator) = $0 { true } else { false } }
            guard !rules.isEmpty else { continue }
            registering += 1
            let run = SessionRunner.run(session, checkDeterminism: false)
            #expect(run.violations.isEmpty, "\(run.violations)")
            if run.log.contains(where: { $0.receiver.kind == .transitionCoordinator }) { logging += 1 }
        }
        #expect((30...70).contains(registering), "\(registering) of 200 sessions register")
        // The registrations follow the first present, so only later transitions (a swipe, a
        // dismissal, a second presentation) run blocks: about one registering session in five.
        #expect(logging >= registering / 10, "only \(logging) of \(registering) registering sessions logged a block")
    }

    @Test func theRegistrationsLeaveTheRestOfTheSessionAsItWas() {
        for index in 0..<50 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(5, index: index))
            if case .action(.present("sheet", _, _, _)) = session.actions.first {} else { Issue.record("session \(index) starts with \(String(describing: session.actions.first))") }
            let rest = session.actions.dropFirst().drop { if case .action(.registerOnTransitionCoordinator) = $0 { true } else { false } }
            #expect(!rest.contains { if case .action(.registerOnTransitionCoordinator) = $0 { true } else { false } })
        }
    }

    @Test func aCompletionWithoutItsAnimationBlockIsAViolation() {
        var checker = InvariantChecker()
        let completion = LogEntry(time: .zero, receiver: .transitionCoordinator(of: "sheet"),
                                  callback: .animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: false))
        #expect(checker.record(completion, cause: .programmatic).map(\.invariant) == [.coordinatorCompletionAfterAnimation])
        let animation = LogEntry(time: .zero, receiver: .transitionCoordinator(of: "sheet"),
                                 callback: .animateAlongsideTransition(isInteractive: false, isCancelled: false))
        #expect(checker.record(animation, cause: .programmatic).isEmpty)
        #expect(checker.record(completion, cause: .programmatic).isEmpty)
    }
}
