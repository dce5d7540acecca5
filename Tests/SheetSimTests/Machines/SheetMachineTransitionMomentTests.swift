import Testing
@testable import SheetSim

/// The sheet machine's transition moments (SheetRules 4.5): reported only when the engine asks.
@Suite struct SheetMachineTransitionMomentTests {
    static let environment = ScreenEnvironment(device: .iPhone14Pro)

    func machine(observed: Bool, options: BehaviorOptions = .reference) -> SheetMachine {
        var sheet = SheetMachine(name: "sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]),
                                 environment: Self.environment, options: options, os: .iOS17)
        if observed { _ = sheet.handle(.transitionsObserved, at: .zero) }
        return sheet
    }

    func moments(_ actions: [SheetAction]) -> [TransitionMoment] {
        actions.compactMap { if case .engine(.transitionMoment(let moment)) = $0 { return moment } else { return nil } }
    }

    func sample(_ y: Double, at ms: Int64) -> TouchSample {
        TouchSample(time: .zero + .milliseconds(ms), location: Point(x: 196, y: y))
    }

    @Test func presentReportsBeganFirstAndAnimationsAfterTheStart() {
        var sheet = machine(observed: true)
        let actions = sheet.handle(.present(animated: true), at: .zero)
        #expect(actions.first == .engine(.transitionMoment(.began)))
        #expect(actions.last == .engine(.transitionMoment(.animationsBegan(interactive: false))))
        #expect(moments(actions) == [.began, .animationsBegan(interactive: false)])
    }

    @Test func unobservedTheActionsAreUnchanged() {
        var plain = machine(observed: false)
        var observed = machine(observed: true)
        let withMoments = observed.handle(.present(animated: true), at: .zero)
        let withoutMoments = plain.handle(.present(animated: true), at: .zero)
        #expect(withoutMoments == withMoments.filter { moments([$0]).isEmpty })
        let end = plain.handle(.animationCompleted(token: 1), at: .zero)
        #expect(moments(end).isEmpty && !end.isEmpty)
    }

    @Test("The end of a presentation: right after presentationTransitionDidEnd, or after viewDidAppear",
          arguments: BehaviorOptions.CoordinatorCompletionOrder.allCases)
    func presentationEnd(order: BehaviorOptions.CoordinatorCompletionOrder) {
        var options = BehaviorOptions.reference
        options.coordinatorCompletionOrder = order
        var sheet = machine(observed: true, options: options)
        _ = sheet.handle(.present(animated: false), at: .zero)
        let actions = sheet.handle(.animationCompleted(token: 1), at: .zero)
        let end = SheetAction.engine(.transitionMoment(.ended(cancelled: false)))
        let expected: [SheetAction] = order == .afterTransitionDidEnd
            ? [.callback(.presentationController(of: "sheet"), .presentationTransitionDidEnd(completed: true)), end,
               .callback(.viewController("sheet"), .viewDidAppear(animated: false))]
            : [.callback(.presentationController(of: "sheet"), .presentationTransitionDidEnd(completed: true)),
               .callback(.viewController("sheet"), .viewDidAppear(animated: false)), end]
        #expect(actions == expected)
    }

    /// Presents, settles, and drags the grabber past the smallest detent with a yes from the delegate.
    func interactivelyDismissing() -> (SheetMachine, [SheetAction], Double) {
        var sheet = machine(observed: true)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        let medium = sheet.offset
        _ = sheet.handle(.touchBegan(sample(medium + 10, at: 0), target: .grabber), at: .zero)
        _ = sheet.handle(.touchMoved(sample(medium + 60, at: 100)), at: .zero + .milliseconds(100))
        let began = sheet.handle(.shouldDismissAnswered(true, for: .drag), at: .zero + .milliseconds(100))
        return (sheet, began, medium)
    }

    @Test func theCrossingBeginsAnInteractiveTransitionBeforeWillDismiss() {
        let (_, actions, _) = interactivelyDismissing()
        #expect(actions.first == .engine(.transitionMoment(.began)))
        #expect(moments(actions) == [.began, .animationsBegan(interactive: true)])
        let willBegin = actions.firstIndex(of: .callback(.presentationController(of: "sheet"), .dismissalTransitionWillBegin))
        let animations = actions.firstIndex(of: .engine(.transitionMoment(.animationsBegan(interactive: true))))
        #expect(willBegin != nil && animations != nil && willBegin! < animations!)
    }

    @Test func aLiftShortOfDismissalChangesTheInteractionCancelledAndTheSettleEndsItCancelled() {
        var (sheet, _, medium) = interactivelyDismissing()
        let lift = sheet.handle(.touchEnded(sample(medium + 60, at: 900)), at: .zero + .milliseconds(900))
        #expect(moments(lift) == [.interactionChanged(cancelled: true)])
        var end: [SheetAction] = []
        var time = 900
        while end.isEmpty && time < 5_000 {
            time += 8
            if case .reachedEnd(let token) = sheet.frameTick(at: .zero + .milliseconds(Int64(time))) {
                end = sheet.handle(.animationCompleted(token: token), at: .zero + .milliseconds(Int64(time)))
            }
        }
        #expect(end.last == .engine(.transitionMoment(.ended(cancelled: true))), "the completion comes after dismissalTransitionDidEnd(false)")
        #expect(end.dropLast().last == .callback(.presentationController(of: "sheet"), .dismissalTransitionDidEnd(completed: false)))
    }

    @Test func aDismissalInCodeUnderTheFingerFinishesTheInteraction() {
        var (sheet, _, _) = interactivelyDismissing()
        let actions = sheet.handle(.dismiss(animated: true), at: .zero + .milliseconds(200))
        #expect(moments(actions) == [.interactionChanged(cancelled: false)])
    }

    @Test func aRotationUnderTheFingerCancelsTheInteraction() {
        var (sheet, _, _) = interactivelyDismissing()
        let actions = sheet.handle(.environmentChanged(ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft)),
                                   at: .zero + .milliseconds(200))
        #expect(moments(actions) == [.interactionChanged(cancelled: true)])
    }

    @Test func aDismissalInCodeBeginsAndAnimatesNonInteractively() {
        var sheet = machine(observed: true)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        let actions = sheet.handle(.dismiss(animated: true), at: .zero)
        #expect(moments(actions) == [.began, .animationsBegan(interactive: false)])
    }
}
