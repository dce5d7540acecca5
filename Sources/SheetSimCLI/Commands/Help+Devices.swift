import SheetSim
import SheetSimScenario

extension Help {
    /// `sheetsim help devices`: every device of the device table with each figure's value,
    /// confidence and sources, the built-in profiles, and the sources' keys.
    static var devices: String {
        var out = devicesIntroduction + "\n"
        out += "BUILT-IN PROFILES (the short names scenarios have always used)\n"
        for device in Device.builtIn {
            if let model = DeviceCatalog.model(for: device) {
                out += model.name == device.name ? "  \(device.name)\n" : "  \(device.name): the \(model.name) row\n"
            } else {
                out += "  \(device.name): \(profileSummary(device))\n"
            }
        }
        out += "\n"
        for model in DeviceCatalog.models { out += deviceText(model) + "\n" }
        return out + deviceSources
    }

    /// `sheetsim help devices NAME`: one device (any name the `device` line takes), or nil.
    static func devices(named name: String) -> String? {
        guard let device = Device.named(name) else { return nil }
        guard let model = DeviceCatalog.model(for: device) else {
            return "\(device.name): \(profileSummary(device))\n"
        }
        let profile = model.name == device.name ? "" : "'\(device.name)' is the built-in profile of this row.\n"
        return profile + deviceText(model)
    }

    static let devicesIntroduction = """
    DEVICES: every iPhone and iPad from 2017 on, one row per model, each figure with
    its confidence and sources (keys listed at the end)

      DOC      Apple documents it          OBS      a third party measured or tabulated it
      GUESS    an inference, its basis in parentheses
      UNKNOWN  no source gives it: SheetSim's value is an assumption

    Every GUESS and UNKNOWN figure is an assumption named by its model and word
    (iPhone 17 Pro refreshRate); give another value on the device line, e.g.
      device "iPhone 17 Pro" refreshRate 60Hz
      device "iPad mini (A17 Pro)" windows landscape half 560pt oneThird 375pt
    with the words:
    \(PlainText.wrapped(DeviceOverride.words.map { $0 + "," }, indent: "  ").dropLast()).
    Figures marked 'iOS N on' hold from that release (the OS profile decides). A
    model newer than the OS profile runs with a warning. Names forgive case, spaces
    and punctuation; each row lists its other names. 'sheetsim help devices NAME'
    shows one device.

    """

    /// One model: its names and every figure on its own line.
    static func deviceText(_ model: DeviceModel) -> String {
        var names = model.aliases + model.identifiers
        if let short = model.profileName { names.insert(short, at: 0) }
        var out = "\(model.name) (\(model.year), iOS \(model.firstRelease)"
        out += names.isEmpty ? ")\n" : "; also " + names.joined(separator: ", ") + ")\n"
        for row in model.figureRows {
            out += "  " + padded(row.label, 34) + padded(row.value, 40) + row.citation.summary + "\n"
        }
        return out
    }

    /// A profile with no row: its figures in one line.
    static func profileSummary(_ device: Device) -> String {
        var text = "\(NumberFormat.points(device.portraitSize.width)) × \(NumberFormat.points(device.portraitSize.height)) pt"
        text += ", safeArea \(DeviceModel.text(device.portraitSafeArea)), cornerRadius \(NumberFormat.points(device.displayCornerRadius)) pt"
        text += ", \(device.refreshRate) Hz"
        if let table = device.multitaskingTable {
            text += ", windows landscape \(table.landscape.text), portrait \(table.portrait.text)"
            if table.landscape.guessed || table.portrait.guessed { text += " (GUESS)" }
        }
        return text + "; figures it has always had (the table's iPad mini (6th generation) has the measured ones)"
    }

    /// The sources the table cites: key, what it is, where.
    static var deviceSources: String {
        var out = "SOURCES\n"
        for source in DeviceCatalog.citedSources {
            out += "  " + padded(source.rawValue, 7) + source.title + (source.address.map { "\n           " + $0 } ?? "") + "\n"
        }
        return out
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension MultitaskingWidths {
    /// `twoThirds 748 half 561 oneThird 375 slideOver 375`.
    var text: String {
        WindowWidths(twoThirds: twoThirds, half: half, oneThird: oneThird, slideOver: slideOver).text
    }
}
