import SheetSim

/// What the window invariant needs to know about the app's iPad window at one instant.
public struct WindowObservation: Hashable, Sendable {
    public var window: AppWindow
    public var size: Size
    public var screen: Size
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The `padCompactWidthThreshold` metric.
    public var threshold: Double
    /// The smallest iPadOS 26 window, when iPadOS 26's windowing rules apply (a multitasking
    /// setting); nil otherwise.
    public var minimum: Size?

    public init(window: AppWindow, size: Size, screen: Size, horizontalSizeClass: UserInterfaceSizeClass, threshold: Double, minimum: Size?) {
        self.window = window
        self.size = size
        self.screen = screen
        self.horizontalSizeClass = horizontalSizeClass
        self.threshold = threshold
        self.minimum = minimum
    }

    /// Reads the simulator's environment through the core's public API.
    public init(_ environment: ScreenEnvironment, metrics: UIKitMetrics) {
        self.init(window: environment.window, size: environment.containerSize, screen: environment.screenSize,
                  horizontalSizeClass: environment.horizontalSizeClass, threshold: metrics.padCompactWidthThreshold,
                  minimum: environment.multitasking != nil && environment.window.isFreeForm
                      ? Simulator.minimumWindowSize(in: environment, metrics: metrics) : nil)
    }
}

extension InvariantChecker {
    /// Checks an iPad window: its horizontal size class is its width against the threshold
    /// (worked out here from the width, not asked of the core); an iPadOS 26 window lies within
    /// the screen and is at least the minimum.
    public static func checkWindow(_ window: WindowObservation, now: SimInstant) -> InvariantViolation? {
        let expected: UserInterfaceSizeClass = window.window != .full && window.size.width < window.threshold ? .compact : .regular
        if window.horizontalSizeClass != expected {
            return InvariantViolation(invariant: .windowSizeClassMatchesWidth, time: now,
                                      message: "window \(window.window) \(window.size) is \(window.horizontalSizeClass.rawValue) width, expected \(expected.rawValue) against \(NumberFormat.points(window.threshold))pt")
        }
        if window.size.width > window.screen.width || window.size.height > window.screen.height {
            return InvariantViolation(invariant: .windowSizeClassMatchesWidth, time: now, message: "window \(window.size) outside the screen \(window.screen)")
        }
        if let minimum = window.minimum, window.size.width < minimum.width || window.size.height < minimum.height {
            return InvariantViolation(invariant: .windowSizeClassMatchesWidth, time: now, message: "window \(window.size) below the minimum \(minimum)")
        }
        return nil
    }
}
