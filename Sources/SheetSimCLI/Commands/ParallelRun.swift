import Dispatch
import SheetSim
import SheetSimScenario

/// Runs independent scenarios on every core. Each scenario is a pure value computation (its own
/// simulator, no shared state), so the results — collected by index, in the files' order — are
/// exactly what a sequential run gives; only the wall time changes. The catalog run is bound by
/// process start-up plus this work, so using both cores of a small CI machine matters.
enum ParallelRun {
    /// `recordTimeline` records every scenario's ``SimulationRecording`` (`run --timeline`, which
    /// allows only one scenario, so a catalog run never pays for it).
    static func results(_ parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])], recordFrames: Bool,
                        recordTimeline: Bool = false) -> [Result<ScenarioResult, DiagnosticList>] {
        let count = parsed.count
        guard count > 1 else {
            return parsed.map { ScenarioRunner.run($0.commands, file: $0.file.name, recordFrames: recordFrames,
                                                   recordTimeline: recordTimeline) }
        }
        let slots = UnsafeMutableBufferPointer<Result<ScenarioResult, DiagnosticList>?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let output = Slots(slots)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            // Each iteration writes only its own slot.
            output.buffer[index] = ScenarioRunner.run(parsed[index].commands, file: parsed[index].file.name,
                                                      recordFrames: recordFrames, recordTimeline: recordTimeline)
        }
        return slots.map { $0! }
    }

    /// The result slots, shared with the worker threads; every index is written by exactly one.
    private struct Slots: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result<ScenarioResult, DiagnosticList>?>
        init(_ buffer: UnsafeMutableBufferPointer<Result<ScenarioResult, DiagnosticList>?>) { self.buffer = buffer }
    }
}
