import Testing
@testable import SheetSim

/// What `viewWillTransition(to:with:)` tells each controller (container rules, "Sizes in a
/// transition"): its own view's new size, as a container's
/// `size(forChildContentContainer:withParentContainerSize:)` gives it, not the window's.
@Suite struct TransitionSizeTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var configure: @Sendable (inout SplitViewConfiguration) -> Void = { _ in }
        var options: @Sendable (inout BehaviorOptions) -> Void = { _ in }
        /// Rotate to portrait, or resize the window.
        var window: AppWindow? = nil
        var expected: [String]
        var line: Int
        var description: String { name }
    }

    /// iPad Pro 12.9 in landscape (1366 × 1024), a double-column controller, rotated to portrait
    /// (1024 × 1366) or resized.
    static let cases: [Case] = [
        Case(name: "tiled columns hear their column widths", configure: {
            $0.preferredSplitBehavior = .tile
            $0.preferredDisplayMode = .oneBesideSecondary
        }, expected: ["split 1024 x 1366", "sidebarNav 320 x 1366", "sidebar 320 x 1366",
                      "detailNav 704 x 1366", "detail 704 x 1366"], line: #line),
        Case(name: "a sidebar the new mode hides hears its column width", expected: [
            "split 1024 x 1366", "sidebarNav 320 x 1366", "sidebar 320 x 1366", "detailNav 1024 x 1366", "detail 1024 x 1366",
        ], line: #line),
        Case(name: "an overlaid secondary hears the whole width", configure: { $0.preferredDisplayMode = .oneOverSecondary }, expected: [
            "split 1024 x 1366", "sidebarNav 320 x 1366", "sidebar 320 x 1366", "detailNav 1024 x 1366", "detail 1024 x 1366",
        ], line: #line),
        Case(name: "the radar's reading: the secondary hears the width beside the overlay",
             configure: { $0.preferredDisplayMode = .oneOverSecondary },
             options: { $0.splitViewChildTransitionSize = .tiledColumnWidth }, expected: [
            "split 1024 x 1366", "sidebarNav 320 x 1366", "sidebar 320 x 1366", "detailNav 704 x 1366", "detail 704 x 1366",
        ], line: #line),
        Case(name: "collapsing, every column hears the whole window", window: .oneThird, expected: [
            "split 375 x 1024", "sidebarNav 375 x 1024", "sidebar 375 x 1024", "detailNav 375 x 1024", "detail 375 x 1024",
        ], line: #line),
    ]

    @Test(arguments: cases)
    func eachColumnHearsItsOwnSize(_ row: Case) throws {
        var configuration = SplitViewConfiguration()
        row.configure(&configuration)
        var options = BehaviorOptions.reference
        row.options(&options)
        var sim = try SplitViewSimulationTests.launched(device: .iPadPro12_9, options: options, configuration: configuration)
        let mark = sim.log.count
        if let window = row.window { try sim.setWindow(window) } else { sim.rotate(to: .portrait) }
        #expect(Self.transitionSizes(sim, from: mark) == row.expected, sourceLocation: rowLocation(row.line))
    }

    @Test func navigationAndTabBarChildrenHearTheContainersSize() throws {
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft), os: .iOS17)
        try sim.declare("nav", .navigationController(root: "inbox"))
        try sim.declare("tabs", .tabBarController(tabs: ["nav", "settings"]))
        try sim.setRootViewController("tabs")
        sim.runUntilIdle()
        let mark = sim.log.count
        sim.rotate(to: .portrait)
        #expect(Self.transitionSizes(sim, from: mark) == ["tabs 1024 x 1366", "nav 1024 x 1366", "inbox 1024 x 1366"])
    }

    /// `name width x height` of each `viewWillTransition(to:with:)` from entry `mark` on.
    static func transitionSizes(_ sim: Simulator, from mark: Int) -> [String] {
        sim.untimed(from: mark).compactMap { line in
            guard let range = line.range(of: ".viewWillTransition(to: ") else { return nil }
            return String(line[..<range.lowerBound]) + " " + line[range.upperBound...].dropLast()
        }
    }
}
