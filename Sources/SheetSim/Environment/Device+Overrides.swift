/// One figure of a device given in place of the device table's: how a scenario's `device` line
/// (`device "iPhone 17 Pro" refreshRate 60Hz`) or ``Device/overriding(_:)`` tries another value
/// for a figure the sources leave uncertain, or describes a device the table does not have
/// (`device custom …` takes the same words).
///
/// The figures the table marks GUESS or UNKNOWN are the assumptions a run rests on; each is named
/// by its model and its word here (`iPhone 17 Pro refreshRate`), and `sheetsim help devices`
/// lists them with the line that changes them.
public enum DeviceOverride: Hashable, Sendable {
    /// The portrait screen width in points.
    case width(Double)
    /// The portrait screen height in points.
    case height(Double)
    /// UIKit's scale (pixels per point).
    case scale(Double)
    /// The portrait safe-area insets, on every release.
    case safeArea(EdgeInsets)
    /// The landscape-left safe-area insets, on every release.
    case landscapeSafeArea(EdgeInsets)
    /// The display's corner radius in points.
    case cornerRadius(Double)
    /// 60 or 120 Hz.
    case refreshRate(Int)
    /// A phone's horizontal size class full screen in landscape.
    case landscapeWidthClass(UserInterfaceSizeClass)
    /// An iPad's multitasking widths in one orientation; the widths not given keep their value.
    case windows(landscape: Bool, twoThirds: Double?, half: Double?, oneThird: Double?, slideOver: Double?)
    /// How much shorter than the screen an iPad's Slide Over panel is.
    case slideOverHeightInset(Double)

    /// The `device` line's word for each figure, in the order `sheetsim help` lists them.
    public static let words = ["width", "height", "scale", "safeArea", "landscapeSafeArea", "cornerRadius",
                               "refreshRate", "landscapeWidthClass", "windows", "slideOverHeightInset"]

    /// The `device` line's word for this figure.
    public var word: String {
        switch self {
        case .width: return "width"
        case .height: return "height"
        case .scale: return "scale"
        case .safeArea: return "safeArea"
        case .landscapeSafeArea: return "landscapeSafeArea"
        case .cornerRadius: return "cornerRadius"
        case .refreshRate: return "refreshRate"
        case .landscapeWidthClass: return "landscapeWidthClass"
        case .windows: return "windows"
        case .slideOverHeightInset: return "slideOverHeightInset"
        }
    }

    /// Figures that change the screen come first, so windows are checked against the final size.
    var rank: Int {
        switch self {
        case .windows, .slideOverHeightInset: return 1
        default: return 0
        }
    }
}

extension Device {
    /// The device with `overrides` in place of its figures, checked as a custom device is:
    /// sizes positive, insets leaving room on both axes, 60 or 120 Hz, a positive scale, a corner
    /// radius of 0 or more, and on iPad windows no wider than the screen. Insets given here hold on
    /// every release; the figures not given keep what the table (and the release) says.
    ///
    /// - Parameters:
    ///   - overrides: the figures to change; a later one of the same kind wins.
    /// - Throws: ``DeviceError`` naming the first figure that does not fit.
    public func overriding(_ overrides: [DeviceOverride]) throws(DeviceError) -> Device {
        var device = self
        for rank in 0...1 {
            for override in overrides where override.rank == rank { try device.apply(override) }
        }
        try device.validate()
        return device
    }

    private mutating func apply(_ override: DeviceOverride) throws(DeviceError) {
        switch override {
        case .width(let width): portraitSize.width = width
        case .height(let height): portraitSize.height = height
        case .scale(let scale): displayScale = scale
        case .safeArea(let insets):
            portraitSafeArea = insets
            for index in releaseSafeAreas.indices { releaseSafeAreas[index].portrait = insets }
        case .landscapeSafeArea(let insets):
            landscapeSafeArea = insets
            for index in releaseSafeAreas.indices { releaseSafeAreas[index].landscape = insets }
        case .cornerRadius(let radius): displayCornerRadius = radius
        case .refreshRate(let hz): refreshRate = hz
        case .landscapeWidthClass(let sizeClass):
            guard idiom == .phone else {
                throw .invalidFigure(which: "landscapeWidthClass", reason: "an iPad is regular width full screen in both orientations")
            }
            isRegularWidthInLandscape = sizeClass == .regular
        case let .windows(landscape, twoThirds, half, oneThird, slideOver):
            guard idiom == .pad else {
                throw .invalidFigure(which: "windows", reason: "apps on iPhone are always full screen")
            }
            guard !(half != nil && !landscape) else {
                throw .invalidFigure(which: "windows portrait half", reason: "portrait has no even split")
            }
            var table = multitaskingTable ?? MultitaskingTable(landscape: guessedMultitaskingWidths(.landscapeLeft),
                                                               portrait: guessedMultitaskingWidths(.portrait))
            var widths = landscape ? table.landscape : table.portrait
            if let twoThirds { widths.twoThirds = twoThirds }
            if let half { widths.half = half }
            if let oneThird { widths.oneThird = oneThird }
            if let slideOver { widths.slideOver = slideOver }
            widths.guessed = false
            if landscape { table.landscape = widths } else { table.portrait = widths }
            multitaskingTable = table
        case .slideOverHeightInset(let inset):
            guard idiom == .pad else {
                throw .invalidFigure(which: "slideOverHeightInset", reason: "apps on iPhone are always full screen")
            }
            var table = multitaskingTable ?? MultitaskingTable(landscape: guessedMultitaskingWidths(.landscapeLeft),
                                                               portrait: guessedMultitaskingWidths(.portrait))
            table.landscape.slideOverHeightInset = inset
            table.portrait.slideOverHeightInset = inset
            multitaskingTable = table
        }
    }

    /// The checks ``custom(width:height:safeArea:landscapeSafeArea:hasHomeButton:refreshRate:idiom:name:displayScale:displayCornerRadius:isRegularWidthInLandscape:)``
    /// makes, on every release's insets, and the windows against the screen.
    func validate() throws(DeviceError) {
        let size = portraitSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidSize(width: size.width, height: size.height)
        }
        guard refreshRate == 60 || refreshRate == 120 else { throw .unsupportedRefreshRate(refreshRate) }
        let landscapeSize = Size(width: size.height, height: size.width)
        for figures in releaseSafeAreas + [SafeAreas(release: 0, portrait: portraitSafeArea, landscape: landscapeSafeArea)] {
            try Device.validate(figures.portrait, orientation: .portrait, size: size)
            try Device.validate(figures.landscape, orientation: .landscapeLeft, size: landscapeSize)
        }
        guard displayScale.isFinite, displayScale > 0 else {
            throw .invalidDisplayProperty(which: "display scale", value: displayScale)
        }
        guard displayCornerRadius.isFinite, displayCornerRadius >= 0 else {
            throw .invalidDisplayProperty(which: "display corner radius", value: displayCornerRadius)
        }
        guard let table = multitaskingTable else { return }
        for (name, widths, screen) in [("landscape", table.landscape, landscapeSize), ("portrait", table.portrait, size)] {
            let named = [("twoThirds", widths.twoThirds), ("half", widths.half), ("oneThird", widths.oneThird),
                         ("slideOver", widths.slideOver)]
            for case let (label, width?) in named {
                guard width.isFinite, width > 0, width <= screen.width else {
                    throw .invalidFigure(which: "windows \(name) \(label) \(NumberFormat.points(width))",
                                         reason: "a window must be wider than 0 and at most the \(NumberFormat.points(screen.width)) pt screen")
                }
            }
            guard widths.slideOverHeightInset.isFinite, widths.slideOverHeightInset >= 0,
                  widths.slideOverHeightInset < screen.height else {
                throw .invalidFigure(which: "slideOverHeightInset \(NumberFormat.points(widths.slideOverHeightInset))",
                                     reason: "it must be 0 or more and leave the panel some height")
            }
        }
    }
}
