/// A presented controller's presentation controller: a machine whose role is
/// ``MachineRole/presentation`` and that takes a layer of the presentation stack
/// (``PresentationStack``).
///
/// What the engine does with the front presentation — presenting over it, dismissing it in code,
/// telling it that the controller it presents left — goes through these requirements, so that it
/// works on a layer knowing only its kind (``PresentationLayer/kind``), as the queue's completions
/// know a machine only by its type. ``SheetMachine`` is the one kind today; a popover's or an
/// alert's machine plugs in by conforming, registering its table, and taking a layer when it is
/// presented (<doc:AddingAControllerKind>).
public protocol PresentationMachine: Machine {
    /// The controller that presented it: the layer below's, or the window's root.
    var presenterName: String { get }

    /// Whether it is presenting, dismissing or otherwise in a transition: UIKit refuses to present
    /// over it or dismiss it then, with a warning.
    var isInTransition: Bool { get }

    /// The event that dismisses it in code (`dismiss(animated:)`).
    static func dismissInCode(animated: Bool) -> Event

    /// The event that tells it it now presents a controller above it, or no longer does; nil for a
    /// kind that ignores this.
    static func childChanged(presentsChild: Bool) -> Event?

    /// Whether the presentation named `name` is in a transition: false when it is not presented.
    /// The engine asks through a layer's ``PresentationLayer/kind``; each of these three has a
    /// default, and a kind the engine works with often (the sheet) writes them out, so that the
    /// call through the kind is to code compiled for it.
    static func isInTransition(named name: String, in simulator: Simulator) -> Bool

    /// Tells the presentation named `name` that it presents a controller above it (or no longer does).
    static func tellPresentsChild(_ presentsChild: Bool, named name: String, in simulator: inout Simulator)

    /// Dismisses the presentation named `name` in code.
    static func dismissInCode(named name: String, animated: Bool, in simulator: inout Simulator)
}

extension PresentationMachine {
    public static func isInTransition(named name: String, in simulator: Simulator) -> Bool {
        simulator.machines.machine(Self.self, named: name)?.isInTransition ?? false
    }

    public static func tellPresentsChild(_ presentsChild: Bool, named name: String, in simulator: inout Simulator) {
        if let event = childChanged(presentsChild: presentsChild) { simulator.send(event, to: name, as: Self.self) }
    }

    public static func dismissInCode(named name: String, animated: Bool, in simulator: inout Simulator) {
        simulator.send(dismissInCode(animated: animated), to: name, as: Self.self)
    }
}
