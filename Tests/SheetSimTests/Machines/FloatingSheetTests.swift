import Testing
@testable import SheetSim

/// The iOS 26 floating sheet (SheetRules 9): its geometry as a pure function of the sheet's top,
/// the sheet machine's figures event by event, and what the content sees. iPhone 16 Pro: 402 × 874,
/// safe area 62/34, display corner radius 62; maximumDetentValue 874 − 72 − 34 = 768, medium
/// 0.56 × 768 = 430.08; the attach band runs from top 874 − 34 − 0.9 × 768 = 148.8 to 72.
@Suite struct FloatingSheetTests {
    static let environment = ScreenEnvironment(device: .iPhone16Pro)
    static let mediumTop = 874 - 8 - 34 - 430.08, largeTop = 72.0
    static let bandStart = 874 - 34 - 0.9 * 768.0

    func geometry(padding: Bool = true, metrics: UIKitMetrics = .uikit) -> FloatingSheetGeometry {
        SheetLayout(environment: Self.environment, metrics: metrics, floatingSheetPadding: padding).floatingSheet!
    }

    func machine(_ detents: [Detent] = [.medium(), .large()], os: OSProfile = .iOS26, options: BehaviorOptions = .reference,
                 environment: ScreenEnvironment = FloatingSheetTests.environment,
                 _ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetMachine {
        var configuration = SheetConfiguration(detents: detents)
        change(&configuration)
        return SheetMachine(name: "sheet", configuration: configuration, environment: environment, options: options, os: os)
    }

    func presented(_ detents: [Detent] = [.medium(), .large()], os: OSProfile = .iOS26, options: BehaviorOptions = .reference,
                   _ change: (inout SheetConfiguration) -> Void = { _ in }) -> (SheetMachine, [SheetAction]) {
        var sheet = machine(detents, os: os, options: options, change)
        let actions = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        return (sheet, actions)
    }

    func sample(_ y: Double, at ms: Int64) -> TouchSample {
        TouchSample(time: .zero + .milliseconds(ms), location: Point(x: 201, y: y))
    }

    // MARK: The geometry

    @Test func progressRunsAcrossTheAttachBand() {
        let glass = geometry()
        #expect(abs(glass.attachStartOffset - Self.bandStart) < 1e-9)
        #expect(glass.attachProgress(atOffset: Self.mediumTop) == 0)
        #expect(glass.attachProgress(atOffset: Self.bandStart) == 0)
        #expect(abs(glass.attachProgress(atOffset: (Self.bandStart + Self.largeTop) / 2) - 0.5) < 1e-12)
        #expect(glass.attachProgress(atOffset: Self.largeTop) == 1)
        #expect(glass.attachProgress(atOffset: 40) == 1, "above full height (an overshoot) it stays attached")
        var curved = UIKitMetrics.uikit
        curved.floatingSheetAttachExponent = 2
        #expect(abs(geometry(metrics: curved).attachProgress(atOffset: (Self.bandStart + Self.largeTop) / 2) - 0.25) < 1e-12)
    }

    @Test func insetsAndCornersBlendWithTheProgress() {
        let glass = geometry()
        #expect(glass.insets(atProgress: 0) == EdgeInsets(top: 0, left: 8, bottom: 8, right: 8))
        #expect(glass.insets(atProgress: 1) == .zero)
        #expect(glass.insets(atProgress: 0.25) == EdgeInsets(top: 0, left: 6, bottom: 6, right: 6))
        #expect(glass.bottomCornerRadius(atProgress: 0) == 40)
        #expect(glass.bottomCornerRadius(atProgress: 1) == 62, "attached, the bottom corners follow the display's")
        var metrics = UIKitMetrics.uikit
        metrics.attachedSheetCornerRadius = 10
        #expect(geometry(metrics: metrics).topCornerRadius(atProgress: 0.5) == 25)
    }

    /// A detent's offset and the value an offset stands for are inverses, in the band and out of it.
    static let values: [(value: Double, line: Int)] = [
        (0, #line), (200, #line), (430.08, #line), (680, #line), (700, #line), (720, #line), (740, #line), (767, #line), (768, #line),
    ]

    @Test(arguments: [true, false])
    func offsetsAndValuesAreInverses(padding: Bool) {
        let glass = geometry(padding: padding)
        for row in Self.values {
            let offset = glass.offset(forDetentValue: row.value)
            #expect(abs(glass.detentValue(forOffset: offset) - row.value) < 1e-6, "\(row.value)", sourceLocation: rowLocation(row.line))
        }
        #expect(glass.offset(forDetentValue: 768) == 72, "the large detent is the full-height top")
        #expect(glass.offset(forDetentValue: 200) == (padding ? 874 - 8 - 34 - 200 : 874 - 8 - 200))
    }

    // MARK: The machine

    @Test func aMediumSheetFloatsALargeOneIsAttached() {
        var (sheet, _) = presented()
        #expect(abs(sheet.offset - Self.mediumTop) < 1e-9)
        #expect(sheet.floatsNow && sheet.attachProgress == 0)
        #expect(sheet.sheetInsets == EdgeInsets(top: 0, left: 8, bottom: 8, right: 8))
        let frame = sheet.sheetFrame
        #expect(frame.x == 8 && frame.width == 386 && abs(frame.maxY - 866) < 1e-9, "its bottom 8 pt above the screen's")
        #expect(sheet.cornerRadius == 40 && sheet.bottomCornerRadius == 40)
        var configuration = sheet.configuration
        configuration.selectedDetentIdentifier = .large
        _ = sheet.handle(.configurationChanged(configuration, animated: false), at: .zero)
        #expect(sheet.offset == Self.largeTop)
        #expect(!sheet.floatsNow && sheet.attachProgress == 1)
        #expect(sheet.sheetInsets == .zero)
        #expect(sheet.sheetFrame == Rect(x: 0, y: 72, width: 402, height: 802))
        #expect(sheet.bottomCornerRadius == 62)
    }

    @Test func aDragBlendsContinuously() {
        var (sheet, _) = presented()
        _ = sheet.handle(.touchBegan(sample(500, at: 0), target: .body), at: .zero)
        var last = sheet.attachProgress
        var seen: [Double] = []
        for (index, y) in stride(from: 480.0, through: 60, by: -20).enumerated() {
            let ms = Int64(8 * (index + 1))
            _ = sheet.handle(.touchMoved(sample(y, at: ms)), at: .zero + .milliseconds(ms))
            #expect(sheet.attachProgress >= last, "the progress never falls as the sheet rises")
            #expect(abs(sheet.sheetInsets.left - 8 * (1 - sheet.attachProgress)) < 1e-9)
            #expect(abs(sheet.sheetFrame.width - (402 - 2 * sheet.sheetInsets.left)) < 1e-9)
            last = sheet.attachProgress
            seen.append(last)
        }
        #expect(seen.contains { $0 > 0 && $0 < 1 }, "frames inside the band are part attached: \(seen)")
        #expect(seen.last == 1)
    }

    @Test func aSettleBlendsFrameByFrame() {
        var (sheet, _) = presented()
        var configuration = sheet.configuration
        configuration.selectedDetentIdentifier = .large
        _ = sheet.handle(.configurationChanged(configuration, animated: true), at: .zero)
        var partial = 0
        for frame in 1...60 {
            _ = sheet.frameTick(at: .zero + .milliseconds(Int64(frame * 8)))
            let progress = sheet.attachProgress
            if progress > 0 && progress < 1 { partial += 1 }
            #expect(abs(sheet.figures.cornerRadius - 40) < 1e-9)
            #expect(abs(sheet.sheetInsets.bottom - 8 * (1 - progress)) < 1e-9)
        }
        #expect(partial > 0, "the settle passes through the band")
    }

    @Test(arguments: [OSProfile.iOS15, .iOS16, .iOS17, .iOS18])
    func noReleaseBefore26Floats(os: OSProfile) {
        let (sheet, _) = presented(os: os)
        #expect(sheet.layout.floatingSheet == nil)
        #expect(!sheet.floatsNow && sheet.attachProgress == 1 && sheet.sheetInsets == .zero)
        #expect(sheet.sheetFrame.x == 0 && sheet.sheetFrame.width == 402)
    }

    @Test func compactHeightDoesNotFloat() {
        let landscape = ScreenEnvironment(device: .iPhone16Pro, orientation: .landscapeLeft)
        var sheet = machine(os: .iOS26, environment: landscape) { $0.prefersEdgeAttachedInCompactHeight = true }
        _ = sheet.handle(.present(animated: false), at: .zero)
        #expect(sheet.layout.floatingSheet == nil && !sheet.floatsNow)
    }

    @Test func thePaddingOptionSetsTheFloatingHeight() {
        let peek = Detent.custom(identifier: "peek", height: 200)
        let (padded, _) = presented([peek, .large()])
        #expect(padded.offset == 632 && padded.viewHeight == 234)
        var options = BehaviorOptions()
        options.floatingDetentsIncludeBottomSafeArea = false
        let (exact, _) = presented([peek, .large()], options: options)
        #expect(exact.offset == 666 && exact.viewHeight == 200)
    }

    // MARK: The card stack

    @Test func aFullHeightCustomDetentNoLongerStacks() {
        let full = Detent.custom(identifier: "full", height: 2000)
        let (on26, _) = presented([full])
        #expect(on26.figures.pushBack == 0)
        let (on18, _) = presented([full], os: .iOS18)
        #expect(on18.figures.pushBack == 1, "iOS 15–18: quirk 10's stacked card")
    }

    @Test func thePresenterBehindALargeSheetIsTheProfilesChoice() {
        #expect(presented([.large()]).0.figures.pushBack == 1, "the iOS 26 profile's GUESS: it scales")
        var options = BehaviorOptions()
        options.presenterScaleBehindLargeSheet = .staysPut
        #expect(presented([.large()], options: options).0.figures.pushBack == 0)
        #expect(presented([.large()], os: .iOS18, options: options).0.figures.pushBack == 0, "the option overrides every release")
        var profile = OSProfile.iOS26
        profile.presenterScalesBehindLargeSheet = false
        #expect(presented([.large()], os: profile).0.figures.pushBack == 0)
        #expect(presented([.large()], os: .iOS18).0.figures.pushBack == 1)
    }

    // MARK: preferredCornerRadius (SheetRules 9.4)

    static func warnings(_ actions: [SheetAction]) -> Int {
        actions.filter { if case .callback(.simulator, .warning(let text)) = $0 { text.contains("clips") } else { false } }.count
    }

    @Test func aCustomRadiusClipsTheFloatingSheetsBottomCornersOnce() {
        var (sheet, actions) = presented { $0.preferredCornerRadius = 20 }
        #expect(Self.warnings(actions) == 1)
        #expect(sheet.clipsBottomCorners && sheet.bottomCornerRadius == 20 && sheet.cornerRadius == 20)
        var configuration = sheet.configuration
        configuration.selectedDetentIdentifier = .large
        #expect(Self.warnings(sheet.handle(.configurationChanged(configuration, animated: false), at: .zero)) == 0)
        #expect(!sheet.clipsBottomCorners && sheet.bottomCornerRadius == 62)
        configuration.preferredCornerRadius = 24
        #expect(Self.warnings(sheet.handle(.configurationChanged(configuration, animated: false), at: .zero)) == 0, "once per sheet")
    }

    @Test func noClippingWarningWhereNothingFloats() {
        #expect(Self.warnings(presented { $0.preferredCornerRadius = 20 }.1) == 1)
        #expect(Self.warnings(presented(os: .iOS18) { $0.preferredCornerRadius = 20 }.1) == 0)
        #expect(Self.warnings(presented([.large()]) { $0.preferredCornerRadius = 20 }.1) == 0, "a sheet that never floats")
        #expect(Self.warnings(presented().1) == 0, "the system radius")
        #expect(!presented(os: .iOS18) { $0.preferredCornerRadius = 20 }.0.clipsBottomCorners)
    }

    // MARK: What the content sees

    @Test func theContentFollowsTheFloatingFrame() throws {
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        let floating = try #require(sim.viewLayout(of: "sheet"))
        #expect(floating.frameInWindow.x == 8 && floating.size.width == 386)
        #expect(floating.safeAreaInsets.bottom == 34)
        #expect(floating.directionalLayoutMargins.leading == 16)
        try sim.drag(.grabber, to: .large, duration: .milliseconds(300))
        sim.runUntilIdle()
        let attached = try #require(sim.viewLayout(of: "sheet"))
        #expect(attached.frameInWindow.x == 0 && attached.size.width == 402 && attached.size.height == 802)
        #expect(sim.state?.isFloating == false)
    }

    @Test func withoutThePaddingTheContentsBottomSafeAreaGrowsAsItAttaches() throws {
        var options = BehaviorOptions()
        options.floatingDetentsIncludeBottomSafeArea = false
        var sim = Simulator(device: .iPhone16Pro, os: .iOS26, options: options)
        try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
        sim.runUntilIdle()
        #expect(sim.viewLayout(of: "sheet")?.safeAreaInsets.bottom == 0)
        try sim.touchDown(on: .body, at: Point(x: 201, y: 500))
        try sim.touchMove(toY: 500 - (Self.mediumTop - (Self.bandStart + Self.largeTop) / 2))
        sim.runUntilIdle()
        let bottom = try #require(sim.viewLayout(of: "sheet")?.safeAreaInsets.bottom)
        let progress = try #require(sim.state?.attachProgress)
        #expect(progress > 0 && progress < 1, "inside the attach band")
        #expect(abs(bottom - 34 * progress) < 1e-9, "part attached: that part of the window's 34")
        try sim.touchUp()
    }

    // MARK: The background (SheetRules 9.6)

    @Test func theBackgroundIsGlassWhileFloatingAndTheEffectWins() throws {
        var (sheet, _) = presented(os: .iOS26_1)
        #expect(sheet.background == .glass)
        var configuration = sheet.configuration
        configuration.selectedDetentIdentifier = .large
        _ = sheet.handle(.configurationChanged(configuration, animated: false), at: .zero)
        #expect(sheet.background == .opaque)
        configuration.backgroundEffect = .glass
        _ = sheet.handle(.configurationChanged(configuration, animated: false), at: .zero)
        #expect(sheet.background == .glass, "an explicit glass effect stays glass when attached (GUESS)")
        configuration.backgroundEffect = .blur
        configuration.selectedDetentIdentifier = .medium
        _ = sheet.handle(.configurationChanged(configuration, animated: false), at: .zero)
        #expect(sheet.background == .blur && sheet.floatsNow)
        #expect(presented(os: .iOS18).0.background == .opaque)
    }

    @Test func backgroundEffectNeeds26Point1() throws {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.backgroundEffect = .blur
        var on26 = Simulator(device: .iPhone16Pro, os: .iOS26)
        #expect(throws: SimulationError.unavailable(.backgroundEffect, os: "26")) { try on26.present("sheet", configuration: configuration) }
        var on26_1 = Simulator(device: .iPhone16Pro, os: .iOS26_1)
        try on26_1.present("sheet", configuration: configuration)
        on26_1.runUntilIdle()
        #expect(on26_1.state?.background == .blur)
    }
}
