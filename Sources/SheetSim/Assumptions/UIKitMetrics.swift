/// Every number SheetSim takes from UIKit, in one place.
///
/// Each stored property is documented with its unit, the section of the SheetRules article it comes
/// from (of another rule article when prefixed `split`, `layout` or `containers`) and how sure that
/// source is. ``UIKitMetrics/catalog`` lists the same facts as data, which is what `sheetsim`
/// prints and what a scenario's `metric NAME = VALUE` line overrides. Start from
/// ``UIKitMetrics/uikit`` and change any field to explore "what if UIKit used a different number".
public struct UIKitMetrics: Hashable, Sendable {
    // MARK: Geometry (SheetRules 2.1, 2.2, 2.5)

    /// Gap between the top safe-area inset and a full-height sheet on Face ID phones in compact width. pt. [2.1, RE]
    public var topOffset: Double = 10
    /// The same gap on home-button phones and every other idiom. pt. [2.1, RE]
    public var topOffsetHomeButton: Double = 20
    /// The same gap in compact height, also the edge-attached sheet's top and bottom margin. pt. [2.1/2.5, RE]
    public var topOffsetCompactHeight: Double = 8
    /// Medium detent as a fraction of `maximumDetentValue` for containers taller than ``shortContainerHeight``. [2.2, RE]
    public var mediumFraction: Double = 0.56
    /// Medium detent fraction for containers no taller than ``shortContainerHeight``. [2.2, RE]
    public var mediumFractionShortContainer: Double = 0.63
    /// The container height at or below which the short-container medium fraction applies. pt. [2.2, RE]
    public var shortContainerHeight: Double = 568

    // MARK: Corners, grabber, dimming, shadow (SheetRules 2.3)

    /// Automatic top corner radius of a sheet in iOS 15–18. pt. [2.3, RE]
    public var cornerRadius: Double = 10
    /// Grabber capsule width. pt. [2.3, RE]
    public var grabberWidth: Double = 36
    /// Grabber capsule height. pt. [2.3, RE]
    public var grabberHeight: Double = 5
    /// Distance from the sheet's top edge to the grabber's top. pt. [2.3, RE]
    public var grabberTopInset: Double = 5
    /// The grabber's hit area is grown to at least this size on each side. pt. [2.3, RE]
    public var grabberMinimumHitSize: Double = 44
    /// Dimming view alpha at full dim in light mode. [2.3, RE]
    public var dimmingAlphaLight: Double = 0.2
    /// Dimming view alpha at full dim in dark mode. [2.3, RE]
    public var dimmingAlphaDark: Double = 0.48
    /// Stacked sheets: the parent card's dimming is this factor times the child's fraction. [2.3, RE]
    public var stackedParentDimFactor: Double = 0.6
    /// Stacked sheets: the extra factor times a grandchild's fraction. [2.3, RE]
    public var stackedGrandchildDimFactor: Double = 0.2
    /// Shadow radius beneath the sheet. pt. [2.3, RE]
    public var shadowRadius: Double = 2
    /// Shadow opacity before the dimming and presentation factors. [2.3, RE]
    public var shadowOpacity: Double = 0.5

    // MARK: Presenter card stack (SheetRules 2.4)

    /// Content margin for the scaled presenter on windows up to ``presenterNarrowWidthLimit`` wide. pt. [2.4, RE]
    public var presenterMarginNarrow: Double = 16
    /// Content margin for wider windows. pt. [2.4, RE]
    public var presenterMarginWide: Double = 20
    /// The widest window that uses the narrow margin. pt. [2.4, RE]
    public var presenterNarrowWidthLimit: Double = 393
    /// At full depth the presenter's top stands this far above the sheet's top. pt. [2.4, RE]
    public var presenterTopGap: Double = 10
    /// The presenter card's corner radius at full depth. pt. [2.4, RE]
    public var presenterCornerRadius: Double = 10

    // MARK: iPad (SheetRules 2.6)

    /// Form sheet default width and height when the screen's longest side is ≤ 1024 pt. [2.6, RE (iOS 26.1 decompile)]
    public var formSheetSmallWidth: Double = 540
    public var formSheetSmallHeight: Double = 600
    /// Form sheet default size when the longest side is ≤ 1590 pt. [2.6, RE]
    public var formSheetMediumWidth: Double = 580
    public var formSheetMediumHeight: Double = 640
    /// Form sheet default size above that. [2.6, RE]
    public var formSheetLargeWidth: Double = 620
    public var formSheetLargeHeight: Double = 680
    /// An iPad window (Split View / Slide Over) narrower than this is compact width; at or above it
    /// the window is regular width. pt. [2.6, GUESS: no source gives the size-class threshold]
    public var padCompactWidthThreshold: Double { get { recorder.read(0); return stored.padCompactWidthThreshold } set { stored.padCompactWidthThreshold = newValue } }
    /// The longest screen side up to which the small form-sheet size applies. pt. [2.6, RE]
    public var formSheetSmallLongestSide: Double = 1024
    /// The longest screen side up to which the medium form-sheet size applies. pt. [2.6, RE]
    public var formSheetMediumLongestSide: Double = 1590
    /// The width of a page sheet in a regular-width iPad window (capped at the window's width). pt.
    /// [2.6, GUESS: no source gives a number ("roughly the size of a page"); 704 pt is the
    /// commonly quoted iPad page-sheet width, not confirmed by any source SheetSim has]
    public var pageSheetWidth: Double { get { recorder.read(1); return stored.pageSheetWidth } set { stored.pageSheetWidth = newValue } }

    // MARK: Stacked sheets (SheetRules 2.4)

    /// The card stack is at most this deep: a presenter behind two full-height sheets. [2.4, RE]
    public var maximumStackDepth: Double = 2

    // MARK: Animation (SheetRules 2.7)

    /// Sheet spring response. s. [2.7, RE]
    public var springResponse: Double = 0.3441442326
    /// Sheet spring damping ratio (critically damped). [2.7, RE]
    public var springDampingRatio: Double = 1.0
    /// Damping ratio after a release at flick speed. [2.7, RE]
    public var flickDampingRatio: Double = 0.8
    /// Duration of the non-interactive present and dismiss transitions. s. [2.7, RE]
    public var transitionDuration: Double = 0.4
    /// A settling spring is done once it is this close to its target… pt. [GUESS]
    public var settleDistance: Double { get { recorder.read(2); return stored.settleDistance } set { stored.settleDistance = newValue } }
    /// …and slower than this. pt/s. [GUESS]
    public var settleSpeed: Double { get { recorder.read(3); return stored.settleSpeed } set { stored.settleSpeed = newValue } }
    /// Keyboard animation duration when a scenario does not give one. s. [GUESS: the common 0.25 s]
    public var keyboardAnimationDuration: Double { get { recorder.read(4); return stored.keyboardAnimationDuration } set { stored.keyboardAnimationDuration = newValue } }

    // MARK: Gesture physics (SheetRules 3)

    /// Rubber-band constant c in `d·(1 − 1/(x·c/d + 1))`. [3, RE; formula OBS S18]
    public var rubberBandCoefficient: Double = 0.55
    /// Rubber-band extent above the largest detent is the gap to the safe-area top, capped here. pt. [3, RE]
    public var rubberBandTopExtentMax: Double = 100
    /// Rubber-band extent below the smallest detent (dismissal refused) as a fraction of full height. [3, RE]
    public var rubberBandBottomExtentFraction: Double = 0.25
    /// …capped here. pt. [3, RE]
    public var rubberBandBottomExtentMax: Double = 200
    /// DidAttemptToDismiss fires once the refused drag is pulled this fraction of the bottom extent. [3, RE]
    public var attemptToDismissPullFraction: Double = 0.25
    /// Release speeds below this count as zero. pt/s. [3, RE]
    public var minimumReleaseSpeed: Double = 250
    /// Deceleration rate r in the projection `y + v·(r/(1−r))/1000`. [3, RE]
    public var decelerationRate: Double = 0.99
    /// Release speed at and above which the flick rule applies. pt/s. [3, RE]
    public var flickSpeed: Double = 1000
    /// A pan starting in a scroll view within this long of the previous one leaves the sheet alone. s. [3, RE]
    public var minimumSheetSwipeInterval: Double = 0.4
    /// The pan recognizer's release velocity is estimated from the touch samples of this last window. s. [GUESS]
    public var panVelocityWindow: Double { get { recorder.read(5); return stored.panVelocityWindow } set { stored.panVelocityWindow = newValue } }

    // MARK: Navigation controllers (container rules 1, 2)

    /// Length of an animated push or pop. s. [containers 1, GUESS: the commonly quoted 0.35 s]
    public var navigationTransitionDuration: Double { get { recorder.read(6); return stored.navigationTransitionDuration } set { stored.navigationTransitionDuration = newValue } }
    /// An interactive pop lifted at least this fraction of the width across completes. [containers 2, GUESS]
    public var interactivePopCompletionProgress: Double { get { recorder.read(7); return stored.interactivePopCompletionProgress } set { stored.interactivePopCompletionProgress = newValue } }
    /// …and one flung toward the trailing edge at least this fast completes wherever it is. pt/s. [containers 2, GUESS]
    public var interactivePopCompletionSpeed: Double { get { recorder.read(8); return stored.interactivePopCompletionSpeed } set { stored.interactivePopCompletionSpeed = newValue } }

    // MARK: Page view controllers (container rules 5)

    /// Length of an animated page turn of a scroll-style page view controller. s. [containers 5, GUESS]
    public var pageTurnDuration: Double { get { recorder.read(9); return stored.pageTurnDuration } set { stored.pageTurnDuration = newValue } }

    // MARK: Split view controllers (split view rules 2.2, 3, 8)

    /// The automatic width of a sidebar column (primary, and supplementary in triple column):
    /// UIKit's width when no preferred width or fraction is set. pt. [split 2.2, OBS weak: U8]
    public var splitViewAutomaticColumnWidth: Double { get { recorder.read(10); return stored.splitViewAutomaticColumnWidth } set { stored.splitViewAutomaticColumnWidth = newValue } }
    /// The automatic `maximumPrimaryColumnWidth` (and supplementary): a preferred width above it is
    /// clamped unless the maximum is raised. pt. [split 2.2, OBS [S29]]
    public var splitViewAutomaticMaximumColumnWidth: Double { get { recorder.read(11); return stored.splitViewAutomaticMaximumColumnWidth } set { stored.splitViewAutomaticMaximumColumnWidth = newValue } }
    /// Column style `.automatic`: windows at least this wide for their height tile (or displace);
    /// narrower ones (portrait, narrow Split View sides) overlay. [split 3.3, GUESS: U5]
    public var splitViewTileMinimumAspectRatio: Double { get { recorder.read(12); return stored.splitViewTileMinimumAspectRatio } set { stored.splitViewTileMinimumAspectRatio = newValue } }
    /// Triple column `.automatic` in a wide window: tile from this width, displace below it (the
    /// 12.9-inch landscape screen tiles, the 11-inch displaces). pt. [split 3.3, GUESS: U5]
    public var splitViewTripleColumnTileMinimumWidth: Double { get { recorder.read(13); return stored.splitViewTripleColumnTileMinimumWidth } set { stored.splitViewTripleColumnTileMinimumWidth = newValue } }
    /// Tiled sidebars must leave the secondary at least this wide, or the mode becomes the overlay
    /// one ("a different type of interface if there isn't enough space"), unless
    /// `presentsWithGesture` is false. pt. [split 3.2, GUESS]
    public var splitViewMinimumSecondaryColumnWidth: Double { get { recorder.read(14); return stored.splitViewMinimumSecondaryColumnWidth } set { stored.splitViewMinimumSecondaryColumnWidth = newValue } }
    /// Length of an animated display-mode change (a button, a tap on the dimmed secondary,
    /// `show(_:)`/`hide(_:)`). s. [split 3.5, GUESS]
    public var splitViewTransitionDuration: Double { get { recorder.read(15); return stored.splitViewTransitionDuration } set { stored.splitViewTransitionDuration = newValue } }
    /// An interactive sidebar gesture lifted past this fraction of the column's width completes. [split 8, GUESS]
    public var splitViewGestureCompletionProgress: Double { get { recorder.read(16); return stored.splitViewGestureCompletionProgress } set { stored.splitViewGestureCompletionProgress = newValue } }
    /// …and one flung toward its end at least this fast completes wherever it is. pt/s. [split 8, GUESS]
    public var splitViewGestureCompletionSpeed: Double { get { recorder.read(17); return stored.splitViewGestureCompletionSpeed } set { stored.splitViewGestureCompletionSpeed = newValue } }
    /// The inspector column's automatic width (iOS 26): unpublished ("each column has a system
    /// default"). pt. [split 12, GUESS: the sidebar's automatic 320 pt]
    public var splitViewInspectorColumnWidth: Double { get { recorder.read(18); return stored.splitViewInspectorColumnWidth } set { stored.splitViewInspectorColumnWidth = newValue } }
    /// The inspector column's automatic minimum width: unpublished. pt. [split 12, GUESS]
    public var splitViewInspectorMinimumColumnWidth: Double { get { recorder.read(19); return stored.splitViewInspectorMinimumColumnWidth } set { stored.splitViewInspectorMinimumColumnWidth = newValue } }
    /// The inspector column's automatic maximum width: unpublished. pt. [split 12, GUESS]
    public var splitViewInspectorMaximumColumnWidth: Double { get { recorder.read(20); return stored.splitViewInspectorMaximumColumnWidth } set { stored.splitViewInspectorMaximumColumnWidth = newValue } }

    // MARK: Window transitions (split view rules 5)

    /// The `transitionDuration` of a quarter-turn rotation's transition coordinator; a half turn
    /// (landscape left to right) takes twice as long, as UIKit documents for the status bar's
    /// `statusBarOrientationAnimationDuration`. 0: the rotation takes no time. s. [split 5.1,
    /// GUESS: no source prints the figure; 0.4 s is the value apps commonly hard-code for it]
    public var rotationTransitionDuration: Double { get { recorder.read(21); return stored.rotationTransitionDuration } set { stored.rotationTransitionDuration = newValue } }
    /// The `transitionDuration` of a window resize's transition coordinator: a Split View or
    /// Slide Over change, a Stage Manager resize. 0: the change takes no time. s. [split 5.1, GUESS]
    public var windowResizeTransitionDuration: Double { get { recorder.read(22); return stored.windowResizeTransitionDuration } set { stored.windowResizeTransitionDuration = newValue } }

    // MARK: Layout (layout rules 3–9)

    /// The safe-area top inset of an edge-attached sheet's root view. pt. [layout 3, GUESS (U2): no source prints it]
    public var sheetSafeAreaTop: Double { get { recorder.read(23); return stored.sheetSafeAreaTop } set { stored.sheetSafeAreaTop = newValue } }
    /// A tab bar's height on a phone in regular height. pt. [layout 3, GUESS: the layout rules give none]
    public var tabBarHeight: Double { get { recorder.read(24); return stored.tabBarHeight } set { stored.tabBarHeight = newValue } }
    /// A tab bar's height in compact height. pt. [layout 3, GUESS]
    public var tabBarHeightCompact: Double { get { recorder.read(25); return stored.tabBarHeightCompact } set { stored.tabBarHeightCompact = newValue } }
    /// A tab bar's height on iPad. pt. [layout 3, GUESS]
    public var tabBarHeightPad: Double { get { recorder.read(26); return stored.tabBarHeightPad } set { stored.tabBarHeightPad = newValue } }
    /// The root view's minimum side margin in narrow views. pt. [layout 4, DOC: layout rules 30]
    public var systemMinimumLayoutMarginCompact: Double = 16
    /// The root view's minimum side margin in wide views. pt. [layout 4, DOC: layout rules 30]
    public var systemMinimumLayoutMarginRegular: Double = 20
    /// Views at least this wide get the wide margin. pt. [layout 4, GUESS: layout rules 30, U4 (width decides, the cut is unmeasured)]
    public var layoutMarginRegularWidth: Double { get { recorder.read(27); return stored.layoutMarginRegularWidth } set { stored.layoutMarginRegularWidth = newValue } }
    /// The readable content width at the default Dynamic Type size. pt. [layout 4, OBS: layout rules 35]
    public var readableContentWidth: Double { get { recorder.read(28); return stored.readableContentWidth } set { stored.readableContentWidth = newValue } }
    /// A navigation bar full screen on a phone in regular height. pt. [layout 6, OBS: layout rules 40]
    public var navigationBarHeight: Double { get { recorder.read(29); return stored.navigationBarHeight } set { stored.navigationBarHeight = newValue } }
    /// A navigation bar on a phone in compact height. pt. [layout 6, OBS: layout rules 40]
    public var navigationBarHeightCompact: Double { get { recorder.read(30); return stored.navigationBarHeightCompact } set { stored.navigationBarHeightCompact = newValue } }
    /// A navigation bar full screen on iPad. pt. [layout 6, OBS: layout rules 40]
    public var navigationBarHeightPad: Double { get { recorder.read(31); return stored.navigationBarHeightPad } set { stored.navigationBarHeightPad = newValue } }
    /// A navigation bar in a sheet, iPhone and iPad. pt. [layout 6, OBS: layout rules 40]
    public var navigationBarHeightSheet: Double { get { recorder.read(32); return stored.navigationBarHeightSheet } set { stored.navigationBarHeightSheet = newValue } }
    /// What an expanded large title adds to the bar. pt. [layout 6, OBS: layout rules 42]
    public var largeTitleHeight: Double { get { recorder.read(33); return stored.largeTitleHeight } set { stored.largeTitleHeight = newValue } }
    /// The scroll over which a large title collapses to inline. pt. [layout 6, GUESS: layout rules 44, U6]
    public var largeTitleCollapseDistance: Double { get { recorder.read(34); return stored.largeTitleCollapseDistance } set { stored.largeTitleCollapseDistance = newValue } }
    /// The width of one swipe action's button. pt. [layout 9, GUESS]
    public var swipeActionWidth: Double { get { recorder.read(35); return stored.swipeActionWidth } set { stored.swipeActionWidth = newValue } }
    /// A swipe past this fraction of the row's width is a full swipe. [layout 9, GUESS]
    public var fullSwipeFraction: Double { get { recorder.read(36); return stored.fullSwipeFraction } set { stored.fullSwipeFraction = newValue } }
    /// How long a row takes to open or close its swipe actions. s. [layout 9, GUESS]
    public var swipeActionsAnimationDuration: Double { get { recorder.read(37); return stored.swipeActionsAnimationDuration } set { stored.swipeActionsAnimationDuration = newValue } }

    // MARK: Popovers (SheetRules 8.2, 8.3)

    /// How far a popover's arrow reaches from its content to its anchor. pt. [SheetRules 8.2, GUESS: no
    /// source gives a popover figure besides the arrow directions' raw values]
    public var popoverArrowLength: Double { get { recorder.read(38); return stored.popoverArrowLength } set { stored.popoverArrowLength = newValue } }
    /// The least distance between a popover and the edges of the window's safe area. pt.
    /// [SheetRules 8.2, GUESS: unsourced]
    public var popoverScreenMargin: Double { get { recorder.read(39); return stored.popoverScreenMargin } set { stored.popoverScreenMargin = newValue } }
    /// How long a popover's presentation and dismissal transitions run. s. [SheetRules 8.3, GUESS: unsourced]
    public var popoverTransitionDuration: Double { get { recorder.read(40); return stored.popoverTransitionDuration } set { stored.popoverTransitionDuration = newValue } }
    // MARK: The iOS 26 floating sheet (SheetRules 9): Apple published none of these

    /// How far a floating sheet stands in from each side of the safe area. pt. [9.1, GUESS: no
    /// source gives a number; a narrow margin, as Apple's WWDC25 pictures show]
    public var floatingSheetSideInset: Double { get { recorder.read(41); return stored.floatingSheetSideInset } set { stored.floatingSheetSideInset = newValue } }
    /// How far a floating sheet stands above the screen's bottom edge. pt. [9.1, GUESS: the side
    /// inset's value, so the gap is even all round]
    public var floatingSheetBottomInset: Double { get { recorder.read(42); return stored.floatingSheetBottomInset } set { stored.floatingSheetBottomInset = newValue } }
    /// A floating sheet's corner radius, all four corners. pt. [9.1, GUESS: one design-token
    /// write-up's "Sheet 40 pt … approx." (OBS, weak)]
    public var floatingSheetCornerRadius: Double { get { recorder.read(43); return stored.floatingSheetCornerRadius } set { stored.floatingSheetCornerRadius = newValue } }
    /// The top corners' radius of an iOS 26 sheet attached at full height. pt. [9.1, GUESS: the
    /// same write-up names one radius for iOS 26 sheets, floating or not]
    public var attachedSheetCornerRadius: Double { get { recorder.read(44); return stored.attachedSheetCornerRadius } set { stored.attachedSheetCornerRadius = newValue } }
    /// The fraction of `maximumDetentValue` above which a floating sheet starts to attach; it is
    /// attached at full height. [9.1, GUESS: one user saw the interactive glass stop above
    /// about 0.9 of the height (OBS, react-native-true-sheet)]
    public var floatingSheetAttachFraction: Double { get { recorder.read(45); return stored.floatingSheetAttachFraction } set { stored.floatingSheetAttachFraction = newValue } }
    /// The shape of the floating-to-attached blend over the attach band: progress = t^exponent (1 is
    /// linear). [9.1, GUESS: Apple says only that the change is gradual]
    public var floatingSheetAttachExponent: Double { get { recorder.read(46); return stored.floatingSheetAttachExponent } set { stored.floatingSheetAttachExponent = newValue } }

    // MARK: iOS 26 bars (SheetRules 9.7): no source gives their heights, so iOS 18's carry over

    /// A navigation bar full screen on a phone in regular height, on iOS 26. pt. [9.7, GUESS:
    /// iOS 18's 44; no source gives iOS 26's]
    public var navigationBarHeight26: Double { get { recorder.read(47); return stored.navigationBarHeight26 } set { stored.navigationBarHeight26 = newValue } }
    /// A navigation bar on a phone in compact height, on iOS 26. pt. [9.7, GUESS: iOS 18's 32]
    public var navigationBarHeightCompact26: Double { get { recorder.read(48); return stored.navigationBarHeightCompact26 } set { stored.navigationBarHeightCompact26 = newValue } }
    /// A navigation bar full screen on iPad, on iOS 26. pt. [9.7, GUESS: iOS 18's 50]
    public var navigationBarHeightPad26: Double { get { recorder.read(49); return stored.navigationBarHeightPad26 } set { stored.navigationBarHeightPad26 = newValue } }
    /// A navigation bar in a sheet, on iOS 26. pt. [9.7, GUESS: iOS 18's 56]
    public var navigationBarHeightSheet26: Double { get { recorder.read(50); return stored.navigationBarHeightSheet26 } set { stored.navigationBarHeightSheet26 = newValue } }
    /// What an expanded large title adds to the bar, on iOS 26. pt. [9.7, GUESS: iOS 18's 52]
    public var largeTitleHeight26: Double { get { recorder.read(51); return stored.largeTitleHeight26 } set { stored.largeTitleHeight26 = newValue } }
    /// A navigation controller's toolbar on a phone in regular height. pt. [9.7, GUESS: no
    /// reference gives it; the commonly seen 44]
    public var toolbarHeight: Double { get { recorder.read(52); return stored.toolbarHeight } set { stored.toolbarHeight = newValue } }
    /// A toolbar on a phone in compact height. pt. [9.7, GUESS: the compact bars' 32]
    public var toolbarHeightCompact: Double { get { recorder.read(53); return stored.toolbarHeightCompact } set { stored.toolbarHeightCompact = newValue } }
    /// A toolbar on iPad. pt. [9.7, GUESS: iPadOS 12's 50 pt bars, layout rules 40]
    public var toolbarHeightPad: Double { get { recorder.read(54); return stored.toolbarHeightPad } set { stored.toolbarHeightPad = newValue } }
    /// A toolbar on a phone in regular height, on iOS 26. pt. [9.7, GUESS: ``toolbarHeight``'s value]
    public var toolbarHeight26: Double { get { recorder.read(55); return stored.toolbarHeight26 } set { stored.toolbarHeight26 = newValue } }
    /// A toolbar on a phone in compact height, on iOS 26. pt. [9.7, GUESS: ``toolbarHeightCompact``'s value]
    public var toolbarHeightCompact26: Double { get { recorder.read(56); return stored.toolbarHeightCompact26 } set { stored.toolbarHeightCompact26 = newValue } }
    /// A toolbar on iPad, on iOS 26. pt. [9.7, GUESS: ``toolbarHeightPad``'s value]
    public var toolbarHeightPad26: Double { get { recorder.read(57); return stored.toolbarHeightPad26 } set { stored.toolbarHeightPad26 = newValue } }
    // MARK: Context presentations and bar button items (SheetRules 10)

    /// How long a `currentContext` or `overCurrentContext` presentation and dismissal run. s.
    /// [SheetRules 10.3, GUESS: unsourced; the sheet's transition length by analogy]
    public var contextTransitionDuration: Double { get { recorder.read(58); return stored.contextTransitionDuration } set { stored.contextTransitionDuration = newValue } }
    /// How wide one bar button item is in a navigation bar, for a popover anchored to it. pt.
    /// [SheetRules 10.6, GUESS: unsourced; the 44-point minimum touch target]
    public var barButtonItemWidth: Double { get { recorder.read(59); return stored.barButtonItemWidth } set { stored.barButtonItemWidth = newValue } }
    /// How far the outermost bar button item stands in from the bar's edge (within its safe
    /// area). pt. [SheetRules 10.6, GUESS: unsourced]
    public var barButtonItemEdgeInset: Double { get { recorder.read(60); return stored.barButtonItemEdgeInset } set { stored.barButtonItemEdgeInset = newValue } }
    // MARK: Alerts and action sheets (SheetRules 11): no source gives any of these

    /// How long an alert's or action sheet's presentation and dismissal run. s. [11.2, GUESS: unsourced]
    public var alertTransitionDuration: Double { get { recorder.read(61); return stored.alertTransitionDuration } set { stored.alertTransitionDuration = newValue } }
    /// A centred alert's width. pt. [11.2, GUESS: unsourced; drawing and hit tests only]
    public var alertWidth: Double { get { recorder.read(62); return stored.alertWidth } set { stored.alertWidth = newValue } }
    /// One action button's height, and the title area's. pt. [11.2, GUESS: unsourced]
    public var alertActionHeight: Double { get { recorder.read(63); return stored.alertActionHeight } set { stored.alertActionHeight = newValue } }
    /// The gap between a bottom action sheet and the window's safe area, and before its cancel
    /// button. pt. [11.2, GUESS: unsourced]
    public var actionSheetMargin: Double { get { recorder.read(64); return stored.actionSheetMargin } set { stored.actionSheetMargin = newValue } }
    /// The width of an action sheet shown as a popover. pt. [11.2, GUESS: unsourced]
    public var actionSheetPopoverWidth: Double { get { recorder.read(65); return stored.actionSheetPopoverWidth } set { stored.actionSheetPopoverWidth = newValue } }
    // MARK: iPadOS 26 windows (split view rules 13)

    /// The narrowest window iPadOS 26 lets the user make, whatever the app asks for. pt. [split 13,
    /// GUESS: Apple publishes no system minimum; it is at most Apple's own example app minimum of
    /// 500 pt, and SheetSim takes the 320 pt of the Slide Over panel, the narrowest iPad window of
    /// earlier releases]
    public var windowMinimumWidth: Double { get { recorder.read(66); return stored.windowMinimumWidth } set { stored.windowMinimumWidth = newValue } }
    /// The shortest window iPadOS 26 lets the user make. pt. [split 13, GUESS: no source gives one;
    /// the minimum width's value]
    public var windowMinimumHeight: Double { get { recorder.read(67); return stored.windowMinimumHeight } set { stored.windowMinimumHeight = newValue } }
    /// iOS 26 iPhone: a minimized floating tab bar's height. pt. [containers 7, GUESS: unpublished]
    public var minimizedTabBarHeight26: Double { get { recorder.read(68); return stored.minimizedTabBarHeight26 } set { stored.minimizedTabBarHeight26 = newValue } }
    /// iOS 26 iPhone: a tab bar controller's `bottomAccessory` height above the expanded bar, and
    /// what it adds to the tabs' bottom safe area. pt. [containers 7, GUESS: unpublished]
    public var bottomAccessoryHeight26: Double { get { recorder.read(69); return stored.bottomAccessoryHeight26 } set { stored.bottomAccessoryHeight26 = newValue } }

    // MARK: iPadOS 26 window controls (split view rules 14)

    /// The width of the leading top-corner region an app built with the iOS 26 SDK keeps clear for
    /// its window's controls, in line in the navigation bar: what the corner-adapted layout guides
    /// (`.margins(cornerAdaptation: .horizontal)` and its siblings) stand in by, with the `unified`
    /// style. pt. [split 14, GUESS: Apple documents the region, not its size]
    public var windowControlsWidth: Double { get { recorder.read(70); return stored.windowControlsWidth } set { stored.windowControlsWidth = newValue } }
    /// The same region with the `minimal` style, whose controls take as little space as they can.
    /// pt. [split 14, GUESS: unpublished; smaller than the unified width]
    public var windowControlsMinimalWidth: Double { get { recorder.read(71); return stored.windowControlsMinimalWidth } set { stored.windowControlsMinimalWidth = newValue } }
    /// The safe area iPadOS 26 adds above an app built with an older SDK, where it puts the window's
    /// controls. pt. [split 14, GUESS: Apple documents the extra safe area, not its size]
    public var legacyWindowControlsTopInset: Double { get { recorder.read(72); return stored.legacyWindowControlsTopInset } set { stored.legacyWindowControlsTopInset = newValue } }

    // MARK: iOS 27 sheet placement (SheetRules 12)

    /// How far a sheet placed on the leading or trailing edge (`preferredPlacement`) stands in from
    /// that side of the window's safe area. pt. [12, GUESS: Apple publishes no placement geometry;
    /// the 20 pt top offset of an iPad sheet]
    public var sheetEdgePlacementInset: Double { get { recorder.read(73); return stored.sheetEdgePlacementInset } set { stored.sheetEdgePlacementInset = newValue } }
    /// The widest a sheet placed on the leading or trailing edge is: narrower sheets keep their
    /// width. pt. [12, GUESS: unpublished; Apple's example is a map's side panel]
    public var sheetEdgePlacementWidth: Double { get { recorder.read(74); return stored.sheetEdgePlacementWidth } set { stored.sheetEdgePlacementWidth = newValue } }

    /// The GUESS and OBS metrics' values, which their properties read and write so that a
    /// simulator can tell which of them a run consulted (``Simulator/consultedAssumptions``).
    struct Unconfirmed: Hashable, Sendable {
        var padCompactWidthThreshold: Double = 678
        var pageSheetWidth: Double = 704
        var settleDistance: Double = 0.5
        var settleSpeed: Double = 5
        var keyboardAnimationDuration: Double = 0.25
        var panVelocityWindow: Double = 0.1
        var navigationTransitionDuration: Double = 0.35
        var interactivePopCompletionProgress: Double = 0.5
        var interactivePopCompletionSpeed: Double = 500
        var pageTurnDuration: Double = 0.35
        var splitViewAutomaticColumnWidth: Double = 320
        var splitViewAutomaticMaximumColumnWidth: Double = 320
        var splitViewTileMinimumAspectRatio: Double = 1
        var splitViewTripleColumnTileMinimumWidth: Double = 1300
        var splitViewMinimumSecondaryColumnWidth: Double = 320
        var splitViewTransitionDuration: Double = 0.35
        var splitViewGestureCompletionProgress: Double = 0.5
        var splitViewGestureCompletionSpeed: Double = 500
        var rotationTransitionDuration: Double = 0.4
        var windowResizeTransitionDuration: Double = 0.4
        var sheetSafeAreaTop: Double = 0
        var tabBarHeight: Double = 49
        var tabBarHeightCompact: Double = 32
        var tabBarHeightPad: Double = 50
        var layoutMarginRegularWidth: Double = 414
        var readableContentWidth: Double = 672
        var navigationBarHeight: Double = 44
        var navigationBarHeightCompact: Double = 32
        var navigationBarHeightPad: Double = 50
        var navigationBarHeightSheet: Double = 56
        var largeTitleHeight: Double = 52
        var largeTitleCollapseDistance: Double = 52
        var swipeActionWidth: Double = 74
        var fullSwipeFraction: Double = 0.6
        var swipeActionsAnimationDuration: Double = 0.3
        var floatingSheetSideInset: Double = 8
        var floatingSheetBottomInset: Double = 8
        var floatingSheetCornerRadius: Double = 40
        var attachedSheetCornerRadius: Double = 40
        var floatingSheetAttachFraction: Double = 0.9
        var floatingSheetAttachExponent: Double = 1
        var navigationBarHeight26: Double = 44
        var navigationBarHeightCompact26: Double = 32
        var navigationBarHeightPad26: Double = 50
        var navigationBarHeightSheet26: Double = 56
        var largeTitleHeight26: Double = 52
        var toolbarHeight: Double = 44
        var toolbarHeightCompact: Double = 32
        var toolbarHeightPad: Double = 50
        var toolbarHeight26: Double = 44
        var toolbarHeightCompact26: Double = 32
        var toolbarHeightPad26: Double = 50
        var contextTransitionDuration: Double = 0.4
        var barButtonItemWidth: Double = 44
        var barButtonItemEdgeInset: Double = 8
        var windowMinimumWidth: Double = 320
        var windowMinimumHeight: Double = 320
        var minimizedTabBarHeight26: Double = 44
        var bottomAccessoryHeight26: Double = 48
        var windowControlsWidth: Double = 72
        var windowControlsMinimalWidth: Double = 44
        var legacyWindowControlsTopInset: Double = 24
        var sheetEdgePlacementInset: Double = 20
        var sheetEdgePlacementWidth: Double = 420
        var splitViewInspectorColumnWidth: Double = 320
        var splitViewInspectorMinimumColumnWidth: Double = 270
        var splitViewInspectorMaximumColumnWidth: Double = 420
        var popoverArrowLength: Double = 13
        var popoverScreenMargin: Double = 10
        var popoverTransitionDuration: Double = 0.25
        var alertTransitionDuration: Double = 0.25
        var alertWidth: Double = 270
        var alertActionHeight: Double = 44
        var actionSheetMargin: Double = 8
        var actionSheetPopoverWidth: Double = 320
    }

    var stored = Unconfirmed()
    var recorder = AssumptionRecorder(base: 0)

    public init() {}

    /// UIKit's values: iOS 15–18, and iOS 26 where no iOS 26 source gives another.
    public static let uikit = UIKitMetrics()
}

/// How sure the behaviour rules are of a fact (their confidence tags).
public enum Confidence: String, Sendable, CaseIterable {
    /// Documented by Apple.
    case documented = "DOC"
    /// Read from UIKit's disassembly by developers.
    case reverseEngineered = "RE"
    /// Observed by developers.
    case observed = "OBS"
    /// An inference no source confirms.
    case guess = "GUESS"
}

/// One row of ``UIKitMetrics/catalog``: a metric's name, unit, rules section, confidence and the
/// range of values that keep the simulation meaningful.
public struct MetricInfo: Sendable {
    public let name: String
    public let unit: MetricUnit
    public let section: String
    public let confidence: Confidence
    /// The values an override may take; the scenario language and the Swift API refuse others.
    public let range: MetricRange
    public let keyPath: WritableKeyPath<UIKitMetrics, Double> & Sendable
    /// What the number is, in one line (the metrics table's last column).
    public let summary: String
    /// UIKit's value.
    public var defaultValue: Double { UIKitMetrics.uikit[keyPath: keyPath] }

    init(name: String, unit: MetricUnit, section: String, confidence: Confidence, range: MetricRange? = nil,
         keyPath: WritableKeyPath<UIKitMetrics, Double> & Sendable, summary: String) {
        self.name = name
        self.summary = summary
        self.unit = unit
        self.section = section
        self.confidence = confidence
        self.range = range ?? (unit == .ratio ? .nonNegative : .positive)
        self.keyPath = keyPath
    }

    /// Why `value` cannot be this metric (`"must be greater than zero"`), or nil when it can.
    public func problem(with value: Double) -> String? {
        guard value.isFinite else { return "must be a finite number" }
        return range.contains(value) ? nil : "must be " + range.description
    }
}

/// The values a metric may take: a lower bound, and an upper one for fractions.
public struct MetricRange: Hashable, Sendable, CustomStringConvertible {
    public var lower: Double
    public var lowerInclusive: Bool
    public var upper: Double?
    public var upperInclusive: Bool

    /// Above 0: lengths, durations, speeds, damping ratios.
    public static let positive = MetricRange(lower: 0, lowerInclusive: false, upper: nil, upperInclusive: false)
    /// 0 or more.
    public static let nonNegative = MetricRange(lower: 0, lowerInclusive: true, upper: nil, upperInclusive: false)
    /// 0 through 1: alphas, opacities, fractions.
    public static let unitInterval = MetricRange(lower: 0, lowerInclusive: true, upper: 1, upperInclusive: true)
    /// Strictly between 0 and 1 (a deceleration rate: 1 would make the projection infinite).
    public static let openUnitInterval = MetricRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: false)
    /// Above 0 up to 500 pt: an iPadOS 26 system minimum window side, at most Apple's example app
    /// minimum.
    public static let windowMinimum = MetricRange(lower: 0, lowerInclusive: false, upper: 500, upperInclusive: true)
    /// 0 up to 200 pt: a window-control region or a sheet's edge inset, well inside the smallest window.
    public static let windowControls = MetricRange(lower: 0, lowerInclusive: true, upper: 200, upperInclusive: true)

    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        guard lowerInclusive ? value >= lower : value > lower else { return false }
        guard let upper else { return true }
        return upperInclusive ? value <= upper : value < upper
    }

    /// `greater than zero`, `0 or more`, `between 0 and 1`, `between 0 and 1 (exclusive)`.
    public var description: String {
        switch (upper, lowerInclusive, upperInclusive) {
        case (nil, false, _) where lower == 0: return "greater than zero"
        case (nil, true, _) where lower == 0: return "0 or more"
        case (nil, let inclusive, _): return (inclusive ? "at least " : "above ") + NumberFormat.points(lower)
        case (let upper?, true, true): return "between \(NumberFormat.points(lower)) and \(NumberFormat.points(upper))"
        case (let upper?, false, false): return "between \(NumberFormat.points(lower)) and \(NumberFormat.points(upper)) (exclusive)"
        case (let upper?, _, _): return "in \(lowerInclusive ? "[" : "(")\(NumberFormat.points(lower)), \(NumberFormat.points(upper))\(upperInclusive ? "]" : ")")"
        }
    }
}

/// The unit a metric is written in, which is also the unit a scenario must write.
public enum MetricUnit: String, Sendable {
    case points = "pt"
    case seconds = "s"
    case pointsPerSecond = "pt/s"
    case ratio = ""
}

extension UIKitMetrics {
    /// The duration metric at `keyPath` (seconds) as a span of the virtual clock: the one place a
    /// UIKit duration becomes a ``SimDuration``. A value the clock cannot hold, which the catalog's
    /// ranges refuse before a simulation starts, would take UIKit's own value instead.
    public func span(_ keyPath: KeyPath<UIKitMetrics, Double>) -> SimDuration {
        SimDuration.seconds(exactly: self[keyPath: keyPath]) ?? SimDuration.seconds(exactly: UIKitMetrics.uikit[keyPath: keyPath]) ?? .zero
    }

    /// Every metric as data: name, unit, rules section, confidence, and the property to override.
    public static let catalog: [MetricInfo] = [
        .init(name: "topOffset", unit: .points, section: "2.1", confidence: .reverseEngineered, keyPath: \.topOffset,
              summary: "Gap between the top safe-area inset and a full-height sheet, Face ID phones in compact width"),
        .init(name: "topOffsetHomeButton", unit: .points, section: "2.1", confidence: .reverseEngineered, keyPath: \.topOffsetHomeButton,
              summary: "The same gap on home-button phones and every other idiom"),
        .init(name: "topOffsetCompactHeight", unit: .points, section: "2.1", confidence: .reverseEngineered, keyPath: \.topOffsetCompactHeight,
              summary: "The same gap in compact height; also the edge-attached sheet's top and bottom margin"),
        .init(name: "mediumFraction", unit: .ratio, section: "2.2", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.mediumFraction,
              summary: "Medium detent as a fraction of `maximumDetentValue` (containers taller than 568 pt)"),
        .init(name: "mediumFractionShortContainer", unit: .ratio, section: "2.2", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.mediumFractionShortContainer,
              summary: "Medium detent fraction for containers no taller than `shortContainerHeight`"),
        .init(name: "shortContainerHeight", unit: .points, section: "2.2", confidence: .reverseEngineered, keyPath: \.shortContainerHeight,
              summary: "Container height at or below which the short-container medium fraction applies"),
        .init(name: "cornerRadius", unit: .points, section: "2.3", confidence: .reverseEngineered, keyPath: \.cornerRadius,
              summary: "Automatic top corner radius of a sheet, iOS 15–18"),
        .init(name: "grabberWidth", unit: .points, section: "2.3", confidence: .reverseEngineered, keyPath: \.grabberWidth,
              summary: "Grabber capsule width"),
        .init(name: "grabberHeight", unit: .points, section: "2.3", confidence: .reverseEngineered, keyPath: \.grabberHeight,
              summary: "Grabber capsule height"),
        .init(name: "grabberTopInset", unit: .points, section: "2.3", confidence: .reverseEngineered, keyPath: \.grabberTopInset,
              summary: "Sheet top edge to the grabber's top"),
        .init(name: "grabberMinimumHitSize", unit: .points, section: "2.3", confidence: .reverseEngineered, keyPath: \.grabberMinimumHitSize,
              summary: "Minimum grabber hit area on each side"),
        .init(name: "dimmingAlphaLight", unit: .ratio, section: "2.3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.dimmingAlphaLight,
              summary: "Dimming view alpha at full dim, light mode"),
        .init(name: "dimmingAlphaDark", unit: .ratio, section: "2.3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.dimmingAlphaDark,
              summary: "Dimming view alpha at full dim, dark mode"),
        .init(name: "stackedParentDimFactor", unit: .ratio, section: "2.3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.stackedParentDimFactor,
              summary: "Stacked sheets: the parent card's dimming factor times the child's fraction"),
        .init(name: "stackedGrandchildDimFactor", unit: .ratio, section: "2.3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.stackedGrandchildDimFactor,
              summary: "Stacked sheets: the extra factor times a grandchild's fraction"),
        .init(name: "shadowRadius", unit: .points, section: "2.3", confidence: .reverseEngineered, keyPath: \.shadowRadius,
              summary: "Shadow radius beneath the sheet"),
        .init(name: "shadowOpacity", unit: .ratio, section: "2.3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.shadowOpacity,
              summary: "Shadow opacity before the dimming and presentation factors"),
        .init(name: "presenterMarginNarrow", unit: .points, section: "2.4", confidence: .reverseEngineered, keyPath: \.presenterMarginNarrow,
              summary: "Scaled presenter's content margin on windows up to 393 pt wide"),
        .init(name: "presenterMarginWide", unit: .points, section: "2.4", confidence: .reverseEngineered, keyPath: \.presenterMarginWide,
              summary: "The same margin on wider windows"),
        .init(name: "presenterNarrowWidthLimit", unit: .points, section: "2.4", confidence: .reverseEngineered, keyPath: \.presenterNarrowWidthLimit,
              summary: "Widest window that uses the narrow margin"),
        .init(name: "presenterTopGap", unit: .points, section: "2.4", confidence: .reverseEngineered, keyPath: \.presenterTopGap,
              summary: "At full depth the presenter's top stands this far above the sheet's top"),
        .init(name: "presenterCornerRadius", unit: .points, section: "2.4", confidence: .reverseEngineered, keyPath: \.presenterCornerRadius,
              summary: "Presenter card corner radius at full depth"),
        .init(name: "formSheetSmallWidth", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetSmallWidth,
              summary: "Form sheet default width, longest screen side ≤ 1024 pt (iOS 26.1 decompile)"),
        .init(name: "formSheetSmallHeight", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetSmallHeight,
              summary: "Form sheet default height, longest side ≤ 1024 pt"),
        .init(name: "formSheetMediumWidth", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetMediumWidth,
              summary: "Form sheet default width, longest side ≤ 1590 pt"),
        .init(name: "formSheetMediumHeight", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetMediumHeight,
              summary: "Form sheet default height, longest side ≤ 1590 pt"),
        .init(name: "formSheetLargeWidth", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetLargeWidth,
              summary: "Form sheet default width above that"),
        .init(name: "formSheetLargeHeight", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetLargeHeight,
              summary: "Form sheet default height above that"),
        .init(name: "padCompactWidthThreshold", unit: .points, section: "2.6", confidence: .guess, keyPath: \.padCompactWidthThreshold,
              summary: "iPad windows narrower than this are compact width (no source gives the threshold)"),
        .init(name: "formSheetSmallLongestSide", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetSmallLongestSide,
              summary: "Longest screen side up to which the small form-sheet size applies"),
        .init(name: "formSheetMediumLongestSide", unit: .points, section: "2.6", confidence: .reverseEngineered, keyPath: \.formSheetMediumLongestSide,
              summary: "Longest screen side up to which the medium form-sheet size applies"),
        .init(name: "pageSheetWidth", unit: .points, section: "2.6", confidence: .guess, keyPath: \.pageSheetWidth,
              summary: "Page sheet width in a regular-width iPad window (commonly quoted, unconfirmed)"),
        .init(name: "maximumStackDepth", unit: .ratio, section: "2.4", confidence: .reverseEngineered, keyPath: \.maximumStackDepth,
              summary: "Deepest card stack: a presenter behind two full-height sheets"),
        .init(name: "springResponse", unit: .seconds, section: "2.7", confidence: .reverseEngineered, keyPath: \.springResponse,
              summary: "Sheet spring response"),
        .init(name: "springDampingRatio", unit: .ratio, section: "2.7", confidence: .reverseEngineered, range: .positive, keyPath: \.springDampingRatio,
              summary: "Sheet spring damping ratio (critically damped)"),
        .init(name: "flickDampingRatio", unit: .ratio, section: "2.7", confidence: .reverseEngineered, range: .positive, keyPath: \.flickDampingRatio,
              summary: "Damping ratio after a release at flick speed"),
        .init(name: "transitionDuration", unit: .seconds, section: "2.7", confidence: .reverseEngineered, keyPath: \.transitionDuration,
              summary: "Non-interactive present and dismiss duration"),
        .init(name: "settleDistance", unit: .points, section: "2.7", confidence: .guess, keyPath: \.settleDistance,
              summary: "A settling spring is done this close to its target…"),
        .init(name: "settleSpeed", unit: .pointsPerSecond, section: "2.7", confidence: .guess, keyPath: \.settleSpeed,
              summary: "…and slower than this"),
        .init(name: "keyboardAnimationDuration", unit: .seconds, section: "3", confidence: .guess, keyPath: \.keyboardAnimationDuration,
              summary: "Keyboard animation duration when none is given"),
        .init(name: "rubberBandCoefficient", unit: .ratio, section: "3", confidence: .reverseEngineered, range: .positive, keyPath: \.rubberBandCoefficient,
              summary: "Rubber-band constant c in d·(1 − 1/(x·c/d + 1))"),
        .init(name: "rubberBandTopExtentMax", unit: .points, section: "3", confidence: .reverseEngineered, keyPath: \.rubberBandTopExtentMax,
              summary: "Cap on the rubber-band extent above the largest detent"),
        .init(name: "rubberBandBottomExtentFraction", unit: .ratio, section: "3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.rubberBandBottomExtentFraction,
              summary: "Rubber-band extent below the smallest detent (dismissal refused), fraction of full height"),
        .init(name: "rubberBandBottomExtentMax", unit: .points, section: "3", confidence: .reverseEngineered, keyPath: \.rubberBandBottomExtentMax,
              summary: "Cap on that extent"),
        .init(name: "attemptToDismissPullFraction", unit: .ratio, section: "3", confidence: .reverseEngineered, range: .unitInterval, keyPath: \.attemptToDismissPullFraction,
              summary: "DidAttemptToDismiss fires once a refused drag is pulled this fraction of the bottom extent"),
        .init(name: "minimumReleaseSpeed", unit: .pointsPerSecond, section: "3", confidence: .reverseEngineered, keyPath: \.minimumReleaseSpeed,
              summary: "Release speeds below this count as zero"),
        .init(name: "decelerationRate", unit: .ratio, section: "3", confidence: .reverseEngineered, range: .openUnitInterval, keyPath: \.decelerationRate,
              summary: "Deceleration rate r in the projection y + v·(r/(1−r))/1000"),
        .init(name: "flickSpeed", unit: .pointsPerSecond, section: "3", confidence: .reverseEngineered, keyPath: \.flickSpeed,
              summary: "Release speed at and above which the flick rule applies"),
        .init(name: "minimumSheetSwipeInterval", unit: .seconds, section: "3", confidence: .reverseEngineered, keyPath: \.minimumSheetSwipeInterval,
              summary: "A pan in a scroll view this soon after the previous one leaves the sheet alone"),
        .init(name: "panVelocityWindow", unit: .seconds, section: "3", confidence: .guess, keyPath: \.panVelocityWindow,
              summary: "Release velocity is estimated over the touch samples of this last window"),
        .init(name: "navigationTransitionDuration", unit: .seconds, section: "containers 1", confidence: .guess, keyPath: \.navigationTransitionDuration,
              summary: "Length of an animated push or pop of a navigation controller (the commonly quoted 0.35 s)"),
        .init(name: "interactivePopCompletionProgress", unit: .ratio, section: "containers 2", confidence: .guess, range: .unitInterval, keyPath: \.interactivePopCompletionProgress,
              summary: "An interactive pop lifted at least this fraction of the width across completes"),
        .init(name: "interactivePopCompletionSpeed", unit: .pointsPerSecond, section: "containers 2", confidence: .guess, keyPath: \.interactivePopCompletionSpeed,
              summary: "An interactive pop flung toward the trailing edge at least this fast completes wherever it is"),
        .init(name: "pageTurnDuration", unit: .seconds, section: "containers 5", confidence: .guess, keyPath: \.pageTurnDuration,
              summary: "Length of an animated page turn of a scroll-style page view controller"),
        .init(name: "splitViewAutomaticColumnWidth", unit: .points, section: "split 2.2", confidence: .observed, keyPath: \.splitViewAutomaticColumnWidth,
              summary: "A sidebar column's width when no preferred width or fraction is set (split view rules U8, weak)"),
        .init(name: "splitViewAutomaticMaximumColumnWidth", unit: .points, section: "split 2.2", confidence: .observed, keyPath: \.splitViewAutomaticMaximumColumnWidth,
              summary: "The automatic `maximumPrimaryColumnWidth` (and supplementary): wider preferred widths are clamped to it"),
        .init(name: "splitViewTileMinimumAspectRatio", unit: .ratio, section: "split 3.3", confidence: .guess, range: .positive, keyPath: \.splitViewTileMinimumAspectRatio,
              summary: "`.automatic` tiles (or displaces) in windows at least this wide for their height, overlays in narrower ones (U5, U6)"),
        .init(name: "splitViewTripleColumnTileMinimumWidth", unit: .points, section: "split 3.3", confidence: .guess, keyPath: \.splitViewTripleColumnTileMinimumWidth,
              summary: "Triple column `.automatic` in a wide window tiles from this width and displaces below it (U5)"),
        .init(name: "splitViewMinimumSecondaryColumnWidth", unit: .points, section: "split 3.2", confidence: .guess, keyPath: \.splitViewMinimumSecondaryColumnWidth,
              summary: "Tiled sidebars leaving the secondary narrower than this become the overlay mode, unless `presentsWithGesture` is false"),
        .init(name: "splitViewTransitionDuration", unit: .seconds, section: "split 3.5", confidence: .guess, keyPath: \.splitViewTransitionDuration,
              summary: "Length of an animated display-mode change (a button, a tap on the dimmed secondary, `show(_:)`/`hide(_:)`)"),
        .init(name: "splitViewGestureCompletionProgress", unit: .ratio, section: "split 8", confidence: .guess, range: .unitInterval, keyPath: \.splitViewGestureCompletionProgress,
              summary: "A sidebar gesture lifted past this fraction of the column's width completes"),
        .init(name: "splitViewGestureCompletionSpeed", unit: .pointsPerSecond, section: "split 8", confidence: .guess, keyPath: \.splitViewGestureCompletionSpeed,
              summary: "A sidebar gesture flung toward its end at least this fast completes wherever it is"),
        .init(name: "splitViewInspectorColumnWidth", unit: .points, section: "split 12", confidence: .guess, keyPath: \.splitViewInspectorColumnWidth,
              summary: "The inspector column's width (iOS 26) when no preferred width or fraction is set; Apple publishes none"),
        .init(name: "splitViewInspectorMinimumColumnWidth", unit: .points, section: "split 12", confidence: .guess, range: .nonNegative,
              keyPath: \.splitViewInspectorMinimumColumnWidth,
              summary: "The automatic `minimumInspectorColumnWidth`: a divider drag or a preferred width stops there"),
        .init(name: "splitViewInspectorMaximumColumnWidth", unit: .points, section: "split 12", confidence: .guess, keyPath: \.splitViewInspectorMaximumColumnWidth,
              summary: "The automatic `maximumInspectorColumnWidth`: a divider drag or a preferred width stops there"),
        .init(name: "rotationTransitionDuration", unit: .seconds, section: "split 5.1", confidence: .guess, range: .nonNegative, keyPath: \.rotationTransitionDuration,
              summary: "How long a quarter-turn rotation's transition runs (twice that for a half turn); `wait until settled` waits for it"),
        .init(name: "windowResizeTransitionDuration", unit: .seconds, section: "split 5.1", confidence: .guess, range: .nonNegative, keyPath: \.windowResizeTransitionDuration,
              summary: "How long a window change's transition runs (Split View, Slide Over, Stage Manager); `wait until settled` waits for it"),
        .init(name: "sheetSafeAreaTop", unit: .points, section: "layout 3", confidence: .guess, range: .nonNegative, keyPath: \.sheetSafeAreaTop,
              summary: "The safe-area top inset of an edge-attached sheet's root view (layout rules 25, U2: inferred, never printed)"),
        .init(name: "tabBarHeight", unit: .points, section: "layout 3", confidence: .guess, keyPath: \.tabBarHeight,
              summary: "A tab bar's height on a phone in regular height; its children's safe area grows by it"),
        .init(name: "tabBarHeightCompact", unit: .points, section: "layout 3", confidence: .guess, keyPath: \.tabBarHeightCompact,
              summary: "A tab bar's height in compact height"),
        .init(name: "tabBarHeightPad", unit: .points, section: "layout 3", confidence: .guess, keyPath: \.tabBarHeightPad,
              summary: "A tab bar's height on iPad"),
        .init(name: "systemMinimumLayoutMarginCompact", unit: .points, section: "layout 4", confidence: .documented, range: .nonNegative, keyPath: \.systemMinimumLayoutMarginCompact,
              summary: "A root view's minimum side margin below `layoutMarginRegularWidth` (layout rules 30)"),
        .init(name: "systemMinimumLayoutMarginRegular", unit: .points, section: "layout 4", confidence: .documented, range: .nonNegative, keyPath: \.systemMinimumLayoutMarginRegular,
              summary: "A root view's minimum side margin from `layoutMarginRegularWidth` on"),
        .init(name: "layoutMarginRegularWidth", unit: .points, section: "layout 4", confidence: .guess, keyPath: \.layoutMarginRegularWidth,
              summary: "Views at least this wide get the wide minimum margin (U4: width decides, the cut is unmeasured)"),
        .init(name: "readableContentWidth", unit: .points, section: "layout 4", confidence: .observed, keyPath: \.readableContentWidth,
              summary: "The readable content guide's widest width at the default Dynamic Type size (layout rules 35)"),
        .init(name: "navigationBarHeight", unit: .points, section: "layout 6", confidence: .observed, keyPath: \.navigationBarHeight,
              summary: "A navigation bar full screen on a phone in regular height (layout rules 40)"),
        .init(name: "navigationBarHeightCompact", unit: .points, section: "layout 6", confidence: .observed, keyPath: \.navigationBarHeightCompact,
              summary: "A navigation bar on a phone in compact height, in a sheet too"),
        .init(name: "navigationBarHeightPad", unit: .points, section: "layout 6", confidence: .observed, keyPath: \.navigationBarHeightPad,
              summary: "A navigation bar full screen on iPad"),
        .init(name: "navigationBarHeightSheet", unit: .points, section: "layout 6", confidence: .observed, keyPath: \.navigationBarHeightSheet,
              summary: "A navigation bar in a sheet, iPhone and iPad"),
        .init(name: "largeTitleHeight", unit: .points, section: "layout 6", confidence: .observed, range: .nonNegative, keyPath: \.largeTitleHeight,
              summary: "What an expanded large title adds to the bar (layout rules 42; 108 in a sheet is GUESS, U6)"),
        .init(name: "largeTitleCollapseDistance", unit: .points, section: "layout 6", confidence: .guess, keyPath: \.largeTitleCollapseDistance,
              summary: "The scroll over which a large title shrinks to inline, in proportion (layout rules 44, U6)"),
        .init(name: "swipeActionWidth", unit: .points, section: "layout 9", confidence: .guess, keyPath: \.swipeActionWidth,
              summary: "One swipe action button's width; a swipe past half the actions' width leaves them open"),
        .init(name: "fullSwipeFraction", unit: .ratio, section: "layout 9", confidence: .guess, range: .openUnitInterval, keyPath: \.fullSwipeFraction,
              summary: "A swipe past this fraction of the row's width is a full swipe"),
        .init(name: "swipeActionsAnimationDuration", unit: .seconds, section: "layout 9", confidence: .guess, range: .nonNegative, keyPath: \.swipeActionsAnimationDuration,
              summary: "How long a row takes to close its swipe actions; `tableView(_:didEndEditingRowAt:)` comes at the end"),
        .init(name: "popoverArrowLength", unit: .points, section: "8.2", confidence: .guess, range: .nonNegative, keyPath: \.popoverArrowLength,
              summary: "How far a popover's arrow reaches from its content to its anchor (no source gives popover figures)"),
        .init(name: "popoverScreenMargin", unit: .points, section: "8.2", confidence: .guess, range: .nonNegative, keyPath: \.popoverScreenMargin,
              summary: "The least distance between a popover and the edges of the window's safe area"),
        .init(name: "popoverTransitionDuration", unit: .seconds, section: "8.3", confidence: .guess, range: .nonNegative, keyPath: \.popoverTransitionDuration,
              summary: "How long a popover's presentation and dismissal run; `wait until settled` waits for them"),
        .init(name: "floatingSheetSideInset", unit: .points, section: "9.1", confidence: .guess, range: .nonNegative, keyPath: \.floatingSheetSideInset,
              summary: "iOS 26: how far a sheet below full height floats in from each side of the safe area (no source gives a number)"),
        .init(name: "floatingSheetBottomInset", unit: .points, section: "9.1", confidence: .guess, range: .nonNegative, keyPath: \.floatingSheetBottomInset,
              summary: "iOS 26: how far a floating sheet stands above the screen's bottom edge (no source; the side inset's value)"),
        .init(name: "floatingSheetCornerRadius", unit: .points, section: "9.1", confidence: .guess, range: .nonNegative, keyPath: \.floatingSheetCornerRadius,
              summary: "iOS 26: a floating sheet's corner radius, all four corners (one design-token write-up's approximate 40 pt, weak)"),
        .init(name: "attachedSheetCornerRadius", unit: .points, section: "9.1", confidence: .guess, range: .nonNegative, keyPath: \.attachedSheetCornerRadius,
              summary: "iOS 26: the top corners' radius of a sheet attached at full height (the same write-up's one radius for every iOS 26 sheet)"),
        .init(name: "floatingSheetAttachFraction", unit: .ratio, section: "9.1", confidence: .guess, range: .unitInterval, keyPath: \.floatingSheetAttachFraction,
              summary: "iOS 26: the fraction of `maximumDetentValue` above which a floating sheet starts to attach (one user saw the glass change above about 0.9)"),
        .init(name: "floatingSheetAttachExponent", unit: .ratio, section: "9.1", confidence: .guess, range: .positive, keyPath: \.floatingSheetAttachExponent,
              summary: "iOS 26: the shape of the floating-to-attached blend, progress = t^exponent over the attach band (1 is linear; Apple says only \"gradually\")"),
        .init(name: "navigationBarHeight26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.navigationBarHeight26,
              summary: "iOS 26: a navigation bar full screen on a phone in regular height (no source gives it; iOS 18's 44)"),
        .init(name: "navigationBarHeightCompact26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.navigationBarHeightCompact26,
              summary: "iOS 26: a navigation bar on a phone in compact height, in a sheet too (no source; iOS 18's 32)"),
        .init(name: "navigationBarHeightPad26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.navigationBarHeightPad26,
              summary: "iOS 26: a navigation bar full screen on iPad (no source; iOS 18's 50)"),
        .init(name: "navigationBarHeightSheet26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.navigationBarHeightSheet26,
              summary: "iOS 26: a navigation bar in a sheet, iPhone and iPad (no source; iOS 18's 56)"),
        .init(name: "largeTitleHeight26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.largeTitleHeight26,
              summary: "iOS 26: what an expanded large title adds to the bar (no source; iOS 18's 52)"),
        .init(name: "toolbarHeight", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.toolbarHeight,
              summary: "A navigation controller's toolbar on a phone in regular height, in a sheet too (no reference gives it; the commonly seen 44)"),
        .init(name: "toolbarHeightCompact", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.toolbarHeightCompact,
              summary: "A toolbar on a phone in compact height (the compact bars' 32)"),
        .init(name: "toolbarHeightPad", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.toolbarHeightPad,
              summary: "A toolbar on iPad (iPadOS 12's 50 pt bars, layout rules 40)"),
        .init(name: "toolbarHeight26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.toolbarHeight26,
              summary: "iOS 26: a toolbar on a phone in regular height (no source; toolbarHeight's 44)"),
        .init(name: "toolbarHeightCompact26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.toolbarHeightCompact26,
              summary: "iOS 26: a toolbar on a phone in compact height (no source; toolbarHeightCompact's 32)"),
        .init(name: "toolbarHeightPad26", unit: .points, section: "9.7", confidence: .guess, range: .nonNegative, keyPath: \.toolbarHeightPad26,
              summary: "iOS 26: a toolbar on iPad (no source; toolbarHeightPad's 50)"),
        .init(name: "contextTransitionDuration", unit: .seconds, section: "10.3", confidence: .guess, range: .nonNegative, keyPath: \.contextTransitionDuration,
              summary: "How long a `currentContext` or `overCurrentContext` presentation and dismissal run (unsourced; the sheet's transition length by analogy)"),
        .init(name: "barButtonItemWidth", unit: .points, section: "10.6", confidence: .guess, range: .positive, keyPath: \.barButtonItemWidth,
              summary: "One bar button item's width in a navigation bar, where a popover anchored to it points (unsourced)"),
        .init(name: "barButtonItemEdgeInset", unit: .points, section: "10.6", confidence: .guess, range: .nonNegative, keyPath: \.barButtonItemEdgeInset,
              summary: "How far the outermost bar button item stands in from the navigation bar's edge, inside its safe area (unsourced)"),
        .init(name: "alertTransitionDuration", unit: .seconds, section: "11.2", confidence: .guess, range: .nonNegative, keyPath: \.alertTransitionDuration,
              summary: "How long an alert's or action sheet's presentation and dismissal run (no source)"),
        .init(name: "alertWidth", unit: .points, section: "11.2", confidence: .guess, range: .positive, keyPath: \.alertWidth,
              summary: "A centred alert's width, for drawing and hit tests (no source)"),
        .init(name: "alertActionHeight", unit: .points, section: "11.2", confidence: .guess, range: .positive, keyPath: \.alertActionHeight,
              summary: "One alert action button's height, and the title area's (no source)"),
        .init(name: "actionSheetMargin", unit: .points, section: "11.2", confidence: .guess, range: .nonNegative, keyPath: \.actionSheetMargin,
              summary: "The gap around a bottom action sheet and before its cancel button (no source)"),
        .init(name: "actionSheetPopoverWidth", unit: .points, section: "11.2", confidence: .guess, range: .positive, keyPath: \.actionSheetPopoverWidth,
              summary: "The width of an action sheet shown as a popover (no source)"),
        .init(name: "windowMinimumWidth", unit: .points, section: "split 13", confidence: .guess, range: .windowMinimum, keyPath: \.windowMinimumWidth,
              summary: "iPadOS 26: the narrowest window the system lets the user make (unpublished; at most Apple's example app minimum of 500 pt)"),
        .init(name: "windowMinimumHeight", unit: .points, section: "split 13", confidence: .guess, range: .windowMinimum, keyPath: \.windowMinimumHeight,
              summary: "iPadOS 26: the shortest window the system lets the user make (unpublished)"),
        .init(name: "minimizedTabBarHeight26", unit: .points, section: "containers 7", confidence: .guess, range: .positive, keyPath: \.minimizedTabBarHeight26,
              summary: "iOS 26 iPhone: a minimized tab bar's height, where an inline bottom accessory sits beside it (unpublished)"),
        .init(name: "bottomAccessoryHeight26", unit: .points, section: "containers 7", confidence: .guess, range: .positive, keyPath: \.bottomAccessoryHeight26,
              summary: "iOS 26 iPhone: a bottom accessory's height above the expanded tab bar, added to the tabs' bottom safe area (unpublished)"),
        .init(name: "windowControlsWidth", unit: .points, section: "split 14", confidence: .guess, range: .windowControls, keyPath: \.windowControlsWidth,
              summary: "iPadOS 26: the leading corner region an app built with the iOS 26 SDK keeps clear for the window controls in its navigation bar, which the corner-adapted layout guides avoid (unified style; size unpublished)"),
        .init(name: "windowControlsMinimalWidth", unit: .points, section: "split 14", confidence: .guess, range: .windowControls, keyPath: \.windowControlsMinimalWidth,
              summary: "iPadOS 26: that region with the minimal windowing control style (size unpublished)"),
        .init(name: "legacyWindowControlsTopInset", unit: .points, section: "split 14", confidence: .guess, range: .windowControls, keyPath: \.legacyWindowControlsTopInset,
              summary: "iPadOS 26: the safe area added above an app built with an older SDK, where its window controls go (size unpublished)"),
        .init(name: "sheetEdgePlacementInset", unit: .points, section: "12", confidence: .guess, range: .windowControls, keyPath: \.sheetEdgePlacementInset,
              summary: "iOS 27: how far a sheet placed on the leading or trailing edge stands in from that side of the safe area (unpublished)"),
        .init(name: "sheetEdgePlacementWidth", unit: .points, section: "12", confidence: .guess, range: .positive, keyPath: \.sheetEdgePlacementWidth,
              summary: "iOS 27: the widest a sheet placed on the leading or trailing edge is; narrower sheets keep their width (unpublished)"),
    ]

    /// The catalog row named `name`, or nil.
    public static func info(named name: String) -> MetricInfo? {
        catalog.first { $0.name == name }
    }
}

extension UIKitMetrics {
    /// The dimming view's alpha at full dim: 0.2 in light mode, 0.48 in dark mode (SheetRules 2.3).
    public func fullDimmingAlpha(for style: UserInterfaceStyle) -> Double {
        style == .dark ? dimmingAlphaDark : dimmingAlphaLight
    }
}
