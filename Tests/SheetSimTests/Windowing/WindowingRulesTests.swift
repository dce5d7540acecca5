import Testing
@testable import SheetSim

/// iPadOS 26's windowing rules (split view rules 13): which windows each release and multitasking
/// setting refuses, and the size classes a free window gets.
@Suite struct WindowingRulesTests {
    struct Row: Sendable {
        var os: OSProfile
        var mode: MultitaskingMode?
        var window: AppWindow
        /// The start of the refusal's text, or nil where the window is allowed.
        var refusal: String?
        var line: Int
    }

    static let pad = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)

    static let rows: [Row] = [
        // Without a multitasking line the releases before iPadOS 26's windowing still run.
        Row(os: .iOS26, mode: nil, window: .twoThirds, refusal: nil, line: #line),
        Row(os: .iOS26, mode: nil, window: .slideOver, refusal: nil, line: #line),
        Row(os: .iOS26, mode: nil, window: .width(800), refusal: nil, line: #line),
        // A window of a width and a height is iPadOS 26's, and full screen apps is the default.
        Row(os: .iOS18, mode: nil, window: .size(width: 700, height: 500), refusal: "window width 700pt height 500pt is an iPadOS 26 window", line: #line),
        Row(os: .iOS26, mode: nil, window: .size(width: 700, height: 500), refusal: "window width 700pt height 500pt: in fullScreenApps, the Settings default,", line: #line),
        Row(os: .iOS26, mode: .fullScreenApps, window: .size(width: 700, height: 500), refusal: "window width 700pt height 500pt: in fullScreenApps a window", line: #line),
        Row(os: .iOS26, mode: .fullScreenApps, window: .width(700), refusal: "window width 700pt: in fullScreenApps", line: #line),
        Row(os: .iOS26, mode: .fullScreenApps, window: .full, refusal: nil, line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 700, height: 500), refusal: nil, line: #line),
        Row(os: .iOS26, mode: .stageManager, window: .size(width: 700, height: 500), refusal: nil, line: #line),
        Row(os: .iOS26_1, mode: .windowedApps, window: .width(700), refusal: nil, line: #line),
        // Split View is gone; Slide Over is back in 26.1.
        Row(os: .iOS26, mode: .windowedApps, window: .twoThirds, refusal: "window twoThirds is a side of Split View, which iPadOS 26.0 removed", line: #line),
        Row(os: .iOS26_1, mode: .stageManager, window: .half, refusal: "window half is a side of Split View", line: #line),
        Row(os: .iOS26, mode: .fullScreenApps, window: .oneThird, refusal: "window oneThird is a side of Split View", line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .slideOver, refusal: "window slideOver: Slide Over returned in iPadOS 26.1", line: #line),
        Row(os: .iOS26_1, mode: .windowedApps, window: .slideOver, refusal: nil, line: #line),
        Row(os: .iOS26_1, mode: .fullScreenApps, window: .slideOver, refusal: nil, line: #line),
        // The system minimum (320 pt, GUESS) and the screen.
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 320, height: 320), refusal: nil, line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 319, height: 500), refusal: "window width 319pt height 500pt is smaller than the smallest window", line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 500, height: 319), refusal: "window width 500pt height 319pt is smaller", line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 1366, height: 1024), refusal: nil, line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 1366, height: 1025), refusal: "window width 1366pt height 1025pt does not fit the screen", line: #line),
        Row(os: .iOS26, mode: .windowedApps, window: .size(width: 1367, height: 500), refusal: "window width 1367pt height 500pt does not fit", line: #line),
    ]

    @Test(arguments: rows)
    func eachReleaseAndSettingRefusesWhatItLacks(_ row: Row) {
        var environment = Self.pad
        environment.multitasking = row.mode
        let refusal = Simulator.windowRefusal(of: row.window, in: environment, os: row.os, metrics: .uikit)
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        if let expected = row.refusal {
            #expect(refusal?.description.hasPrefix(expected) == true, "\(String(describing: refusal))", sourceLocation: location)
            #expect(refusal?.hint?.isEmpty == false, sourceLocation: location)
        } else {
            #expect(refusal == nil, sourceLocation: location)
        }
    }

    @Test func theAppsMinimumSizeRaisesTheFloorUpToTheScreen() {
        var environment = Self.pad
        environment.multitasking = .windowedApps
        environment.sizeRestrictionsMinimumSize = Size(width: 500, height: 2000)
        #expect(Simulator.minimumWindowSize(in: environment, metrics: .uikit) == Size(width: 500, height: 1024))
        let refusal = Simulator.windowRefusal(of: .size(width: 499, height: 1024), in: environment, os: .iOS26, metrics: .uikit)
        #expect(refusal?.description.contains("sizeRestrictions.minimumSize is 500pt × 2000pt") == true)
        #expect(Simulator.windowRefusal(of: .size(width: 500, height: 1024), in: environment, os: .iOS26, metrics: .uikit) == nil)
    }

    @Test func theSettingNeedsAnIPadOn26() {
        #expect(Simulator.multitaskingRefusal(.windowedApps, device: .iPhone14Pro, os: .iOS26)?.description.contains("needs an iPad") == true)
        #expect(Simulator.multitaskingRefusal(.stageManager, device: .iPadPro12_9, os: .iOS18)?.description.contains("iPadOS 18") == true)
        #expect(Simulator.multitaskingRefusal(.fullScreenApps, device: .iPadPro12_9, os: .iOS26) == nil)
    }

    /// A free window's size classes come from its width against padCompactWidthThreshold; its
    /// height never makes the vertical size class compact on iPad.
    static let sizeClassRows: [(width: Double, height: Double, horizontal: UserInterfaceSizeClass, line: Int)] = [
        (320, 320, .compact, #line), (677, 1000, .compact, #line), (678, 400, .regular, #line), (1366, 1024, .regular, #line),
    ]

    @Test func aFreeWindowsSizeClassesFollowItsWidth() {
        for row in Self.sizeClassRows {
            var environment = Self.pad
            environment.multitasking = .windowedApps
            environment.window = .size(width: row.width, height: row.height)
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(environment.containerSize == Size(width: row.width, height: row.height), sourceLocation: location)
            #expect(environment.horizontalSizeClass == row.horizontal, sourceLocation: location)
            #expect(environment.verticalSizeClass == .regular, sourceLocation: location)
        }
    }

    @Test func aWindowShorterThanTheScreenHasNoSafeAreaAndAFullHeightOneKeepsTheScreens() {
        var environment = Self.pad
        environment.window = .size(width: 700, height: 500)
        #expect(environment.safeArea == .zero)
        environment.window = .size(width: 700, height: 1024)
        #expect(environment.safeArea.top == Self.pad.safeArea.top)
        #expect(environment.safeArea.left == 0)
    }

    @Test func aResizeRunsASizeTransitionAndCollapsesTheSplitViewBelowTheThreshold() throws {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = .windowedApps
        var sim = Simulator(environment: environment, os: .iOS26)
        try sim.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar", .secondary: "detail"],
                                                      configuration: SplitViewConfiguration()))
        try sim.setRootViewController("split")
        sim.runUntilIdle()
        let before = sim.log.entries.count
        try sim.setWindow(.size(width: 500, height: 700))
        let entries = sim.log.entries.dropFirst(before).map(\.description)
        #expect(entries.contains { $0.hasSuffix("split.viewWillTransition(to: 500 x 700)") })
        #expect(entries.contains { $0.hasSuffix("split.delegate.splitViewControllerDidCollapse") })
        #expect(sim.environment.containerSize == Size(width: 500, height: 700))
        #expect(throws: SimulationError.self) { try sim.setWindow(.oneThird) }
    }
}
