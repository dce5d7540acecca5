import Testing
import SheetSim
import SheetSimScenario
import SheetSimTimeline
@testable import SheetSimCLI

/// What a run keeps stays bounded whatever it runs for: `--frames` is written as the scenario
/// runs, a picture too long to draw is refused with the reason, and the REPL draws at most a
/// terminal's screen.
@Suite struct BoundedMemoryTests {
    /// A finger held still on the grabber for ten minutes: 72,000 display frames.
    static let heldTenMinutes = "present\nwait until settled\ntouch down grabber\nwait 600s\ntouch up\nwait until settled\n"

    /// The frames are handed over in batches as they are recorded: the run never holds more than
    /// a batch, and the batches together are every frame, in order.
    @Test func framesGoToTheSinkInBatchesAsTheyAreRecorded() throws {
        let commands = ScenarioRunner.parse(SourceFile(name: "held.sheet", text: Self.heldTenMinutes), loader: nil).commands
        final class Batches: @unchecked Sendable {  // Touched only by the run, on this task.
            var sizes: [Int] = []
            var last = SimInstant.zero
            var ordered = true
        }
        let batches = Batches()
        let result = ScenarioRunner.runToEnd(commands, file: "held.sheet", recordFrames: true, frameSink: { frames, _, now in
            batches.sizes.append(frames.count)
            for record in frames {
                if record.time < batches.last || record.time > now { batches.ordered = false }
                batches.last = record.time
            }
        })
        let whole = try ScenarioRunner.run(commands, file: "held.sheet", recordFrames: true).get()
        #expect(whole.frames.count > 70_000)
        #expect(batches.sizes.count >= whole.frames.count / Simulator.frameSinkBatch - 1)
        #expect(batches.sizes.allSatisfy { $0 <= Simulator.frameSinkBatch })
        #expect(batches.ordered)
        #expect(result.frames.count < Simulator.frameSinkBatch)
        #expect(batches.sizes.reduce(0, +) + result.frames.count == whole.frames.count)
    }

    /// Written as it runs, `--frames` prints byte for byte what the whole run printed at its end:
    /// the log's entries and the frames merged in time order, entries first at an instant, across
    /// batches that end at any instant (drags log layout callbacks at their frames' instants).
    @Test func streamedFramesPrintWhatTheWholeRunPrints() throws {
        let text = "present\nwait until settled\n"
            + String(repeating: "drag grabber by 200pt over 3s\nwait until settled\ndrag grabber by -200pt over 3s\nwait until settled\n", count: 40)
        let folder = ScenarioFolder()
        let file = folder.write("drags.sheet", text)
        let commands = ScenarioRunner.parse(SourceFile(name: file, text: text), loader: nil).commands
        let whole = try ScenarioRunner.run(commands, file: file, recordFrames: true).get()
        #expect(whole.frames.count > 4 * Simulator.frameSinkBatch)
        for hidesLayout in [false, true] {
            let expected = RunReport.text([whole], frames: true, quiet: false, hidesLayout: hidesLayout)
            let streamed = CommandLineTool.execute(["run", "--frames"] + (hidesLayout ? ["--hide", "layout"] : []) + [file])
            #expect(streamed.exitCode == .success)
            #expect(streamed.standardOutput == expected, "hides layout: \(hidesLayout)")
        }
        let jsonl = CommandLineTool.execute(["run", "--frames", "--format", "jsonl", file]).standardOutput.split(separator: "\n")
        // In time order: no frame object after an entry of a later instant.
        var lastTime: Int64 = 0
        for line in jsonl.dropLast(2) {
            let key = line.contains("\"frame\":") ? "\"frame\":{\"time_ns\":" : "\"time_ns\":"
            guard let range = line.range(of: key) else { continue }
            let time = Int64(line[range.upperBound...].prefix { $0.isNumber })!
            #expect(time >= lastTime)
            lastTime = time
        }
    }

    /// A batch can end at any frame: at an instant whose callbacks are only partly logged when
    /// the batch is handed over, the frames of that instant wait for them. Every split of a run's
    /// frames at an instant with callbacks, with the log as it may stand then, prints the same.
    @Test func aBatchEndingAtAnyInstantPrintsTheSame() throws {
        let text = "present\nwait until settled\ndrag grabber by 200pt over 300ms\nwait until settled\ntap grabber\nwait until settled\n"
        let commands = ScenarioRunner.parse(SourceFile(name: "t.sheet", text: text), loader: nil).commands
        let whole = try ScenarioRunner.run(commands, file: "t.sheet", recordFrames: true).get()
        func printed(_ body: (inout ChunkedWriter) -> Void) -> String {
            var text = ""
            var writer = ChunkedWriter { text += $0 }
            body(&writer)
            writer.flush()
            return text
        }
        let expected = printed { out in
            var lines = ScenarioLines(file: "t.sheet", format: .text, hidesLayout: false)
            lines.write(log: whole.log, frames: whole.frames, to: &out)
        }
        let entryTimes = Set(whole.log.map(\.time))
        var splits = 0
        for split in whole.frames.indices where entryTimes.contains(whole.frames[split].time) {
            let now = whole.frames[split].time
            let before = whole.log.firstIndex { $0.time >= now } ?? whole.log.count
            let atNow = whole.log[before...].prefix { $0.time == now }.count
            for logged in Set([before, before + atNow / 2, before + atNow]) {
                let output = printed { out in
                    var lines = ScenarioLines(file: "t.sheet", format: .text, hidesLayout: false)
                    lines.write(log: CallbackLog(whole.log.prefix(logged)), frames: FrameLog(whole.frames.prefix(split + 1)), heldFrom: now, to: &out)
                    lines.write(log: whole.log, frames: FrameLog(whole.frames.dropFirst(split + 1)), to: &out)
                }
                #expect(output == expected, "split after frame \(split) at \(now), \(logged) entries logged")
                splits += 1
            }
        }
        #expect(splits > 5)
    }

    /// A run longer than a picture can show is refused with the reason; the report is still
    /// printed, and the recording stopped growing at its limit.
    @Test func aTimelineTooLongToDrawIsRefused() throws {
        let text = "present\nwait until settled\ndrag grabber by 300pt over 2400s\n"
        let folder = ScenarioFolder()
        let file = folder.write("long.sheet", text)
        let output = CommandLineTool.execute(["run", "--quiet", "--timeline", folder.path + "/long.svg", file])
        #expect(output.exitCode == .usage)
        #expect(output.files.isEmpty)
        #expect(output.standardOutput == "0 passed, 1 failed\n" || output.standardOutput.hasSuffix("1 passed, 0 failed\n"))
        #expect(output.standardError == """
            sheetsim run: error: cannot draw the timeline: the run moved sheets or fingers for more than 250000 samples \
            (about 35 minutes at 120 Hz), more than a picture can show
            sheetsim run: note: draw a shorter scenario: the part of the run the picture is about

            """)
        let commands = ScenarioRunner.parse(SourceFile(name: file, text: text), loader: nil).commands
        let recording = try #require(ScenarioRunner.runToEnd(commands, file: file, recordTimeline: true).recording)
        #expect(recording.isCut)
        let kept = recording.tracks.reduce(0) { $0 + $1.samples.count } + recording.touches.count
        #expect(kept == SimulationRecording.sampleLimit)
    }

    @Test func aLogTooLongToDrawIsRefused() {
        var log = CallbackLog()
        for index in 0...Timeline.callbackLimit {
            log.append(LogEntry(time: SimInstant(nanosecondsSinceStart: Int64(index)), receiver: .viewController("sheet"),
                                callback: .viewWillLayoutSubviews))
        }
        let picture = Timeline(title: "t", log: log, recording: SimulationRecording(frameInterval: .milliseconds(8)), end: .zero)
        #expect(picture.refusal == "the run logged 100001 callbacks, more than the 100000 a picture can show")
        log = CallbackLog()
        #expect(Timeline(title: "t", log: log, recording: SimulationRecording(frameInterval: .milliseconds(8)), end: .zero).refusal == nil)
    }

    /// `show` draws at most a terminal's screen: a larger size asked for is refused, and a
    /// terminal that says it is larger is drawn at the largest.
    @Test func showDrawsAtMostATerminalsScreen() {
        var session = REPLSession()
        _ = session.handle(line: "present")
        let refused = session.handle(line: "show 10000x10000")
        #expect(refused.standardOutput == "")
        #expect(refused.standardError.hasPrefix("<stdin>:2:6: error: show draws at most 1000x500, more than a terminal shows; 10000x10000 is larger\n"))
        let largest = session.handle(line: "show 1000x500").standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(largest.count <= 502)
        #expect(largest.allSatisfy { $0.count <= 1_010 })

        var huge = REPLSession(environment: REPLSession.Environment(screenSize: { ScreenDrawing.Size(columns: 9_000, rows: 9_000) }))
        _ = huge.handle(line: "present")
        let drawn = huge.handle(line: "show").standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(drawn.count <= 502)
        #expect(drawn.allSatisfy { $0.count <= 1_010 })
    }
}
