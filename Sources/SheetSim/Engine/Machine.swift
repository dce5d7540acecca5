/// A state machine for one kind of UIKit object: a presentation controller, a container view
/// controller, a table view's swipe actions.
///
/// A machine is a value. Events go in through ``handle(_:at:in:)`` and what UIKit would do comes back
/// as ``MachineAction``s: callbacks to log, frames and completions to schedule, questions for the
/// delegate, requests the engine turns into other machines' events. A machine never calls out,
/// never reads a clock and never does I/O, and nothing outside it assigns its state: so each of its
/// rules is tested by feeding it events and reading what comes back, and every run is
/// reproducible. (swift-nio's channel handlers and swift-nio-http2's stream state machines are built
/// the same way.)
///
/// The engine (``Simulator``) keeps every machine in one store and carries out what each
/// returns through one path. A kind of machine is its folder: its event, state and request types,
/// its rules, and its conformance to this protocol. The requirements beyond ``handle(_:at:in:)`` tell
/// the engine what it needs to know without knowing the kind: how to hand a finished animation
/// back, and — for a container — which children it holds and shows. See <doc:AddingAControllerKind>.
public protocol Machine: NamedController, Sendable {
    /// What can happen to the machine, named for what happened.
    associatedtype Event: Sendable
    /// What only this kind asks the engine for, beside the shared ``MachineAction`` cases.
    associatedtype Request: Sendable

    /// The UIKit class the machine simulates, as the scenario language and the docs name it.
    static var kindName: String { get }

    /// What the machine is, in a sentence: "navigation controller", "sheet".
    static var noun: String { get }

    /// This kind's table in the engine's store, to read: its table is the line that registers a kind.
    static var table: KeyPath<MachineStore, MachineTable<Self>> { get }

    /// Runs `body` on this kind's table in `store`, in place. A key path would do in principle; in
    /// practice the compiler copies the table out and back through a generic key path, which cost
    /// the engine a copy of the machine on every event.
    static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<Self>) -> R) -> R

    /// What the machine is to the rest of the app, which decides what the engine does around its
    /// events (see ``MachineRole``).
    static var role: MachineRole { get }

    /// The name of the object in the log: the controller's name.
    var name: String { get }

    /// What the machine reads of the world around it as it handles an event (a split view
    /// controller reads its columns' navigation stacks): a value the engine makes before each
    /// event (``context(of:in:)``), so the machine stays a pure function of its inputs and a test
    /// builds one by hand. `Void` for a machine that reads nothing.
    associatedtype Context = Void

    /// The ``Context`` the machine named `name` reads in `simulator` now.
    static func context(of name: String, in simulator: Simulator) -> Context

    /// Feeds one event in at virtual time `now`, with what the machine reads of the world, and
    /// returns what UIKit would do, in order.
    mutating func handle(_ event: Event, at now: SimInstant, in context: Context) -> [MachineAction<Request>]

    /// The event that runs the completion of animation `token`, which the machine asked for with
    /// ``MachineAction/completeAnimation(token:after:)``.
    static func animationCompleted(token: Int) -> Event

    /// The event that brings the delegate's answer back: `question` is the question the machine
    /// asked with ``MachineAction/ask(_:_:token:)``, as logged, its `returned` argument holding the
    /// answer that stands; `token` is the one the machine asked with.
    static func answered(_ question: Callback, token: Int) -> Event

    /// Whether a container's `event` leaves the changes to its children to be told elsewhere, so
    /// that the engine settles no appearance of children, marks no layout, and makes no layout
    /// batch of it: a step of a change a container above makes and tells (a navigation
    /// controller's stack rebuilt inside a split view controller's collapse,
    /// ``EngineService/finishChildrenChange``), or a call whose changes are the events it sends (a
    /// split view controller's `showDetailViewController`, whose column change is its own event,
    /// laid out as it ends). The engine still takes in what the machine holds after it. False for
    /// every event of most kinds.
    static func leavesChildChangesToOthers(_ event: Event) -> Bool

    /// What the layout passes read of the machine, compared before and after each event: a
    /// change marks its view for layout (a presented controller's, layout rules 8).
    associatedtype LayoutSignature: Equatable = NoLayoutSignature
    /// The machine's ``Machine/LayoutSignature`` now. Mutating only so that the engine, which calls it on
    /// the machine in its table, does not hand it a copy.
    mutating func layoutSignature() -> LayoutSignature

    /// Carries out what only this kind asks for (``MachineAction/request(_:)``), for the machine
    /// named `name`. Kinds whose requests are all shared ones have `Never` and no work here.
    static func perform(_ request: Request, from name: String, in simulator: inout Simulator)

    /// Runs the completion of animation `token` of the machine named `name` (the engine's queue
    /// knows a machine's kind only as a type; this sends the kind's own event). Every kind has the
    /// default, which the compiler makes for each kind, so the send it makes is the kind's own.
    static func completeAnimation(named name: String, token: Int, in simulator: inout Simulator)

    /// Samples the machine named `name` for a timeline picture, after each of its events, while
    /// the simulator records one (``Simulator/recordsTimeline``).
    static func recordTimeline(of name: String, in simulator: inout Simulator)

    /// What the engine does after each event of a presentation (``MachineRole/presentation``), the
    /// machine named `name` at `row` of its table: by default, its layer is marked for layout when
    /// `layoutChanged` (what the layout passes read of it changed). A kind that keeps more
    /// bookkeeping by row (the sheets' display frames) adds it here.
    static func afterPresentationEvent(named name: String, row: Int, layoutChanged: Bool, in simulator: inout Simulator)

    /// Every child the machine holds, in UIKit's order (a container's `children`): what no other
    /// container may hold. A machine that is not a container holds none.
    var children: [String] { get }

    /// The children whose views are in the window: they get the container's appearance callbacks.
    var visibleChildren: [String] { get }

    /// The children the container tells about a size or trait transition.
    var transitionChildren: [String] { get }

    /// The children UIKit gives a compact horizontal size class whatever the window's (a classic
    /// split view controller's primary column, split view rules 4.1).
    var horizontallyCompactChildren: [String] { get }

    /// ``children`` as a ``ChildSet``, kept by a container that can hold many (a navigation
    /// stack), so that whether it holds a controller is answered without a search; nil otherwise.
    var childSet: ChildSet? { get }
}

/// What a machine is to the rest of the app: what the engine does around its events.
public enum MachineRole: Sendable {
    /// A presented controller's presentation controller: a layer of the presentation stack. A
    /// change to its ``Machine/LayoutSignature`` marks its layer for layout.
    case presentation
    /// A container view controller: after each event the controller tree takes in what it holds
    /// and shows, its layout nodes are rebuilt, and, while its own view is not fully on screen,
    /// its children change without their appearance transitions (container rules 3).
    case container
    /// Something inside a controller's content (a table view's swipe actions): its events change
    /// nothing around it.
    case content
}

/// The ``Machine/LayoutSignature`` of a machine the layout passes do not read.
public struct NoLayoutSignature: Equatable, Sendable {
    public init() {}
}

extension Machine where LayoutSignature == NoLayoutSignature {
    public mutating func layoutSignature() -> NoLayoutSignature { NoLayoutSignature() }
}

extension Machine where Context == Void {
    public static func context(of name: String, in simulator: Simulator) {}
}

extension Machine where Request == Never {
    public static func perform(_ request: Never, from name: String, in simulator: inout Simulator) {}
}

extension Machine {
    public static func answered(_ question: Callback, token: Int) -> Event {
        preconditionFailure("\(kindName) asks its delegate no questions")
    }

    public static func recordTimeline(of name: String, in simulator: inout Simulator) {}

    public static func afterPresentationEvent(named name: String, row: Int, layoutChanged: Bool, in simulator: inout Simulator) {
        if layoutChanged, let layer = simulator.presentations.layer(named: name) { simulator.setNeedsLayout(ofLayer: layer) }
    }

    public static func leavesChildChangesToOthers(_ event: Event) -> Bool { false }

    public static func completeAnimation(named name: String, token: Int, in simulator: inout Simulator) {
        simulator.send(animationCompleted(token: token), to: name, as: Self.self)
    }

    public var children: [String] { [] }
    public var visibleChildren: [String] { [] }
    public var transitionChildren: [String] { visibleChildren }
    public var horizontallyCompactChildren: [String] { [] }
    public var childSet: ChildSet? { nil }
}
