/// Who a callback is sent to, named the way an iOS developer would point at it.
///
/// View controllers are named by the simulation (`presenter` for the root, `sheet` for the first
/// presented controller, or the names a scenario gives). The presentation controller and the
/// delegate of a presented controller are written as paths below it, like Swift member access:
/// `sheet.presentationController`, `sheet.delegate`. The ``simulator`` receiver carries SheetSim's
/// own warnings and reported errors, so they appear in order with the callbacks they explain.
public struct Receiver: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `UIViewController` (the presenter or a presented sheet).
        case viewController
        /// The `UISheetPresentationController` (or other presentation controller) of a presented controller.
        case presentationController
        /// The delegate of that presentation controller: `UIAdaptivePresentationControllerDelegate`
        /// and `UISheetPresentationControllerDelegate` are the same object, as in most apps.
        case delegate
        /// SheetSim itself: warnings and reported errors.
        case simulator
        /// The `transitionCoordinator` of a view controller while a presentation or dismissal
        /// involving it runs: the blocks the app registered on it (`animate(alongsideTransition:completion:)`,
        /// `notifyWhenInteractionChanges(_:)`), logged when UIKit runs them.
        case transitionCoordinator

        /// Hashes the case, not its name (a string-backed enum hashes its raw value): the callback
        /// log finds receivers by hash as it records them.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .viewController: hasher.combine(0 as UInt8)
            case .presentationController: hasher.combine(1 as UInt8)
            case .delegate: hasher.combine(2 as UInt8)
            case .simulator: hasher.combine(3 as UInt8)
            case .transitionCoordinator: hasher.combine(4 as UInt8)
            }
        }
    }

    // The name is stored before the kind: with the one-byte kind first, seven bytes of padding
    // would sit between them, and the callback log, which compares a receiver with the last one
    // it recorded byte by byte (`Interner`), would find equal receivers different whenever that
    // padding happened to differ, and hash them instead.
    /// The view controller's name (empty for ``simulator``).
    public var controller: String
    public var kind: Kind

    public init(kind: Kind, controller: String) {
        self.controller = controller
        self.kind = kind
    }

    /// Hashes the kind, then the name (the order the log's tables were tuned with).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(controller)
    }

    public static func viewController(_ name: String) -> Receiver { Receiver(kind: .viewController, controller: name) }
    public static func presentationController(of name: String) -> Receiver { Receiver(kind: .presentationController, controller: name) }
    public static func delegate(of name: String) -> Receiver { Receiver(kind: .delegate, controller: name) }
    public static let simulator = Receiver(kind: .simulator, controller: "")
    public static func transitionCoordinator(of name: String) -> Receiver { Receiver(kind: .transitionCoordinator, controller: name) }

    /// The receiver a log line names — `sheet`, `sheet.presentationController`, `sheet.delegate`,
    /// `sheet.transitionCoordinator` or `simulator` — read back from its ``description``; nil for any other path.
    public init?(path: String) {
        if path == Receiver.simulator.description {
            self = .simulator
            return
        }
        // One scan for the dot, no array of parts: the scenario parser reads every callback
        // expectation's receiver through here.
        let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) ?? path.endIndex
        let controller = String(path[..<dot])
        guard !controller.isEmpty else { return nil }
        guard dot < path.endIndex else {
            self = .viewController(controller)
            return
        }
        switch path[path.utf8.index(after: dot)...] {
        case "presentationController": self = .presentationController(of: controller)
        case "delegate": self = .delegate(of: controller)
        case "transitionCoordinator": self = .transitionCoordinator(of: controller)
        default: return nil
        }
    }

    public var description: String {
        switch kind {
        case .viewController: return controller
        case .presentationController: return controller + ".presentationController"
        case .delegate: return controller + ".delegate"
        case .simulator: return "simulator"
        case .transitionCoordinator: return controller + ".transitionCoordinator"
        }
    }
}
