import SheetSim
import Testing
@testable import SheetSimCLI

/// The window invariant: it fails on a size class that does not match the width, a window off
/// the screen and one below the minimum, and passes on what the simulator makes.
@Suite struct WindowInvariantTests {
    static func observation(_ width: Double, _ height: Double, _ sizeClass: UserInterfaceSizeClass, window: AppWindow? = nil,
                            minimum: Size? = nil) -> WindowObservation {
        WindowObservation(window: window ?? .size(width: width, height: height), size: Size(width: width, height: height),
                          screen: Size(width: 1366, height: 1024), horizontalSizeClass: sizeClass, threshold: 678, minimum: minimum)
    }

    static let rows: [(observation: WindowObservation, fails: Bool, line: Int)] = [
        (observation(677, 800, .compact), false, #line),
        (observation(677, 800, .regular), true, #line),
        (observation(678, 800, .regular), false, #line),
        (observation(678, 800, .compact), true, #line),
        (observation(1366, 1024, .regular, window: .full), false, #line),
        (observation(1366, 1024, .compact, window: .full), true, #line),
        (observation(700, 1100, .regular), true, #line),
        (observation(700, 300, .regular, minimum: Size(width: 320, height: 320)), true, #line),
        (observation(700, 320, .regular, minimum: Size(width: 320, height: 320)), false, #line),
    ]

    @Test func theInvariantFailsExactlyWhereTheWindowIsWrong() {
        for row in Self.rows {
            let violation = InvariantChecker.checkWindow(row.observation, now: .zero)
            #expect((violation != nil) == row.fails, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
            #expect(violation.map { $0.invariant == .windowSizeClassMatchesWidth } ?? true)
        }
    }

    @Test func iOS26PadSessionsResizeWindowsAndKeepTheInvariant() {
        var resizes = 0
        var sessions = 0
        for seed in UInt64(0)..<400 {
            let session = SessionGenerator.session(seed: seed, length: 4...10, ios26: true)
            guard session.multitasking != nil else { continue }
            sessions += 1
            resizes += session.actions.filter { if case .action(.setWindow(.size)) = $0 { true } else { false } }.count
        }
        #expect(sessions > 20 && resizes > 20, "\(sessions) sessions, \(resizes) resizes")
        #expect(FuzzCommand.fuzz(seed: 9, count: 60, inParallel: false, ios26: true).isEmpty)
    }

    @Test func withoutTheOSFlagSessionsAreWhatTheyWere() {
        for seed in UInt64(0)..<200 {
            #expect(SessionGenerator.session(seed: seed).multitasking == nil)
        }
    }
}
