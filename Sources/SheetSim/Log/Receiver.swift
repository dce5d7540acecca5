/// Who a callback is sent to, named the way an iOS developer would point at it.
///
/// View controllers are named by the simulation (`presenter` for the root, `sheet` for the first
/// presented controller, or the names a scenario gives). The presentation controller and the
/// delegate of a presented controller are written as paths below it, like Swift member access:
/// `sheet.presentationController`, `sheet.delegate`. The app's window scene's delegate is
/// `scene.delegate` and its application delegate `application.delegate`, as a developer reaches
/// them (`view.window?.windowScene?.delegate`, `UIApplication.shared.delegate`): one of each per
/// app, named by no controller. The ``simulator`` receiver carries SheetSim's own warnings and
/// reported errors, so they appear in order with the callbacks they explain.
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
        /// The delegate of the app's window scene (`UIWindowSceneDelegate`), iOS 13 and later:
        /// the scene's activation callbacks.
        case sceneDelegate
        /// The app's `UIApplicationDelegate`: its activation callbacks in an app without scenes
        /// (iOS 12, or an app that declares no scene manifest).
        case applicationDelegate
        /// The `transitionCoordinator` of a view controller while a presentation or dismissal
        /// involving it runs: the blocks the app registered on it (`animate(alongsideTransition:completion:)`,
        /// `notifyWhenInteractionChanges(_:)`), logged when UIKit runs them.
        case transitionCoordinator

        /// Whether a receiver of this kind belongs to a view controller (`sheet`, `sheet.delegate`),
        /// rather than being one per app, named by no controller (`simulator`, `scene.delegate`).
        public var namesController: Bool {
            switch self {
            case .viewController, .presentationController, .delegate, .transitionCoordinator: return true
            case .simulator, .sceneDelegate, .applicationDelegate: return false
            }
        }

        /// Hashes the case, not its name (a string-backed enum hashes its raw value): the callback
        /// log finds receivers by hash as it records them.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .viewController: hasher.combine(0 as UInt8)
            case .presentationController: hasher.combine(1 as UInt8)
            case .delegate: hasher.combine(2 as UInt8)
            case .simulator: hasher.combine(3 as UInt8)
            case .sceneDelegate: hasher.combine(4 as UInt8)
            case .applicationDelegate: hasher.combine(5 as UInt8)
            case .transitionCoordinator: hasher.combine(6 as UInt8)
            }
        }
    }

    // The name is stored before the kind: with the one-byte kind first, seven bytes of padding
    // would sit between them, and the callback log, which compares a receiver with the last one
    // it recorded byte by byte (`Interner`), would find equal receivers different whenever that
    // padding happened to differ, and hash them instead.
    /// The view controller's name (empty for a receiver that names none: ``Kind/namesController``).
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
    public static func transitionCoordinator(of name: String) -> Receiver { Receiver(kind: .transitionCoordinator, controller: name) }
    public static let simulator = Receiver(kind: .simulator, controller: "")
    /// `scene.delegate`: the app's window scene's delegate.
    public static let sceneDelegate = Receiver(kind: .sceneDelegate, controller: "")
    /// `application.delegate`: the app's application delegate.
    public static let applicationDelegate = Receiver(kind: .applicationDelegate, controller: "")

    /// The names no controller may take: the receivers that name no controller begin with them
    /// (`simulator`, `scene.delegate`, `application.delegate`), so a controller of that name would
    /// make its own receivers ambiguous.
    public static let reservedNames: Set<String> = ["simulator", "scene", "application"]

    /// What a reserved name is kept for, completing "'NAME' is reserved for …": an error that
    /// refuses it as a controller's name says so.
    public static func reservedNameUse(_ name: String) -> String {
        switch name {
        case "scene": return "the app's window scene delegate ('scene.delegate')"
        case "application": return "the app's application delegate ('application.delegate')"
        default: return "SheetSim's own log entries"
        }
    }

    /// The receiver a log line names — `sheet`, `sheet.presentationController`, `sheet.delegate`,
    /// `sheet.transitionCoordinator`, `scene.delegate`, `application.delegate` or `simulator` —
    /// read back from its ``description``; nil for any other path.
    public init?(path: String) {
        switch path {
        case "simulator": self = .simulator; return
        case "scene.delegate": self = .sceneDelegate; return
        case "application.delegate": self = .applicationDelegate; return
        default: break
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
        case .sceneDelegate: return "scene.delegate"
        case .applicationDelegate: return "application.delegate"
        case .transitionCoordinator: return controller + ".transitionCoordinator"
        }
    }
}
