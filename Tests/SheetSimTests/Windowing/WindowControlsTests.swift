import Testing
@testable import SheetSim

/// iPadOS 26 window controls (split view rules 14): where they are for each multitasking setting,
/// SDK and windowing control style, the safe area an older SDK's app gains, and which unconfirmed
/// settings each case reads.
@Suite struct WindowControlsTests {
    struct Row: Sendable, CustomStringConvertible {
        var mode: MultitaskingMode?
        var sdk: Int?
        var style: WindowingControlStyle = .automatic
        var automatic: BehaviorOptions.AutomaticWindowingControlStyle = .unified
        var os: OSProfile = .iOS26
        var placement: WindowControlsPlacement
        var width: Double
        /// The window's top safe-area inset beyond the screen's own.
        var extraTop: Double
        var description: String { "\(mode.map(\.rawValue) ?? "none") sdk \(sdk.map(String.init) ?? "os") \(style) on \(os)" }
    }

    static let rows: [Row] = [
        Row(mode: .windowedApps, placement: .inline, width: 72, extraTop: 0),
        Row(mode: .stageManager, placement: .inline, width: 72, extraTop: 0),
        Row(mode: .windowedApps, style: .unified, placement: .inline, width: 72, extraTop: 0),
        Row(mode: .windowedApps, style: .minimal, placement: .inline, width: 44, extraTop: 0),
        Row(mode: .windowedApps, automatic: .minimal, placement: .inline, width: 44, extraTop: 0),
        Row(mode: .windowedApps, sdk: 26, placement: .inline, width: 72, extraTop: 0),
        Row(mode: .windowedApps, sdk: 27, os: .iOS27, placement: .inline, width: 72, extraTop: 0),
        Row(mode: .windowedApps, sdk: 18, placement: .aboveContent, width: 0, extraTop: 24),
        Row(mode: .stageManager, sdk: 15, placement: .aboveContent, width: 0, extraTop: 24),
        Row(mode: .fullScreenApps, sdk: 18, placement: .none, width: 0, extraTop: 0),
        Row(mode: nil, sdk: 18, placement: .none, width: 0, extraTop: 0),
        Row(mode: .windowedApps, sdk: 18, os: .iOS27, placement: .aboveContent, width: 0, extraTop: 24),
    ]

    static func simulator(_ row: Row) -> Simulator {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = row.mode
        environment.appSDK = row.sdk
        environment.preferredWindowingControlStyle = row.style
        var options = BehaviorOptions()
        options.automaticWindowingControlStyle = row.automatic
        return Simulator(environment: environment, os: row.os, options: options)
    }

    @Test(arguments: rows) func controlsFollowTheSettingTheSDKAndTheStyle(_ row: Row) {
        let sim = Self.simulator(row)
        let screen = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft).onRelease(row.os)
        #expect(sim.windowControlsPlacement == row.placement)
        #expect(sim.windowControlsWidth == row.width)
        #expect(sim.environment.safeArea.top == screen.safeArea.top + row.extraTop)
    }

    @Test func theAddedInsetStaysThroughAResizeAndCountsInAShortWindow() throws {
        var sim = Self.simulator(Row(mode: .windowedApps, sdk: 18, placement: .aboveContent, width: 0, extraTop: 24))
        try sim.setWindow(.size(width: 900, height: 700))
        sim.runUntilIdle()
        // A window shorter than the screen has no inset of its own; the controls' inset remains.
        #expect(sim.environment.safeArea.top == 24)
        try sim.setWindow(.full)
        sim.runUntilIdle()
        #expect(sim.environment.safeArea.top == ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft).safeArea.top + 24)
    }

    @Test func theMetricsMoveTheRegionAndTheInset() {
        var metrics = UIKitMetrics()
        metrics.windowControlsWidth = 90
        metrics.legacyWindowControlsTopInset = 30
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = .windowedApps
        #expect(Simulator(environment: environment, os: .iOS26, metrics: metrics).windowControlsWidth == 90)
        environment.appSDK = 18
        let legacy = Simulator(environment: environment, os: .iOS26, metrics: metrics)
        #expect(legacy.environment.safeArea.top == ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft).safeArea.top + 30)
    }

    /// A run reads the inset only for an older SDK's window, and the width only when asked for:
    /// logs and assumption lists of earlier windows are what they were.
    @Test func onlyTheCaseThatNeedsAMetricReadsIt() {
        let inline = Self.simulator(Row(mode: .windowedApps, placement: .inline, width: 72, extraTop: 0))
        #expect(!inline.consultedAssumptions.contains { $0.name == "legacyWindowControlsTopInset" || $0.name == "windowControlsWidth" })
        _ = inline.windowControlsWidth
        #expect(inline.consultedAssumptions.contains { $0.name == "windowControlsWidth" })
        let legacy = Self.simulator(Row(mode: .windowedApps, sdk: 18, placement: .aboveContent, width: 0, extraTop: 24))
        #expect(legacy.consultedAssumptions.contains { $0.name == "legacyWindowControlsTopInset" })
        let fullScreen = Self.simulator(Row(mode: .fullScreenApps, sdk: 18, placement: .none, width: 0, extraTop: 0))
        #expect(!fullScreen.consultedAssumptions.contains { $0.name == "legacyWindowControlsTopInset" })
    }

    @Test func theStyleNeedsTheIOS26SDK() {
        #expect(Simulator.windowingControlStyleRefusal(sdk: 18) != nil)
        #expect(Simulator.windowingControlStyleRefusal(sdk: 26) == nil)
        #expect(Simulator.windowingControlStyleRefusal(sdk: 27) == nil)
    }
}
