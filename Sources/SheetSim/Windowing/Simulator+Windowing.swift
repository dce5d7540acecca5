extension Simulator {
    // MARK: iPadOS 26 windows (split view rules 13)

    /// Why the multitasking setting `mode` cannot be chosen on `device` running `os`, or nil when
    /// it can: the setting is iPadOS 26's, on iPad only.
    public static func multitaskingRefusal(_ mode: MultitaskingMode, device: Device, os: OSProfile) -> SimulationError? {
        if device.idiom != .pad {
            return .windowUnavailable("multitasking \(mode) needs an iPad; apps on iPhone are always full screen",
                                      hint: "choose an iPad, e.g. 'device \"iPad Pro 13-inch (M4)\" landscape'")
        }
        if os.majorVersion < MultitaskingMode.introduced {
            return .windowUnavailable("multitasking \(mode) is iPadOS 26's setting; this simulation runs iPadOS \(os.versionText), where Split View and Slide Over are the multitasking",
                                      hint: "choose 'os 26' or later, or use 'window twoThirds|half|oneThird|slideOver' on iPadOS \(os.versionText)")
        }
        return nil
    }

    /// Why `window` cannot be the app's window in `environment` on `os`, or nil when it can.
    ///
    /// Beside the screen's own limit (``ScreenEnvironment/refusal(of:)``), iPadOS 26's rules apply
    /// once a scenario chooses a multitasking setting (``ScreenEnvironment/multitasking``) or asks
    /// for a window of a width and a height:
    /// - a window of a width and a height needs iPadOS 26;
    /// - iPadOS 26.0 removed Split View: its sides are refused;
    /// - Slide Over came back in iPadOS 26.1 (OBS): refused on 26.0;
    /// - in full screen apps, the Settings default, a window cannot be resized;
    /// - a resized window is at least as large as the system minimum (the ``UIKitMetrics/windowMinimumWidth``
    ///   and ``UIKitMetrics/windowMinimumHeight`` metrics, GUESS) and as the app's
    ///   `sizeRestrictions.minimumSize` where it fits the screen.
    ///
    /// The metrics are read only for such a window, so a run that uses none lists none of them.
    public static func windowRefusal(of window: AppWindow, in environment: ScreenEnvironment, os: OSProfile,
                                     metrics: UIKitMetrics) -> SimulationError? {
        guard environment.device.idiom == .pad else { return nil }
        if let refusal = environment.refusal(of: window) { return refusal }
        let isSized = if case .size = window { true } else { false }
        if isSized, os.majorVersion < MultitaskingMode.introduced {
            return .windowUnavailable("window \(window) is an iPadOS 26 window; this simulation runs iPadOS \(os.versionText)",
                                      hint: "choose 'os 26' and 'multitasking windowedApps', or write 'window width W' for a window of the screen's height")
        }
        guard os.majorVersion >= MultitaskingMode.introduced, environment.multitasking != nil || isSized else { return nil }
        let mode = environment.multitasking ?? .fullScreenApps
        if window.isSplitViewSide {
            return .windowUnavailable("window \(window) is a side of Split View, which iPadOS 26.0 removed; this simulation runs iPadOS \(os.versionText)",
                                      hint: mode.resizesWindows ? "resize the window instead, e.g. 'window width 500pt height 700pt'"
                                          : "choose 'multitasking windowedApps' among the setup lines, then resize the window, e.g. 'window width 500pt height 700pt'")
        }
        if window.isSlideOver, os.majorVersion == MultitaskingMode.introduced, os.minorVersion < 1 {
            return .windowUnavailable("window slideOver: Slide Over returned in iPadOS 26.1; this simulation runs iPadOS \(os.versionText)",
                                      hint: "choose 'os 26.1'")
        }
        guard window.isFreeForm else { return nil }
        guard mode.resizesWindows else {
            return .windowUnavailable("window \(window): in fullScreenApps\(environment.multitasking == nil ? ", the Settings default," : "") a window cannot be resized",
                                      hint: "write 'multitasking windowedApps' (or stageManager) among the setup lines")
        }
        var probe = environment
        probe.window = window
        let size = probe.containerSize
        let minimum = minimumWindowSize(in: environment, metrics: metrics)
        if size.width < minimum.width || size.height < minimum.height {
            let app = environment.sizeRestrictionsMinimumSize.map { " (the app's sizeRestrictions.minimumSize is \(NumberFormat.points($0.width))pt × \(NumberFormat.points($0.height))pt)" } ?? ""
            return .windowUnavailable("window \(window) is smaller than the smallest window iPadOS 26 makes here, \(NumberFormat.points(minimum.width))pt × \(NumberFormat.points(minimum.height))pt\(app)",
                                      hint: "the smallest window is the app's minimum or the system's (the metrics windowMinimumWidth and windowMinimumHeight, GUESS), whichever is larger; write a larger window")
        }
        return nil
    }

    /// The smallest window the user can make: the system minimum (metrics, GUESS) or the app's
    /// `sizeRestrictions.minimumSize` where larger, each side at most the screen's.
    public static func minimumWindowSize(in environment: ScreenEnvironment, metrics: UIKitMetrics) -> Size {
        let screen = environment.screenSize
        let app = environment.sizeRestrictionsMinimumSize ?? Size(width: 0, height: 0)
        return Size(width: min(max(metrics.windowMinimumWidth, app.width), screen.width),
                    height: min(max(metrics.windowMinimumHeight, app.height), screen.height))
    }
}
