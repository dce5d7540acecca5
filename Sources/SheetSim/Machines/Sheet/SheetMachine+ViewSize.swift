extension SheetMachine {
    // MARK: The presented view's size (layout rules 2)

    /// The height of the presented view when the sheet's top is at `offset`: from there to the
    /// sheet's bottom edge, which stays put (layout rules 13: the sheet resizes from its top edge).
    /// The bottom is the container's for an edge-attached sheet and the floating frame's for a form
    /// or page sheet that floats; a functionally full-screen sheet is as tall as the container.
    /// With ``BehaviorOptions/DetentViewSizing/keepsFullHeight`` the view is never shorter than the
    /// full-height frame (quirk 22): below that frame's top it keeps its size and only moves.
    /// An iOS 26 sheet's bottom rises off the screen's edge as it floats (SheetRules 9.1).
    public func heightOfView(atOffset offset: Double) -> Double {
        let kept = Self.keptFullHeightTop(options.detentViewSizing, fullHeightTop: caches.layoutBox.value.fullHeightFrame.y)
        return Self.heightOfView(atOffset: offset, isFullScreen: isFullScreen,
                                 floatingBottom: sheetBottom(forTopAt: offset, keptFullHeightTop: kept),
                                 containerHeight: environment.containerSize.height, keptFullHeightTop: kept)
    }

    /// The bottom edge of a sheet that does not reach the window's bottom, for its top at
    /// `offset` (clamped as ``heightOfView(atOffset:)`` clamps it): a floating iPad sheet's frame's,
    /// an iOS 26 sheet's as it floats; nil for the others.
    /// Static, reading the layout in its box: the per-sample path must not copy the machine or
    /// the layout.
    @inline(__always)
    func sheetBottom(forTopAt offset: Double, keptFullHeightTop: Double?) -> Double? {
        Self.sheetBottom(in: caches.layoutBox, forTopAt: offset, keptFullHeightTop: keptFullHeightTop)
    }

    @inline(__always)
    static func sheetBottom(in box: borrowing Box<SheetLayout>, forTopAt offset: Double, keptFullHeightTop: Double?) -> Double? {
        if let bottom = box.value.floatingFrame?.maxY { return bottom }
        guard box.value.floatingSheet != nil else { return nil }
        return box.value.floatingSheet!.bottomEdge(atOffset: keptFullHeightTop.map { min(offset, $0) } ?? offset)
    }

    /// The rule itself, from the figures it reads: full screen is the window's height; otherwise
    /// from the top at `offset`, or at `keptFullHeightTop` when that is higher, down to the
    /// floating frame's bottom or the window's.
    static func heightOfView(atOffset offset: Double, isFullScreen: Bool, floatingBottom: Double?,
                             containerHeight: Double, keptFullHeightTop: Double?) -> Double {
        if isFullScreen { return containerHeight }
        let top = keptFullHeightTop.map { min(offset, $0) } ?? offset
        return max(0, (floatingBottom ?? containerHeight) - top)
    }

    /// `fullHeightTop`, the full-height frame's top, when `sizing` keeps the view at that frame's
    /// size; nil when the view is resized. Static, handed the two figures it reads, for the
    /// per-frame path too (a machine's or a layout's copy would cost more than the rule).
    @inline(__always)
    static func keptFullHeightTop(_ sizing: BehaviorOptions.DetentViewSizing, fullHeightTop: Double) -> Double? {
        sizing == .keepsFullHeight ? fullHeightTop : nil
    }

    /// The view height the current state gives, or nil when the state keeps the height it has;
    /// ``viewHeight`` takes it after every event (layout rules 2, the rule SheetSim follows;
    /// items 14–17):
    ///
    /// - before and during the presentation, at rest and while settling: the height at the target
    ///   (a move to a smaller detent takes its final size when it starts, layout rules 17; a move to
    ///   a larger one too unless ``BehaviorOptions/growingResizeTiming`` defers it to the end);
    /// - while a finger drags between the detents: the height follows the finger; below the smallest
    ///   detent the view keeps that detent's size and moves, and above the largest it keeps the
    ///   largest size unless ``BehaviorOptions/rubberBandAboveLargest`` stretches it (U11);
    /// - a finger that caught a settling sheet and the dismissal keep the size they found
    ///   (translation), unless ``BehaviorOptions/presentationTransitionLayout`` resizes the
    ///   transitions (U9), which ``frameTick(at:)`` then follows every frame.
    ///
    /// Each height goes through ``heightOfView(atOffset:)``, so with
    /// ``BehaviorOptions/detentViewSizing`` keeping the full height (quirk 22) none of them is below
    /// the full-height frame's: only a stretch above full height changes the size, and a drag or a
    /// settle between detents moves the view without laying it out.
    var currentViewHeight: Double? {
        let resizesTransitions = options.presentationTransitionLayout == .resizes
        switch state {
        case .notPresented:
            return heightOfView(atOffset: resizesTransitions ? dismissedOffset : restingOffset)
        case .presenting(let animation, _):
            return heightOfView(atOffset: resizesTransitions ? offset : animation.to)
        case .resting:
            return heightOfView(atOffset: offset)
        case .settling(let animation, _, _):
            let target = heightOfView(atOffset: animation.to)
            if options.growingResizeTiming == .atAnimationEnd, target > viewHeight, !animation.reachedEnd { return nil }
            return target
        case .dragging:
            return heightOfView(atOffset: Self.fingerLayoutOffset(offset, in: caches.resolvedDetents, options: options))
        case .dismissing:
            return resizesTransitions ? heightOfView(atOffset: offset) : nil
        case .caught, .dismissed:
            return nil
        }
    }

    /// Where the view's top is laid out while a finger drags the sheet with its top at `offset`:
    /// the top between the detents, clamped to the smallest detent below it and (unless it
    /// stretches) the largest above.
    static func fingerLayoutOffset(_ offset: Double, in detents: [ResolvedDetent], options: BehaviorOptions) -> Double {
        // The resolved detents run smallest first: the largest detent has the smallest offset.
        guard let largest = detents.last?.offset, let smallest = detents.first?.offset else { return offset }
        var y = min(offset, smallest)
        if options.rubberBandAboveLargest == .translates { y = max(y, largest) }
        return y
    }

    /// ``refreshAfterEvent()`` after a touch sample under a finger that was already down: the
    /// finger's modes (resting under it, caught, dragging) take ``currentViewHeight``'s height,
    /// and the figures follow the offset. Read from stored fields, the basis's among them (a
    /// touch sample leaves the style, the sizing and the environment as they were): the machine's
    /// computed properties would each be handed a copy of the whole machine, at every sample.
    mutating func followFinger() {
        let top: Double?
        switch state {
        case .resting: top = offset
        case .dragging: top = Self.fingerLayoutOffset(offset, in: caches.resolvedDetents, options: options)
        case .caught, .notPresented, .presenting, .settling, .dismissing, .dismissed: top = nil
        }
        if let top { setViewHeight(forTopAt: top) }
        refreshFiguresAtFrame()
    }

    /// ``heightOfView(atOffset:)`` into ``viewHeight``, from stored fields (full screen from the
    /// layout style), for the per-sample and per-frame paths.
    @inline(__always)
    mutating func setViewHeight(forTopAt top: Double) {
        let kept = Self.keptFullHeightTop(options.detentViewSizing, fullHeightTop: caches.layoutBox.value.fullHeightFrame.y)
        caches.viewHeight = Self.heightOfView(atOffset: top, isFullScreen: layoutStyle.isFullScreen,
                                       floatingBottom: Self.sheetBottom(in: caches.layoutBox, forTopAt: top, keptFullHeightTop: kept),
                                       containerHeight: environment.containerSize.height, keptFullHeightTop: kept)
    }

    /// The hot-path part of ``currentViewHeight``: with resizing transitions, a display frame of
    /// the present or dismiss animation resizes the view. Nothing otherwise.
    @inline(__always)
    mutating func followTransitionFrame() {
        guard options.presentationTransitionLayout == .resizes else { return }
        switch state {
        case .presenting, .dismissing:
            // From stored fields: the machine's own method would be handed a copy of the machine.
            setViewHeight(forTopAt: offset)
        default: break
        }
    }
}

/// How a presented sheet is laid out, apart from where it is: only events change this (the style,
/// the sizing, the environment, a child sheet), so the machine stores it after each one, and a
/// layout pass reads it as fields of the machine in the stack, in place. A pass that called the
/// machine's computed properties instead would be handed a copy of the whole machine for each call.
struct PresentedLayoutStyle: Equatable, Sendable {
    /// Functionally full screen: the frame is the container's bounds. Otherwise a sheet card, which
    /// is what bar heights depend on (layout rules 40).
    var isFullScreen = true
    var isFloating = false
    /// An iOS 26 phone sheet, which floats below full height (SheetRules 9.1): its content's
    /// bottom safe area follows its attach progress.
    var floatsWhenPartial = false
    var isGrabberVisible = false
    /// The frame when full screen.
    var containerBounds = Rect.zero
}

extension SheetMachine {
    /// ``layoutStyle`` worked out from the current state.
    var currentLayoutStyle: PresentedLayoutStyle {
        PresentedLayoutStyle(isFullScreen: isFullScreen, isFloating: isFloating,
                             floatsWhenPartial: !isFullScreen && caches.layoutBox.value.floatingSheet != nil,
                             isGrabberVisible: isGrabberVisible, containerBounds: environment.containerBounds)
    }
}
