import SheetSim
import SheetSimScenario

/// The text and JSON Lines forms of a run. Pure: the same results always print the same bytes.
enum RunReport {
    static func text(_ results: [ScenarioResult], frames: Bool, quiet: Bool, hidesLayout: Bool = false) -> String {
        var out = ""
        for result in results where !quiet {
            out += "== " + result.file + (result.title.map { " — " + $0 } ?? "") + "\n"
            for line in timeline(result, frames: frames, hidesLayout: hidesLayout) { out += line + "\n" }
            for failure in result.failures { out += failure.formatted + "\n" }
            let count = "\(result.expectationCount) expectation\(result.expectationCount == 1 ? "" : "s")"
            out += result.passed ? "PASS \(result.file) (\(count))\n"
                                 : "FAIL \(result.file) (\(result.failures.count) of \(count) failed)\n"
        }
        let passed = results.filter(\.passed).count
        out += "\(passed) passed, \(results.count - passed) failed\n"
        return out
    }

    /// Log entries, and with `frames` the per-frame state, merged by time (entries first at a tie);
    /// `hidesLayout` leaves the layout callbacks out.
    static func timeline(_ result: ScenarioResult, frames: Bool, hidesLayout: Bool = false) -> [String] {
        let log = result.log.lazy.filter { !hidesLayout || !$0.callback.callbackName.isLayout }
        guard frames, !result.frames.isEmpty else { return log.map(LogText.line) }
        var lines: [String] = []
        lines.reserveCapacity(result.log.count + result.frames.count)
        var f = 0
        for entry in log {
            while f < result.frames.count, result.frames[f].time < entry.time {
                lines.append(frameLine(result.frames[f]))
                f += 1
            }
            lines.append(LogText.line(entry))
        }
        while f < result.frames.count {
            lines.append(frameLine(result.frames[f]))
            f += 1
        }
        return lines
    }

    static func frameLine(_ record: FrameRecord) -> String { record.description }

    static func jsonl(_ results: [ScenarioResult], frames: Bool, hidesLayout: Bool = false) -> String {
        var out = ""
        for result in results {
            let scenario = "{\"scenario\":" + LogText.jsonString(result.file) + ","
            for entry in result.log where !hidesLayout || !entry.callback.callbackName.isLayout {
                out += scenario + LogText.json(entry).dropFirst() + "\n"
            }
            if frames {
                for s in result.frames {
                    out += scenario + "\"frame\":{\"time_ns\":\(s.time.nanosecondsSinceStart),\"sheet\":" + LogText.jsonString(s.sheet)
                        + ",\"phase\":" + LogText.jsonString(s.phase.rawValue) + ",\"topY\":" + NumberFormat.points(s.topY)
                        + ",\"dimAlpha\":" + NumberFormat.ratio(s.dimmingAlpha) + ",\"presenterScale\":" + NumberFormat.ratio(s.presenterScale) + "}}\n"
                }
            }
            out += scenario + "\"result\":" + (result.passed ? "\"pass\"" : "\"fail\"")
                + ",\"expectations\":\(result.expectationCount),\"failures\":["
                + result.failures.map { LogText.jsonString($0.formatted) }.joined(separator: ",") + "]}\n"
        }
        let passed = results.filter(\.passed).count
        out += "{\"passed\":\(passed),\"failed\":\(results.count - passed)}\n"
        return out
    }
}
