import Testing
@testable import SheetSim

/// The layout rules as tables (layout rules 3–6): what each controller's view sees in each place.
@Suite struct LayoutRulesTests {
    /// A simulator with a plain sheet presented and settled in `environment`.
    static func presented(_ environment: ScreenEnvironment, options: BehaviorOptions = .reference,
                          _ change: (inout SheetConfiguration) -> Void = { _ in }) throws -> Simulator {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        change(&configuration)
        var sim = Simulator(environment: environment, os: .iOS17, options: options)
        try sim.present("sheet", configuration: configuration)
        sim.runUntilIdle()
        return sim
    }

    static let safeAreaAndMarginRows: [(Device, Orientation, String, EdgeInsets, Double, EdgeInsets, Int)] = [
        // device, orientation, style/edge, sheet safe area, sheet leading margin, presenter safe area
        (Device.iPhone14Pro, Orientation.portrait, "pageSheet", EdgeInsets(bottom: 34), 16.0, EdgeInsets(top: 59, bottom: 34), #line),
        (.iPhoneSE3, .portrait, "pageSheet", EdgeInsets(), 16, EdgeInsets(top: 20), #line),
        (.iPhone13, .portrait, "pageSheet", EdgeInsets(bottom: 34), 16, EdgeInsets(top: 47, bottom: 34), #line),
        (.iPhone15ProMax, .portrait, "pageSheet", EdgeInsets(bottom: 34), 20, EdgeInsets(top: 59, bottom: 34), #line),
        (.iPhone16Pro, .portrait, "pageSheet", EdgeInsets(bottom: 34), 16, EdgeInsets(top: 62, bottom: 34), #line),
        // Compact height: full screen, the landscape insets (item 28); margins 20 + the side inset (U3).
        (.iPhone14Pro, .landscapeLeft, "pageSheet", EdgeInsets(left: 59, bottom: 21, right: 59), 79, EdgeInsets(left: 59, bottom: 21, right: 59), #line),
        (.iPhone14Pro, .landscapeLeft, "edgeAttached", EdgeInsets(bottom: 21), 20, EdgeInsets(left: 59, bottom: 21, right: 59), #line),
        (.iPhone14Pro, .portrait, "fullScreen", EdgeInsets(top: 59, bottom: 34), 16, EdgeInsets(top: 59, bottom: 34), #line),
        // iPad: floating form and page sheets have none (items 7, 26).
        (.iPadPro11, .landscapeLeft, "formSheet", EdgeInsets(), 20, EdgeInsets(top: 24, bottom: 20), #line),
        (.iPadPro11, .landscapeLeft, "iOS17pageSheet", EdgeInsets(), 20, EdgeInsets(top: 24, bottom: 20), #line),
    ]

    /// Safe area and margins of the sheet's and the presenter's root views (layout rules 24–31).
    @Test(arguments: safeAreaAndMarginRows)
    func safeAreaAndMargins(device: Device, orientation: Orientation, kind: String, sheetSafe: EdgeInsets,
                            leading: Double, presenterSafe: EdgeInsets, line: Int) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let sim = try Self.presented(ScreenEnvironment(device: device, orientation: orientation)) { configuration in
            switch kind {
            case "edgeAttached": configuration.prefersEdgeAttachedInCompactHeight = true
            case "fullScreen": configuration.modalPresentationStyle = .fullScreen
            case "formSheet": configuration.modalPresentationStyle = .formSheet
            case "iOS17pageSheet": configuration.modalPresentationStyle = .pageSheet
            default: break
            }
        }
        let sheet = try #require(sim.viewLayout(of: "sheet"), sourceLocation: location)
        #expect(sheet.safeAreaInsets == sheetSafe, sourceLocation: location)
        #expect(sheet.directionalLayoutMargins.leading == leading, sourceLocation: location)
        #expect(sheet.size == sim.state!.sheetFrame.size, sourceLocation: location)
        #expect(sim.viewLayout(of: "presenter")?.safeAreaInsets == presenterSafe, sourceLocation: location)
    }

    static let rootMarginRows: [(DirectionalEdgeInsets?, Bool, Bool, BehaviorOptions.LayoutMarginsSafeAreaCombination, DirectionalEdgeInsets, Int)] = [
        (nil, true, true, BehaviorOptions.LayoutMarginsSafeAreaCombination.additive, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 34, trailing: 16), #line),
        (DirectionalEdgeInsets(leading: 20, trailing: 10), true, true, .additive, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 34, trailing: 16), #line),
        (DirectionalEdgeInsets(leading: 20, trailing: 10), false, true, .additive, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 34, trailing: 10), #line),
        (DirectionalEdgeInsets(leading: 20, trailing: 10), false, false, .additive, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10), #line),
        (DirectionalEdgeInsets(top: 8, leading: 8, bottom: 40, trailing: 8), true, true, .maximum, DirectionalEdgeInsets(top: 8, leading: 16, bottom: 40, trailing: 16), #line),
        (DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), true, true, .maximum, DirectionalEdgeInsets(top: 8, leading: 16, bottom: 34, trailing: 16), #line),
    ]

    /// Root margins (layout rules 31, 32, U3), on a 393 pt sheet with safe area (0, 0, 34, 0).
    @Test(arguments: rootMarginRows)
    func rootMargins(assigned: DirectionalEdgeInsets?, respects: Bool, insetsFromSafeArea: Bool,
                     combination: BehaviorOptions.LayoutMarginsSafeAreaCombination, expected: DirectionalEdgeInsets, line: Int) {
        var settings = ViewLayoutSettings()
        settings.directionalLayoutMargins = assigned
        settings.viewRespectsSystemMinimumLayoutMargins = respects
        settings.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
        var options = BehaviorOptions()
        options.layoutMarginsSafeAreaCombination = combination
        let minimum = ViewLayoutRules.systemMinimumLayoutMargins(width: 393, metrics: .uikit)
        let margins = ViewLayoutRules.directionalLayoutMargins(settings: settings, systemMinimum: minimum,
                                                               safeArea: EdgeInsets(bottom: 34), options: options)
        #expect(margins == expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    static let minimumMarginRows: [(Double, Double, Int)] = [
        (320.0, 16.0, #line),
        (393, 16, #line),
        (413.9, 16, #line),
        (414, 20, #line),
        (430, 20, #line),
        (1024, 20, #line),
    ]

    /// The minimum side margin by width (layout rules 30, U4) and the readable width (item 35).
    @Test(arguments: minimumMarginRows)
    func minimumMarginByWidth(width: Double, margin: Double, line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let minimum = ViewLayoutRules.systemMinimumLayoutMargins(width: width, metrics: .uikit)
        #expect(minimum == DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin), sourceLocation: location)
        let readable = ViewLayoutRules.readableContentWidth(viewWidth: width, margins: minimum, metrics: .uikit)
        #expect(readable == min(width - 2 * margin, 672), sourceLocation: location)
    }

    static let navigationBarHeightRows: [(ViewLayoutRules.BarContext, UserInterfaceIdiom, UserInterfaceSizeClass, Double, Int)] = [
        (ViewLayoutRules.BarContext.sheet, UserInterfaceIdiom.phone, UserInterfaceSizeClass.regular, 56.0, #line),
        (.fullScreen, .phone, .regular, 44, #line),
        (.fullScreen, .phone, .compact, 32, #line),
        (.sheet, .phone, .compact, 32, #line),
        (.sheet, .pad, .regular, 56, #line),
        (.fullScreen, .pad, .regular, 50, #line),
    ]

    /// Bar heights (layout rules 40): 32 on a phone in compact height, 56 in a sheet, 50 iPad, 44.
    @Test(arguments: navigationBarHeightRows)
    func navigationBarHeights(context: ViewLayoutRules.BarContext, idiom: UserInterfaceIdiom, vertical: UserInterfaceSizeClass,
                              height: Double, line: Int) {
        #expect(ViewLayoutRules.navigationBarHeight(context: context, idiom: idiom, verticalSizeClass: vertical, metrics: .uikit) == height,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    static let largeTitleRows: [(Bool, [LargeTitleDisplayMode], Bool, Int)] = [
        (true, [LargeTitleDisplayMode.automatic], true, #line),
        (false, [.always], false, #line),                       // only while the bar prefers them
        (true, [.automatic, .automatic], true, #line),
        (true, [.automatic, .never], false, #line),
        (true, [.automatic, .never, .automatic], false, #line), // automatic keeps the item below's
        (true, [.never, .always], true, #line),
    ]

    /// Large titles through the stack (layout rules 46 and the adoption notes).
    @Test(arguments: largeTitleRows)
    func largeTitles(prefers: Bool, modes: [LargeTitleDisplayMode], large: Bool, line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(ViewLayoutRules.showsLargeTitle(prefersLargeTitles: prefers, modes: modes, idiom: .phone, verticalSizeClass: .regular) == large,
                sourceLocation: location)
        #expect(!ViewLayoutRules.showsLargeTitle(prefersLargeTitles: prefers, modes: modes, idiom: .phone, verticalSizeClass: .compact),
                sourceLocation: location)
    }

    /// The large title's collapse (item 44) and the bar's appearance (item 45).
    @Test func largeTitleCollapseAndAppearance() {
        #expect(ViewLayoutRules.largeTitleFraction(scrolled: 0, metrics: .uikit) == 1)
        #expect(ViewLayoutRules.largeTitleFraction(scrolled: 26, metrics: .uikit) == 0.5)
        #expect(ViewLayoutRules.largeTitleFraction(scrolled: 100, metrics: .uikit) == 0)
        #expect(ViewLayoutRules.largeTitleFraction(scrolled: -20, metrics: .uikit) == 1)
        #expect(ViewLayoutRules.barAppearance(scrolled: nil, largeTitleFraction: nil) == .scrollEdgeAppearance)
        #expect(ViewLayoutRules.barAppearance(scrolled: 0, largeTitleFraction: nil) == .scrollEdgeAppearance)
        #expect(ViewLayoutRules.barAppearance(scrolled: 1, largeTitleFraction: nil) == .standardAppearance)
        #expect(ViewLayoutRules.barAppearance(scrolled: 30, largeTitleFraction: 0.4) == .scrollEdgeAppearance)
        #expect(ViewLayoutRules.barAppearance(scrolled: 60, largeTitleFraction: 0) == .standardAppearance)
    }

    static let includedEdgeRows: [(ContentInsetAdjustmentBehavior, Bool, Double, Bool, Bool, Bool, Bool, Int)] = [
        (ContentInsetAdjustmentBehavior.automatic, true, 100.0, false, false, true, false, #line),
        (.automatic, false, 100, false, false, false, false, #line),   // outside a container: scrollableAxes
        (.automatic, false, 2000, false, false, true, false, #line),
        (.automatic, false, 100, false, true, false, true, #line),
        (.scrollableAxes, true, 100, false, false, false, false, #line),
        (.scrollableAxes, false, 100, true, false, true, false, #line),
        (.never, true, 2000, true, true, false, false, #line),
        (.always, false, 100, false, false, true, true, #line),
    ]

    /// Which safe-area edges adjustedContentInset includes (layout rules 36, 37).
    @Test(arguments: includedEdgeRows)
    func includedEdges(behavior: ContentInsetAdjustmentBehavior, inContainer: Bool, contentHeight: Double, bounces: Bool,
                       horizontal: Bool, vertical: Bool, sides: Bool, line: Int) {
        let edges = ViewLayoutRules.includedEdges(behavior: behavior, inNavigationOrTabBar: inContainer, contentHeight: contentHeight,
                                                  boundsHeight: 453.44, alwaysBounceVertical: bounces, scrollsHorizontally: horizontal)
        #expect(edges.vertical == vertical && edges.horizontal == sides,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    /// A grabber that insets the content (U12) adds its band to the sheet's top inset.
    @Test func grabberInsetsContentOption() throws {
        var options = BehaviorOptions()
        options.grabberInsetsContent = true
        let with = try Self.presented(ScreenEnvironment(device: .iPhone14Pro), options: options) { $0.prefersGrabberVisible = true }
        #expect(with.viewLayout(of: "sheet")?.safeAreaInsets.top == 15)
        let without = try Self.presented(ScreenEnvironment(device: .iPhone14Pro), options: options)
        #expect(without.viewLayout(of: "sheet")?.safeAreaInsets.top == 0)
    }

    /// Containers add their bars to their children's safe area (layout rules 22, 43).
    @Test func containersAddTheirBars() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.declare("tabs", .tabBarController(tabs: ["nav", "search"]))
        try sim.setRootViewController("tabs")
        try sim.updateViewLayoutSettings(of: "inbox") { $0.additionalSafeAreaInsets = EdgeInsets(top: 10) }
        #expect(sim.viewLayout(of: "tabs")?.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(sim.viewLayout(of: "nav")?.safeAreaInsets == EdgeInsets(top: 59, bottom: 83))
        #expect(sim.viewLayout(of: "inbox")?.safeAreaInsets == EdgeInsets(top: 59 + 44 + 10, bottom: 83))
        #expect(sim.viewLayout(of: "search") == nil, "not on screen")
        #expect(sim.viewLayout(of: "inbox")?.size == Size(width: 393, height: 852))
    }

    static let columnSafeAreaRows: [(Double, Double, Double, Double, Int)] = [
        (0.0, 300.0, 47.0, 0.0, #line),     // the leading column: the leading inset
        (300, 300, 0, 0, #line),            // in the middle: none
        (552, 300, 0, 47, #line),           // the trailing column of an 852 pt view
        (20, 300, 27, 0, #line),            // partly over the leading inset
        (-300, 300, 0, 0, #line),           // off screen to the leading side
    ]

    /// A split view column keeps a side inset only where it overlaps the container's unsafe edge
    /// (split view rules 3.1): the landscape phone's 47 pt sides, a 300 pt column.
    @Test(arguments: columnSafeAreaRows)
    func columnSafeArea(x: Double, width: Double, left: Double, right: Double, line: Int) {
        let parent = ViewLayout(frameInWindow: Rect(x: 0, y: 0, width: 852, height: 393),
                                safeAreaInsets: EdgeInsets(left: 47, bottom: 21, right: 47),
                                systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                                directionalLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                                readableContentWidth: 672, navigationBar: nil, tabBarHeight: nil, scrollView: nil)
        let insets = ViewLayoutRules.columnSafeArea(parent: parent, columnX: x, columnWidth: width)
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(insets == EdgeInsets(left: left, bottom: 21, right: right), sourceLocation: location)
    }

    /// In an expanded split view controller each column's controllers get the column's frame.
    @Test func splitViewColumnsAreTheirColumnsWide() throws {
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft)
        try sim.declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "sidebar", .secondary: "detail"]))
        try sim.setRootViewController("split")
        try sim.setPreferredDisplayMode(.oneBesideSecondary, in: "split")
        sim.runUntilIdle()
        #expect(sim.viewLayout(of: "sidebar")?.frameInWindow == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(sim.viewLayout(of: "detail")?.frameInWindow == Rect(x: 320, y: 0, width: 874, height: 834))
        let top = try #require(sim.viewLayout(of: "detail")?.safeAreaInsets.top)
        #expect(abs(top - (24 + 50)) < 1e-9, "\(top)")
    }
}
