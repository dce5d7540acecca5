import SheetSim

extension Timeline {
    /// The most callbacks a picture draws: a lane tick and a row of the log each, a few hundred
    /// bytes of text apiece, so a picture stays within some tens of megabytes.
    public static let callbackLimit = 100_000

    /// Why the picture cannot be drawn, if it cannot: a run longer than a picture can show (past
    /// ``callbackLimit`` callbacks, or a recording cut at `SimulationRecording.sampleLimit`).
    /// Drawing it anyway would take memory in proportion to the run — gigabytes for a long one —
    /// for a picture no one could read.
    public var refusal: String? {
        if recording.isCut {
            return "the run moved sheets or fingers for more than \(SimulationRecording.sampleLimit) samples (about 35 minutes at 120 Hz), more than a picture can show"
        }
        if log.count > Self.callbackLimit {
            return "the run logged \(log.count) callbacks, more than the \(Self.callbackLimit) a picture can show"
        }
        return nil
    }

    /// The picture as a standalone SVG document.
    public func svg() -> String {
        var renderer = TimelineRenderer(self)
        return renderer.render()
    }

    /// An HTML page: the same SVG, the log as a table, and a small inline script that highlights a
    /// callback's moment on the chart while the pointer is on its row or its tick.
    public func html() -> String {
        TimelinePage.html(self)
    }
}
