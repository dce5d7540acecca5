import Testing
import SheetSim
@testable import SheetSimCLI

/// The benchmark workloads do the work they claim. No timings are asserted.
struct BenchWorkloadTests {
    @Test func engineProcessesExactlyOneMillionEvents() {
        let result = BenchWorkloads.engine(processes: 100, steps: 10_000)
        #expect(result.events == 1_000_000)
        // The slowest process (i = 99) wakes last: 10,000 × (1/120 s + 99 µs).
        #expect(result.lastEventTime.nanosecondsSinceStart == 10_000 * (8_333_333 + 99_000))
    }

    @Test func engineSmallCounts() {
        #expect(BenchWorkloads.engine(processes: 3, steps: 4).events == 12)
        #expect(BenchWorkloads.engine(processes: 0, steps: 4).events == 0)
        #expect(BenchWorkloads.engine(processes: 5, steps: 0).events == 0)
    }

    @Test func interactionRunsEveryStep() {
        let result = BenchWorkloads.interaction()
        #expect(result.dismissalCancelled)
        #expect(result.dismissed)
        #expect(result.frames > 100)
        #expect(result.logEntries > 15)
        let again = BenchWorkloads.interaction()
        #expect(again == result)
        #expect(BenchWorkloads.interaction(recordsFrames: false).frames == 0)
    }

    /// With layout on, the drag between detents lays the view out on each of its 19 moves (and the
    /// presentation and the release once each); off, no layout callback, and the same frames.
    @Test func interactionWithAndWithoutLayout() {
        let on = BenchWorkloads.interaction()
        let off = BenchWorkloads.interaction(layout: false)
        #expect(off.layoutEntries == 0)
        #expect(on.layoutEntries >= 2 * 19 + 4)
        #expect(on.frames == off.frames)
        #expect(on.logEntries - on.layoutEntries == off.logEntries)
    }

    @Test func longLogReachesItsSize() {
        let simulator = BenchWorkloads.longLog(entries: 1_000)
        #expect(simulator.log.count >= 1_000)
        #expect(simulator.log.count < 1_000 + BenchWorkloads.interaction().logEntries + 1)
    }

    @Test func simPyOutputParsing() {
        let ok = ChildProcess.Result(exitStatus: 0, standardOutput: "simpy_events_per_second: 812345\n", standardError: "")
        #expect(BenchCommand.simPyFigure(from: ok) == .value(812_345, decimals: 0))
        let missing = ChildProcess.Result(exitStatus: 1, standardOutput: "",
                                          standardError: "Traceback...\nModuleNotFoundError: No module named 'simpy'\n")
        #expect(BenchCommand.simPyFigure(from: missing) == .unavailable("simpy is not installed; pip install simpy"))
        #expect(BenchCommand.measureSimPy(path: "/nonexistent/simpy_frames.py", steps: 1).text.hasPrefix("unavailable (no simpy_frames.py"))
    }

    @Test func figureText() {
        #expect(BenchFigure.value(1234567.4, decimals: 0).text == "1234567")
        #expect(BenchFigure.value(12.05, decimals: 2).text == "12.05")
        #expect(BenchFigure.value(3.5, decimals: 1).text == "3.5")
        #expect(BenchFigure.unavailable("no simpy").text == "unavailable (no simpy)")
        #expect(ProcessMemory.kilobytes(field: "VmHWM", in: "VmPeak:\t 999 kB\nVmHWM:\t    4321 kB\n") == 4321)
    }

    @Test func benchArguments() {
        #expect(BenchCommand.run(["--nope"]).exitCode == .usage)
        #expect(BenchCommand.run(["--simpy"]).exitCode == .usage)
    }
}
