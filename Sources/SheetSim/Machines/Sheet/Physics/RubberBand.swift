/// UIScrollView-style rubber banding of a drag past a limit (SheetRules 3, "Tracking"; formula OBS S18).
public enum RubberBand {
    /// SheetRules 3, "Tracking": `b = d·(1 − 1/(x·c/d + 1))`, the on-screen displacement for a finger
    /// overshoot `x` with extent `d` (the asymptote b never reaches) and coefficient `c` (0.55,
    /// ``UIKitMetrics/rubberBandCoefficient``).
    ///
    /// A negative overshoot mirrors the curve (`−b(−x)`), so callers may pass signed overshoots.
    /// Returns 0 when `d ≤ 0`, `c ≤ 0` or any input is NaN; an infinite overshoot gives `±d`.
    public static func displacement(overshoot x: Double, extent d: Double, coefficient c: Double) -> Double {
        guard d > 0, d.isFinite, c > 0, c.isFinite, !x.isNaN else { return 0 }
        if x < 0 { return -displacement(overshoot: -x, extent: d, coefficient: c) }
        if x.isInfinite { return d }
        return d * (1 - 1 / (x * c / d + 1))
    }

    /// ``displacement(overshoot:extent:coefficient:)`` with ``UIKitMetrics/rubberBandCoefficient``.
    public static func displacement(overshoot x: Double, extent d: Double, metrics: UIKitMetrics) -> Double {
        displacement(overshoot: x, extent: d, coefficient: metrics.rubberBandCoefficient)
    }

    /// SheetRules 3, "Tracking": the extent above the largest detent is the gap between that detent's top and
    /// the safe-area top, capped at 100 pt (``UIKitMetrics/rubberBandTopExtentMax``); never negative.
    /// E.g. 20 pt on a 320×480 window (large top 40, safe top 20).
    public static func topExtent(largestDetentOffset: Double, safeAreaTop: Double, metrics: UIKitMetrics) -> Double {
        min(max(0, largestDetentOffset - safeAreaTop), metrics.rubberBandTopExtentMax)
    }

    /// ``topExtent(largestDetentOffset:safeAreaTop:metrics:)`` for a layout's largest active detent.
    public static func topExtent(layout: SheetLayout, largestDetentOffset: Double) -> Double {
        topExtent(largestDetentOffset: largestDetentOffset, safeAreaTop: layout.safeArea.top, metrics: layout.metrics)
    }

    /// SheetRules 3, "Tracking": below the smallest detent when the sheet cannot be dismissed, the extent is
    /// `min(0.25 × full height, 200 pt)` (``UIKitMetrics/rubberBandBottomExtentFraction``,
    /// ``UIKitMetrics/rubberBandBottomExtentMax``), where the full height is the full-height frame's.
    public static func bottomExtent(fullHeight: Double, metrics: UIKitMetrics) -> Double {
        max(0, min(metrics.rubberBandBottomExtentFraction * fullHeight, metrics.rubberBandBottomExtentMax))
    }

    /// ``bottomExtent(fullHeight:metrics:)`` for a layout's ``SheetLayout/fullHeightFrame``.
    public static func bottomExtent(layout: SheetLayout) -> Double {
        bottomExtent(fullHeight: layout.fullHeightFrame.height, metrics: layout.metrics)
    }
}
