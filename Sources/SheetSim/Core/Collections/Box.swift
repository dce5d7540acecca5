/// An immutable value behind a reference, so copying the struct that holds it copies a pointer.
///
/// ``SheetMachine`` keeps its metrics and its layout (both hundreds of bytes, and both fixed
/// between environment or configuration changes) in boxes: the simulator's stack of machines is
/// read on every display frame, and a machine that copies in a few words keeps that cheap. The
/// simulator boxes its metrics for the same reason: a mutating method that calls a non-mutating
/// one on a large struct passes it a copy. The controller tree keeps each container's machine in
/// one, so that its many questions per frame read the machine in place.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Boxes compare and hash by the value they hold, so a value type that keeps a rarely used part
/// in a box still compares by what it holds.
extension Box: Equatable where Value: Equatable {
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }
}

extension Box: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
