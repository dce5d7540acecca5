import Testing
@testable import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

/// The fuzzer's scene phase stream: drawn last in SwiftUI sessions, so a session without it is
/// what it was, and the sessions that replay the iOS 15 glitch hold every invariant.
struct FuzzScenePhaseTests {
    /// `session` without what the scene phase stream added: its steps, the second sheet it gave
    /// the root view and the binding write that presents it, and its option.
    static func withoutScenePhase(_ session: FuzzSession) -> FuzzSession {
        var session = session
        let added: Set<String> = ["sceneFirst", "sceneSecond"]
        session.actions.removeAll { step in
            switch step {
            case .action(.setScenePhase): return true
            case .action(.setBinding(let binding, _)): return added.contains(binding)
            default: return false
            }
        }
        session.options.removeAll { SessionGenerator.scenePhaseOptionNames.contains($0.name) }
        if var setup = session.swiftUI {
            setup.views.removeAll { $0.name == "sceneFirstSheet" || $0.name == "sceneSecondSheet" }
            setup.views[0].modifiers.removeAll { added.contains($0.declaredBinding?.name ?? "") }
            session.swiftUI = setup
        }
        return session
    }

    @Test func theStreamIsDrawnLast() {
        var changed = 0
        for index in 0..<300 {
            let seed = SplitMix64.sessionSeed(9, index: index)
            var before = SessionGenerator.session(seed: seed)
            SessionGenerator.makeSwiftUISession(&before, length: 8...40, scenePhase: false)
            let after = SessionGenerator.session(seed: seed, swiftUI: true)
            if after != before { changed += 1 }
            #expect(Self.withoutScenePhase(after) == before, "session \(index)")
        }
        #expect(changed > 60, "two sessions in five draw scene phase steps: \(changed) of 300")
    }

    @Test func sessionsThatReplayTheGlitchHoldEveryInvariant() {
        var replayed = 0
        for index in 0..<400 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(42, index: index), swiftUI: true)
            guard session.options.contains(where: { SessionGenerator.scenePhaseOptionNames.contains($0.name) }) else { continue }
            let run = SessionRunner.run(session, checkDeterminism: false)
            #expect(run.violations.isEmpty, "session \(index): \(run.violations)")
            if run.log.contains(where: { if case .warning(let text) = $0.callback { text.contains("swiftUIScenePhaseSheetReopen") } else { false } }) {
                replayed += 1
            }
        }
        #expect(replayed > 0, "some sessions replay the glitch")
    }

    static let invariantRows: [(callbacks: [(Receiver, Callback)], expected: [Invariant], line: Int)] = [
        ([(.viewController("content"), .scenePhase(.active))], [], #line),
        ([(.sceneDelegate, .sceneWillResignActive), (.viewController("content"), .scenePhase(.inactive)),
          (.sceneDelegate, .sceneDidBecomeActive), (.viewController("content"), .scenePhase(.active))], [], #line),
        ([(.viewController("content"), .scenePhase(.inactive))], [.swiftUIScenePhaseFollowsActivation], #line),
        ([(.sceneDelegate, .sceneWillResignActive), (.viewController("content"), .scenePhase(.active))], [.swiftUIScenePhaseFollowsActivation], #line),
        ([(.applicationDelegate, .applicationWillResignActive), (.viewController("content"), .scenePhase(.inactive))], [], #line),
    ]

    /// The invariant catches a view reading a phase the scene does not have.
    @Test func aViewReadsThePhaseTheSceneHas() {
        for row in Self.invariantRows {
            var checker = InvariantChecker()
            let found = row.callbacks.enumerated().flatMap { index, call in
                checker.record(LogEntry(time: SimInstant(nanosecondsSinceStart: Int64(index)), receiver: call.0, callback: call.1),
                               cause: .time).map(\.invariant)
            }
            #expect(found == row.expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }
}
