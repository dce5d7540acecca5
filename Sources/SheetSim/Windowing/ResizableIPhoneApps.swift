extension Simulator {
    // MARK: Resizable iPhone apps (split view rules 15)

    /// Whether an iPhone app's window resizes on `os` under `options`
    /// (``BehaviorOptions/resizableIPhoneApps``, OBS: from iOS 27).
    static func resizesIPhoneApps(os: OSProfile, options: BehaviorOptions) -> Bool {
        options.resizableIPhoneApps.applies(on: os)
    }

    /// Why an iPhone app cannot have `window` in `environment` on `os`, or nil when it can: full
    /// screen always; a window of a width and a height only where iPhone apps resize (iOS 27,
    /// OBS), inside the screen. Anything else is an iPad's window.
    ///
    /// A resized iPhone app stays horizontally compact (its size classes are the full screen's)
    /// and hears only `viewWillTransition(to:with:)`: no trait callbacks, no change of activation,
    /// no scene geometry callback (OBS: developer forum reports of the iOS 27 betas).
    public static func phoneWindowRefusal(of window: AppWindow, in environment: ScreenEnvironment, os: OSProfile,
                                          options: BehaviorOptions) -> SimulationError? {
        guard environment.device.idiom == .phone, window != .full else { return nil }
        guard case .size = window else {
            return .windowUnavailable("window \(window) needs an iPad; an iPhone app is full screen, or on iOS 27 resized to a width and a height",
                                      hint: "choose an iPad, e.g. 'device \"iPad Pro 11\" landscape', or on 'os 27' write 'window width 500pt height 700pt'")
        }
        guard resizesIPhoneApps(os: os, options: options) else {
            return .windowUnavailable("window \(window): iPhone apps resize from iOS 27 (option resizableIPhoneApps); this simulation runs iOS \(os.versionText)",
                                      hint: "choose 'os 27', or write 'option resizableIPhoneApps = on'")
        }
        return environment.refusal(of: window)
    }
}
