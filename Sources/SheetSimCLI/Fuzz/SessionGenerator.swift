import SheetSim
import SheetSimScenario

/// Generates random but valid sessions from a seed: a random device, orientation, OS profile and
/// first sheet, then a random mix of gestures, programmatic changes, rotations, keyboard changes,
/// nested presentations and waits.
///
/// Every value is within what the API accepts (non-zero drags, velocity with the distance's sign,
/// keyboards shorter than any landscape screen). Whether a step applies depends on what is on
/// screen by then (a tap with nothing presented); the runner skips steps the simulator refuses,
/// as a scenario writer would leave them out.
public enum SessionGenerator {
    static let sheetNames = ["sheet", "child", "grandchild"]

    /// Session `seed`. With `ios26`, the session runs on an iOS 26 release drawn from a stream of
    /// its own, in place of the built-in profile it would draw: every other draw of the seed is
    /// what it was, so the same seeds without it are the sessions they always were. With `ios27`,
    /// the session is the iOS 26 one on iOS 27, plus iOS 27's settings from streams of their own
    /// (``ios27Settings(seed:device:into:)``): the SDK and windowing control style of a window the
    /// user resizes, and the first sheet's `preferredPlacement`.
    ///
    /// With `swiftUI`, the session is a SwiftUI session (``makeSwiftUISession(_:length:)``), drawn
    /// last from a stream of its own: every draw above is what the seed draws without it.
    public static func session(seed: UInt64, length: ClosedRange<Int> = 8...40, ios26: Bool = false, ios27: Bool = false,
                               swiftUI: Bool = false) -> FuzzSession {
        guard !ios27 else {
            var session = session(seed: seed, length: length, ios26: true, swiftUI: swiftUI)
            session.os = .iOS27
            ios27Settings(seed: seed, into: &session)
            return session
        }
        return session(seed: seed, length: length, ios26: ios26, tabBarAndInspector: true, swiftUI: swiftUI)
    }

    /// The same, with or without the floating tab bar's and the inspector's streams (drawn last):
    /// without them, a session is what it was before they existed.
    static func session(seed: UInt64, length: ClosedRange<Int>, ios26: Bool, tabBarAndInspector: Bool, swiftUI: Bool = false) -> FuzzSession {
        var rng = SplitMix64(seed: seed)
        let device = rng.pick(Device.builtIn)
        let orientation = rng.pick(Orientation.allCases)
        var os = rng.pick(OSProfile.builtIn)
        if ios26 {
            var releases = SplitMix64(seed: seed ^ 0x26C0_FFEE_26C0_FFEE)
            os = releases.pick(OSProfile.iOS26Releases)
        }
        // A quarter of the sessions run in a split view app, the rest keep the sheet at the centre.
        let app = rng.chance(25) ? rng.pick(FuzzApp.splitApps) : rng.pick(FuzzApp.otherApps)
        var window = AppWindow.full
        if device.idiom == .pad, rng.chance(30) { window = launchWindow(&rng, orientation: orientation) }
        let splitView = app.splitViewStyle.map { splitViewSetup(&rng, style: $0) } ?? FuzzSplitViewSetup()
        var actions: [FuzzStep] = [.action(.present("sheet", configuration: setup(&rng).configuration))]
        let count = rng.int(in: length)
        for _ in 1..<max(count, 2) { actions.append(step(&rng, app: app, pad: device.idiom == .pad)) }
        // One session in four registers on transition coordinators right after its first present
        // (in the same instant, before that presentation's transition runs on): drawn from a
        // stream of its own, so every other draw of a seed, and the sessions that register
        // nothing, are what they were without it.
        actions.insert(contentsOf: coordinatorRules(seed: seed), at: 1)
        // Half the tab bar app's sessions on iOS 18 and later have a tab group, and steps on it
        // from a stream of their own: every other draw of the seed is what it was without them.
        let tabGroupSteps = app == .tabs && os.majorVersion >= 18 ? tabGroupSteps(seed: seed, into: &actions) : false
        popoverSteps(seed: seed, app: app, pad: device.idiom == .pad, into: &actions)
        contextPresentationSteps(seed: seed, app: app, pad: device.idiom == .pad, into: &actions)
        let alertOptions = alertSteps(seed: seed, app: app, into: &actions)
        let multitasking = ios26 && device.idiom == .pad ? windowSteps(seed: seed, device: device, into: &actions) : nil
        if multitasking != nil {
            // A launch window iPadOS 26 does not offer (a Split View side) becomes full screen.
            var environment = ScreenEnvironment(device: device, orientation: orientation)
            environment.multitasking = multitasking
            if Simulator.windowRefusal(of: window, in: environment, os: os, metrics: .uikit) != nil { window = .full }
        }
        // Inserted last, on iOS 26 only: without them the other steps land where they always did.
        barSteps(seed: seed, app: app, os: os, into: &actions)
        // The floating tab bar's and the inspector's steps, after every other stream's.
        let (tabBarMinimize, tabBarOptions) = tabBarAndInspector ? tabBarMinimizeSteps(seed: seed, app: app, os: os, device: device, into: &actions) : (nil, [])
        let hasInspector = tabBarAndInspector && inspectorSteps(seed: seed, app: app, os: os, device: device, into: &actions)
        // Drawn last, so a seed's world and actions are the same with or without them.
        // In catalog order, the alerts' own among the others (options added after them sort first).
        let order = optionPositions
        let options = (options(&rng) + alertOptions + tabBarOptions).sorted { order[$0.name, default: 0] < order[$1.name, default: 0] }
        var session = FuzzSession(seed: seed, device: device, orientation: orientation, os: os, app: app, window: window,
                                  splitView: splitView, options: options, metrics: metrics(&rng), actions: actions, hasTabGroup: tabGroupSteps)
        session.multitasking = multitasking
        session.tabBarMinimize = tabBarMinimize
        session.hasInspector = hasInspector
        if swiftUI { makeSwiftUISession(&session, length: length) }
        return session
    }

    /// The window controls' and iOS 27's options and metrics, kept out of the general draws (which
    /// pick by position in the catalogs), so that every session drawn before they existed draws
    /// the same settings.
    static let windowControlOptionNames: Set<String> = ["automaticWindowingControlStyle", "automaticSheetPlacement", "resizableIPhoneApps"]
    static let windowControlMetricNames: Set<String> = ["windowControlsWidth", "windowControlsMinimalWidth", "legacyWindowControlsTopInset",
                                                         "sheetEdgePlacementInset", "sheetEdgePlacementWidth"]

    /// iOS 27's settings, each from a stream of its own: in a session whose window the user
    /// resizes, an SDK (older than iOS 26 in a third of them) and a windowing control style, each
    /// half the time; in half the sessions, a `preferredPlacement` for the first sheet.
    static func ios27Settings(seed: UInt64, into session: inout FuzzSession) {
        var rng = SplitMix64(seed: seed ^ 0x2727_5EED_0BAD_CAFE)
        if session.multitasking?.resizesWindows == true {
            if rng.chance(50) { session.appSDK = rng.pick([18, 26, 27]) }
            if rng.chance(50), (session.appSDK ?? 27) >= WindowingControlStyle.introducedSDK {
                session.windowingControlStyle = rng.pick(WindowingControlStyle.allCases)
            }
        }
        if rng.chance(50), case .action(.present(let name, let configuration, let presenter, let animated)) = session.actions.first {
            var placed = configuration
            placed.preferredPlacement = rng.pick(SheetPlacement.allCases)
            session.actions[0] = .action(.present(name, configuration: placed, from: presenter, animated: animated))
        }
    }

    /// In three iOS 26 iPad sessions of five, iPadOS 26's multitasking setting, and in the
    /// settings that resize windows one to five resizes to random sizes (some too wide or tall for
    /// the orientation by then, or under the minimum, which the simulator must refuse), a third of
    /// them live resizes over 50–600 ms, or back to full screen, put among `actions` after the
    /// first present. Drawn from a stream of its
    /// own, so every other draw of the seed is what it was without them.
    static func windowSteps(seed: UInt64, device: Device, into actions: inout [FuzzStep]) -> MultitaskingMode? {
        var rng = SplitMix64(seed: seed ^ 0x3C6E_F372_FE94_F82B)
        guard rng.chance(60) else { return nil }
        let mode = rng.pick(MultitaskingMode.allCases)
        guard mode.resizesWindows else { return mode }
        let longest = Int(max(device.portraitSize.width, device.portraitSize.height))
        for _ in 0..<rng.int(in: 1...5) {
            let step: UserAction
            if rng.chance(15) {
                step = .setWindow(.full)
            } else {
                let size = Size(width: Double(rng.int(in: 280...longest)), height: Double(rng.int(in: 280...longest)))
                step = rng.chance(33) ? .resizeWindow(to: size, over: .milliseconds(Int64(rng.int(in: 50...600)))) : .setWindow(.size(width: size.width, height: size.height))
            }
            actions.insert(.action(step), at: rng.int(in: 1...actions.count))
        }
        return mode
    }

    /// In one session of four, one to three standing registrations on the transition coordinators
    /// of the first sheet (every session presents it) or of the presenter, at random moments and methods.
    static func coordinatorRules(seed: UInt64) -> [FuzzStep] {
        var rng = SplitMix64(seed: seed ^ 0xA076_1D64_78BD_642F)
        guard rng.chance(25) else { return [] }
        return (0..<rng.int(in: 1...3)).map { _ in
            let controller = rng.pick(["sheet", "presenter"])
            let moment = rng.pick(TransitionCoordinatorMoment.allCases)
            let blocks: TransitionCoordinatorBlocks = rng.pick([.animateAlongside, .notifyWhenInteractionChanges,
                                                                [.animateAlongside, .notifyWhenInteractionChanges]])
            return .action(.registerOnTransitionCoordinator(of: controller, in: moment, blocks))
        }
    }

    /// In half the sessions it is drawn for, one to four steps on a tab group and the sidebar, put
    /// among `actions` after the first present: taps on the group's tabs and its item, the sidebar
    /// button, `sidebar.isHidden` in code. Returns whether the session has the group.
    static func tabGroupSteps(seed: UInt64, into actions: inout [FuzzStep]) -> Bool {
        var rng = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
        guard rng.chance(50) else { return false }
        for _ in 0..<rng.int(in: 1...4) {
            let step: FuzzStep
            switch rng.int(in: 0...4) {
            case 0: step = .action(.tapTab("albums"))
            case 1: step = .action(.tapTab("artists"))
            case 2: step = .action(.tapTab("library"))
            case 3: step = .action(.tapSidebarButton())
            default: step = .action(.setSidebarHidden(rng.chance(50), of: "tabs"))
            }
            actions.insert(step, at: rng.int(in: 1...actions.count))
        }
        return true
    }

    /// The options and metrics the main stream draws from, and each option's position in the
    /// catalog: worked out once, not for every session (they were a twentieth of the fuzzer's
    /// time). The alerts', the tab bar's, the window controls' and SwiftUI's settings come from
    /// streams of their own (or none), so the main stream's sessions stay what they were before
    /// those settings existed.
    static let mainStreamOptions = BehaviorOptions.catalog.filter {
        !alertOptionNames.contains($0.name) && !tabBarMinimizeOptionNames.contains($0.name)
            && !windowControlOptionNames.contains($0.name) && !isSwiftUIOption($0.name)
    }
    static let mainStreamMetrics = UIKitMetrics.catalog.filter {
        !alertMetricNames.contains($0.name) && !tabBarMinimizeMetricNames.contains($0.name) && !windowControlMetricNames.contains($0.name)
    }
    static let optionPositions = Dictionary(uniqueKeysWithValues: BehaviorOptions.catalog.enumerated().map { ($1.name, $0) })

    /// In one session of five, one or two metrics at a half, four fifths, five quarters or twice
    /// UIKit's value (where the range allows).
    static func metrics(_ rng: inout SplitMix64) -> [FuzzMetric] {
        guard rng.chance(20) else { return [] }
        let catalog = mainStreamMetrics
        return catalogRows(&rng, picks: 1...2, of: catalog.count) { index, rng in
            FuzzMetric.scaled(catalog[index], by: rng.pick(FuzzMetric.factors))
        }
    }

    /// In two sessions of five, one to three behaviour options set to another of their values.
    static func options(_ rng: inout SplitMix64) -> [BehaviorSetting] {
        guard rng.chance(40) else { return [] }
        let catalog = mainStreamOptions
        return catalogRows(&rng, picks: 1...3, of: catalog.count) { index, rng in
            let others = catalog[index].values.filter { $0 != catalog[index].defaultValue }
            return BehaviorSetting(name: catalog[index].name, value: rng.pick(others))
        }
    }

    /// A few rows of a catalog of `size` rows, each drawn index made into a row by `make` (nil:
    /// none), at most one per index and in the catalog's order.
    static func catalogRows<Row>(_ rng: inout SplitMix64, picks: ClosedRange<Int>, of size: Int,
                                 make: (Int, inout SplitMix64) -> Row?) -> [Row] {
        var chosen: [Int: Row] = [:]
        for _ in 0..<rng.int(in: picks) {
            let index = rng.int(in: 0...(size - 1))
            if let row = make(index, &rng) { chosen[index] = row }
        }
        return chosen.keys.sorted().map { chosen[$0]! }
    }

    /// Settings a split view controller of `style` accepts: its own display modes, the column
    /// style's behaviours and buttons.
    static func splitViewSetup(_ rng: inout SplitMix64, style: SplitViewStyle) -> FuzzSplitViewSetup {
        var setup = FuzzSplitViewSetup()
        let columns = style == .tripleColumn ? 3 : 2
        if rng.chance(40) { setup.preferredDisplayMode = rng.pick(SplitDisplayMode.allCases.filter { $0.sidebarCount < columns }) }
        setup.presentsWithGesture = !rng.chance(15)
        setup.hasDelegate = !rng.chance(15)
        if style.isColumnStyle {
            if rng.chance(40) { setup.preferredSplitBehavior = rng.pick(SplitBehavior.allCases) }
            setup.showsSecondaryOnlyButton = style == .tripleColumn && rng.chance(50)
        }
        return setup
    }

    static func detents(_ rng: inout SplitMix64) -> [FuzzDetent] {
        switch rng.int(in: 0...3) {
        case 0: return [.medium]
        case 1: return [.large]
        case 2: return [.medium, .large]
        default: return [.large, .medium]
        }
    }

    static func optionalDetent(_ rng: inout SplitMix64) -> FuzzDetent? {
        rng.pick([nil, FuzzDetent.medium, FuzzDetent.large])
    }

    static func setup(_ rng: inout SplitMix64) -> FuzzSheetSetup {
        var setup = FuzzSheetSetup()
        setup.detents = detents(&rng)
        setup.selectedDetentIdentifier = optionalDetent(&rng)
        setup.isModalInPresentation = rng.chance(20)
        setup.prefersGrabberVisible = rng.chance(50)
        setup.largestUndimmedDetentIdentifier = rng.chance(30) ? optionalDetent(&rng) : nil
        setup.prefersEdgeAttachedInCompactHeight = rng.chance(30)
        let style = rng.int(in: 0...99)
        setup.modalPresentationStyle = style < 70 ? .pageSheet : style < 80 ? .formSheet : style < 90 ? .fullScreen : .overFullScreen
        return setup
    }

    static func nonZero(_ rng: inout SplitMix64, _ range: ClosedRange<Int>) -> Int {
        let value = rng.int(in: range)
        return value == 0 ? 1 : value
    }

    static func target(_ rng: inout SplitMix64) -> TouchTarget { rng.chance(50) ? .grabber : .body }

    /// A steady motion by a whole, non-zero number of points over a whole number of milliseconds
    /// (the distance drawn first).
    static func steady(_ rng: inout SplitMix64, distance: ClosedRange<Int>, milliseconds: ClosedRange<Int>) -> DragMotion {
        let points = nonZero(&rng, distance)
        return .distance(Double(points), duration: .milliseconds(Int64(rng.int(in: milliseconds))))
    }

    /// A window that exists in `orientation` (no even split in portrait).
    static func launchWindow(_ rng: inout SplitMix64, orientation: Orientation) -> AppWindow {
        let named = AppWindow.named.filter { $0 != .half || orientation.isLandscape }
        return rng.chance(20) ? .width(Double(rng.int(in: 320...1100))) : rng.pick(named)
    }

    static let pushedNames = ["message", "detail", "thread"]

    /// One step: most are the sheet's; a few act on the app around it (its navigation stack, its
    /// tabs, its iPad window), as the app's kind allows.
    static func step(_ rng: inout SplitMix64, app: FuzzApp, pad: Bool) -> FuzzStep {
        if app.splitViewStyle != nil, rng.chance(30) { return splitViewAction(&rng) }
        if rng.chance(12) {
            let pushes = app.navigationController != nil
            let navigation = app.navigationController
            switch rng.int(in: 0...5) {
            case 0...1 where pushes: return .action(.push(rng.pick(pushedNames), onto: navigation, animated: rng.chance(70)))
            case 2 where pushes: return .action(.pop(navigation, animated: rng.chance(70)))
            case 3 where pushes: return .action(.swipeBack(in: navigation, steady(&rng, distance: 20...400, milliseconds: 50...900)))
            case 4 where app == .tabs: return .action(.tapTab(rng.int(in: 0...1) == 0 ? "homeNav" : "search"))
            case 5 where pad: return .action(.setWindow(launchWindow(&rng, orientation: rng.chance(50) ? .portrait : .landscapeLeft)))
            default: break
            }
        }
        return sheetAction(&rng)
    }

    static let detailNames = ["post", "thread"]

    /// One step on the app's split view controller: the user's taps and sidebar gesture, or
    /// `show(_:)`, `hide(_:)` and `showDetailViewController(_:sender:)` in code. Columns the style
    /// lacks are asked for too: the simulator must refuse or ignore them.
    static func splitViewAction(_ rng: inout SplitMix64) -> FuzzStep {
        let columns: [SplitViewColumn] = [.primary, .supplementary, .secondary]
        switch rng.int(in: 0...99) {
        case 0..<22: return .action(.tapDisplayModeButton())
        case 22..<34: return .action(.tapSecondary())
        case 34..<40: return .action(.tapSecondaryOnlyButton())
        case 40..<62:
            let distance = nonZero(&rng, -800...800)
            return .action(.dragSidebar(.distance(Double(distance), duration: .milliseconds(Int64(rng.int(in: 30...700))))))
        case 62..<75: return .action(.showColumn(rng.pick(columns)))
        case 75..<88: return .action(.hideColumn(rng.pick(columns)))
        default: return .action(.showDetailViewController(rng.pick(detailNames)))
        }
    }

    static func sheetAction(_ rng: inout SplitMix64) -> FuzzStep {
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<18: return .wait(milliseconds: rng.int(in: 1...600))
        case 18..<32: return .waitUntilSettled
        case 32..<46:
            let target = target(&rng)
            return .action(.drag(target, steady(&rng, distance: -600...600, milliseconds: 10...900)))
        case 46..<54:
            let distance = nonZero(&rng, -500...500)
            let speed = rng.int(in: 100...4000)
            let target = target(&rng)
            return .action(.drag(target, .velocity(distance: Double(distance), velocity: Double(distance < 0 ? -speed : speed))))
        case 54..<60: return .action(.tapGrabber)
        case 60..<66: return .action(.tapDimmingView())
        case 66..<72:
            let detent = optionalDetent(&rng)
            return .action(.set(.selectedDetentIdentifier(detent?.identifier), animated: rng.chance(50)))
        case 72..<75: return .action(.set(.isModalInPresentation(rng.chance(50))))
        case 75..<78: return .action(.setDetents(detents(&rng).map(\.detent)))
        case 78..<82: return .action(.rotate(to: rng.pick(Orientation.allCases)))
        case 82..<85:
            let height = rng.int(in: 200...340)
            return .action(.showKeyboard(height: Double(height), duration: .milliseconds(Int64(rng.pick([0, 250, 300])))))
        case 85..<88: return .action(.hideKeyboard())
        case 88..<95:
            let name = rng.pick(sheetNames)
            return .action(.present(name, configuration: setup(&rng).configuration))
        default: return .action(.dismiss())
        }
    }
}
