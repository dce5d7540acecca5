extension PopoverMachine: Machine {
    public static var kindName: String { "UIPopoverPresentationController" }
    public static var noun: String { "popover" }
    public static var table: KeyPath<MachineStore, MachineTable<PopoverMachine>> { \.popovers }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<PopoverMachine>) -> R) -> R { body(&store.popovers) }
    public static var role: MachineRole { .presentation }
    public static func animationCompleted(token: Int) -> PopoverEvent { .animationCompleted(token: token) }

    /// `presentationControllerShouldDismiss(_:)` comes back to the tap outside;
    /// `adaptivePresentationStyle(for:traitCollection:)` to the adaptation.
    public static func answered(_ question: Callback, token: Int) -> PopoverEvent {
        switch question {
        case .presentationControllerShouldDismiss(let answer): return .shouldDismissAnswered(answer)
        case .adaptivePresentationStyle(let traits, let answer): return .adaptivePresentationStyleAnswered(answer, traits: traits)
        default: preconditionFailure("a popover never asks \(question.callbackName)")
        }
    }

    /// A timeline draws its frame and arrow over time.
    public static func recordTimeline(of name: String, in simulator: inout Simulator) { simulator.recordPopover(name) }

    /// The layout passes read its frame: a change marks its layer for layout.
    public mutating func layoutSignature() -> PopoverPlacement? { state.placement }

    /// It reads nothing of the world around it: its events carry the anchor.
    public mutating func handle(_ event: PopoverEvent, at now: SimInstant, in context: Void) -> [PopoverAction] {
        handle(event, at: now)
    }
}

extension PopoverMachine: PresentationMachine {
    public static func dismissInCode(animated: Bool) -> PopoverEvent { .dismiss(animated: animated) }

    public static func childChanged(presentsChild: Bool) -> PopoverEvent? { .childChanged(presentsChild: presentsChild) }

    /// The popover's content is laid out in its frame, with no safe area (GUESS: a popover's
    /// content sits clear of the screen's edges and bars, SheetRules 8.2).
    /// A popover hands itself over to the presentation it adapts to (SheetRules 8.5).
    public static func perform(_ request: PopoverRequest, from name: String, in simulator: inout Simulator) {
        switch request {
        case .adapt(let style, let presenting, let animated): simulator.adaptPopover(name, to: style, presenting: presenting, animated: animated)
        }
    }

    public static func presentedLayout(named name: String, in simulator: Simulator) -> PresentedLayerLayout? {
        guard let popover = simulator.machines.machine(PopoverMachine.self, named: name) else { return nil }
        return PresentedLayerLayout(frame: popover.state.placement?.frame ?? .zero, safeArea: .zero, isOnScreen: popover.isOnScreen)
    }
}

extension PopoverMachine: PresentationTransitionCallbacks {}
