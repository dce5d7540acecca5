/// The controllers a container holds, each found without a search: a navigation controller's
/// stack can hold thousands, and the controller tree asks every container whether it holds a name
/// for every parent it looks up. A count per controller, since a stack may hold one twice while
/// UIKit is asked to push it again.
public struct ChildSet: Sendable, Equatable {
    private var counts: [String: Int] = [:]

    public init() {}

    public init(_ children: some Sequence<String>) {
        for child in children { insert(child) }
    }

    public func contains(_ child: String) -> Bool { counts[child] != nil }

    public mutating func insert(_ child: String) { counts[child, default: 0] += 1 }

    public mutating func remove(_ child: String) {
        if let count = counts[child], count > 1 { counts[child] = count - 1 } else { counts[child] = nil }
    }
}
