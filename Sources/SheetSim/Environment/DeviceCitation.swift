/// Where one device figure comes from: how sure the sources are, which sources, and a note that
/// says how a conflict was settled or what an assumption rests on.
///
/// A figure that no source gives (``isUnknown``) is still a number SheetSim must use; it is an
/// assumption like a ``Confidence/guess`` and is marked apart so `sheetsim help devices` and the
/// Devices article can say "no source gives this" rather than "a source inferred this".
public struct Citation: Hashable, Sendable {
    /// How sure the sources are (DOC, OBS or GUESS; device figures are never reverse-engineered).
    public let confidence: Confidence
    /// The sources, by key (``DeviceSource``), strongest first.
    public let sources: [DeviceSource]
    /// How a conflict between sources was settled, or what a guess rests on.
    public let note: String?
    /// No source gives the figure: SheetSim's value is an assumption (its confidence is GUESS).
    public let isUnknown: Bool

    init(_ confidence: Confidence, _ sources: [DeviceSource], note: String? = nil, isUnknown: Bool = false) {
        self.confidence = isUnknown ? .guess : confidence
        self.sources = sources
        self.note = note
        self.isUnknown = isUnknown
    }

    /// Whether the figure is an assumption (a guess, or unknown in every source): overridable on
    /// the `device` line and listed as such.
    public var isAssumption: Bool { confidence == .guess }

    /// `DOC`, `OBS`, `GUESS` or `UNKNOWN`.
    public var tag: String { isUnknown ? "UNKNOWN" : confidence.rawValue }

    /// `OBS DM15, DM16 (C1: …)`: the tag, the source keys and the note.
    public var summary: String {
        var text = tag
        if !sources.isEmpty { text += " " + sources.map(\.rawValue).joined(separator: ", ") }
        if let note { text += " (" + note + ")" }
        return text
    }

    /// Apple documents it.
    static func doc(_ sources: DeviceSource..., note: String? = nil) -> Citation { Citation(.documented, sources, note: note) }
    /// A measurement or a table by a third party.
    static func obs(_ sources: DeviceSource..., note: String? = nil) -> Citation { Citation(.observed, sources, note: note) }
    /// An inference no source confirms; `basis` says what it rests on.
    static func guess(_ basis: String, _ sources: DeviceSource...) -> Citation { Citation(.guess, sources, note: basis) }
    /// No source gives a value; `basis` says why SheetSim uses the one it does.
    static func unknown(_ basis: String, _ sources: DeviceSource...) -> Citation {
        Citation(.guess, sources, note: basis, isUnknown: true)
    }
}

/// A device figure and its ``Citation``.
public struct Cited<Value: Hashable & Sendable>: Hashable, Sendable {
    public let value: Value
    public let citation: Citation

    init(_ value: Value, _ citation: Citation) {
        self.value = value
        self.citation = citation
    }
}

/// The public sources of the device table, by the keys the figures cite.
///
/// Apple's own pages are DOC; everything else is OBS: a measurement in a simulator (dimmmensions,
/// ScreenCorners), a table kept by a snapshot-testing or layout library, or a blog post. Several
/// third-party tables quote useyourloaf's posts; those are cited by the table that quotes them.
public enum DeviceSource: String, Hashable, Sendable, CaseIterable {
    case hig = "HIG"
    case dk = "DK"
    case dm15 = "DM15"
    case dm16 = "DM16"
    case sst = "SST"
    case sc = "SC"
    case tl = "TL"
    case pb = "PB"
    case gd = "GD"
    case tsp = "TSP"
    case rev = "REV"
    case lsq = "LSQ"
    case xc = "XC"
    case fwl = "FWL"
    case fw07 = "FW07"
    case dp = "DP"
    case ads = "ADS"
    case qi = "QI"
    case cr = "CR"
    case csdn = "CSDN"
    case jj = "JJ"
    case rnv = "RNV"
    case pm = "PM"
    case g360 = "G360"
    case itv = "ITV"
    case nw = "NW"
    case aos = "AOS"
    case es = "ES"
    case dart = "DART"
    case gist1 = "GIST1"
    case gist2 = "GIST2"
    case hacknicity = "HACK"
    case ab = "AB"

    /// What the source is.
    public var title: String {
        switch self {
        case .hig: return "Apple Human Interface Guidelines, Layout: device screen dimensions and size classes"
        case .dk: return "DeviceKit, Source/Device.swift.gyb (identifiers, home button, Face ID, Dynamic Island)"
        case .dm15: return "dimmmensions, dimensions.json measured in the iOS 15.0 simulator"
        case .dm16: return "dimmmensions, dimensions.json measured in the iOS 16.2 simulator"
        case .sst: return "swift-snapshot-testing, ViewImageConfig (insets, iPad split sizes)"
        case .sc: return "ScreenCorners README, values of _displayCornerRadius"
        case .tl: return "Tinder/Layout, ViewImageConfig (iPhone 14 and 15 families)"
        case .pb: return "playbook-ios, SnapshotDevice"
        case .gd: return "Godot IosLayout presets (quoting useyourloaf's iPhone 13-17 and iPad 2024 posts)"
        case .tsp: return "TypeScript DEVICE_PROFILES (quoting useyourloaf's iPhone 17 and iPad posts, dimmmensions)"
        case .rev: return "\"Apple phones and watches: spec review\" (2026), quoting Apple's tech specs, useyourloaf and safearea.info"
        case .lsq: return "Clojure get-idevice-model table (quoting useyourloaf's iPad 2024 post)"
        case .xc: return "Xcode 26.6 simulator device types (profile.plist), as quoted in project notes"
        case .fwl: return "flutterware Devices constants (latest; partly derived, not measured)"
        case .fw07: return "flutterware Devices constants 0.7.0"
        case .dp: return "device_preview 3.0.0-prerelease3 presets"
        case .ads: return "app_deploy_screenshots devices (contains errors)"
        case .qi: return "usagimaru, iPhone X-series safe-area rectangles (Qiita)"
        case .cr: return "Solar2D Corona skin for the 1125x2436 iPhone"
        case .csdn: return "CSDN blog post on status-bar heights and top insets"
        case .jj: return "juejin.cn post on iPhone insets"
        case .rnv: return "React Native status-bar helper (iPhone 11 and iOS 14: 48)"
        case .pm: return "Apple, Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad Pro"
        case .g360: return "Gadgets360, refresh rates of the iPhone 14-16 families and iPhone 17 reports"
        case .itv: return "India TV News, non-Pro iPhones at 60 Hz and iPhone 17 reports"
        case .nw: return "Neowin, iPad Pro ProMotion since 2017 and the M4"
        case .aos: return "Appleosophy, iPad Pro ProMotion and the M4's 10-120 Hz"
        case .es: return "eatsip365 blog, iPad Air (M2) without ProMotion (weak)"
        case .dart: return "Flutter dev_tools iPad table: Split View and Slide Over sizes, size classes"
        case .gist1: return "macguru, iOS 11 interface sizes (gist)"
        case .gist2: return "sgl0v, iOS 9.2 interface sizes (gist)"
        case .hacknicity: return "G. Hackworth, How iPad Apps Adapt to the New 8.3\" iPad Mini (2021)"
        case .ab: return "Artem Bolotov, iPhone Air corner radius read with _displayCornerRadius"
        }
    }

    /// Where to read it, when it has a stable public address.
    public var address: String? {
        switch self {
        case .hig: return "https://developer.apple.com/design/human-interface-guidelines/layout"
        case .dk: return "https://github.com/devicekit/DeviceKit"
        case .dm15, .dm16: return "https://github.com/marcbouchenoire/dimmmensions"
        case .sst: return "https://github.com/pointfreeco/swift-snapshot-testing"
        case .sc: return "https://github.com/kylebshr/ScreenCorners"
        case .tl: return "https://github.com/Tinder/Layout"
        case .pb: return "https://github.com/playbook-ui/playbook-ios"
        case .fwl, .fw07: return "https://pub.dev/packages/flutterware"
        case .dp: return "https://pub.dev/packages/device_preview"
        case .ads: return "https://pub.dev/packages/app_deploy_screenshots"
        case .qi: return "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"
        case .cr: return "https://github.com/pouwelsjochem/solar2d"
        case .csdn: return "https://blog.csdn.net/weixin_37543822/article/details/135525139"
        case .jj: return "https://juejin.cn/post/7252254121469198393"
        case .pm: return "https://developer.apple.com/documentation/quartzcore/optimizing-promotion-refresh-rates-for-iphone-13-pro-and-ipad-pro"
        case .g360: return "https://www.gadgets360.com/mobiles/news/iphone-17-air-promotion-display-120hz-refresh-rate-specifications-weibo-leak-8578487"
        case .itv: return "https://www.indiatvnews.com/technology/news/iphone-17-series-to-feature-significant-display-upgrades-borrowing-an-android-feature-2024-11-04-960070"
        case .nw: return "https://neowin.net/amp/the-new-apple-ipad-pros-are-great-but-still-miss-out-on-the-always-on-display-feature"
        case .aos: return "https://appleosophy.com/2024/05/10/ultra-retina-xdr-display-on-ipad-pro-m4-can-refresh-as-low-as-10hz"
        case .es: return "https://eatsip365.com/a-breakdown-of-the-apple-ipad-2026-features"
        case .gist1: return "https://gist.github.com/macguru/b7a01e3f0e9ae6f350d5"
        case .gist2: return "https://gist.github.com/sgl0v/3509f3ae628f4047cdb6"
        case .hacknicity: return "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-8-3-ipad-mini-7796efdc88eb"
        case .ab: return "https://github.com/artembolotov/artembolotov.github.io"
        case .gd, .tsp, .rev, .lsq, .xc, .rnv, .dart: return nil
        }
    }
}
