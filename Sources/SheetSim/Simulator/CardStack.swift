/// How one card of the stack is drawn: the root presenter or a sheet that another sheet covers.
public struct CardTransform: Hashable, Sendable {
    /// The card's scale (1 when not scaled down).
    public var scale: Double
    /// The card's frame after scaling and translation.
    public var frame: Rect
    /// The card's corner radius.
    public var cornerRadius: Double
    /// How deep the card sits: 0 in front, up to ``UIKitMetrics/maximumStackDepth``.
    public var depth: Double
}

/// The card stack's rules (SheetRules 2.4) and the stacked dimming (2.3), over the window and the
/// metrics they read; each rule is handed the presented sheets, bottom of the stack first.
///
/// A value of its own, which the simulator keeps and builds again when the environment or the
/// presenter's frame changes: the frame recorder asks it about every sheet on every display frame,
/// and a method of the whole simulator called from the frame loop would be handed a copy of the
/// simulator each time. The sheets are handed in, not held: holding them, or the metrics' box,
/// cost a retain and a release at every display frame.
struct CardStack {
    /// The figures of ``UIKitMetrics`` the rules read, copied out of the simulator's shared box.
    let metrics: Metrics
    /// The window's bounds.
    let window: Rect
    /// The root presenter's view frame before any scaling: ``Simulator/presenterViewFrame`` or the window.
    let rootBaseFrame: Rect
    /// Cards scale back at all: not with Reduce Motion, not in compact height (SheetRules 2.4).
    let scalesCards: Bool
    /// The style's full dimming alpha (light or dark).
    let fullDimmingAlpha: Double

    /// The metrics the card stack's rules read, named as in ``UIKitMetrics``.
    struct Metrics {
        var maximumStackDepth: Double
        var presenterTopGap: Double
        var presenterCornerRadius: Double
        var presenterNarrowWidthLimit: Double
        var presenterMarginNarrow: Double
        var presenterMarginWide: Double
        var stackedParentDimFactor: Double
        var stackedGrandchildDimFactor: Double
    }

    /// Both borrowed: an initializer's parameters are otherwise its own copies, retained.
    init(metricsBox: borrowing Box<UIKitMetrics>, environment: borrowing ScreenEnvironment, presenterViewFrame: Rect?) {
        // Field by field through the box: `metricsBox.value` alone would copy all the metrics out.
        metrics = Metrics(maximumStackDepth: metricsBox.value.maximumStackDepth,
                          presenterTopGap: metricsBox.value.presenterTopGap,
                          presenterCornerRadius: metricsBox.value.presenterCornerRadius,
                          presenterNarrowWidthLimit: metricsBox.value.presenterNarrowWidthLimit,
                          presenterMarginNarrow: metricsBox.value.presenterMarginNarrow,
                          presenterMarginWide: metricsBox.value.presenterMarginWide,
                          stackedParentDimFactor: metricsBox.value.stackedParentDimFactor,
                          stackedGrandchildDimFactor: metricsBox.value.stackedGrandchildDimFactor)
        window = environment.containerBounds
        rootBaseFrame = presenterViewFrame ?? window
        scalesCards = !environment.reduceMotion && environment.verticalSizeClass != .compact
        fullDimmingAlpha = metricsBox.value.fullDimmingAlpha(for: environment.userInterfaceStyle)
    }

    /// How far sheet `index` pushes the card behind it back: its `percentFullHeight`, or 0 when it
    /// does not scale its presenter (not as wide as the window: iPad, edge-attached, full screen).
    static func stackFraction(_ index: Int, in sheets: [SheetMachine]) -> Double {
        guard sheets.indices.contains(index) else { return 0 }
        return sheets[index].figures.pushBack
    }

    /// The depth of card `position` (0 = root, p = `sheets[p − 1]`): `f₀ · (1 + depth of the next)`,
    /// capped at the maximum depth of 2. A card is pushed back only as far as the sheet directly in
    /// front of it has risen; a sheet further up adds only through that one (GUESS: SheetRules 2.4
    /// gives the depths 1 and 2 at rest, not how a half-risen middle sheet combines).
    func cardDepth(at position: Int, in sheets: [SheetMachine]) -> Double {
        Self.cardDepth(at: position, in: sheets, maximum: metrics.maximumStackDepth)
    }

    /// ``cardDepth(at:in:)`` with the one metric it reads. A recursion is not inlined, and a method
    /// handed the whole card stack would make the display frame copy the stack before each call.
    private static func cardDepth(at position: Int, in sheets: [SheetMachine], maximum: Double) -> Double {
        guard position < sheets.count else { return 0 }
        let f = stackFraction(position, in: sheets)
        guard f > 0 else { return 0 }
        return min(f * (1 + cardDepth(at: position + 1, in: sheets, maximum: maximum)), maximum)
    }

    /// The unscaled frame of card `position`: the root's view, or the sheet's own frame.
    func cardBaseFrame(at position: Int, in sheets: [SheetMachine]) -> Rect {
        position == 0 ? rootBaseFrame : sheets[position - 1].sheetFrame
    }

    /// Where card `position`'s top goes at depth 1: 10 pt above the top of the sheet in front of it
    /// at that sheet's largest detent (SheetRules 2.4: root (0,20,320,460) → (16,30,288,414) behind a
    /// large sheet at y = 40).
    func cardTopAtDepthOne(at position: Int, in sheets: [SheetMachine]) -> Double {
        let largest = sheets[position].resolvedDetents.last?.offset ?? sheets[position].offset
        return largest - metrics.presenterTopGap
    }

    /// The transform of card `position` (0 = the root presenter, p = `sheets[p − 1]`).
    ///
    /// - Scale: `s = 1 − 2mk/width` with `k = 2(1 − 2^(−min(depth, 1)))` and m = 16 pt for windows up
    ///   to 393 pt wide, 20 pt above (SheetRules 2.4).
    /// - Translation: from the card's own top toward 10 pt above the front sheet's top, linear in k
    ///   (the exact curve is in RE S5b, not in SheetRules 2.4: GUESS); between depth 1 and 2 the card
    ///   moves on to 10 pt below the top the card in front of it takes (SheetRules 2.4: the root at
    ///   (16,40,288,414) behind two sheets, the first sheet at (16,30,288,396)).
    /// - Corner radius: the root rises from 0 to 10 pt with the depth (SheetRules 2.4); a covered
    ///   sheet, automatic once it is not in front (SheetRules 1.1), blends from that radius towards
    ///   its child's as the root's rises, linear in the depth up to 1 (SheetRules 2.3, RE S5 for the
    ///   blend; GUESS for its curve).
    /// - None of this with Reduce Motion or in compact height (SheetRules 2.4).
    func cardTransform(at position: Int, in sheets: [SheetMachine]) -> CardTransform {
        let base = cardBaseFrame(at: position, in: sheets)
        let restingRadius = position == 0 ? 0 : sheets[position - 1].figures.cornerRadius
        guard let (depth, k, scale) = cardScaling(at: position, in: sheets) else {
            return CardTransform(scale: 1, frame: base, cornerRadius: restingRadius, depth: 0)
        }
        let topOne = cardTopAtDepthOne(at: position, in: sheets)
        let top: Double
        if depth <= 1 {
            top = base.y + k * (topOne - base.y)
        } else {
            let topTwo = cardTopAtDepthOne(at: position + 1, in: sheets) + metrics.presenterTopGap
            top = topOne + (depth - 1) * (topTwo - topOne)
        }
        let frame = Rect(x: base.midX - base.width * scale / 2, y: top,
                         width: base.width * scale, height: base.height * scale)
        let blend = min(depth, 1)
        let radius = position == 0 ? metrics.presenterCornerRadius * blend
            : restingRadius + blend * (sheets[position].figures.cornerRadius - restingRadius)
        return CardTransform(scale: scale, frame: frame, cornerRadius: radius, depth: depth)
    }

    /// The scale of card `position`: ``cardTransform(at:in:)``'s first figure, without the frames
    /// the rest of the transform reads (what each per-frame record needs).
    func cardScale(at position: Int, in sheets: [SheetMachine]) -> Double { cardScaling(at: position, in: sheets)?.scale ?? 1 }

    /// Card `position`'s depth, `k = 2(1 − 2^(−min(depth, 1)))` and scale; nil when the card is not
    /// scaled (in front, Reduce Motion, compact height).
    func cardScaling(at position: Int, in sheets: [SheetMachine]) -> (depth: Double, k: Double, scale: Double)? {
        let depth = cardDepth(at: position, in: sheets)
        guard depth > 0, scalesCards else { return nil }
        let width = window.width
        let k = depth >= 1 ? Self.kAtFullDepth : Self.k(depth: depth)
        let margin = width <= metrics.presenterNarrowWidthLimit ? metrics.presenterMarginNarrow : metrics.presenterMarginWide
        return (depth, k, 1 - 2 * margin * k / width)
    }

    /// `k = 2(1 − 2^(−depth))` for a depth below 1.
    static func k(depth: Double) -> Double {
        2 * (1 - sheetExp(-depth * 0.6931471805599453))  // ln 2
    }

    /// `k` from depth 1 on, where `min(depth, 1)` is 1: worked out once, since a card pushed all
    /// the way back stays there frame after frame while the sheet in front of it moves.
    static let kAtFullDepth = k(depth: 1)

    // MARK: Stacked dimming (SheetRules 2.3)

    /// The alpha of the dimming directly behind sheet `index`. The first sheet dims the whole window
    /// at 0.2 (0.48 dark) × its fraction. A stacked sheet's dimming is confined to its parent's card
    /// at 0.6 × its fraction plus 0.2 × its own child's fraction, times the same full alpha
    /// (SheetRules 2.3; multiplying by the full alpha is a GUESS: SheetRules 2.3 gives the factors only).
    func dimmingAlphaBehind(_ index: Int, in sheets: [SheetMachine]) -> Double {
        guard index > 0 else { return sheets[index].figures.dimmingAlpha }
        let full = fullDimmingAlpha
        let grandchild = index + 1 < sheets.count ? sheets[index + 1].figures.percentDimmed : 0
        return full * (metrics.stackedParentDimFactor * sheets[index].figures.percentDimmed
                       + metrics.stackedGrandchildDimFactor * grandchild)
    }

    /// Where the dimming behind sheet `index` is drawn: the window, or the parent's card.
    func dimmingFrameBehind(_ index: Int, in sheets: [SheetMachine]) -> Rect {
        index == 0 ? window : cardTransform(at: index, in: sheets).frame
    }

    /// The grabber's alpha: 0 when hidden, fading out as a child sheet reaches its dimming detent
    /// (SheetRules 2.3).
    func grabberAlpha(of index: Int, in sheets: [SheetMachine]) -> Double {
        guard sheets[index].configuration.prefersGrabberVisible, sheets[index].presentationStyle.isSheet,
              !sheets[index].isFullScreen else { return 0 }
        guard index + 1 < sheets.count else { return 1 }
        return 1 - sheets[index + 1].figures.percentDimmed
    }

    /// The per-frame record of the sheet at `index` at `time`: only the figures that move.
    func frameRecord(ofSheetAt index: Int, in sheets: [SheetMachine], time: SimInstant) -> FrameRecord {
        FrameRecord(time: time, sheet: sheets[index].name, figures: frameFigures(ofSheetAt: index, in: sheets))
    }

    /// What the per-frame record of the sheet at `index` says about it.
    func frameFigures(ofSheetAt index: Int, in sheets: [SheetMachine]) -> FrameFigures {
        var figures = FrameFigures(topY: sheets[index].offset, dimmingAlpha: dimmingAlphaBehind(index, in: sheets),
                                   cornerRadius: sheets[index].figures.cornerRadius, presenterScale: cardScale(at: index, in: sheets),
                                   viewHeight: sheets[index].viewHeight, phase: sheets[index].phase)
        if sheets[index].layoutStyle.floatsWhenPartial { figures.sheetInset = sheets[index].figures.sideInset }
        return figures
    }
}

extension Simulator {
    /// The transform of card `position` (0 = the root presenter, p = `stack[p − 1]`): see
    /// ``CardTransform`` and SheetRules 2.4.
    public func cardTransform(at position: Int) -> CardTransform { cardStack.cardTransform(at: position, in: stack) }
}
