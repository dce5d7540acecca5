import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// `sheetsim fuzz --os 27`: the iOS 26 sessions on iOS 27 with iOS 27's settings from streams of
/// their own, which leave the `--os 26` sessions as they were.
@Suite struct FuzzIOS27Tests {
    /// The first sheet's configuration without its placement.
    static func withoutPlacement(_ session: FuzzSession) -> FuzzSession {
        var session = session
        if case .action(.present(let name, let configuration, let presenter, let animated)) = session.actions.first {
            var plain = configuration
            plain.preferredPlacement = nil
            session.actions[0] = .action(.present(name, configuration: plain, from: presenter, animated: animated))
        }
        return session
    }

    @Test func theIOS27SettingsLeaveTheIOS26SessionsAsTheyWere() {
        var drewSDK = false, drewStyle = false, drewPlacement = false
        for seed: UInt64 in 0..<300 {
            let ios26 = SessionGenerator.session(seed: seed, ios26: true)
            // No iOS 26 session states an SDK, a style or a placement: its scenario text and run
            // are what they were before iOS 27's settings existed.
            #expect(ios26.appSDK == nil && ios26.windowingControlStyle == nil)
            #expect(Self.withoutPlacement(ios26) == ios26)
            let text = scenarioText(for: ios26)
            #expect(!text.contains("sdk ") && !text.contains("preferredWindowingControlStyle") && !text.contains("preferredPlacement"))

            var ios27 = SessionGenerator.session(seed: seed, ios27: true)
            #expect(ios27.os == .iOS27)
            drewSDK = drewSDK || ios27.appSDK != nil
            drewStyle = drewStyle || ios27.windowingControlStyle != nil
            drewPlacement = drewPlacement || Self.withoutPlacement(ios27) != ios27
            if ios27.windowingControlStyle != nil { #expect((ios27.appSDK ?? 27) >= 26) }
            if ios27.appSDK != nil || ios27.windowingControlStyle != nil { #expect(ios27.multitasking?.resizesWindows == true) }
            // Otherwise the iOS 26 session, on iOS 27.
            ios27 = Self.withoutPlacement(ios27)
            ios27.os = ios26.os
            ios27.appSDK = nil
            ios27.windowingControlStyle = nil
            #expect(ios27 == ios26)
        }
        #expect(drewSDK && drewStyle && drewPlacement)
    }

    @Test func iOS27SessionsHoldEveryInvariant() {
        #expect(FuzzCommand.fuzz(seed: 27, count: 300, inParallel: false, ios27: true).map(\.violation) == [])
    }

    @Test func theFlagTakes26Or27() throws {
        let parsed = try FuzzCommand.parse(["--seed", "1", "--count", "2", "--os", "27"]).get()
        #expect(parsed.ios27 && !parsed.ios26)
        #expect(throws: ArgumentError.self) { try FuzzCommand.parse(["--seed", "1", "--count", "2", "--os", "28"]).get() }
    }

    @Test func theSettingsReachTheScenarioText() {
        var session = SessionGenerator.session(seed: 1, ios27: true)
        session.multitasking = .windowedApps
        session.appSDK = 26
        session.windowingControlStyle = .minimal
        let text = scenarioText(for: session)
        #expect(text.contains("os 27\nmultitasking windowedApps\nsdk 26\npreferredWindowingControlStyle minimal\n"))
    }
}
