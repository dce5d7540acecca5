/// What the engine does for a machine that asks, whatever its kind: work on what the engine
/// keeps (the presentation stack, the timeline's notes) and on what no one machine owns (what
/// shows beneath a presentation).
public enum EngineService: Sendable, Equatable {
    /// The presentation's dismissal finished: the machine leaves the presentation stack, and the
    /// presentation beneath it, if any, no longer presents a child.
    case leavePresentation
    /// A tap went through the presentation (an undimmed area, SheetRules 2.3) to what shows
    /// beneath it: the presentation below, or the window's content.
    case passTapThrough(Point)
    /// A finger lifted from a sheet, and where the release sends it: kept for timeline pictures
    /// (``SimulationRecording``), nothing to carry out.
    case noteRelease(ReleaseRecord)
}
