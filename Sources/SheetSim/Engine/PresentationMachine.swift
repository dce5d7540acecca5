/// A presented controller's presentation controller: a machine whose role is
/// ``MachineRole/presentation`` and that takes a layer of the presentation stack
/// (``PresentationStack``).
///
/// What the engine does with the front presentation — presenting over it, dismissing it in code,
/// telling it that the controller it presents left — goes through these requirements, so that it
/// works on a layer knowing only its kind (``PresentationLayer/kind``), as the queue's completions
/// know a machine only by its type. ``SheetMachine``, ``PopoverMachine``, ``AlertMachine`` and
/// ``ContextPresentationMachine`` conform; another kind plugs in by conforming, registering its
/// table, and taking a layer when it is presented (<doc:AddingAControllerKind>).
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

    /// Where the layout passes put the presented controller named `name` of a kind that is not a
    /// sheet: its view's frame and safe area, and whether it is in the window. nil (the default)
    /// for a kind whose layer has no layout of its own; sheets are laid out by their own rules.
    static func presentedLayout(named name: String, in simulator: Simulator) -> PresentedLayerLayout?
}

/// Where a presented controller that is not a sheet stands, for the layout passes.
public struct PresentedLayerLayout: Hashable, Sendable {
    /// Its view's frame in the window.
    public var frame: Rect
    /// Its view's safe area.
    public var safeArea: EdgeInsets
    /// Whether its view is in the window.
    public var isOnScreen: Bool

    public init(frame: Rect, safeArea: EdgeInsets, isOnScreen: Bool) {
        self.frame = frame
        self.safeArea = safeArea
        self.isOnScreen = isOnScreen
    }
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

    public static func presentedLayout(named name: String, in simulator: Simulator) -> PresentedLayerLayout? { nil }
}
