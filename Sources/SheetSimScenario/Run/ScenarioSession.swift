import SheetSim

/// Runs scenario commands against a `Simulator`, one at a time.
///
/// `sheetsim run` feeds it a whole file; `sheetsim repl` feeds it a line at a time and prints
/// what each command logged. Setup commands collect the world (device, OS profile, metrics,
/// options) and the simulator is made at the first action. Callback expectations are checked at
/// ``finish()`` against the whole log; state expectations at their instant, stopping the clock
/// there even inside a drag or a settle.
public struct ScenarioSession {
    /// The simulator, made from the setup when something first needs it (the first action, a
    /// state check, ``finish()``); nil before.
    public internal(set) var simulator: Simulator?
    /// The expectations that failed so far: state expectations as they are checked, callback
    /// expectations at ``finish()``.
    public internal(set) var failures: [ExpectationFailure] = []
    /// The `scenario "…"` title, once its line has run.
    public internal(set) var title: String?
    /// Record a snapshot per display frame (for `--frames`).
    public var recordsFrames = false
    /// With ``recordsFrames``, add the sheets' content controllers' layout figures to each
    /// (for `--frames=layout`; `Simulator.recordsFrameLayouts`).
    public var recordsFrameLayouts = false
    /// Record what a timeline picture needs (for `--timeline`).
    public var recordsTimeline = false
    /// How much one run of the clock may do (`RunLimits`): a line whose run goes past them is an
    /// error at that line (`sheetsim run --max-events`, `--max-busy-time`).
    public var runLimits = RunLimits.standard
    /// Where recorded frames go as they are taken (`Simulator.frameSink`); nil keeps them.
    public var frameSink: Simulator.FrameSink?

    var device: Device = .iPhone14Pro
    var orientation: Orientation = .portrait
    var os: OSProfile = .default
    var metrics = UIKitMetrics.uikit
    var options = BehaviorOptions.reference
    var style: UserInterfaceStyle = .light
    var reduceMotion = false
    var window: AppWindow = .full
    /// iPadOS 26's multitasking setting and the app's minimum window size, when the setup states them.
    var multitasking: MultitaskingMode?
    var minimumWindowSize: Size?
    /// The SDK the app is built with (`sdk 18`; nil: the `os` line's release) and its scene
    /// delegate's `preferredWindowingControlStyle`, when the setup states them.
    var appSDK: Int?
    var windowingControlStyle: WindowingControlStyle?
    /// Controllers declared before the app launched, in order; made when the first action runs.
    var declarations = PendingDeclarations()
    /// The root the app launches with, when a scenario names one.
    var launchRoot: String?
    /// SwiftUI views declared before the app launched, in order: the first is the launch root
    /// unless ``launchRoot`` names one.
    var pendingSwiftUIViews: [SwiftUIViewDeclaration] = []
    var configurations: [String: SheetConfiguration] = [:]
    /// The alert controllers the `alert` and `action` lines set up, by name: given to the
    /// configuration when one is presented (kept apart so that adding an action copies nothing).
    var alertSettings: [String: AlertSettings] = [:]
    var currentSheet = "sheet"
    /// Each sheet's SwiftUI modifiers so far, and the identifiers its detents are written with.
    var swiftUI: [String: SwiftUIPresentation] = [:]
    var swiftUIIdentifiers: [String: [SwiftUIPresentation.PresentationDetent: DetentIdentifier]] = [:]
    /// Whether ``os`` and ``device`` are already the release and the device the whole run
    /// simulates (``init(scenario:)``): a file's `os` and `device` lines apply to every line of
    /// it, above them too. Fed a line at a time (the REPL), a session learns them only at their
    /// lines.
    var setUpIsFinal = false
    /// Lines that set up a sheet not yet presented with an API only some releases have, per
    /// sheet, when the release is not known yet (``setUpIsFinal`` false: an `os` line may
    /// follow them): checked against the OS profile at `present`, and reported at the line that
    /// used the API.
    var releaseBoundLines: [String: [(api: SheetAPI, location: SourceLocation)]] = [:]
    /// Marks: the time and the log position when the `mark` line ran.
    var marks = Marks()
    var logExpectations: [Located<CallbackExpectation>] = []
    /// How long the log was when each of ``logExpectations`` was reached: a failure of one whose
    /// window runs to the end says how many callbacks came after its line.
    var logCountsAtExpectations: [Int] = []
    /// The `simulator.error` entries logged so far, with the line that logged each, and how far
    /// the log has been looked through for them (``noteExceptions(loggedBy:)``).
    var loggedExceptions: [LoggedException] = []
    var scannedForExceptions = 0
    /// The last line that ran, to which what the clock does at ``finish()`` is attributed.
    var lastLocation: SourceLocation?
    var stateChecks = StateCheckQueue()
    /// Layout and table set-up written before the first action, run on the simulator when it is made.
    var pendingSetup: [(location: SourceLocation, body: (inout Simulator) throws -> Void)] = []
    /// Warnings about the run that do not stop it, in the order they were found: a model on a
    /// release older than the one it came out with (`Device.releaseWarning(on:)`).
    public internal(set) var warnings: [Diagnostic] = []
    /// Where the `device` line that chose the device is; the default device never warns.
    var deviceLine: SourceLocation?
    /// The lines that set an option replaying a release's glitch, judged against the OS profile
    /// when the app launches (``ReleaseQuirkOptions``).
    var glitchOptionLines: [(BehaviorSetting, SourceLocation)] = []
    /// Diagnostics ``finish()`` found beyond the ``ScenarioLimits/diagnostics`` it returns.
    public internal(set) var omittedDiagnosticCount = 0
    /// Log entries looked at to evaluate callback expectations: what evaluating costs, counted for
    /// the tests (each entry once to index the log, plus the entries each failure shows).
    var examinedEntries = 0
    /// Lines handed to the line diff (expected plus logged), counted for the tests.
    var diffedLines = 0

    /// A session that has run nothing yet.
    ///
    /// - Parameters:
    ///   - device: the device until a `device` line says otherwise.
    ///   - os: the OS profile until an `os` line says otherwise.
    public init(device: Device = .iPhone14Pro, os: OSProfile = .default) {
        self.device = device
        self.os = os
    }

    /// A session for a whole file, with the release its `os` line names and the device its
    /// `device` line names from the start: each applies to the whole scenario, so a line above
    /// it (a `window`, a declaration, a sheet's configuration) is checked against that release
    /// and device, not against iOS 17 on the iPhone 14 Pro. The run and `sheetsim check` both
    /// make their sessions so, and agree.
    ///
    /// - Parameters:
    ///   - commands: the file's commands, in order.
    public init(scenario commands: [Located<ScenarioCommand>]) {
        self.init()
        takeSetUp(of: commands)
    }

    /// Makes `commands`' release and device (their `os` and `device` lines', or the session's
    /// own without them) the ones the whole run simulates, as ``init(scenario:)`` does: for a
    /// session set up otherwise (`sheetsim diff` makes its sessions before it knows each side's
    /// lines).
    ///
    /// - Parameters:
    ///   - commands: the commands the session is about to run, in order.
    public mutating func takeSetUp(of commands: [Located<ScenarioCommand>]) {
        for command in commands {
            if command.value.startsTheApp { break }  // a later `os` or `device` line is refused
            switch command.value {
            case .os(let profile): os = profile
            case .device(let device, let orientation): (self.device, self.orientation) = (device, orientation)
            default: break
            }
        }
        setUpIsFinal = true
    }

    /// The virtual time now.
    public var now: SimInstant { simulator?.now ?? .zero }
    /// Everything logged so far.
    public var log: CallbackLog { simulator?.log ?? CallbackLog() }

    /// Makes the simulator from the setup so far, unless the first action already did.
    mutating func makeWorldIfNeeded() {
        guard simulator == nil else { return }
        var environment = ScreenEnvironment(device: device, orientation: orientation, window: device.idiom == .pad || window.isSized ? window : .full,
                                            userInterfaceStyle: style, metrics: metrics)
        environment.reduceMotion = reduceMotion
        if device.idiom == .pad { (environment.multitasking, environment.sizeRestrictionsMinimumSize) = (multitasking, minimumWindowSize) }
        environment.appSDK = appSDK
        if let windowingControlStyle { environment.preferredWindowingControlStyle = windowingControlStyle }
        var made = Simulator(environment: environment, os: os, metrics: metrics, options: options)
        made.recordsFrames = recordsFrames
        made.recordsFrameLayouts = recordsFrameLayouts
        made.recordsTimeline = recordsTimeline
        made.runLimits = runLimits
        made.frameSink = frameSink
        // Declarations were checked when they were written; the launch runs them in order.
        for entry in declarations.launchOrder { try? made.declare(entry.name, entry.declaration) }
        // Checked when written (names, values); they apply before the launch lays the root out.
        for view in pendingSwiftUIViews { try? made.declareSwiftUIView(view) }
        for setup in pendingSetup { try? setup.body(&made) }
        if let root = launchRoot ?? pendingSwiftUIViews.first?.name { try? made.setRootViewController(root) }
        simulator = made
        noteReleaseWarning()
        // An option that replays a glitch the release lacks: the run shows nothing of it.
        warnings += ReleaseQuirkOptions.warnings(for: glitchOptionLines, on: os).filter { warning in !warnings.contains { $0.location == warning.location } }
        declarations.forgetScratch()
    }

    /// The window's environment as the setup lines so far describe it, before the launch: what a
    /// `window`, `multitasking` or `sizeRestrictions` line is checked against.
    var setupEnvironment: ScreenEnvironment {
        var environment = ScreenEnvironment(device: device, orientation: orientation)
        environment.multitasking = multitasking
        environment.sizeRestrictionsMinimumSize = minimumWindowSize
        return environment
    }

    /// Refuses a `preferredWindowingControlStyle` line with an `sdk` line before the iOS 26 SDK,
    /// at whichever of the two comes second. Without an `sdk` line the style stands: the app is
    /// built with the release it runs, and before iPadOS 26 its windows have no controls to style.
    func refuseWindowingControlStyle(sdk: Int, at location: SourceLocation) throws(Diagnostic) {
        guard let refusal = Simulator.windowingControlStyleRefusal(sdk: sdk) else { return }
        throw Diagnostic.error(.unavailableInSDK, refusal.description, at: location, hint: refusal.hint)
    }

    /// Warns, once per line, when a SwiftUI `presentationDetents` set names one detent twice.
    mutating func noteDuplicatePresentationDetents(_ command: ScenarioCommand, at location: SourceLocation) {
        guard let warning = DuplicatePresentationDetents.warning(for: command, at: location),
              !warnings.contains(where: { $0.location == location }) else { return }
        warnings.append(warning)
    }

    /// Warns, once per `device` line, when the model came out after the OS profile's release.
    mutating func noteReleaseWarning() {
        guard let line = deviceLine, let text = device.releaseWarning(on: os),
              !warnings.contains(where: { $0.location == line }) else { return }
        let first = device.firstRelease ?? os.majorVersion
        warnings.append(Diagnostic(.deviceNewerThanOS, .warning, text, at: line,
                                   hint: "an 'os' of iOS \(first) or later, or a model from iOS \(os.versionText) or earlier, keeps the run to one real device ('sheetsim help devices' gives each model's first release)"))
    }

    /// Runs one command. Returns a diagnostic when the command cannot run (the session's state
    /// is then as it was before the command).
    ///
    /// - Parameters:
    ///   - command: the next command, with its location.
    @discardableResult
    public mutating func execute(_ command: Located<ScenarioCommand>) -> Diagnostic? {
        // Every command checks what it can before it changes anything the session holds (its
        // settings, the sheets' configurations, the marks and expectations), so a refused command
        // leaves them as they were with no snapshot of the session (2 KB and two dozen references
        // to copy for every command). A simulator made by a refused first action is dropped
        // again, so set-up lines can still follow it.
        let hadWorld = if case .some = simulator { true } else { false }
        do {
            try run(command.value, at: command.location)
            noteExceptions(loggedBy: command.location)
            lastLocation = command.location
            return nil
        } catch {
            if !hadWorld {
                simulator = nil
                scannedForExceptions = 0
            }
            return Diagnostic(refusing: error, at: command.location)
        }
    }

    mutating func run(_ command: ScenarioCommand, at location: SourceLocation) throws {
        switch command {
        case .title(let name): title = name
        case .device(let device, let orientation):
            try requireSetup("device", at: location)
            // A file's device was taken from its last `device` line before anything ran.
            if !setUpIsFinal { (self.device, self.orientation) = (device, orientation) }
            deviceLine = location
        case .os(let profile):
            try requireSetup("os", at: location)
            // A file's release was taken from its last `os` line before anything ran.
            if !setUpIsFinal { os = profile }
        case .appearance(let style):
            try requireSetup("appearance", at: location)
            self.style = style
        case .reduceMotion(let on):
            try requireSetup("reduceMotion", at: location)
            reduceMotion = on
        case .window(let window):
            try requireSetup("window", at: location)
            // iOS 27 resizes an iPhone app to a width and a height (split view rules 15).
            if device.idiom == .phone, case .size = window,
               let refusal = Simulator.phoneWindowRefusal(of: window, in: setupEnvironment, os: os, options: options) {
                throw Diagnostic(refusal, at: location)
            }
            guard device.idiom == .pad || window == .full || window.isSized else {
                throw Diagnostic.error(.windowNeedsPad, "window \(window) needs an iPad; apps on iPhone are always full screen", at: location,
                                       hint: "choose an iPad, e.g. 'device \"iPad Pro 11\" landscape'")
            }
            if window == .half, !orientation.isLandscape {
                throw Diagnostic.error(.windowNeedsPad, "window half does not exist in portrait", at: location,
                                       hint: "Split View offers twoThirds and oneThird in portrait")
            }
            if let refusal = Simulator.windowRefusal(of: window, in: setupEnvironment, os: os, metrics: metrics) {
                throw Diagnostic(refusal, at: location)
            }
            self.window = window
        case .multitasking(let mode):
            try requireSetup("multitasking", at: location)
            if let refusal = Simulator.multitaskingRefusal(mode, device: device, os: os) { throw Diagnostic(refusal, at: location) }
            var environment = setupEnvironment
            environment.multitasking = mode
            if let refusal = Simulator.windowRefusal(of: window, in: environment, os: os, metrics: metrics) { throw Diagnostic(refusal, at: location) }
            multitasking = mode
        case .sizeRestrictions(let minimumSize):
            try requireSetup("sizeRestrictions", at: location)
            var environment = setupEnvironment
            environment.sizeRestrictionsMinimumSize = minimumSize
            if let refusal = Simulator.windowRefusal(of: window, in: environment, os: os, metrics: metrics) { throw Diagnostic(refusal, at: location) }
            minimumWindowSize = minimumSize
        case .sdk(let release):
            try requireSetup("sdk", at: location)
            if windowingControlStyle != nil { try refuseWindowingControlStyle(sdk: release, at: location) }
            appSDK = release
        case .preferredWindowingControlStyle(let style):
            try requireSetup("preferredWindowingControlStyle", at: location)
            if let appSDK { try refuseWindowingControlStyle(sdk: appSDK, at: location) }
            windowingControlStyle = style
        case .declare(let name, let declaration):
            try declare(name, declaration, at: location)
        case .swiftUIView(let declaration):
            noteDuplicatePresentationDetents(command, at: location)
            if simulator == nil {
                // Declared at the launch, where a refusal would be lost: refused here, as the
                // simulator refuses a view declared after the launch.
                if setUpIsFinal, let refusal = os.swiftUIModalRefusal(of: declaration) { throw Diagnostic(refusal, at: location) }
                pendingSwiftUIViews.append(declaration)
            } else {
                do { try simulator!.declareSwiftUIView(declaration) } catch let error as SimulationError { throw Diagnostic(error, at: location) }
            }
        case .rootViewController(let name):
            if simulator == nil {
                try checkDeclarable(at: location) { try $0.checkRootViewController(name) }
                launchRoot = name
            } else {
                try perform(.setRootViewController(name), at: location)
            }
        case .configureContainer(let name, let change):
            try configureContainer(name, change, at: location)
        case .setColumn(let column, let controller, let split):
            try setColumn(column, controller, split: split, at: location)
        case .action(let action):
            noteDuplicatePresentationDetents(command, at: location)
            try perform(action, at: location)
        case .metric(let name, let value):
            try requireSetup("metric", at: location)
            guard let info = UIKitMetrics.info(named: name) else { throw Diagnostic.error(.unknownMetric, "unknown metric '\(name)'", at: location) }
            metrics[keyPath: info.keyPath] = value
        case .option(let setting):
            try requireSetup("option", at: location)
            setting.apply(&options)
            if ReleaseQuirkOptions.replaysAGlitch(setting) { glitchOptionLines.append((setting, location)) }
        case .selectSheet(let name):
            currentSheet = name
        case .alert(let name, let style):
            currentSheet = name
            alertSettings[name] = AlertSettings(preferredStyle: style)
            // A new alert controller: nothing set on an earlier one of the name carries over.
            configurations[name] = nil
        case .alertAction(let action):
            alertSettings[currentSheet]?.actions.append(action)
        case .swiftUI(let modifier, let identifiers):
            try requireReleases(of: command, at: location)
            if case .presentationDetents(let detents, _) = modifier, !detents.contains(where: \.detent.isCustom) {
                forgetCustomDetents()
            }
            // The sheet's SwiftUI presentation, mapped as the Swift API maps it (SheetRules 1.4).
            let old = swiftUI[currentSheet] ?? SwiftUIPresentation()
            let new = old.modifier(modifier)
            let names = (swiftUIIdentifiers[currentSheet] ?? [:]).merging(identifiers) { $1 }
            try configure(at: location, animated: false, pending: { $0.apply(new, replacing: old, identifiers: names) }) { sim in
                try sim.updateConfiguration { $0.apply(new, replacing: old, identifiers: names) }
            }
            swiftUI[currentSheet] = new
            swiftUIIdentifiers[currentSheet] = names
        case .detents(let detents, let animated):
            try requireReleases(of: command, at: location)
            if !detents.contains(where: \.isCustom) { forgetCustomDetents() }
            try configure(at: location, animated: animated, pending: { $0.detents = detents }) { sim in
                try sim.perform(.setDetents(detents, animated: animated))
            }
            if let warning = DetentOrder.warning(for: detents, at: location), !warnings.contains(where: { $0.location == location }) {
                warnings.append(warning)
            }
        case .set(let change, let animated):
            try requireReleases(of: command, at: location)
            try configure(at: location, animated: animated, pending: { change.apply(to: &$0) }) { sim in
                try sim.perform(.set(change, animated: animated))
            }
        case .present(let name, let source, let animated):
            // The named sheet becomes the current one only once it is presented.
            let sheet = name ?? currentSheet
            var configuration = configurations[sheet] ?? SheetConfiguration()
            if let alert = alertSettings[sheet] { configuration.alert = alert }
            makeWorldIfNeeded()
            for line in releaseBoundLines[sheet] ?? [] {
                if let refusal = simulator!.os.refusal(of: line.api) { throw Diagnostic(refusal, at: line.location) }
            }
            try perform(.present(sheet, configuration: configuration, from: source, animated: animated), at: location)
            currentSheet = sheet
        case .scrollView(let state, let offset):
            let sheet = currentSheet
            // Which controller's is decided where the line runs (at the launch, for a setup line):
            // only then does the simulator know what the sheet shows.
            try setUp(at: location) { try $0.perform(Self.scrollViewAction(state, contentOffsetY: offset, currentSheet: sheet, in: $0)) }
        case .setLayout(let controller, let change):
            try setUp(at: location) { sim in
                guard let controller else { return }
                try sim.updateViewLayoutSettings(of: controller) { change.apply(to: &$0) }
            }
        case .transitionCoordinator(let rule, _):
            try setUp(at: location) { sim in
                try sim.perform(.registerOnTransitionCoordinator(of: rule.controller, in: rule.moment, rule.blocks))
            }
        case .swipeActions(let controller, let edge, let configuration):
            try setUp(at: location) { sim in
                guard let controller else { return }
                try sim.perform(.setSwipeActions(configuration, edge: edge, of: controller))
            }
        case .wait(let span):
            makeWorldIfNeeded()
            try advance(to: try withinClockLimit(now.adding(span), at: location), at: location)
        case .waitUntil(let instant):
            makeWorldIfNeeded()
            _ = try withinClockLimit(instant <= .limit ? instant : nil, at: location)
            if let problem = Self.waitInPast(instant, now: now, at: location) { throw problem }
            try advance(to: instant, at: location)
        case .waitUntilSettled:
            makeWorldIfNeeded()
            if simulator!.isTouchDown {
                throw Diagnostic.error(.settleWithFingerDown, "'wait until settled' cannot settle while a finger is down: the display runs as long as it holds the sheet", at: location,
                                       hint: "lift it first with 'touch up', or wait a duration, e.g. 'wait 500ms'")
            }
            try settle(at: location)
        case .mark(let name):
            guard marks.set(name, time: now, logIndex: log.count) else {
                throw Diagnostic.error(.duplicateMark, "mark '\(name)' is already set", at: location)
            }
        case .expectCallbacks(let expectation):
            logExpectations.append(Located(expectation, at: location))
            logCountsAtExpectations.append(log.count)
        case .expectState(let expectation):
            if let at = expectation.at, at != now {
                _ = try withinClockLimit(at <= .limit ? at : nil, at: location)
                if let problem = Self.expectationInPast(at, now: now, at: location) { throw problem }
                stateChecks.insert(Located(expectation, at: location))
            } else {
                try check(Located(expectation, at: location))
            }
        }
    }

    /// An instant the clock may reach, or the error for one past ``SimInstant/limit`` (nil: the
    /// sum overflowed): `wait 9e9s` twice would otherwise overflow Int64 and trap.
    func withinClockLimit(_ instant: SimInstant?, at location: SourceLocation) throws -> SimInstant {
        guard let instant else { throw Self.pastClockLimit(at: location) }
        return instant
    }

    /// The refusal of a line that would run the clock past ``SimInstant/limit``.
    static func pastClockLimit(at location: SourceLocation) -> Diagnostic {
        Diagnostic.error(.pastClockLimit, SimulationError.pastClockLimit(what: "this").description, at: location,
                         hint: "the clock starts at 0 and stops at \(SimInstant.limit)")
    }

    /// The refusal of `wait until instant` when the clock is already at `now`, or nil.
    static func waitInPast(_ instant: SimInstant, now: SimInstant, at location: SourceLocation) -> Diagnostic? {
        guard instant < now else { return nil }
        return Diagnostic.error(.timeInPast, "cannot wait until \(instant): the time is already \(now)", at: location,
                                hint: "time never goes backwards; use 'wait DURATION' to wait from now")
    }

    /// The refusal of `expect state … at instant` (`instant` not `now`) when the clock is already
    /// at `now`, or nil.
    static func expectationInPast(_ instant: SimInstant, now: SimInstant, at location: SourceLocation) -> Diagnostic? {
        guard instant < now else { return nil }
        return Diagnostic.error(.expectationInPast, "this expectation can never be evaluated: \(instant) is before the current time \(now)",
                                at: location, hint: "move it above the step that passes \(instant), or drop 'at'")
    }

    func requireSetup(_ what: String, at location: SourceLocation) throws {
        guard simulator == nil else {
            throw Diagnostic.error(.setupAfterFirstAction, "'\(what)' must come before the first action", at: location)
        }
    }

    /// Carries out a user action: at once, or, for a gesture, its touches queued and the clock run
    /// to its lift, stopping at the state checks on the way. A refusal is a diagnostic at `location`.
    mutating func perform(_ action: UserAction, at location: SourceLocation) throws {
        switch action {
        case .scroll(_, nil), .scrollToEdge(_, nil): try requireScrollView(at: location)
        default: break
        }
        makeWorldIfNeeded()
        let lift: SimInstant?
        do {
            lift = try simulator!.begin(action)  // in place: no copy of the simulator or its log
        } catch let error as SimulationError {
            throw Diagnostic(error, at: location)
        }
        if let lift { try advance(to: lift, at: location) }
    }

    /// Runs a change on the simulator, turning its refusals into diagnostics at `location`.
    mutating func act(at location: SourceLocation, _ body: (inout Simulator) throws -> Void) throws {
        makeWorldIfNeeded()
        do {
            try body(&simulator!)  // in place: no copy of the simulator or its log
        } catch let error as SimulationError {
            throw Diagnostic(error, at: location)
        }
    }

    /// Detents without custom ones replace the sheet's custom ones: an earlier line's need of
    /// them, noted while the release was not known, is gone.
    mutating func forgetCustomDetents() {
        releaseBoundLines[currentSheet]?.removeAll { $0.api == .customDetents }
    }

    /// Refuses a sheet's configuration line using an API its release lacks
    /// (``ScenarioCommand/sheetAPIs``), as soon as the release is known: at once in a file (its
    /// `os` line applies to every line) or once the app runs; before that (the REPL, above its
    /// `os` line) the line is noted for the sheet's `present`.
    mutating func requireReleases(of command: ScenarioCommand, at location: SourceLocation) throws {
        for api in command.sheetAPIs {
            if simulator != nil || setUpIsFinal {
                if let refusal = (simulator?.os ?? os).refusal(of: api) { throw Diagnostic(refusal, at: location) }
            } else if !(releaseBoundLines[currentSheet] ?? []).contains(where: { $0.api == api && $0.location == location }) {
                releaseBoundLines[currentSheet, default: []].append((api, location))
            }
        }
    }

    /// Configuration lines: set up the current sheet before it is presented, change it after.
    mutating func configure(at location: SourceLocation, animated: Bool,
                            pending: (inout SheetConfiguration) -> Void,
                            live: (inout Simulator) throws -> Void) throws {
        if let sim = simulator, sim.stack.contains(where: { $0.name == currentSheet }) {
            guard sim.frontSheet?.name == currentSheet else {
                throw Diagnostic.error(.sheetNotInFront, "'\(currentSheet)' is covered by '\(sim.frontSheet!.name)'; SheetSim changes only the front sheet",
                                       at: location, hint: "add 'sheet \"\(sim.frontSheet!.name)\"' above this line")
            }
            try act(at: location, live)
            return
        }
        guard !animated else {
            throw Diagnostic.error(.animateChangesWithoutSheet, "animateChanges needs a presented sheet; '\(currentSheet)' is not presented", at: location,
                                   hint: "set up the sheet without animateChanges before 'present'")
        }
        var configuration = configurations[currentSheet] ?? SheetConfiguration()
        pending(&configuration)
        configurations[currentSheet] = configuration
    }
}

extension Diagnostic {
    /// A command's error: a diagnostic as it is; an error of any other type (no code of the
    /// session throws one) as a refusal with the error's own description.
    init(refusing error: any Error, at location: SourceLocation) {
        self = error as? Diagnostic ?? .error(.commandRefused, String(describing: error), at: location)
    }

    /// The error a simulator call gave, at the line that made it, with the error's hint.
    init(_ error: SimulationError, at location: SourceLocation) {
        self.init(ID(error), .error, error.description, at: location, hint: error.hint)
    }
}
