import Testing
@testable import SheetSim

/// The re-presentation after dismiss-and-pop a state-driven app shows on iOS 18 and 26: which order
/// of steps triggers it, what each OS does with it, and that only the option's reading of it lists
/// the option among the run's assumptions.
@Suite struct SwiftUIRePresentAfterPopTests {
    /// How the app dismisses the sheet and pops its presenter.
    enum Steps: String, Sendable {
        /// The binding written false, then the path without the view, at the same instant.
        case dismissThenPop
        /// The path first, then the binding, at the same instant.
        case popThenDismiss
        /// The binding written false, and the path 200 ms later, while the dismissal still runs.
        case popDuringDismissal
        /// `dismiss()` from the sheet's content, then the path, at the same instant.
        case dismissFromContentThenPop
        /// The binding written false, and the path only once the dismissal is over: no overlap.
        case popAfterDismissal
        /// A swipe dismisses the sheet and the path follows once it is over: not the app's state.
        case swipeThenPop
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var line: Int
        var os: OSProfile
        var option: BehaviorOptions.SwiftUIRePresentAfterDismissAndPop
        var steps: Steps
        /// The sheet is on screen again at the end.
        var rePresented: Bool
        /// UIKit's not-in-the-window-hierarchy warning is logged.
        var hierarchyWarning: Bool
        /// The option is listed among the run's assumptions.
        var consulted: Bool
        var testDescription: String { "iOS \(os.majorVersion) \(option) \(steps.rawValue)" }
    }

    static let rows: [Row] = [
        Row(line: #line, os: .iOS18, option: .stateDriven, steps: .dismissThenPop, rePresented: true, hierarchyWarning: false, consulted: true),
        Row(line: #line, os: .iOS26, option: .stateDriven, steps: .dismissThenPop, rePresented: true, hierarchyWarning: false, consulted: true),
        Row(line: #line, os: .iOS18, option: .stateDriven, steps: .popThenDismiss, rePresented: true, hierarchyWarning: false, consulted: true),
        Row(line: #line, os: .iOS18, option: .stateDriven, steps: .popDuringDismissal, rePresented: true, hierarchyWarning: false, consulted: true),
        Row(line: #line, os: .iOS18, option: .stateDriven, steps: .dismissFromContentThenPop, rePresented: true, hierarchyWarning: false, consulted: true),
        Row(line: #line, os: .iOS17, option: .stateDriven, steps: .dismissThenPop, rePresented: false, hierarchyWarning: true, consulted: true),
        Row(line: #line, os: .iOS18, option: .off, steps: .dismissThenPop, rePresented: false, hierarchyWarning: false, consulted: true),
        Row(line: #line, os: .iOS17, option: .off, steps: .dismissThenPop, rePresented: false, hierarchyWarning: false, consulted: true),
        // No overlap, or a dismissal the app's state did not make: the rule is never consulted.
        Row(line: #line, os: .iOS18, option: .stateDriven, steps: .popAfterDismissal, rePresented: false, hierarchyWarning: false, consulted: false),
        Row(line: #line, os: .iOS18, option: .stateDriven, steps: .swipeThenPop, rePresented: false, hierarchyWarning: false, consulted: false),
    ]

    static func simulator(os: OSProfile, option: BehaviorOptions.SwiftUIRePresentAfterDismissAndPop) throws -> Simulator {
        var options = BehaviorOptions.reference
        options.swiftUIRePresentAfterDismissAndPop = option
        var sim = Simulator(device: .iPhone15Pro, os: os, options: options)
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("app", modifiers: [.navigationStack(root: "home", path: "path", customBinding: false)]))
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("detail", modifiers: [
            .presentation(SwiftUIPresentationModifier(.sheet, binding: "showSheet", onDismiss: true, content: "sheet")),
        ]))
        try sim.setRootViewController("app")
        sim.runUntilIdle()
        try sim.setBinding("path", to: .path(["detail"]))
        sim.runUntilIdle()
        try sim.setBinding("showSheet", to: .bool(true))
        sim.runUntilIdle()
        return sim
    }

    static func run(_ steps: Steps, in sim: inout Simulator) throws {
        switch steps {
        case .dismissThenPop:
            try sim.setBinding("showSheet", to: .bool(false))
            try sim.setBinding("path", to: .path([]))
        case .popThenDismiss:
            try sim.setBinding("path", to: .path([]))
            try sim.setBinding("showSheet", to: .bool(false))
        case .popDuringDismissal:
            try sim.setBinding("showSheet", to: .bool(false))
            sim.run(until: sim.now + .milliseconds(200))
            try sim.setBinding("path", to: .path([]))
        case .dismissFromContentThenPop:
            try sim.callDismiss(from: "sheet")
            try sim.setBinding("path", to: .path([]))
        case .popAfterDismissal:
            try sim.setBinding("showSheet", to: .bool(false))
            sim.runUntilIdle()
            try sim.setBinding("path", to: .path([]))
        case .swipeThenPop:
            try sim.drag(.grabber, by: 600, velocity: 2000)
            sim.runUntilIdle()
            try sim.setBinding("path", to: .path([]))
        }
        sim.runUntilIdle()
    }

    @Test(arguments: rows) func theSheetComesBackOnlyWhereTheOptionAndTheReleaseSaySo(_ row: Row) throws {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        var sim = try Self.simulator(os: row.os, option: row.option)
        sim.forgetConsultedAssumptions()
        let start = sim.log.count
        try Self.run(row.steps, in: &sim)
        let after = sim.log.dropFirst(start)
        #expect(sim.isOnScreen("sheet") == row.rePresented, sourceLocation: location)
        #expect(sim.isRePresentedAfterPop("sheet") == row.rePresented, sourceLocation: location)
        #expect(sim.navigationMachine("app")?.viewControllers == ["home"], sourceLocation: location)
        #expect(sim.bindingValue("showSheet") == .bool(false), sourceLocation: location)
        let warnings = after.compactMap { entry -> String? in
            if case .warning(let text) = entry.callback { return text }
            return nil
        }
        #expect(warnings.contains { $0.contains("whose view is not in the window hierarchy") } == row.hierarchyWarning, sourceLocation: location)
        // The re-presentation runs through the sheet machine: UIKit's callbacks, SwiftUI's onAppear.
        let appearances = after.filter { $0.receiver == .viewController("sheet") }.map(\.callback)
        #expect(appearances.contains(.viewDidAppear(animated: true)) == row.rePresented, sourceLocation: location)
        #expect(appearances.contains(.onAppear) == row.rePresented, sourceLocation: location)
        let consulted = sim.consultedAssumptions.contains { $0.name == "swiftUIRePresentAfterDismissAndPop" }
        #expect(consulted == row.consulted, sourceLocation: location)
    }

    /// Re-presented, the sheet answers the user as any sheet: a swipe dismisses it, `onDismiss`
    /// runs, and the binding, already false, is not written again.
    @Test func theReturnedSheetIsDismissedByASwipeAndRunsOnDismiss() throws {
        var sim = try Self.simulator(os: .iOS18, option: .stateDriven)
        try Self.run(.dismissThenPop, in: &sim)
        #expect(sim.presentations.last?.name == "sheet")
        let start = sim.log.count
        try sim.drag(.grabber, by: 600, velocity: 2000)
        sim.runUntilIdle()
        let after = sim.log.dropFirst(start)
        #expect(!sim.isOnScreen("sheet"))
        #expect(!sim.isRePresentedAfterPop("sheet"))
        #expect(after.contains { $0.receiver == .viewController("detail") && $0.callback == .onDismiss })
        #expect(!after.contains { if case .binding = $0.callback { return true } else { return false } })
    }

    /// The app writing the binding false dismisses the returned sheet, as the view asked for it.
    @Test func writingTheBindingFalseDismissesTheReturnedSheet() throws {
        var sim = try Self.simulator(os: .iOS26, option: .stateDriven)
        try Self.run(.dismissThenPop, in: &sim)
        try sim.setBinding("showSheet", to: .bool(false))
        sim.runUntilIdle()
        #expect(!sim.isOnScreen("sheet"))
        #expect(sim.swiftUIView("detail")?.state == .idle)
    }

    /// Following pushes, pops and dismissals costs the same at every one: n rounds of push,
    /// present, dismiss-and-pop, the sheet's return and its swipe take linear time.
    @Test func followingDismissAndPopIsLinearInTheRounds() throws {
        try SizeBound.expectLinear("re-presenting after dismiss-and-pop", at: 4) { rounds in
            var sim = try Self.simulator(os: .iOS18, option: .stateDriven)
            for _ in 0..<rounds {
                try Self.run(.dismissThenPop, in: &sim)
                try sim.drag(.grabber, by: 600, velocity: 2000)
                sim.runUntilIdle()
                try sim.setBinding("path", to: .path(["detail"]))
                sim.runUntilIdle()
                try sim.setBinding("showSheet", to: .bool(true))
                sim.runUntilIdle()
            }
            #expect(sim.isOnScreen("sheet"))
        }
    }

    // MARK: The view's machine

    static let presentation = SwiftUIActivePresentation(modifier: 0, content: "sheet", value: .bool(true))

    static func machine() -> SwiftUIViewMachine {
        SwiftUIViewMachine(SwiftUIViewDeclaration("detail", modifiers: [
            .presentation(SwiftUIPresentationModifier(.sheet, binding: "showSheet", onDismiss: true, content: "sheet")),
        ]))
    }

    @Test func anIdleViewAsksToPresentAgainAndKeepsItsBinding() {
        var machine = Self.machine()
        let actions = machine.handle(.rePresentAfterPop(Self.presentation))
        guard case .request(.present(let modifier))? = actions.first else {
            Issue.record("expected a present request, got \(actions)")
            return
        }
        #expect(actions.count == 1)
        #expect(modifier.content == "sheet")
        #expect(machine.state == .presenting(Self.presentation))
        #expect(machine.bindings["showSheet"] == .bool(false))
    }

    @Test func aViewAlreadyPresentingAsksForNothing() {
        var machine = Self.machine()
        _ = machine.handle(.bindingSet("showSheet", .bool(true)))
        let before = machine.state
        #expect(machine.handle(.rePresentAfterPop(Self.presentation)).isEmpty)
        #expect(machine.state == before)
    }

    /// The OS profiles: iOS 18 and later re-present, iOS 17 and earlier do not.
    @Test func theReleaseFact() {
        #expect(!OSProfile.iOS16.rePresentsAfterDismissAndPop)
        #expect(!OSProfile.iOS17.rePresentsAfterDismissAndPop)
        #expect(OSProfile.iOS18.rePresentsAfterDismissAndPop)
        #expect(OSProfile.iOS26.rePresentsAfterDismissAndPop)
        #expect(OSProfile.facts.contains { $0.name == "rePresentAfterDismissAndPop" })
    }
}
