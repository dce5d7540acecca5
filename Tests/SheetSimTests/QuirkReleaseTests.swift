import Testing
@testable import SheetSim

/// The quirks SheetRules carries forward to iOS 26 (section 9.8) behave on the iOS 26 profiles as
/// on iOS 17 and 18: the same appearance and delegate callbacks, the same jumps.
@Suite struct QuirkReleaseTests {
    static let profiles: [OSProfile] = [.iOS17, .iOS18, .iOS26, .iOS26_1]

    static func presented(_ os: OSProfile) throws -> Simulator {
        try Appearance.presented(Appearance.mediumLarge(), device: .iPhone16Pro, os: os)
    }

    /// The log without its layout and update-pass callbacks, which iOS 26's floating frame and
    /// update pass change, and without times.
    static func appearanceAndDelegate(_ sim: Simulator, from start: Int = 0) -> [String] {
        sim.log[start...].filter { !$0.callback.callbackName.isLayout }.map(LogText.untimed)
    }

    /// Quirks 1 and 2: a cancelled swipe sends viewWillAppear and viewDidAppear again, and
    /// WillDismiss without DidDismiss.
    static func cancelledSwipe(_ os: OSProfile) throws -> [String] {
        var sim = try presented(os)
        try sim.drag(.grabber, by: 120, duration: .milliseconds(600))
        sim.runUntilIdle()
        return appearanceAndDelegate(sim)
    }

    @Test(arguments: profiles) func theCancelledSwipeIsTheSameOnEveryRelease(_ os: OSProfile) throws {
        let lines = try Self.cancelledSwipe(os)
        #expect(lines == (try Self.cancelledSwipe(.iOS18)))
        #expect(lines.filter { $0 == "sheet.viewDidAppear(animated: true)" }.count == 2)
        #expect(lines.contains("sheet.delegate.presentationControllerWillDismiss"))
        #expect(!lines.contains("sheet.delegate.presentationControllerDidDismiss"))
        #expect(!lines.contains("sheet.viewDidDisappear(animated: true)"))
    }

    /// Quirk 19 (FB19252983, still on iOS 26): removing the shown detent moves the sheet at once,
    /// without a frame of animation or a delegate call, even when animated.
    @Test(arguments: profiles) func aRemovedDetentJumpsOnEveryRelease(_ os: OSProfile) throws {
        var sim = try Self.presented(os)
        let start = sim.log.count
        sim.recordsFrames = true
        try sim.setDetents([.large()], animated: true)
        #expect(sim.isIdle)
        sim.runUntilIdle()
        #expect(sim.frames.isEmpty)
        #expect(sim.state?.restingDetentIdentifier == .large)
        #expect(!Self.appearanceAndDelegate(sim, from: start).contains { $0.contains("delegate") })
        // On iOS 26 the sheet is now at full height, so attached.
        #expect(sim.state?.isFloating == false)
    }

    /// Quirk 5: a selection made in code calls no delegate.
    @Test(arguments: profiles) func aSelectionInCodeCallsNoDelegateOnEveryRelease(_ os: OSProfile) throws {
        var sim = try Self.presented(os)
        let start = sim.log.count
        try sim.setSelectedDetentIdentifier(.large, animated: true)
        sim.runUntilIdle()
        #expect(sim.state?.restingDetentIdentifier == .large)
        #expect(Self.appearanceAndDelegate(sim, from: start).isEmpty)
    }

    /// The iOS 26 profiles carry iOS 18's facts that the quirks rest on.
    @Test func iOS26KeepsIOS18sQuirkFacts() {
        for os in OSProfile.iOS26Releases {
            #expect(os.automaticIsFormSheetOnPad == OSProfile.iOS18.automaticIsFormSheetOnPad)  // quirk 14
            #expect(os.raisesWithoutActiveDetent == false)  // quirk 12: iOS 15 only
            #expect(os.supportsCustomDetents)  // quirk 9: iOS 15 only
            #expect(os.callsViewIsAppearing == OSProfile.iOS18.callsViewIsAppearing)
        }
    }
}
