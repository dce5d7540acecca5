import Testing
@testable import SheetSim

/// A controller can never end up inside itself, whatever route puts it in a container: every
/// walk down the tree (appearance forwarding, layout) would be endless, and the process crashed.
@Suite struct ContainmentCycleTests {
    /// An iPad app whose window root is `root`: `inner` (a double-column split) sits in `nav`,
    /// `nav` is the secondary column of `outer`, and `wrapper` — declared after launch — holds
    /// `held`. `window` is the app's window once running (oneThird collapses the split views).
    static func app(root: String, wrapper: ControllerDeclaration, window: AppWindow = .full) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro11, orientation: .landscapeLeft))
        try sim.declare("inner", .splitViewController(style: .doubleColumn, columns: [.primary: "a", .secondary: "b"]))
        try sim.declare("nav", .navigationController(root: "inner"))
        try sim.declare("outer", .splitViewController(style: .doubleColumn, columns: [.primary: "side", .secondary: "nav"]))
        try sim.setRootViewController(root)
        sim.runUntilIdle()
        try sim.declare("wrapper", wrapper)
        if window != .full {
            try sim.setWindow(window)
            sim.runUntilIdle()
        }
        return sim
    }

    struct Case: Sendable, CustomStringConvertible {
        let line: Int
        let root: String
        /// What the wrapper holds, and whether it is a navigation controller (else a tab bar controller).
        let held: String
        let navigation: Bool
        let window: AppWindow
        let action: @Sendable (inout Simulator) throws -> Void
        let cycle: String
        var description: String { "line \(line)" }
    }

    static let cases: [Case] = [
        // A navigation controller around the on-screen split view, made that split's column.
        Case(line: #line, root: "outer", held: "outer", navigation: true, window: .full,
             action: { try $0.setViewController("wrapper", for: .secondary, in: "outer") }, cycle: "outer"),
        Case(line: #line, root: "outer", held: "outer", navigation: true, window: .full,
             action: { try $0.setViewController("wrapper", for: .primary, in: "outer") }, cycle: "outer"),
        // A split view inside a split view, and showDetail / show of a controller holding the outer one.
        Case(line: #line, root: "outer", held: "outer", navigation: true, window: .full,
             action: { try $0.showDetailViewController("wrapper", in: "outer") }, cycle: "outer"),
        Case(line: #line, root: "outer", held: "outer", navigation: true, window: .full,
             action: { try $0.showDetailViewController("wrapper", in: "inner") }, cycle: "inner"),
        Case(line: #line, root: "outer", held: "outer", navigation: false, window: .full,
             action: { try $0.show("wrapper", in: "inner") }, cycle: "inner"),
        Case(line: #line, root: "outer", held: "outer", navigation: false, window: .full,
             action: { try $0.setViewController("wrapper", for: .secondary, in: "inner") }, cycle: "inner"),
        // Collapsed, showDetail pushes onto the primary's navigation controller instead.
        Case(line: #line, root: "outer", held: "outer", navigation: true, window: .oneThird,
             action: { try $0.showDetailViewController("wrapper", in: "outer") }, cycle: "outer"),
        Case(line: #line, root: "outer", held: "outer", navigation: false, window: .oneThird,
             action: { try $0.showDetailViewController("wrapper", in: "inner") }, cycle: "inner"),
    ]

    @Test(arguments: cases)
    func aControllerHoldingTheSplitViewCannotBecomeItsChild(_ c: Case) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let wrapper: ControllerDeclaration = c.navigation ? .navigationController(root: c.held) : .tabBarController(tabs: [c.held, "z"])
        var sim = try Self.app(root: c.root, wrapper: wrapper, window: c.window)
        let before = sim.tree.children(of: c.cycle)
        #expect(throws: SimulationError.controllerTree(.cycle(c.cycle)), sourceLocation: location) { try c.action(&sim) }
        // Nothing changed, and the app goes on: walks down the tree end.
        #expect(sim.tree.children(of: c.cycle) == before, sourceLocation: location)
        #expect(!sim.tree.subtreeContains(c.cycle, c.cycle), sourceLocation: location)
        sim.rotate(to: .portrait)
        #expect(sim.runUntilIdle() == nil, sourceLocation: location)
        #expect(sim.tree.visibleSubtree(of: sim.tree.root).count < 20, sourceLocation: location)
    }

    @Test func theCheckReadsTheWholeSubtree() throws {
        var tree = ControllerTree(root: "presenter")
        try tree.add("deep", ControllerNode(kind: .navigationController, slot: 0, containment: Containment(children: ["x"])))
        try tree.add("middle", ControllerNode(kind: .tabBarController, slot: 0, containment: Containment(children: ["deep"])))
        #expect(throws: ControllerTreeError.cycle("x")) { try tree.checkNoCycle(placing: "middle", under: "x") }
        #expect(throws: ControllerTreeError.cycle("deep")) { try tree.checkNoCycle(placing: "deep", under: "deep") }
        try tree.checkNoCycle(placing: "deep", under: "presenter")
    }
}
