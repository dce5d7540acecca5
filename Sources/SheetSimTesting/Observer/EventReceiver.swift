import SheetSim

/// The receiver of a ``UIKitEvent``, as cases a pattern can name or bind: the log's `Receiver`
/// (`sheet`, `sheet.presentationController`, `sheet.delegate`, `sheet.transitionCoordinator`,
/// `scene.delegate`, `application.delegate`, `simulator`) with its controller's name as a payload.
///
/// ```swift
/// case .callback(.viewController("sheet"), .viewDidAppear):
/// case .callback(.delegate(of: let name), .presentationControllerDidDismiss):
/// ```
public enum EventReceiver: Hashable, Sendable, CustomStringConvertible {
    /// The view controller itself.
    case viewController(ControllerName)
    /// A presented controller's presentation controller.
    case presentationController(of: ControllerName)
    /// The controller's delegate: a presented controller's presentation delegate, or a
    /// container's own delegate.
    case delegate(of: ControllerName)
    /// The app's window scene delegate (`scene.delegate`): `sceneWillResignActive`, `sceneDidBecomeActive`.
    case sceneDelegate
    /// The app's application delegate (`application.delegate`), in an app without scenes.
    case applicationDelegate
    /// SheetSim's own warnings and reported errors.
    case simulator
    /// The controller's `transitionCoordinator`: the blocks the app registered on it.
    case transitionCoordinator(of: ControllerName)

    /// The log's receiver as a case.
    public init(_ receiver: Receiver) {
        let name = ControllerName(receiver.controller)
        switch receiver.kind {
        case .viewController: self = .viewController(name)
        case .presentationController: self = .presentationController(of: name)
        case .delegate: self = .delegate(of: name)
        case .simulator: self = .simulator
        case .sceneDelegate: self = .sceneDelegate
        case .applicationDelegate: self = .applicationDelegate
        case .transitionCoordinator: self = .transitionCoordinator(of: name)
        }
    }

    /// The log's receiver.
    public var receiver: Receiver {
        switch self {
        case .viewController(let name): return .viewController(name.rawValue)
        case .presentationController(let name): return .presentationController(of: name.rawValue)
        case .delegate(let name): return .delegate(of: name.rawValue)
        case .simulator: return .simulator
        case .sceneDelegate: return .sceneDelegate
        case .applicationDelegate: return .applicationDelegate
        case .transitionCoordinator(let name): return .transitionCoordinator(of: name.rawValue)
        }
    }

    /// What kind of receiver it is.
    public var kind: Receiver.Kind { receiver.kind }

    /// The controller's name; empty for ``simulator``, ``sceneDelegate`` and ``applicationDelegate``.
    public var controller: String { receiver.controller }

    /// As the log writes it: `sheet.delegate`.
    public var description: String { receiver.description }
}

/// A view controller's name in an ``EventReceiver``: written as a string literal in a pattern
/// (`.viewController("sheet")`), bound by one (`.viewController(let name)`; `name.rawValue` is
/// the `String`).
///
/// Matching a name in a pattern goes through this type's `~=`, so a ``TestSimulator`` running the
/// app's code learns which names its patterns compare with. A name that is no controller of the
/// test but a near miss of one (`"compse"`, with a `compose`) is a pattern that can never match:
/// the tester fails at `finish()` with a did-you-mean. A name far from every controller is left
/// alone: an observer shared between tests may name controllers another test makes.
public struct ControllerName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as the log writes it.
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}

/// Matches a name in a pattern, and notes the name for the tester running the app's code (see
/// ``ControllerName``).
public func ~= (pattern: ControllerName, value: ControllerName) -> Bool {
    PatternNames.current?.note(pattern.rawValue)
    return pattern == value
}

/// The controller names the app's code compared receivers with while a tester ran it.
final class PatternNames: @unchecked Sendable {  // Touched only by the callback that binds it.
    /// The names of the tester whose app code runs now, if any.
    @TaskLocal static var current: PatternNames?

    /// Every name compared so far, in the order first compared.
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    func note(_ name: String) {
        if seen.insert(name).inserted { names.append(name) }
    }
}
