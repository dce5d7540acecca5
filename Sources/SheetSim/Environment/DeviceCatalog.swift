/// The device table: every iPhone and iPad from 2017 on (the iPhone 8 and X, the 5th-generation
/// iPad and 10.5-inch iPad Pro onwards), one ``DeviceModel`` per model, each figure with its
/// sources and confidence. The Devices article states the rules the table follows.
///
/// Rows are data, not code: a model that changes nothing but its name is a row like any other,
/// and a figure an iOS release changed is a ``ReleaseSafeArea`` keyed by that release.
public enum DeviceCatalog {
    /// Every model, iPhones then iPads, each oldest first.
    public static let models: [DeviceModel] = iPhones + iPads

    /// The model called exactly `name` (Apple's name), or nil.
    public static func model(named name: String) -> DeviceModel? {
        models.first { $0.name == name }
    }

    /// The row `device` is: the row of its name, or the one a built-in profile's short name
    /// stands for; nil for a custom device and the iPad mini 8.3 profile.
    public static func model(for device: Device) -> DeviceModel? {
        model(named: Device.profileModels[device.name] ?? device.name)
    }

    /// A built-in profile: the row called `name` as a device, without its first release: the
    /// built-in profiles are the screens scenarios have run on every release, with no warning.
    /// The row is there by construction of the table (a test reads every profile).
    static func profile(_ name: String) -> Device {
        guard let model = model(named: name) else { preconditionFailure("the device table has no row '\(name)'") }
        var device = model.device
        device.firstRelease = nil
        return device
    }

    /// A built-in profile with a short name: the row it stands for, under that name.
    static func profile(as shortName: String) -> Device {
        var device = profile(Device.profileModels[shortName] ?? shortName)
        device.name = shortName
        return device
    }

    /// The sources the table cites, in the order `sheetsim help devices` lists them.
    public static var citedSources: [DeviceSource] {
        var cited = Set<DeviceSource>()
        for model in models { for citation in model.citations { cited.formUnion(citation.sources) } }
        return DeviceSource.allCases.filter(cited.contains)
    }

    // MARK: Shorthands for the rows

    static func size(_ width: Double, _ height: Double, _ citation: Citation) -> Cited<Size> {
        Cited(Size(width: width, height: height), citation)
    }

    /// Insets as the table writes them: top / bottom in portrait.
    static func portrait(_ top: Double, _ bottom: Double, _ citation: Citation) -> Cited<EdgeInsets> {
        Cited(EdgeInsets(top: top, bottom: bottom), citation)
    }

    /// Landscape insets: left = right = `sides`, `bottom`, and `top` (0 up to iOS 18).
    static func landscape(sides: Double, bottom: Double, top: Double = 0, _ citation: Citation) -> Cited<EdgeInsets> {
        Cited(EdgeInsets(top: top, left: sides, bottom: bottom, right: sides), citation)
    }

    static func value<Value>(_ value: Value, _ citation: Citation) -> Cited<Value> { Cited(value, citation) }

    static let hig = Citation.doc(.hig)
    static let higSizeClass = Citation.doc(.hig, note: "size classes table")
    static let deviceKit = Citation.obs(.dk)
}
