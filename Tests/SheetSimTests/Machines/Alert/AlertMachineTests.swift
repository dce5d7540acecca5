import Testing
@testable import SheetSim

/// The alert controller's machine on its own: events in, actions out (SheetRules 11).
@Suite struct AlertMachineTests {
    static let window = Rect(x: 0, y: 0, width: 393, height: 852)
    static let safe = Rect(x: 0, y: 59, width: 393, height: 759)
    static let anchor = PopoverAnchor(rect: Rect(x: 300, y: 100, width: 44, height: 44), bounds: safe)
    static let phone = AlertSurroundings(isPad: false, isHorizontallyCompact: true, window: window, safeBounds: safe, anchor: nil)
    static let padWindow = Rect(x: 0, y: 0, width: 1194, height: 834)
    static let pad = AlertSurroundings(isPad: true, isHorizontallyCompact: false, window: padWindow,
                                       safeBounds: Rect(x: 0, y: 24, width: 1194, height: 790),
                                       anchor: PopoverAnchor(rect: Rect(x: 20, y: 80, width: 44, height: 44), bounds: Rect(x: 0, y: 24, width: 1194, height: 790)))

    static let confirm = Receiver.viewController("confirm")
    static let controller = Receiver.presentationController(of: "confirm")
    static let duration = UIKitMetrics.uikit.span(\.alertTransitionDuration)
    static let deleteAndCancel = [AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)]

    static func machine(_ style: AlertStyle = .actionSheet, actions: [AlertAction] = deleteAndCancel,
                        options: BehaviorOptions = .reference, os: OSProfile = .iOS17) -> AlertMachine {
        AlertMachine(name: "confirm", settings: AlertSettings(preferredStyle: style, actions: actions), presenterName: "inbox", options: options, os: os)
    }

    /// A machine presented in `surroundings` and at rest.
    static func presented(_ style: AlertStyle = .actionSheet, in surroundings: AlertSurroundings = phone,
                          options: BehaviorOptions = .reference, os: OSProfile = .iOS17) -> AlertMachine {
        var alert = machine(style, options: options, os: os)
        _ = alert.handle(.present(animated: true, surroundings: surroundings), at: .zero)
        _ = alert.handle(.animationCompleted(token: 1), at: .zero)
        return alert
    }

    @Test func presentingTellsOnlyTheAlertController() {
        var alert = Self.machine()
        #expect(alert.handle(.present(animated: true, surroundings: Self.phone), at: .zero) == [
            .callback(Self.confirm, .viewWillAppear(animated: true)),
            .callback(Self.controller, .presentationTransitionWillBegin),
            .callback(Self.confirm, .viewIsAppearing(animated: true)),
            .completeAnimation(token: 1, after: Self.duration),
        ])
        #expect(alert.isInTransition)
        #expect(alert.handle(.animationCompleted(token: 1), at: .zero) == [
            .callback(Self.controller, .presentationTransitionDidEnd(completed: true)),
            .callback(Self.confirm, .viewDidAppear(animated: true)),
        ])
        #expect(alert.state.phase == .idle)
    }

    @Test func theActionsHandlerRunsAfterViewDidDisappear() {
        var alert = Self.presented()
        #expect(alert.handle(.actionTapped(title: "Delete"), at: .zero) == [
            .callback(Self.confirm, .viewWillDisappear(animated: true)),
            .callback(Self.controller, .dismissalTransitionWillBegin),
            .completeAnimation(token: 2, after: Self.duration),
        ])
        #expect(alert.handle(.animationCompleted(token: 2), at: .zero) == [
            .callback(Self.controller, .dismissalTransitionDidEnd(completed: true)),
            .callback(Self.confirm, .viewDidDisappear(animated: true)),
            .callbackAsync(Self.confirm, .alertActionHandler(title: "Delete")),
            .engine(.leavePresentation),
        ])
        #expect(alert.state == .dismissed)
    }

    @Test func theOtherOrderRunsTheHandlerAsTheTapLands() {
        var options = BehaviorOptions.reference
        options.alertActionHandlerOrder = .beforeViewWillDisappear
        var alert = Self.presented(options: options)
        #expect(alert.handle(.actionTapped(title: "Delete"), at: .zero).prefix(2) == [
            .callback(Self.confirm, .alertActionHandler(title: "Delete")),
            .callback(Self.confirm, .viewWillDisappear(animated: true)),
        ])
        #expect(!alert.handle(.animationCompleted(token: 2), at: .zero).contains(.callbackAsync(Self.confirm, .alertActionHandler(title: "Delete"))))
    }

    @Test func aSecondTapDuringTheDismissalDoesNothing() {
        var alert = Self.presented()
        _ = alert.handle(.actionTapped(title: "Delete"), at: .zero)
        #expect(alert.handle(.actionTapped(title: "Cancel"), at: .zero) == [])
        #expect(alert.handle(.tappedOutside(Point(x: 1, y: 1)), at: .zero) == [])
    }

    @Test func aCentredAlertIgnoresATapOutside() {
        var alert = Self.presented(.alert)
        #expect(alert.handle(.tappedOutside(Point(x: 1, y: 1)), at: .zero) == [])
        #expect(alert.state.phase == .idle)
    }

    /// A tap outside an action sheet: the cancel handler runs per the option, or always in the
    /// iOS 26 anchored form.
    static let tapOutsideRows: [(surroundings: AlertSurroundings, os: OSProfile, runsCancel: Bool, handler: Bool, line: Int)] = [
        (phone, .iOS17, true, true, #line),
        (phone, .iOS17, false, false, #line),
        (pad, .iOS17, true, true, #line),
        (pad, .iOS17, false, false, #line),
        (AlertSurroundings(isPad: false, isHorizontallyCompact: true, window: window, safeBounds: safe, anchor: anchor), .iOS26, false, true, #line),
    ]

    @Test func anActionSheetLeavesOnATapOutside() {
        for row in Self.tapOutsideRows {
            var options = BehaviorOptions.reference
            options.actionSheetTapOutsideRunsCancelHandler = row.runsCancel
            var alert = Self.presented(in: row.surroundings, options: options, os: row.os)
            let began = alert.handle(.tappedOutside(Point(x: 1, y: 1)), at: .zero)
            #expect(began.contains(.callback(Self.confirm, .viewWillDisappear(animated: true))), "line \(row.line)")
            let ended = alert.handle(.animationCompleted(token: 2), at: .zero)
            #expect(ended.contains(.callbackAsync(Self.confirm, .alertActionHandler(title: "Cancel"))) == row.handler, "line \(row.line)")
        }
    }

    @Test func aDismissalInCodeRunsNoHandler() {
        var alert = Self.presented()
        _ = alert.handle(.dismiss(animated: true), at: .zero)
        let ended = alert.handle(.animationCompleted(token: 2), at: .zero)
        #expect(ended.contains(.engine(.leavePresentation)))
        #expect(!ended.contains { if case .callbackAsync(_, .alertActionHandler) = $0 { return true } else { return false } })
    }

    @Test func anIPadActionSheetWithoutAnAnchorRaisesAndLeaves() {
        var alert = Self.machine()
        var surroundings = Self.pad
        surroundings.anchor = nil
        #expect(alert.handle(.present(animated: true, surroundings: surroundings), at: .zero) == [
            .callback(.simulator, .error(AlertMachine.missingAnchorMessage("confirm", presenter: "inbox"))),
            .engine(.leavePresentation),
        ])
        #expect(alert.state == .dismissed)
        #expect(AlertMachine.missingAnchorMessage("confirm", presenter: "inbox").hasPrefix("NSGenericException: Your application has presented a UIAlertController"))
    }

    @Test func aSecondCancelActionRaises() {
        var alert = Self.machine(.alert, actions: [AlertAction("No", style: .cancel), AlertAction("Later", style: .cancel)])
        #expect(alert.handle(.present(animated: true, surroundings: Self.phone), at: .zero) == [
            .callback(.simulator, .error(AlertSettings.secondCancelActionMessage)), .engine(.leavePresentation),
        ])
    }

    @Test func aDismissalDuringTheTransitionIsRefused() {
        var alert = Self.machine()
        _ = alert.handle(.present(animated: true, surroundings: Self.phone), at: .zero)
        #expect(alert.handle(.dismiss(animated: true), at: .zero) == [
            .callback(.simulator, .warning("attempt to dismiss confirm while a transition is in progress; ignored")),
        ])
    }

    @Test func aPresentingChildTakesTheTaps() {
        var alert = Self.presented()
        _ = alert.handle(.childChanged(presentsChild: true), at: .zero)
        #expect(alert.handle(.actionTapped(title: "Delete"), at: .zero) == [])
    }

    /// A rotation places the alert again: a centred alert is centred in the new window; an iPad
    /// action sheet whose source left keeps its place rather than raising (UIKit raises only when
    /// it presents).
    @Test func anAlertFollowsARotation() throws {
        var alert = Self.presented(.alert)
        let landscape = AlertSurroundings(isPad: false, isHorizontallyCompact: true, window: Rect(x: 0, y: 0, width: 852, height: 393),
                                          safeBounds: Rect(x: 59, y: 0, width: 734, height: 372), anchor: nil)
        #expect(alert.handle(.environmentChanged(landscape), at: .zero) == [])
        #expect(alert.state.layout?.frame.midX == 426)
        var sheet = Self.presented(in: Self.pad)
        let before = sheet.state.layout
        var lost = Self.pad
        lost.anchor = nil
        _ = sheet.handle(.environmentChanged(lost), at: .zero)
        #expect(sheet.state.layout == before)
        // In a smaller window, still pointing where its source was, and inside the window.
        var smaller = lost
        smaller.window = Rect(x: 0, y: 0, width: 744, height: 1133)
        smaller.safeBounds = Rect(x: 0, y: 24, width: 744, height: 1089)
        _ = sheet.handle(.environmentChanged(smaller), at: .zero)
        let frame = try #require(sheet.state.layout?.frame)
        #expect(sheet.state.layout?.form.word == "popover")
        #expect(frame.maxX <= 744 && frame.minX >= 0)
        var compact = Self.pad
        compact.isHorizontallyCompact = true
        _ = sheet.handle(.environmentChanged(compact), at: .zero)
        #expect(sheet.state.layout?.form == .bottomSheet)
    }

    /// Through the simulator: a rotation on iPhone re-centres an alert on screen.
    @Test func theSimulatorTellsAlertsOfARotation() throws {
        var simulator = Simulator(device: .iPhone14Pro, os: .iOS17)
        var configuration = SheetConfiguration()
        configuration.alert = AlertSettings(preferredStyle: .alert, actions: [AlertAction("OK")])
        try simulator.present("confirm", configuration: configuration)
        simulator.runUntilIdle()
        simulator.rotate(to: .landscapeLeft)
        simulator.runUntilIdle()
        let frame = try #require(simulator.alert(named: "confirm")?.state.layout?.frame)
        #expect(frame.midX == simulator.environment.containerBounds.midX)
    }
}
