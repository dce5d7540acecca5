import Testing
@testable import SheetSim

/// iOS version profiles as data (SheetRules 1.1, 1.2, 4.1, quirks 9 and 14).
@Suite struct OSProfileTests {
    @Test func builtInProfilesDifferWhereTheReferenceSays() {
        let rows: [(os: OSProfile, custom: Bool, appearing: Bool, pageSizing: Bool, formOnPad: Bool, line: Int)] = [
            (.iOS15, false, false, false, false, #line),
            (.iOS16, true, false, false, false, #line),
            (.iOS17, true, true, true, false, #line),
            (.iOS18, true, true, true, true, #line),
        ]
        for row in rows {
            #expect(row.os.supportsCustomDetents == row.custom, sourceLocation: rowLocation(row.line))
            #expect(row.os.callsViewIsAppearing == row.appearing, sourceLocation: rowLocation(row.line))
            #expect(row.os.supportsPrefersPageSizing == row.pageSizing, sourceLocation: rowLocation(row.line))
            #expect(row.os.automaticIsFormSheetOnPad == row.formOnPad, sourceLocation: rowLocation(row.line))
        }
        #expect(OSProfile.default == .iOS17)
        #expect(OSProfile.iOS17.prefersPageSizingDefault && !OSProfile.iOS18.prefersPageSizingDefault,
                "the header: YES before 18, NO from 18")
    }

    @Test func customDetentsOnlyFrom16() throws {
        let custom = SheetConfiguration(detents: [.custom(identifier: "small", height: 200), .large()])
        var old = Simulator(device: .iPhone14Pro, os: .iOS15)
        #expect(throws: SimulationError.customDetentsUnavailable(os: "15")) {
            try old.present("sheet", configuration: custom)
        }
        let sim = try Appearance.presented(custom, os: .iOS16)
        #expect(sim.state!.topY == 618)
    }

    @Test func releaseBoundAPIsAreRefusedWhereTheReleaseLacksThem() {
        let rows: [(os: OSProfile, api: SheetAPI, available: Bool, line: Int)] = [
            (.iOS15, .customDetents, false, #line),
            (.iOS15, .invalidateDetents, false, #line),
            (.iOS16, .invalidateDetents, true, #line),
            (.iOS16, .prefersPageSizing, false, #line),
            (.iOS17, .prefersPageSizing, true, #line),
            (.iOS15, .swiftUI(.interactiveDismissDisabled), true, #line),
            (.iOS15, .swiftUI(.presentationDetents), false, #line),
            (.iOS15, .swiftUI(.presentationDragIndicator), false, #line),
            (.iOS15, .swiftUI(.presentationCornerRadius), false, #line),
            (.iOS16, .swiftUI(.presentationDetents), true, #line),
            (.iOS16, .swiftUI(.presentationBackgroundInteraction), true, #line),
            (.iOS18, .swiftUI(.presentationContentInteraction), true, #line),
        ]
        for row in rows {
            #expect((row.os.refusal(of: row.api) == nil) == row.available, sourceLocation: rowLocation(row.line))
        }
        var early16 = OSProfile.iOS16
        early16.supportsPresentationCustomization = false  // iOS 16.0–16.3
        #expect(early16.refusal(of: .swiftUI(.presentationCornerRadius)) == .unavailable(.swiftUI(.presentationCornerRadius), os: "16"))
        #expect(early16.refusal(of: .swiftUI(.presentationDetents)) == nil)
    }

    @Test func invalidateDetentsOnlyFrom16() throws {
        var old = Simulator(device: .iPhone14Pro, os: .iOS15)
        try old.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        #expect(throws: SimulationError.unavailable(.invalidateDetents, os: "15")) { try old.invalidateDetents() }
    }

    @Test func viewIsAppearingOnlyFrom17UnlessBackDeployed() throws {
        func appearing(_ os: OSProfile, backDeployed: Bool = false) throws -> Bool {
            var options = BehaviorOptions.reference
            options.viewIsAppearingBackDeployed = backDeployed
            let sim = try Appearance.presented(SheetConfiguration(), os: os, options: options)
            return sim.log.contains { $0.callback.name == "viewIsAppearing" }
        }
        #expect(try !appearing(.iOS15))
        #expect(try !appearing(.iOS16))
        #expect(try appearing(.iOS17))
        #expect(try appearing(.iOS18))
        #expect(try appearing(.iOS15, backDeployed: true))
        #expect(try appearing(.iOS16, backDeployed: true))
    }

    @Test func backDeployedViewIsAppearingAlsoFollowsACancelledSwipe() throws {
        var options = BehaviorOptions.reference
        options.viewIsAppearingBackDeployed = true
        var sim = try Appearance.presented(Appearance.mediumLarge(), os: .iOS16, options: options)
        let mark = sim.log.count
        try sim.drag(.grabber, by: 150, duration: .milliseconds(600))
        sim.runUntilIdle()
        let lines = sim.log[mark...].map(LogText.untimed)
        let willAppear = lines.firstIndex(of: "sheet.viewWillAppear(animated: true)")
        let isAppearing = lines.firstIndex(of: "sheet.viewIsAppearing(animated: true)")
        #expect(willAppear != nil && isAppearing != nil && willAppear! < isAppearing!)
    }

    @Test func userProfilesAreData() throws {
        // A user adds a point release where custom detents were switched off, overriding iOS 16.
        var custom = OSProfile.iOS16
        custom.supportsCustomDetents = false
        let profiles = OSProfile.builtIn + [custom]
        let found = try #require(OSProfile.version(16, among: profiles))
        #expect(!found.supportsCustomDetents)
        #expect(OSProfile.version(16)!.supportsCustomDetents)
        #expect(OSProfile.version(14, among: profiles) == nil)
        let made = OSProfile(majorVersion: 19, supportsCustomDetents: true, callsViewIsAppearing: true,
                             supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true,
                             prefersPageSizingDefault: false)
        #expect(made.description == "iOS 19")
        let sim = try IPadTests.presented(IPadTests.style(.automatic), os: made)
        #expect(sim.state!.sizing == .formSheet)
    }
}
