import Testing
@testable import SheetSim

/// A running animation given a new target goes on from where the sheet is: no frame jumps by
/// the distance the target moved. (UIKit's animations are additive and never jump.)
@Suite struct RetargetedAnimationTests {
    /// The largest move of the sheet between two consecutive frames.
    static func largestStep(_ frames: FrameLog) -> Double {
        let tops = frames.map(\.topY)
        return zip(tops, tops.dropFirst()).map { abs($1 - $0) }.max() ?? 0
    }

    /// Each change made while the sheet presents: the detents, the selection, the keyboard.
    static let changes: [(String, @Sendable (inout Simulator) throws -> Void)] = [
        ("detents", { try $0.setDetents([.medium()]) }),
        ("selection", { try $0.setSelectedDetentIdentifier(.medium) }),
        ("keyboard", { try $0.showKeyboard(height: 336) }),
    ]

    @Test(arguments: changes.indices)
    func aChangeWhilePresentingMovesOnFromWhereTheSheetIs(_ index: Int) throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = true
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = .large
        try sim.present("sheet", configuration: configuration)
        sim.run(until: SimInstant.zero + .milliseconds(211))
        // Unchanged, no frame of this presentation moves more than some 60 pt.
        #expect(Self.largestStep(sim.frames) < 70)
        try Self.changes[index].1(&sim)
        sim.runUntilIdle()
        #expect(Self.largestStep(sim.frames) < 70, "\(Self.changes[index].0): a frame jumped")
        #expect(sim.state?.phase == .idle)
    }
}
