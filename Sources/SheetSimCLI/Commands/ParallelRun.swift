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
    /// allows only one scenario, so a catalog run never pays for it). Without `keepsLogs` each
    /// result's log and frames are let go where the scenario ran (`run --quiet` prints neither).
    /// Each file's commands are let go where they ran too: on every core, as the run goes, not
    /// one file after another on the main thread once it is over. A file a line of which cannot
    /// run ends there (``ScenarioResult/errors``); the others run on.
    static func results(_ parsed: consuming [(file: SourceFile, commands: [Located<ScenarioCommand>])], recordFrames: Bool,
                        recordTimeline: Bool = false, keepsLogs: Bool = true,
                        runLimits: RunLimits = .standard) -> [ScenarioResult] {
        map(consume parsed) {
            var result = ScenarioRunner.runToEnd($0.commands, file: $0.file.name, recordFrames: recordFrames,
                                                 recordTimeline: recordTimeline, runLimits: runLimits)
            if !keepsLogs {
                result.log = CallbackLog()
                result.frames = FrameLog()
            }
            return result
        }
    }

    /// `transform` of every element, computed on every core, in the elements' order. Each element
    /// is moved out of the input before `transform` gets it: when the caller handed over the only
    /// reference, the element is released on the thread that transformed it.
    static func map<Element: Sendable, Output>(_ elements: consuming [Element], _ transform: @Sendable (Element) -> Output) -> [Output] {
        let count = elements.count
        guard count > 1 else { return elements.map(transform) }
        let slots = UnsafeMutableBufferPointer<Output?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let inputs = UnsafeMutableBufferPointer<Element?>.allocate(capacity: count)
        _ = inputs.initialize(fromContentsOf: elements.lazy.map { Optional($0) })
        _ = consume elements  // the inputs alone hold the elements from here
        defer { inputs.deinitialize(); inputs.deallocate() }
        let output = Slots(slots)
        let input = Slots(inputs)
        SystemIO.concurrentPerform(iterations: count) { index in
            // Each iteration reads and writes only its own slots.
            let element = input.buffer[index]!
            input.buffer[index] = nil
            output.buffer[index] = transform(element)
        }
        return slots.map { $0! }
    }

    /// Slots shared with the worker threads; every index is used by exactly one.
    private struct Slots<Value>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value?>
        init(_ buffer: UnsafeMutableBufferPointer<Value?>) { self.buffer = buffer }
    }
}
