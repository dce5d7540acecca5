/// What the tree knows of one declared controller: its kind, the store slot of its machine (a
/// container's), and what it holds and shows as its machine last said (``Containment``).
///
/// The containment is a copy the engine refreshes whenever the container's machine has handled
/// an event, so that the tree's many questions per frame (who holds a name, what is on screen)
/// read plain arrays rather than ask a machine of each kind.
struct ControllerNode: Sendable {
    var kind: ControllerKind
    /// The container's row in its kind's table in the engine's store; nil for a plain controller.
    var slot: Int?
    var containment = Containment()

    static let viewController = ControllerNode(kind: .viewController, slot: nil)
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
        case .reserved(let name): return "'\(name)' is reserved for \(Receiver.reservedNameUse(name))"
        }
    }
}

/// The app's view controllers: every declared controller, which containers hold which children,
/// and which one is the window's root.
///
/// Containment lives in the containers' machines (a navigation controller's stack, a tab bar
/// controller's tabs), which the engine keeps in its store; the tree keeps a copy of what each
/// holds and shows (`ControllerNode`), refreshed by the engine after each of the container's
/// events, so there is one source for who holds whom and the tree answers without a machine.
/// Presented controllers are not in a container: they are roots of their own, reached through the
/// simulator's presentation stack.
public struct ControllerTree: Sendable {
    /// Names in the order they were declared (for deterministic listings).
    public var declarationOrder: [String] { names.names }
    /// The declared names, each found by its place. Controllers are never removed, so a place once
    /// given stays right; ``declare(_:_:)`` is the one place that adds to it and to ``nodes``.
    private var names = NameIndex()
    /// What each controller is, at its name's place in ``declarationOrder``. An array rather than
    /// a dictionary so that a walk over every controller (``parent(of:)``) reads them in place, in
    /// declaration order, without hashing a name.
    private var nodes: [ControllerNode] = []
    /// The window's `rootViewController`.
    public internal(set) var root: String

    public init(root: String) {
        self.root = root
        // Room for a typical app's controllers, so declaring them does not regrow the tables.
        names.reserveCapacity(8)
        nodes.reserveCapacity(8)
        declare(root, .viewController)
    }

    // MARK: Reading

    public func contains(_ name: String) -> Bool { names.place(of: name) != nil }

    /// What the tree knows of `name`, if declared.
    func node(of name: String) -> ControllerNode? { names.place(of: name).map { nodes[$0] } }

    /// The store slot of the container `name`'s machine.
    func slot(of name: String) -> Int? { names.place(of: name).flatMap { nodes[$0].slot } }

    /// Whether any container is declared (the engine's fast path skips forwarding without one).
    public var hasContainers: Bool { containerCount > 0 }
    var containerCount: Int { containerPlaces.count }
    /// The places of the containers in ``nodes``, in declaration order: the controllers a parent
    /// is looked for among. An app of tens of thousands of plain controllers has a few
    /// containers, and a walk over every controller for every parent looked up made pushing each
    /// of them cost as much as all of them.
    private var containerPlaces: [Int] = []
    /// How many declared containers give some child a compact horizontal size class (classic split
    /// view controllers): without one, ``isInClassicPrimary(_:)`` answers without a walk.
    private var compactingContainerCount = 0

    public func kind(of name: String) -> ControllerKind? { names.place(of: name).map { nodes[$0].kind } }

    public func children(of name: String) -> [String] { names.place(of: name).map { nodes[$0].containment.children } ?? [] }

    public func visibleChildren(of name: String) -> [String] {
        names.place(of: name).map { nodes[$0].containment.visibleChildren } ?? []
    }

    public func transitionChildren(of name: String) -> [String] {
        names.place(of: name).map { nodes[$0].containment.transitionChildren } ?? []
    }

    /// The container holding `name`, if any (the first declared, should two ever hold it).
    public func parent(of name: String) -> String? {
        containerPlace(holding: name).map { declarationOrder[$0] }
    }

    /// The place of the first declared container holding `name`.
    private func containerPlace(holding name: String) -> Int? {
        containerPlaces.first { nodes[$0].containment.holds(name) }
    }

    /// Whether `name` is, or is under, a child its container gives a compact horizontal size class
    /// whatever the window's: the primary column's controller of a classic split view controller
    /// (split view rules 4.1). The simulator asks it for every trait collection.
    public func isInClassicPrimary(_ name: String) -> Bool {
        guard compactingContainerCount > 0 else { return false }
        var current = name
        // A walk up the tree takes fewer steps than there are controllers (the tree has no cycles;
        // the bound only keeps a broken one from looping).
        for _ in 0..<declarationOrder.count {
            guard let position = containerPlace(holding: current) else { return false }
            if nodes[position].containment.horizontallyCompactChildren.contains(current) { return true }
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

    /// Declares `name` as `node`, replacing a plain controller of that name (children named in a
    /// container declaration need no line of their own).
    mutating func declare(_ name: String, _ node: ControllerNode) {
        let isContainer = node.kind != .viewController
        if let position = names.place(of: name) {
            if isContainer, nodes[position].kind == .viewController {
                // Declared earlier as a plain controller: its place keeps its declaration order.
                let at = containerPlaces.firstIndex { $0 > position } ?? containerPlaces.count
                containerPlaces.insert(position, at: at)
            }
            nodes[position] = node
        } else {
            if isContainer { containerPlaces.append(nodes.count) }
            names.append(name)
            nodes.append(node)
        }
        refreshCompactingCount()
    }

    /// Records that the container `name`'s machine is in `slot` of the engine's store.
    mutating func setSlot(_ slot: Int, of name: String) {
        guard let position = names.place(of: name) else { return }
        nodes[position].slot = slot
    }

    /// Takes in what the container `name` holds and shows now, as its machine says.
    mutating func refresh(_ name: String, _ containment: Containment) {
        guard let position = names.place(of: name) else { return }
        let compactedBefore = !nodes[position].containment.horizontallyCompactChildren.isEmpty
        nodes[position].containment = containment
        if compactedBefore != !containment.horizontallyCompactChildren.isEmpty { refreshCompactingCount() }
    }

    private mutating func refreshCompactingCount() {
        compactingContainerCount = containerPlaces.reduce(0) { $0 + (nodes[$1].containment.horizontallyCompactChildren.isEmpty ? 0 : 1) }
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
    mutating func add(_ name: String, _ node: ControllerNode) throws(ControllerTreeError) {
        guard !Receiver.reservedNames.contains(name) else { throw .reserved(name) }
        // A name first met as a container's child is a plain controller until declared; a
        // container is declared once.
        if let existing = kind(of: name), existing != .viewController { throw .duplicateName(name) }
        let children = node.containment.children
        try validate(children: children, of: name)
        for child in children where !contains(child) { declare(child, .viewController) }
        declare(name, node)
    }
}
