import SheetSim
import SheetSimTimeline

/// The picture file of `sheetsim run --timeline PATH` and the REPL's `timeline FILE`: which form
/// to write, chosen by the file's extension, and its text. Pure; the caller writes the file.
enum TimelineFile {
    enum Format { case svg, html }

    /// `.svg`, or `.html`/`.htm`, in any case (`RUN.SVG` too); nil for anything else. The extension
    /// decides rather than a separate option so the file always opens in what its name promises.
    static func format(of path: String) -> Format? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "svg": return .svg
        case "html", "htm": return .html
        default: return nil
        }
    }

    /// What to do about a run too long to draw.
    static let tooLongHint = "draw a shorter scenario: the part of the run the picture is about"

    /// What an unsupported name gets told (after `--timeline ` or `timeline `).
    static func unsupported(_ path: String) -> String {
        "writes .svg or .html, not '\(path)'"
    }

    /// The interval an empty recording is drawn with when no simulator was ever made (a scenario of
    /// setup lines only): the default device's 120 Hz frame. Nothing moved, so only the axis uses it.
    static let emptyRecording = SimulationRecording(frameInterval: .nanoseconds(8_333_333))

    static func contents(_ timeline: Timeline, as format: Format) -> String {
        switch format {
        case .svg: return timeline.svg()
        case .html: return timeline.html()
        }
    }
}
