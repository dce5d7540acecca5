extension Device {
    /// The built-in profiles' extra spellings, already normalised (see ``named(_:)``).
    static let legacyAliases: [(key: String, device: Device)] = [
        ("iphonese", iPhoneSE3),
        ("iphonese3rdgeneration", iPhoneSE3),
        ("iphonese3rdgen", iPhoneSE3),
        ("se3", iPhoneSE3),
        ("ipadpro11inch", iPadPro11),
        ("ipadpro11in", iPadPro11),
        ("ipadpro129inch", iPadPro12_9),
        ("ipadpro129in", iPadPro12_9),
        ("ipadair109inch", iPadAir10_9),
        ("ipad102inch", iPad10_2),
        ("ipadmini83inch", iPadMini8_3),
        ("ipadmini", iPadMini8_3),
    ]

    /// The built-in devices' names, normalized once.
    static let builtInKeys: [String] = builtIn.map { normalized($0.name) }

    /// What the built-in names and their old spellings find: looked at before the device table,
    /// so each of them finds exactly the profile it always found.
    static let classicKeys: [String: Device] = {
        var keys: [String: Device] = [:]
        for (key, device) in zip(builtInKeys, builtIn) + legacyAliases.map({ ($0.key, $0.device) }) where keys[key] == nil {
            keys[key] = device
        }
        return keys
    }()

    /// Every spelling a name is found by: the built-in names and old spellings, then each table
    /// model's name, aliases and identifiers, each with the "inch" left out and "generation"
    /// shortened to "gen". A model with a built-in profile finds that profile.
    static let lookup: (keys: [String: Device], conflicts: [String]) = {
        var keys = classicKeys
        var conflicts: [String] = []
        for model in DeviceCatalog.models {
            let device = classicKeys[normalized(model.name)] ?? model.device
            for spelling in [model.name] + model.aliases + model.identifiers {
                for key in variants(of: normalized(spelling)) {
                    if let existing = keys[key] {
                        if existing != device { conflicts.append("\(key): \(existing.name) and \(model.name)") }
                    } else {
                        keys[key] = device
                    }
                }
            }
        }
        return (keys, conflicts)
    }()

    /// A normalized name and its variants without "inch" and with "gen" for "generation".
    ///
    /// Byte by byte rather than with `String.replacing`: the lookup table makes a few thousand of
    /// these the first time a name is looked up, and the pattern searcher behind `replacing` cost
    /// several milliseconds of every `sheetsim run` that names a device.
    static func variants(of key: String) -> [String] {
        guard !key.isEmpty else { return [] }
        let bytes = Array(key.utf8)
        let noInch = removing(Array("inch".utf8), from: bytes)
        var found = [key]
        for variant in [noInch, shortening(bytes), shortening(noInch)] {
            let text = String(decoding: variant, as: UTF8.self)
            if !found.contains(text) { found.append(text) }
        }
        return found
    }

    /// `bytes` with every occurrence of `pattern` (found left to right, not overlapping) left out.
    private static func removing(_ pattern: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        replacing(pattern, with: [], in: bytes)
    }

    /// `bytes` with every "generation" written "gen".
    private static func shortening(_ bytes: [UInt8]) -> [UInt8] {
        replacing(Array("generation".utf8), with: Array("gen".utf8), in: bytes)
    }

    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= pattern.count else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The device called `name`, forgiving case, spaces, hyphens, underscores, dots, commas and
    /// brackets: `"iPhone 14 Pro"`, `"iphone-14-pro"` and `"iPhone14Pro"` all find ``iPhone14Pro``;
    /// `"iPad Pro 13-inch (M4)"`, `"iPad Pro 13 M4"` and `"iPad16,5"` find the same table model.
    /// Every built-in profile's name and old spelling finds exactly that profile. Returns nil for
    /// an unknown name.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        guard !key.isEmpty else { return nil }
        if let classic = classicKeys[key] { return classic }
        // A scan in the order ``lookup`` is built in, so it finds what the table would: a run
        // looks up one name or two, and building the whole table for them cost more than scanning.
        for model in DeviceCatalog.models {
            for spelling in [model.name] + model.aliases + model.identifiers where variants(of: normalized(spelling)).contains(key) {
                return classicKeys[normalized(model.name)] ?? model.device
            }
        }
        return nil
    }

    /// The name of the device closest to `name`, for a did-you-mean, or nil when none is close.
    public static func suggestion(for name: String) -> String? {
        let keys = all.map { normalized($0.name) }
        guard let closest = Suggestions.closest(to: normalized(name), among: keys),
              let index = keys.firstIndex(of: closest) else { return nil }
        return all[index].name
    }

    /// Lowercased ASCII letters and digits only.
    static func normalized(_ name: String) -> String {
        // Unicode lowercasing only for a name that needs it: it can turn a non-ASCII letter into an
        // ASCII one (the Kelvin sign into "k"). Every name a scenario gives in practice is ASCII,
        // and is folded byte by byte below.
        let folded = name.utf8.allSatisfy { $0 < 0x80 } ? name : name.lowercased()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.utf8.count)
        for byte in folded.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            default: break  // punctuation, spaces, and every byte of a non-ASCII character
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
