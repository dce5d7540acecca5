import Testing
@testable import SheetSim

/// iOS 26 bars (SheetRules 9.7): navigation bars on glass, scroll edge effects where a bar lies
/// over a scroll view, the bar heights and the large title as named assumptions; iOS 15–18 as
/// they were.
@Suite struct BarsAndEdgeEffectsTests {
    // MARK: The rules

    struct EdgeEffectCase: Sendable, CustomStringConvertible {
        var style: ScrollEdgeEffectStyle?
        var barOverlaps: Bool
        var glass: Bool
        var expected: ScrollEdgeEffect
        var description: String { "\(style.map(\.rawValue) ?? "unset") overlaps \(barOverlaps) glass \(glass)" }
    }

    static let edgeEffectCases: [EdgeEffectCase] = [
        EdgeEffectCase(style: nil, barOverlaps: true, glass: true, expected: .soft),
        EdgeEffectCase(style: .automatic, barOverlaps: true, glass: true, expected: .soft),
        EdgeEffectCase(style: .soft, barOverlaps: true, glass: true, expected: .soft),
        EdgeEffectCase(style: .hard, barOverlaps: true, glass: true, expected: .hard),
        EdgeEffectCase(style: .hard, barOverlaps: false, glass: true, expected: .none),
        EdgeEffectCase(style: nil, barOverlaps: false, glass: true, expected: .none),
        EdgeEffectCase(style: .hard, barOverlaps: true, glass: false, expected: .none),
        EdgeEffectCase(style: nil, barOverlaps: true, glass: false, expected: .none),
    ]

    @Test(arguments: edgeEffectCases)
    func edgeEffectResolution(_ row: EdgeEffectCase) {
        #expect(ViewLayoutRules.scrollEdgeEffect(style: row.style, barOverlaps: row.barOverlaps, barsFloatOnGlass: row.glass) == row.expected)
    }

    @Test(arguments: [(true, BarAppearance.scrollEdgeAppearance, BarBackground.glass), (true, .standardAppearance, .glass),
                      (false, .scrollEdgeAppearance, .transparent), (false, .standardAppearance, .default)])
    func barBackground(glass: Bool, appearance: BarAppearance, expected: BarBackground) {
        #expect(ViewLayoutRules.barBackground(barsFloatOnGlass: glass, appearance: appearance) == expected)
    }

    /// Each bar height on iOS 26 reads its own metric, and iOS 18 never reads them.
    struct HeightCase: Sendable, CustomStringConvertible {
        var context: ViewLayoutRules.BarContext
        var idiom: UserInterfaceIdiom
        var vertical: UserInterfaceSizeClass
        var metric: WritableKeyPath<UIKitMetrics, Double> & Sendable
        var metric18: WritableKeyPath<UIKitMetrics, Double> & Sendable
        var description: String { "\(context) \(idiom) \(vertical)" }
    }

    static let heightCases: [HeightCase] = [
        HeightCase(context: .fullScreen, idiom: .phone, vertical: .regular, metric: \.navigationBarHeight26, metric18: \.navigationBarHeight),
        HeightCase(context: .sheet, idiom: .phone, vertical: .compact, metric: \.navigationBarHeightCompact26, metric18: \.navigationBarHeightCompact),
        HeightCase(context: .fullScreen, idiom: .pad, vertical: .regular, metric: \.navigationBarHeightPad26, metric18: \.navigationBarHeightPad),
        HeightCase(context: .sheet, idiom: .phone, vertical: .regular, metric: \.navigationBarHeightSheet26, metric18: \.navigationBarHeightSheet),
        HeightCase(context: .sheet, idiom: .pad, vertical: .regular, metric: \.navigationBarHeightSheet26, metric18: \.navigationBarHeightSheet),
    ]

    @Test(arguments: heightCases)
    func barHeightsAreMetricsOfTheirOwn(_ row: HeightCase) {
        var metrics = UIKitMetrics.uikit
        #expect(ViewLayoutRules.navigationBarHeight(context: row.context, idiom: row.idiom, verticalSizeClass: row.vertical,
                                                    metrics: metrics, barsFloatOnGlass: true)
                == ViewLayoutRules.navigationBarHeight(context: row.context, idiom: row.idiom, verticalSizeClass: row.vertical, metrics: metrics),
                "iOS 18's value carries over")
        metrics[keyPath: row.metric] = 77
        #expect(ViewLayoutRules.navigationBarHeight(context: row.context, idiom: row.idiom, verticalSizeClass: row.vertical,
                                                    metrics: metrics, barsFloatOnGlass: true) == 77)
        #expect(ViewLayoutRules.navigationBarHeight(context: row.context, idiom: row.idiom, verticalSizeClass: row.vertical,
                                                    metrics: metrics) == UIKitMetrics.uikit[keyPath: row.metric18])
    }

    // MARK: In the simulator

    /// A navigation controller `nav` showing `list`, presented as a large sheet with a scroll view.
    static func sheet(os: OSProfile, largeTitles: Bool = false, style: ScrollEdgeEffectStyle? = nil,
                      options: BehaviorOptions = BehaviorOptions()) throws -> Simulator {
        var sim = Simulator(device: .iPhone16Pro, os: os, options: options)
        try sim.declare("nav", .navigationController(root: "list"))
        if largeTitles { try sim.updateViewLayoutSettings(of: "nav") { $0.prefersLargeTitles = true } }
        if let style { try sim.setEdgeEffectStyle(style, for: .top, of: "nav") }
        try sim.present("nav", configuration: SheetConfiguration(detents: [.large()]))
        try sim.setScrollView(ScrollViewState(contentHeight: 3000))
        sim.runUntilIdle()
        return sim
    }

    struct SheetCase: Sendable, CustomStringConvertible {
        var os: OSProfile
        var style: ScrollEdgeEffectStyle?
        var scrolled: Bool
        var background: BarBackground
        var top: ScrollEdgeEffect
        var description: String { "\(os) \(style?.rawValue ?? "unset") scrolled \(scrolled)" }
    }

    static let sheetCases: [SheetCase] = [
        SheetCase(os: .iOS18, style: nil, scrolled: false, background: .transparent, top: .none),
        SheetCase(os: .iOS18, style: nil, scrolled: true, background: .default, top: .none),
        SheetCase(os: .iOS17, style: nil, scrolled: true, background: .default, top: .none),
        SheetCase(os: .iOS26, style: nil, scrolled: false, background: .glass, top: .soft),
        SheetCase(os: .iOS26, style: nil, scrolled: true, background: .glass, top: .soft),
        SheetCase(os: .iOS26, style: .hard, scrolled: true, background: .glass, top: .hard),
        SheetCase(os: .iOS26_1, style: .soft, scrolled: false, background: .glass, top: .soft),
        SheetCase(os: .iOS26_1, style: .automatic, scrolled: false, background: .glass, top: .soft),
    ]

    @Test(arguments: sheetCases)
    func barBackgroundAndTopEdgeEffectInASheet(_ row: SheetCase) throws {
        var sim = try Self.sheet(os: row.os, style: row.style)
        if row.scrolled { try sim.perform(.scroll(toContentOffsetY: 200, of: "list")) }
        #expect(sim.navigationBarBackground(of: "nav") == row.background)
        #expect(sim.scrollEdgeEffect(.top, of: "list") == row.top)
        #expect(sim.scrollEdgeEffect(.top, of: "nav") == row.top, "a container reads the controller it shows")
        #expect(sim.scrollEdgeEffect(.bottom, of: "list") == ScrollEdgeEffect.none, "no bar at the bottom")
    }

    /// What the content sees is iOS 18's, with the iOS 26 metrics: it extends under the bar and its
    /// safe area starts below it.
    @Test func theContentExtendsUnderTheGlassBar() throws {
        let old = try Self.sheet(os: .iOS18, largeTitles: true)
        let new = try Self.sheet(os: .iOS26, largeTitles: true)
        for sim in [old, new] {
            let nav = try #require(sim.viewLayout(of: "nav")?.navigationBar)
            let list = try #require(sim.viewLayout(of: "list"))
            #expect(nav.frame.height == 108)
            #expect(list.frameInWindow.minY <= sim.viewLayout(of: "nav")!.frameInWindow.minY + nav.frame.minY)
            #expect(list.safeAreaInsets.top == 108)
            #expect(list.scrollView?.adjustedContentInset.top == 108)
        }
        var metrics = UIKitMetrics.uikit
        metrics.navigationBarHeightSheet26 = 60
        metrics.largeTitleHeight26 = 40
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26, metrics: metrics)
        try sim.declare("nav", .navigationController(root: "list"))
        try sim.updateViewLayoutSettings(of: "nav") { $0.prefersLargeTitles = true }
        try sim.present("nav", configuration: SheetConfiguration(detents: [.large()]))
        try sim.setScrollView(ScrollViewState(contentHeight: 3000))
        sim.runUntilIdle()
        #expect(sim.viewLayout(of: "nav")?.navigationBar?.frame.height == 100)
        #expect(sim.viewLayout(of: "list")?.scrollView?.contentOffsetY == -100)
        #expect(sim.consultedAssumptions.contains { $0.name == "navigationBarHeightSheet26" })
        #expect(!sim.consultedAssumptions.contains { $0.name == "navigationBarHeightSheet" })
    }

    @Test func theLargeTitleOutsideTheBarIsAnOption() throws {
        var options = BehaviorOptions()
        options.largeTitlePlacement26 = .outsideBar
        let sim = try Self.sheet(os: .iOS26, largeTitles: true, options: options)
        let bar = try #require(sim.viewLayout(of: "nav")?.navigationBar)
        #expect(bar.frame.height == 56 && bar.largeTitleOutsideBar)
        #expect(sim.viewLayout(of: "list")?.safeAreaInsets.top == 108, "the content still starts below the title (GUESS)")
        let old = try Self.sheet(os: .iOS18, largeTitles: true, options: options)
        #expect(old.viewLayout(of: "nav")?.navigationBar?.frame.height == 108, "only iOS 26 reads the option")
        #expect(!old.consultedAssumptions.contains { $0.name == "largeTitlePlacement26" })
    }

    /// A bottom tab bar lies over its children's scroll views (GUESS): a bottom edge effect.
    @Test func aTabBarGivesABottomEdgeEffect() throws {
        for (os, expected) in [(OSProfile.iOS18, ScrollEdgeEffect.none), (.iOS26, .hard)] {
            var sim = Simulator(device: .iPhone16Pro, os: os)
            try sim.declare("tabs", .tabBarController(tabs: ["homeNav", "search"]))
            try sim.declare("homeNav", .navigationController(root: "feed"))
            try sim.setRootViewController("tabs")
            try sim.perform(.scrollView(ScrollViewState(contentHeight: 2000), of: "feed"))
            if os.barsFloatOnGlass { try sim.setEdgeEffectStyle(.hard, for: .bottom, of: "feed") }
            sim.runUntilIdle()
            #expect(sim.scrollEdgeEffect(.bottom, of: "feed") == expected, "\(os)")
            #expect(sim.scrollEdgeEffect(.top, of: "feed") == (os.barsFloatOnGlass ? .soft : ScrollEdgeEffect.none), "\(os)")
        }
    }

    /// The API is iOS 26's: refused before, changing nothing; the refusal names the release.
    @Test func anEdgeEffectBefore26IsRefused() throws {
        for os in OSProfile.builtIn {
            var sim = try Self.sheet(os: os)
            let logged = sim.log.count
            #expect(throws: SimulationError.requiresRelease("UIScrollView.topEdgeEffect (SheetRules 9.7)", major: 26, os: os.versionText)) {
                try sim.setEdgeEffectStyle(.hard, for: .top, of: "list")
            }
            #expect(throws: SimulationError.requiresRelease("UIScrollView.bottomEdgeEffect (SheetRules 9.7)", major: 26, os: os.versionText)) {
                try sim.setEdgeEffectStyle(.soft, for: .bottom, of: "list")
            }
            #expect(sim.log.count == logged)
            #expect(sim.viewLayoutSettings(of: "list").edgeEffectStyles == ScrollEdgeEffectStyles())
        }
    }

    /// Setting a style lays nothing out again: no geometry changes.
    @Test func settingAStyleMakesNoLayoutCallbacks() throws {
        var sim = try Self.sheet(os: .iOS26)
        let logged = sim.log.count
        try sim.setEdgeEffectStyle(.hard, for: .top, of: "list")
        sim.runUntilIdle()
        #expect(sim.log.count == logged)
        #expect(sim.scrollEdgeEffect(.top, of: "list") == .hard)
        // The nearest setting wins: the list's own over the navigation controller's.
        try sim.setEdgeEffectStyle(.soft, for: .top, of: "nav")
        #expect(sim.scrollEdgeEffect(.top, of: "list") == .hard)
    }

    // MARK: The toolbar

    struct ToolbarCase: Sendable, CustomStringConvertible {
        var os: OSProfile
        var device: Device
        var orientation: Orientation
        var height: Double
        var metric: String
        var background: BarBackground
        var bottomEffect: ScrollEdgeEffect
        var description: String { "\(os) \(device.name) \(orientation)" }
    }

    static let toolbarCases: [ToolbarCase] = [
        ToolbarCase(os: .iOS18, device: .iPhone16Pro, orientation: .portrait, height: 44, metric: "toolbarHeight", background: .default, bottomEffect: .none),
        ToolbarCase(os: .iOS18, device: .iPhone16Pro, orientation: .landscapeLeft, height: 32, metric: "toolbarHeightCompact", background: .default, bottomEffect: .none),
        ToolbarCase(os: .iOS26, device: .iPhone16Pro, orientation: .portrait, height: 44, metric: "toolbarHeight26", background: .glass, bottomEffect: .soft),
        ToolbarCase(os: .iOS26, device: .iPhone16Pro, orientation: .landscapeLeft, height: 32, metric: "toolbarHeightCompact26", background: .glass, bottomEffect: .soft),
        ToolbarCase(os: .iOS26, device: .iPadPro11, orientation: .portrait, height: 50, metric: "toolbarHeightPad26", background: .glass, bottomEffect: .soft),
        ToolbarCase(os: .iOS17, device: .iPadPro11, orientation: .portrait, height: 50, metric: "toolbarHeightPad", background: .default, bottomEffect: .none),
    ]

    /// A shown toolbar sits above the safe area's bottom, grows the child's safe area by its height,
    /// reads its own metric, and on iOS 26 is glass with a bottom edge effect under it.
    @Test(arguments: toolbarCases)
    func aToolbarInTheWindow(_ row: ToolbarCase) throws {
        var sim = Simulator(environment: ScreenEnvironment(device: row.device, orientation: row.orientation), os: row.os)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.updateViewLayoutSettings(of: "nav") { $0.isToolbarHidden = false }
        try sim.setRootViewController("nav")
        try sim.perform(.scrollView(ScrollViewState(contentHeight: 3000), of: "inbox"))
        sim.runUntilIdle()
        let nav = try #require(sim.viewLayout(of: "nav"))
        let toolbar = try #require(nav.toolbar)
        #expect(toolbar.frame.height == row.height)
        #expect(toolbar.frame.maxY == nav.frameInWindow.height - nav.safeAreaInsets.bottom)
        #expect(toolbar.background == row.background)
        let inbox = try #require(sim.viewLayout(of: "inbox"))
        #expect(inbox.safeAreaInsets.bottom == nav.safeAreaInsets.bottom + row.height)
        #expect(inbox.frameInWindow.maxY == nav.frameInWindow.maxY, "the content extends under the toolbar")
        #expect(sim.scrollEdgeEffect(.bottom, of: "inbox") == row.bottomEffect)
        #expect(sim.consultedAssumptions.contains { $0.name == row.metric })
        try sim.updateViewLayoutSettings(of: "nav") { $0.isToolbarHidden = true }
        #expect(sim.viewLayout(of: "nav")?.toolbar == nil)
        #expect(sim.viewLayout(of: "inbox")?.safeAreaInsets.bottom == nav.safeAreaInsets.bottom)
        #expect(sim.scrollEdgeEffect(.bottom, of: "inbox") == ScrollEdgeEffect.none)
    }

    /// The action prints as the scenario line that sets it, and reads back.
    @Test func theSettingsPrintAsScenarioLines() {
        var settings = ViewLayoutSettings()
        settings.edgeEffectStyles.top = .hard
        let lines = settings.scenarioLines(of: "list")
        #expect(lines.contains("set scrollView.topEdgeEffect.style of \"list\" = hard"))
        #expect(!lines.contains { $0.contains("bottomEdgeEffect") })
        #expect(!ViewLayoutSettings().scenarioLines(of: "list").contains { $0.contains("EdgeEffect") || $0.contains("Toolbar") })
        settings.isToolbarHidden = false
        #expect(settings.scenarioLines(of: "nav").contains("set isToolbarHidden of \"nav\" = false"))
    }
}
