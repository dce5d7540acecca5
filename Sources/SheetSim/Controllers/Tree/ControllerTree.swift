/// What a declared controller is: plain content, or a container with its own state machine.
///
/// A container's machine is a few hundred bytes, and the tree asks every controller whether it
/// holds a name (``ControllerTree/parent(of:)``) many times per frame. Each machine sits in an
/// immutable ``Box``, whose `let` property a question reads where it is; a machine bound out of
/// the enum itself, inline or `indirect`, is copied whole first. A change to a machine puts a new
/// box in its place (``ControllerTree/withSplitView(_:_:)``).
enum ControllerContent: Sendable {
    /// A plain `UIViewController`.
    case viewController
    case navigation(Box<NavigationMachine>)
    case tabBar(Box<TabBarMachine>)
    case splitView(Box<SplitViewMachine>)

    var kind: ControllerKind {
        switch self {
        case .viewController: return .viewController
        case .navigation: return .navigationController
        case .tabBar: return .tabBarController
        case .splitView: return .splitViewController
        }
    }

    /// The machine, when this is a navigation controller.
    var navigation: NavigationMachine? { if case .navigation(let box) = self { box.value } else { nil } }
    /// The machine, when this is a tab bar controller.
    var tabBar: TabBarMachine? { if case .tabBar(let box) = self { box.value } else { nil } }
    /// The machine, when this is a split view controller.
    var splitView: SplitViewMachine? { if case .splitView(let box) = self { box.value } else { nil } }

    /// Every child the container holds, in UIKit's order.
    var children: [String] {
        switch self {
        case .viewController: return []
        case .navigation(let box): return box.value.viewControllers
        case .tabBar(let box): return box.value.viewControllers
        case .splitView(let box): return box.value.children
        }
    }

    /// Whether `child` is one of ``children``, answered without building the list: the tree asks
    /// this of every controller to find a parent.
    func holds(_ child: String) -> Bool {
        switch self {
        case .viewController: return false
        case .navigation(let box): return box.value.holds(child)
        case .tabBar(let box): return box.value.holds(child)
        case .splitView(let box): return box.value.holds(child)
        }
    }

    /// Whether this is a classic (not column-style) split view controller.
    var isClassicSplitView: Bool {
        guard case .splitView(let box) = self else { return false }
        return !box.value.style.isColumnStyle
    }

    /// Whether `child` is the primary column's controller of a classic split view controller.
    func holdsAsClassicPrimary(_ child: String) -> Bool {
        guard case .splitView(let box) = self else { return false }
        return !box.value.style.isColumnStyle && box.value.columns[.primary]?.child == child
    }

    /// The children whose views are in the window: they get the container's appearance callbacks.
    var visibleChildren: [String] {
        switch self {
        case .viewController: return []
        case .navigation(let box): return box.value.visibleChildren
        case .tabBar(let box): return box.value.visibleChildren
        case .splitView(let box): return box.value.visibleChildren
        }
    }

    /// The children the container tells about a size or trait transition.
    var transitionChildren: [String] {
        switch self {
        case .viewController: return []
        case .navigation(let box): return box.value.transitionChildren
        case .tabBar(let box): return box.value.visibleChildren
        case .splitView(let box): return box.value.visibleChildren
        }
    }
}

/// Why a controller cannot be declared or placed.
public enum ControllerTreeError: Error, Equatable, Sendable, CustomStringConvertible {
    case duplicateName(String)
    case unknownController(String)
    case notA(ControllerKind, String)
    case alreadyHasParent(String, parent: String)
    case cycle(String)
    case reserved(String)

    public var description: String {
        switch self {
        case .duplicateName(let name): return "a controller named '\(name)' is already declared"
        case .unknownController(let name): return "no controller is named '\(name)'"
        case .notA(let kind, let name): return "'\(name)' is not a \(kind.uikitName)"
        case .alreadyHasParent(let name, let parent): return "'\(name)' is already a child of '\(parent)'; a view controller has one parent"
        case .cycle(let name): return "'\(name)' would contain itself"
        case .reserved(let name): return "'\(name)' is reserved for SheetSim's own log entries"
        }
    }
}

/// The app's view controllers: every declared controller, which containers hold which children,
/// and which one is the window's root.
///
/// Containment lives in the containers' machines (a navigation controller's stack, a tab bar
/// controller's tabs); the tree reads it from them, so there is one source for who holds whom.
/// Presented controllers are not in a container: they are roots of their own, reached through the
/// simulator's presentation stack.
public struct ControllerTree: Sendable {
    /// Names in the order they were declared (for deterministic listings).
    public var declarationOrder: [String] { names.names }
    /// The declared names, each found by its place. Controllers are never removed, so a place once
    /// given stays right; ``declare(_:_:)`` is the one place that adds to it and to ``contents``.
    private var names = NameIndex()
    /// What each controller is, at its name's place in ``declarationOrder``. An array rather than
    /// a dictionary so that a walk over every controller (``parent(of:)``) reads them in place, in
    /// declaration order, without hashing a name or copying a machine out.
    private var contents: [ControllerContent] = []
    /// The window's `rootViewController`.
    public internal(set) var root: String

    public init(root: String) {
        self.root = root
        // Room for a typical app's controllers, so declaring them does not regrow the tables.
        names.reserveCapacity(8)
        contents.reserveCapacity(8)
        declare(root, .viewController)
    }

    // MARK: Reading

    public func contains(_ name: String) -> Bool { names.place(of: name) != nil }

    /// What `name` is, if declared.
    func content(of name: String) -> ControllerContent? { names.place(of: name).map { contents[$0] } }

    /// Whether any container is declared (the engine's fast path skips forwarding without one).
    public var hasContainers: Bool { containerCount > 0 }
    var containerCount: Int { containerPlaces.count }
    /// The places of the containers in ``contents``, in declaration order: the controllers a
    /// parent is looked for among. An app of tens of thousands of plain controllers has a few
    /// containers, and a walk over every controller for every parent looked up made pushing each
    /// of them cost as much as all of them.
    private var containerPlaces: [Int] = []
    /// How many classic split view controllers are declared (a split view's style never changes):
    /// without one, ``isInClassicPrimary(_:)`` answers without a walk.
    private var classicSplitViewCount = 0

    public func kind(of name: String) -> ControllerKind? { names.place(of: name).map { contents[$0].kind } }

    public func navigation(_ name: String) -> NavigationMachine? { content(of: name)?.navigation }
    public func tabBar(_ name: String) -> TabBarMachine? { content(of: name)?.tabBar }
    public func splitView(_ name: String) -> SplitViewMachine? { content(of: name)?.splitView }

    /// What `body` reads from the split view machine named `name`, which it reads where it is
    /// (``splitView(_:)`` returns a copy): for questions asked per layout node.
    func readSplitView<T>(_ name: String, _ body: (borrowing SplitViewMachine) -> T?) -> T? {
        guard let position = names.place(of: name), case .splitView(let box) = contents[position] else { return nil }
        return body(box.value)
    }

    public func children(of name: String) -> [String] { names.place(of: name).map { contents[$0].children } ?? [] }

    public func visibleChildren(of name: String) -> [String] { names.place(of: name).map { contents[$0].visibleChildren } ?? [] }

    public func transitionChildren(of name: String) -> [String] { names.place(of: name).map { contents[$0].transitionChildren } ?? [] }

    /// The container holding `name`, if any (the first declared, should two ever hold it).
    public func parent(of name: String) -> String? {
        containerPlace(holding: name).map { declarationOrder[$0] }
    }

    /// The place of the first declared container holding `name`.
    private func containerPlace(holding name: String) -> Int? {
        containerPlaces.first { contents[$0].holds(name) }
    }

    /// Whether `name` is, or is under, the primary column's controller of a classic split view
    /// controller, which UIKit gives a compact horizontal size class whatever the window's (split
    /// view rules 4.1). Reads each container in place: the simulator asks it for every trait collection.
    public func isInClassicPrimary(_ name: String) -> Bool {
        guard classicSplitViewCount > 0 else { return false }
        var current = name
        // A walk up the tree takes fewer steps than there are controllers (the tree has no cycles;
        // the bound only keeps a broken one from looping).
        for _ in 0..<declarationOrder.count {
            guard let position = containerPlace(holding: current) else { return false }
            if contents[position].holdsAsClassicPrimary(current) { return true }
            current = declarationOrder[position]
        }
        return false
    }

    /// `name` and what it shows, parents before children: the controllers whose views are in the
    /// window under it.
    public func visibleSubtree(of name: String) -> [String] { subtree(of: name, children: visibleChildren(of:)) }

    /// Whether `name` is `top` or in its ``visibleSubtree(of:)``, found without building the list:
    /// the simulator asks it of every layer to tell whether a controller is on screen.
    public func visibleSubtree(of top: String, contains name: String) -> Bool {
        top == name || visibleChildren(of: top).contains { visibleSubtree(of: $0, contains: name) }
    }

    /// `name` and the controllers it tells about transitions, parents before children.
    public func transitionSubtree(of name: String) -> [String] { subtree(of: name, children: transitionChildren(of:)) }

    /// `name` and everything `children` leads to under it, parents before children, appended into
    /// one array (joining an array per level would copy the lower levels again at every level).
    private func subtree(of name: String, children: (String) -> [String]) -> [String] {
        var subtree: [String] = []
        func append(_ name: String) {
            subtree.append(name)
            for child in children(name) { append(child) }
        }
        append(name)
        return subtree
    }

    /// The deepest visible controller under `name` (following the first visible child).
    public func visibleLeaf(of name: String) -> String {
        guard let child = visibleChildren(of: name).first else { return name }
        return visibleLeaf(of: child)
    }

    /// Whether `name` is under the window's root (through any container's children).
    public func isInWindowHierarchy(_ name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if current == root { return true }
            guard let parent = parent(of: current) else { return false }
            current = parent
        }
        return false
    }

    /// The navigation controllers in `name`'s visible subtree, outermost first.
    public func visibleNavigationControllers(under name: String) -> [String] {
        visibleSubtree(of: name).filter { kind(of: $0) == .navigationController }
    }

    // MARK: Declaring

    /// Declares a plain controller if `name` is unknown (children named in a container declaration
    /// need no line of their own).
    mutating func declare(_ name: String, _ content: ControllerContent) {
        let isContainer = content.kind != .viewController
        if content.isClassicSplitView { classicSplitViewCount += 1 }
        if let position = names.place(of: name) {
            if isContainer, contents[position].kind == .viewController {
                // Declared earlier as a plain controller: its place keeps its declaration order.
                let at = containerPlaces.firstIndex { $0 > position } ?? containerPlaces.count
                containerPlaces.insert(position, at: at)
            }
            if contents[position].isClassicSplitView { classicSplitViewCount -= 1 }
            contents[position] = content
        } else {
            if isContainer { containerPlaces.append(contents.count) }
            names.append(name)
            contents.append(content)
        }
    }

    /// Checks that `children` can become `container`'s children: no second parent, no cycle.
    func validate(children: [String], of container: String) throws(ControllerTreeError) {
        for child in children {
            guard child != container else { throw .cycle(container) }
            if let parent = parent(of: child), parent != container { throw .alreadyHasParent(child, parent: parent) }
            try checkNoCycle(placing: child, under: container)
        }
    }

    /// Checks that placing `child` under `parent` — as its child, or anywhere below it — leaves
    /// the tree a tree: `child` must not be `parent`, nor hold it at any depth. A container that
    /// holds the window's root, or a split view controller that holds the one it would become a
    /// column of, would otherwise make every walk down the tree endless.
    func checkNoCycle(placing child: String, under parent: String) throws(ControllerTreeError) {
        if child == parent || subtreeContains(child, parent) { throw .cycle(parent) }
    }

    /// Whether `name` appears anywhere under `top` (all children, not only visible ones).
    func subtreeContains(_ top: String, _ name: String) -> Bool {
        var stack = children(of: top)
        // Each controller has one parent (``validate(children:of:)``), so the walk meets each at
        // most once and needs no set of those seen; the bound only keeps a broken tree from looping.
        var steps = declarationOrder.count
        while steps > 0, let next = stack.popLast() {
            if next == name { return true }
            stack += children(of: next)
            steps -= 1
        }
        return false
    }

    /// Declares `name` as a container (or a plain controller), adopting its children.
    mutating func add(_ name: String, _ content: ControllerContent) throws(ControllerTreeError) {
        guard name != "simulator" else { throw .reserved(name) }
        // A name first met as a container's child is a plain controller until declared; a
        // container is declared once.
        if let existing = kind(of: name), existing != .viewController { throw .duplicateName(name) }
        let children = content.children
        try validate(children: children, of: name)
        for child in children where !contains(child) { declare(child, .viewController) }
        declare(name, content)
    }

    /// Runs `body` on the navigation machine named `name`, in place.
    mutating func withNavigation<T>(_ name: String, _ body: (inout NavigationMachine) -> T) -> T? {
        withMachine(name, \.navigation, ControllerContent.navigation, body)
    }

    /// Runs `body` on the split view machine named `name`, in place.
    mutating func withSplitView<T>(_ name: String, _ body: (inout SplitViewMachine) -> T) -> T? {
        withMachine(name, \.splitView, ControllerContent.splitView, body)
    }

    /// Runs `body` on the tab bar machine named `name`, in place.
    mutating func withTabBar<T>(_ name: String, _ body: (inout TabBarMachine) -> T) -> T? {
        withMachine(name, \.tabBar, ControllerContent.tabBar, body)
    }

    /// Runs `body` on the machine `machine` reads from the content named `name`, and puts the
    /// changed machine back in a new box made by `boxed`.
    private mutating func withMachine<Machine, T>(_ name: String, _ machine: (ControllerContent) -> Machine?,
                                                  _ boxed: (Box<Machine>) -> ControllerContent,
                                                  _ body: (inout Machine) -> T) -> T? {
        guard let position = names.place(of: name), var changed = machine(contents[position]) else { return nil }
        // Drop the box's reference, so that the machine's arrays are the copy's alone and change in place.
        contents[position] = .viewController
        let result = body(&changed)
        contents[position] = boxed(Box(changed))
        return result
    }
}
