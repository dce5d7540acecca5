/// The window's size from an instant on: one per size the window took during a run (a rotation, a
/// multitasking change, each size a live resize commits), so a picture shows the window as a
/// track beside what the app did in it.
public struct WindowSizeRecord: Sendable, Equatable {
    /// When the window took this size.
    public var time: SimInstant
    /// The window's size in points, in its orientation.
    public var size: Size

    public init(time: SimInstant, size: Size) {
        self.time = time
        self.size = size
    }
}
