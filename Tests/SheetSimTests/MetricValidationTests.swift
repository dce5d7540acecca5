import Testing
@testable import SheetSim

/// Metric overrides are checked against the catalog's ranges once, when a simulation starts, and
/// refused at the first present.
@Suite("Metric validation")
struct MetricValidationTests {
    @Test("UIKit's own metrics pass the catalog walk that overrides go through")
    func builtInMetricsAreValid() {
        #expect(Simulator.catalogProblem(with: .uikit) == nil)
        #expect(Simulator.problem(with: .uikit) == nil)
    }

    @Test("an override outside its range is refused at present, and every present after it",
          arguments: [
            (Double.nan, "metric springResponse must be a finite number"),
            (0, "metric springResponse"),
          ])
    func overrideRefused(value: Double, message: String) throws {
        var metrics = UIKitMetrics.uikit
        metrics.springResponse = value
        #expect(Simulator.catalogProblem(with: metrics) != nil)
        var sim = Simulator(device: .iPhone14Pro, metrics: metrics)
        for _ in 0..<2 {
            let error = #expect(throws: SimulationError.self) {
                try sim.present("sheet", configuration: SimFixture.mediumLarge())
            }
            #expect(error.map { "\($0)".hasPrefix(message) } == true, "\(String(describing: error))")
        }
        #expect(sim.stack.isEmpty && sim.log.isEmpty)
    }
}
