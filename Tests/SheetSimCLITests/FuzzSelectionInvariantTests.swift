import Testing
@testable import SheetSim
@testable import SheetSimCLI

/// The fuzzer's ``Invariant/swiftUISelectionMatchesRestingDetent``: it holds after a detent set
/// moved the sheet, and it fails when the sheet rests elsewhere than a selection it could rest on.
struct FuzzSelectionInvariantTests {
    static let setup = FuzzSwiftUISetup(views: [
        SwiftUIViewDeclaration("presenter", .sheet(isPresented: "b0", content: "c0")),
        SwiftUIViewDeclaration("c0", modifiers: [.presentationDetents([.medium, .large], selection: "c0Detent")]),
    ])

    static func presented() throws -> Simulator {
        var simulator = Simulator(device: .iPhone14Pro, os: .iOS26)
        for view in setup.views { try simulator.declareSwiftUIView(view) }
        try simulator.setRootViewController("presenter")
        try simulator.setBinding("b0", to: .bool(true))
        simulator.runUntilIdle()
        return simulator
    }

    @Test func holdsAfterASetMovedTheSheet() throws {
        var simulator = try Self.presented()
        try simulator.setPresentationDetents([.large], of: "c0")
        simulator.runUntilIdle()
        let checks = SwiftUISessionChecks(Self.setup)
        #expect(checks.selectionViolations(in: simulator, now: simulator.now).isEmpty)
    }

    @Test func failsWhenTheSheetRestsElsewhere() throws {
        var simulator = try Self.presented()
        // UIKit code moving the hosting sheet behind SwiftUI's back: the binding still says medium.
        try simulator.setSelectedDetentIdentifier(.large)
        simulator.runUntilIdle()
        let checks = SwiftUISessionChecks(Self.setup)
        let violations = checks.selectionViolations(in: simulator, now: simulator.now)
        #expect(violations.map(\.invariant) == [.swiftUISelectionMatchesRestingDetent])
    }
}
