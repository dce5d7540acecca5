/// One presented sheet's state at one display frame: what `recordsFrames` keeps.
///
/// A compact subset of ``SheetSnapshot`` — the figures that move during an animation — so a
/// recording of a long run stays small and cheap to take at 120 frames a second. Use
/// ``Simulator/state`` for everything else at any instant.
public struct FrameRecord: Hashable, Sendable {
    public var time: SimInstant
    /// The presented controller's name.
    public var sheet: String
    public var phase: SheetPhase
    /// The sheet's top edge (SheetRules 2.1).
    public var topY: Double
    /// The dimming view's alpha behind this sheet (SheetRules 2.3).
    public var dimmingAlpha: Double
    /// The top corner radius (SheetRules 2.3).
    public var cornerRadius: Double
    /// The scale of the controller beneath (SheetRules 2.4); 1 when not scaled.
    public var presenterScale: Double
    /// The height the sheet's view is laid out at (layout rules 2); not printed by ``description``.
    public var viewHeight: Double
    /// What the sheet's content controller sees, when ``Simulator/recordsFrameLayouts`` is on;
    /// not printed by ``description`` (``FrameLayout/line(at:)`` prints it).
    public var layout: FrameLayout?
    /// An iOS 26 sheet's side inset as it floats, to the hundredth of a point (SheetRules
    /// 9.1); nil for every other sheet.
    public var sheetInset: Double?

    public init(time: SimInstant, sheet: String, phase: SheetPhase, topY: Double, dimmingAlpha: Double,
                cornerRadius: Double, presenterScale: Double, viewHeight: Double = 0, layout: FrameLayout? = nil) {
        self.time = time
        self.sheet = sheet
        self.phase = phase
        self.topY = topY
        self.dimmingAlpha = dimmingAlpha
        self.cornerRadius = cornerRadius
        self.presenterScale = presenterScale
        self.viewHeight = viewHeight
        self.layout = layout
    }

    init(time: SimInstant, sheet: String, figures: FrameFigures, layout: FrameLayout? = nil) {
        self.init(time: time, sheet: sheet, phase: figures.phase, topY: figures.topY, dimmingAlpha: figures.dimmingAlpha,
                  cornerRadius: figures.cornerRadius, presenterScale: figures.presenterScale, viewHeight: figures.viewHeight,
                  layout: layout)
        sheetInset = figures.sheetInset
    }

    /// What the record says about its sheet, apart from when and which.
    var figures: FrameFigures {
        var figures = FrameFigures(topY: topY, dimmingAlpha: dimmingAlpha, cornerRadius: cornerRadius, presenterScale: presenterScale,
                                   viewHeight: viewHeight, phase: phase)
        figures.sheetInset = sheetInset
        return figures
    }

    /// `8.333ms frame sheet phase=presenting topY=847.23 dim=0.0021 scale=1`: the line
    /// `sheetsim run --frames` prints.
    public var description: String {
        var line = FieldLine()
        line.append(time)
        line.append(" frame ")
        line.append(sheet)
        line.field("phase", phase.rawValue)
        line.field("topY", points: topY)
        line.field("dim", ratio: dimmingAlpha)
        line.field("scale", ratio: presenterScale)
        if let sheetInset {
            // An iOS 26 sheet's shape: its inset and its top corners, which follow its top.
            line.field("inset", points: sheetInset)
            line.field("corner", points: cornerRadius)
        }
        return line.text
    }
}

/// What a ``FrameRecord`` says about its sheet, apart from when and which: plain numbers, which
/// ``FrameLog`` stores as they are.
struct FrameFigures: Hashable, Sendable {
    var topY: Double
    var dimmingAlpha: Double
    var cornerRadius: Double
    var presenterScale: Double
    var viewHeight: Double
    /// Last: a byte at the end packs tighter than one in front of the numbers.
    var phase: SheetPhase
    /// ``FrameRecord/sheetInset`` in hundredths of a point, ``notFloating`` for every sheet but an
    /// iOS 26 one: two bytes in the padding after ``phase``, so a record stays 56 bytes.
    var sheetInsetHundredths: UInt16 = FrameFigures.notFloating

    static let notFloating = UInt16.max

    /// ``FrameRecord/sheetInset``.
    var sheetInset: Double? {
        get { sheetInsetHundredths == Self.notFloating ? nil : Double(sheetInsetHundredths) / 100 }
        set {
            guard let inset = newValue, inset.isFinite else { sheetInsetHundredths = Self.notFloating; return }
            sheetInsetHundredths = UInt16(min(max((inset * 100).rounded(), 0), Double(Self.notFloating - 1)))
        }
    }
}
