import Testing
@testable import SheetSim

/// The launch's trait callbacks (split view rules 5.3, 5.5; container rules 3): as the first root
/// joins the window, `traitCollectionDidChange(_:)` reaches every controller on iOS 12 and only the
/// mispredicted ones (a classic primary column in a regular width) from iOS 13, after the
/// `viewWillAppear(_:)` calls and before `viewIsAppearing(_:)` and layout; `willTransition(to:with:)`
/// never comes at launch.
@Suite struct LaunchTraitTests {
    /// An app launched with `root` as the window's first root, after `declare` set it up.
    static func launched(os: OSProfile, device: Device = .iPadPro11, orientation: Orientation = .landscapeLeft,
                         options: BehaviorOptions = .reference, logsLayout: Bool = false,
                         root: String = "split", declare: (inout Simulator) throws -> Void = classicSplit) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: device, orientation: orientation), os: os, options: options)
        sim.logsLayoutCallbacks = logsLayout
        try declare(&sim)
        try sim.setRootViewController(root)
        sim.runUntilIdle()
        return sim
    }

    static func classicSplit(_ sim: inout Simulator) throws {
        try sim.declare("split", .splitViewController(style: .unspecified, columns: [.primary: "master", .secondary: "detail"]))
    }

    static func tabBar(_ sim: inout Simulator) throws {
        try sim.declare("tabs", .tabBarController(tabs: ["home", "search"]))
    }

    /// The launch log UIKit would make: `viewWillAppear` down the visible hierarchy, the trait
    /// calls to `traitCalls`, then (from iOS 17) `viewIsAppearing`, and `viewDidAppear`.
    static func expectedLaunch(os: OSProfile, appearing: [String], traitCalls: [String]) -> [String] {
        var lines = appearing.map { "\($0).viewWillAppear(animated: false)" }
        lines += traitCalls.map { "\($0).traitCollectionDidChange" }
        if os.callsViewIsAppearing { lines += appearing.map { "\($0).viewIsAppearing(animated: false)" } }
        lines += appearing.map { "\($0).viewDidAppear(animated: false)" }
        return lines
    }

    /// One app per row, launched on every built-in profile that has its controllers: who hears
    /// the launch's trait call before iOS 13 (everyone) and after (only the mispredicted).
    struct Row: Sendable {
        let app: String
        let device: Device
        let root: String
        let declare: @Sendable (inout Simulator) throws -> Void
        let appearing: [String]
        let mispredicted: [String]
        let line: Int
    }

    static let rows: [Row] = [
        // A classic primary column is compact inside a regular window: not what UIKit predicted.
        Row(app: "classic split view, regular iPad", device: .iPadPro11, root: "split", declare: { try classicSplit(&$0) },
            appearing: ["split", "master", "detail"], mispredicted: ["master"], line: #line),
        // Every controller has the window's traits: from iOS 13 nothing is called at launch.
        Row(app: "tab bar controller, iPhone", device: .iPhone14Pro, root: "tabs", declare: { try tabBar(&$0) },
            appearing: ["tabs", "home"], mispredicted: [], line: #line),
        Row(app: "navigation controller, iPhone", device: .iPhone14Pro, root: "nav",
            declare: { try $0.declare("nav", .navigationController(root: "list")) },
            appearing: ["nav", "list"], mispredicted: [], line: #line),
    ]

    @Test(arguments: OSProfile.all)
    func whoHearsItAtLaunchOnEachRelease(os: OSProfile) throws {
        for row in Self.rows {
            let orientation: Orientation = row.device.idiom == .pad ? .landscapeLeft : .portrait
            let sim = try Self.launched(os: os, device: row.device, orientation: orientation, root: row.root, declare: row.declare)
            let expected = Self.expectedLaunch(os: os, appearing: row.appearing,
                                               traitCalls: os.predictsInitialTraits ? row.mispredicted : row.appearing)
            #expect(sim.untimed() == expected, "\(row.app) on \(os)",
                    sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    @Test func iOS13IsTheFirstReleaseThatPredictsTraits() {
        #expect(OSProfile.all.filter { !$0.predictsInitialTraits }.map(\.majorVersion) == [12])
    }

    /// The launch is not a transition: no `willTransition(to:with:)`, whatever the release.
    @Test(arguments: OSProfile.all)
    func noWillTransitionAtLaunch(os: OSProfile) throws {
        var options = BehaviorOptions()
        options.launchTraitCollectionDidChange = .everyController
        let sim = try Self.launched(os: os, options: options)
        #expect(!sim.untimed().contains { $0.contains("willTransition") })
        #expect(sim.untimed().filter { $0.hasSuffix(".traitCollectionDidChange") }.count == 3)
    }

    /// Parents first, after the last `viewWillAppear(_:)` and before the first layout callback.
    @Test(arguments: OSProfile.all)
    func itFallsAfterViewWillAppearAndBeforeLayout(os: OSProfile) throws {
        var options = BehaviorOptions()
        options.launchTraitCollectionDidChange = .everyController
        let lines = try Self.launched(os: os, options: options, logsLayout: true).untimedLayout()
        let traits = lines.indices.filter { lines[$0].hasSuffix(".traitCollectionDidChange") }
        #expect(traits.map { lines[$0] } == ["split.traitCollectionDidChange", "master.traitCollectionDidChange", "detail.traitCollectionDidChange"])
        let lastWillAppear = try #require(lines.lastIndex { $0.hasSuffix(".viewWillAppear(animated: false)") })
        let layoutNames = ["viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]
        let firstLayout = try #require(lines.firstIndex { line in layoutNames.contains { line.hasSuffix(".\($0)") } })
        let first = try #require(traits.first), last = try #require(traits.last)
        #expect(first > lastWillAppear, "\(lines)")
        #expect(last < firstLayout, "\(lines)")
        if os.callsViewIsAppearing {
            #expect(last < (lines.firstIndex { $0.contains(".viewIsAppearing(") } ?? -1), "\(lines)")
        }
    }

    @Test func theOtherTimingPutsItBeforeViewWillAppear() throws {
        var options = BehaviorOptions()
        options.launchTraitCollectionDidChangeTiming = .beforeViewWillAppear
        let lines = try Self.launched(os: .iOS17, options: options).untimed()
        #expect(lines.prefix(2) == ["master.traitCollectionDidChange", "split.viewWillAppear(animated: false)"])
    }

    /// Each value of the option against the OS profile it overrides.
    static let optionRows: [(value: BehaviorOptions.LaunchTraitCollectionDidChange, os: OSProfile, calls: [String], line: Int)] = [
        (.osProfile, .iOS12, ["split", "master", "detail"], #line),
        (.osProfile, .iOS17, ["master"], #line),
        (.everyController, .iOS17, ["split", "master", "detail"], #line),
        (.mispredictedOnly, .iOS12, ["master"], #line),
        (.mispredictedOnly, .iOS18, ["master"], #line),
    ]

    @Test func theOptionOverridesTheProfile() throws {
        for row in Self.optionRows {
            var options = BehaviorOptions()
            options.launchTraitCollectionDidChange = row.value
            let sim = try Self.launched(os: row.os, options: options)
            #expect(sim.untimed().filter { $0.hasSuffix(".traitCollectionDidChange") } == row.calls.map { "\($0).traitCollectionDidChange" },
                    "\(row.value) on \(row.os)", sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    /// In a compact window the classic primary is compact like the window: predicted right.
    @Test func aClassicPrimaryInACompactWindowHearsNothingFromIOS13() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft, window: .oneThird), os: .iOS17)
        try Self.classicSplit(&sim)
        try sim.setRootViewController("split")
        sim.runUntilIdle()
        #expect(!sim.untimed().contains { $0.hasSuffix(".traitCollectionDidChange") })
    }

    /// Only the first root is the launch: a later root's controllers are not told this way.
    @Test func aLaterRootGetsNoLaunchTraitCall() throws {
        var options = BehaviorOptions()
        options.launchTraitCollectionDidChange = .everyController
        var sim = try Self.launched(os: .iOS17, options: options)
        try sim.declare("other", .viewController)
        let start = sim.log.count
        try sim.setRootViewController("other")
        sim.runUntilIdle()
        #expect(!sim.untimed(from: start).contains { $0.hasSuffix(".traitCollectionDidChange") })
        #expect(sim.untimed(from: start).contains("other.viewDidAppear(animated: false)"))
    }
}
