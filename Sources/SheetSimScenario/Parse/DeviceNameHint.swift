import SheetSim

extension Device {
    /// The hint for a `device` name that finds nothing: the closest device's name when one is
    /// close, else every device's name; and the two ways on, the device table's listing and a
    /// custom device.
    ///
    /// - Parameters:
    ///   - name: the name as written.
    public static func unknownNameHint(for name: String) -> String {
        let elsewhere = "'sheetsim help devices' lists every device with its figures; describe another with "
            + "'device custom width … height …'"
        if let closest = suggestion(for: name) {
            return "did you mean '\(closest)'? " + elsewhere
        }
        return "devices: " + all.map(\.name).joined(separator: ", ") + ". " + elsewhere
    }
}
