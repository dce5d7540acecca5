extension Simulator {
    // MARK: A live window resize (split view rules 13)

    /// The user drags an iPadOS 26 window's corner until the window is `size`, over `duration`,
    /// and lifts the finger: returns that instant.
    ///
    /// At the start the scene's geometry turns `isInteractivelyResizing` (logged as
    /// `windowScene(_:didUpdateEffectiveGeometry:)`) and the app resigns active as for any
    /// multitasking resize (split view rules 5.2). Then UIKit commits sizes on the way — every
    /// display frame, or only the last, by ``BehaviorOptions/windowResizeCommits`` (GUESS) — each
    /// with the setup callbacks of ``setEnvironment(_:)`` (the size transition; the traits only when
    /// a size class changes) and a layout at that size, without an animation: the finger moves the
    /// window. The sizes are the straight line from the window's size to `size`, in whole points.
    /// At the lift, `isInteractivelyResizing` turns false and the app becomes active again.
    ///
    /// Refused where ``windowRefusal(of:in:os:metrics:)`` refuses a window of that size, for a
    /// duration not above zero, and while another resize runs.
    public mutating func beginWindowResize(to size: Size, over duration: SimDuration) throws -> SimInstant {
        let target = AppWindow.size(width: size.width, height: size.height)
        if environment.device.idiom == .phone, let refusal = Self.phoneWindowRefusal(of: target, in: environment, os: os, options: options) {
            throw refusal
        }
        if let refusal = Self.windowRefusal(of: target, in: environment, os: os, metrics: metrics) { throw refusal }
        guard duration > .zero else { throw SimulationError.nonPositiveDuration(what: "a window resize") }
        guard !environment.isInteractivelyResizing else {
            throw SimulationError.invalidValue(what: "resize window", reason: "cannot start while the user is still resizing the window")
        }
        guard let end = now.adding(duration) else { throw SimulationError.pastClockLimit(what: "the window resize") }
        // A window that is not yet free-form (Slide Over's, which can be narrower than the
        // smallest window when the minimum metrics are raised) becomes one as the drag begins, so
        // it starts no smaller than the smallest window: every size committed on the way is one a
        // free-form window can have.
        let minimum = Self.minimumWindowSize(in: environment, metrics: metrics)
        let start = environment.window.isFreeForm ? environment.containerSize
            : Size(width: max(environment.containerSize.width, minimum.width), height: max(environment.containerSize.height, minimum.height))
        let begin = now
        // The start: the geometry turns interactive; the app resigns as for a multitasking resize.
        var final = environment
        final.window = target
        var resizing = environment
        resizing.isInteractivelyResizing = true
        if environment.containerSize != final.containerSize { resignActiveForWindowChange(from: environment, to: final) }
        changeEnvironmentLive(to: resizing)
        // The commits on the way, and the end: each commit queues the next, so a long resize
        // holds one event at a time.
        let interval = environment.frameInterval
        let frames = options.windowResizeCommits == .perFrame ? max(duration.nanoseconds / max(interval.nanoseconds, 1), 1) : 1
        scheduleWindowResizeCommit(WindowResize(from: start, to: size, began: begin, end: end, frames: frames), index: 1)
        recordInput(.resizeWindow(to: size, over: duration), windowSize: final.containerSize)
        return end
    }

    /// A live resize under way: where it goes and how many sizes it commits.
    struct WindowResize {
        var from: Size
        var to: Size
        var began: SimInstant
        var end: SimInstant
        var frames: Int64

        /// The size committed at `index` (1…frames): the straight line in whole points, the last
        /// exactly the target.
        func size(at index: Int64) -> Size {
            guard index < frames else { return to }
            let fraction = Double(index) / Double(frames)
            // Rounded to whole points, but never past either end (ends in fractions of a point).
            func between(_ a: Double, _ b: Double) -> Double {
                min(max((a + (b - a) * fraction).rounded(), min(a, b)), max(a, b))
            }
            return Size(width: between(from.width, to.width), height: between(from.height, to.height))
        }
    }

    /// Queues commit `index` of `resize` at its display frame (the last at the lift).
    mutating func scheduleWindowResizeCommit(_ resize: WindowResize, index: Int64) {
        let time = index >= resize.frames ? resize.end : min(environment.frameTime(index: index, from: resize.began), resize.end)
        queue.schedule(.scheduled(ScheduledEvent(name: "window", noun: "window", movesOrLiftsSheetTouch: false) {
            $0.commitWindowResize(to: resize.size(at: index), ends: index >= resize.frames)
            if index < resize.frames { $0.scheduleWindowResizeCommit(resize, index: index + 1) }
        }), at: time)
    }

    /// One size the resize commits; at the last, the end of the resize.
    mutating func commitWindowResize(to size: Size, ends: Bool) {
        var new = environment
        new.window = .size(width: size.width, height: size.height)
        if new.containerSize != environment.containerSize { changeEnvironmentLive(to: new) }
        guard ends else { return }
        new = environment
        new.isInteractivelyResizing = false
        changeEnvironmentLive(to: new)
        becomeActiveIfDue()
    }

    /// Logs `windowScene(_:didUpdateEffectiveGeometry:)` after a change from `old` where iPadOS
    /// 26's windowing applies (a multitasking setting on an `os 26` iPad) and the window's size,
    /// orientation or live-resize state changed. Where it falls among the change's callbacks no
    /// source says: after the trait callbacks, before the adaptations (GUESS).
    mutating func noteEffectiveGeometry(from old: ScreenEnvironment) {
        let new = environment
        guard new.multitasking != nil, new.device.idiom == .pad, os.majorVersion >= MultitaskingMode.introduced,
              old.containerSize != new.containerSize || old.orientation != new.orientation
                || old.isInteractivelyResizing != new.isInteractivelyResizing else { return }
        record(.sceneDelegate, .windowSceneDidUpdateEffectiveGeometry(size: new.containerSize, isInteractivelyResizing: new.isInteractivelyResizing))
    }
}
