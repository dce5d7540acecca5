/// Everything observable about one presented sheet at one instant.
///
/// The callback log says what UIKit called; the snapshot says how the screen looks. Both are
/// readable at any time (``SheetSimulator/state``) and snapshots are recorded per frame on request
/// (``SheetSimulator/recordsFrames``) without touching the log.
public struct SheetSnapshot: Hashable, Sendable {
    public var time: SimInstant
    /// The presented controller's name.
    public var name: String
    public var phase: SheetPhase
    /// The sheet's top edge, points from the container's top (reference 2.1).
    public var topY: Double
    /// The visible height: container bottom minus top y. The view keeps its full-height frame
    /// (reference 2.1, quirk 22); this is what shows.
    public var visibleHeight: Double
    /// `selectedDetentIdentifier` as UIKit reports it (nil until set or chosen by the user).
    public var selectedDetentIdentifier: DetentIdentifier?
    /// The detent the sheet rests on (the selection if active, else the smallest).
    public var restingDetentIdentifier: DetentIdentifier?
    public var percentDimmed: Double
    public var dimmingAlpha: Double
    public var cornerRadius: Double
    public var isGrabberVisible: Bool
    public var shadowOpacity: Double
    /// The presenter's scale (1 when not scaled down, reference 2.4).
    public var presenterScale: Double
    /// The presenter's frame after scaling and translation.
    public var presenterFrame: Rect
    public var presenterCornerRadius: Double
    /// The scroll view's `contentOffset.y`, if the sheet has one.
    public var contentOffset: Double?
    public var isFullScreen: Bool

    /// One line: `t=350.000ms phase=idle detent=medium topY=398.56 dim=0.2 scale=1`.
    public var summary: String {
        "t=\(time) \(name) phase=\(phase.rawValue) detent=\(restingDetentIdentifier?.description ?? "nil")"
            + " topY=\(NumberFormat.points(topY)) dim=\(NumberFormat.points(dimmingAlpha))"
            + " scale=\(NumberFormat.ratio(presenterScale))"
    }
}
