/// The appearance figures of a sheet that change with its position (SheetRules 2.3, 2.4), as
/// stored values: what the card stack and the per-frame recorder read on every display frame.
public struct SheetFigures: Hashable, Sendable {
    /// ``SheetMachine/percentDimmed``.
    public var percentDimmed: Double = 0
    /// ``SheetMachine/dimmingAlpha``.
    public var dimmingAlpha: Double = 0
    /// ``SheetMachine/percentFullHeight`` when the sheet spans its window's width, else 0: how far
    /// it pushes the card behind it back.
    public var pushBack: Double = 0
    /// ``SheetMachine/cornerRadius``.
    public var cornerRadius: Double = 0
    /// ``SheetMachine/attachProgress``: 1 for every sheet but a floating iOS 26 one.
    public var attachProgress: Double = 1
    /// ``SheetMachine/sheetInsets``' side inset: 0 for every sheet but a floating iOS 26 one.
    public var sideInset: Double = 0
    /// ``SheetMachine/sheetInsets``' bottom inset: 0 for every sheet but a floating iOS 26 one.
    public var bottomInset: Double = 0
}

/// What a sheet's figures depend on besides its offset: the offsets its dimming and its push-back
/// run between, the full dimming alpha and the corner radius.
///
/// Only events change these (the style, the detents, the keyboard, the environment, the phase); a
/// display frame moves the offset alone. So the machine works the basis out after each event, and
/// each frame's figures are the two ramps below evaluated at the new offset.
struct FigureBasis: Sendable {
    /// Dimming is full at `dimmed` and none at `next` (SheetRules 2.3); nil when the sheet is never dimmed.
    var dimming: (dimmed: Double, next: Double)?
    /// `percentFullHeight` is 1 at `largest` and 0 at `below`; nil when the sheet has no full-height detent.
    var fullHeight: (below: Double, largest: Double)?
    /// Whether the sheet spans its window's width, so it pushes the card behind it back (SheetRules 2.4).
    var spansContainerWidth = false
    var fullDimmingAlpha: Double = 0
    var cornerRadius: Double = 0
    /// An iOS 26 sheet's shape, whose corners and insets follow the offset (SheetRules 9.1);
    /// nil for every other sheet. Boxed: the basis sits in every sheet machine, which the display
    /// frames read, and the other sheets should not carry its hundred bytes.
    var glass: FloatingSheetGeometry? {
        get { glassBox?.value }
        set { glassBox = newValue.map { Box($0) } }
    }
    private var glassBox: Box<FloatingSheetGeometry>?
    /// The custom `preferredCornerRadius` in force on an iOS 26 sheet, which wins over the blended
    /// top radius.
    var customCornerRadius: Double?

    /// `clamp01((offset − next) / (dimmed − next))`; a sheet whose dimming detent is also the next
    /// one down is fully dimmed at or above it.
    func percentDimmed(at offset: Double) -> Double {
        guard let (dimmed, next) = dimming else { return 0 }
        guard next != dimmed else { return offset <= dimmed ? 1 : 0 }
        return min(max((offset - next) / (dimmed - next), 0), 1)
    }

    /// `clamp01((below − offset) / (below − largest))`.
    func percentFullHeight(at offset: Double) -> Double {
        guard let (below, largest) = fullHeight else { return 0 }
        guard below != largest else { return 1 }
        return min(max((below - offset) / (below - largest), 0), 1)
    }

    @inline(__always)
    func figures(at offset: Double) -> SheetFigures {
        let dimmed = percentDimmed(at: offset)
        var figures = SheetFigures(percentDimmed: dimmed, dimmingAlpha: fullDimmingAlpha * dimmed,
                                   pushBack: spansContainerWidth ? percentFullHeight(at: offset) : 0, cornerRadius: cornerRadius)
        if glassBox != nil { glassFigures(at: offset, into: &figures) }
        return figures
    }

    /// An iOS 26 sheet's attach progress, insets and top radius at `offset`. Out of line: the
    /// other sheets' frames pay only the test for ``glass``.
    @inline(never)
    func glassFigures(at offset: Double, into figures: inout SheetFigures) {
        guard let glass else { return }
        let progress = glass.attachProgress(atOffset: offset)
        let insets = glass.insets(atProgress: progress)
        figures.attachProgress = progress
        figures.sideInset = insets.left
        figures.bottomInset = insets.bottom
        figures.cornerRadius = customCornerRadius ?? glass.topCornerRadius(atProgress: progress)
    }
}

extension SheetMachine {
    /// Derives the view's height (``currentViewHeight``), the figure basis, the figures and the
    /// layout style after an event, from one non-mutating read of the machine (each such read is
    /// handed a copy of it).
    mutating func refreshAfterEvent() {
        let (height, basis, style) = derivedAfterEvent
        if let height { caches.viewHeight = height }
        caches.figureBasis = basis
        caches.figures = basis.figures(at: offset)
        caches.layoutStyle = style
    }

    var derivedAfterEvent: (viewHeight: Double?, basis: FigureBasis, layoutStyle: PresentedLayoutStyle) {
        (currentViewHeight, currentFigureBasis, currentLayoutStyle)
    }

    /// Works the basis and the layout style out again, and the figures from the basis.
    mutating func refreshFigures() {
        // One read of a computed value: a mutating method that reads several computed properties
        // passes a fresh copy of the whole machine to each.
        let (basis, style) = derivedBasisAndStyle
        caches.figureBasis = basis
        caches.figures = basis.figures(at: offset)
        caches.layoutStyle = style
    }

    var derivedBasisAndStyle: (basis: FigureBasis, layoutStyle: PresentedLayoutStyle) { (currentFigureBasis, currentLayoutStyle) }

    /// The figures at the current offset from the basis the last event left: what a display frame,
    /// which moves only the offset, needs.
    mutating func refreshFiguresAtFrame() {
        caches.figures = caches.figureBasis.figures(at: offset)
    }

    /// The figures the current state gives.
    var currentFigures: SheetFigures { currentFigureBasis.figures(at: offset) }

    /// The basis the current state gives (SheetRules 2.3 for dimming, 2.4 for the push-back).
    var currentFigureBasis: FigureBasis {
        let style = presentationStyle
        let fullScreen = isFullScreen
        let presented = phase != .notPresented && phase != .dismissed
        var basis = FigureBasis()
        basis.fullDimmingAlpha = metrics.fullDimmingAlpha(for: environment.userInterfaceStyle)
        basis.spansContainerWidth = spansContainerWidth
        basis.cornerRadius = fullScreen ? 0 : presentsChild ? metrics.cornerRadius : configuration.preferredCornerRadius ?? metrics.cornerRadius
        if style.isSheet, presented {
            let detents = dimmingDetents
            // The dimming detent and the next smaller one, or the off-screen offset below the smallest.
            // Measured where they were before the keyboard moved a floating sheet (layout rules 11):
            // the move is not a detent change, so the dimming does not dip while the sheet rises to
            // its new place (GUESS).
            let shift = caches.layoutBox.value.keyboardShift
            if let index = dimmingDetentIndex(in: detents) {
                basis.dimming = (detents[index].offset + shift, index > 0 ? detents[index - 1].offset + shift : dismissedOffset)
            }
        }
        if !fullScreen, let glass = caches.layoutBox.value.floatingSheet {
            // SheetRules 9.1: the blend replaces the automatic radius; a custom one in force stays.
            basis.glass = glass
            basis.customCornerRadius = presentsChild ? nil : configuration.preferredCornerRadius
        }
        if style.isSheet, !fullScreen, presented, let largest = caches.resolvedDetents.last,
           largest.value >= caches.layoutBox.value.maximumDetentValue, stacksCard(atFullHeight: largest) {
            let below = caches.resolvedDetents.count > 1 ? caches.resolvedDetents[caches.resolvedDetents.count - 2].offset : dismissedOffset
            basis.fullHeight = (below, largest.offset)
        }
        return basis
    }

    /// Whether a sheet whose largest detent, `largest`, is at full height makes the card stack of
    /// SheetRules 2.4 and scales its presenter back: on iOS 15–18 always (quirk 10); from iOS 26 a
    /// full-height custom detent no longer converts (OBS), and `.large()` does as far as
    /// ``BehaviorOptions/presenterScaleBehindLargeSheet`` says (the profile's choice by default,
    /// a GUESS on iOS 26).
    func stacksCard(atFullHeight largest: ResolvedDetent) -> Bool {
        if !os.fullHeightCustomDetentStacksCard, largest.identifier != .large { return false }
        return options.presenterScalesBehindLargeSheet(on: os)
    }
}
