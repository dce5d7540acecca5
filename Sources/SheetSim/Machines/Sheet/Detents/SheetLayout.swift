/// A detent resolved for one layout: its value and the sheet-top offset it puts the sheet at.
public struct ResolvedDetent: Hashable, Sendable, CustomStringConvertible {
    public let identifier: DetentIdentifier
    /// The detent value: a height inside the sheet's safe area, ≤ `maximumDetentValue` (SheetRules 2.1).
    public let value: Double
    /// The sheet's top edge (container y) when resting at this detent.
    public let offset: Double

    public init(identifier: DetentIdentifier, value: Double, offset: Double) {
        self.identifier = identifier
        self.value = value
        self.offset = offset
    }

    /// e.g. `medium 419.44 @ 398.56`.
    public var description: String {
        "\(identifier) \(NumberFormat.points(value)) @ \(NumberFormat.points(offset))"
    }
}

/// The geometry of an iPhone-style (compact-width, bottom-attached) sheet in one screen environment.
///
/// Pure and cheap: recompute it whenever the environment or metrics change. Two overrides cover
/// the sheets that are not as wide as the container (SheetRules 2.5, 2.6): `sheetWidth` narrows a
/// bottom-attached sheet (an edge-attached sheet that follows `preferredContentSize`, an iPad page
/// sheet attached to the bottom edge by option), centred; `floatingFrame` places a floating sheet (an
/// iPad form or page sheet),
/// whose detent values are heights of the floating frame with no safe-area term (SheetRules 1.2).
public struct SheetLayout: Hashable, Sendable {
    public let environment: ScreenEnvironment
    public let metrics: UIKitMetrics
    public let prefersEdgeAttachedInCompactHeight: Bool

    /// SheetRules 2.1: 10 pt on Face ID phones, 20 pt on home-button phones and other idioms,
    /// 8 pt in compact height.
    public let topOffset: Double
    /// SheetRules 2.1: top safe-area inset + ``topOffset``.
    public let topMargin: Double
    /// SheetRules 2.1: `containerHeight − topMargin − safeBottom`, the value of the large detent.
    public let maximumDetentValue: Double
    /// The sheet's frame at full height (SheetRules 2.1): the large detent's frame. At smaller
    /// detents the sheet keeps its x and width and is shorter (layout rules 2, see
    /// ``frame(atOffset:height:)``).
    public let fullHeightFrame: Rect
    /// SheetRules 2.5 / DOC S1: in compact height without `prefersEdgeAttachedInCompactHeight` the
    /// sheet is functionally full screen: its frame is the container, top at 0, grabber hidden,
    /// and it has a single active detent.
    public let isFullScreen: Bool
    /// SheetRules 2.5: compact height with `prefersEdgeAttachedInCompactHeight`: the sheet is
    /// attached to the bottom edge, as wide as the safe area.
    public let isEdgeAttachedInCompactHeight: Bool
    /// Set for a floating sheet (SheetRules 2.6): its frame at full height, which is also where its
    /// bottom edge stays at every detent.
    public let floatingFrame: Rect?
    /// How far the keyboard moved a floating sheet's frame up (layout rules 11); 0 otherwise.
    /// ``floatingFrame`` and every offset are already moved; this is what undoes it.
    public let keyboardShift: Double
    /// Set for an iOS 26 phone sheet (SheetRules 9.1): it floats inset below full height and
    /// attaches at it, so its offsets, frame and bottom edge follow this geometry. nil keeps the
    /// iOS 15–18 card's.
    public let floatingSheet: FloatingSheetGeometry?

    /// - Parameters:
    ///   - environment: the screen the sheet is presented on: its size, safe area and size classes.
    ///   - metrics: the UIKit numbers the geometry uses (top offsets, the medium fraction, …).
    ///   - prefersEdgeAttachedInCompactHeight: the configuration's flag of that name (SheetRules 2.5).
    ///   - sheetWidth: the width of a bottom-attached sheet narrower than the safe area, centred in it.
    ///   - floatingFrame: the full-height frame of a floating sheet; overrides everything else.
    ///   - keyboardShift: how far the keyboard moved `floatingFrame` up (layout rules 11).
    ///   - floatingSheetPadding: for an iOS 26 phone sheet, whether its detents keep the bottom
    ///     safe area as padding (``BehaviorOptions/floatingDetentsIncludeBottomSafeArea``); nil for
    ///     the iOS 15–18 card. Ignored in compact height and full screen, where no sheet floats.
    public init(environment: ScreenEnvironment, metrics: UIKitMetrics = .uikit,
                prefersEdgeAttachedInCompactHeight: Bool = false, sheetWidth: Double? = nil,
                floatingFrame: Rect? = nil, keyboardShift: Double = 0, floatingSheetPadding: Bool? = nil) {
        self.environment = environment
        self.metrics = metrics
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.keyboardShift = floatingFrame == nil ? 0 : keyboardShift

        let container = environment.containerSize
        let safe = environment.safeArea
        let compactHeight = environment.verticalSizeClass == .compact
        self.floatingFrame = floatingFrame

        // SheetRules 2.1: topOffset.
        let offset: Double
        if compactHeight {
            offset = metrics.topOffsetCompactHeight
        } else if environment.device.idiom == .phone && !environment.device.hasHomeButton
                    && environment.horizontalSizeClass == .compact {
            offset = metrics.topOffset
        } else {
            offset = metrics.topOffsetHomeButton
        }
        topOffset = offset
        if let floating = floatingFrame {
            // SheetRules 1.2: a floating sheet's detent value is its height; no safe-area term.
            topMargin = floating.y
            maximumDetentValue = max(0, floating.height)
            isFullScreen = false
            isEdgeAttachedInCompactHeight = false
            fullHeightFrame = floating
            floatingSheet = nil
            return
        }
        topMargin = safe.top + offset
        // SheetRules 2.1; the resolver sees this value in compact height too (SheetRules 6: topOffset 8).
        maximumDetentValue = max(0, container.height - topMargin - safe.bottom)
        isFullScreen = compactHeight && !prefersEdgeAttachedInCompactHeight
        isEdgeAttachedInCompactHeight = compactHeight && prefersEdgeAttachedInCompactHeight

        if isFullScreen {
            fullHeightFrame = Rect(x: 0, y: 0, width: container.width, height: container.height)
        } else {
            // SheetRules 2.1: centred, as wide as the container less side safe areas, from the top
            // margin to the container's bottom edge. SheetRules 2.5: the edge-attached compact-height
            // sheet is the same shape (top margin 8 pt + safe area, safe-area width, attached at the
            // bottom edge).
            let safeWidth = max(0, container.width - safe.horizontal)
            let width = sheetWidth.map { min(max(0, $0), safeWidth) } ?? safeWidth
            fullHeightFrame = Rect(x: safe.left + (safeWidth - width) / 2, y: topMargin, width: width,
                                   height: max(0, container.height - topMargin))
        }
        if let padding = floatingSheetPadding, !isFullScreen, !compactHeight {
            floatingSheet = FloatingSheetGeometry(metrics: metrics, containerHeight: container.height, windowBottomInset: safe.bottom,
                                                  topMargin: topMargin, maximumDetentValue: maximumDetentValue,
                                                  displayCornerRadius: environment.device.displayCornerRadius,
                                                  detentsIncludeBottomSafeArea: padding)
        } else {
            floatingSheet = nil
        }
    }

    public var containerSize: Size { environment.containerSize }
    public var safeArea: EdgeInsets { environment.safeArea }

    /// Where the sheet's top sits when it is off screen: the container's bottom edge.
    public var dismissedOffset: Double { environment.containerSize.height }

    /// SheetRules 2.1: sheet top y = containerMaxY − safeBottom − min(value, maximumDetentValue).
    /// A functionally full-screen sheet (``isFullScreen``) always sits at 0.
    public func offset(forDetentValue v: Double) -> Double {
        if isFullScreen { return 0 }
        if let floating = floatingFrame { return floating.y + floating.height - min(v, maximumDetentValue) }
        if let glass = floatingSheet { return glass.offset(forDetentValue: min(v, maximumDetentValue)) }
        return environment.containerSize.height - environment.safeArea.bottom - min(v, maximumDetentValue)
    }

    /// The inverse of ``offset(forDetentValue:)`` for a non-full-screen sheet: the detent value
    /// an offset corresponds to (may exceed the maximum or be negative while dragging).
    public func detentValue(forOffset y: Double) -> Double {
        if let floating = floatingFrame { return floating.y + floating.height - y }
        if let glass = floatingSheet { return glass.detentValue(forOffset: y) }
        return environment.containerSize.height - environment.safeArea.bottom - y
    }

    /// The full-height frame moved so its top is at `offset`, its size unchanged: what the sheet's
    /// frame is only while it moves without resizing (layout rules 2).
    public func frame(atOffset offset: Double) -> Rect { frame(atOffset: offset, height: fullHeightFrame.height) }

    /// The sheet's frame with its top at `offset` and `height` tall (layout rules 2 and 14: the
    /// frame of the presented view comes from the current detent's offset; x and width stay, but
    /// for an iOS 26 sheet, which narrows as it floats, SheetRules 9.1).
    @inline(__always)
    public func frame(atOffset offset: Double, height: Double) -> Rect {
        if let glass = floatingSheet { return glass.frame(attached: fullHeightFrame, atOffset: offset, height: height) }
        return Rect(x: fullHeightFrame.x, y: offset, width: fullHeightFrame.width, height: height)
    }

    /// Where the sheet's bottom edge is with its top at `offset`: a floating iPad sheet's frame's,
    /// an iOS 26 sheet's as it floats, else the window's bottom.
    public func bottomEdge(atOffset offset: Double) -> Double {
        if let floating = floatingFrame { return floating.maxY }
        if let glass = floatingSheet { return glass.bottomEdge(atOffset: offset) }
        return environment.containerSize.height
    }

    /// The context a detent resolver sees in this layout.
    public var resolutionContext: DetentResolutionContext {
        DetentResolutionContext(containerTraitCollection: environment.traitCollection,
                                maximumDetentValue: maximumDetentValue,
                                containerHeight: environment.containerSize.height,
                                metrics: metrics)
    }

    /// The active detents, smallest value first (largest offset first).
    ///
    /// Inactive detents are dropped (SheetRules 1.2 / 2.2), and a detent whose identifier already
    /// appeared is dropped, keeping the first (even when that first one is inactive). Equal values
    /// keep their given order.
    /// When ``isFullScreen`` only the largest active detent remains, at offset 0 (SheetRules 2.5:
    /// "the functionally full-screen sheet has a single active detent").
    ///
    /// The context's traits and `maximumDetentValue` are used as given; its `metrics` become this
    /// layout's, and a missing `containerHeight` becomes this layout's container height.
    public func resolve(_ detents: [Detent], context: DetentResolutionContext) -> [ResolvedDetent] {
        var context = context
        context.metrics = metrics
        if context.containerHeight == nil { context.containerHeight = environment.containerSize.height }
        // Lists are mostly a handful long, where looking back over them costs less than hashing
        // each identifier into a set; a long one gets the set.
        let looksBack = detents.count <= 16
        var seen = Set<DetentIdentifier>()
        var resolved: [ResolvedDetent] = []
        for (index, detent) in detents.enumerated() {
            let repeated = looksBack ? detents[..<index].contains { $0.identifier == detent.identifier }
                                     : !seen.insert(detent.identifier).inserted
            if repeated { continue }
            guard let value = detent.resolvedValue(in: context) else { continue }
            resolved.append(ResolvedDetent(identifier: detent.identifier, value: value,
                                           offset: offset(forDetentValue: value)))
        }
        // Stable sort by value (Swift's sort is not guaranteed stable, so sort on (value, position)).
        // Lists are usually written smallest first, and those are left as they are.
        let inOrder = zip(resolved, resolved.dropFirst()).allSatisfy { $0.value <= $1.value }
        let sorted = inOrder ? resolved : resolved.enumerated()
            .sorted { $0.element.value != $1.element.value ? $0.element.value < $1.element.value : $0.offset < $1.offset }
            .map(\.element)
        if isFullScreen, let largest = sorted.last { return [largest] }
        return sorted
    }

    /// ``resolve(_:context:)`` with this layout's own ``resolutionContext``.
    public func resolve(_ detents: [Detent]) -> [ResolvedDetent] {
        resolve(detents, context: resolutionContext)
    }
}
