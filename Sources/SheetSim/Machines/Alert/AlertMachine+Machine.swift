extension AlertMachine: Machine {
    public static var kindName: String { "UIAlertController" }
    public static var noun: String { "UIAlertController" }
    public static var table: KeyPath<MachineStore, MachineTable<AlertMachine>> { \.alerts }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<AlertMachine>) -> R) -> R { body(&store.alerts) }
    public static var role: MachineRole { .presentation }
    public static func animationCompleted(token: Int) -> AlertEvent { .animationCompleted(token: token) }

    /// The layout passes read its frame: a change marks its layer for layout.
    public mutating func layoutSignature() -> AlertLayout? { state.layout }

    /// It reads nothing of the world around it: its present event carries its surroundings.
    public mutating func handle(_ event: AlertEvent, at now: SimInstant, in context: Void) -> [AlertMachineAction] {
        handle(event, at: now)
    }
}

extension AlertMachine: PresentationMachine {
    public static func dismissInCode(animated: Bool) -> AlertEvent { .dismiss(animated: animated) }

    public static func childChanged(presentsChild: Bool) -> AlertEvent? { .childChanged(presentsChild: presentsChild) }

    /// The alert's view is laid out in its frame, with no safe area (GUESS, as a popover's).
    public static func presentedLayout(named name: String, in simulator: Simulator) -> PresentedLayerLayout? {
        guard let alert = simulator.machines.machine(AlertMachine.self, named: name) else { return nil }
        return PresentedLayerLayout(frame: alert.state.layout?.frame ?? .zero, safeArea: .zero, isOnScreen: alert.isOnScreen)
    }
}

extension AlertMachine: PresentationTransitionCallbacks {}
