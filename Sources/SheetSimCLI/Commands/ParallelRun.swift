import Dispatch
import SheetSim
import SheetSimScenario

/// Parses and runs independent scenario files on every core. Each file's parse and each
/// scenario's run is a pure value computation (its own parser and simulator; the only shared
/// state is the locked ``IncludeCache``), so the results — collected by index, in the files'
/// order — are exactly what a sequential run gives; only the wall time changes. The catalog run
/// is bound by process start-up plus this work, so using both cores of a small CI machine matters.
enum ParallelRun {
    /// Reads and parses every file (``ScenarioFiles/parse(_:includeCache:)``), in the files' order.
    static func parse(_ paths: [String], includeCache: IncludeCache) -> [Result<ParsedFile, Diagnostic>] {
        map(paths) { ScenarioFiles.parse($0, includeCache: includeCache) }
    }

    /// `recordTimeline` records every scenario's ``SimulationRecording`` (`run --timeline`, which
    /// allows only one scenario, so a catalog run never pays for it).
    static func results(_ parsed: [(file: SourceFile, commands: [Located<ScenarioCommand>])], recordFrames: Bool,
                        recordTimeline: Bool = false) -> [Result<ScenarioResult, DiagnosticList>] {
        map(parsed) {
            ScenarioRunner.run($0.commands, file: $0.file.name, recordFrames: recordFrames, recordTimeline: recordTimeline)
        }
    }

    /// `transform` of every element, computed on every core, in the elements' order.
    static func map<Element: Sendable, Output>(_ elements: [Element], _ transform: @Sendable (Element) -> Output) -> [Output] {
        let count = elements.count
        guard count > 1 else { return elements.map(transform) }
        let slots = UnsafeMutableBufferPointer<Output?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let output = Slots(slots)
        SystemIO.concurrentPerform(iterations: count) { index in
            // Each iteration writes only its own slot.
            output.buffer[index] = transform(elements[index])
        }
        return slots.map { $0! }
    }

    /// The result slots, shared with the worker threads; every index is written by exactly one.
    private struct Slots<Output>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Output?>
        init(_ buffer: UnsafeMutableBufferPointer<Output?>) { self.buffer = buffer }
    }
}
