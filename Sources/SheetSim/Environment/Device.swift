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
    /// A figure given to a model does not fit it: `which` names the figure, `reason` says why.
    case invalidFigure(which: String, reason: String)

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
        case let .invalidFigure(which, reason):
            return "invalid \(which): \(reason)"
        }
    }
}

/// A device profile: screen geometry in points, safe areas, refresh rate, and on iPad the
/// multitasking window widths.
///
/// Use a built-in profile (``iPhone14Pro`` …), look any model of the device table up with
/// ``named(_:)`` (``DeviceCatalog``), change a figure with ``overriding(_:)``, or build a validated
/// one with ``custom(width:height:safeArea:landscapeSafeArea:hasHomeButton:refreshRate:idiom:name:displayScale:displayCornerRadius:isRegularWidthInLandscape:)``.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Display name, e.g. `"iPhone 14 Pro"`.
    public internal(set) var name: String
    public internal(set) var idiom: UserInterfaceIdiom
    /// Screen size in portrait, in points.
    public internal(set) var portraitSize: Size
    /// Safe-area insets in portrait, on the release the device was read for (``onRelease(_:)``).
    public internal(set) var portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape-left; landscape-right mirrors left and right.
    public internal(set) var landscapeSafeArea: EdgeInsets
    /// Home-button phones get a 20 pt sheet top offset instead of 10 (SheetRules 2.1).
    public internal(set) var hasHomeButton: Bool
    /// Display refresh rate in Hz: 60, or 120 for ProMotion.
    public internal(set) var refreshRate: Int
    /// Pixels per point.
    public internal(set) var displayScale: Double
    /// The display's corner radius in points (0 for square-cornered displays); full-width sheets'
    /// bottom corners follow it (SheetRules 2.3).
    public internal(set) var displayCornerRadius: Double
    /// Max/Plus phones are regular width in landscape. Not used for iPads, which are regular width
    /// full screen in both orientations (see ``ScreenEnvironment/horizontalSizeClass``).
    public internal(set) var isRegularWidthInLandscape: Bool
    /// An iPad model's multitasking widths (Split View sides and Slide Over) in each orientation;
    /// nil for phones and custom iPads, whose windows are worked out from the width.
    public internal(set) var multitaskingTable: MultitaskingTable?
    /// The safe areas of each release that changed them, oldest first (the first entry holds the
    /// model's own figures); empty when no release changed them.
    var releaseSafeAreas: [SafeAreas]
    /// The iOS release the model came out with, for the warning on an older OS profile
    /// (``releaseWarning(on:)``); nil for a custom device and the built-in profiles, which run on
    /// every release without one.
    public internal(set) var firstRelease: Int?

    /// An iPad's multitasking widths in landscape and portrait (split view rules 6).
    public struct MultitaskingTable: Hashable, Sendable {
        public var landscape: MultitaskingWidths
        public var portrait: MultitaskingWidths
    }

    /// The safe areas from one release on.
    struct SafeAreas: Hashable, Sendable {
        var release: Int
        var portrait: EdgeInsets
        var landscape: EdgeInsets
    }

    init(name: String, idiom: UserInterfaceIdiom, portraitSize: Size, portraitSafeArea: EdgeInsets,
         landscapeSafeArea: EdgeInsets, hasHomeButton: Bool, refreshRate: Int, displayScale: Double,
         displayCornerRadius: Double, isRegularWidthInLandscape: Bool, multitaskingTable: MultitaskingTable? = nil,
         releaseSafeAreas: [SafeAreas] = [], firstRelease: Int? = nil) {
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
        self.multitaskingTable = multitaskingTable
        self.releaseSafeAreas = releaseSafeAreas
        self.firstRelease = firstRelease
    }

    public var description: String { name }

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

    static func validate(_ insets: EdgeInsets, orientation: Orientation, size: Size) throws(DeviceError) {
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
