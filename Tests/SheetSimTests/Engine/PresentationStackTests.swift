import Testing
@testable import SheetSim

/// The presentation stack's order over the kinds' tables: which layer each sheet row is, as layers
/// of any kind come and go, and the engine keeping it in step with the sheets' table.
@Suite struct PresentationStackTests {
    /// A kind of presentation that is not a sheet, for the mapping only: its type is a layer's
    /// kind, and nothing ever makes or sends events to one, so it has no table in the store.
    struct OtherPresentation: PresentationMachine {
        enum Event: Sendable { case dismiss, completed }
        static var kindName: String { "OtherPresentationController" }
        static var noun: String { "other presentation" }
        static var table: KeyPath<MachineStore, MachineTable<Self>> { preconditionFailure("a test kind has no table") }
        static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<Self>) -> R) -> R {
            preconditionFailure("a test kind has no table")
        }
        static var role: MachineRole { .presentation }
        static func animationCompleted(token: Int) -> Event { .completed }
        static func dismissInCode(animated: Bool) -> Event { .dismiss }
        static func childChanged(presentsChild: Bool) -> Event? { nil }
        var name: String
        var presenterName: String
        var isInTransition: Bool { false }
        mutating func handle(_ event: Event, at now: SimInstant, in context: Void) -> [MachineAction<Never>] { [] }
    }

    static func sheet(_ name: String) -> PresentationLayer { PresentationLayer(name: name, kind: SheetMachine.self) }
    static func other(_ name: String) -> PresentationLayer { PresentationLayer(name: name, kind: OtherPresentation.self) }

    /// The mapping worked out from the layers alone, to compare the kept one with.
    static func expectMapping(_ stack: PresentationStack, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let sheetLayers = stack.layers.indices.filter { stack.layers[$0].isSheet }
        #expect(stack.nonSheetCount == stack.count - sheetLayers.count, comment, sourceLocation: sourceLocation)
        #expect(stack.sheetNames == sheetLayers.map { stack.layers[$0].name }, comment, sourceLocation: sourceLocation)
        for (row, layer) in sheetLayers.enumerated() {
            #expect(stack.layer(ofSheetRow: row) == layer, comment, sourceLocation: sourceLocation)
            #expect(stack.sheetRow(atLayer: layer) == row, comment, sourceLocation: sourceLocation)
            #expect(stack.sheetRow(ofSheetLayer: layer) == row, comment, sourceLocation: sourceLocation)
            #expect(stack.isSheet(atLayer: layer), comment, sourceLocation: sourceLocation)
        }
        for layer in stack.layers.indices where !stack.layers[layer].isSheet {
            #expect(stack.sheetRow(atLayer: layer) == nil, comment, sourceLocation: sourceLocation)
            #expect(!stack.isSheet(atLayer: layer), comment, sourceLocation: sourceLocation)
        }
        for layer in stack.layers.indices { #expect(stack.layer(named: stack.layers[layer].name) == layer, comment, sourceLocation: sourceLocation) }
    }

    @Test func whileEveryLayerIsASheetALayerIsItsSheetsRow() {
        var stack = PresentationStack()
        for index in 0..<5 { #expect(stack.append(Self.sheet("s\(index)")) == index) }
        #expect(stack.nonSheetCount == 0)
        for index in 0..<5 {
            #expect(stack.sheetRow(atLayer: index) == index)
            #expect(stack.layer(ofSheetRow: index) == index)
        }
        stack.remove(at: 1)
        stack.insert(Self.sheet("t"), at: 0)
        #expect(stack.layers.map(\.name) == ["t", "s0", "s2", "s3", "s4"])
        #expect(stack.nonSheetCount == 0)
        Self.expectMapping(stack)
    }

    @Test func aLayerOfAnotherKindShiftsTheSheetsAboveIt() {
        var stack = PresentationStack()
        stack.append(Self.sheet("a"))
        stack.append(Self.other("popover"))
        stack.append(Self.sheet("b"))
        #expect(stack.nonSheetCount == 1)
        #expect(stack.sheetRow(atLayer: 0) == 0)
        #expect(stack.sheetRow(atLayer: 1) == nil)
        #expect(stack.sheetRow(atLayer: 2) == 1)
        #expect(stack.layer(ofSheetRow: 1) == 2)
        #expect(stack.sheetNames == ["a", "b"])
        Self.expectMapping(stack)
    }

    @Test func insertingAndRemovingKeepTheMapping() {
        var stack = PresentationStack()
        stack.append(Self.sheet("a"))
        stack.append(Self.sheet("b"))
        stack.insert(Self.other("x"), at: 0)        // x a b
        Self.expectMapping(stack, "other kind at the bottom")
        #expect(stack.layer(ofSheetRow: 0) == 1)
        stack.insert(Self.sheet("c"), at: 2)        // x a c b
        Self.expectMapping(stack, "sheet between sheets")
        #expect(stack.sheetNames == ["a", "c", "b"])
        stack.insert(Self.other("y"), at: 4)        // x a c b y
        Self.expectMapping(stack, "other kind at the front")
        stack.remove(at: 1)                         // x c b y
        Self.expectMapping(stack, "a sheet between two other kinds removed")
        #expect(stack.layer(ofSheetRow: 0) == 1)
        stack.remove(at: 0)                         // c b y
        Self.expectMapping(stack, "other kind at the bottom removed")
        #expect(stack.layer(ofSheetRow: 1) == 1)
        stack.remove(at: 2)                         // c b: every layer a sheet again
        #expect(stack.nonSheetCount == 0)
        Self.expectMapping(stack, "back to sheets only")
    }

    @Test func aLayerChangingKindKeepsItsPlace() {
        var stack = PresentationStack()
        for name in ["a", "b", "c"] { stack.append(Self.sheet(name)) }
        stack.setKind(OtherPresentation.self, ofLayer: 1)       // a (b) c
        #expect(stack.layers.map(\.name) == ["a", "b", "c"])
        #expect(stack.sheetNames == ["a", "c"])
        #expect(stack.sheetRow(atLayer: 1) == nil)
        #expect(stack.layer(ofSheetRow: 1) == 2)
        Self.expectMapping(stack, "a sheet became another kind")
        stack.setKind(OtherPresentation.self, ofLayer: 2)       // a (b) (c)
        Self.expectMapping(stack, "a second one")
        stack.setKind(OtherPresentation.self, ofLayer: 2)       // the same kind again: nothing changes
        Self.expectMapping(stack, "no change of kind")
        stack.setKind(SheetMachine.self, ofLayer: 1)            // a b (c)
        Self.expectMapping(stack, "back to a sheet")
        stack.setKind(SheetMachine.self, ofLayer: 2)            // a b c
        #expect(stack.nonSheetCount == 0)
        Self.expectMapping(stack, "every layer a sheet again")
    }

    /// Many random appends, inserts, removals and kind changes, each checked against the mapping
    /// worked out from the layers.
    @Test func randomEditsKeepTheMapping() {
        var stack = PresentationStack()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var made = 0
        for step in 0..<600 {
            made += 1
            let layer = next(3) == 0 ? Self.other("o\(made)") : Self.sheet("s\(made)")
            switch next(5) {
            case 0, 1: stack.append(layer)
            case 2: stack.insert(layer, at: next(stack.count + 1))
            case 3 where !stack.isEmpty: stack.remove(at: next(stack.count))
            case 4 where !stack.isEmpty:
                stack.setKind(next(2) == 0 ? OtherPresentation.self : SheetMachine.self, ofLayer: next(stack.count))
            default: stack.append(layer)
            }
            Self.expectMapping(stack, "step \(step)")
        }
    }

    // MARK: Cost

    /// `n` sheets; a layer of another kind shown over them and dismissed, `n` times; `n` more
    /// layers, every third of another kind, each looked up; then every layer dismissed from the top.
    static func workload(_ n: Int) -> Int {
        var stack = PresentationStack()
        var found = 0
        for _ in 0..<n { stack.append(sheet("s")) }
        for _ in 0..<n {
            stack.append(other("o"))
            found += stack.sheetRow(atLayer: n - 1) ?? 0
            stack.remove(at: n)
        }
        for index in 0..<n { stack.append(index % 3 == 0 ? other("o") : sheet("s")) }
        for layer in stack.layers.indices { found += stack.sheetRow(atLayer: layer) ?? 0 }
        while !stack.isEmpty { stack.remove(at: stack.count - 1) }
        return found
    }

    /// The stack's changes cost what they change, not the stack's depth: at n and 8n the larger
    /// may take at most 3 × 8 times as long (a cost of the depth at each change takes 64 times).
    @Test func aLayerShownOftenOverADeepStackCostsLinearTime() {
        var sums: [Int] = []
        SizeBound.expectLinear("a layer shown often over a deep stack", at: 2_000) { sums.append(Self.workload($0)) }
        #expect(sums.allSatisfy { $0 > 0 })
    }

    // MARK: The engine keeps the layers in step with the sheets' table

    @Test func presentingAndDismissingSheetsMakeAndTakeTheirLayers() throws {
        var simulator = Simulator()
        try simulator.present("first")
        _ = simulator.runUntilIdle()
        try simulator.present("second")
        _ = simulator.runUntilIdle()
        #expect(simulator.presentations.layers.map(\.name) == ["first", "second"])
        #expect(simulator.presentations.layers.allSatisfy { $0.isSheet })
        #expect(simulator.presentations.sheetNames == simulator.stack.map(\.name))
        #expect(simulator.frontLayer == "second")
        try simulator.dismiss()
        _ = simulator.runUntilIdle()
        #expect(simulator.presentations.layers.map(\.name) == ["first"])
        #expect(simulator.stack.map(\.name) == ["first"])
        try simulator.dismiss()
        _ = simulator.runUntilIdle()
        #expect(simulator.presentations.isEmpty)
        #expect(simulator.frontLayer == simulator.tree.root)
    }

    @Test func theSheetsPresentationKindIsItsOwnEvents() {
        guard case .dismiss(animated: false) = SheetMachine.dismissInCode(animated: false) else {
            Issue.record("a sheet's dismissal in code is not its dismiss event")
            return
        }
        guard case .childChanged(presentsChild: true)? = SheetMachine.childChanged(presentsChild: true) else {
            Issue.record("a sheet hears nothing of the controller it presents")
            return
        }
    }
}
