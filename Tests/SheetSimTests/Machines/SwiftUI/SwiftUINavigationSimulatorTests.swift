import Foundation
import Testing
@testable import SheetSim

/// A SwiftUI NavigationStack and NavigationSplitView in the simulator: each navigation option and
/// OS fact changes what its rule says, and nothing else.
@Suite struct SwiftUINavigationSimulatorTests {
    static func stack(options: BehaviorOptions = .reference, os: OSProfile = .iOS17, customBinding: Bool = false) throws -> Simulator {
        var sim = Simulator(device: .iPhone15Pro, os: os, options: options)
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("app", modifiers: [.navigationStack(root: "home", path: "path", customBinding: customBinding)]))
        try sim.setRootViewController("app")
        sim.runUntilIdle()
        return sim
    }

    static func lines(_ sim: Simulator, from index: Int = 0) -> [String] {
        sim.log.dropFirst(index).map { LogText.line($0) }.map { String($0.split(separator: " ", maxSplits: 1)[1]) }
    }

    static func path(_ sim: Simulator) -> [String]? {
        guard case .path(let path)? = sim.bindingValue("path") else { return nil }
        return path
    }

    struct PopRow: Sendable, CustomTestStringConvertible {
        var writeBack: BehaviorOptions.SwiftUINavigationPathWriteBack
        var onDisappearOnCancel: Bool
        var distance: Double
        /// The binding writes after the swipe, in order, and whether the pushed view ran onDisappear.
        var writes: [String]
        var pushedViewOnDisappear: Bool
        var testDescription: String { "\(writeBack) \(onDisappearOnCancel) \(distance)pt" }
    }

    static let pops: [PopRow] = [
        // A completed swipe: one write, at the end (didShow) or the start (willShow).
        PopRow(writeBack: .didShow, onDisappearOnCancel: false, distance: 300, writes: ["app.binding(path: \"\")"], pushedViewOnDisappear: true),
        PopRow(writeBack: .willShow, onDisappearOnCancel: false, distance: 300, writes: ["app.binding(path: \"\")"], pushedViewOnDisappear: true),
        // A cancelled swipe: nothing at didShow; at willShow the path is written and written back.
        PopRow(writeBack: .didShow, onDisappearOnCancel: false, distance: 60, writes: [], pushedViewOnDisappear: false),
        PopRow(writeBack: .willShow, onDisappearOnCancel: false, distance: 60,
               writes: ["app.binding(path: \"\")", "app.binding(path: \"detail\")"], pushedViewOnDisappear: false),
        // The option runs onDisappear as the swipe starts, and onAppear again when it is cancelled.
        PopRow(writeBack: .didShow, onDisappearOnCancel: true, distance: 60, writes: [], pushedViewOnDisappear: true),
    ]

    @Test(arguments: pops) func theEdgeSwipeWritesThePathBackAsTheOptionsSay(_ row: PopRow) throws {
        var options = BehaviorOptions.reference
        options.swiftUINavigationPathWriteBack = row.writeBack
        options.swiftUIPushedViewOnDisappearOnCancelledPop = row.onDisappearOnCancel
        var sim = try Self.stack(options: options)
        try sim.setBinding("path", to: .path(["detail"]))
        sim.runUntilIdle()
        let start = sim.log.count
        try sim.swipeBack(by: row.distance, duration: .milliseconds(row.distance > 100 ? 200 : 600))
        sim.runUntilIdle()
        let after = Self.lines(sim, from: start)
        #expect(after.filter { $0.hasPrefix("app.binding") } == row.writes)
        #expect(after.contains("detail.onDisappear") == row.pushedViewOnDisappear)
        if row.onDisappearOnCancel, row.distance < 100 {
            #expect(after.firstIndex(of: "detail.onDisappear")! < after.firstIndex(of: "detail.onAppear")!)
        }
        #expect(Self.path(sim) == (row.distance > 100 ? [] : ["detail"]))
    }

    @Test(arguments: BehaviorOptions.SwiftUIDismissInStack.allCases) func dismissPopsEitherWay(_ order: BehaviorOptions.SwiftUIDismissInStack) throws {
        var options = BehaviorOptions.reference
        options.swiftUIDismissInStack = order
        var sim = try Self.stack(options: options)
        try sim.setBinding("path", to: .path(["list", "detail"]))
        sim.runUntilIdle()
        let start = sim.log.count
        try sim.callDismiss(from: "detail")
        sim.runUntilIdle()
        let after = Self.lines(sim, from: start)
        let write = try #require(after.firstIndex(of: "app.binding(path: \"list\")"))
        let pop = try #require(after.firstIndex(of: "detail.willMove(toParent: nil)"))
        #expect((write < pop) == (order == .writesPathFirst))
        #expect(Self.path(sim) == ["list"])
        #expect(sim.navigationMachine("app")?.viewControllers == ["home", "list"])
    }

    struct QuirkRow: Sendable, CustomTestStringConvertible {
        var os: OSProfile
        var replay: BehaviorOptions.SwiftUICustomBindingNavigationOnAppear
        var customBinding: Bool
        var glitch: Bool
        var testDescription: String { "iOS \(os.majorVersion) \(replay) custom:\(customBinding)" }
    }

    static let quirks: [QuirkRow] = [
        QuirkRow(os: .iOS18, replay: .replay, customBinding: true, glitch: true),
        QuirkRow(os: .iOS26, replay: .replay, customBinding: true, glitch: true),
        QuirkRow(os: .iOS17, replay: .replay, customBinding: true, glitch: false),
        QuirkRow(os: .iOS18, replay: .off, customBinding: true, glitch: false),
        QuirkRow(os: .iOS18, replay: .replay, customBinding: false, glitch: false),
    ]

    /// The iOS 18.4–26 glitch: pushing two at once runs the hidden one's onAppear, and going back
    /// to it runs none.
    @Test(arguments: quirks) func theCustomBindingGlitchOnlyWhereReplayed(_ row: QuirkRow) throws {
        var options = BehaviorOptions.reference
        options.swiftUICustomBindingNavigationOnAppear = row.replay
        var sim = try Self.stack(options: options, os: row.os, customBinding: row.customBinding)
        try sim.setBinding("path", to: .path(["list", "detail"]))
        sim.runUntilIdle()
        #expect(Self.lines(sim).contains("list.onAppear") == row.glitch)
        let start = sim.log.count
        try sim.setBinding("path", to: .path(["list"]))
        sim.runUntilIdle()
        // Back to list: its onAppear runs unless the glitch took it for on screen.
        #expect(Self.lines(sim, from: start).contains("list.onAppear") == !row.glitch)
    }

    struct DismissSplitRow: Sendable, CustomTestStringConvertible {
        var os: OSProfile
        var pops: Bool
        var testDescription: String { "iOS \(os.majorVersion)" }
    }

    static let splitDismissals: [DismissSplitRow] = [
        DismissSplitRow(os: .iOS17, pops: false), DismissSplitRow(os: .iOS18, pops: true), DismissSplitRow(os: .iOS26, pops: true),
    ]

    /// DismissAction (DOC): from iOS 18 dismiss pops a collapsed NavigationSplitView's stack.
    @Test(arguments: splitDismissals) func dismissInACollapsedSplitViewFromIOS18(_ row: DismissSplitRow) throws {
        var sim = Simulator(device: .iPhone15Pro, os: row.os)
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("mail", modifiers: [
            .navigationSplitView(sidebar: "folders", content: nil, detail: "note"), .preferredCompactColumn("compact"),
        ]))
        try sim.setBinding("compact", to: .compactColumn(.detail))
        try sim.setRootViewController("mail")
        sim.runUntilIdle()
        #expect(sim.navigationMachine("foldersNav")?.topViewController == "note")
        try sim.callDismiss(from: "note")
        sim.runUntilIdle()
        #expect((sim.navigationMachine("foldersNav")?.topViewController == "folders") == row.pops)
        guard case .compactColumn(let column)? = sim.bindingValue("compact") else { Issue.record("no binding"); return }
        #expect(column == (row.pops ? .sidebar : .detail))
        #expect(Self.lines(sim).contains { $0.hasPrefix("simulator.warning") } == !row.pops)
    }

    @Test(arguments: BehaviorOptions.SwiftUIColumnVisibilityWriteBack.allCases) func theVisibilityFollowsTheButtonUnlessNever(
        _ writeBack: BehaviorOptions.SwiftUIColumnVisibilityWriteBack
    ) throws {
        var options = BehaviorOptions.reference
        options.swiftUIColumnVisibilityWriteBack = writeBack
        var sim = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS18, options: options)
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("mail", modifiers: [
            .navigationSplitView(sidebar: "folders", content: nil, detail: "note"), .columnVisibility("visibility"),
        ]))
        try sim.setRootViewController("mail")
        sim.runUntilIdle()
        try sim.tapDisplayModeButton()
        sim.runUntilIdle()
        guard case .columnVisibility(let visibility)? = sim.bindingValue("visibility") else { Issue.record("no binding"); return }
        #expect(visibility == (writeBack == .atWillChange ? .detailOnly : .automatic))
        // The app's own write is not written back again.
        let start = sim.log.count
        try sim.setBinding("visibility", to: .columnVisibility(.all))
        sim.runUntilIdle()
        #expect(Self.lines(sim, from: start).filter { $0.hasPrefix("mail.binding") } == ["mail.binding(visibility: all)"])
    }

    /// A path of N views pushed at once and taken back costs in proportion to N.
    @Test func aLongPathCostsLinearly() throws {
        try SizeBound.expectLinear("pushing and popping a path", at: 300) { n in
            var sim = try Self.stack()
            let path = (0..<n).map { "view\($0)" }
            try sim.setBinding("path", to: .path(path))
            sim.runUntilIdle()
            try sim.setBinding("path", to: .path([]))
            sim.runUntilIdle()
        }
    }
}
