/// Where a split view controller's columns are: their widths (split view rules 2.2) and, for a
/// display mode, each visible column's horizontal extent (split view rules 3.1). What the REPL's
/// `show` draws and the timeline's column track plots.
public struct SplitViewLayout: Hashable, Sendable {
    /// One column's extent in the split view controller's view, x from its leading edge.
    public struct ColumnFrame: Hashable, Sendable {
        public var column: SplitViewColumn
        /// The leading x and the width, in points. A displaced secondary reaches past the trailing
        /// edge (it is cropped there).
        public var x: Double
        public var width: Double
        /// The column floats over the secondary (the overlay modes).
        public var isFloating: Bool
        /// The column is dimmed and takes no touches (the secondary under an overlay or displace).
        public var isDimmed: Bool

        /// The part of the column inside the split view, `0…splitWidth`.
        public func visibleRange(in splitWidth: Double) -> ClosedRange<Double> {
            let low = min(max(x, 0), splitWidth), high = min(max(x + width, 0), splitWidth)
            return low...max(low, high)
        }
    }

    /// The width of the split view controller's view.
    public var splitWidth: Double
    /// `primaryColumnWidth` and `supplementaryColumnWidth`: the widths the columns have when shown.
    public var primaryColumnWidth: Double
    public var supplementaryColumnWidth: Double
    /// The visible columns, back to front (floating sidebars last).
    public var frames: [ColumnFrame]

    /// The widths of the two sidebar columns (split view rules 2.2): the preferred width, else the
    /// preferred fraction of the split view's width, else ``UIKitMetrics/splitViewAutomaticColumnWidth``;
    /// then clamped between the minimum (automatic: 0) and the maximum (automatic:
    /// ``UIKitMetrics/splitViewAutomaticMaximumColumnWidth``), and to the split view's width.
    public static func columnWidths(style: SplitViewStyle, configuration: SplitViewConfiguration, splitWidth: Double,
                                    metrics: UIKitMetrics) -> (primary: Double, supplementary: Double) {
        let primary = width(configuration.primaryColumnWidth, splitWidth: splitWidth, metrics: metrics)
        let supplementary = style == .tripleColumn ? width(configuration.supplementaryColumnWidth, splitWidth: splitWidth, metrics: metrics) : 0
        return (primary, supplementary)
    }

    /// One column's width from its settings.
    public static func width(_ settings: ColumnWidthSettings, splitWidth: Double, metrics: UIKitMetrics) -> Double {
        width(settings, splitWidth: splitWidth, automatic: metrics.splitViewAutomaticColumnWidth,
              range: (settings.minimum ?? 0, settings.maximum ?? metrics.splitViewAutomaticMaximumColumnWidth))
    }

    /// A column's width: the preferred width, else the preferred fraction of the split view, else
    /// `automatic`; clamped to `range` (its minimum winning over its maximum) and to the split view.
    static func width(_ settings: ColumnWidthSettings, splitWidth: Double, automatic: Double,
                      range: (minimum: Double, maximum: Double)) -> Double {
        let width = settings.preferredWidth ?? settings.preferredFraction.map { $0 * splitWidth } ?? automatic
        return max(0, min(max(min(width, range.maximum), range.minimum), splitWidth))
    }

    /// The layout of an expanded split view controller showing `mode` (split view rules 3.1): tiled
    /// columns side by side; overlay sidebars floating over a full-width, dimmed secondary;
    /// displaced sidebars tiled with the dimmed secondary pushed toward the trailing edge at the
    /// width it has beside one sidebar, and cropped there (GUESS for that width). A trailing
    /// `primaryEdge` mirrors it.
    ///
    /// A shown inspector column (`inspectorWidth`) sits on the trailing edge beside the secondary
    /// (split view rules 12), which ends where it begins; floating sidebars keep their place.
    public static func expanded(style: SplitViewStyle, configuration: SplitViewConfiguration, mode: SplitDisplayMode,
                                splitWidth: Double, metrics: UIKitMetrics, inspectorWidth: Double? = nil) -> SplitViewLayout {
        let widths = columnWidths(style: style, configuration: configuration, splitWidth: splitWidth, metrics: metrics)
        let triple = style == .tripleColumn
        // In a `one…` mode the one sidebar is the primary (double column, classic) or the
        // supplementary (triple column), split view rules 3.1.
        let single: (SplitViewColumn, Double) = triple ? (.supplementary, widths.supplementary) : (.primary, widths.primary)
        var frames: [ColumnFrame] = []
        func add(_ column: SplitViewColumn, _ x: Double, _ width: Double, floating: Bool = false, dimmed: Bool = false) {
            frames.append(ColumnFrame(column: column, x: x, width: width, isFloating: floating, isDimmed: dimmed))
        }
        switch mode {
        case .automatic, .secondaryOnly:
            add(.secondary, 0, splitWidth)
        case .oneBesideSecondary:
            add(single.0, 0, single.1)
            add(.secondary, single.1, splitWidth - single.1)
        case .oneOverSecondary:
            add(.secondary, 0, splitWidth, dimmed: true)
            add(single.0, 0, single.1, floating: true)
        case .twoBesideSecondary:
            add(.primary, 0, widths.primary)
            add(.supplementary, widths.primary, widths.supplementary)
            add(.secondary, widths.primary + widths.supplementary, splitWidth - widths.primary - widths.supplementary)
        case .twoOverSecondary:
            add(.secondary, 0, splitWidth, dimmed: true)
            add(.primary, 0, widths.primary, floating: true)
            add(.supplementary, widths.primary, widths.supplementary, floating: true)
        case .twoDisplaceSecondary:
            add(.primary, 0, widths.primary)
            add(.supplementary, widths.primary, widths.supplementary)
            add(.secondary, widths.primary + widths.supplementary, splitWidth - widths.supplementary, dimmed: true)
        }
        if let inspectorWidth {
            let edge = splitWidth - inspectorWidth
            for index in frames.indices where !frames[index].isFloating && frames[index].x + frames[index].width > edge {
                frames[index].width = max(0, edge - frames[index].x)
            }
            add(.inspector, edge, inspectorWidth)
        }
        if configuration.primaryEdge == .trailing {
            frames = frames.map { frame in
                var mirrored = frame
                mirrored.x = splitWidth - frame.x - frame.width
                return mirrored
            }
        }
        return SplitViewLayout(splitWidth: splitWidth, primaryColumnWidth: widths.primary,
                               supplementaryColumnWidth: widths.supplementary, frames: frames)
    }

    /// The inspector column's width (split view rules 12): the preferred width, else the preferred fraction of the split view's width, else
    /// ``UIKitMetrics/splitViewInspectorColumnWidth``; clamped between the minimum and maximum
    /// (automatic: ``UIKitMetrics/splitViewInspectorMinimumColumnWidth`` and
    /// ``UIKitMetrics/splitViewInspectorMaximumColumnWidth``, all unpublished) and to the split
    /// view's width.
    public static func inspectorWidth(_ settings: ColumnWidthSettings, splitWidth: Double, metrics: UIKitMetrics) -> Double {
        let range = inspectorWidthRange(settings, metrics: metrics)
        return width(settings, splitWidth: splitWidth, automatic: metrics.splitViewInspectorColumnWidth,
                     range: (range.lowerBound, range.upperBound))
    }

    /// The inspector's minimum and maximum widths; a minimum above the maximum wins, as UIKit's
    /// other columns' clamping does here.
    public static func inspectorWidthRange(_ settings: ColumnWidthSettings, metrics: UIKitMetrics) -> ClosedRange<Double> {
        let minimum = settings.minimum ?? metrics.splitViewInspectorMinimumColumnWidth
        let maximum = settings.maximum ?? metrics.splitViewInspectorMaximumColumnWidth
        return minimum...max(minimum, maximum)
    }

    /// The layout of a collapsed split view controller: one column, `top` (or the compact column),
    /// across the whole width.
    public static func collapsed(style: SplitViewStyle, configuration: SplitViewConfiguration, top: SplitViewColumn,
                                 splitWidth: Double, metrics: UIKitMetrics) -> SplitViewLayout {
        let widths = columnWidths(style: style, configuration: configuration, splitWidth: splitWidth, metrics: metrics)
        return SplitViewLayout(splitWidth: splitWidth, primaryColumnWidth: widths.primary, supplementaryColumnWidth: widths.supplementary,
                               frames: [ColumnFrame(column: top, x: 0, width: splitWidth, isFloating: false, isDimmed: false)])
    }

    /// The frame of `column`, if it is visible.
    public func frame(of column: SplitViewColumn) -> ColumnFrame? { frames.first { $0.column == column } }
}
