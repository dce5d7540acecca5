import Testing
@testable import SheetSim

/// Every unconfirmed setting's getter marks its own bit, and no other, in the ledger a simulator
/// gives its metrics and options; confirmed metrics mark nothing.
@Suite struct AssumptionLedgerTests {
    @Test func eachUnconfirmedMetricMarksItsOwnBit() {
        #expect(UIKitMetrics.unconfirmedCatalog.count <= AssumptionLedger.capacity)
        for (index, info) in UIKitMetrics.unconfirmedCatalog.enumerated() {
            let ledger = AssumptionLedger()
            var metrics = UIKitMetrics.uikit
            metrics.recorder.ledger = ledger
            _ = metrics[keyPath: info.keyPath]
            let marked = UIKitMetrics.unconfirmedCatalog.indices.filter { ledger.wasRead($0, base: 0) }
            #expect(marked == [index], "\(info.name) marked \(marked)")
        }
    }

    @Test func confirmedMetricsMarkNothing() {
        let ledger = AssumptionLedger()
        var metrics = UIKitMetrics.uikit
        metrics.recorder.ledger = ledger
        for info in UIKitMetrics.catalog where !info.isUnconfirmed { _ = metrics[keyPath: info.keyPath] }
        #expect(UIKitMetrics.unconfirmedCatalog.indices.allSatisfy { !ledger.wasRead($0, base: 0) })
        #expect(UIKitMetrics.catalog.filter { !$0.isUnconfirmed }.allSatisfy { [.documented, .reverseEngineered].contains($0.confidence) })
    }

    @Test func eachOptionMarksItsOwnBit() {
        #expect(BehaviorOptions.catalog.count <= AssumptionLedger.capacity)
        for (index, info) in BehaviorOptions.catalog.enumerated() {
            let ledger = AssumptionLedger()
            var options = BehaviorOptions.reference
            options.recorder.ledger = ledger
            _ = info.value(in: options)
            let marked = BehaviorOptions.catalog.indices.filter { ledger.wasRead($0, base: 2) }
            #expect(marked == [index], "\(info.name) marked \(marked)")
            #expect(!ledger.wasRead(0, base: 0))
        }
    }

    @Test func theRecorderTakesNoPartInEquality() {
        var watched = UIKitMetrics.uikit
        watched.recorder.ledger = AssumptionLedger()
        #expect(watched == .uikit)
        #expect(watched.hashValue == UIKitMetrics.uikit.hashValue)
        var changed = watched
        changed.floatingSheetSideInset = 12
        #expect(changed != .uikit)
    }

    @Test func aSimulatorListsWhatItReadAndCanForgetIt() throws {
        var simulator = Simulator(device: .iPhone14Pro, os: .iOS18)
        try simulator.present(configuration: SheetConfiguration(detents: [.medium(), .large()]))
        _ = simulator.runUntilIdle()
        let names = simulator.consultedAssumptions.map(\.name)
        #expect(names.contains("settleDistance"))
        #expect(!names.contains("floatingSheetAttachFraction"))
        simulator.forgetConsultedAssumptions()
        #expect(simulator.consultedAssumptions.isEmpty)
    }

    @Test func checkingTheMetricsIsNotAReadOfTheRun() {
        var metrics = UIKitMetrics.uikit
        metrics.floatingSheetSideInset = 12
        let simulator = Simulator(device: .iPhone14Pro, os: .iOS18, metrics: metrics)
        #expect(!simulator.consultedAssumptions.map(\.name).contains("floatingSheetSideInset"))
    }
}
