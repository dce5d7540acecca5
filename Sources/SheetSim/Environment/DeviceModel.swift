/// What sits at the top of the display (phones) or beside it (iPads): the home button, the notch,
/// the Dynamic Island, or, on iPads without a home button, where Face ID or Touch ID went.
public enum FrontFeature: String, Hashable, Sendable, CaseIterable {
    /// A home button below the display: a 20 pt status bar and square display corners.
    case homeButton
    /// The TrueDepth notch.
    case notch
    /// The Dynamic Island.
    case dynamicIsland
    /// An iPad with Face ID in the bezel.
    case faceID
    /// An iPad with Touch ID in the top button.
    case topButtonTouchID

    /// How `sheetsim help devices` names it.
    public var text: String {
        switch self {
        case .homeButton: return "home button"
        case .notch: return "notch"
        case .dynamicIsland: return "Dynamic Island"
        case .faceID: return "Face ID, no home button"
        case .topButtonTouchID: return "Touch ID in the top button, no home button"
        }
    }
}

/// One orientation's iPad multitasking widths as a table row gives them: the app's side of each
/// Split View and the Slide Over panel (no even split in portrait).
public struct WindowWidths: Hashable, Sendable {
    public var twoThirds: Double
    public var half: Double?
    public var oneThird: Double
    public var slideOver: Double

    public init(twoThirds: Double, half: Double? = nil, oneThird: Double, slideOver: Double) {
        self.twoThirds = twoThirds
        self.half = half
        self.oneThird = oneThird
        self.slideOver = slideOver
    }

    /// `twoThirds 694 half 507 oneThird 320 slideOver 320`: as the `device` line's `windows` writes it.
    public var text: String {
        var text = "twoThirds \(NumberFormat.points(twoThirds))"
        if let half { text += " half \(NumberFormat.points(half))" }
        return text + " oneThird \(NumberFormat.points(oneThird)) slideOver \(NumberFormat.points(slideOver))"
    }
}

/// Safe areas an iOS release changed, from that release on (until a later entry changes them
/// again): the iPhone XR's top inset went from 44 to 48 pt with iOS 14, and iOS 26 gives the
/// 402–440 pt wide phones a 20 pt top inset in landscape. The figure a release shows is the last
/// entry whose release is at or below it, or the model's own figure before the first entry.
public struct ReleaseSafeArea: Hashable, Sendable {
    /// The first iOS release with these insets.
    public let release: Int
    /// The portrait insets from ``release`` on; nil when the release kept them.
    public let portrait: Cited<EdgeInsets>?
    /// The landscape-left insets from ``release`` on; nil when the release kept them.
    public let landscape: Cited<EdgeInsets>?

    init(from release: Int, portrait: Cited<EdgeInsets>? = nil, landscape: Cited<EdgeInsets>? = nil) {
        self.release = release
        self.portrait = portrait
        self.landscape = landscape
    }
}

/// One row of the device table: an iPhone or iPad model by the name Apple markets it under, with
/// every figure the simulator needs and where each comes from (see ``DeviceCatalog``).
public struct DeviceModel: Sendable {
    /// Apple's name: `"iPhone 17 Pro"`, `"iPad Pro 13-inch (M4)"`, `"iPad (9th generation)"`.
    public let name: String
    /// Shorter names a scenario may write instead (`"17 Pro"`, `"iPad Pro 13 M4"`, `"iPad 9"`).
    public let aliases: [String]
    /// `utsname.machine` identifiers (DeviceKit), e.g. `"iPhone18,1"`; accepted as names too.
    public let identifiers: [String]
    /// The year it came out.
    public let year: Int
    /// The iOS release it came out with: a scenario on an earlier release gets a warning.
    public let firstRelease: Int
    public let idiom: UserInterfaceIdiom
    /// Portrait screen size in points.
    public let size: Cited<Size>
    /// UIKit's scale (points to pixels).
    public let scale: Cited<Double>
    /// Portrait safe-area insets of a full-screen view controller without bars.
    public let safeArea: Cited<EdgeInsets>
    /// Landscape-left safe-area insets (landscape-right mirrors left and right).
    public let landscapeSafeArea: Cited<EdgeInsets>
    /// Insets that later releases changed, oldest first.
    public let releaseSafeAreas: [ReleaseSafeArea]
    public let front: Cited<FrontFeature>
    /// The display's corner radius in points (`_displayCornerRadius`).
    public let cornerRadius: Cited<Double>
    /// The highest refresh rate in Hz.
    public let refreshRate: Cited<Int>
    /// The horizontal size class full screen in landscape (iPads: regular).
    public let landscapeWidthClass: Cited<UserInterfaceSizeClass>
    /// iPad multitasking widths (iPadOS 9–18), landscape and portrait; nil on phones.
    public let windows: (landscape: Cited<WindowWidths>, portrait: Cited<WindowWidths>)?
    /// How much shorter than the screen the Slide Over panel is (iPads).
    public let slideOverHeightInset: Cited<Double>?

    init(name: String, aliases: [String] = [], identifiers: [String], year: Int, firstRelease: Int,
         idiom: UserInterfaceIdiom, size: Cited<Size>, scale: Cited<Double>, safeArea: Cited<EdgeInsets>,
         landscapeSafeArea: Cited<EdgeInsets>, releaseSafeAreas: [ReleaseSafeArea] = [], front: Cited<FrontFeature>,
         cornerRadius: Cited<Double>, refreshRate: Cited<Int>, landscapeWidthClass: Cited<UserInterfaceSizeClass>,
         windows: (landscape: Cited<WindowWidths>, portrait: Cited<WindowWidths>)? = nil,
         slideOverHeightInset: Cited<Double>? = nil) {
        self.name = name
        self.aliases = aliases
        self.identifiers = identifiers
        self.year = year
        self.firstRelease = firstRelease
        self.idiom = idiom
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.releaseSafeAreas = releaseSafeAreas
        self.front = front
        self.cornerRadius = cornerRadius
        self.refreshRate = refreshRate
        self.landscapeWidthClass = landscapeWidthClass
        self.windows = windows
        self.slideOverHeightInset = slideOverHeightInset
    }

    /// The portrait and landscape insets release `major` shows.
    public func safeAreas(onRelease major: Int) -> (portrait: Cited<EdgeInsets>, landscape: Cited<EdgeInsets>) {
        var portrait = safeArea, landscape = landscapeSafeArea
        for change in releaseSafeAreas where change.release <= major {
            if let new = change.portrait { portrait = new }
            if let new = change.landscape { landscape = new }
        }
        return (portrait, landscape)
    }

    /// The model as a ``Device``, with the figures of the default OS profile's release (the
    /// simulator reads them again for its own, ``Device/onRelease(_:)``).
    public var device: Device {
        var releases: [Device.SafeAreas] = []
        if !releaseSafeAreas.isEmpty {
            let base = safeAreas(onRelease: Int.min)
            releases.append(Device.SafeAreas(release: Int.min, portrait: base.portrait.value, landscape: base.landscape.value))
            for change in releaseSafeAreas {
                let insets = safeAreas(onRelease: change.release)
                releases.append(Device.SafeAreas(release: change.release, portrait: insets.portrait.value,
                                                 landscape: insets.landscape.value))
            }
        }
        var table: Device.MultitaskingTable?
        if let windows {
            let inset = slideOverHeightInset?.value ?? (front.value == .homeButton ? 40 : 48)
            func widths(_ row: Cited<WindowWidths>) -> MultitaskingWidths {
                MultitaskingWidths(twoThirds: row.value.twoThirds, half: row.value.half, oneThird: row.value.oneThird,
                                   slideOver: row.value.slideOver, slideOverHeightInset: inset,
                                   guessed: row.citation.isAssumption)
            }
            table = Device.MultitaskingTable(landscape: widths(windows.landscape), portrait: widths(windows.portrait))
        }
        let device = Device(
            name: name, idiom: idiom, portraitSize: size.value, portraitSafeArea: safeArea.value,
            landscapeSafeArea: landscapeSafeArea.value, hasHomeButton: front.value == .homeButton,
            refreshRate: refreshRate.value, displayScale: scale.value, displayCornerRadius: cornerRadius.value,
            isRegularWidthInLandscape: idiom == .phone && landscapeWidthClass.value == .regular,
            multitaskingTable: table, releaseSafeAreas: releases, firstRelease: firstRelease)
        return device.onRelease(OSProfile.default.majorVersion)
    }

    /// Every figure as `sheetsim help devices` and the Devices article list it: a label (the
    /// `device` line's word for it where it can be overridden), the value as text, and its citation.
    public var figureRows: [(label: String, value: String, citation: Citation)] {
        var rows: [(label: String, value: String, citation: Citation)] = [
            ("size", "\(NumberFormat.points(size.value.width)) × \(NumberFormat.points(size.value.height)) pt", size.citation),
            ("scale", "\(NumberFormat.points(scale.value))x", scale.citation),
        ]
        let firstChange = { (keyPath: KeyPath<ReleaseSafeArea, Cited<EdgeInsets>?>) in
            self.releaseSafeAreas.first { $0[keyPath: keyPath] != nil }?.release
        }
        func before(_ release: Int?) -> String { release.map { ", before iOS \($0)" } ?? "" }
        rows.append(("safeArea" + before(firstChange(\.portrait)), Self.text(safeArea.value), safeArea.citation))
        for change in releaseSafeAreas { if let new = change.portrait {
            rows.append(("safeArea, iOS \(change.release) on", Self.text(new.value), new.citation))
        } }
        rows.append(("landscapeSafeArea" + before(firstChange(\.landscape)), Self.text(landscapeSafeArea.value), landscapeSafeArea.citation))
        for change in releaseSafeAreas { if let new = change.landscape {
            rows.append(("landscapeSafeArea, iOS \(change.release) on", Self.text(new.value), new.citation))
        } }
        rows.append(("front", front.value.text, front.citation))
        rows.append(("cornerRadius", "\(NumberFormat.points(cornerRadius.value)) pt", cornerRadius.citation))
        rows.append(("refreshRate", "\(refreshRate.value) Hz", refreshRate.citation))
        if idiom == .phone {
            rows.append(("landscapeWidthClass", landscapeWidthClass.value.rawValue, landscapeWidthClass.citation))
        }
        if let windows {
            rows.append(("windows landscape", windows.landscape.value.text, windows.landscape.citation))
            rows.append(("windows portrait", windows.portrait.value.text, windows.portrait.citation))
        }
        if let slideOverHeightInset {
            rows.append(("slideOverHeightInset", "\(NumberFormat.points(slideOverHeightInset.value)) pt", slideOverHeightInset.citation))
        }
        return rows
    }

    /// Every citation of the row, for the checks that each cites a listed source.
    var citations: [Citation] { figureRows.map(\.citation) }

    /// The built-in profile's short name that stands for this row (`"iPad Pro 11"`), if any.
    public var profileName: String? {
        Device.profileModels.first { $0.value == name }?.key
    }

    /// `top 62 bottom 34`, or `none`.
    public static func text(_ insets: EdgeInsets) -> String {
        let parts = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(NumberFormat.points($0.1))" }
        return parts.isEmpty ? "none" : parts.joined(separator: " ")
    }
}
