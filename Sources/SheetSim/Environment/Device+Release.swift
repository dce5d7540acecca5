extension Device {
    /// The device as iOS `major` shows it: some releases changed a model's safe areas (the iPhone
    /// XR's and 11's top inset is 44 pt up to iOS 13 and 48 pt from iOS 14; iOS 26 gives the 402,
    /// 420 and 440 pt wide phones a 20 pt top inset in landscape, which iOS 27 takes away again).
    /// The device table keys those figures by release, so a profile for a later release reads its
    /// own with no change to the table. A device no release changed is returned as it is.
    ///
    /// The simulator reads its device for its OS profile's release; a device looked up by name
    /// shows the default profile's (``OSProfile/default``).
    ///
    /// - Parameters:
    ///   - major: an iOS major version, e.g. 13 or 26.
    public func onRelease(_ major: Int) -> Device {
        guard let figures = releaseSafeAreas.last(where: { $0.release <= major }) else { return self }
        var device = self
        device.portraitSafeArea = figures.portrait
        device.landscapeSafeArea = figures.landscape
        return device
    }

    /// Why running this device on `os` deserves a warning, or nil: a model that came out after the
    /// release never ran it, so the run pairs the model's figures with an older release's behaviour.
    ///
    /// - Parameters:
    ///   - os: the OS profile the device would run.
    public func releaseWarning(on os: OSProfile) -> String? {
        guard let first = firstRelease, first > os.majorVersion else { return nil }
        return "\(name) came out with iOS \(first) and never ran iOS \(os.versionText): "
            + "the run pairs its screen with iOS \(os.versionText)'s behaviour"
    }
}

extension ScreenEnvironment {
    /// The environment with its device read for `os` (``Device/onRelease(_:)``): what the OS
    /// profile decides about the device's figures.
    ///
    /// - Parameters:
    ///   - os: the OS profile the app runs on.
    public func onRelease(_ os: OSProfile) -> ScreenEnvironment {
        guard !self.device.releaseSafeAreas.isEmpty else { return self }
        let device = device.onRelease(os.majorVersion)
        guard device != self.device else { return self }
        var environment = self
        environment.device = device
        return environment
    }
}
