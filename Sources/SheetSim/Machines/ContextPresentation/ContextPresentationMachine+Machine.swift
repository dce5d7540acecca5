extension ContextPresentationMachine: Machine {
    public static var kindName: String { "UIPresentationController" }
    public static var noun: String { "context presentation" }
    public static var table: KeyPath<MachineStore, MachineTable<ContextPresentationMachine>> { \.contextPresentations }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<ContextPresentationMachine>) -> R) -> R {
        body(&store.contextPresentations)
    }
    public static var role: MachineRole { .presentation }
    public static func animationCompleted(token: Int) -> ContextPresentationEvent { .animationCompleted(token: token) }

    /// The layout passes read its frame, and whether the context's views are in the window.
    public mutating func layoutSignature() -> ContextLayoutSignature {
        ContextLayoutSignature(isOnScreen: state.isOnScreen, context: context, removesContextViews: removesContextViews)
    }

    /// It reads nothing of the world around it: its events carry the context's geometry.
    public mutating func handle(_ event: ContextPresentationEvent, at now: SimInstant, in context: Void) -> [ContextPresentationAction] {
        handle(event, at: now)
    }

    /// A change of what the layout reads marks every layer: the context's views, in a layer
    /// below, leave or come back with it (SheetRules 10.3).
    public static func afterPresentationEvent(named name: String, row: Int, layoutChanged: Bool, in simulator: inout Simulator) {
        guard layoutChanged else { return }
        simulator.setNeedsLayout()
        if let layer = simulator.presentations.layer(named: name) { simulator.setNeedsLayout(ofLayer: layer) }
    }
}

/// What the layout passes read of a context presentation.
public struct ContextLayoutSignature: Equatable, Sendable {
    var isOnScreen: Bool
    var context: PresentationContextGeometry
    var removesContextViews: Bool
}

extension ContextPresentationMachine: PresentationMachine {
    public static func dismissInCode(animated: Bool) -> ContextPresentationEvent { .dismiss(animated: animated) }

    public static func childChanged(presentsChild: Bool) -> ContextPresentationEvent? { .childChanged(presentsChild: presentsChild) }

    /// The presented controller's view takes the context's frame and safe area (GUESS for the
    /// safe area: the context's own, as the view covers exactly it, SheetRules 10.1).
    public static func presentedLayout(named name: String, in simulator: Simulator) -> PresentedLayerLayout? {
        guard let machine = simulator.machines.machine(ContextPresentationMachine.self, named: name) else { return nil }
        return PresentedLayerLayout(frame: machine.context.frame, safeArea: machine.context.safeArea, isOnScreen: machine.state.isOnScreen)
    }
}

extension ContextPresentationMachine: PresentationTransitionCallbacks {}
