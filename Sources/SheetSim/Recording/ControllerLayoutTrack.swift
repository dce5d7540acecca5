/// One controller's layout figures over time, for a timeline's layout track: a controller with a
/// navigation bar or a scroll view (layout rules 22, 40–44, 36–37), sampled at every layout pass
/// in which one of these figures changed (and at its first).
public struct ControllerLayoutTrack: Sendable {
    /// The controller's name.
    public var controller: String
    public var samples: [ControllerLayoutSample] = []

    public init(controller: String) {
        self.controller = controller
    }
}

/// What a ``ControllerLayoutTrack`` keeps at one instant.
public struct ControllerLayoutSample: Hashable, Sendable {
    public var time: SimInstant
    /// `view.safeAreaInsets.top` and `.bottom`.
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// `navigationBar.frame.height`, for a navigation controller.
    public var navigationBarHeight: Double?
    /// The scroll view's `contentOffset.y` (UIKit's), for a controller with one.
    public var contentOffsetY: Double?

    public init(time: SimInstant, safeAreaTop: Double, safeAreaBottom: Double, navigationBarHeight: Double? = nil,
                contentOffsetY: Double? = nil) {
        self.time = time
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        self.navigationBarHeight = navigationBarHeight
        self.contentOffsetY = contentOffsetY
    }

    /// The same figures, whenever taken.
    func sameFigures(as other: ControllerLayoutSample) -> Bool {
        safeAreaTop == other.safeAreaTop && safeAreaBottom == other.safeAreaBottom
            && navigationBarHeight == other.navigationBarHeight && contentOffsetY == other.contentOffsetY
    }
}

extension Simulator {
    /// Samples `controller`'s layout figures for its layout track, when it has a navigation bar or
    /// a scroll view and they changed since its last sample. Called by a layout pass with each
    /// layout it computes, while recording.
    mutating func recordLayout(of controller: String, _ layout: ViewLayout) {
        guard layout.navigationBar != nil || layout.scrollView != nil else { return }
        let sample = ControllerLayoutSample(time: now, safeAreaTop: layout.safeAreaInsets.top, safeAreaBottom: layout.safeAreaInsets.bottom,
                                           navigationBarHeight: layout.navigationBar?.frame.height,
                                           contentOffsetY: layout.scrollView?.contentOffsetY)
        let track: Int
        if let open = recording!.openLayoutTracks[controller] {
            track = open
            if let last = recording!.layoutTracks[track].samples.last, last.sameFigures(as: sample) { return }
        } else {
            track = recording!.layoutTracks.count
            recording!.layoutTracks.append(ControllerLayoutTrack(controller: controller))
            recording!.openLayoutTracks[controller] = track
        }
        guard recording!.admitSample() else { return }
        recording!.layoutTracks[track].samples.append(sample)
    }
}
