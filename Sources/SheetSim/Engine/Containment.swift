/// What a container holds and shows, as the controller tree keeps it (see ``Machine``).
public struct Containment: Sendable, Equatable {
    public var children: [String] = []
    public var visibleChildren: [String] = []
    public var transitionChildren: [String] = []
    public var horizontallyCompactChildren: [String] = []

    public init(children: [String] = [], visibleChildren: [String] = [], transitionChildren: [String] = [],
                horizontallyCompactChildren: [String] = []) {
        self.children = children
        self.visibleChildren = visibleChildren
        self.transitionChildren = transitionChildren
        self.horizontallyCompactChildren = horizontallyCompactChildren
    }
}
