/// iPadOS 26's multitasking setting (Settings > Multitasking & Gestures): how every app's windows
/// behave. Split View and Slide Over are not among them: iPadOS 26.0 removed both, and 26.1 brought
/// Slide Over back for one app at a time (OBS: Apple's iPad guide and release coverage; SheetSim's
/// split view rules, section 13).
///
/// SheetSim models one app's window, so windowed apps and Stage Manager behave the same here: the
/// sources SheetSim has describe the same free resizing, size classes and window controls for both,
/// and differ only in what surrounds the window (the recent-apps strip, external displays), which
/// SheetSim does not draw.
public enum MultitaskingMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Full Screen Apps, the Settings default: every window fills the screen and cannot be resized.
    case fullScreenApps
    /// Windowed Apps: every app opens in a window the user resizes freely from its corner.
    case windowedApps
    /// Stage Manager: windows resize freely, as in windowed apps.
    case stageManager

    /// Whether the user can resize a window: not in full screen apps.
    public var resizesWindows: Bool { self != .fullScreenApps }

    /// The first release with the setting: iPadOS 26.
    public static let introduced = 26

    public var description: String { rawValue }
}
