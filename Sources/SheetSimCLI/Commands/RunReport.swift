import SheetSim
import SheetSimScenario

/// The text and JSON Lines forms of a run, written through a ``ChunkedWriter`` as they are
/// produced. Pure: the same results always print the same bytes, whatever the pieces.
enum RunReport {
    /// Writes the report of `results`. Each scenario's log and frames are released once written,
    /// so a large `--frames` run holds its records once, not its records and their text.
    static func write(_ results: inout [ScenarioResult], format: RunCommand.Format, frames: Bool, quiet: Bool,
                      hidesLayout: Bool = false, to out: inout ChunkedWriter) {
        let passed = results.filter(\.passed).count
        let failed = results.count - passed
        for index in results.indices {
            switch format {
            case .text:
                if !quiet {
                    text(results[index], frames: frames, hidesLayout: hidesLayout, to: &out)
                } else if !results[index].passed {
                    // Quiet leaves out the logs, not what failed: which expectation, where, and why.
                    outcome(results[index], to: &out)
                }
            case .jsonl: jsonl(results[index], frames: frames, logs: !quiet, hidesLayout: hidesLayout, to: &out)
            }
            results[index].log = CallbackLog()
            results[index].frames = FrameLog()
        }
        switch format {
        case .text: out.append("\(passed) passed, \(failed) failed\n")
        case .jsonl: out.append("{\"passed\":\(passed),\"failed\":\(failed)}\n")
        }
    }

    /// The whole text report as one string.
    static func text(_ results: [ScenarioResult], frames: Bool, quiet: Bool, hidesLayout: Bool = false) -> String {
        var results = results
        var text = ""
        var writer = ChunkedWriter { text += $0 }
        write(&results, format: .text, frames: frames, quiet: quiet, hidesLayout: hidesLayout, to: &writer)
        writer.flush()
        return text
    }

    static func text(_ result: ScenarioResult, frames: Bool, hidesLayout: Bool, to out: inout ChunkedWriter) {
        out.append("== " + result.file + (result.title.map { " — " + $0 } ?? "") + "\n")
        timeline(result, frames: frames, hidesLayout: hidesLayout) { out.appendLine($0) }
        outcome(result, to: &out)
    }

    /// A scenario's failed expectations, each with its diff, and its `PASS` or `FAIL` line.
    static func outcome(_ result: ScenarioResult, to out: inout ChunkedWriter) {
        for failure in result.failures { out.append(failure.formatted + "\n") }
        let count = "\(result.expectationCount) expectation\(result.expectationCount == 1 ? "" : "s")"
        out.append(result.passed ? "PASS \(result.file) (\(count))\n"
                                 : "FAIL \(result.file) (\(result.failures.count) of \(count) failed)\n")
    }

    /// Log entries, and with `frames` the per-frame state, merged by time (entries first at a tie),
    /// one line at a time; `hidesLayout` leaves the layout callbacks out.
    static func timeline(_ result: ScenarioResult, frames: Bool, hidesLayout: Bool = false, line: (String) -> Void) {
        let shown: (Callback) -> Bool = { $0.isShown(hidingLayout: hidesLayout) }
        guard frames, !result.frames.isEmpty else {
            result.log.forEachLine(where: shown) { _, text in line(text) }
            return
        }
        var f = 0
        result.log.forEachLine(where: shown) { time, text in
            while f < result.frames.count, result.frames[f].time < time {
                line(frameLine(result.frames[f]))
                f += 1
            }
            line(text)
        }
        while f < result.frames.count {
            line(frameLine(result.frames[f]))
            f += 1
        }
    }

    static func frameLine(_ record: FrameRecord) -> String { record.description }

    /// A scenario's JSON Lines: its log entries and, with `frames`, its frames, unless `logs` is
    /// false (`--quiet`); then its result object, always.
    static func jsonl(_ result: ScenarioResult, frames: Bool, logs: Bool = true, hidesLayout: Bool, to out: inout ChunkedWriter) {
        let scenario = "{\"scenario\":" + LogText.jsonString(result.file) + ","
        if logs {
            result.log.forEachJSON(where: { $0.isShown(hidingLayout: hidesLayout) }) { _, object in
                out.append(scenario + object.dropFirst() + "\n")
            }
        }
        if frames, logs {
            for s in result.frames {
                out.append(scenario + "\"frame\":{\"time_ns\":\(s.time.nanosecondsSinceStart),\"sheet\":" + LogText.jsonString(s.sheet)
                    + ",\"phase\":" + LogText.jsonString(s.phase.rawValue) + ",\"topY\":" + NumberFormat.points(s.topY)
                    + ",\"dimAlpha\":" + NumberFormat.ratio(s.dimmingAlpha) + ",\"presenterScale\":" + NumberFormat.ratio(s.presenterScale) + "}}\n")
            }
        }
        out.append(scenario + "\"result\":" + (result.passed ? "\"pass\"" : "\"fail\"")
            + ",\"expectations\":\(result.expectationCount),\"failures\":["
            + result.failures.map { LogText.jsonString($0.formatted) }.joined(separator: ",") + "]}\n")
    }
}

/// Text handed on in pieces of about ``chunkBytes``: what `run` writes to stdout as it goes.
struct ChunkedWriter {
    /// The size of one piece. Large enough that writes are few, small enough that a report of
    /// any size needs only this much besides its records.
    static let chunkBytes = 64 << 10

    private var buffer = ""
    private let write: (String) -> Void

    init(_ write: @escaping (String) -> Void) {
        self.write = write
        buffer.reserveCapacity(Self.chunkBytes + 1024)
    }

    mutating func append(_ text: String) {
        buffer += text
        if buffer.utf8.count >= Self.chunkBytes { flush() }
    }

    mutating func append(_ text: Substring) { append(String(text)) }

    /// Appends `text` and a newline, without making the two into a string first.
    mutating func appendLine(_ text: String) {
        buffer += text
        buffer += "\n"
        if buffer.utf8.count >= Self.chunkBytes { flush() }
    }

    /// Hands on what is buffered.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer = ""
        buffer.reserveCapacity(Self.chunkBytes + 1024)
    }
}
