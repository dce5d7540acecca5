/// The app's window on iPad: full screen, one side of a Split View, the Slide Over panel, or a
/// Stage Manager window of any width. Phones are always full screen.
public enum AppWindow: Hashable, Sendable, CustomStringConvertible {
    /// The whole screen.
    case full
    /// The wide side of an uneven Split View.
    case twoThirds
    /// Half of an even Split View (landscape only; portrait has no even split).
    case half
    /// The narrow side of a Split View.
    case oneThird
    /// The Slide Over panel, floating over another app.
    case slideOver
    /// A window of this width and the screen's height (Stage Manager, or any width to explore).
    case width(Double)

    /// The arrangements a scenario names, in the order `sheetsim help` lists them.
    public static let named: [AppWindow] = [.full, .twoThirds, .half, .oneThird, .slideOver]

    public var description: String {
        switch self {
        case .full: return "full"
        case .twoThirds: return "twoThirds"
        case .half: return "half"
        case .oneThird: return "oneThird"
        case .slideOver: return "slideOver"
        case .width(let width): return "width \(NumberFormat.points(width))pt"
        }
    }

    /// Whether the window floats over another app (no screen edge beneath it).
    public var isSlideOver: Bool { self == .slideOver }
}

/// One iPad model's multitasking window widths in one orientation, from the split view rules' table
/// (section 6): the app's side of each Split View and the Slide Over panel. `nil` where the
/// arrangement does not exist (no even split in portrait).
public struct MultitaskingWidths: Hashable, Sendable {
    public var twoThirds: Double
    public var half: Double?
    public var oneThird: Double
    public var slideOver: Double
    /// How much shorter than the screen the Slide Over panel is: 40 pt on home-button iPads, 48 on
    /// Face ID iPads (split view rules 6).
    public var slideOverHeightInset: Double
    /// The table's entries that no source measured (iPad mini 8.3 except its uneven landscape split).
    public var guessed: Bool

    public init(twoThirds: Double, half: Double?, oneThird: Double, slideOver: Double,
                slideOverHeightInset: Double, guessed: Bool = false) {
        self.twoThirds = twoThirds
        self.half = half
        self.oneThird = oneThird
        self.slideOver = slideOver
        self.slideOverHeightInset = slideOverHeightInset
        self.guessed = guessed
    }
}

extension Device {
    /// The multitasking widths of this iPad in `orientation` (split view rules 6), or nil for a
    /// phone or a custom device (whose windows only take explicit widths).
    public func multitaskingWidths(_ orientation: Orientation) -> MultitaskingWidths? {
        let landscape = orientation.isLandscape
        switch name {
        case Device.iPadPro12_9.name:
            return landscape ? MultitaskingWidths(twoThirds: 981, half: 678, oneThird: 375, slideOver: 375, slideOverHeightInset: 48)
                             : MultitaskingWidths(twoThirds: 639, half: nil, oneThird: 375, slideOver: 375, slideOverHeightInset: 48)
        case Device.iPadPro11.name:
            return landscape ? MultitaskingWidths(twoThirds: 809, half: 592, oneThird: 375, slideOver: 375, slideOverHeightInset: 48)
                             : MultitaskingWidths(twoThirds: 504, half: nil, oneThird: 320, slideOver: 320, slideOverHeightInset: 48)
        case Device.iPadAir10_9.name:
            return landscape ? MultitaskingWidths(twoThirds: 795, half: 585, oneThird: 375, slideOver: 375, slideOverHeightInset: 48)
                             : MultitaskingWidths(twoThirds: 490, half: nil, oneThird: 320, slideOver: 320, slideOverHeightInset: 48)
        case Device.iPad10_2.name:
            return landscape ? MultitaskingWidths(twoThirds: 750, half: 535, oneThird: 320, slideOver: 320, slideOverHeightInset: 40)
                             : MultitaskingWidths(twoThirds: 480, half: nil, oneThird: 320, slideOver: 320, slideOverHeightInset: 40)
        case Device.iPadMini8_3.name:
            return landscape ? MultitaskingWidths(twoThirds: 748, half: 561, oneThird: 375, slideOver: 375, slideOverHeightInset: 48, guessed: true)
                             : MultitaskingWidths(twoThirds: 414, half: nil, oneThird: 320, slideOver: 320, slideOverHeightInset: 48, guessed: true)
        default:
            return nil
        }
    }
}
