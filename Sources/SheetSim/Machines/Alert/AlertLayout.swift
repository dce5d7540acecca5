/// How an alert controller shows: where UIKit puts it and what a tap outside it does
/// (<doc:SheetRules> 11.2).
public enum AlertForm: Hashable, Sendable {
    /// In the middle of the window, over a dimmed screen: every alert, and an iOS 26 iPhone
    /// action sheet with no source.
    case centred
    /// Along the bottom of the window, its cancel button apart below the others: an iPhone action
    /// sheet before iOS 26, and an iPad's in a horizontally compact window (GUESS).
    case bottomSheet
    /// A popover pointing at its source: an iPad action sheet, and from iOS 26 an iPhone action
    /// sheet with a source.
    case popover(PopoverPlacement)

    /// The word `expect state` and the REPL use.
    public var word: String {
        switch self {
        case .centred: return "centred"
        case .bottomSheet: return "bottomSheet"
        case .popover: return "popover"
        }
    }
}

/// What a tap outside an alert controller does.
public enum AlertTapOutside: Hashable, Sendable {
    /// Nothing: an alert waits for one of its buttons (GUESS: no source says, and UIKit's alerts
    /// are modal).
    case ignored
    /// It dismisses the action sheet as the user's cancel; `runsCancelHandler` says whether the
    /// cancel action's handler runs (always for iOS 26's anchored iPhone action sheet, DOC;
    /// otherwise ``BehaviorOptions/actionSheetTapOutsideRunsCancelHandler``).
    case dismisses(runsCancelHandler: Bool)
}

/// One button of an alert controller on screen.
public struct AlertButton: Hashable, Sendable {
    public var action: AlertAction
    /// Its frame in the window.
    public var frame: Rect
}

/// Where an alert controller stands on screen, for drawing and hit tests: its form, its frame,
/// its buttons, and what a tap outside does. The sizes are GUESS metrics
/// (``UIKitMetrics/alertWidth``, ``UIKitMetrics/alertActionHeight``,
/// ``UIKitMetrics/actionSheetMargin``, ``UIKitMetrics/actionSheetPopoverWidth``): no source gives
/// UIKit's.
public struct AlertLayout: Hashable, Sendable {
    public var form: AlertForm
    /// The alert's frame in the window (a popover's content, without its arrow).
    public var frame: Rect
    /// The buttons shown, top to bottom; the cancel action's is missing when it is hidden.
    public var buttons: [AlertButton]
    /// Whether the cancel action has a button.
    public var showsCancelButton: Bool
    public var tapOutside: AlertTapOutside

    /// The frame a tap outside must miss: a popover's with its arrow.
    public func coveredFrame(arrowLength: Double) -> Rect {
        if case .popover(let placement) = form { return placement.frameWithArrow(arrowLength: arrowLength) }
        return frame
    }
}

/// Where an alert controller may go: the facts of the device and window the form depends on.
public struct AlertSurroundings: Hashable, Sendable {
    /// An iPad (else an iPhone).
    public var isPad: Bool
    /// The window is horizontally compact.
    public var isHorizontallyCompact: Bool
    /// The window's bounds.
    public var window: Rect
    /// The window less its safe area.
    public var safeBounds: Rect
    /// Where the action sheet's source is, or nil when it has none (or none in the window).
    public var anchor: PopoverAnchor?

    public init(isPad: Bool, isHorizontallyCompact: Bool, window: Rect, safeBounds: Rect, anchor: PopoverAnchor?) {
        self.isPad = isPad
        self.isHorizontallyCompact = isHorizontallyCompact
        self.window = window
        self.safeBounds = safeBounds
        self.anchor = anchor
    }
}

/// What an alert reads of the metrics, options and OS profile.
struct AlertFigures: Hashable, Sendable {
    var transitionDuration: SimDuration
    var alertWidth: Double
    var actionHeight: Double
    var sheetMargin: Double
    var popoverWidth: Double
    var arrowLength: Double
    var screenMargin: Double
    var arrowPreference: BehaviorOptions.PopoverArrowPreference
    var handlerOrder: BehaviorOptions.AlertActionHandlerOrder
    var tapOutsideRunsCancelHandler: Bool
    var popoverHidesCancelButton: Bool
    var anchorsActionSheets: Bool
    var callsViewIsAppearing: Bool

    init(metrics: UIKitMetrics, options: BehaviorOptions, os: OSProfile) {
        transitionDuration = metrics.span(\.alertTransitionDuration)
        alertWidth = metrics.alertWidth
        actionHeight = metrics.alertActionHeight
        sheetMargin = metrics.actionSheetMargin
        popoverWidth = metrics.actionSheetPopoverWidth
        arrowLength = metrics.popoverArrowLength
        screenMargin = metrics.popoverScreenMargin
        arrowPreference = options.popoverArrowPreference
        handlerOrder = options.alertActionHandlerOrder
        tapOutsideRunsCancelHandler = options.actionSheetTapOutsideRunsCancelHandler
        popoverHidesCancelButton = options.actionSheetPopoverHidesCancelButton
        anchorsActionSheets = os.anchorsActionSheets
        callsViewIsAppearing = options.callsViewIsAppearing(on: os)
    }
}

extension AlertLayout {
    /// The outcome of resolving an alert's form: a layout, or UIKit's exception for an iPad action
    /// sheet with no anchor.
    enum Resolution: Hashable, Sendable {
        case shows(AlertLayout)
        case raisesWithoutAnchor
    }

    /// Where an alert controller with `settings` shows in `surroundings` (<doc:SheetRules> 11.2):
    ///
    /// | style | device, window | source | form |
    /// |---|---|---|---|
    /// | alert | any | – | centred; a tap outside does nothing |
    /// | action sheet | iPhone before iOS 26 | ignored | bottom sheet |
    /// | action sheet | iPhone, iOS 26 | given | popover, no cancel button, a tap outside cancels |
    /// | action sheet | iPhone, iOS 26 | none | centred, cancel button kept |
    /// | action sheet | iPad, horizontally compact | any | bottom sheet (GUESS: the popover adapts) |
    /// | action sheet | iPad, regular | given | popover |
    /// | action sheet | iPad, regular | none | UIKit raises |
    static func resolve(_ settings: AlertSettings, in surroundings: AlertSurroundings, figures: AlertFigures) -> Resolution {
        let optionalTapOutside = AlertTapOutside.dismisses(runsCancelHandler: figures.tapOutsideRunsCancelHandler)
        guard settings.preferredStyle == .actionSheet else {
            return .shows(centred(settings.actions, in: surroundings, figures: figures, tapOutside: .ignored))
        }
        if surroundings.isPad {
            if surroundings.isHorizontallyCompact { return .shows(bottomSheet(settings.actions, in: surroundings, figures: figures, tapOutside: optionalTapOutside)) }
            guard let anchor = surroundings.anchor else { return .raisesWithoutAnchor }
            return .shows(popover(settings.actions, at: anchor, figures: figures, hidesCancel: figures.popoverHidesCancelButton, tapOutside: optionalTapOutside))
        }
        guard figures.anchorsActionSheets else {
            return .shows(bottomSheet(settings.actions, in: surroundings, figures: figures, tapOutside: optionalTapOutside))
        }
        guard let anchor = surroundings.anchor else {
            return .shows(centred(settings.actions, in: surroundings, figures: figures, tapOutside: optionalTapOutside))
        }
        return .shows(popover(settings.actions, at: anchor, figures: figures, hidesCancel: true, tapOutside: .dismisses(runsCancelHandler: true)))
    }

    /// Buttons stacked from `top`, each `height` tall and `width` wide from `x`.
    private static func stack(_ actions: [AlertAction], x: Double, top: Double, width: Double, height: Double) -> [AlertButton] {
        actions.enumerated().map { AlertButton(action: $1, frame: Rect(x: x, y: top + Double($0) * height, width: width, height: height)) }
    }

    /// A title area one action tall, then every action, the cancel action last (as UIKit orders
    /// an alert's buttons; side by side for two is not modelled), in the window's middle.
    private static func centred(_ actions: [AlertAction], in surroundings: AlertSurroundings, figures: AlertFigures,
                                tapOutside: AlertTapOutside) -> AlertLayout {
        let ordered = actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
        let h = figures.actionHeight
        let width = min(figures.alertWidth, surroundings.window.width)
        let height = h * Double(ordered.count + 1)
        let frame = Rect(x: surroundings.window.midX - width / 2, y: surroundings.window.y + (surroundings.window.height - height) / 2,
                         width: width, height: height)
        return AlertLayout(form: .centred, frame: frame, buttons: stack(ordered, x: frame.x, top: frame.y + h, width: width, height: h),
                           showsCancelButton: actions.contains { $0.style == .cancel }, tapOutside: tapOutside)
    }

    /// A title area and the actions in a group along the bottom of the safe area, the cancel
    /// action's button apart below them.
    private static func bottomSheet(_ actions: [AlertAction], in surroundings: AlertSurroundings, figures: AlertFigures,
                                    tapOutside: AlertTapOutside) -> AlertLayout {
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.first { $0.style == .cancel }
        let h = figures.actionHeight, margin = figures.sheetMargin, safe = surroundings.safeBounds
        let width = max(0, safe.width - 2 * margin)
        let height = h * Double(others.count + 1) + (cancel == nil ? 0 : margin + h)
        let frame = Rect(x: safe.x + margin, y: safe.maxY - margin - height, width: width, height: height)
        var buttons = stack(others, x: frame.x, top: frame.y + h, width: width, height: h)
        if let cancel { buttons.append(AlertButton(action: cancel, frame: Rect(x: frame.x, y: frame.maxY - h, width: width, height: h))) }
        return AlertLayout(form: .bottomSheet, frame: frame, buttons: buttons, showsCancelButton: cancel != nil, tapOutside: tapOutside)
    }

    /// A popover at `anchor`, as a popover is placed (<doc:SheetRules> 8.2), holding a title area
    /// and the actions, the cancel action's only when it is shown.
    private static func popover(_ actions: [AlertAction], at anchor: PopoverAnchor, figures: AlertFigures, hidesCancel: Bool,
                                tapOutside: AlertTapOutside) -> AlertLayout {
        let shown = actions.filter { !(hidesCancel && $0.style == .cancel) }
        let ordered = shown.filter { $0.style != .cancel } + shown.filter { $0.style == .cancel }
        let h = figures.actionHeight
        let placement = PopoverPlacement.resolve(anchor: anchor.rect, contentSize: Size(width: figures.popoverWidth, height: h * Double(ordered.count + 1)),
                                                 permitted: .any, bounds: anchor.bounds, arrowLength: figures.arrowLength,
                                                 margin: figures.screenMargin, preference: figures.arrowPreference)
        let frame = placement.frame
        // A content shrunk to the room it has keeps its buttons' share of it.
        let buttonHeight = frame.height / Double(ordered.count + 1)
        return AlertLayout(form: .popover(placement), frame: frame,
                           buttons: stack(ordered, x: frame.x, top: frame.y + buttonHeight, width: frame.width, height: buttonHeight),
                           showsCancelButton: ordered.contains { $0.style == .cancel }, tapOutside: tapOutside)
    }
}
