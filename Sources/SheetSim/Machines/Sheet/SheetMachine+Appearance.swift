extension SheetMachine {
    // MARK: Dimming (SheetRules 2.3)

    /// The identifier of the synthetic detent the keyboard adds (SheetRules 3, "Keyboard").
    public static let keyboardDetentIdentifier = DetentIdentifier("com.sheetsim.keyboard")

    /// The detents dimming is measured against: the active ones, plus the keyboard's synthetic detent
    /// while it holds the sheet above its largest detent. Matching `largestUndimmedDetentIdentifier`
    /// by identifier is what "the dimming index shifts accordingly" means here (SheetRules 3, "Keyboard";
    /// GUESS on the reading): the undimmed detent stays the same detent, so with it being the largest
    /// real one the raised sheet becomes dimmed.
    var dimmingDetents: [ResolvedDetent] {
        guard let raised = keyboardRaisedDetentValue else { return caches.resolvedDetents }
        return caches.resolvedDetents + [ResolvedDetent(identifier: Self.keyboardDetentIdentifier, value: raised,
                                                 offset: caches.layoutBox.value.offset(forDetentValue: raised))]
    }

    /// Which of `detents` (``dimmingDetents``) is the one at which dimming is full: the smallest by
    /// default, or the next detent larger than `largestUndimmedDetentIdentifier`; nil when the
    /// sheet is never dimmed.
    func dimmingDetentIndex(in detents: [ResolvedDetent]) -> Int? {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let index = detents.firstIndex(where: { $0.identifier == undimmed }) else {
            return detents.isEmpty ? nil : 0
        }
        return index + 1 < detents.count ? index + 1 : nil
    }

    /// The detent up to which the sheet is undimmed: `largestUndimmedDetentIdentifier`, or with
    /// ``SheetConfiguration/undimmedAtEveryDetent`` the largest active detent on this device.
    var largestUndimmedDetentIdentifier: DetentIdentifier? {
        configuration.undimmedAtEveryDetent ? caches.resolvedDetents.last?.identifier : configuration.largestUndimmedDetentIdentifier
    }

    /// `percentDimmed = clamp01((offset − next) / (dimmedOffset − next))`, where `next` is the
    /// next smaller detent's offset or the off-screen offset (SheetRules 2.3). Evaluated at the
    /// current offset, so it follows every frame of a drag or an animation.
    public var percentDimmed: Double { currentFigureBasis.percentDimmed(at: offset) }

    /// The dimming view's alpha: 0.2 (light) or 0.48 (dark) times the fraction (SheetRules 2.3).
    public var dimmingAlpha: Double { currentFigures.dimmingAlpha }

    // MARK: Grabber and corners (SheetRules 2.3, 1.1)

    /// `prefersGrabberVisible`, hidden when full screen in compact height or covered by another sheet.
    public var isGrabberVisible: Bool {
        configuration.prefersGrabberVisible && presentationStyle.isSheet && !isFullScreen && !presentsChild
    }

    /// The top corner radius: `preferredCornerRadius` while front of its stack, else automatic 10 pt;
    /// none when full screen (SheetRules 1.1, 2.3).
    /// An iOS 26 sheet's follows its attach progress (SheetRules 9.1).
    public var cornerRadius: Double { currentFigures.cornerRadius }

    /// Whether a custom `preferredCornerRadius` is in effect (front of its stack, not full screen).
    public var hasCustomCornerRadius: Bool {
        guard let radius = configuration.preferredCornerRadius else { return false }
        return !isFullScreen && !presentsChild && radius != metrics.cornerRadius
    }

    /// The bottom corners: a full-width sheet follows the display's corner radius (SheetRules 2.3); a
    /// floating sheet (a form sheet, a floating page sheet) rounds all four corners like its top;
    /// other sheets have square bottom corners (GUESS for edge-attached sheets and bottom-attached
    /// iPad page sheets, which run off the bottom edge).
    ///
    /// An iOS 26 sheet's bottom corners blend from the floating radius to the display's as it
    /// attaches; a custom `preferredCornerRadius` in force on it clips them to that radius while it
    /// floats (``clipsBottomCorners``, SheetRules 9.4).
    public var bottomCornerRadius: Double {
        if isFloating { return cornerRadius }
        if let glass = floatingSheetGeometry {
            if clipsBottomCorners { return cornerRadius }
            return glass.bottomCornerRadius(atProgress: caches.figures.attachProgress)
        }
        return sizing == .phone ? environment.device.displayCornerRadius : 0
    }

    // MARK: The iOS 26 floating sheet (SheetRules 9.1)

    /// The iOS 26 phone sheet's geometry, while the sheet has one (not full screen, not in compact
    /// height, not on a regular-width iPad).
    public var floatingSheetGeometry: FloatingSheetGeometry? {
        isFullScreen ? nil : caches.layoutBox.value.floatingSheet
    }

    /// How attached an iOS 26 sheet is now, from 0 floating to 1 attached at full height, following
    /// every frame of a drag and a settle; 1 for every other sheet. Also how opaque its background
    /// is: glass while it floats, opaque once attached (GUESS: the same blend).
    public var attachProgress: Double { floatingSheetGeometry == nil ? 1 : caches.figures.attachProgress }

    /// The sheet's insets now: an iOS 26 sheet's from the safe area's sides and the screen's bottom
    /// edge as it floats; zero for every other sheet.
    public var sheetInsets: EdgeInsets {
        guard floatingSheetGeometry != nil else { return .zero }
        let figures = caches.figures
        return EdgeInsets(top: 0, left: figures.sideInset, bottom: figures.bottomInset, right: figures.sideInset)
    }

    /// What the sheet's background shows now (SheetRules 9.1, 9.6): opaque before iOS 26; on iOS 26
    /// Liquid Glass while the sheet floats and opaque once attached (DOC), unless the app's
    /// `backgroundEffect` (iOS 26.1) says otherwise: a blur or a colour turns the glass off (OBS,
    /// TrueSheet's documentation), an explicit glass effect stays glass when attached (GUESS).
    public var background: SheetBackground {
        switch configuration.backgroundEffect {
        case .glass?: return .glass
        case .blur?: return .blur
        case .color?: return .color
        case nil: return floatingSheetGeometry != nil && attachProgress < 1 ? .glass : .opaque
        }
    }

    /// Whether the sheet floats now: a floating iPad sheet (``isFloating``), or an iOS 26 sheet
    /// not yet attached at full height. The state catalog's `isFloating`.
    public var floatsNow: Bool { isFloating || attachProgress < 1 }

    /// The OBS quirk of SheetRules 9.4: a custom `preferredCornerRadius` in force on a
    /// floating iOS 26 sheet clips its bottom corners (DuckDuckGo and Hedvig keep the system radius
    /// on iOS 26 for this reason).
    public var clipsBottomCorners: Bool {
        customRadiusMeetsFloatingSheet && attachProgress < 1
    }

    /// Whether a custom radius is in force on an iOS 26 sheet that can float (one of its detents
    /// is below the attach band): the condition for the clipped-corners warning.
    var customRadiusMeetsFloatingSheet: Bool {
        guard let glass = floatingSheetGeometry, presentationStyle.isSheet, configuration.preferredCornerRadius != nil,
              !presentsChild else { return false }
        return caches.resolvedDetents.contains { glass.attachProgress(atOffset: $0.offset) < 1 }
    }

    /// The warning logged the first time a sheet meets the clipped-corners quirk.
    func clippedCornersWarning() -> SheetAction {
        let radius = NumberFormat.points(configuration.preferredCornerRadius ?? 0)
        return .callback(.simulator, .warning("\(name) has preferredCornerRadius \(radius) on a floating iOS 26 sheet: the custom radius clips the sheet's bottom corners while it floats (state clipsBottomCorners; SheetRules 9.4: apps keep the system radius on iOS 26)"))
    }

    /// The clipped-corners warning, once per sheet, when its configuration first meets the quirk.
    mutating func warnOfClippedCornersIfNeeded(into actions: inout [SheetAction]) {
        guard !warnedOfClippedCorners, customRadiusMeetsFloatingSheet else { return }
        warnedOfClippedCorners = true
        actions.append(clippedCornersWarning())
    }

    // MARK: Shadow (SheetRules 2.3, "Shadow"; OBS S10, "Tricky part 2")

    /// The shadow view beneath the sheet takes the sheet's corner radius, custom radius included:
    /// UIKit applies `preferredCornerRadius` to that private view too: the drop-shadow quirk of
    /// SheetRules 2.3, "Shadow".
    public var shadowCornerRadius: Double { cornerRadius }

    /// The shadow's blur radius (SheetRules 2.3: 2 pt, offset 0).
    public var shadowRadius: Double { metrics.shadowRadius }

    /// Whether the shadow view shows through the sheet's corners: a custom radius, a translucent
    /// background and a visible shadow. The grey shadow view, rounded to the custom radius, is seen
    /// through the translucent background as unusually bright bottom corners (SheetRules 2.3, "Shadow").
    public var shadowShowsThroughCorners: Bool {
        configurationShowsShadowQuirk && shadowOpacity > 0
    }

    /// Whether the sheet is set up for the drop-shadow quirk (a custom radius in effect, on a sheet
    /// style, with a translucent background), whatever its position: the condition for the warning
    /// entry, and ``shadowShowsThroughCorners`` whenever the shadow is visible. One predicate for
    /// both, so the warning never names a sheet whose state can never show the quirk (a full-screen
    /// one, whose radius is not in effect).
    var configurationShowsShadowQuirk: Bool {
        presentationStyle.isSheet && hasCustomCornerRadius && configuration.hasTranslucentBackground
    }

    /// The warning logged when a custom corner radius meets a translucent background. It says what
    /// the state says: the corners show through while the shadow is visible, which is not at the
    /// instant a presentation starts (off screen) nor while the sheet is fully dimmed.
    func shadowQuirkWarning() -> SheetAction {
        let radius = NumberFormat.points(configuration.preferredCornerRadius ?? metrics.cornerRadius)
        return .callback(.simulator, .warning("\(name) has preferredCornerRadius \(radius) with a translucent background: UIKit's private shadow view beneath the sheet takes the same radius and shows through the bottom corners whenever the shadow is visible (state shadowShowsThroughCorners; SheetRules 2.3)"))
    }

    // MARK: Grabber geometry (SheetRules 2.3)

    /// The grabber capsule: 36 × 5 pt, its top 5 pt below the sheet's top edge, centred.
    public var grabberFrame: Rect {
        let frame = sheetFrame
        return Rect(x: frame.midX - metrics.grabberWidth / 2, y: frame.y + metrics.grabberTopInset,
                    width: metrics.grabberWidth, height: metrics.grabberHeight)
    }

    /// The grabber's hit area: its frame grown to at least 44 × 44 pt about its centre.
    public var grabberHitArea: Rect {
        let grabber = grabberFrame
        let width = max(grabber.width, metrics.grabberMinimumHitSize)
        let height = max(grabber.height, metrics.grabberMinimumHitSize)
        return Rect(x: grabber.midX - width / 2, y: grabber.midY - height / 2, width: width, height: height)
    }

    // MARK: Keyboard state (SheetRules 3, "Keyboard")

    /// Whether the keyboard is holding the sheet at its largest detent.
    public var isHeldByKeyboard: Bool {
        keyboardHeight > 0 && presentationStyle.isSheet && !isFullScreen && !caches.resolvedDetents.isEmpty
    }

    /// The synthetic detent's value while the keyboard raises a sheet whose largest detent is below
    /// large: the largest value plus the keyboard's overlap, capped at `maximumDetentValue`. nil when
    /// the keyboard is down or the largest detent is already full height.
    ///
    /// The overlap is measured from where detent values start: the bottom safe-area inset of an
    /// edge-attached sheet (the keyboard's height less that inset), the bottom of a floating sheet's
    /// frame after the keyboard re-centred it (layout rules 11; GUESS that the same rule then
    /// applies), where a keyboard top below that bottom adds no detent.
    public var keyboardRaisedDetentValue: Double? {
        let layout = caches.layoutBox.value
        guard isHeldByKeyboard, let largest = caches.resolvedDetents.last, largest.value < layout.maximumDetentValue else {
            return nil
        }
        let overlap: Double
        if let floating = layout.floatingFrame {
            overlap = floating.maxY - (environment.containerSize.height - keyboardHeight)
            guard overlap > 0 else { return nil }
        } else {
            overlap = max(0, keyboardHeight - environment.safeArea.bottom)
        }
        return min(largest.value + overlap, layout.maximumDetentValue)
    }

    /// Where the keyboard holds the sheet (SheetRules 3, "Keyboard"): its largest active detent,
    /// raised by the keyboard's overlap to the synthetic detent when that detent is below large.
    /// nil while the keyboard does not hold it.
    public var keyboardHeldOffset: Double? {
        guard isHeldByKeyboard, let largest = caches.resolvedDetents.last else { return nil }
        return keyboardRaisedDetentValue.map(caches.layoutBox.value.offset(forDetentValue:)) ?? largest.offset
    }

    /// How far the sheet has come on screen, 0 off screen to 1 at its smallest detent.
    public var percentPresented: Double {
        guard let smallest = caches.resolvedDetents.first?.offset, dismissedOffset != smallest else { return 1 }
        return min(max((dismissedOffset - offset) / (dismissedOffset - smallest), 0), 1)
    }

    /// Shadow opacity `0.5 × (1 − percentDimmed) × percentPresented` (SheetRules 2.3).
    public var shadowOpacity: Double {
        guard presentationStyle.isSheet, phase != .notPresented, phase != .dismissed else { return 0 }
        return metrics.shadowOpacity * (1 - percentDimmed) * percentPresented
    }

    // MARK: Presenter card stack (SheetRules 2.4)

    /// How far the sheet has risen from the detent below full height to full height, 0…1, or 0 when
    /// its largest active detent is not full height (SheetRules 2.4, quirk 10).
    public var percentFullHeight: Double { currentFigureBasis.percentFullHeight(at: offset) }
}
