import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// `sheetsim run --frames=layout`: after each frame, what its sheet's content controller sees (view
/// frame, safe area, margins, bar height, adjusted insets, content offset), written as the frames
/// are, in batches, and nothing else changed.
@Suite struct FrameLayoutOptionTests {
    static let list = """
        device "iPhone 14 Pro" portrait
        navigationController "nav" root "list"
        sheet "nav"
        detents medium large
        scrollView contentHeight 2000pt
        present "nav"
        wait until settled
        drag grabber by -100pt over 50ms
        wait until settled

        """

    @Test func eachFrameIsFollowedByItsLayoutLine() throws {
        let folder = ScenarioFolder()
        let file = folder.write("list.sheet", Self.list)
        let output = CommandLineTool.execute(["run", "--frames=layout", file])
        #expect(output.exitCode == .success)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        let frames = lines.indices.filter { lines[$0].contains(" frame nav ") }
        #expect(frames.count > 40)
        for index in frames { #expect(lines[index + 1].contains(" layout list frame=")) }
        // The first frame of the presentation: the sheet 847.23 down, at medium size, under a 56 pt bar.
        #expect(lines[frames[0] + 1] == "8.333ms layout list frame=0,847.23,393,453.44 safeArea=56,0,34,0 margins=56,16,34,16 bar=56 adjustedContentInset=56,0,34,0 contentOffset.y=-56")
        // Without the layout lines it is `--frames`, byte for byte.
        let plain = CommandLineTool.execute(["run", "--frames", file]).standardOutput
        #expect(lines.filter { !$0.contains(" layout list ") }.joined(separator: "\n") + "\n" == plain)
        #expect(!plain.contains(" layout list "))
    }

    @Test func jsonLinesCarryALayoutObject() throws {
        let folder = ScenarioFolder()
        let file = folder.write("list.sheet", Self.list)
        let output = CommandLineTool.execute(["run", "--frames=layout", "--format", "jsonl", file]).standardOutput
        let first = try #require(output.split(separator: "\n").first { $0.contains("\"frame\":") })
        #expect(first.hasSuffix(",\"layout\":{\"controller\":\"list\",\"frame\":{\"x\":0,\"y\":847.23,\"width\":393,\"height\":453.44},"
            + "\"safeAreaInsets\":{\"top\":56,\"left\":0,\"bottom\":34,\"right\":0},"
            + "\"directionalLayoutMargins\":{\"top\":56,\"leading\":16,\"bottom\":34,\"trailing\":16},\"navigationBarHeight\":56,"
            + "\"adjustedContentInset\":{\"top\":56,\"left\":0,\"bottom\":34,\"right\":0},\"contentOffsetY\":-56}}}"))
    }

    @Test func anUnknownValueIsAUsageError() {
        let output = CommandLineTool.execute(["run", "--frames=layouts", "x.sheet"])
        #expect(output.exitCode == .usage)
        #expect(output.standardError.contains("--frames= takes 'layout'"))
        guard case .success(let options) = RunCommand.parseArguments(["--frames=layout", "x.sheet"]) else {
            Issue.record("refused")
            return
        }
        #expect(options.frames && options.frameLayouts)
    }

    /// The figures ride in the frames' batches: the run holds at most one batch of them, and
    /// streamed they print what the whole run prints.
    @Test func layoutFiguresAreHandedOverInBatches() throws {
        let text = "present\nwait until settled\ntouch down grabber\nwait 60s\ntouch up\nwait until settled\n"
        let commands = ScenarioRunner.parse(SourceFile(name: "held.sheet", text: text), loader: nil).commands
        final class Batches: @unchecked Sendable {  // Touched only by the run, on this task.
            var sizes: [Int] = []
            var withLayout = 0
        }
        let batches = Batches()
        let result = ScenarioRunner.runToEnd(commands, file: "held.sheet", recordFrames: true, frameSink: { frames, _, _ in
            batches.sizes.append(frames.count)
            batches.withLayout += frames.filter { $0.layout != nil }.count
        }, recordFrameLayouts: true)
        #expect(batches.sizes.count >= 1)
        #expect(batches.sizes.allSatisfy { $0 <= Simulator.frameSinkBatch })
        #expect(result.frames.count < Simulator.frameSinkBatch)
        #expect(batches.withLayout == batches.sizes.reduce(0, +))
        #expect(batches.withLayout + result.frames.filter { $0.layout != nil }.count > 7_000)

        let folder = ScenarioFolder()
        let file = folder.write("drags.sheet", "present\nwait until settled\n"
            + String(repeating: "drag grabber by 200pt over 3s\nwait until settled\ndrag grabber by -200pt over 3s\nwait until settled\n", count: 6))
        let parsed = ScenarioRunner.parse(SourceFile(name: file, text: try String(contentsOfFile: file, encoding: .utf8)), loader: nil).commands
        let whole = ScenarioRunner.runToEnd(parsed, file: file, recordFrames: true, recordFrameLayouts: true)
        #expect(whole.frames.count > Simulator.frameSinkBatch)
        #expect(CommandLineTool.execute(["run", "--frames=layout", file]).standardOutput
            == RunReport.text([whole], frames: true, quiet: false))
    }
}
