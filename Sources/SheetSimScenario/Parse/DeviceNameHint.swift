import SheetSim

extension Device {
    /// The hint for a `device` name that finds nothing: the closest device's name when one is
    /// close, else the nearest few of every device's name (the list is long: one line of eighty
    /// names helps no one); then the two ways on, the device table's listing and a custom device.
    ///
    /// - Parameters:
    ///   - name: the name as written.
    public static func unknownNameHint(for name: String) -> String {
        let elsewhere = "'sheetsim help devices' (in the REPL, 'help devices') lists every device with its figures; "
            + "describe another with 'device custom width … height …'"
        if let closest = suggestion(for: name) {
            return "did you mean '\(closest)'? " + elsewhere
        }
        // "the nearest of 82: A, B, …" (every list of devices is long): its names, said to be devices.
        let names = Suggestions.nearestList(to: name, among: all.map(\.name)).drop { $0 != ":" }.dropFirst(2)
        return "the nearest of \(all.count) devices: \(names); " + elsewhere
    }
}
