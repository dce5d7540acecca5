/// How a sheet is sized in its window after adaptation (SheetRules 2.1, 2.5, 2.6).
public enum SheetSizing: String, Hashable, Sendable, CaseIterable {
    /// Compact width (iPhone, narrow iPad window): full width, bottom-attached, the card stack.
    case phone
    /// Compact height without `prefersEdgeAttachedInCompactHeight`, or a full-screen style.
    case fullScreen
    /// Compact height with `prefersEdgeAttachedInCompactHeight`: bottom-attached, 8 pt top margin.
    case edgeAttached
    /// A regular-width iPad page sheet: ``UIKitMetrics/pageSheetWidth`` wide, floating and centred in
    /// the window (layout rules 7), or bottom-attached with ``BehaviorOptions/padPageSheetAttachment``.
    case pageSheet
    /// A regular-width iPad form sheet: floating, centred in the window.
    case formSheet
}

extension SheetMachine {
    // MARK: Sizing (SheetRules 2.5, 2.6)

    /// Whether the window is a regular-width iPad window, where sheets are page or form sheets
    /// rather than the phone card (SheetRules 2.6). A narrow multitasking window is compact width and
    /// gets the phone sheet.
    var isRegularWidthPad: Bool {
        environment.device.idiom == .pad && environment.horizontalSizeClass == .regular
    }

    /// `prefersPageSizing` as UIKit would read it: the app's value, or the default (SheetRules 1.1).
    /// The default applies to page sheets only: an explicit form sheet stays form-sized unless the
    /// app asks for page sizing (GUESS: no source shows a form sheet growing on iOS 17).
    /// Before iOS 17 the property does not exist and the style alone decides.
    public var effectivePrefersPageSizing: Bool {
        let style = presentationStyle
        guard os.supportsPrefersPageSizing else { return style == .pageSheet }
        if let explicit = configuration.prefersPageSizing { return explicit }
        guard style == .pageSheet else { return false }
        switch options.prefersPageSizingDefault {
        case .header: return os.prefersPageSizingDefault
        case .apiDocumentation: return true
        }
    }

    /// How this sheet is sized now.
    public var sizing: SheetSizing {
        guard presentationStyle.isSheet else { return .fullScreen }
        if isRegularWidthPad { return effectivePrefersPageSizing ? .pageSheet : .formSheet }
        if environment.verticalSizeClass == .compact {
            return configuration.prefersEdgeAttachedInCompactHeight ? .edgeAttached : .fullScreen
        }
        return .phone
    }

    /// A form sheet's size: `preferredContentSize` when non-zero, else the default for the screen's
    /// longest side (SheetRules 2.6, RE S6), clamped to the window less its safe area.
    var formSheetSize: Size {
        let longest = max(environment.screenSize.width, environment.screenSize.height)
        var size: Size
        if let preferred = configuration.preferredContentSize, preferred.width > 0, preferred.height > 0 {
            size = preferred
        } else if longest <= metrics.formSheetSmallLongestSide {
            size = Size(width: metrics.formSheetSmallWidth, height: metrics.formSheetSmallHeight)
        } else if longest <= metrics.formSheetMediumLongestSide {
            size = Size(width: metrics.formSheetMediumWidth, height: metrics.formSheetMediumHeight)
        } else {
            size = Size(width: metrics.formSheetLargeWidth, height: metrics.formSheetLargeHeight)
        }
        let container = environment.containerSize
        let safe = environment.safeArea
        size.width = min(size.width, max(0, container.width - safe.horizontal))
        size.height = min(size.height, max(0, container.height - safe.vertical))
        return size
    }

    /// The sheet's layout for its sizing: the phone geometry, narrowed for an edge-attached sheet that
    /// follows `preferredContentSize` (or a bottom-attached iPad page sheet), or a floating form or
    /// page sheet, centred or where its iOS 27 `preferredPlacement` puts it (SheetRules 12).
    func makeLayout() -> SheetLayout {
        let edgeAttached = configuration.prefersEdgeAttachedInCompactHeight
        switch sizing {
        case .formSheet:
            let size = formSheetSize
            let container = environment.containerSize
            let frame = Rect(x: (container.width - size.width) / 2, y: (container.height - size.height) / 2,
                             width: size.width, height: size.height)
            return floatingLayout(placed(frame))
        case .pageSheet:
            let attached = SheetLayout(environment: environment, metrics: metrics,
                                       prefersEdgeAttachedInCompactHeight: edgeAttached, sheetWidth: metrics.pageSheetWidth)
            guard options.padPageSheetAttachment == .floating else { return attached }
            return floatingLayout(placed(Self.floatingPageSheetFrame(attached: attached)))
        case .edgeAttached:
            // SheetRules 1.1 / 2.5: the safe-area width, or preferredContentSize.width (clamped) when
            // widthFollowsPreferredContentSizeWhenEdgeAttached.
            var width: Double?
            if configuration.widthFollowsPreferredContentSizeWhenEdgeAttached,
               let preferred = configuration.preferredContentSize, preferred.width > 0 {
                width = preferred.width
            }
            return SheetLayout(environment: environment, metrics: metrics,
                               prefersEdgeAttachedInCompactHeight: true, sheetWidth: width)
        case .phone:
            // SheetRules 9.1: from iOS 26 the phone sheet floats below full height.
            let padding: Bool? = os.floatsPartialHeightSheets ? options.floatingDetentsIncludeBottomSafeArea : nil
            return SheetLayout(environment: environment, metrics: metrics,
                               prefersEdgeAttachedInCompactHeight: edgeAttached, floatingSheetPadding: padding)
        case .fullScreen:
            return SheetLayout(environment: environment, metrics: metrics,
                               prefersEdgeAttachedInCompactHeight: edgeAttached)
        }
    }

    /// The layout of a floating sheet whose full-height frame is `frame` with the keyboard down,
    /// re-centred above the keyboard while it is up (layout rules 11, OBS S4): the frame moves up
    /// until its vertical centre is at most half the keyboard's top, keeping its size. GUESS, no
    /// source gives them: it stops at the top margin of SheetRules 2.1 (the top safe-area inset plus
    /// the top offset, 44 pt on an iPad Pro 11) and never moves down. The keyboard's top is the
    /// window's bottom less the keyboard's height.
    func floatingLayout(_ frame: Rect) -> SheetLayout {
        let edgeAttached = configuration.prefersEdgeAttachedInCompactHeight
        var moved = frame
        if keyboardHeight > 0 {
            let keyboardTop = environment.containerSize.height - keyboardHeight
            let centre = min(frame.midY, keyboardTop / 2)
            moved = frame.with(y: min(frame.y, max(keyboardLiftTop, centre - frame.height / 2)))
        }
        return SheetLayout(environment: environment, metrics: metrics, prefersEdgeAttachedInCompactHeight: edgeAttached,
                           floatingFrame: moved, keyboardShift: frame.y - moved.y)
    }

    /// The highest the keyboard lifts a floating sheet's top (layout rules 11; GUESS): the top margin
    /// of SheetRules 2.1, the top safe-area inset plus the top offset.
    public var keyboardLiftTop: Double { SheetLayout(environment: environment, metrics: metrics).topMargin }

    /// A floating page sheet's full-height frame (SheetRules 2.6; layout rules 7): the bottom-attached
    /// page sheet's width and top margin (the top safe-area inset plus the 20 pt top offset of a
    /// non-phone idiom, SheetRules 2.1), centred in the window, so it keeps the same margin at the
    /// bottom (GUESS: no source gives a floating page sheet's height; Apple documents only that a
    /// floating sheet without a source view is centred in the window). On an iPad Pro 11 in portrait:
    /// (65, 44, 704, 1106).
    static func floatingPageSheetFrame(attached: SheetLayout) -> Rect {
        let container = attached.containerSize
        let top = attached.topMargin
        return Rect(x: attached.fullHeightFrame.x, y: top, width: attached.fullHeightFrame.width,
                    height: max(0, container.height - 2 * top))
    }

    /// Whether the sheet would float in `environment` (what its traits depend on before it moves there).
    public func floats(in environment: ScreenEnvironment) -> Bool {
        var probe = self
        probe.environment = environment
        return probe.isFloating
    }

    /// A floating iPad sheet (SheetRules 2.6; layout rules 7: in a regular-width iPad window a sheet
    /// is not edge-attached): a form sheet, and a page sheet unless
    /// ``BehaviorOptions/padPageSheetAttachment`` attaches it to the bottom edge. Whether it has
    /// detents is ``BehaviorOptions/floatingSheetsHaveDetents`` (UNCONFIRMED); without them it rests
    /// only at its full size and a drag can only dismiss it.
    public var isFloating: Bool {
        switch sizing {
        case .formSheet: return true
        case .pageSheet: return options.padPageSheetAttachment == .floating
        case .phone, .fullScreen, .edgeAttached: return false
        }
    }

    /// Whether the sheet spans its window's width, which is what scales the presenter back (the card
    /// stack, SheetRules 2.4) and what makes a dimming tap at the top position ignored (SheetRules 4.7).
    /// GUESS for iPad: page and form sheets leave the presenter unscaled, only dimmed.
    public var spansContainerWidth: Bool {
        switch sizing {
        case .phone: return true
        case .edgeAttached, .fullScreen, .pageSheet, .formSheet: return false
        }
    }

    /// The sheet's frame now: as wide as its full-height frame, its top at the current offset and
    /// ``viewHeight`` tall (layout rules 2: UIKit resizes the sheet from its top edge at each detent
    /// and while it is dragged between detents, and only moves it below the smallest detent and in
    /// the present and dismiss transitions), or the window when functionally full screen. With
    /// ``BehaviorOptions/DetentViewSizing/keepsFullHeight`` it is the full-height frame's size at
    /// every detent, its bottom below the screen's at the smaller ones.
    public var sheetFrame: Rect {
        if isFullScreen { return environment.containerBounds }
        return caches.layoutBox.value.frame(atOffset: offset, height: viewHeight)
    }

    /// Whether `viewIsAppearing` is logged: from iOS 17 per the OS profile, or on every profile when
    /// the app back-deploys it (``BehaviorOptions/viewIsAppearingBackDeployed``, SheetRules 4.1).
    var callsViewIsAppearing: Bool { options.callsViewIsAppearing(on: os) }
}
