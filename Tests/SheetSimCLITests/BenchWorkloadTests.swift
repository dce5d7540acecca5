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

    /// The testing group reads the helper's lines back, numbers and the build alike; a figure the
    /// helper did not print, or a helper that failed, is unavailable with the reason.
    @Test func testerFiguresAreReadFromTheHelpersOutput() {
        let output = "tester_build: debug\ntester_drags: 1000\ntester_drags_with_receive_ms: 734.02\n"
            + "tester_drags_alone_ms: 465.01\ntester_receive_ms: 0.27\n"
        let figures = TesterBench.figures(from: ChildProcess.Result(exitStatus: 0, standardOutput: output, standardError: ""))
        #expect(figures.map(\.0) == TesterBench.names)
        #expect(figures.map(\.1.text) == ["debug", "1000", "734.02", "465.01", "0.27",
                                         "unavailable (sheetsim-tester-bench did not print it)"])
        let failed = TesterBench.figures(from: ChildProcess.Result(exitStatus: 1, standardOutput: "error: a workload reported 2 failures\n",
                                                                   standardError: ""))
        #expect(failed.allSatisfy { $0.1 == .unavailable("sheetsim-tester-bench exited with status 1: error: a workload reported 2 failures") })
    }

    /// `--only testing` runs the helper built beside this test binary (every target of the
    /// package is built for the tests), and the summary has no target for the catalog's start.
    @Test func testingGroupMeasuresTheTesterAndTheCatalogHasNoTarget() {
        let output = BenchCommand.run(["--quick", "--only", "testing"]).standardOutput
        let lines = output.split(separator: "\n").map(String.init)
        for name in TesterBench.names {
            let line = lines.first { $0.hasPrefix(name + ": ") }
            #expect(line != nil && line?.contains("unavailable") == false, "\(name): \(line ?? "missing")")
        }
        #expect(!output.contains("empty program"))
    }

    @Test func benchArguments() {
        #expect(BenchCommand.run(["--nope"]).exitCode == .usage)
        #expect(BenchCommand.run(["--simpy"]).exitCode == .usage)
    }
}
