import SheetSim
import SheetSimScenario

/// The text and JSON Lines forms of a run, written through a ``ChunkedWriter`` as they are
/// produced. Pure: the same results always print the same bytes, whatever the pieces, and
/// whether a scenario's frames came all at once or in batches as it ran (``ScenarioLines``).
enum RunReport {
    /// How the scenarios of a run ended, for the summary line.
    struct Counts {
        var passed = 0
        var failed = 0
        /// Scenarios a line of which could not run.
        var stopped = 0

        mutating func add(_ result: ScenarioResult) {
            if result.isStoppedByError { stopped += 1 } else if result.passed { passed += 1 } else { failed += 1 }
        }
    }

    /// `3 passed, 1 failed`, and `, 1 stopped by an error` when a scenario could not run.
    static func summary(_ counts: Counts, format: RunCommand.Format) -> String {
        switch format {
        case .text:
            let stopped = counts.stopped == 0 ? "" : ", \(counts.stopped) stopped by \(counts.stopped == 1 ? "an error" : "errors")"
            return "\(counts.passed) passed, \(counts.failed) failed\(stopped)\n"
        case .jsonl:
            return "{\"passed\":\(counts.passed),\"failed\":\(counts.failed)" + (counts.stopped == 0 ? "" : ",\"errors\":\(counts.stopped)") + "}\n"
        }
    }

    /// Writes the report of `results`. Each scenario's log and frames are released once written,
    /// so a large `--frames` report holds its records once, not its records and their text.
    static func write(_ results: inout [ScenarioResult], format: RunCommand.Format, frames: Bool, quiet: Bool,
                      hidesLayout: Bool = false, to out: inout ChunkedWriter) {
        var counts = Counts()
        for index in results.indices {
            write(results[index], format: format, frames: frames, quiet: quiet, hidesLayout: hidesLayout, to: &out)
            counts.add(results[index])
            results[index].log = CallbackLog()
            results[index].frames = FrameLog()
        }
        out.append(summary(counts, format: format))
    }

    /// One scenario's report: its header, log and frames (unless `quiet`), then its outcome.
    static func write(_ result: ScenarioResult, format: RunCommand.Format, frames: Bool, quiet: Bool,
                      hidesLayout: Bool, assumptions: Bool = false, to out: inout ChunkedWriter) {
        if !quiet {
            opening(file: result.file, title: result.title, format: format, to: &out)
            var lines = ScenarioLines(file: result.file, format: format, hidesLayout: hidesLayout)
            lines.write(log: result.log, frames: frames ? result.frames : FrameLog(), to: &out)
        }
        closing(result, format: format, quiet: quiet, assumptions: assumptions, to: &out)
    }

    /// What comes before a scenario's log: the text form's `== FILE — TITLE` line.
    static func opening(file: String, title: String?, format: RunCommand.Format, to out: inout ChunkedWriter) {
        guard format == .text else { return }
        out.append("== " + file + (title.map { " — " + $0 } ?? "") + "\n")
    }

    /// What comes after a scenario's log: its failed expectations, each with its diff, and its
    /// `PASS`, `FAIL` or `ERROR` line (text: quiet leaves out the logs, not what failed), or its
    /// JSON Lines result object, always. With `assumptions`, the unconfirmed settings the run read
    /// follow the outcome line (text), or are the object's `assumptions` array (JSON Lines).
    static func closing(_ result: ScenarioResult, format: RunCommand.Format, quiet: Bool, assumptions: Bool = false,
                        to out: inout ChunkedWriter) {
        switch format {
        case .text:
            if !quiet || !result.passed { outcome(result, to: &out) }
            if assumptions { out.append(assumptionText(result.assumptions)) }
        case .jsonl:
            let scenario = "{\"scenario\":" + LogText.jsonString(result.file) + ","
            let kind = result.isStoppedByError ? "\"error\"" : result.passed ? "\"pass\"" : "\"fail\""
            var object = scenario + "\"result\":" + kind
                + ",\"expectations\":\(result.expectationCount),\"failures\":["
                + result.failures.map { LogText.jsonString($0.formatted) }.joined(separator: ",") + "]"
            if let errors = result.errors {
                object += ",\"errors\":[" + errors.diagnostics.map { LogText.jsonString($0.formatted) }.joined(separator: ",") + "]"
            }
            if assumptions { object += ",\"assumptions\":" + assumptionJSON(result.assumptions) }
            out.append(object + "}\n")
        }
    }

    /// The `--assumptions` block of the text report: a count, then one indented line per setting
    /// (``ConsultedAssumption/line``).
    static func assumptionText(_ list: [ConsultedAssumption]) -> String {
        guard !list.isEmpty else { return "assumptions: none (the run read no unconfirmed metric or option)\n" }
        let noun = list.count == 1 ? "setting" : "settings"
        return "assumptions: \(list.count) unconfirmed \(noun) read\n" + list.map { "  " + $0.line + "\n" }.joined()
    }

    /// The same list as a JSON array of objects with `kind`, `name`, `value`, `confidence`,
    /// `section` and `source`.
    static func assumptionJSON(_ list: [ConsultedAssumption]) -> String {
        "[" + list.map { item in
            "{\"kind\":\"\(item.kind.rawValue)\",\"name\":" + LogText.jsonString(item.name) + ",\"value\":" + LogText.jsonString(item.value)
                + ",\"confidence\":\"\(item.confidence)\",\"section\":" + LogText.jsonString(item.section)
                + ",\"source\":" + LogText.jsonString(item.source) + "}"
        }.joined(separator: ",") + "]"
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

    /// A scenario's failed expectations, each with its diff, and its `PASS`, `FAIL` or `ERROR` line.
    static func outcome(_ result: ScenarioResult, to out: inout ChunkedWriter) {
        for failure in result.failures { out.append(failure.formatted + "\n") }
        let count = "\(result.expectationCount) expectation\(result.expectationCount == 1 ? "" : "s")"
        if let error = result.errors?.diagnostics.first {
            out.append("ERROR \(result.file) (stopped at \(error.location): \(error.message))\n")
        } else {
            out.append(result.passed ? "PASS \(result.file) (\(count))\n"
                                     : "FAIL \(result.file) (\(result.failures.failedSummary(expectationCount: result.expectationCount)))\n")
        }
    }

    /// A frame's line, and its layout line when it has its layout figures (`--frames=layout`).
    static func frameLine(_ record: FrameRecord) -> String {
        guard let layout = record.layout else { return record.description }
        return record.description + "\n" + layout.line(at: record.time)
    }

    /// A frame's JSON object in a scenario's JSON Lines; with its layout figures, a `layout`
    /// object in it.
    static func frameObject(_ record: FrameRecord, scenario: String) -> String {
        scenario + "\"frame\":{\"time_ns\":\(record.time.nanosecondsSinceStart),\"sheet\":" + LogText.jsonString(record.sheet)
            + ",\"phase\":" + LogText.jsonString(record.phase.rawValue) + ",\"topY\":" + NumberFormat.points(record.topY)
            + ",\"dimAlpha\":" + NumberFormat.ratio(record.dimmingAlpha) + ",\"presenterScale\":" + NumberFormat.ratio(record.presenterScale)
            + (record.sheetInset.map { ",\"sheetInset\":" + NumberFormat.points($0) + ",\"cornerRadius\":" + NumberFormat.points(record.cornerRadius) } ?? "")
            + (record.layout.map { ",\"layout\":" + layoutObject($0) } ?? "") + "}}"
    }

    /// A frame's layout figures as JSON: insets as `{top,left,bottom,right}`, margins as
    /// `{top,leading,bottom,trailing}`; the bar and the scroll view's figures only when there are.
    static func layoutObject(_ layout: FrameLayout) -> String {
        func insets(_ e: EdgeInsets) -> String {
            "{\"top\":\(NumberFormat.points(e.top)),\"left\":\(NumberFormat.points(e.left)),\"bottom\":\(NumberFormat.points(e.bottom)),\"right\":\(NumberFormat.points(e.right))}"
        }
        let m = layout.directionalLayoutMargins
        let f = layout.frame
        var text = "{\"controller\":" + LogText.jsonString(layout.controller)
            + ",\"frame\":{\"x\":\(NumberFormat.points(f.x)),\"y\":\(NumberFormat.points(f.y)),\"width\":\(NumberFormat.points(f.width)),\"height\":\(NumberFormat.points(f.height))}"
            + ",\"safeAreaInsets\":" + insets(layout.safeAreaInsets)
            + ",\"directionalLayoutMargins\":{\"top\":\(NumberFormat.points(m.top)),\"leading\":\(NumberFormat.points(m.leading)),\"bottom\":\(NumberFormat.points(m.bottom)),\"trailing\":\(NumberFormat.points(m.trailing))}"
        if let bar = layout.navigationBarHeight { text += ",\"navigationBarHeight\":" + NumberFormat.points(bar) }
        if let adjusted = layout.adjustedContentInset { text += ",\"adjustedContentInset\":" + insets(adjusted) }
        if let offset = layout.contentOffsetY { text += ",\"contentOffsetY\":" + NumberFormat.points(offset) }
        return text + "}"
    }
}

/// One scenario's log entries and frames, merged in time order as they are written: every frame
/// before the first entry after it, entries first at a tie. Written all at once, or in batches as
/// the scenario runs (``Simulator/frameSink``), it prints the same lines: a batch prints what
/// the rest of the run cannot come before — every entry logged so far, every frame before the
/// clock — and holds back the frames at the clock's instant, which entries logged at that
/// instant later still come before.
struct ScenarioLines {
    let format: RunCommand.Format
    let hidesLayout: Bool
    /// `{"scenario":"FILE",`, the start of every JSON object of the scenario.
    let scenario: String
    /// Log entries written so far.
    private(set) var writtenEntries = 0
    /// Frames held back: at the instant the clock stood at when they came.
    private var held = FrameLog()

    init(file: String, format: RunCommand.Format, hidesLayout: Bool) {
        self.format = format
        self.hidesLayout = hidesLayout
        scenario = "{\"scenario\":" + LogText.jsonString(file) + ","
    }

    /// Writes the entries logged since the last call and the frames held and in `batch`; with
    /// `now`, the frames at `now` are held back for the next call (the last call passes nil).
    mutating func write(log: CallbackLog, frames batch: FrameLog, heldFrom now: SimInstant? = nil, to out: inout ChunkedWriter) {
        // The frames held back, then the batch: read in turn, not copied into one log.
        let earlier = held
        held = FrameLog()
        let frameCount = earlier.count + batch.count
        func frame(_ index: Int) -> FrameRecord { index < earlier.count ? earlier[index] : batch[index - earlier.count] }
        let shown: (Callback) -> Bool = { [hidesLayout] in $0.isShown(hidingLayout: hidesLayout) }
        var next = 0
        let (format, scenario) = (format, scenario)
        func entry(_ time: SimInstant, _ text: String) {
            while next < frameCount, frame(next).time < time {
                Self.write(frame(next), format: format, scenario: scenario, to: &out)
                next += 1
            }
            switch format {
            case .text: out.appendLine(text)
            case .jsonl: out.appendLine(scenario + text.dropFirst())
            }
        }
        switch format {
        case .text: log.forEachLine(from: writtenEntries, where: shown, entry)
        case .jsonl: log.forEachJSON(from: writtenEntries, where: shown, entry)
        }
        writtenEntries = log.count
        while next < frameCount {
            let record = frame(next)
            if let now, record.time >= now { held.append(record) } else { Self.write(record, format: format, scenario: scenario, to: &out) }
            next += 1
        }
    }

    private static func write(_ record: FrameRecord, format: RunCommand.Format, scenario: String, to out: inout ChunkedWriter) {
        switch format {
        case .text: out.appendLine(RunReport.frameLine(record))
        case .jsonl: out.appendLine(RunReport.frameObject(record, scenario: scenario))
        }
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
