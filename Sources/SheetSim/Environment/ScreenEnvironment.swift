/// The traits a detent resolver sees: UIKit's `containerTraitCollection`, reduced to what SheetSim models.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceStyle: UserInterfaceStyle

    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
                userInterfaceStyle: UserInterfaceStyle = .light) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The size classes as Interface Builder writes them: `wC hR` (width compact, height regular).
    public var sizeClassText: String {
        "w" + (horizontalSizeClass == .compact ? "C" : "R") + " h" + (verticalSizeClass == .compact ? "C" : "R")
    }

    /// e.g. `w:compact h:regular light`.
    public var description: String {
        "w:\(horizontalSizeClass.rawValue) h:\(verticalSizeClass.rawValue) \(userInterfaceStyle.rawValue)"
    }
}

/// Where a sheet is presented: a device, its orientation and, on iPad, an optional multitasking
/// window width. Derives the container (window) size, safe area, size classes and frame clock.
public struct ScreenEnvironment: Hashable, Sendable, CustomStringConvertible {
    public var device: Device
    public var orientation: Orientation
    /// iPad only: the width of a Split View / Slide Over window, clamped to the screen width.
    /// Ignored on phones (apps there are always full screen). nil = full screen.
    public var windowWidth: Double?
    public var userInterfaceStyle: UserInterfaceStyle
    /// Accessibility's Reduce Motion: no presenter scale-down (reference 2.4).
    public var reduceMotion: Bool = false
    /// iPad windows narrower than this are compact width; from ``SheetMetrics/padCompactWidthThreshold`` (GUESS).
    public var padCompactWidthThreshold: Double

    public init(device: Device, orientation: Orientation = .portrait, windowWidth: Double? = nil,
                userInterfaceStyle: UserInterfaceStyle = .light, metrics: SheetMetrics = .uikit) {
        self.device = device
        self.orientation = orientation
        self.windowWidth = windowWidth
        self.userInterfaceStyle = userInterfaceStyle
        self.padCompactWidthThreshold = metrics.padCompactWidthThreshold
    }

    /// The full screen size in the current orientation.
    public var screenSize: Size {
        orientation.isLandscape
            ? Size(width: device.portraitSize.height, height: device.portraitSize.width)
            : device.portraitSize
    }

    /// The effective multitasking width: iPad only, finite, positive, at most the screen width.
    var multitaskingWidth: Double? {
        guard device.idiom == .pad, let width = windowWidth, width.isFinite, width > 0 else { return nil }
        return min(width, screenSize.width)
    }

    /// The container (window) size the sheet is laid out in.
    public var containerSize: Size {
        let screen = screenSize
        if let width = multitaskingWidth { return Size(width: width, height: screen.height) }
        return screen
    }

    /// The container's bounds, origin at zero.
    public var containerBounds: Rect { Rect(origin: .zero, size: containerSize) }

    /// The container's safe-area insets. Landscape-right mirrors the device's landscape-left left
    /// and right insets. A narrowed iPad window keeps the top and bottom insets and has no side insets.
    public var safeArea: EdgeInsets {
        switch orientation {
        case .portrait:
            var insets = device.portraitSafeArea
            if multitaskingWidth != nil { insets.left = 0; insets.right = 0 }
            return insets
        case .landscapeLeft, .landscapeRight:
            var insets = device.landscapeSafeArea
            if orientation == .landscapeRight { swap(&insets.left, &insets.right) }
            if multitaskingWidth != nil { insets.left = 0; insets.right = 0 }
            return insets
        }
    }

    /// Phones: compact in portrait; in landscape compact unless the device is a Max/Plus
    /// (``Device/isRegularWidthInLandscape``). iPad: regular full screen; a multitasking window
    /// narrower than ``padCompactWidthThreshold`` is compact.
    /// GUESS: the exact iPad threshold (678 pt by default) is not given by any source; iPadOS
    /// reports compact width for narrow Split View and Slide Over windows.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        switch device.idiom {
        case .phone:
            return orientation.isLandscape && device.isRegularWidthInLandscape ? .regular : .compact
        case .pad:
            if let width = multitaskingWidth, width < padCompactWidthThreshold { return .compact }
            return .regular
        }
    }

    /// Phones: regular in portrait, compact in landscape. iPad: always regular.
    public var verticalSizeClass: UserInterfaceSizeClass {
        device.idiom == .phone && orientation.isLandscape ? .compact : .regular
    }

    /// The container's traits, as a detent resolver sees them.
    public var traitCollection: TraitCollection {
        TraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                        userInterfaceStyle: userInterfaceStyle)
    }

    /// One display frame: 1/refreshRate s, truncated to whole nanoseconds (8 333 333 ns at 120 Hz).
    /// Use ``frameTime(index:from:)`` to place frames: it does not accumulate this rounding.
    public var frameInterval: SimDuration {
        SimDuration(nanoseconds: 1_000_000_000 / Int64(max(device.refreshRate, 1)))
    }

    /// The start of frame `index` counted from `start`: `start + index·10⁹/hz` ns, computed
    /// exactly in integers (truncated toward zero) so frame 120 at 120 Hz is exactly 1 s later,
    /// with no drift and no overflow for any realistic index.
    public func frameTime(index: Int64, from start: SimInstant) -> SimInstant {
        let hz = Int64(max(device.refreshRate, 1))
        let whole = index / hz
        let rest = index % hz
        return start + SimDuration(nanoseconds: whole * 1_000_000_000 + rest * 1_000_000_000 / hz)
    }

    /// The first frame index whose ``frameTime(index:from:)`` is at or after `instant`
    /// (0 when `instant` is at or before `start`).
    public func frameIndex(atOrAfter instant: SimInstant, from start: SimInstant) -> Int64 {
        let elapsed = (instant - start).nanoseconds
        guard elapsed > 0 else { return 0 }
        let hz = Int64(max(device.refreshRate, 1))
        // Smallest i with floor(i·10⁹/hz) ≥ elapsed, i.e. i·10⁹ ≥ elapsed·hz (hz divides into ns exactly here).
        let secs = elapsed / 1_000_000_000
        let restNs = elapsed % 1_000_000_000
        var index = secs * hz + (restNs * hz) / 1_000_000_000
        while frameTime(index: index, from: start) < instant { index += 1 }
        return index
    }

    /// e.g. `iPhone 14 Pro portrait (393, 852)`.
    public var description: String {
        var text = "\(device.name) \(orientation.rawValue) \(containerSize)"
        if multitaskingWidth != nil { text += " window" }
        return text
    }
}
