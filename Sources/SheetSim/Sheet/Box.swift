/// An immutable value behind a reference, so copying the struct that holds it copies a pointer.
///
/// ``SheetMachine`` keeps its metrics and its layout (both hundreds of bytes, and both fixed
/// between environment or configuration changes) in boxes: the simulator's stack of machines is
/// read on every display frame, and a machine that copies in a few words keeps that cheap.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
