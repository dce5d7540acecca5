import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// The fuzzer and the re-presentation after dismiss-and-pop: its option stays out of every random
/// draw (no fuzz session pushes a SwiftUI view), and the binding invariants take a sheet a popped
/// view presented again for a deliberate presentation, not a broken binding.
struct FuzzRePresentAfterPopTests {
    static let option = "swiftUIRePresentAfterDismissAndPop"

    @Test func theOptionIsInNoRandomDraw() {
        #expect(!SessionGenerator.mainStreamOptions.contains { $0.name == Self.option })
        #expect(SessionGenerator.swiftUIOptionsOutsideSessionDraws.contains(Self.option))
        for seed in UInt64(0)..<300 {
            let session = SessionGenerator.session(seed: seed, length: 5...10, swiftUI: true)
            #expect(!session.options.contains { $0.name == Self.option }, "seed \(seed)")
        }
    }

    @Test func aSheetPresentedAgainAfterDismissAndPopKeepsTheInvariants() throws {
        var options = BehaviorOptions.reference
        options.swiftUIRePresentAfterDismissAndPop = .stateDriven
        var sim = Simulator(device: .iPhone15Pro, os: .iOS18, options: options)
        let detail = SwiftUIViewDeclaration("detail", modifiers: [
            .presentation(SwiftUIPresentationModifier(.sheet, binding: "showSheet", onDismiss: true, content: "sheet")),
        ])
        try sim.declareSwiftUIView(SwiftUIViewDeclaration("app", modifiers: [.navigationStack(root: "home", path: "path", customBinding: false)]))
        try sim.declareSwiftUIView(detail)
        try sim.setRootViewController("app")
        var checks = SwiftUISessionChecks(FuzzSwiftUISetup(views: [detail]))
        var violations: [InvariantViolation] = []
        var logged = 0
        func settle() {
            sim.runUntilIdle()
            violations += sim.log.dropFirst(logged).compactMap { checks.record($0) }
            logged = sim.log.count
            violations += checks.check(in: sim, now: sim.now, isIdle: sim.isIdle)
        }
        settle()
        try sim.setBinding("path", to: .path(["detail"]))
        settle()
        try sim.setBinding("showSheet", to: .bool(true))
        settle()
        try sim.setBinding("showSheet", to: .bool(false))
        try sim.setBinding("path", to: .path([]))
        settle()
        // At rest with its binding false: the invariant would fire but for the re-presentation.
        #expect(sim.isRePresentedAfterPop("sheet"))
        #expect(sim.bindingValue("showSheet") == .bool(false))
        #expect(violations.isEmpty, "\(violations)")
        var raw = SwiftUIInvariantChecker(allowance: SwiftUISessionChecks.allowance, modifiersWithOnDismiss: [])
        let unexempted = raw.check([SwiftUIPresentationObservation(modifier: "detail.showSheet", isSet: false, phase: sim.phase(of: "sheet"))],
                                   now: sim.now, isIdle: true)
        #expect(unexempted.map(\.invariant) == [.swiftUIPresentationAtRestHasBindingSet])
        // The user swipes it away: one onDismiss for the one completed dismissal.
        try sim.drag(.grabber, by: 600, velocity: 2000)
        settle()
        #expect(!sim.isOnScreen("sheet"))
        #expect(violations.isEmpty, "\(violations)")
    }
}
