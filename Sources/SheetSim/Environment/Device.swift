/// The kind of device, as UIKit's `UIUserInterfaceIdiom` (only the idioms SheetSim models).
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad
}

/// A horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle` (it changes the dimming alpha, SheetRules 2.3).
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// The interface orientation. Landscape-left has the home indicator / button on the right
/// (the device rotated counter-clockwise), as UIKit's `UIInterfaceOrientation.landscapeLeft`.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self != .portrait }
}

/// Why ``Device/custom(width:height:safeArea:landscapeSafeArea:hasHomeButton:refreshRate:idiom:name:displayScale:displayCornerRadius:isRegularWidthInLandscape:)``
/// refused a profile.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width or height is not a positive finite number.
    case invalidSize(width: Double, height: Double)
    /// Only 60 Hz and 120 Hz (ProMotion) displays exist on the modelled devices.
    case unsupportedRefreshRate(Int)
    /// An inset is negative or not finite. `which` names it, e.g. `"portrait top"`.
    case invalidInset(which: String, value: Double)
    /// The insets leave no room: along `axis` ("vertical" / "horizontal") they add up to at least the screen extent.
    case insetsExceedSize(orientation: Orientation, axis: String, insets: Double, extent: Double)
    /// Display scale or corner radius is not a positive / non-negative finite number.
    case invalidDisplayProperty(which: String, value: Double)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "invalid device size \(NumberFormat.points(width)) × \(NumberFormat.points(height)): width and height must be positive finite numbers"
        case let .unsupportedRefreshRate(hz):
            return "unsupported refresh rate \(hz) Hz: use 60 or 120"
        case let .invalidInset(which, value):
            return "invalid \(which) safe-area inset \(NumberFormat.points(value)): insets must be finite and not negative"
        case let .insetsExceedSize(orientation, axis, insets, extent):
            return "\(orientation.rawValue) \(axis) safe-area insets add up to \(NumberFormat.points(insets)) pt, which leaves no room in a \(NumberFormat.points(extent)) pt screen"
        case let .invalidDisplayProperty(which, value):
            return "invalid \(which) \(NumberFormat.points(value))"
        }
    }
}

/// A device profile: screen geometry in points, safe areas, refresh rate.
///
/// Use a built-in profile (``iPhone14Pro`` …), look one up with ``named(_:)``, or build a validated
/// one with ``custom(width:height:safeArea:landscapeSafeArea:hasHomeButton:refreshRate:idiom:name:displayScale:displayCornerRadius:isRegularWidthInLandscape:)``.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Display name, e.g. `"iPhone 14 Pro"`.
    public let name: String
    public let idiom: UserInterfaceIdiom
    /// Screen size in portrait, in points.
    public let portraitSize: Size
    /// Safe-area insets in portrait.
    public let portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape-left; landscape-right mirrors left and right.
    public let landscapeSafeArea: EdgeInsets
    /// Home-button phones get a 20 pt sheet top offset instead of 10 (SheetRules 2.1).
    public let hasHomeButton: Bool
    /// Display refresh rate in Hz: 60, or 120 for ProMotion.
    public let refreshRate: Int
    /// Pixels per point.
    public let displayScale: Double
    /// The display's corner radius in points (0 for square-cornered displays); full-width sheets'
    /// bottom corners follow it (SheetRules 2.3).
    public let displayCornerRadius: Double
    /// Max/Plus phones are regular width in landscape. Not used for iPads, which are regular width
    /// full screen in both orientations (see ``ScreenEnvironment/horizontalSizeClass``).
    public let isRegularWidthInLandscape: Bool

    init(name: String, idiom: UserInterfaceIdiom, portraitSize: Size, portraitSafeArea: EdgeInsets,
         landscapeSafeArea: EdgeInsets, hasHomeButton: Bool, refreshRate: Int, displayScale: Double,
         displayCornerRadius: Double, isRegularWidthInLandscape: Bool) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.hasHomeButton = hasHomeButton
        self.refreshRate = refreshRate
        self.displayScale = displayScale
        self.displayCornerRadius = displayCornerRadius
        self.isRegularWidthInLandscape = isRegularWidthInLandscape
    }

    public var description: String { name }

    /// This device's geometry under another model's name, with that model's refresh rate when it
    /// differs: later models that keep a screen are that screen, stated once.
    func sameScreen(named name: String, refreshRate: Int? = nil) -> Device {
        Device(name: name, idiom: idiom, portraitSize: portraitSize, portraitSafeArea: portraitSafeArea,
               landscapeSafeArea: landscapeSafeArea, hasHomeButton: hasHomeButton, refreshRate: refreshRate ?? self.refreshRate,
               displayScale: displayScale, displayCornerRadius: displayCornerRadius, isRegularWidthInLandscape: isRegularWidthInLandscape)
    }

    // MARK: Built-in profiles (device data, not UIKit behaviour)

    /// iPhone SE (3rd generation): 375 × 667, status bar 20 pt, home button, 60 Hz, @2x.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE 3", idiom: .phone, portraitSize: Size(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
        hasHomeButton: true, refreshRate: 60, displayScale: 2, displayCornerRadius: 0,
        isRegularWidthInLandscape: false)

    /// iPhone 13: 390 × 844, safe 47/34 (landscape 47 at the sides, 21 at the bottom), 60 Hz, @3x.
    public static let iPhone13 = Device(
        name: "iPhone 13", idiom: .phone, portraitSize: Size(width: 390, height: 844),
        portraitSafeArea: EdgeInsets(top: 47, bottom: 34), landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47),
        hasHomeButton: false, refreshRate: 60, displayScale: 3, displayCornerRadius: 47.33,
        isRegularWidthInLandscape: false)

    /// iPhone 14: the same geometry as the iPhone 13.
    public static let iPhone14 = iPhone13.sameScreen(named: "iPhone 14")

    /// iPhone 14 Pro: 393 × 852, safe 59/34 (landscape 59 at the sides, 21 at the bottom), 120 Hz, @3x.
    public static let iPhone14Pro = Device(
        name: "iPhone 14 Pro", idiom: .phone, portraitSize: Size(width: 393, height: 852),
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        hasHomeButton: false, refreshRate: 120, displayScale: 3, displayCornerRadius: 55,
        isRegularWidthInLandscape: false)

    /// iPhone 15: the iPhone 14 Pro's screen with the Dynamic Island, 393 × 852, safe 59/34
    /// (landscape 59 at the sides, 21 at the bottom; layout rules 24), at 60 Hz.
    public static let iPhone15 = iPhone14Pro.sameScreen(named: "iPhone 15", refreshRate: 60)

    /// iPhone 15 Pro: the iPhone 14 Pro's geometry, 393 × 852, safe 59/34 (layout rules 24), 120 Hz, @3x.
    public static let iPhone15Pro = iPhone14Pro.sameScreen(named: "iPhone 15 Pro")

    /// iPhone 15 Pro Max: 430 × 932, safe 59/34, regular width in landscape, 120 Hz, @3x.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: Size(width: 430, height: 932),
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        hasHomeButton: false, refreshRate: 120, displayScale: 3, displayCornerRadius: 55,
        isRegularWidthInLandscape: true)

    /// iPhone 16 Pro: 402 × 874, safe 62/34 (landscape 62 at the sides, 21 at the bottom), 120 Hz, @3x.
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", idiom: .phone, portraitSize: Size(width: 402, height: 874),
        portraitSafeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62),
        hasHomeButton: false, refreshRate: 120, displayScale: 3, displayCornerRadius: 62,
        isRegularWidthInLandscape: false)

    /// iPad Pro 11-inch: 834 × 1194, safe 24 top / 20 bottom in both orientations, 120 Hz, @2x.
    public static let iPadPro11 = Device(
        name: "iPad Pro 11", idiom: .pad, portraitSize: Size(width: 834, height: 1194),
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        hasHomeButton: false, refreshRate: 120, displayScale: 2, displayCornerRadius: 18,
        isRegularWidthInLandscape: false)

    /// iPad Pro 12.9-inch: 1024 × 1366, safe 24 top / 20 bottom (Face ID iPad, GUESS per the layout
    /// rules 24), 120 Hz, @2x.
    public static let iPadPro12_9 = Device(
        name: "iPad Pro 12.9", idiom: .pad, portraitSize: Size(width: 1024, height: 1366),
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        hasHomeButton: false, refreshRate: 120, displayScale: 2, displayCornerRadius: 18,
        isRegularWidthInLandscape: false)

    /// iPad Air 10.9-inch (4th and 5th generation): 820 × 1180, safe 24/20, 60 Hz, @2x.
    public static let iPadAir10_9 = Device(
        name: "iPad Air 10.9", idiom: .pad, portraitSize: Size(width: 820, height: 1180),
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        hasHomeButton: false, refreshRate: 60, displayScale: 2, displayCornerRadius: 18,
        isRegularWidthInLandscape: false)

    /// iPad 10.2-inch (7th–9th generation): 810 × 1080, home button, status bar 20 pt, 60 Hz, @2x.
    public static let iPad10_2 = Device(
        name: "iPad 10.2", idiom: .pad, portraitSize: Size(width: 810, height: 1080),
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20),
        hasHomeButton: true, refreshRate: 60, displayScale: 2, displayCornerRadius: 0,
        isRegularWidthInLandscape: false)

    /// iPad mini 8.3-inch (6th generation): 744 × 1133, safe 24/20, 60 Hz, @2x.
    public static let iPadMini8_3 = Device(
        name: "iPad mini 8.3", idiom: .pad, portraitSize: Size(width: 744, height: 1133),
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        hasHomeButton: false, refreshRate: 60, displayScale: 2, displayCornerRadius: 18,
        isRegularWidthInLandscape: false)

    /// Every built-in profile: the phones by model, then the iPads smallest first.
    public static let builtIn: [Device] = [iPhoneSE3, iPhone13, iPhone14, iPhone14Pro, iPhone15, iPhone15Pro,
                                           iPhone15ProMax, iPhone16Pro,
                                           iPadMini8_3, iPad10_2, iPadAir10_9, iPadPro11, iPadPro12_9]

    /// Extra spellings, already normalised (see ``named(_:)``).
    private static let aliases: [String: Device] = [
        "iphonese": iPhoneSE3,
        "iphonese3rdgeneration": iPhoneSE3,
        "iphonese3rdgen": iPhoneSE3,
        "se3": iPhoneSE3,
        "ipadpro11inch": iPadPro11,
        "ipadpro11in": iPadPro11,
        "ipadpro129inch": iPadPro12_9,
        "ipadpro129in": iPadPro12_9,
        "ipadair109inch": iPadAir10_9,
        "ipad102inch": iPad10_2,
        "ipadmini83inch": iPadMini8_3,
        "ipadmini": iPadMini8_3,
    ]

    /// The built-in profile called `name`, forgiving case, spaces, hyphens, underscores, dots and
    /// brackets: `"iPhone 14 Pro"`, `"iphone-14-pro"` and `"iPhone14Pro"` all find ``iPhone14Pro``.
    /// Returns nil for an unknown name.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        guard !key.isEmpty else { return nil }
        if let index = builtInKeys.firstIndex(of: key) { return builtIn[index] }
        return aliases[key]
    }

    /// The built-in devices' names, normalized once (in ``builtIn``'s order, so the first match
    /// wins as before).
    static let builtInKeys: [String] = builtIn.map { normalized($0.name) }

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

    /// A validated custom profile.
    ///
    /// - Parameters:
    ///   - width: the portrait screen width in points; positive and finite.
    ///   - height: the portrait screen height in points; positive and finite.
    ///   - safeArea: portrait safe-area insets; finite, not negative, and leaving room on each axis.
    ///   - landscapeSafeArea: landscape-left insets (landscape-right mirrors them); same rules,
    ///     against the landscape size (height × width). Defaults to none.
    ///   - hasHomeButton: a home-button phone, whose sheets sit 20 pt from the top instead of 10.
    ///   - refreshRate: 60 or 120.
    ///   - idiom: phone or pad, which decides the size classes and the sheet's form.
    ///   - name: the name scenarios and logs show.
    ///   - displayScale: pixels per point; positive and finite.
    ///   - displayCornerRadius: the display's corner radius in points; finite, not negative.
    ///   - isRegularWidthInLandscape: whether a phone is regular width in landscape (Max and Plus
    ///     models); iPads are regular width full screen in both orientations.
    /// - Throws: ``DeviceError`` naming the first problem found.
    public static func custom(
        width: Double,
        height: Double,
        safeArea: EdgeInsets = .zero,
        landscapeSafeArea: EdgeInsets = .zero,
        hasHomeButton: Bool = false,
        refreshRate: Int = 60,
        idiom: UserInterfaceIdiom = .phone,
        name: String = "Custom",
        displayScale: Double = 3,
        displayCornerRadius: Double = 0,
        isRegularWidthInLandscape: Bool = false
    ) throws(DeviceError) -> Device {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidSize(width: width, height: height)
        }
        guard refreshRate == 60 || refreshRate == 120 else { throw .unsupportedRefreshRate(refreshRate) }
        try validate(safeArea, orientation: .portrait, size: Size(width: width, height: height))
        try validate(landscapeSafeArea, orientation: .landscapeLeft, size: Size(width: height, height: width))
        guard displayScale.isFinite, displayScale > 0 else {
            throw .invalidDisplayProperty(which: "display scale", value: displayScale)
        }
        guard displayCornerRadius.isFinite, displayCornerRadius >= 0 else {
            throw .invalidDisplayProperty(which: "display corner radius", value: displayCornerRadius)
        }
        return Device(
            name: name, idiom: idiom, portraitSize: Size(width: width, height: height),
            portraitSafeArea: safeArea, landscapeSafeArea: landscapeSafeArea, hasHomeButton: hasHomeButton,
            refreshRate: refreshRate, displayScale: displayScale, displayCornerRadius: displayCornerRadius,
            isRegularWidthInLandscape: isRegularWidthInLandscape)
    }

    /// The same as ``custom(width:height:safeArea:landscapeSafeArea:hasHomeButton:refreshRate:idiom:name:displayScale:displayCornerRadius:isRegularWidthInLandscape:)``,
    /// returning a `Result` instead of throwing.
    public static func customResult(
        width: Double,
        height: Double,
        safeArea: EdgeInsets = .zero,
        landscapeSafeArea: EdgeInsets = .zero,
        hasHomeButton: Bool = false,
        refreshRate: Int = 60,
        idiom: UserInterfaceIdiom = .phone,
        name: String = "Custom"
    ) -> Result<Device, DeviceError> {
        Result { () throws(DeviceError) -> Device in
            try custom(width: width, height: height, safeArea: safeArea, landscapeSafeArea: landscapeSafeArea,
                       hasHomeButton: hasHomeButton, refreshRate: refreshRate, idiom: idiom, name: name)
        }
    }

    private static func validate(_ insets: EdgeInsets, orientation: Orientation, size: Size) throws(DeviceError) {
        let prefix = orientation == .portrait ? "portrait" : "landscape"
        for (label, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            guard value.isFinite, value >= 0 else { throw .invalidInset(which: "\(prefix) \(label)", value: value) }
        }
        guard insets.vertical < size.height else {
            throw .insetsExceedSize(orientation: orientation, axis: "vertical", insets: insets.vertical, extent: size.height)
        }
        guard insets.horizontal < size.width else {
            throw .insetsExceedSize(orientation: orientation, axis: "horizontal", insets: insets.horizontal, extent: size.width)
        }
    }
}
