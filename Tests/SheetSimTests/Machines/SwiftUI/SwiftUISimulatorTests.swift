import Testing
@testable import SheetSim

/// SwiftUI views through the simulator: what a declaration refuses, what a binding write
/// refuses, and the order of SwiftUI's entries among UIKit's.
@Suite struct SwiftUISimulatorTests {
    static func simulator() throws -> Simulator {
        var simulator = Simulator(device: .iPhone14Pro, os: .iOS17)
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("content", .sheet(isPresented: "showDetail", onDismiss: true, content: "detail"),
                                                                .fullScreenCover(item: "selected", content: "cover")))
        try simulator.setRootViewController("content")
        simulator.runUntilIdle()
        return simulator
    }

    static func lines(_ simulator: Simulator, from start: Int = 0) -> [String] {
        simulator.log.entries.dropFirst(start).filter { !$0.callback.callbackName.isLayout }.map { "\($0.receiver).\($0.callback.description)" }
    }

    struct Refusal: Sendable {
        var line: Int
        var declaration: SwiftUIViewDeclaration
        var reason: String
    }

    static let refusedDeclarations: [Refusal] = [
        Refusal(line: #line, declaration: SwiftUIViewDeclaration("other", .sheet(isPresented: "showDetail", content: "x")),
                reason: "the binding 'showDetail' is already declared by the SwiftUI view 'content'"),
        Refusal(line: #line, declaration: SwiftUIViewDeclaration("loop", .sheet(isPresented: "self", content: "loop")),
                reason: "cannot present itself"),
        Refusal(line: #line, declaration: SwiftUIViewDeclaration("content"), reason: "is already declared"),
        Refusal(line: #line, declaration: SwiftUIViewDeclaration("twice", .sheet(isPresented: "a", content: "x"), .sheet(isPresented: "a", content: "y")),
                reason: "is declared twice"),
    ]

    @Test(arguments: refusedDeclarations)
    func declarationsThatCannotBeAreRefused(_ row: Refusal) throws {
        var simulator = try Self.simulator()
        #expect(throws: SimulationError.self, "line \(row.line)") { try simulator.declareSwiftUIView(row.declaration) }
        do { try simulator.declareSwiftUIView(row.declaration) } catch { #expect("\(error)".contains(row.reason), "line \(row.line): \(error)") }
    }

    @Test func aViewNamedOnlyAsContentCanBeDeclaredLater() throws {
        var simulator = try Self.simulator()
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("detail", .task))
        #expect(simulator.swiftUIView("detail")?.isImplicit == false)
        #expect(simulator.swiftUIViewNames == ["content", "detail", "cover"])
    }

    @Test func bindingWritesOfTheWrongKindOrNameAreRefused() throws {
        var simulator = try Self.simulator()
        #expect(throws: SimulationError.self) { try simulator.setBinding("showDetial", to: .bool(true)) }
        #expect(throws: SimulationError.self) { try simulator.setBinding("showDetail", to: .item("1")) }
        #expect(throws: SimulationError.self) { try simulator.setBinding("selected", to: .bool(true)) }
        #expect(throws: SimulationError.self) { try simulator.callDismiss(from: "nobody") }
        #expect(simulator.bindingValue("showDetail") == .bool(false))
    }

    /// The contract, through the simulator: viewDidDisappear, then the write-back, then onDismiss.
    @Test func aSwipeDismissalWritesBackAtItsEnd() throws {
        var simulator = try Self.simulator()
        try simulator.setBinding("showDetail", to: .bool(true))
        simulator.runUntilIdle()
        #expect(simulator.bindingValue("showDetail") == .bool(true))
        let start = simulator.log.count
        try simulator.drag(.grabber, by: 600, duration: .milliseconds(150))
        simulator.runUntilIdle()
        let lines = Self.lines(simulator, from: start)
        let disappeared = try #require(lines.firstIndex(of: "detail.viewDidDisappear(animated: true)"))
        #expect(Array(lines[disappeared...].prefix(4)) == ["detail.viewDidDisappear(animated: true)", "detail.onDisappear",
                                                            "content.binding(showDetail: false)", "content.onDismiss"])
        #expect(simulator.bindingValue("showDetail") == .bool(false))
    }

    @Test func aFullScreenCoversPresenterDisappearsAndComesBack() throws {
        var simulator = try Self.simulator()
        try simulator.setBinding("selected", to: .item("7"))
        simulator.runUntilIdle()
        try simulator.setBinding("selected", to: .item(nil))
        simulator.runUntilIdle()
        let lines = Self.lines(simulator)
        let order = ["content.viewDidDisappear(animated: true)", "content.onDisappear", "content.onAppear", "content.viewDidAppear(animated: true)"]
        let positions = order.map { lines.lastIndex(of: $0) }
        #expect(positions.allSatisfy { $0 != nil } && positions.map { $0! } == positions.map { $0! }.sorted(), "\(lines)")
    }

    @Test func dismissCalledFromTheContentEndsItsPresentation() throws {
        var simulator = try Self.simulator()
        try simulator.setBinding("showDetail", to: .bool(true))
        simulator.runUntilIdle()
        try simulator.callDismiss(from: "detail")
        simulator.runUntilIdle()
        #expect(simulator.bindingValue("showDetail") == .bool(false))
        #expect(!simulator.isPresented("detail"))
        #expect(Self.lines(simulator).suffix(2) == ["detail.onDisappear", "content.onDismiss"])
    }
}
