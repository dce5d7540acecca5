/// The discrete-event simulator: a virtual clock, an event queue, and the presentation stack.
///
/// It owns no rules of its own. Each presented controller is a ``SheetMachine``; the simulator
/// feeds events to it and carries out the ``SheetAction``s that come back: logging callbacks,
/// asking the delegate, queueing frames and completions. Time moves only through
/// ``advance(by:)``, ``run(until:)`` and ``runUntilIdle()``, never backwards, and `now` is set
/// before an event runs. Events due at the same instant run in the order they were queued.
///
/// ```swift
/// var sim = Simulator(device: .iPhone14Pro)
/// var config = SheetConfiguration(detents: [.medium(), .large()])
/// config.prefersGrabberVisible = true
/// try sim.present("sheet", configuration: config)
/// sim.runUntilIdle()
/// try sim.drag(.grabber, by: 300, duration: .milliseconds(250))
/// sim.runUntilIdle()
/// print(sim.log.map(\.description).joined(separator: "\n"))
/// ```
public struct Simulator {
    /// Things that happen on the queue.
    @usableFromInline enum Event {
        /// The completion of animation `token` of the machine of that kind and name.
        case completion(any Machine.Type, String, token: Int)
        /// An event queued ahead for one machine (a gesture's touch samples).
        case scheduled(ScheduledEvent)
        /// A callback UIKit dispatches asynchronously.
        case deliver(Receiver, Callback)
        /// The end of the window's transition (``windowTransition``): its animation is over.
        case windowTransitionEnded
    }

    public private(set) var now: SimInstant = .zero
    public internal(set) var log = CallbackLog()
    public internal(set) var environment: ScreenEnvironment { didSet { refreshCardStack() } }
    /// UIKit's numbers for this simulation (SheetRules 2–3), shared, never copied: the struct is
    /// large, and the simulator is copied in part whenever one of its mutating methods calls a
    /// non-mutating one.
    public var metrics: UIKitMetrics { metricsBox.value }
    let metricsBox: Box<UIKitMetrics>
    /// Why ``metrics`` cannot be simulated, if they cannot: thrown by every `present`.
    let metricsProblem: SimulationError?
    public let options: BehaviorOptions
    /// Which unconfirmed metrics and options this simulation has read (``consultedAssumptions``).
    let assumptionLedger: AssumptionLedger
    public let os: OSProfile
    /// The name of the window's implicit root, which presents the first sheet when the app declares
    /// no root of its own (`presenter`).
    public let presenterName: String
    /// The app's view controllers: containers, their children and the window's root.
    public internal(set) var tree: ControllerTree
    /// Presented sheets, bottom of the stack first: the sheets' table in ``machines``, whose order is
    /// the presentation stack's.
    public internal(set) var stack: [SheetMachine] {
        _read { yield machines.sheets.rows }
        _modify { yield &machines.sheets.rows }
    }
    /// Every presented controller, bottom first, whatever kind of machine presents it: the order
    /// over the kinds' tables, in which the sheets' table is a subsequence (see
    /// ``PresentationStack``). Today every layer is a sheet, so a layer's index is its sheet's
    /// index in ``stack``.
    public internal(set) var presentations = PresentationStack()
    /// Record a ``FrameRecord`` of every presented sheet at every display frame.
    public var recordsFrames = false
    /// With ``recordsFrames``, give each record the layout figures of the sheet's content
    /// controller (``FrameRecord/layout``): `sheetsim run --frames=layout`. Off by default: it
    /// computes a layout per sheet per frame.
    public var recordsFrameLayouts = false
    /// What ``recordsFrames`` has recorded: every presented sheet at every display frame, bottom
    /// of the stack first within a frame. With a ``frameSink``, only those not yet handed to it.
    public internal(set) var frames = FrameLog()
    /// Where recorded frames go as they are taken, so that a long recording is never held whole:
    /// every ``frameSinkBatch`` records, ``frames`` is handed over, with the log and the clock,
    /// and emptied. Nil: ``frames`` keeps every record.
    public var frameSink: FrameSink?
    /// What a timeline picture needs, while ``recordsTimeline`` is on.
    public internal(set) var recording: SimulationRecording?
    /// The user's code that runs inside the simulation.
    public var hooks = SimulatorHooks()
    /// How much one run of the clock may do before it is stopped (``RunLimits``): app code that
    /// keeps queueing work cannot make a run go on for ever.
    public var runLimits = RunLimits.standard
    /// The root presenter's view frame in the window, before the card stack scales it (SheetRules 2.4's
    /// example uses (0, 20, 320, 460) under a 20 pt status bar). nil = the window's bounds.
    public var presenterViewFrame: Rect? = nil { didSet { refreshCardStack() } }
    /// The card stack's rules over the window, the presenter's frame and the metrics: built again
    /// whenever the environment or the presenter's frame changes, never at a display frame, which
    /// reads it for every sheet.
    private(set) var cardStack: CardStack

    /// The events still to run, and the next display frame.
    @usableFromInline var queue = Agenda<Event>()
    /// A scheduled drag's touch samples still to come, beside the queue (see ``PendingDrag``).
    @usableFromInline var pendingDrag = PendingDrag()
    /// Where the last display frame was scheduled on the vsync grid.
    var frameCursor = FrameCursor()
    /// The stack indices of the sheets a display frame may move (an animation running, or a
    /// finger on the sheet), ascending: a frame ticks these only, so a stack of thousands of
    /// resting sheets costs a frame nothing. A sheet starts to move only in an event it handles
    /// (``noteMoving(_:)``), and leaves the list at the first frame that finds it at rest.
    var movingSheets: [Int] = []
    /// The configuration each popover adapted into a sheet had as a popover, by name, while its
    /// sheet is presented: what it takes back when the window turns regular (SheetRules 8.5).
    var adaptedPopovers: [String: SheetConfiguration] = [:]
    /// How deep app work runs inside callbacks its own work caused (see ``runAppWork(_:)``).
    var appWorkDepth = 0
    var appWorkCount = 0
    var appWorkStopped = false
    /// The app code that asked for work during the run under way, while one is (see ``RunLimits``).
    var appWorkTally: AppWorkTally?
    /// Whether the app set a root of its own (the first one set is the launch).
    var hasExplicitRoot = false
    /// Each controller's appearance as logged.
    var appearance = AppearanceLedger()
    /// Every controller ever presented, in the order first presented.
    public internal(set) var everPresented: [String] = []
    /// The same names, to tell at once that a name was never presented (and so is not in the
    /// stack) rather than by searching a stack of thousands: made once more than
    /// ``stackTickedWhole`` were presented (a few are searched as fast), kept from then on.
    var everPresentedNames: Set<String> = []
    var touchDown: (sheet: String, location: Point)?
    /// Whether a finger is down (a `touchDown` without its `touchUp`): while it holds the sheet,
    /// the display keeps running and the simulation never goes idle.
    public var isTouchDown: Bool { touchDown != nil }
    /// What the engine's services keep between the actions that use them (children changes
    /// under way, calls refused).
    var services = EngineServiceState()
    /// The declared SwiftUI views and the bindings they declare, by name.
    var swiftUIIndex = SwiftUIIndex()
    /// SwiftUI's navigation stacks and split views, by the name of the container that shows each.
    var swiftUINavigation = SwiftUINavigationState()
    /// The app's registrations on transition coordinators and the transitions they run on.
    var coordinators = TransitionCoordinators()
    /// The rotation or window resize whose animation is running, if one is: set when the window
    /// changes, cleared by its end on the queue (``WindowTransition``).
    public internal(set) var windowTransition: WindowTransition?
    /// Whether the app is active: inactive while a multitasking resize runs and in Slide Over
    /// (split view rules 5.2). Set only by the window changes, in `Simulator+SceneActivation.swift`.
    public internal(set) var activationState: SceneActivationState
    /// Whether the finger down now touched down while the window's transition ran and is ignored
    /// to its end (``BehaviorOptions/ignoresTouchesDuringWindowTransition``).
    var ignoresHeldTouch = false
    /// Layout passes: settings, what each controller was told, what is pending (layout rules 8).
    var layoutState = LayoutState()
    /// Every machine of the simulation, one table per kind (see ``MachineStore``).
    public internal(set) var machines = MachineStore()

    public init(environment: ScreenEnvironment, os: OSProfile = .default, metrics: UIKitMetrics = .uikit,
                options: BehaviorOptions = .reference, presenterName: String = "presenter") {
        // The run's own copies record which unconfirmed settings it reads; checking the metrics
        // reads them all, so it looks at the caller's copy.
        let ledger = AssumptionLedger()
        var recordedMetrics = metrics, recordedOptions = options
        recordedMetrics.recorder.ledger = ledger
        recordedOptions.recorder.ledger = ledger
        // The OS profile decides the device's figures, and the SDK the window controls' inset.
        let environment = Self.resolved(environment, os: os, metrics: recordedMetrics, options: recordedOptions)
        self.environment = environment
        // An app launched in Slide Over is inactive there from the start (split view rules 5.2).
        self.activationState = environment.isSlideOver ? .foregroundInactive : .foregroundActive
        self.os = os
        self.assumptionLedger = ledger
        self.metricsBox = Box(recordedMetrics)
        self.metricsProblem = Self.problem(with: metrics)
        self.options = recordedOptions
        self.presenterName = presenterName
        self.tree = ControllerTree(root: presenterName)
        cardStack = CardStack(metricsBox: metricsBox, environment: environment, presenterViewFrame: nil)
        appearance.note(.viewDidAppear, for: presenterName)
        // The app is running: its root's view was laid out before the simulation starts.
        layoutGeometry(silently: true)
    }

    public init(device: Device = .iPhone14Pro, orientation: Orientation = .portrait, os: OSProfile = .default,
                metrics: UIKitMetrics = .uikit, options: BehaviorOptions = .reference) {
        self.init(environment: ScreenEnvironment(device: device, orientation: orientation),
                  os: os, metrics: metrics, options: options)
    }

    /// Builds ``cardStack`` again from what it reads.
    private mutating func refreshCardStack() {
        cardStack = CardStack(metricsBox: metricsBox, environment: environment, presenterViewFrame: presenterViewFrame)
    }

    // MARK: Reading state

    /// The front sheet (top of the stack), if any.
    public var frontSheet: SheetMachine? { stack.last }

    /// The front sheet's state now, or nil when nothing is presented.
    public var state: SheetSnapshot? { stack.indices.last.map { snapshot(ofSheetAt: $0) } }

    /// The named sheet's state now.
    public func state(of name: String) -> SheetSnapshot? {
        stack.firstIndex { $0.name == name }.map { snapshot(ofSheetAt: $0) }
    }

    /// Whether nothing is left to run: no animation, no pending callback, no scheduled touch.
    @inlinable public var isIdle: Bool { pendingDrag.isEmpty && queue.isEmpty }

    /// When the next queued event is due.
    @inlinable public var nextEventTime: SimInstant? {
        guard !pendingDrag.isEmpty else { return queue.peekTime }
        let drag = pendingDrag.nextKey.time
        guard let queued = queue.peekTime, queued.nanosecondsSinceStart < drag else { return SimInstant(nanosecondsSinceStart: drag) }
        return queued
    }

    // MARK: Running the clock

    /// Runs every event due up to and including `now + span`, then sets the clock there.
    ///
    /// - Returns: nil, or, when the run reached one of ``runLimits``, what it ran and what kept it
    ///   busy; the clock then stays at the last event run, short of `now + span`.
    @discardableResult
    public mutating func advance(by span: SimDuration) -> RunLimitExceeded? {
        // Past the clock's limit the clock stops at the limit rather than overflowing.
        run(until: now.adding(SimDuration(nanoseconds: max(0, span.nanoseconds))) ?? max(now, .limit))
    }

    /// Runs every event due up to and including `deadline`; the clock ends at `deadline`
    /// (or stays at `now` if `deadline` is in the past: time never goes backwards).
    ///
    /// - Returns: nil, or, when the run reached one of ``runLimits``, what it ran and what kept it
    ///   busy; the clock then stays at the last event run, short of `deadline`.
    @discardableResult
    public mutating func run(until deadline: SimInstant) -> RunLimitExceeded? {
        var watch = beginRun()
        while true {
            // The limits ride on what the loop tests anyway: the event count down in a register,
            // and the busy-time limit folded into the deadline each event is compared with.
            var left = watch.eventsLeft
            let bound = min(deadline.nanosecondsSinceStart, watch.busyUntil)
            while left > 0, let next = nextEventTime, next.nanosecondsSinceStart <= bound {
                step()
                left &-= 1
            }
            watch.eventsLeft = left
            guard let next = nextEventTime, next <= deadline else { break }
            if let stop = checkLimits(&watch, next: next) { return stop }
        }
        endRun(watch)
        if deadline > now { now = deadline }
        return nil
    }

    /// Runs until the queue is empty: every animation settled, every completion delivered, the
    /// window's transition after a rotation or a window change over (``windowTransition``).
    /// The clock ends at the last event's time.
    ///
    /// A finger held down (``isTouchDown``) keeps the display running with nothing to change; the
    /// run stops once those frames are all that is left, before the next of them, so that it
    /// returns: lift the finger to let the sheet settle.
    ///
    /// - Returns: nil, or, when the run reached one of ``runLimits`` (app code that keeps queueing
    ///   work never lets the simulation go idle), what it ran and what kept it busy.
    @discardableResult
    public mutating func runUntilIdle() -> RunLimitExceeded? {
        var watch = beginRun()
        // Counted in locals, which stay in registers; the watch is touched only at a limit.
        var left = watch.eventsLeft
        var busyUntil = watch.busyUntil
        while !isIdle {
            if isTouchDown, onlyHeldFramesRemain { break }
            step()
            left &-= 1
            if left <= 0 || now.nanosecondsSinceStart > busyUntil, !isIdle, !(isTouchDown && onlyHeldFramesRemain) {
                watch.eventsLeft = left
                if let stop = checkLimits(&watch, next: nil) { return stop }
                (left, busyUntil) = (watch.eventsLeft, watch.busyUntil)
            }
        }
        endRun(watch)
        return nil
    }

    /// Whether all that is left to run is the display frames a held finger keeps going: no event
    /// queued, no drag sample waiting, no sheet animating.
    var onlyHeldFramesRemain: Bool {
        queue.hasNoEvents && pendingDrag.isEmpty && stack.allSatisfy { $0.state.animation == nil }
    }

    /// Runs the single next event. Always inlined into the run loops: the hottest path of the
    /// engine, and a call per event is measurable there.
    @inline(__always)
    mutating func step() {
        if !pendingDrag.isEmpty, let (time, sheet, event) = takeDragSampleIfNext() {
            if time > now { now = time }
            deliverTouch(event, to: sheet)
            return
        }
        if let time = queue.popFrameIfNext() {
            if time > now { now = time }
            runFrame()
            return
        }
        guard let (time, event) = queue.popEvent() else { return }
        if time > now { now = time }
        switch consume event {
        case .completion(let kind, let name, let token):
            completeAnimation(kind, name, token: token)
        case .scheduled(let scheduled):
            scheduled.deliver(&self)
        case .deliver(let receiver, let callback):
            record(receiver, callback)
        case .windowTransitionEnded:
            endWindowTransition()
        }
    }

    /// Runs one display frame. The hot path: no action arrays, no name lookups. Equivalent to
    /// sending `.frame` to each animating sheet and performing what it returns.
    mutating func runFrame() {
        var needsFrame = false
        if machines.sheets.rows.count <= Self.stackTickedWhole {
            // A short stack is ticked whole: cheaper than the list, which a resting sheet leaves
            // at the first frame of a long one (a sheet's tick at rest changes nothing). The
            // sheets' table itself rather than `stack`, whose accessors cost a retain and a release
            // of the array on every display frame.
            for index in machines.sheets.rows.indices {
                let height = machines.sheets.rows[index].viewHeight
                let attach = machines.sheets.rows[index].figures.attachProgress
                switch machines.sheets.rows[index].frameTick(at: now) {  // in place, through the array's modify accessor
                case .idle: break
                case .animating: needsFrame = true
                case .reachedEnd(let token):
                    queue.schedule(.completion(SheetMachine.self, machines.sheets.rows[index].name, token: token), at: now)
                }
                // Only a transition that resizes (layout rules U9) changes the view's size on a
                // frame, or an iOS 26 sheet's attaching, which changes its width.
                if machines.sheets.rows[index].viewHeight != height || machines.sheets.rows[index].figures.attachProgress != attach {
                    setNeedsLayout(ofSheetAt: index)
                }
            }
        } else {
            tickMovingSheets(needsFrame: &needsFrame)
        }
        if layoutState.dirty, layoutState.batchDepth == 0 { layoutIfNeeded() }
        if needsFrame { scheduleFrame() }
        if recordsFrames {
            // Through the card stack rather than `frameRecord(ofSheetAt:)`: a non-mutating method of
            // the simulator, called from here, would be handed a copy of the whole simulator.
            let cards = cardStack
            // The stack through a local, retained once: read through `self` beside the append to
            // `frames`, it cost about 7 instructions more a record.
            let sheets = machines.sheets.rows
            for index in sheets.indices {
                let figures = cards.frameFigures(ofSheetAt: index, in: sheets)
                let sheet = frames.position(ofSheet: sheets[index].name, layer: index)
                frames.append(time: now, sheet: sheet, figures: figures)
                if recordsFrameLayouts { frames.setLayoutOfLast(frameLayout(ofSheetAt: index)) }
            }
            if frameSink != nil, frames.count >= Self.frameSinkBatch { handFramesToSink() }
        }
        if recording != nil { recordChanges(layouts: false) }  // a frame moves sheets, never their detents
    }

    /// The stack index of the sheet named `name`, if it is presented: searched from the top, where
    /// the sheet events are for.
    func stackIndex(of name: String) -> Int? {
        machines.sheets.row(named: name)
    }

    /// Whether a controller named `name` is presented, by a sheet or a presentation of another
    /// kind. A name never presented is not searched for at all: presenting each of thousands of new
    /// sheets searched the whole stack.
    func isPresented(_ name: String) -> Bool {
        guard wasEverPresented(name) else { return false }
        return presentations.nonSheetCount == 0 ? stackIndex(of: name) != nil : presentations.layer(named: name) != nil
    }

    /// Whether a controller named `name` was ever presented.
    func wasEverPresented(_ name: String) -> Bool {
        everPresented.count <= Self.stackTickedWhole ? everPresented.contains(name) : everPresentedNames.contains(name)
    }

    /// Notes that `name` is presented.
    mutating func notePresented(_ name: String) {
        guard !wasEverPresented(name) else { return }
        everPresented.append(name)
        if everPresented.count == Self.stackTickedWhole + 1 {
            everPresentedNames = Set(everPresented)
        } else if everPresented.count > Self.stackTickedWhole + 1 {
            everPresentedNames.insert(name)
        }
    }

    /// The longest stack a display frame ticks whole (see ``movingSheets``).
    static let stackTickedWhole = 8

    /// Ticks the sheets of ``movingSheets`` for a display frame of a long stack; a sheet found at
    /// rest leaves the list. Out of line, so the short stacks' frame stays small.
    @inline(never)
    mutating func tickMovingSheets(needsFrame: inout Bool) {
        var position = 0
        while position < movingSheets.count {
            if tick(movingSheets[position], needsFrame: &needsFrame) == .idle {
                movingSheets.remove(at: position)
            } else {
                position += 1
            }
        }
    }

    /// Ticks the sheet at `index` for this display frame (as a short stack's loop in ``runFrame()``
    /// does for each sheet); queues its completion when its animation reached the end, and notes
    /// whether it wants another frame.
    mutating func tick(_ index: Int, needsFrame: inout Bool) -> SheetMachine.FrameTick {
        let height = stack[index].viewHeight
        let attach = stack[index].figures.attachProgress
        let tick = stack[index].frameTick(at: now)  // in place, through the array's modify accessor
        switch tick {
        case .idle: break
        case .animating: needsFrame = true
        case .reachedEnd(let token):
            queue.schedule(.completion(SheetMachine.self, stack[index].name, token: token), at: now)
        }
        // Only a transition that resizes (layout rules U9) changes the view's size on a frame, or
        // an iOS 26 sheet's attaching, which changes its width.
        if stack[index].viewHeight != height || stack[index].figures.attachProgress != attach { setNeedsLayout(ofSheetAt: index) }
        return tick
    }

    /// Feeds `event` to the named sheet now and carries out what it returns.
    mutating func send(_ event: SheetEvent, to name: String) {
        send(event, to: name, as: SheetMachine.self)
    }

    /// Delivers a touch to the named sheet as UIKit delivers touches, and records it for a timeline.
    mutating func deliverTouch(_ event: SheetEvent, to name: String) {
        if case .touchEnded(let lift) = event, let index = stackIndex(of: name),
           let last = stack[index].lastTouchLocation, last != lift.location {
            // SheetRules 3 ("Tracking", "Release"): the release decides from the sheet where the finger
            // lifts (offset = start + the final translation), and a lift past the smallest detent is
            // still the first crossing. UIKit delivers touchesMoved for any movement before
            // touchesEnded, so a lift away from the last sample is a move there first, same instant.
            deliverTouch(.touchMoved(lift), to: name)
        }
        if recording != nil, let index = stackIndex(of: name) { recordTouch(event, toSheetAt: index) }
        send(event, to: name, as: SheetMachine.self)
    }

    /// Puts the sheet at `index` among ``movingSheets`` if what it just handled set it moving. The
    /// list is kept only while the stack is longer than ``stackTickedWhole``, from the moment it
    /// grows past it (``noteStackGrew()``).
    @inline(__always)
    mutating func noteMoving(_ index: Int) {
        guard stack.count > Self.stackTickedWhole, stack[index].takeNeedsFrames(), !movingSheets.contains(index) else { return }
        movingSheets.insert(index, at: movingSheets.firstIndex { $0 > index } ?? movingSheets.count)
    }

    /// A sheet joined the stack: once it is longer than ``stackTickedWhole``, frames tick only the
    /// moving sheets, so the list of them is made when it first gets that long.
    mutating func noteStackGrew() {
        guard stack.count == Self.stackTickedWhole + 1 else { return }
        movingSheets = []
        for index in stack.indices where stack[index].takeNeedsFrames() { movingSheets.append(index) }
    }

    /// Drops the sheet that was at `index`, which left the stack, from ``movingSheets``; the ones
    /// above it move down a place.
    mutating func forgetMoving(_ index: Int) {
        movingSheets.removeAll { $0 == index }
        for position in movingSheets.indices where movingSheets[position] > index { movingSheets[position] -= 1 }
    }


    mutating func record(_ receiver: Receiver, _ callback: Callback) {
        record(receiver, callback, named: callback.callbackName)
    }

    /// ``record(_:_:)`` with the callback's name (`callback.callbackName`) given: for a caller
    /// that logs the same callback over and over, and has its name at hand.
    mutating func record(_ receiver: Receiver, _ callback: Callback, named name: CallbackName) {
        guard recordOnly(receiver, callback, named: name) else { return }
        if receiver.kind == .viewController, tree.hasContainers, name.isForwardedToVisibleChildren {
            // A container forwards appearance callbacks to the children it shows, parent first
            // (UIKit's automatic appearance forwarding).
            for child in tree.visibleChildren(of: receiver.controller) { record(.viewController(child), callback, named: name) }
        }
    }

    /// Logs one callback without forwarding it to any child, and runs the hooks. Returns false
    /// when the callback is dropped: in an app with containers, a controller that is not itself
    /// presented hears only the appearance calls that move its appearance on (its container's
    /// transitions and the appearance forwarded from above both reach it); a presented sheet
    /// hears its own machine only.
    @discardableResult
    mutating func recordOnly(_ receiver: Receiver, _ callback: Callback) -> Bool {
        recordOnly(receiver, callback, named: callback.callbackName)
    }

    /// ``recordOnly(_:_:)`` with the callback's name (`callback.callbackName`) worked out once by
    /// the caller: the forwarding, the appearance ledger, the layout moments and the log all go
    /// by it, and each working out is a switch over every callback.
    mutating func recordOnly(_ receiver: Receiver, _ callback: Callback, named name: CallbackName) -> Bool {
        if receiver.kind == .viewController, name.isForwardedToVisibleChildren {
            let controller = receiver.controller
            if tree.hasContainers, !appearance.accepts(name, for: controller),
               !isPresented(controller) { return false }
            appearance.note(name, for: controller)
        }
        if receiver.kind == .viewController, layoutState.logsCallbacks {
            // Layout rules 8: a controller's geometry is current when it gets viewIsAppearing, and
            // it has been laid out when it gets viewDidAppear.
            switch name {
            case .viewIsAppearing: layoutGeometryIfNeeded()
            case .viewDidAppear: layoutIfNeeded()
            // SheetRules 9.5: the traits a controller's update read changed.
            case .traitCollectionDidChange where os.callsUpdateProperties: setNeedsUpdateProperties(of: receiver.controller)
            default: break
            }
        }
        // An onAppear still due runs before viewDidAppear (its default moment, <doc:SwiftUI>).
        if name == .viewDidAppear, !swiftUIIndex.views.isEmpty, receiver.kind == .viewController { routeViewDidAppearComing(to: receiver.controller) }
        log.append(time: now, receiver: receiver, callback: callback, named: name)
        // The app's standing transition coordinator registrations: one branch while there are none.
        if !coordinators.rules.isEmpty { applyCoordinatorRules(receiver, name) }
        if hooks.onCallback != nil || hooks.onCallbackWithSimulator != nil {
            let entry = LogEntry(time: now, receiver: receiver, callback: callback)
            hooks.onCallback?(entry)
            if let hook = hooks.onCallbackWithSimulator {
                let work = hook(entry, self)
                if !work.isEmpty, appWorkTally != nil { appWorkTally!.note(work, from: entry) }
                runAppWork(work)
            }
        }
        // SwiftUI's own actions run after UIKit's callback has returned (and the app's code in it).
        if !swiftUIIndex.views.isEmpty { routeToSwiftUI(receiver, callback, named: name) }
        if !swiftUINavigation.isEmpty {
            noteSwiftUINavigation(receiver, callback)
            noteRePresentAfterPop(receiver, callback)
        }
        return true
    }

    /// Runs work the app's code asked for inside a callback, at once. App code that keeps asking
    /// from inside the callbacks its own work causes — 64 levels deep, or 1,000 requests from one
    /// outermost callback — is stopped with an error in the log instead of hanging (on a device it
    /// would overflow its stack or spin).
    mutating func runAppWork(_ work: [AppWork]) {
        guard !work.isEmpty else { return }
        // An event and the layout pass that ends it count as one outermost callback: the app work
        // their callbacks ask for counts together.
        let outermost = appWorkDepth == 0 && layoutState.batchDepth == 0 && !layoutState.isLayingOut
        if outermost { appWorkCount = 0 }
        guard appWorkDepth < 64, appWorkCount + work.count <= 1_000 else {
            if !appWorkStopped {
                appWorkStopped = true
                let entry = LogEntry(time: now, receiver: .simulator,
                                     callback: .error("app code kept calling back into UIKit from its own callbacks; stopped"))
                log.append(entry)
            }
            return
        }
        appWorkDepth += 1
        appWorkCount += work.count
        for item in work { item.body(&self) }
        appWorkDepth -= 1
        if outermost { appWorkStopped = false }
    }

    /// Queues one display frame at the next vsync strictly after now (frames run on a global grid
    /// at the device's refresh rate, as CADisplayLink does).
    mutating func scheduleFrame() {
        guard !queue.hasFrame else { return }
        // The refresh rate alone: a method of the whole environment would be handed a copy of it.
        queue.scheduleFrame(at: frameCursor.nextFrame(after: now, on: FrameGrid(refreshRate: environment.device.refreshRate)))
    }

    // MARK: Snapshots

    /// The per-frame record of the sheet at `index`: only the figures that move.
    func frameRecord(ofSheetAt index: Int) -> FrameRecord { cardStack.frameRecord(ofSheetAt: index, in: stack, time: now) }

    func snapshot(ofSheetAt index: Int) -> SheetSnapshot {
        let sheet = stack[index]
        let cards = cardStack
        let presenter = cards.cardTransform(at: index, in: stack)
        var snapshot = SheetSnapshot(
            time: now, name: sheet.name, phase: sheet.phase, topY: sheet.offset,
            visibleHeight: max(0, environment.containerSize.height - sheet.offset),
            selectedDetentIdentifier: sheet.configuration.selectedDetentIdentifier,
            restingDetentIdentifier: sheet.restingDetent?.identifier,
            percentDimmed: sheet.percentDimmed, dimmingAlpha: cards.dimmingAlphaBehind(index, in: stack),
            cornerRadius: sheet.cornerRadius, isGrabberVisible: sheet.isGrabberVisible,
            shadowOpacity: sheet.shadowOpacity,
            presenterScale: presenter.scale, presenterFrame: presenter.frame,
            presenterCornerRadius: presenter.cornerRadius,
            scrollView: sheet.scrollView.map { ScrollViewSnapshot(contentOffset: Point(x: 0, y: $0.contentOffset)) },
            isFullScreen: sheet.isFullScreen,
            presentationStyle: sheet.presentationStyle,
            sizing: sheet.sizing, sheetFrame: sheet.sheetFrame, bottomCornerRadius: sheet.bottomCornerRadius,
            dimmingFrame: cards.dimmingFrameBehind(index, in: stack),
            shadowCornerRadius: sheet.shadowCornerRadius, shadowRadius: sheet.shadowRadius,
            shadowShowsThroughCorners: sheet.shadowShowsThroughCorners,
            grabberFrame: sheet.grabberFrame, grabberHitArea: sheet.grabberHitArea,
            grabberAlpha: cards.grabberAlpha(of: index, in: stack),
            cardScale: index + 1 < stack.count ? cards.cardScale(at: index + 1, in: stack) : 1,
            cardFrame: index + 1 < stack.count ? cards.cardTransform(at: index + 1, in: stack).frame : sheet.sheetFrame,
            percentFullHeight: CardStack.stackFraction(index, in: stack),
            keyboardHeight: sheet.keyboardHeight, isHeldByKeyboard: sheet.isHeldByKeyboard,
            keyboardRaisedDetentValue: sheet.keyboardRaisedDetentValue,
            activeDetentIdentifiers: sheet.resolvedDetents.map(\.identifier), resolvedDetents: sheet.resolvedDetents,
            hasNoActiveDetent: sheet.hasNoActiveDetent)
        snapshot.isFloating = sheet.floatsNow
        snapshot.attachProgress = sheet.attachProgress
        snapshot.sheetInsets = sheet.sheetInsets
        snapshot.clipsBottomCorners = sheet.clipsBottomCorners
        snapshot.background = sheet.background
        return snapshot
    }
}
