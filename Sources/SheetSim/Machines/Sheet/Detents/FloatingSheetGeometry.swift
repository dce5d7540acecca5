/// The iOS 26 phone sheet's shape (SheetRules 9.1): below full height it floats, inset from
/// the safe area's sides and from the screen's bottom edge, with larger corners; towards full
/// height it blends into the sheet attached to the edges.
///
/// Apple documents the two ends and that the change between them is gradual (WWDC25 sessions 323
/// and 284), and no number. So every figure here is a named ``UIKitMetrics`` GUESS, and everything
/// is worked out from one input, the sheet's top edge (its offset): a drag and a settle move only
/// that, so the insets, the corners and the frame follow every display frame continuously.
///
/// - The attach progress `p` is 0 while the sheet is no taller than
///   ``UIKitMetrics/floatingSheetAttachFraction`` of `maximumDetentValue` (measured as an attached
///   sheet's height would be, from the window's bottom safe-area edge), 1 at the full-height top,
///   and `t` raised to ``UIKitMetrics/floatingSheetAttachExponent`` between, `t` how far the top is through
///   that band.
/// - The side and bottom insets are the floating ones times `1 − p`.
/// - The top corners blend from ``UIKitMetrics/floatingSheetCornerRadius`` to
///   ``UIKitMetrics/attachedSheetCornerRadius``; the bottom ones from the floating radius to the
///   display's, which an attached full-width sheet's bottom corners follow (SheetRules 2.3).
/// - The bottom safe area inside the sheet is the window's when detents keep it as padding
///   (``BehaviorOptions/floatingDetentsIncludeBottomSafeArea``, OBS), else the window's times `p`,
///   so a floating sheet is exactly its detent's value tall (DOC: "200 when floating") and the
///   attached one has it as on iOS 18.
///
/// A detent of value `v` rests where the sheet is `v` plus that bottom safe area tall above its
/// bottom edge. The top solves `top = bottom(p(top)) − v − safeBottom(p(top))`: in closed form at
/// either end, by bisection inside the band (the right side falls as the top rises, so there is
/// one crossing).
public struct FloatingSheetGeometry: Hashable, Sendable {
    /// ``UIKitMetrics/floatingSheetSideInset``.
    public let sideInset: Double
    /// ``UIKitMetrics/floatingSheetBottomInset``.
    public let bottomInset: Double
    /// ``UIKitMetrics/floatingSheetCornerRadius``.
    public let floatingCornerRadius: Double
    /// ``UIKitMetrics/attachedSheetCornerRadius``.
    public let attachedCornerRadius: Double
    /// The display's corner radius, which an attached sheet's bottom corners follow.
    public let displayCornerRadius: Double
    /// The top's offset at which the sheet starts to attach.
    public let attachStartOffset: Double
    /// The top's offset at which it is attached: the full-height top (SheetRules 2.1).
    public let attachedOffset: Double
    /// ``UIKitMetrics/floatingSheetAttachExponent``.
    public let exponent: Double
    /// The window's height.
    public let containerHeight: Double
    /// The window's bottom safe-area inset.
    public let windowBottomInset: Double
    /// ``BehaviorOptions/floatingDetentsIncludeBottomSafeArea``.
    public let detentsIncludeBottomSafeArea: Bool

    /// - Parameters:
    ///   - metrics: the floating sheet's GUESS metrics.
    ///   - containerHeight: the window's height.
    ///   - windowBottomInset: the window's bottom safe-area inset.
    ///   - topMargin: the full-height top (SheetRules 2.1: the top safe-area inset plus the top offset).
    ///   - maximumDetentValue: the large detent's value (SheetRules 2.1).
    ///   - displayCornerRadius: the device's display corner radius.
    ///   - detentsIncludeBottomSafeArea: whether detents keep the bottom safe area as padding.
    public init(metrics: UIKitMetrics, containerHeight: Double, windowBottomInset: Double, topMargin: Double,
                maximumDetentValue: Double, displayCornerRadius: Double, detentsIncludeBottomSafeArea: Bool) {
        sideInset = metrics.floatingSheetSideInset
        bottomInset = metrics.floatingSheetBottomInset
        floatingCornerRadius = metrics.floatingSheetCornerRadius
        attachedCornerRadius = metrics.attachedSheetCornerRadius
        self.displayCornerRadius = displayCornerRadius
        attachedOffset = topMargin
        attachStartOffset = max(topMargin, containerHeight - windowBottomInset - metrics.floatingSheetAttachFraction * maximumDetentValue)
        exponent = metrics.floatingSheetAttachExponent
        self.containerHeight = containerHeight
        self.windowBottomInset = windowBottomInset
        self.detentsIncludeBottomSafeArea = detentsIncludeBottomSafeArea
    }

    /// How attached the sheet is with its top at `offset`: 0 floating, 1 attached.
    @inline(__always)
    public func attachProgress(atOffset offset: Double) -> Double {
        let band = attachStartOffset - attachedOffset
        guard band > 0 else { return offset <= attachedOffset ? 1 : 0 }
        let t = min(max((attachStartOffset - offset) / band, 0), 1)
        if exponent == 1 || t == 0 || t == 1 { return t }
        return sheetExp(exponent * sheetLog(t))
    }

    /// The sheet's insets at progress `p`: from the safe area's sides and the screen's bottom edge.
    public func insets(atProgress p: Double) -> EdgeInsets {
        let side = sideInset * (1 - p)
        return EdgeInsets(top: 0, left: side, bottom: bottomInset * (1 - p), right: side)
    }

    /// The sheet's bottom edge with its top at `offset`.
    @inline(__always)
    public func bottomEdge(atOffset offset: Double) -> Double {
        containerHeight - bottomInset * (1 - attachProgress(atOffset: offset))
    }

    /// The bottom safe-area inset of the sheet's content at progress `p`.
    @inline(__always)
    public func bottomSafeArea(atProgress p: Double) -> Double {
        detentsIncludeBottomSafeArea ? windowBottomInset : windowBottomInset * p
    }

    /// The top corners' radius at progress `p`.
    public func topCornerRadius(atProgress p: Double) -> Double {
        floatingCornerRadius + (attachedCornerRadius - floatingCornerRadius) * p
    }

    /// The bottom corners' radius at progress `p`: the floating radius blending into the display's.
    public func bottomCornerRadius(atProgress p: Double) -> Double {
        floatingCornerRadius + (displayCornerRadius - floatingCornerRadius) * p
    }

    /// The attached sheet's full-height frame `attached`, narrowed by the side inset at `offset`'s
    /// progress, its top at `offset` and `height` tall.
    @inline(__always)
    public func frame(attached: Rect, atOffset offset: Double, height: Double) -> Rect {
        let side = sideInset * (1 - attachProgress(atOffset: offset))
        return Rect(x: attached.x + side, y: offset, width: max(0, attached.width - 2 * side), height: height)
    }

    /// How far above the sheet's bottom edge its top is at `top`, less the bottom safe area: the
    /// detent value a top stands for, minus `v`.
    private func excess(top: Double, value v: Double) -> Double {
        let p = attachProgress(atOffset: top)
        return containerHeight - bottomInset * (1 - p) - bottomSafeArea(atProgress: p) - v - top
    }

    /// Where a detent of value `v` puts the sheet's top (see the type's notes).
    public func offset(forDetentValue v: Double) -> Double {
        // Floating all the way: the sheet stands on its bottom inset.
        let floating = containerHeight - bottomInset - bottomSafeArea(atProgress: 0) - v
        if attachProgress(atOffset: floating) == 0 { return floating }
        // Attached: the iOS 15–18 rule (SheetRules 2.1).
        let attached = containerHeight - windowBottomInset - v
        if attachProgress(atOffset: attached) == 1 { return attached }
        // In the band: the excess falls as the top goes down; bracket the one crossing.
        var low = min(attachedOffset, attached) - 1
        var high = containerHeight
        guard excess(top: low, value: v) >= 0, excess(top: high, value: v) <= 0 else { return attached }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if excess(top: middle, value: v) > 0 { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The detent value a top at `offset` stands for: the inverse of ``offset(forDetentValue:)``.
    public func detentValue(forOffset offset: Double) -> Double {
        let p = attachProgress(atOffset: offset)
        return containerHeight - bottomInset * (1 - p) - bottomSafeArea(atProgress: p) - offset
    }
}
