import Testing
@testable import SheetSim

/// A `presentationDetents` set that changes at run time: the view's machine, the sheet machine's
/// forced move, and the two through the simulator.
@Suite struct SwiftUIDetentSetTests {
    typealias Action = MachineAction<SwiftUIRequest>
    typealias PD = SwiftUIPresentation.PresentationDetent

    static func detail(_ options: BehaviorOptions = .reference, selection: String? = "size") -> SwiftUIViewMachine {
        SwiftUIViewMachine(SwiftUIViewDeclaration("detail", modifiers: [.presentationDetents([.medium, .large], selection: selection), .task]),
                           options: options)
    }

    // MARK: The view's machine

    struct SetRow: Sendable {
        var line: Int
        var detents: [PD]
        var actions: [Action]
        var after: [PD]
    }

    static let setRows: [SetRow] = [
        SetRow(line: #line, detents: [.medium], actions: [.request(.updatePresentationDetents(from: [.medium, .large], to: [.medium]))], after: [.medium]),
        SetRow(line: #line, detents: [.medium, .height(200)],
               actions: [.request(.updatePresentationDetents(from: [.medium, .large], to: [.medium, .height(200)]))], after: [.medium, .height(200)]),
        // A Set in SwiftUI: the same detents in another order, or repeated, are the same set.
        SetRow(line: #line, detents: [.large, .medium], actions: [], after: [.medium, .large]),
        SetRow(line: #line, detents: [.large, .medium, .large], actions: [], after: [.medium, .large]),
    ]

    @Test(arguments: setRows)
    func aNewSetIsDeclaredAndAskedOfTheSheet(_ row: SetRow) {
        var view = Self.detail()
        #expect(view.handle(.presentationDetentsSet(row.detents)) == row.actions, "line \(row.line)")
        #expect(view.presentationDetents == row.after, "line \(row.line)")
        #expect(view.bindings["size"] == .detent(.medium), "line \(row.line): the set alone writes no binding")
    }

    @Test func aViewWithoutTheModifierIgnoresASet() {
        var view = SwiftUIViewMachine(SwiftUIViewDeclaration("other", modifiers: [.task]))
        #expect(view.handle(.presentationDetentsSet([.medium])).isEmpty)
        #expect(view.presentationDetents == nil)
    }

    struct ForcedRow: Sendable {
        var line: Int
        var write: BehaviorOptions.SwiftUIForcedDetentSelectionWrite
        var selection: String?
        var to: DetentIdentifier
        var actions: [Action]
    }

    static let forcedRows: [ForcedRow] = [
        ForcedRow(line: #line, write: .atChange, selection: "size", to: .large,
                  actions: [.callback(.viewController("detail"), .binding("size", .detent(.large)))]),
        ForcedRow(line: #line, write: .never, selection: "size", to: .large, actions: []),
        // The binding already holds it: nothing to write.
        ForcedRow(line: #line, write: .atChange, selection: "size", to: .medium, actions: []),
        // No selection binding: nothing to write.
        ForcedRow(line: #line, write: .atChange, selection: nil, to: .large, actions: []),
    ]

    @Test(arguments: forcedRows)
    func aForcedMoveWritesTheSelectionByTheOption(_ row: ForcedRow) {
        var options = BehaviorOptions.reference
        options.swiftUIForcedDetentSelectionWrite = row.write
        var view = Self.detail(options, selection: row.selection)
        #expect(view.handle(.hostingSheetForcedToDetent(row.to)) == row.actions, "line \(row.line)")
        if let selection = row.selection {
            #expect(view.bindings[selection] == .detent(row.write == .atChange ? row.to : .medium), "line \(row.line)")
        }
    }

    // MARK: The sheet machine

    static func restingSheet(at detent: DetentIdentifier, options: BehaviorOptions = .reference) -> SheetMachine {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = detent
        var sheet = SheetMachine(name: "detail", configuration: configuration, environment: ScreenEnvironment(device: .iPhone14Pro),
                                 options: options, os: .iOS26)
        _ = sheet.handle(.present(animated: false), at: .zero)
        _ = sheet.handle(.animationCompleted(token: 1), at: .zero)
        return sheet
    }

    struct SheetRow: Sendable {
        var line: Int
        var restingAt: DetentIdentifier
        var detents: [Detent]
        var animated: Bool
        var phase: SheetPhase
        var restsAt: DetentIdentifier
    }

    static let sheetRows: [SheetRow] = [
        // The shown detent dropped: a jump (OBS, FB19252983), or a spring under the option.
        SheetRow(line: #line, restingAt: .large, detents: [.medium()], animated: false, phase: .idle, restsAt: .medium),
        SheetRow(line: #line, restingAt: .large, detents: [.medium()], animated: true, phase: .settling, restsAt: .medium),
        SheetRow(line: #line, restingAt: .medium, detents: [.large()], animated: false, phase: .idle, restsAt: .large),
        // The shown detent kept: nothing moves, whatever the option.
        SheetRow(line: #line, restingAt: .medium, detents: [.medium()], animated: true, phase: .idle, restsAt: .medium),
        SheetRow(line: #line, restingAt: .large, detents: [.custom(identifier: DetentIdentifier("height(200)"), height: 200), .large()],
                 animated: true, phase: .idle, restsAt: .large),
    ]

    @Test(arguments: sheetRows)
    func aNewSetMovesTheSheetOnlyWhenItDropsTheShownDetent(_ row: SheetRow) {
        var options = BehaviorOptions.reference
        options.swiftUIForcedDetentChangeAnimated = row.animated
        var sheet = Self.restingSheet(at: row.restingAt, options: options)
        let before = sheet.offset
        var configuration = sheet.configuration
        configuration.detents = row.detents
        let actions = sheet.handle(.presentationDetentsChanged(configuration), at: .zero + .seconds(1))
        #expect(sheet.phase == row.phase, "line \(row.line)")
        #expect(sheet.restingDetent?.identifier == row.restsAt, "line \(row.line)")
        // Code changed it: never a delegate call (quirk 5).
        #expect(!actions.contains { if case .callback(let receiver, _) = $0 { return receiver == .delegate(of: "detail") }; return false },
                "line \(row.line)")
        if row.restsAt == row.restingAt { #expect(sheet.offset == before, "line \(row.line)") }
    }

    // MARK: Through the simulator

    static func presented(options: BehaviorOptions = .reference, os: OSProfile = .iOS26) throws -> Simulator {
        var simulator = Simulator(device: .iPhone14Pro, os: os, options: options)
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("map", .sheet(isPresented: "showPanel", content: "panel")))
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("panel", modifiers: [.presentationDetents([.medium, .large], selection: "size")]))
        try simulator.setRootViewController("map")
        try simulator.setBinding("showPanel", to: .bool(true))
        simulator.runUntilIdle()
        try simulator.setBinding("size", to: .detent(.large))
        simulator.runUntilIdle()
        return simulator
    }

    @Test func aSetThatDropsTheShownDetentJumpsAndWritesTheSelection() throws {
        var simulator = try Self.presented()
        let start = simulator.log.entries.count
        try simulator.setPresentationDetents([.medium], of: "panel")
        #expect(simulator.phase(of: "panel") == .idle)
        #expect(simulator.state(of: "panel")?.restingDetentIdentifier == .medium)
        #expect(simulator.bindingValue("size") == .detent(.medium))
        #expect(simulator.activeDetentIdentifiers(of: "panel") == [.medium])
        let written = simulator.log.entries.dropFirst(start).filter { if case .binding = $0.callback { return true }; return false }
        #expect(written.map(\.time) == [simulator.now])
        #expect(!simulator.log.entries.contains { $0.receiver == .delegate(of: "panel") && $0.callback.callbackName == .sheetPresentationControllerDidChangeSelectedDetentIdentifier })
        let consulted = Set(simulator.consultedAssumptions.map(\.name))
        #expect(consulted.isSuperset(of: ["swiftUIForcedDetentChangeAnimated", "swiftUIForcedDetentSelectionWrite"]))
    }

    /// The written binding is the sheet's selection from then on: a later set that brings the old
    /// detent back leaves the sheet where the binding says (found by the fuzzer's selection invariant).
    @Test func aDroppedDetentComingBackDoesNotPullTheSheetBack() throws {
        var simulator = try Self.presented()
        try simulator.setBinding("size", to: .detent(.medium))
        simulator.runUntilIdle()
        try simulator.setPresentationDetents([.large], of: "panel")
        #expect(simulator.bindingValue("size") == .detent(.large))
        try simulator.setPresentationDetents([.medium, .large], of: "panel")
        simulator.runUntilIdle()
        #expect(simulator.state(of: "panel")?.restingDetentIdentifier == .large)
        #expect(simulator.state(of: "panel")?.selectedDetentIdentifier == .large)
        #expect(simulator.bindingValue("size") == .detent(.large))
    }

    @Test func aSetThatKeepsTheShownDetentConsultsNeitherOption() throws {
        var simulator = try Self.presented()
        try simulator.setPresentationDetents([.large, .height(200)], of: "panel")
        #expect(simulator.phase(of: "panel") == .idle)
        #expect(simulator.bindingValue("size") == .detent(.large))
        let consulted = Set(simulator.consultedAssumptions.map(\.name))
        #expect(!consulted.contains("swiftUIForcedDetentChangeAnimated"))
        #expect(!consulted.contains("swiftUIForcedDetentSelectionWrite"))
    }

    @Test func underTheOptionsTheJumpAnimatesAndTheBindingKeepsItsDetent() throws {
        var options = BehaviorOptions.reference
        options.swiftUIForcedDetentChangeAnimated = true
        options.swiftUIForcedDetentSelectionWrite = .never
        var simulator = try Self.presented(options: options)
        try simulator.setPresentationDetents([.medium], of: "panel")
        #expect(simulator.phase(of: "panel") == .settling)
        simulator.runUntilIdle()
        #expect(simulator.state(of: "panel")?.restingDetentIdentifier == .medium)
        #expect(simulator.bindingValue("size") == .detent(.large))
    }

    @Test func aSetChangedWhileNotPresentedWaitsForTheNextPresentation() throws {
        var simulator = Simulator(device: .iPhone14Pro, os: .iOS18)
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("map", .sheet(isPresented: "showPanel", content: "panel")))
        try simulator.declareSwiftUIView(SwiftUIViewDeclaration("panel", modifiers: [.presentationDetents([.medium, .large], selection: "size")]))
        try simulator.setRootViewController("map")
        simulator.runUntilIdle()
        try simulator.setPresentationDetents([.large], of: "panel")
        // The selection holds medium, no longer one of the detents: SwiftUI requires one; a warning says so.
        #expect(simulator.log.entries.contains { if case .warning(let text) = $0.callback { return text.contains("the selection 'size' holds medium") }; return false })
        try simulator.setBinding("showPanel", to: .bool(true))
        simulator.runUntilIdle()
        #expect(simulator.activeDetentIdentifiers(of: "panel") == [.large])
        #expect(simulator.state(of: "panel")?.restingDetentIdentifier == .large)
    }

    @Test func badSetsAreRefused() throws {
        var simulator = try Self.presented()
        #expect(throws: SimulationError.self) { try simulator.setPresentationDetents([.medium], of: "nobody") }
        #expect(throws: SimulationError.self) { try simulator.setPresentationDetents([.medium], of: "map") }
        #expect(throws: SimulationError.self) { try simulator.setPresentationDetents([], of: "panel") }
        #expect(simulator.bindingValue("size") == .detent(.large))
    }

    /// Cost grows with the number of set changes only: N changes and 8N do work in proportion.
    @Test func setChangesCostLinearWork() throws {
        func events(_ changes: Int) throws -> Int {
            var simulator = try Self.presented()
            let start = simulator.log.entries.count
            for index in 0..<changes {
                try simulator.setPresentationDetents(index % 2 == 0 ? [.medium] : [.medium, .large], of: "panel")
                try simulator.setBinding("size", to: .detent(index % 2 == 0 ? .medium : .large))
                simulator.runUntilIdle()
            }
            return simulator.log.entries.count - start
        }
        let small = try events(20)
        let large = try events(160)
        #expect(small > 0)
        #expect(Double(large) / Double(small) < 8 * 3)
    }
}
