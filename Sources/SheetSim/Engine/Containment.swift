/// What a container holds and shows, as the controller tree keeps it (see ``Machine``).
public struct Containment: Sendable, Equatable {
    public var children: [String] = []
    public var visibleChildren: [String] = []
    public var transitionChildren: [String] = []
    public var horizontallyCompactChildren: [String] = []
    /// ``children`` as a set, for a container that can hold many (see ``ChildSet``); nil for one
    /// that holds a handful, searched instead.
    public var childSet: ChildSet?

    /// Whether `child` is one of ``children``.
    public func holds(_ child: String) -> Bool { childSet?.contains(child) ?? children.contains(child) }

    public init(children: [String] = [], visibleChildren: [String] = [], transitionChildren: [String] = [],
                horizontallyCompactChildren: [String] = [], childSet: ChildSet? = nil) {
        self.childSet = childSet
        self.children = children
        self.visibleChildren = visibleChildren
        self.transitionChildren = transitionChildren
        self.horizontallyCompactChildren = horizontallyCompactChildren
    }
}
