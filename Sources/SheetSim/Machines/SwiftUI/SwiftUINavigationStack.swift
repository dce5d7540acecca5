/// A SwiftUI `NavigationStack(path:root:)` and its path binding, over the `UINavigationController`
/// that shows it.
///
/// SwiftUI does not document how a `NavigationStack` is built on iOS. SheetSim takes it (GUESS,
/// stated in the SwiftUI article) to be a `UINavigationController` whose root is the hosting
/// controller of the view that declares the stack, and whose pushed controllers are
/// `UIHostingController`s of the path's destinations, one per element, each named for its view.
/// So every UIKit callback and quirk of a push or pop is the navigation controller machine's own,
/// and this value only keeps what SwiftUI adds: the binding's value, the stack SwiftUI last asked
/// for, and when the user's own change is written back to the binding.
///
/// The rules, each tested on this value:
/// - The app sets the path: the navigation controller is told the whole new stack at once
///   (`setViewControllers(_:animated:)`: one push or one pop, however many elements changed).
/// - A path change while another push or pop runs is refused by the navigation controller, as
///   UIKit refuses overlapping transitions; the binding keeps its new value and the stack does not
///   follow: the failure developers report when a path changes faster than the animation (OBS,
///   Apple Developer Forums thread 750879: blank screens). SheetSim logs the disagreement.
/// - A change the user makes (back button, a completed edge swipe, `dismiss`) is written back to
///   the binding, at the moment ``BehaviorOptions/swiftUINavigationPathWriteBack`` says; a
///   cancelled edge swipe writes nothing.
public struct SwiftUINavigationStack: Hashable, Sendable {
    /// The view whose body declares the stack; its hosting controller is the stack's root.
    public let view: String
    /// The `UINavigationController` that shows the stack.
    public let navigationController: String
    /// The path binding's name.
    public let pathBinding: String
    /// Whether the path binding is a custom `Binding(get:set:)` rather than a state's projected
    /// value (what the iOS 18.4–26 `onAppear` glitch needs, ``BehaviorOptions/swiftUICustomBindingNavigationOnAppear``).
    public let customBinding: Bool
    /// The binding's value: the destinations' view names, first pushed first.
    public internal(set) var path: [String] = []
    /// The stack SwiftUI last asked the navigation controller for and got: a stack that differs
    /// from it was changed by the user.
    public internal(set) var requestedStack: [String]

    public init(view: String, navigationController: String, pathBinding: String, customBinding: Bool = false) {
        self.view = view
        self.navigationController = navigationController
        self.pathBinding = pathBinding
        self.customBinding = customBinding
        self.requestedStack = [view]
    }

    /// The stack the path stands for: the root view's controller, then one per element.
    public func stack(for path: [String]) -> [String] { [view] + path }

    /// Why `path` cannot be this stack's path, or nil: each destination is a controller of its
    /// own, so no view may be named twice, nor the root view.
    public func refusal(of path: [String]) -> String? {
        if path.contains(view) { return "names the stack's root view '\(view)'; a destination is another view" }
        if let element = path.first(where: { $0.contains(",") || $0.isEmpty }) {
            return "names '\(element)': a destination's name is not empty and has no comma"
        }
        var seen = Set<String>()
        for element in path where !seen.insert(element).inserted {
            return "names '\(element)' twice; each destination is a view hosted in a UIHostingController of its own"
        }
        return nil
    }

    /// The app sets the path: the binding takes `newPath`, and the navigation controller is to be
    /// told the stack it stands for (nil when it already shows it). Call ``accepted(_:)`` with the
    /// stack the controller holds after it.
    public mutating func setPath(_ newPath: [String], animated: Bool) -> NavigationEvent? {
        path = newPath
        let wanted = stack(for: newPath)
        guard wanted != requestedStack else { return nil }
        return .setViewControllers(wanted, animated: animated)
    }

    /// What the navigation controller holds after SwiftUI's request: a stack equal to the path's
    /// is SwiftUI's own; another (a refused change) is left for ``disagreement(with:)`` to report.
    public mutating func accepted(_ stack: [String]) {
        if stack == self.stack(for: path) { requestedStack = stack }
    }

    /// The path to write back to the binding when the navigation controller holds `stack` at a
    /// write-back moment: the stack's destinations when the user changed it (it differs from what
    /// SwiftUI asked for), nil otherwise.
    public mutating func writeBack(stack: [String]) -> [String]? {
        guard stack != requestedStack, stack.first == view else { return nil }
        requestedStack = stack
        let newPath = Array(stack.dropFirst())
        guard newPath != path else { return nil }
        path = newPath
        return newPath
    }

    /// Whether the binding and the navigation controller at rest with `stack` disagree: the path
    /// changed while a transition ran and the controller refused to follow.
    public func disagreement(with stack: [String]) -> Bool {
        stack == requestedStack && stack != self.stack(for: path)
    }

    /// The path without its last element, for `dismiss` from the top view: nil when `view` is
    /// not the path's last destination (the root view has nothing to pop).
    public func pathDismissing(_ view: String) -> [String]? {
        guard let index = path.lastIndex(of: view) else { return nil }
        return Array(path[..<index])
    }
}

/// How a path value reads in the log and in a state expectation: its views' names in one quoted
/// string, `"list, detail"`, and `""` for an empty path (a scenario line has no brackets).
public enum NavigationPathText {
    public static func text(_ path: [String]) -> String {
        "\"" + path.joined(separator: ", ") + "\""
    }
}
