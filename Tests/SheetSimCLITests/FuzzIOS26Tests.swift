import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// `sheetsim fuzz --os 26`: the same sessions on an iOS 26 release (plus what the release makes
/// possible: tab groups), the seeds' other sessions unchanged, and the iOS 26 invariants hold.
@Suite struct FuzzIOS26Tests {
    @Test func theFlagChangesOnlyTheRelease() {
        for seed: UInt64 in 0..<50 {
            let plain = SessionGenerator.session(seed: seed)
            // Without the floating tab bar's and the inspector's streams (their own test shows they
            // leave the rest alone).
            var ios26 = SessionGenerator.session(seed: seed, length: 8...40, ios26: true, tabBarAndInspector: false)
            #expect(OSProfile.iOS26Releases.contains(ios26.os))
            #expect(OSProfile.builtIn.contains(plain.os))
            ios26.os = plain.os
            // The bar steps of iOS 26 (a stream of their own, inserted last) come out cleanly.
            ios26.actions.removeAll(where: SessionGenerator.isBarStep)
            let resizesWindows = ios26.multitasking != nil
            if resizesWindows {
                // An iPad session on iOS 26 may choose a multitasking setting and resize its window
                // (a stream of its own): the steps land among the actions, and a launch window the
                // setting does not offer becomes full screen; the rest of the world stays.
                #expect(plain.device.idiom == .pad)
                #expect(ios26.window == plain.window || ios26.window == .full)
                ios26.multitasking = nil
                ios26.window = plain.window
                ios26.actions = plain.actions
            }
            if plain.os.majorVersion < 18 && ios26.hasTabGroup {
                // iOS 26 has UITab: a tab app's session may gain tab-group steps (a stream of their
                // own) among its actions, which can shift where later inserted steps land; the
                // world, options and metrics stay.
                #expect(resizesWindows || ios26.actions.count > plain.actions.count)
                ios26.actions = plain.actions
                ios26.hasTabGroup = false
            }
            #expect(ios26 == plain)
        }
    }

    @Test func iOS26SessionsHoldEveryInvariant() {
        #expect(FuzzCommand.fuzz(seed: 26, count: 300, inParallel: false, ios26: true).map(\.violation) == [])
    }

    @Test func theFloatingInvariantsCatchABadShape() {
        var checker = InvariantChecker(presenterName: "presenter", splitViewStyles: [:])
        var sheet = SheetObservation(name: "sheet", phase: .idle, topY: 400, dimmingAlpha: 0, maximumDimmingAlpha: 0.2,
                                     minimumTopY: 0, maximumTopY: 900, restingOffsets: [400], restingDetent: .medium)
        sheet.floating = FloatingObservation(frame: Rect(x: 4, y: 400, width: 385, height: 444), screen: Size(width: 393, height: 852),
                                             insets: EdgeInsets(top: 0, left: 8, bottom: 8, right: 8), attachProgress: 0,
                                             isAtFullHeight: false)
        #expect(checker.check([sheet], now: .zero, isIdle: true).map(\.invariant) == [.floatingSheetInsideInsetScreen])
        sheet.floating!.frame = Rect(x: 8, y: 400, width: 377, height: 444)
        sheet.floating!.isAtFullHeight = true
        #expect(checker.check([sheet], now: .zero, isIdle: true).map(\.invariant) == [.attachProgressInRange])
        sheet.floating!.attachProgress = 1.5
        #expect(checker.check([sheet], now: .zero, isIdle: true).map(\.invariant) == [.attachProgressInRange])
        sheet.floating!.attachProgress = 1
        #expect(checker.check([sheet], now: .zero, isIdle: true).isEmpty)
    }

    @Test func badOSIsAUsageError() {
        let output = FuzzCommand.run(["--seed", "1", "--count", "1", "--os", "18"])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.contains("--os takes 26"))
    }
}
