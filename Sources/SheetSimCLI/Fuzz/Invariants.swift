import SheetSim

/// The invariants the fuzzer checks after every event, each by name.
public enum Invariant: String, Hashable, Sendable, CaseIterable {
    /// Log times and the clock never go backwards.
    case timeNeverDecreases
    /// Per controller, appearance calls follow UIKit's appearance state machine (SheetRules 4):
    /// viewDidAppear only after a viewWillAppear since the last disappearance, viewDidDisappear only
    /// after a viewWillDisappear, so at most one viewDidDisappear per dismissal.
    case appearanceStateMachine
    /// presentationControllerWillDismiss precedes any DidDismiss, and DidDismiss happens at most
    /// once per presentation (SheetRules 4.4).
    case dismissCallbackOrder
    /// No dismissal or detent delegate call is caused by the app's own code (SheetRules 1.1, 4.3,
    /// quirk 5). Adaptation callbacks are exempt: a rotation or a window change is what asks them.
    case noDelegateCallFromProgrammaticAction
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` only when the selected detent
    /// actually changed (SheetRules 3, "Selection", 4.6).
    case detentDelegateOnlyOnChange
    /// The sheet's top stays between the rubber-band limit above full height and the off-screen
    /// offset (SheetRules 3, "Tracking"); always finite. While an animation runs, the limits widen by
    /// exactly how far its spring carries the sheet past the stretch between its start and target
    /// (SheetRules 2.7: the 0.8-damped flick spring overshoots), and by nothing else. A floating
    /// sheet's limit is taken with its frame as high as the keyboard can lift it (layout rules 11).
    case positionWithinRubberBandLimits
    /// The dimming alpha stays within [0, the style's full alpha] (SheetRules 2.3).
    case dimAlphaInRange
    /// Once nothing is left to run, every sheet is idle exactly on an active detent (or its
    /// keyboard-held or full-screen position); dismissed sheets are gone (SheetRules 2.1).
    case restsOnDetentWhenSettled
    /// A split view controller's display mode fits its style while expanded: the `two…` modes
    /// only for triple column, never `.automatic` (split view rules 3.1, 2.2).
    case splitViewModeFitsStyle
    /// Once nothing is left to run, a split view controller is collapsed exactly when its
    /// horizontal size class is compact (split view rules 4.1).
    case splitViewCollapsedWhenCompact
    /// A split view controller's delegate hears only its style's methods: the iOS 14 column
    /// methods for column style, the classic collapse, separate and target methods for classic
    /// (split view rules 2.2, 4.2–4.5).
    case splitViewDelegateMatchesStyle
    /// `splitViewControllerDidCollapse` and `…DidExpand` take turns (split view rules 4.1).
    case splitViewCollapseAndExpandTakeTurns
    /// The app's will-resign-active and did-become-active take turns, on the scene's delegate or
    /// the application's: an inactive app does not resign again, an active one does not become
    /// active (split view rules 5.2).
    case activationCallbacksTakeTurns
    /// Per controller, a transition coordinator's completion block runs only after its animation
    /// block: `animate(alongsideTransition:completion:)` runs both, the animation first
    /// (SheetRules 4.5), so completions never outnumber animation blocks.
    case coordinatorCompletionAfterAnimation
    /// The presentation stack's layers that are sheets are the sheets' table, in its order: the
    /// engine keeps the order over the kinds' tables in step with the tables.
    case presentationLayersMatchTables
    /// A popover on screen stands inside the window: its content frame and its arrow's tip
    /// (SheetRules 8.2).
    case popoverInsideWindow
    /// A popover's arrow points at its source: the tip lies on the anchor's edge that faces the
    /// popover, in a permitted direction; `arrowDirection` is `unknown` exactly while it is not
    /// on screen (SheetRules 8.1, 8.2).
    case popoverArrowPointsAtSource
    /// A popover-styled controller is either a popover or its adapted sheet, never both: the
    /// popovers' table holds the popover layers, in order, and no sheet has a popover's name
    /// (SheetRules 8.5).
    case popoverOrAdaptedSheet
    /// A step the simulator refuses (it throws) logs nothing: every call checks what it can before
    /// it changes anything, so a scenario or a test can go on after a refused line.
    case refusedStepLogsNothing
    /// An iOS 26 floating sheet lies inside the screen less its insets: its sides within the
    /// side insets always, its bottom above the bottom inset once it rests (SheetRules 9.1).
    case floatingSheetInsideInsetScreen
    /// An iOS 26 sheet's attach progress stays in 0…1, and is 1 at full height (SheetRules 9.1).
    case attachProgressInRange
    /// A navigation bar's background is glass exactly on a release whose bars float on glass, and
    /// the content it shows extends under the bar while its safe area starts below it, checked
    /// when the session rests (SheetRules 9.7).
    case glassBarOverContent
    /// The top edge effect of the scroll view under a navigation bar is the style set nearest it
    /// (soft for automatic) on iOS 26, and none before (SheetRules 9.7).
    case edgeEffectWhereBarOverlaps
    /// An iPad window's horizontal size class is its width against the
    /// `padCompactWidthThreshold` metric: compact below it, regular at or above it (split view
    /// rules 6 and 13); an iPadOS 26 window lies within the screen and is at least the smallest
    /// window the system makes.
    case windowSizeClassMatchesWidth
    /// The same seed gives a byte-identical log.
    case deterministicLog
    /// The controller a `currentContext` presentation covers (and what it shows) is off screen
    /// exactly while that presentation is up, as its log says (from its presentation controller's
    /// `presentationTransitionDidEnd(true)` until its `dismissalTransitionWillBegin`); an
    /// `overCurrentContext` one leaves it on screen (SheetRules 10.3).
    case contextOffScreenExactlyWhilePresented
    /// Once nothing is left to run, a context presentation's view has its context's frame
    /// (SheetRules 10.1).
    case contextPresentationCoversItsContext
    /// An alert action's handler runs at most once per presentation, and only after the alert
    /// controller left (its `viewDidDisappear`), or under the other handler order only while it is
    /// at rest (SheetRules 11.3).
    case alertHandlerOnceAfterItLeft
    /// An alert controller on screen stands inside the window, its layer matches the alerts'
    /// table, and iOS 26's anchored iPhone action sheet shows no cancel button (SheetRules 11.2).
    case alertInsideWindow
    /// An iPhone's iOS 26 tab bar is minimized only where its behavior allows it (an iPhone, iOS
    /// 26, a behavior that minimizes), and its bottom accessory is inline exactly while it is
    /// minimized (container rules 7.1).
    case tabBarMinimizesOnlyWhereAllowed
    /// At rest, an iOS 26 inspector is a column only while its split view controller is expanded
    /// and a sheet only while it is collapsed, and a column's width lies within its minimum and
    /// maximum (split view rules 12).
    case inspectorMatchesCollapse
    /// A SwiftUI presentation at rest, once nothing is left to run, has its binding set (true, or
    /// an item): SwiftUI presents while the binding is set and writes it back when the
    /// presentation leaves (the SwiftUI article, "Bindings change the world").
    case swiftUIPresentationAtRestHasBindingSet
    /// A SwiftUI binding unset for longer than the write-back allowance (SwiftUI's next update,
    /// plus the write-back option's delay) has no presentation at rest.
    case swiftUIUnsetBindingHasNoPresentationAtRest
    /// One `onDismiss` per completed dismissal of a SwiftUI sheet or full-screen cover, and none
    /// for a cancelled one.
    case swiftUIOneOnDismissPerCompletedDismissal
    /// A SwiftUI sheet at rest, once nothing is left to run, rests on its selection binding's
    /// detent whenever that detent is one it can rest on: the binding is two-way, written by a
    /// settled drag and by a detent set that moved the sheet (the SwiftUI article, "A detent set
    /// that changes").
    case swiftUISelectionMatchesRestingDetent
    /// A SwiftUI view reads the scene phase the scene has: `scenePhase(inactive)` only after the
    /// app resigned active, `scenePhase(active)` only after it became active (or before it ever
    /// resigned), as the scene's or the application's delegate heard it.
    case swiftUIScenePhaseFollowsActivation
}

/// What the iOS 26 invariants need of a sheet that has the floating geometry.
public struct FloatingObservation: Hashable, Sendable {
    public var frame: Rect
    public var screen: Size
    public var insets: EdgeInsets
    public var attachProgress: Double
    /// Whether the sheet's top is at (or above) its full-height offset.
    public var isAtFullHeight: Bool
}

/// One broken invariant, when and why.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    public var invariant: Invariant
    public var time: SimInstant
    public var message: String

    public var description: String { "\(time) \(invariant.rawValue): \(message)" }
}

/// What the state invariants need to know about one presented sheet at one instant.
public struct SheetObservation: Hashable, Sendable {
    public var name: String
    public var phase: SheetPhase
    public var topY: Double
    public var dimmingAlpha: Double
    /// The style's full dimming alpha (light or dark).
    public var maximumDimmingAlpha: Double
    /// The highest the sheet may go: full height minus the top rubber-band extent.
    public var minimumTopY: Double
    /// The lowest: the off-screen (dismissed) offset.
    public var maximumTopY: Double
    /// Where it may rest: its active detents' offsets, the keyboard-held offset, or 0 full screen.
    /// Only a settled sheet must rest, so a sheet read while events remain leaves this empty.
    public var restingOffsets: [Double]
    /// The detent it rests on (the selection if active, else the smallest).
    public var restingDetent: DetentIdentifier?
    /// The running animation's start, target and reach, if one runs.
    public var animation: SheetAnimationRange?
    /// The detent change a user's gesture left to report when the settle ends
    /// (`detentChangeTiming = afterSettle`), if one is pending.
    public var pendingDetentReport: DetentIdentifier??
    /// An iOS 26 phone sheet's shape; nil for every other sheet.
    public var floating: FloatingObservation?

    public init(name: String, phase: SheetPhase, topY: Double, dimmingAlpha: Double, maximumDimmingAlpha: Double,
                minimumTopY: Double, maximumTopY: Double, restingOffsets: [Double], restingDetent: DetentIdentifier?,
                animation: SheetAnimationRange? = nil, pendingDetentReport: DetentIdentifier?? = nil) {
        self.name = name
        self.phase = phase
        self.topY = topY
        self.dimmingAlpha = dimmingAlpha
        self.maximumDimmingAlpha = maximumDimmingAlpha
        self.minimumTopY = minimumTopY
        self.maximumTopY = maximumTopY
        self.restingOffsets = restingOffsets
        self.restingDetent = restingDetent
        self.animation = animation
        self.pendingDetentReport = pendingDetentReport
    }

    /// Reads a sheet of a simulator through the core's public API. `settled`: nothing is left to
    /// run, so the resting offsets are read too.
    public init(_ sheet: borrowing SheetMachine, metrics: borrowing UIKitMetrics, settled: Bool = true) {
        // The layout's figures are read in place: a copy of the layout (which holds the
        // metrics) for each sheet after every event was a twentieth of the fuzzer's time.
        let full = sheet.fullHeightOffset
        let isFullScreen = sheet.isFullScreen
        var resting: [Double]
        if !settled {
            resting = []
        } else if isFullScreen {
            resting = [0]
        } else {
            resting = sheet.resolvedDetents.map(\.offset)
            // The keyboard holds the sheet at its own resting place (SheetRules 3, "Keyboard").
            if let held = sheet.keyboardHeldOffset { resting.append(held) }
        }
        // A floating sheet's frame rises with the keyboard (layout rules 11) as far as its lift
        // limit, and sinks back when the keyboard hides while the sheet is still up there: its
        // limit is taken with the frame at its highest.
        let highest = sheet.isFloating ? min(full, sheet.keyboardLiftTop) : full
        let extent = sheet.rubberBandTopExtent(largestDetentOffset: highest)
        // The stored figure: what the card stack, the frame records and the snapshots show, kept
        // current after every event and frame (and cheaper than deriving it again).
        self.init(name: sheet.name, phase: sheet.phase, topY: sheet.offset, dimmingAlpha: sheet.figures.dimmingAlpha,
                  maximumDimmingAlpha: metrics.fullDimmingAlpha(for: sheet.environment.userInterfaceStyle),
                  minimumTopY: isFullScreen ? 0 : highest - extent, maximumTopY: sheet.dismissedOffset,
                  restingOffsets: resting, restingDetent: sheet.restingDetent?.identifier,
                  animation: sheet.animationRange, pendingDetentReport: Self.pendingDetentReport(sheet.state))
        if sheet.floatingSheetGeometry != nil {
            floating = FloatingObservation(frame: sheet.sheetFrame, screen: sheet.environment.screenSize, insets: sheet.sheetInsets,
                                           attachProgress: sheet.attachProgress, isAtFullHeight: sheet.offset <= full + 1e-9)
        }
    }

    /// The detent change `state` reports when its settle ends, if any.
    static func pendingDetentReport(_ state: SheetState) -> DetentIdentifier?? {
        if case .settling(_, _, let notify) = state { return notify }
        return nil
    }
}

/// Checks the invariants incrementally: log entries as they are logged (with what caused them),
/// sheet state after every event.
public struct InvariantChecker: Sendable {
    enum Appearance: Sendable { case disappeared, appearing, appeared, disappearing }

    let presenterName: String
    var lastTime = SimInstant.zero
    var appearance: [String: Appearance] = [:]
    var willDismissCount: [String: Int] = [:]
    var didDismissCount: [String: Int] = [:]
    /// Sheets whose current dismissal the app started in code: no DidDismiss may follow.
    var dismissedInCode: Set<String> = []
    /// The detent each sheet rested on when the latest user gesture began, or as last reported.
    var baselineDetent: [String: DetentIdentifier?] = [:]
    /// The detent a sheet rested on when a user action began while an earlier gesture's change was
    /// still to be reported after its settle, and that pending report: the baseline once the report
    /// comes, or once the sheet drops it (a finger caught the settle, a tap or code moved it on).
    var deferredBaseline: [String: (baseline: DetentIdentifier?, pending: DetentIdentifier?)] = [:]
    /// What the position check remembers of each sheet: one entry per sheet name seen, a handful
    /// in any session, so a scan comparing names is cheaper than hashing the name at every check.
    var tracks: [(name: String, track: Track)] = []
    /// The app's split view controllers and their styles.
    let splitViewStyles: [String: SplitViewStyle]
    /// The split view controllers whose last collapse or expand call was `…DidCollapse`.
    var splitViewsCollapsed: Set<String> = []
    /// Whether the app's last activation call was a will-resign-active (nil: none yet, so the
    /// first may be either: an app launched in Slide Over starts inactive).
    var lastResigned: Bool?
    /// Per controller, the transition coordinator's animation blocks whose completion has not run.
    var coordinatorBlocksOpen: [String: Int] = [:]

    /// What the position check remembers of one sheet from one state check to the next.
    struct Track: Sendable {
        /// Its top and limits at the last state check.
        var lastSeen: (topY: Double, minimumTopY: Double, maximumTopY: Double)?
        /// The running animation (by its from/to) and how far its start lay beyond the limits.
        var inherited: (from: Double, to: Double, above: Double, below: Double)?
    }

    public init(presenterName: String = "presenter", splitViewStyles: [String: SplitViewStyle] = [:]) {
        self.presenterName = presenterName
        self.splitViewStyles = splitViewStyles
        appearance[presenterName] = .appeared
    }

    /// Call before each action with the sheets as they are, so detent changes can be judged
    /// against where the sheet was when the gesture began.
    public mutating func beginAction(_ cause: FuzzCause, sheets: [SheetObservation]) {
        guard cause == .user else { return }
        for sheet in sheets {
            if let pending = sheet.pendingDetentReport {
                deferredBaseline[sheet.name] = (sheet.restingDetent, pending)
            } else {
                baselineDetent[sheet.name] = .some(sheet.restingDetent)
            }
        }
    }

    /// The app dismissed `name` in code (the dismissal started): its DidDismiss must not come.
    public mutating func noteDismissedInCode(_ name: String) {
        dismissedInCode.insert(name)
    }

    /// Checks one log entry, logged while `cause` ran.
    public mutating func record(_ entry: LogEntry, cause: FuzzCause) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func fail(_ invariant: Invariant, _ message: String) {
            found.append(InvariantViolation(invariant: invariant, time: entry.time, message: message + " [" + entry.description + "]"))
        }
        if entry.time < lastTime { fail(.timeNeverDecreases, "log time went back from \(lastTime)") }
        lastTime = max(lastTime, entry.time)
        let name = entry.receiver.controller

        switch entry.receiver.kind {
        case .viewController:
            if case .scenePhase(let phase) = entry.callback {
                if (phase == .inactive) != (lastResigned ?? false) {
                    fail(.swiftUIScenePhaseFollowsActivation, "\(name) read scenePhase \(phase) while the app was \(lastResigned ?? false ? "inactive" : "active")")
                }
            }
            if let problem = advanceAppearance(of: name, with: entry.callback) { fail(.appearanceStateMachine, problem) }
        case .presentationController:
            if entry.callback == .presentationTransitionWillBegin {
                // A new presentation of this controller: its dismissal bookkeeping starts afresh.
                willDismissCount[name] = 0
                didDismissCount[name] = 0
                dismissedInCode.remove(name)
            }
        case .delegate:
            // Only the dismissal and detent calls are the user's; adaptation and the containers'
            // delegates answer the app's own calls too.
            let callback = entry.callback.callbackName
            let userOnly = callback.declaredBy == .sheetPresentationControllerDelegate
                || (callback.declaredBy == .adaptivePresentationControllerDelegate
                    && ![.adaptivePresentationStyle, .presentationControllerWillPresentWithAdaptiveStyle,
                         .presentationControllerPrepare].contains(callback))
            if cause == .programmatic && userOnly {
                fail(.noDelegateCallFromProgrammaticAction, "delegate called during the app's own call")
            }
            if callback.declaredBy == .splitViewControllerDelegate, let style = splitViewStyles[name],
               let (invariant, problem) = recordSplitViewDelegate(entry.callback, of: name, style: style) {
                fail(invariant, problem)
            }
            switch entry.callback {
            case .presentationControllerWillDismiss:
                willDismissCount[name, default: 0] += 1
            case .presentationControllerDidDismiss:
                if willDismissCount[name, default: 0] == 0 { fail(.dismissCallbackOrder, "DidDismiss without a WillDismiss before it") }
                if didDismissCount[name, default: 0] > 0 { fail(.dismissCallbackOrder, "a second DidDismiss in one presentation") }
                if dismissedInCode.contains(name) { fail(.noDelegateCallFromProgrammaticAction, "DidDismiss after dismiss(animated:) in code") }
                didDismissCount[name, default: 0] += 1
            case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let id):
                if let baseline = baselineDetent[name], baseline == id {
                    fail(.detentDelegateOnlyOnChange, "reported \(id.map { $0.description } ?? "nil") but the detent was already \(baseline.map { $0.description } ?? "nil")")
                }
                baselineDetent[name] = .some(id)
                deferredBaseline[name] = nil
            default:
                break
            }
        case .sceneDelegate where entry.callback.callbackName == .windowSceneDidUpdateEffectiveGeometry:
            break  // the window's geometry, not its activation
        case .sceneDelegate, .applicationDelegate:
            let resigns = entry.callback == .sceneWillResignActive || entry.callback == .applicationWillResignActive
            if lastResigned == resigns {
                fail(.activationCallbacksTakeTurns, resigns ? "will-resign-active while inactive" : "did-become-active while active")
            }
            lastResigned = resigns
        case .transitionCoordinator:
            switch entry.callback.callbackName {
            case .animateAlongsideTransition:
                coordinatorBlocksOpen[name, default: 0] += 1
            case .animateAlongsideTransitionCompletion:
                if coordinatorBlocksOpen[name, default: 0] == 0 {
                    fail(.coordinatorCompletionAfterAnimation, "a completion block with no animation block before it")
                } else {
                    coordinatorBlocksOpen[name, default: 0] -= 1
                }
            default:
                break
            }
        case .simulator:
            break
        }
        return found
    }

    /// UIKit's appearance states: disappeared → (will appear) appearing → (did appear) appeared →
    /// (will disappear) disappearing → (did disappear) disappeared; a cancelled interactive
    /// dismissal goes disappearing → appearing (SheetRules 4.5). Returns what was wrong, if anything.
    mutating func advanceAppearance(of name: String, with callback: Callback) -> String? {
        let state = appearance[name] ?? .disappeared
        switch callback {
        case .viewWillAppear:
            guard state == .disappeared || state == .disappearing else { return "viewWillAppear while \(state)" }
            appearance[name] = .appearing
        case .viewIsAppearing:
            guard state == .appearing else { return "viewIsAppearing while \(state)" }
        case .viewDidAppear:
            guard state == .appearing else { return "viewDidAppear without a viewWillAppear since the last disappearance (\(state))" }
            appearance[name] = .appeared
        case .viewWillDisappear:
            guard state == .appeared || state == .appearing else { return "viewWillDisappear while \(state)" }
            appearance[name] = .disappearing
        case .viewDidDisappear:
            guard state == .disappearing else { return "viewDidDisappear without a viewWillDisappear (\(state)): more than one per dismissal" }
            appearance[name] = .disappeared
        default:
            break
        }
        return nil
    }

    /// Checks the sheets' state after an event. `isIdle`: nothing is left to run.
    public mutating func check(_ sheets: [SheetObservation], now: SimInstant, isIdle: Bool) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func fail(_ invariant: Invariant, _ message: String) {
            found.append(InvariantViolation(invariant: invariant, time: now, message: message))
        }
        if now < lastTime { fail(.timeNeverDecreases, "the clock went back from \(lastTime)") }
        lastTime = max(lastTime, now)
        if !deferredBaseline.isEmpty {
            for (name, deferred) in deferredBaseline {
                guard let sheet = sheets.first(where: { $0.name == name }) else {
                    deferredBaseline[name] = nil     // dismissed: its report can no longer come
                    continue
                }
                guard sheet.pendingDetentReport != .some(deferred.pending) else { continue }
                baselineDetent[name] = .some(deferred.baseline)
                deferredBaseline[name] = nil
            }
        }
        for sheet in sheets {
            // Rubber-band limits bound tracking (SheetRules 3, "Tracking") and rest. A running
            // spring may pass them only by its own analytic overshoot beyond its from…to stretch
            // (SheetRules 2.7); an animation that starts outside the container or above the limit
            // (an offset of another geometry) is caught, since that stretch adds no allowance.
            let (above, below) = Self.allowance(for: sheet, track: &tracks[trackIndex(of: sheet.name)].track)
            let lower = sheet.minimumTopY - above
            let upper = sheet.maximumTopY + below
            if !sheet.topY.isFinite || !(sheet.topY >= lower - 1e-9 && sheet.topY <= upper + 1e-9) {
                let allowance = sheet.animation == nil ? "" : ", widened by the animation's overshoot to [\(lower), \(upper)]"
                fail(.positionWithinRubberBandLimits, "\(sheet.name) topY \(sheet.topY) outside [\(sheet.minimumTopY), \(sheet.maximumTopY)]\(allowance) (\(sheet.phase.rawValue))")
            }
            if !(sheet.dimmingAlpha >= 0 && sheet.dimmingAlpha <= sheet.maximumDimmingAlpha + 1e-12) {
                fail(.dimAlphaInRange, "\(sheet.name) dimming alpha \(sheet.dimmingAlpha) outside [0, \(sheet.maximumDimmingAlpha)]")
            }
            if let floating = sheet.floating { checkFloating(sheet, floating, settled: isIdle && sheet.phase == .idle, fail) }
            if isIdle {
                if sheet.phase != .idle {
                    fail(.restsOnDetentWhenSettled, "\(sheet.name) is \(sheet.phase.rawValue) with nothing left to run")
                } else if !sheet.restingOffsets.contains(sheet.topY) {
                    fail(.restsOnDetentWhenSettled, "\(sheet.name) rests at topY \(sheet.topY), not on \(sheet.restingOffsets)")
                }
            }
        }
        return found
    }

    /// The iOS 26 invariants of one sheet: inside the screen less its insets, attach progress in
    /// range and whole at full height.
    func checkFloating(_ sheet: SheetObservation, _ floating: FloatingObservation, settled: Bool,
                       _ fail: (Invariant, String) -> Void) {
        let tolerance = 1e-6
        let frame = floating.frame, insets = floating.insets
        if !(frame.minX >= insets.left - tolerance && frame.maxX <= floating.screen.width - insets.right + tolerance) {
            fail(.floatingSheetInsideInsetScreen, "\(sheet.name) frame x \(frame.minX)…\(frame.maxX) outside the screen's width \(floating.screen.width) less its side insets \(insets.left)/\(insets.right)")
        }
        // At rest its top lies within the screen less the bottom inset (its frame's height may
        // reach below: a view kept at the full-height frame's size, LayoutRules 2).
        if settled, !(insets.bottom >= 0 && frame.minY <= floating.screen.height - insets.bottom + tolerance) {
            fail(.floatingSheetInsideInsetScreen, "\(sheet.name) rests with its top at \(frame.minY), below the screen's \(floating.screen.height) less its bottom inset \(insets.bottom)")
        }
        let progress = floating.attachProgress
        if !(progress >= 0 && progress <= 1) {
            fail(.attachProgressInRange, "\(sheet.name) attach progress \(progress) outside 0…1")
        } else if floating.isAtFullHeight, progress != 1 {
            fail(.attachProgressInRange, "\(sheet.name) is at full height (topY \(sheet.topY)) with attach progress \(progress), not 1")
        }
    }

    /// The index of `name`'s entry in ``tracks``, added if new.
    mutating func trackIndex(of name: String) -> Int {
        if let index = tracks.firstIndex(where: { $0.name == name }) { return index }
        tracks.append((name, Track()))
        return tracks.count - 1
    }

    /// How far `sheet`'s running animation widens its limits, above and below; records in `track`
    /// what the next check of the sheet needs.
    static func allowance(for sheet: SheetObservation, track: inout Track) -> (above: Double, below: Double) {
        var above = sheet.animation?.beyondAbove ?? 0
        var below = sheet.animation?.beyondBelow ?? 0
        if let animation = sheet.animation {
            // An animation that starts where the sheet was last seen, in the same geometry,
            // inherits that place's excess (a dismissal or tap begun mid-overshoot of the flick
            // spring starts above the limit). One that starts anywhere else inherits nothing.
            if let known = track.inherited, known.from == animation.from, known.to == animation.to {
                above += known.above
                below += known.below
            } else {
                var excess = (above: 0.0, below: 0.0)
                if let last = track.lastSeen, last.topY == animation.from,
                   last.minimumTopY == sheet.minimumTopY, last.maximumTopY == sheet.maximumTopY {
                    excess = (max(0, sheet.minimumTopY - animation.from), max(0, animation.from - sheet.maximumTopY))
                }
                track.inherited = (animation.from, animation.to, excess.above, excess.below)
                above += excess.above
                below += excess.below
            }
        }
        track.lastSeen = (sheet.topY, sheet.minimumTopY, sheet.maximumTopY)
        return (above, below)
    }

    /// The presentation stack against the sheets' table: `layers` are the names of the stack's
    /// sheet layers, `sheets` the table's, both bottom first.
    public static func checkPresentationLayers(_ layers: [String], sheets: [String], now: SimInstant) -> InvariantViolation? {
        guard layers != sheets else { return nil }
        return InvariantViolation(invariant: .presentationLayersMatchTables, time: now,
                                  message: "the stack's sheet layers are \(layers) but the sheets' table holds \(sheets)")
    }

    /// The last invariant on the logs themselves. Equal entries print equal lines, so the text is
    /// built, and compared line by line as below, only when the entries differ.
    public static func checkDeterminism(_ first: CallbackLog, _ second: CallbackLog) -> InvariantViolation? {
        guard first != second else { return nil }
        return checkDeterminism(first.map(\.description), second.map(\.description))
    }

    /// The last invariant: two runs of one seed logged the same bytes.
    public static func checkDeterminism(_ first: [String], _ second: [String]) -> InvariantViolation? {
        guard first != second else { return nil }
        let index = zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(first.count, second.count)
        let a = index < first.count ? first[index] : "<end>"
        let b = index < second.count ? second[index] : "<end>"
        return InvariantViolation(invariant: .deterministicLog, time: .zero,
                                  message: "logs differ at line \(index + 1): '\(a)' vs '\(b)'")
    }
}
