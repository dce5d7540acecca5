extension SwiftUIViewMachine: Machine {
    public static var kindName: String { "UIHostingController" }
    public static var noun: String { "SwiftUI view" }
    public static var table: KeyPath<MachineStore, MachineTable<SwiftUIViewMachine>> { \.swiftUIViews }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<SwiftUIViewMachine>) -> R) -> R { body(&store.swiftUIViews) }
    /// What SwiftUI does changes nothing around it but through UIKit, which it asks.
    public static var role: MachineRole { .content }

    public mutating func handle(_ event: SwiftUIViewEvent, at now: SimInstant, in context: Void) -> [MachineAction<SwiftUIRequest>] {
        handle(event)
    }

    /// A SwiftUI view animates nothing itself: UIKit's machines run every animation.
    public static func animationCompleted(token: Int) -> SwiftUIViewEvent { .appearance(.viewDidAppear) }

    public static func completeAnimation(named name: String, token: Int, in simulator: inout Simulator) {}

    public static func perform(_ request: SwiftUIRequest, from name: String, in simulator: inout Simulator) {
        simulator.performSwiftUI(request, from: name)
    }
}
