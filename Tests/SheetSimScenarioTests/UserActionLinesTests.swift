import SheetSim
import Testing
@testable import SheetSimScenario

/// A user action's scenario lines (its `description`, what the fuzzer writes into a repro file)
/// are read back by the parser and carried out by the session exactly as
/// `Simulator.perform(_:)` carries out the action itself: the same log, at the same instant,
/// during the action and once everything has settled. A printer that drifts from the parser (a
/// word renamed, a value written with too few digits, a default left out) fails here.
@Suite struct UserActionLinesTests {
    /// An app at the point where the action is done, as scenario lines.
    enum World: String, Sendable {
        /// An iPhone, nothing done yet.
        case launch
        /// A sheet at its medium detent, with a grabber, a scroll view and trailing swipe actions.
        case sheet
        /// The same sheet with a row's trailing swipe actions showing.
        case rowOpen
        /// The same sheet with a finger down on its grabber.
        case touching
        /// A navigation controller `nav` showing `message` over `inbox`; `other` declared too.
        case navigation
        /// A tab bar controller `tabs` with `home` and `search`.
        case tabs
        /// A page view controller `pages` with `one`, `two` and `three`, on `two`.
        case pages
        /// A tab bar controller `tabs` of `UITab`s with the group `library` (`albums`, `artists`)
        /// on an 11-inch iPad in landscape on iOS 18: a sidebar is available.
        case sidebar
        /// A triple-column split view controller `split` on a 12.9-inch iPad in landscape.
        case split
        /// A double-column split view controller `split` with an inspector `info` on iOS 26.
        case split26
        /// A sheet on an 11-inch iPad in landscape.
        case iPad
        /// An iPhone X whose window shows a navigation controller `nav` with `list`, which has a
        /// scroll view.
        case list
        /// An 11-inch iPad in landscape showing a navigation controller `nav` with `inbox`.
        case inbox
        /// The same, with `filters` presented as a popover from `inbox`.
        case popover
        /// An iPhone showing `inbox` in `nav`, with the action sheet `confirm` (Delete, Cancel) up.
        case alert
        /// A 12.9-inch iPad in landscape on iOS 26 in windowed apps, showing `canvas`.
        case windows26
        /// An iPhone showing the SwiftUI view `content`, which presents `detail` as a sheet while
        /// `showDetail` is true and `card` as a full-screen cover while `selected` holds an item;
        /// `detail` has medium and large detents selected by `size`.
        case swiftUI
        /// The same with `detail` presented.
        case swiftUISheet

        var lines: [String] {
            let iPhone = "device \"iPhone 14 Pro\" portrait"
            let sheet = [iPhone, "detents medium large", "set prefersGrabberVisible = true", "scrollView contentHeight 2000pt",
                         "swipeActions trailing \"Delete\", \"Archive\"", "present", "wait until settled"]
            switch self {
            case .launch: return [iPhone]
            case .sheet: return sheet
            case .rowOpen: return sheet + ["swipe row 1 left by 100pt over 150ms", "wait until settled"]
            case .touching: return sheet + ["touch down grabber"]
            case .navigation:
                return [iPhone, "navigationController \"nav\" root \"inbox\"", "navigationController \"other\" root \"feed\"",
                        "rootViewController \"nav\"", "push \"message\" notAnimated", "wait until settled"]
            case .tabs:
                return [iPhone, "tabBarController \"tabs\" tabs \"home\", \"search\"", "rootViewController \"tabs\"", "wait until settled"]
            case .sidebar:
                return ["device \"iPad Pro 11\" landscape", "os 18", "tabBarController \"tabs\" tabs \"home\", \"search\"",
                        "tabGroup \"library\" in \"tabs\" tabs \"albums\", \"artists\"", "rootViewController \"tabs\"", "wait until settled"]
            case .pages:
                return [iPhone, "pageViewController \"pages\" pages \"one\", \"two\", \"three\"", "rootViewController \"pages\"",
                        "setViewControllers \"two\" notAnimated", "wait until settled"]
            case .split:
                return ["device \"iPad Pro 12.9\" landscape", "splitViewController \"split\" tripleColumn", "column primary \"sidebar\"",
                        "column supplementary \"list\"", "column secondary \"detail\"", "rootViewController \"split\"",
                        "set showsSecondaryOnlyButton = true", "wait until settled"]
            case .split26:
                return ["device \"iPad Pro 12.9\" landscape", "os 26", "splitViewController \"split\" doubleColumn", "column primary \"sidebar\"",
                        "column secondary \"detail\"", "column inspector \"info\"", "rootViewController \"split\"", "wait until settled"]
            case .iPad: return ["device \"iPad Pro 11\" landscape", "present", "wait until settled"]
            case .inbox:
                return ["device \"iPad Pro 11\" landscape", "navigationController \"nav\" root \"inbox\"", "rootViewController \"nav\"",
                        "wait until settled"]
            case .popover:
                return World.inbox.lines + ["sheet \"filters\"", "set modalPresentationStyle = popover",
                                            "set popoverPresentationController.sourceView = \"inbox\"",
                                            "set popoverPresentationController.sourceRect = 20pt 80pt 44pt 44pt",
                                            "set popoverPresentationController.passthroughViews = \"nav\"",
                                            "set preferredContentSize = 320pt x 400pt", "present \"filters\" from \"inbox\"", "wait until settled"]
            case .alert:
                return [iPhone, "navigationController \"nav\" root \"inbox\"", "rootViewController \"nav\"",
                        "alert \"confirm\" preferredStyle actionSheet", "action \"Delete\" destructive", "action \"Cancel\" cancel",
                        "present \"confirm\" from \"inbox\"", "wait until settled"]
            case .windows26:
                return ["device \"iPad Pro 12.9\" landscape", "os 26", "multitasking windowedApps", "rootViewController \"canvas\"",
                        "wait until settled"]
            case .swiftUI:
                return [iPhone, "swiftUI view \"content\" sheet isPresented \"showDetail\" onDismiss content \"detail\" fullScreenCover item \"selected\" content \"card\"",
                        "swiftUI view \"detail\" presentationDetents medium, large selection \"size\" task", "wait until settled"]
            case .swiftUISheet:
                return World.swiftUI.lines + ["set binding \"showDetail\" = true", "wait until settled"]
            case .list:
                return ["device \"iPhone X\" portrait", "navigationController \"nav\" root \"list\"", "rootViewController \"nav\"",
                        "scrollView of \"list\" contentHeight 2000pt", "wait until settled"]
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var world: World
        var action: UserAction
        var testDescription: String { world.rawValue + ": " + action.scenarioLines.joined(separator: " / ") }
        init(_ world: World, _ action: UserAction) {
            self.world = world
            self.action = action
        }
    }

    static func configuration(_ detents: [Detent], _ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetConfiguration {
        var configuration = SheetConfiguration(detents: detents)
        change(&configuration)
        return configuration
    }

    /// Settings that differ from UIKit's in one property: the lines set each property in turn, and
    /// each change lays the controller out again, where the action lays it out once.
    static var layout: ViewLayoutSettings {
        var settings = ViewLayoutSettings()
        settings.additionalSafeAreaInsets = EdgeInsets(top: 20, bottom: 10)
        return settings
    }

    static let ms = SimDuration.milliseconds

    /// Every action a scenario line does, in a world where the simulator takes it.
    static let rows: [Row] = [
        Row(.launch, .present("child", configuration: configuration([.medium(), .large()]) {
            $0.prefersGrabberVisible = true
            $0.isModalInPresentation = true
            $0.selectedDetentIdentifier = .medium
        })),
        Row(.launch, .present("sheet", animated: false)),
        Row(.launch, .present("peek", configuration: configuration([.custom(identifier: "small", height: 120), .large()]) {
            $0.preferredCornerRadius = 24
            $0.largestUndimmedDetentIdentifier = "small"
        })),
        Row(.sheet, .dismiss()),
        Row(.sheet, .dismiss(animated: false)),
        Row(.sheet, .set(.isModalInPresentation(true))),
        Row(.sheet, .set(.selectedDetentIdentifier(.large), animated: true)),
        Row(.sheet, .set(.preferredCornerRadius(24.5))),
        Row(.sheet, .setDetents([.large()], animated: true)),
        Row(.sheet, .setDetents([.custom(identifier: "peek", fraction: 0.25), .medium()])),
        Row(.sheet, .invalidateDetents(animated: true)),
        Row(.sheet, .setNeedsUpdateProperties()),
        Row(.navigation, .setNeedsUpdateProperties(of: "message")),
        Row(.sheet, .updateConfiguration(configuration([.medium(), .large()]) {
            $0.prefersGrabberVisible = true
            $0.isModalInPresentation = true
        })),
        Row(.sheet, .setScrollView(ScrollViewState(contentHeight: 3000))),
        Row(.sheet, .setScrollView(nil)),
        Row(.sheet, .scrollView(ScrollViewState(contentHeight: 2500), contentOffsetY: 100, of: "sheet")),
        Row(.sheet, .scroll(toContentOffsetY: 300)),
        Row(.sheet, .scrollToEdge(bottom: true)),
        Row(.sheet, .scrollToEdge(bottom: false)),
        Row(.sheet, .scroll(toContentOffsetY: 250, of: "sheet")),
        Row(.list, .scrollView(ScrollViewState(contentHeight: 900), contentOffsetY: 40, of: "list")),
        Row(.list, .scrollView(ScrollViewState(contentHeight: 900), of: "nav")),
        Row(.list, .scrollView(nil, of: "list")),
        Row(.list, .scroll(toContentOffsetY: 300, of: "list")),
        Row(.list, .scrollToEdge(bottom: true, of: "nav")),
        Row(.list, .scrollToEdge(bottom: false, of: "list")),
        Row(.sheet, .updateViewLayoutSettings(of: "sheet", layout)),
        Row(.sheet, .setSwipeActions(SwipeActionsConfiguration(actions: ["Pin"], performsFirstActionWithFullSwipe: false), edge: .leading, of: "sheet")),
        Row(.sheet, .setSwipeActions(nil, edge: .trailing, of: "sheet")),
        Row(.sheet, .registerOnTransitionCoordinator(of: "sheet", in: .viewWillDisappear, [.animateAlongside, .notifyWhenInteractionChanges])),
        Row(.sheet, .registerOnTransitionCoordinator(of: "presenter", in: .presentationControllerWillDismiss, .notifyWhenInteractionChanges)),
        Row(.touching, .registerOnTransitionCoordinator(of: "sheet", in: .viewWillAppear, .animateAlongside)),
        Row(.navigation, .setRootViewController("other")),
        Row(.navigation, .push("detail", onto: "nav")),
        Row(.navigation, .push("detail", animated: false)),
        Row(.navigation, .pop("nav", animated: false)),
        Row(.navigation, .pop()),
        Row(.navigation, .popToRoot()),
        // A container's settings name it: `nav` was declared before `other`, the last container.
        Row(.navigation, .updateNavigationConfiguration("nav", {
            var configuration = NavigationConfiguration()
            configuration.interactivePopGestureEnabled = false
            return configuration
        }())),
        Row(.navigation, .updateNavigationConfiguration("other", {
            var configuration = NavigationConfiguration()
            configuration.hasDelegate = false
            return configuration
        }())),
        Row(.tabs, .setSelectedIndex(1, of: "tabs")),
        Row(.tabs, .updateTabBarConfiguration("tabs", {
            var configuration = TabBarConfiguration()
            configuration.shouldSelect = false
            return configuration
        }())),
        Row(.split, .setPreferredDisplayMode(.oneBesideSecondary, in: "split")),
        Row(.split, .setPreferredDisplayMode(.secondaryOnly, in: "split")),
        Row(.split, .updateSplitViewConfiguration("split", {
            var configuration = SplitViewConfiguration()
            configuration.showsSecondaryOnlyButton = true  // as the world set it
            configuration.primaryColumnWidth.preferredWidth = 300
            return configuration
        }())),
        Row(.split, .updateSplitViewConfiguration("split", {
            var configuration = SplitViewConfiguration()
            configuration.showsSecondaryOnlyButton = true
            configuration.inspectorColumnWidth.preferredWidth = 360
            configuration.inspectorColumnWidth.minimum = 300
            return configuration
        }())),
        Row(.split, .updateSplitViewConfiguration("split", {
            var configuration = SplitViewConfiguration()
            configuration.showsSecondaryOnlyButton = true
            configuration.displayModeButtonVisibility = .never
            return configuration
        }())),
        Row(.split, .showColumn(.primary)),
        Row(.split26, .dragDivider(.primary, to: 280)),
        Row(.split26, .dragDivider(.primary, to: 500, in: "split")),
        Row(.split26, .dragDividerOver(.primary, to: 260, over: ms(200))),
        Row(.split26, .dragDividerOver(.primary, to: 300, over: ms(50), in: "split")),
        Row(.windows26, .setWindow(.size(width: 700, height: 500))),
        Row(.windows26, .resizeWindow(to: Size(width: 700, height: 500), over: ms(100))),
        Row(.split, .hideColumn(.primary, in: "split")),
        Row(.split, .showDetailViewController("post")),
        Row(.split, .show("settings", in: "split")),
        Row(.sheet, .touchDown(on: .grabber)),
        Row(.sheet, .touchDown(on: .body, y: 600)),
        Row(.touching, .touchMove(toY: 500.25)),
        Row(.touching, .touchUp(atY: 520)),
        Row(.touching, .touchUp()),
        Row(.sheet, .drag(.grabber, .distance(300, duration: ms(250)))),
        Row(.sheet, .drag(.body, .velocity(distance: -200, velocity: -1500))),
        Row(.sheet, .drag(.grabber, .toDetent(.large, duration: ms(300)))),
        Row(.sheet, .drag(.body, .samples([DragSample(after: .zero, y: 0), DragSample(after: ms(16), y: 40), DragSample(after: ms(33), y: 90)]))),
        Row(.sheet, .drag(.grabber, .distance(120, duration: .nanoseconds(16_666_667)))),
        Row(.sheet, .tapGrabber),
        Row(.sheet, .tapDimmingView()),
        Row(.sheet, .tapDimmingView(at: Point(x: 200, y: 100))),
        Row(.sheet, .tapPresenter()),
        Row(.sheet, .tapOutside()),
        Row(.popover, .tapOutside()),
        Row(.popover, .tapOutside(at: Point(x: 1000, y: 700))),
        Row(.popover, .set(.popoverSourceRect(Rect(x: 40, y: 100, width: 20.5, height: 30)))),
        Row(.popover, .set(.popoverPermittedArrowDirections([.down, .left]))),
        Row(.popover, .dismiss()),
        Row(.alert, .tapAlertAction("Delete")),
        Row(.alert, .tapAlertAction("Cancel")),
        Row(.swiftUI, .setBinding("showDetail", to: .bool(true))),
        Row(.swiftUI, .setBinding("selected", to: .item("42"))),
        Row(.swiftUISheet, .setBinding("showDetail", to: .bool(false))),
        Row(.swiftUISheet, .setBinding("size", to: .detent(.large))),
        Row(.swiftUISheet, .callDismiss(from: "detail")),
        Row(.swiftUISheet, .setPresentationDetents([.large], of: "detail")),
        Row(.swiftUISheet, .setPresentationDetents([.medium, .height(200), .fraction(0.25)], of: "detail")),
        Row(.swiftUISheet, .setScenePhase(.inactive)),
        Row(.swiftUISheet, .setScenePhase(.active)),
        Row(.alert, .tapOutside()),
        Row(.alert, .dismiss()),
        Row(.inbox, .present("confirm", configuration: {
            var configuration = SheetConfiguration()
            configuration.alert = AlertSettings(preferredStyle: .actionSheet, actions: [AlertAction("Archive"), AlertAction("Delete", style: .destructive)])
            configuration.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44))
            return configuration
        }(), from: "inbox")),
        Row(.inbox, .present("note", configuration: {
            var configuration = SheetConfiguration()
            configuration.alert = AlertSettings(preferredStyle: .alert, actions: [AlertAction("OK", style: .cancel)])
            return configuration
        }(), from: "inbox", animated: false)),
        Row(.inbox, .present("filters", configuration: configuration([.large()]) {
            $0.modalPresentationStyle = .popover
            $0.preferredContentSize = Size(width: 320, height: 400)
            $0.popover = PopoverSettings(sourceView: "inbox", sourceRect: Rect(x: 20, y: 80, width: 44, height: 44),
                                         permittedArrowDirections: [.up, .down], passthroughViews: ["nav"])
        }, from: "inbox")),
        Row(.navigation, .swipeBack(in: "nav", .distance(200, duration: ms(300)))),
        Row(.navigation, .swipeBack(.velocity(distance: 150, velocity: 900))),
        Row(.tabs, .tapTab("search")),
        Row(.tabs, .tapTab("search", in: "tabs")),
        Row(.sidebar, .tapTab("albums")),
        Row(.sidebar, .tapSidebarButton()),
        Row(.sidebar, .tapSidebarButton(in: "tabs")),
        Row(.sidebar, .setSidebarHidden(true, of: "tabs")),
        Row(.sidebar, .updateTabBarConfiguration("tabs", {
            var configuration = TabBarConfiguration()
            configuration.uiTabs = [.tab("home"), .tab("search"), .group("library", children: ["albums", "artists"])]
            configuration.mode = .tabBar
            return configuration
        }())),
        Row(.pages, .swipePage(.forward)),
        Row(.pages, .swipePage(.reverse, in: "pages", completes: false)),
        Row(.pages, .setViewControllers("three")),
        Row(.pages, .setViewControllers("one", of: "pages", direction: .reverse, animated: false)),
        Row(.split, .tapSecondary()),
        Row(.split, .tapDisplayModeButton(in: "split")),
        Row(.split, .tapSecondaryOnlyButton()),
        Row(.split, .dragSidebar(.distance(300, duration: ms(300)))),
        Row(.split, .dragSidebar(in: "split", .velocity(distance: -200, velocity: -800))),
        Row(.sheet, .swipeRow(1, revealing: .trailing, .distance(100, duration: ms(150)))),
        Row(.sheet, .swipeRow(2, revealing: .leading, .velocity(distance: 200, velocity: 800), in: "sheet")),
        Row(.rowOpen, .tapSwipeAction("Archive")),
        Row(.rowOpen, .tapRow(5)),
        Row(.sheet, .rotate(to: .landscapeLeft)),
        Row(.sheet, .rotate(to: .landscapeRight)),
        Row(.iPad, .setWindow(.slideOver)),
        Row(.iPad, .setWindow(.half)),
        Row(.sheet, .showKeyboard(height: 336, duration: ms(250))),
        Row(.sheet, .showKeyboard(height: 300)),
        Row(.sheet, .hideKeyboard()),
        Row(.sheet, .hideKeyboard(duration: ms(100))),
    ]

    /// The actions no scenario line does: each prints as a comment naming the call, or as a line
    /// with a note saying what it leaves out. (A container's settings are lines only when the
    /// action names the container.)
    static let unwritten: [UserAction] = [
        .setSelectedIndex(1),
        .setSidebarHidden(false),
        .setPreferredDisplayMode(.oneBesideSecondary),
        .setViewController("post", for: .secondary, in: "split"),
        .setEnvironment(ScreenEnvironment(device: .iPhone14Pro)),
        .drag(.body, .positions([DragSample(after: .zero, y: 600), DragSample(after: ms(100), y: 700)])),
        .touchDown(on: .body, x: 100, y: 600),
    ]

    func parse(_ lines: [String]) throws -> [Located<ScenarioCommand>] {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: lines.joined(separator: "\n") + "\n"))
        try #require(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        return commands
    }

    func run(_ commands: some Sequence<Located<ScenarioCommand>>, in session: inout ScenarioSession) {
        for command in commands {
            if let refusal = session.execute(command) { Issue.record("refused: \(refusal.formatted)") }
        }
    }

    @Test(arguments: rows)
    func linesDoWhatPerformDoes(_ row: Row) throws {
        let lines = row.action.scenarioLines
        #expect(!lines.contains { $0.contains("#") }, "a line of its own for every action in the table")
        let world = row.world.lines
        let commands = try parse(world + lines)
        let actionCommands = commands.dropFirst(try parse(world).count)
        // A one-line action reads back as itself, where the line is an action's alone.
        if actionCommands.count == 1, case .action(let read) = actionCommands.first!.value {
            #expect(read == row.action)
        }

        var written = ScenarioSession()
        run(commands, in: &written)
        var performed = ScenarioSession()
        run(commands.prefix(commands.count - actionCommands.count), in: &performed)
        performed.makeWorldIfNeeded()
        try performed.simulator!.perform(row.action)

        var byLines = try #require(written.simulator)
        var byPerform = try #require(performed.simulator)
        #expect(byLines.now == byPerform.now)
        #expect(byLines.log == byPerform.log, "\(byLines.log)\n---\n\(byPerform.log)")
        byLines.runUntilIdle()
        byPerform.runUntilIdle()
        #expect(byLines.now == byPerform.now)
        #expect(byLines.log == byPerform.log, "\(byLines.log)\n---\n\(byPerform.log)")
    }

    @Test(arguments: unwritten)
    func actionsNoLineDoesSaySo(_ action: UserAction) throws {
        let lines = action.scenarioLines
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("# ") || $0.contains("  # ") }, "\(lines)")
    }

    /// The tables hold every case of ``UserAction``: a new case fails to compile here until it is
    /// given a number, and this test until a row does it.
    @Test func theTablesCoverEveryCase() {
        let covered = Set((Self.rows.map(\.action) + Self.unwritten).map(Self.caseNumber))
        #expect(covered == Set(0..<Self.caseCount), "missing: \(Set(0..<Self.caseCount).subtracting(covered).sorted())")
    }

    static let caseCount = 62

    static func caseNumber(_ action: UserAction) -> Int {
        switch action {
        case .present: 0
        case .dismiss: 1
        case .set: 2
        case .setDetents: 3
        case .invalidateDetents: 4
        case .updateConfiguration: 5
        case .setScrollView: 6
        case .scrollView: 7
        case .scroll: 8
        case .scrollToEdge: 9
        case .updateViewLayoutSettings: 10
        case .setSwipeActions: 11
        case .setRootViewController: 12
        case .push: 13
        case .pop: 14
        case .popToRoot: 15
        case .updateNavigationConfiguration: 16
        case .setSelectedIndex: 17
        case .updateTabBarConfiguration: 18
        case .setPreferredDisplayMode: 19
        case .updateSplitViewConfiguration: 20
        case .setViewController: 21
        case .showColumn: 22
        case .hideColumn: 23
        case .showDetailViewController: 24
        case .show: 25
        case .touchDown: 26
        case .touchMove: 27
        case .touchUp: 28
        case .drag: 29
        case .tapGrabber: 30
        case .tapDimmingView: 31
        case .tapPresenter: 32
        case .swipeBack: 33
        case .tapTab: 34
        case .tapSecondary: 35
        case .tapDisplayModeButton: 36
        case .tapSecondaryOnlyButton: 37
        case .dragSidebar: 38
        case .swipeRow: 39
        case .tapSwipeAction: 40
        case .tapRow: 41
        case .rotate: 42
        case .setWindow: 43
        case .setEnvironment: 44
        case .showKeyboard: 45
        case .hideKeyboard: 46
        case .swipePage: 47
        case .setViewControllers: 48
        case .registerOnTransitionCoordinator: 49
        case .setNeedsUpdateProperties: 50
        case .setSidebarHidden: 51
        case .tapSidebarButton: 52
        case .tapOutside: 53
        case .dragDivider: 54
        case .tapAlertAction: 55
        case .resizeWindow: 56
        case .dragDividerOver: 57
        case .setBinding: 58
        case .callDismiss: 59
        case .setPresentationDetents: 60
        case .setScenePhase: 61
        }
    }
}
