/// The app's window on iPad: full screen, one side of a Split View, the Slide Over panel, a
/// Stage Manager window of any width, or an iPadOS 26 window of any width and height. Phones are
/// always full screen.
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
    /// An iPadOS 26 window of this width and height, which the user resized freely (windowed apps
    /// or Stage Manager; ``MultitaskingMode``).
    case size(width: Double, height: Double)

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
        case .size(let width, let height): return "width \(NumberFormat.points(width))pt height \(NumberFormat.points(height))pt"
        }
    }

    /// Whether the window floats over another app (no screen edge beneath it).
    public var isSlideOver: Bool { self == .slideOver }

    /// Whether this is one side of iPadOS 13–18's Split View, which iPadOS 26 removed.
    public var isSplitViewSide: Bool { self == .twoThirds || self == .half || self == .oneThird }

    /// Whether this is a window of a width and a height (iPadOS 26, or iOS 27's resizable iPhone
    /// apps).
    public var isSized: Bool {
        if case .size = self { return true }
        return false
    }

    /// Whether this is a window the user sized freely: a width, or a width and a height.
    public var isFreeForm: Bool {
        switch self {
        case .width, .size: return true
        default: return false
        }
    }
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
    /// Whether any of the widths is an assumption (GUESS or UNKNOWN in the device table, or worked
    /// out for a custom iPad).
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
    /// The multitasking widths of this iPad in `orientation` (split view rules 6), from its model's
    /// row of the device table (``multitaskingTable``), or nil for a phone or a custom iPad.
    public func multitaskingWidths(_ orientation: Orientation) -> MultitaskingWidths? {
        guard let table = multitaskingTable else { return nil }
        return orientation.isLandscape ? table.landscape : table.portrait
    }

    /// The widths of an iPad no table row measured, from its screen width in `orientation`: a
    /// 10 pt divider, the remainder split 2/3 and 1/3, a 320 pt Slide Over panel, 40 pt shorter
    /// than the screen with a home button and 48 without (GUESS: the pattern of the measured rows;
    /// it gives 676 pt where the 9.7-inch iPad measures 694, so every named model has a table).
    public func guessedMultitaskingWidths(_ orientation: Orientation) -> MultitaskingWidths {
        let width = orientation.isLandscape ? portraitSize.height : portraitSize.width
        let twoThirds = ((width - 10) * 2 / 3).rounded(.down)
        return MultitaskingWidths(twoThirds: twoThirds, half: orientation.isLandscape ? ((width - 10) / 2).rounded(.down) : nil,
                                  oneThird: width - 10 - twoThirds, slideOver: 320,
                                  slideOverHeightInset: hasHomeButton ? 40 : 48, guessed: true)
    }
}
