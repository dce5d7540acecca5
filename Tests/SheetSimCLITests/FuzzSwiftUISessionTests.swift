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
    /// the options catalog): the same seeds give byte-identical sessions. The iOS 26 figure was
    /// measured again when the floating tab bar's and the inspector's steps joined iOS 26 sessions
    /// (their own test shows those sessions are otherwise what they were).
    @Test func sessionsWithoutSwiftUIAreTheSessionsTheyWere() {
        #expect(Self.fingerprint(seed: 7, count: 400) == 2_255_803_098_231_459_245)
        #expect(Self.fingerprint(seed: 11, count: 200, ios26: true) == 7_113_036_100_102_440_413)
    }
}

extension FuzzSwiftUISessionTests {
    /// Sessions of `sheetsim fuzz --seed 42 --swiftui` that once broke an invariant: an alert's
    /// button handler writing its binding false after the app's code had presented the alert
    /// again (the write must dismiss it), and the like.
    static let foundSessions = [2212,12485,12865,14676,17297,20329,20646,26253,41312,43696,48471,51566,56178,57720,60696,63105,67285,67678,72072,73723,75024,81062,82930,83735,88569]

    @Test func sessionsTheFuzzerFoundHoldEveryInvariant() {
        for index in Self.foundSessions {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(42, index: index), swiftUI: true)
            let run = SessionRunner.run(session, checkDeterminism: false)
            #expect(run.violations.isEmpty, "session \(index): \(run.violations)")
        }
    }

    /// A SwiftUI session is its seed's world (device, OS, app, window, options, metrics) with
    /// SwiftUI views and steps: the SwiftUI stream is drawn last.
    @Test func swiftUISessionsKeepTheirSeedsWorld() {
        for index in 0..<200 {
            let seed = SplitMix64.sessionSeed(5, index: index)
            let plain = SessionGenerator.session(seed: seed)
            let swiftUI = SessionGenerator.session(seed: seed, swiftUI: true)
            #expect(plain.swiftUI == nil)
            #expect(swiftUI.swiftUI != nil)
            #expect(swiftUI.device == plain.device && swiftUI.orientation == plain.orientation && swiftUI.os == plain.os)
            #expect(swiftUI.app == plain.app && swiftUI.window == plain.window && swiftUI.metrics == plain.metrics)
            #expect(Array(swiftUI.options.prefix(plain.options.count)) == plain.options)
            #expect(swiftUI.options.dropFirst(plain.options.count).allSatisfy { SessionGenerator.isSwiftUIOption($0.name) })
            #expect(!plain.options.contains { SessionGenerator.isSwiftUIOption($0.name) })
        }
    }

    @Test func swiftUISessionsHoldTheInvariantsAndShowEveryKind() {
        var shown: Set<String> = []
        for index in 0..<150 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(9, index: index), swiftUI: true)
            let run = SessionRunner.run(session, checkDeterminism: index < 20)
            #expect(run.violations.isEmpty, "session \(index): \(run.violations)")
            for entry in run.log {
                switch entry.callback {
                case .onDismiss: shown.insert("onDismiss")
                case .alertActionHandler: shown.insert("alert button")
                case .binding(_, let value) where !value.presents: shown.insert("binding unset")
                case .presentationTransitionWillBegin:
                    let kinds = session.swiftUI?.presentations.filter { $0.modifier.content == entry.receiver.controller }.map(\.modifier.kind.rawValue) ?? []
                    shown.formUnion(kinds)
                default: break
                }
            }
        }
        for kind in ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "onDismiss", "alert button", "binding unset"] {
            #expect(shown.contains(kind), "no session showed \(kind)")
        }
    }

    @Test func swiftUISessionsPrintAsScenariosThatParse() {
        for index in 0..<40 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(13, index: index), swiftUI: true)
            var parser = ScenarioParser()
            let parsed = parser.parse(SourceFile(name: "fuzz.sheet", text: scenarioText(for: session)))
            #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics.map(\.formatted))\n\(scenarioText(for: session))")
        }
    }

    @Test func theFuzzCommandTakesSwiftUI() {
        guard case .success(let options) = FuzzCommand.parse(["--seed", "1", "--count", "2", "--swiftui"]) else { Issue.record("refused --swiftui"); return }
        #expect(options.swiftUI)
        guard case .failure(let error) = FuzzCommand.parse(["--seed", "1", "--count", "2", "--swiftUi"]) else { Issue.record("took --swiftUi"); return }
        #expect(error.message.contains("--swiftui"))
    }
}
