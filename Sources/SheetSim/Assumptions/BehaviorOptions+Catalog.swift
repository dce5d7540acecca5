/// One row of ``BehaviorOptions/catalog``: an unconfirmed fact's setting by name, the values it
/// takes, and the section of the behaviour rules it stands for.
public struct OptionInfo: Sendable {
    public let name: String
    /// The values a scenario can write, e.g. `["atRelease", "afterSettle"]`.
    public let values: [String]
    /// The rules section the option stands for.
    public let section: String
    /// How far the sources go: they disagree, they suggest the default, or none speaks to it.
    public let confidence: OptionConfidence
    /// The fact the option stands for, in a sentence or two (the options table's last column).
    public let summary: String
    let read: @Sendable (BehaviorOptions) -> String
    let write: @Sendable (inout BehaviorOptions, String) -> Bool

    /// The value in `options`.
    public func value(in options: BehaviorOptions) -> String { read(options) }

    /// The reference reading (``BehaviorOptions/reference``).
    public var defaultValue: String { read(.reference) }

    /// Sets the option to `value`; false (and no change) when `value` is not one of ``values``.
    @discardableResult
    public func set(_ value: String, in options: inout BehaviorOptions) -> Bool { write(&options, value) }

    /// A setting with named choices.
    static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<BehaviorOptions, Value> & Sendable, section: String,
        confidence: OptionConfidence, summary: String
    ) -> OptionInfo where Value.RawValue == String {
        OptionInfo(name: name, values: Value.allCases.map(\.rawValue), section: section, confidence: confidence, summary: summary,
                   read: { $0[keyPath: keyPath].rawValue },
                   write: { options, text in
                       guard let value = Value(rawValue: text) else { return false }
                       options[keyPath: keyPath] = value
                       return true
                   })
    }

    /// An on/off setting.
    static func flag(_ name: String, _ keyPath: WritableKeyPath<BehaviorOptions, Bool> & Sendable, section: String,
                     confidence: OptionConfidence, summary: String) -> OptionInfo {
        OptionInfo(name: name, values: ["true", "false"], section: section, confidence: confidence, summary: summary,
                   read: { String($0[keyPath: keyPath]) },
                   write: { options, text in
                       guard let value = Bool(text) else { return false }
                       options[keyPath: keyPath] = value
                       return true
                   })
    }
}

/// How much the sources say about an unconfirmed fact: every option stands for one that no
/// source settles, so this is never Apple's word, only how the doubt is shaped.
public enum OptionConfidence: String, Sendable, CaseIterable {
    /// Sources disagree; the default follows the stronger one.
    case disputed = "DISPUTED"
    /// One source or an inference suggests the default; nothing confirms it.
    case guess = "GUESS"
    /// No source speaks to it; the default is SheetSim's assumption.
    case unknown = "UNKNOWN"
}

extension BehaviorOptions {
    /// Every option as data: what `option NAME = VALUE` sets, what the documentation and the
    /// REPL's completion list.
    public static let catalog: [OptionInfo] = [
        .choice("detentChangeTiming", \.detentChangeTiming, section: "3", confidence: .disputed,
                summary: "When `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is sent after a drag (or grabber or dimming tap) settles on another detent: as the settle animation starts, or once it ends."),
        .flag("viewIsAppearingOnCancel", \.viewIsAppearingOnCancel, section: "4.5", confidence: .guess,
                summary: "Whether `viewIsAppearing(_:)` fires again when a swipe dismissal is cancelled, between the repeated `viewWillAppear` and `viewDidAppear`."),
        .choice("didDismissOrder", \.didDismissOrder, section: "4.4", confidence: .guess,
                summary: "Whether `presentationControllerDidDismiss(_:)` comes after the presented controller's `viewDidDisappear(_:)` or before it, at the end of a user-initiated dismissal."),
        .choice("coordinatorCompletionOrder", \.coordinatorCompletionOrder, section: "4.5", confidence: .unknown,
                summary: "Where the completion block of `animate(alongsideTransition:completion:)` runs among the callbacks that end a presentation or dismissal: right after the presentation controller's `presentationTransitionDidEnd(_:)`/`dismissalTransitionDidEnd(_:)`, or after the controllers' `viewDidAppear(_:)`/`viewDidDisappear(_:)` too."),
        .choice("grabberCycleDirection", \.grabberCycleDirection, section: "2.3", confidence: .disputed,
                summary: "Which way a grabber tap moves with three or more detents. With two it toggles either way."),
        .flag("dimmingTapSendsDidAttemptToDismiss", \.dimmingTapSendsDidAttemptToDismiss, section: "4.7", confidence: .guess,
                summary: "Whether a dimming-view tap that may not dismiss (`isModalInPresentation`, or ShouldDismiss returned false) sends `presentationControllerDidAttemptToDismiss(_:)`."),
        .choice("attemptMeasure", \.attemptMeasure, section: "3", confidence: .guess,
                summary: "What \"pulled a quarter of the bottom extent past the smallest detent\" measures, the moment a refused drag sends `presentationControllerDidAttemptToDismiss(_:)`."),
        .flag("floatingSheetsHaveDetents", \.floatingSheetsHaveDetents, section: "2.6", confidence: .guess,
                summary: "Whether detents and dragging between them apply to floating (iPad regular-width) sheets in iOS 15–18."),
        .choice("padPageSheetAttachment", \.padPageSheetAttachment, section: "2.6", confidence: .guess,
                summary: "Whether a page sheet in a regular-width iPad window (iOS 15–17, and iOS 18 with page sizing) floats like the form sheet or is attached to the bottom edge."),
        .choice("prefersPageSizingDefault", \.prefersPageSizingDefault, section: "1.1", confidence: .disputed,
                summary: "The default of `prefersPageSizing` when the app leaves it unset."),
        .flag("viewIsAppearingBackDeployed", \.viewIsAppearingBackDeployed, section: "4.1", confidence: .guess,
                summary: "Whether `viewIsAppearing(_:)` is called on iOS 15 and 16. It shipped with the iOS 17 SDK and is back-deployed to iOS 13 for apps built with that SDK (SheetRules 4.1)."),
        .choice("navigationTransitionForwarding", \.navigationTransitionForwarding, section: "split 5.4", confidence: .disputed,
                summary: "Which children of a `UINavigationController` hear `viewWillTransition(to:with:)` and the trait callbacks when the window rotates or resizes."),
        .choice("launchTraitCollectionDidChange", \.launchTraitCollectionDidChange, section: "split 5.3", confidence: .disputed,
                summary: "Which controllers hear `traitCollectionDidChange(_:)` when the app's first root joins the window: every one (iOS 12 and earlier, where a controller had no traits before), or only those whose traits differ from what UIKit predicted when it created them (iOS 13 on)."),
        .choice("launchTraitCollectionDidChangeTiming", \.launchTraitCollectionDidChangeTiming, section: "split 5.5", confidence: .guess,
                summary: "When a controller hears the launch's `traitCollectionDidChange(_:)`: as its view enters the window, after `viewWillAppear(_:)` and before `viewIsAppearing(_:)` and layout; or as it joins the hierarchy, before `viewWillAppear(_:)`."),
        .choice("didSelectTabTiming", \.didSelectTabTiming, section: "containers 7", confidence: .guess,
                summary: "Where a tab bar controller built from `UITab`s tells its delegate `tabBarController(_:didSelectTab:previousTab:)` in a tab switch: after the tabs' appearance callbacks, as the classic `tabBarController(_:didSelect:)`, or before them."),
        .choice("compactHiddenSelection", \.compactHiddenSelection, section: "containers 7", confidence: .unknown,
                summary: "What a tab bar controller of `UITab`s selects when it becomes horizontally compact and `compactTabIdentifiers` leaves the selected tab out of its tab bar: the selection stays, or the first tab the bar shows is selected as in code."),
        .choice("floatingSheetHorizontalSizeClass", \.floatingSheetHorizontalSizeClass, section: "layout U5", confidence: .unknown,
                summary: "Whether the content of a floating form sheet on iPad reports a compact or a regular horizontal size class (it changes, for example, the layout margins it gets)."),
        .choice("settleOvershoot", \.settleOvershoot, section: "2.7", confidence: .guess,
                summary: "How far the spring that settles a released sheet may carry it past its largest detent."),
        .choice("splitViewProposedTopColumn", \.splitViewProposedTopColumn, section: "split U3", confidence: .guess,
                summary: "Which column a column-style split view controller proposes to `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` when it has no compact column's controller (with one, Apple says it proposes `.compact`)."),
        .choice("splitViewExpandProposal", \.splitViewExpandProposal, section: "split U4", confidence: .unknown,
                summary: "Which display mode a column-style expand proposes to `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` (and a classic expand takes)."),
        .choice("splitViewDisplayModeWhileCollapsed", \.splitViewDisplayModeWhileCollapsed, section: "split U10", confidence: .unknown,
                summary: "What `displayMode` reads while the controller is collapsed, where it has no effect."),
        .flag("splitViewWillChangeOnEveryAssignment", \.splitViewWillChangeOnEveryAssignment, section: "split U9", confidence: .disputed,
                summary: "Whether `splitViewController(_:willChangeTo:)` comes when `preferredDisplayMode` is assigned a value that does not change the mode in effect."),
        .choice("splitViewCollapseCallbackOrder", \.splitViewCollapseCallbackOrder, section: "split U1", confidence: .guess,
                summary: "The order of the delegate calls inside a column-style collapse or expand."),
        .choice("splitViewOverlayTripleColumnMode", \.splitViewOverlayTripleColumnMode, section: "split U5", confidence: .unknown,
                summary: "What `.automatic` shows for a triple-column controller under the overlay behaviour (portrait and narrow windows)."),
        .choice("splitViewChildTransitionSize", \.splitViewChildTransitionSize, section: "split 5.1", confidence: .guess,
                summary: "Which size a split view controller's column hears in `viewWillTransition(to:with:)`: its column's frame, or (as openradar 22885931 saw on iOS 9) the width beside a tiled primary."),
        .choice("splitViewSecondaryOnlyButtonOverlayMode", \.splitViewSecondaryOnlyButtonOverlayMode, section: "split 8", confidence: .unknown,
                summary: "Where a triple-column controller's secondary-only button goes under the overlay behaviour when no earlier mode is remembered."),
        .choice("splitViewShowSecondaryWhenExpanded", \.splitViewShowSecondaryWhenExpanded, section: "split 10", confidence: .disputed,
                summary: "What `show(.secondary)` does on an expanded column-style controller."),
        .flag("splitViewColumnCallbacksOnRotation", \.splitViewColumnCallbacksOnRotation, section: "split U17", confidence: .guess,
                summary: "Whether a rotation (or window change) that keeps the controller expanded but changes its automatic display mode sends `willShow`/`willHide` for the columns."),
        .flag("splitViewViewControllersReportsWrappers", \.splitViewViewControllersReportsWrappers, section: "split U15", confidence: .unknown,
                summary: "Whether a column-style controller's `viewControllers` holds the navigation controllers UIKit wraps the columns in, or the columns' own controllers (`viewController(for:)` returns the latter either way)."),
        .flag("splitViewGestureInTile", \.splitViewGestureInTile, section: "split U16", confidence: .unknown,
                summary: "Whether the interactive sidebar gesture also works under the tile behaviour."),
        .flag("splitViewInspectorSheetColumnCallbacks", \.splitViewInspectorSheetColumnCallbacks, section: "split 12", confidence: .unknown,
                summary: "Whether the inspector turning into a sheet at a collapse (and back into a column at an expand) tells the delegate `willHide`/`didHide` (`willShow`/`didShow`) for the inspector column."),
        .choice("presentationTransitionLayout", \.presentationTransitionLayout, section: "layout U9", confidence: .guess,
                summary: "Whether the present and dismiss transitions move a view already laid out at its resting size, or resize it every frame as the drag between detents does."),
        .choice("growingResizeTiming", \.growingResizeTiming, section: "layout 2", confidence: .guess,
                summary: "When an animated move to a larger detent gives the view its new size."),
        .choice("detentViewSizing", \.detentViewSizing, section: "layout 2", confidence: .disputed,
                summary: "How tall the presented view is while the sheet rests on, settles to or is dragged between detents smaller than full height: resized from its top edge, or kept at the size of the full-height frame and only moved down."),
        .choice("rubberBandAboveLargest", \.rubberBandAboveLargest, section: "layout U11", confidence: .unknown,
                summary: "Whether a drag above the largest detent stretches the view or moves it (layout rules U11)."),
        .choice("layoutMarginsSafeAreaCombination", \.layoutMarginsSafeAreaCombination, section: "layout U3", confidence: .guess,
                summary: "How a root view's margins and its safe area combine on an edge with both (layout rules U3), e.g. a notched phone's landscape side: 44 + 20 = 64, or 44."),
        .choice("geometryCallbackOrder", \.geometryCallbackOrder, section: "layout U8", confidence: .guess,
                summary: "Which of `viewSafeAreaInsetsDidChange` and `viewLayoutMarginsDidChange` comes first when one layout pass changes both (layout rules U8)."),
        .flag("grabberInsetsContent", \.grabberInsetsContent, section: "layout U12", confidence: .unknown,
                summary: "Whether a visible grabber pushes the sheet's content down (layout rules U12; UIKit has a private `_insetsContentViewForGrabber` whose default nobody checked)."),
        .flag("ignoresTouchesDuringWindowTransition", \.ignoresTouchesDuringWindowTransition, section: "split 5.1", confidence: .guess,
                summary: "Whether a touch that begins while a rotation or window change animates is ignored, with a warning (UIKit ignored interaction events during a rotation on iOS 9–10, as observed; unconfirmed since, and for window resizes). Off: touches go through."),
        .flag("resizeResignsActive", \.resizeResignsActive, section: "split 5.2", confidence: .guess,
                summary: "Whether a multitasking resize makes the app inactive while it runs: will-resign-active before the setup callbacks, did-become-active after them (observed of an application delegate; GUESS for a scene's delegate). Off: only Slide Over makes it inactive."),
        .choice("didBecomeActiveTiming", \.didBecomeActiveTiming, section: "split 5.2", confidence: .guess,
                summary: "When the app becomes active again after a multitasking resize: at the window transition's end, with the completion blocks (split view rules 5.4), or right after the setup callbacks (the observed order, which says nothing of the animation between)."),
        .choice("popoverArrowPreference", \.popoverArrowPreference, section: "8.2", confidence: .unknown,
                summary: "The order in which a popover tries the directions its arrow may point; the first where its content fits wins. No source gives UIKit's choice."),
        .choice("popoverAnchorWithoutSourceRect", \.popoverAnchorWithoutSourceRect, section: "8.2", confidence: .unknown,
                summary: "What a popover with a `sourceView` and no `sourceRect` points at: the view's bounds, or its origin."),
        .choice("popoverAdaptation", \.popoverAdaptation, section: "8.5", confidence: .guess,
                summary: "Whether a popover on screen becomes its adaptive sheet at once when the window turns compact (and a popover again when it turns regular), or only when it is next presented."),
        .choice("popoverReposition", \.popoverReposition, section: "8.5", confidence: .disputed,
                summary: "Whether a size change re-anchors a popover shown from a source view and calls `popoverPresentationController(_:willRepositionPopoverTo:in:)`, or (as observed on iOS 8–9) leaves it where it was."),
        .flag("floatingDetentsIncludeBottomSafeArea", \.floatingDetentsIncludeBottomSafeArea, section: "9.2", confidence: .guess,
                summary: "iOS 26: whether a floating sheet keeps the window's bottom safe-area inset inside it as padding on top of its detent's value (observed of custom and content-sized detents by Bluesky and TrueSheet; applied to every detent). Off: a floating sheet is exactly its value tall, as the SDK header says."),
        .choice("presenterScaleBehindLargeSheet", \.presenterScaleBehindLargeSheet, section: "9.3", confidence: .unknown,
                summary: "Whether the presenter scales down behind a `.large()` sheet on iPhone: `osProfile` takes the release's answer (yes on iOS 15–18, read from UIKit; on iOS 26 no source says, and the profile chooses yes, a GUESS)."),
        .choice("updatePropertiesOrder", \.updatePropertiesOrder, section: "9.5", confidence: .guess,
                summary: "iOS 26: where a controller's `updateProperties()` comes in a layout pass: right before its own `viewWillLayoutSubviews()` (by analogy with a view's `layoutSubviews()`), or every controller's before any layout callback. Apple documents only that the update pass follows the traits update and precedes layout."),
        .choice("largeTitlePlacement26", \.largeTitlePlacement26, section: "9.7", confidence: .guess,
                summary: "iOS 26: whether an expanded large title is drawn inside the navigation bar, as on iOS 15–18 (no source says a UIKit bar changed), or outside it, below the bar, as observed of SwiftUI; outside, the bar's frame leaves the title out and the content still starts below it (GUESS)."),
        .choice("contextStylesInCompactWidth", \.contextStylesInCompactWidth, section: "10.4", confidence: .guess,
                summary: "What `currentContext` and `overCurrentContext` become in a horizontally compact environment: `fullScreen` and `overFullScreen` (the archived guide documents the first; the second is a GUESS by the same rule), or they keep their context."),
        .choice("currentContextPresenterCallbacks", \.currentContextPresenterCallbacks, section: "10.3", confidence: .guess,
                summary: "Whether the controller defining the context (and the children it shows) hears viewWillDisappear/viewDidDisappear, and the reverse on dismissal, when a `currentContext` presentation removes its views. UIKit documents the removal only."),
        .choice("alertActionHandlerOrder", \.alertActionHandlerOrder, section: "11.3", confidence: .guess,
                summary: "Where a tapped alert action's handler runs: after the alert's `viewDidDisappear(_:)` (observed by Point-Free, who defer their own dismissal callback to keep \"action, then dismissed\"), or before its `viewWillDisappear(_:)`."),
        .flag("actionSheetTapOutsideRunsCancelHandler", \.actionSheetTapOutsideRunsCancelHandler, section: "11.4", confidence: .unknown,
                summary: "Whether a tap outside an action sheet (at the bottom of an iPhone, or a popover on iPad) runs its cancel action's handler as it dismisses it. Commonly believed; no source found. iOS 26's anchored iPhone action sheet always cancels (documented)."),
        .flag("actionSheetPopoverHidesCancelButton", \.actionSheetPopoverHidesCancelButton, section: "11.2", confidence: .unknown,
                summary: "Whether an iPad action sheet shown as a popover hides its cancel button (a tap outside stands for it). Commonly believed; no source found."),
        .choice("windowResizeCommits", \.windowResizeCommits, section: "split 13", confidence: .guess,
                summary: "iPadOS 26: how often a live window resize (`resize window to …`) commits a size, each with its size transition and layout: every display frame of the drag, or once at its end. No source says how often UIKit commits."),
        .choice("automaticTabBarMinimizeBehavior", \.automaticTabBarMinimizeBehavior, section: "containers 7", confidence: .guess,
                summary: "iOS 26 iPhone: what `tabBarMinimizeBehavior` `.automatic` does: never minimize, or minimize on a scroll down. Apple says only that the system decides."),
        .choice("minimizedTabBarSafeArea", \.minimizedTabBarSafeArea, section: "containers 7", confidence: .guess,
                summary: "iOS 26 iPhone: a tab's bottom safe area while the tab bar is minimized: the expanded bar's (and the accessory's), so the content does not move as it scrolls, or the minimized bar's. No source says."),
        .choice("automaticWindowingControlStyle", \.automaticWindowingControlStyle, section: "split 14", confidence: .guess,
                summary: "iPadOS 26: what `preferredWindowingControlStyle` `.automatic` (the default) gives an app built with the iOS 26 SDK: the unified style's controls in line in the navigation bar, or the minimal style's. Apple says only that the system chooses."),
        .choice("automaticSheetPlacement", \.automaticSheetPlacement, section: "12", confidence: .guess,
                summary: "iOS 27: where a sheet whose `preferredPlacement` is `.automatic` (the default) goes on a regular-width iPad: centred, as before iOS 27, or on the leading or trailing edge. Apple says only that the system chooses."),
        .choice("resizableIPhoneApps", \.resizableIPhoneApps, section: "split 15", confidence: .guess,
                summary: "iOS 27: whether an iPhone app's window can be resized (`window width W height H` on an iPhone), staying horizontally compact and hearing only `viewWillTransition(to:with:)`, as developers observed of the iOS 27 betas (OBS; release behaviour unconfirmed). `osProfile`: from iOS 27 only."),
        .choice("swiftUIBindingWriteBack", \.swiftUIBindingWriteBack, section: "swiftui Binding write-back", confidence: .guess,
                summary: "When a swipe dismissal writes a SwiftUI presentation's binding back to false or nil: at the very end of the dismissal, from the content's `viewDidDisappear` (observed: FlowStacks #69, swift-navigation 418a57db), or as the swipe starts dismissing (a wrapper's workaround; a cancelled swipe writes it true again)."),
        .choice("swiftUIOnDismissOrder", \.swiftUIOnDismissOrder, section: "swiftui onDismiss", confidence: .guess,
                summary: "Whether a presentation's `onDismiss`, which runs after the dismissal animation (observed: swift-navigation 418a57db), comes after the binding's write-back at the same instant or before it. No source orders the two."),
        .choice("swiftUIOnAppearTiming", \.swiftUIOnAppearTiming, section: "swiftui onAppear", confidence: .guess,
                summary: "When a SwiftUI view's `onAppear` (and `.task` start) runs against its hosting controller's callbacks: before `viewDidAppear`, after the first layout (`viewIsAppearing`, else `viewWillAppear`), as Apple's \"before the first rendered frame\" suggests, or after `viewDidAppear`."),
        .choice("swiftUIOnDisappearTiming", \.swiftUIOnDisappearTiming, section: "swiftui onDisappear", confidence: .guess,
                summary: "When a SwiftUI view's `onDisappear` (and `.task` cancel) runs: after `viewDidDisappear`, as Apple's \"not until the view has disappeared\" suggests, or after `viewWillDisappear`."),
        .flag("swiftUICancelledSwipeRepeatsAppearance", \.swiftUICancelledSwipeRepeatsAppearance, section: "swiftui Cancelled swipe", confidence: .guess,
                summary: "Whether a cancelled swipe on a SwiftUI sheet runs the content's `onDisappear` then `onAppear`, as UIKit repeats its appearance callbacks. Off (the GUESS from UIKit's documentation): the binding stays true and neither `onDismiss` nor `onDisappear` runs."),
        .flag("swiftUIFullScreenCoverPresenterOnDisappear", \.swiftUIFullScreenCoverPresenterOnDisappear, section: "swiftui Full-screen covers", confidence: .unknown,
                summary: "Whether the view presenting a `fullScreenCover` runs `onDisappear` when UIKit removes its views after the transition (and `onAppear` when they come back). No source says; on by default."),
        .choice("swiftUITaskCancelTiming", \.swiftUITaskCancelTiming, section: "swiftui task", confidence: .guess,
                summary: "When a SwiftUI view's `.task` is cancelled once the view disappears: with its `onDisappear`, or on the next turn of the main queue. Apple's documentation (as summarised) ties the task to the view's identity and says no more."),
        .choice("swiftUINavigationPathWriteBack", \.swiftUINavigationPathWriteBack, section: "swiftui The user's pop, written back", confidence: .guess,
                summary: "When a NavigationStack's path binding is written back after the user changed the stack (back button, completed edge swipe): when the navigation controller's delegate hears didShow, at the transition's end (a cancelled swipe writes nothing), or at willShow, as it begins (a cancelled swipe writes the old path back)."),
        .flag("swiftUIPushedViewOnDisappearOnCancelledPop", \.swiftUIPushedViewOnDisappearOnCancelledPop, section: "swiftui onAppear and onDisappear of pushed views", confidence: .guess,
                summary: "Whether a pushed SwiftUI view runs onDisappear when an edge swipe starts popping it (and onAppear again when the swipe is cancelled). Off (the GUESS from Apple's \"not until the view has disappeared\"): a cancelled swipe runs neither."),
        .choice("swiftUIDismissInStack", \.swiftUIDismissInStack, section: "swiftui dismiss in a navigation container", confidence: .guess,
                summary: "What @Environment(\\.dismiss) in a pushed view of a path-driven NavigationStack does first: writes the path without the view and the stack follows, or pops and the path is written back as for the back button."),
        .choice("swiftUIColumnVisibilityWriteBack", \.swiftUIColumnVisibilityWriteBack, section: "swiftui NavigationSplitView's bindings", confidence: .guess,
                summary: "Whether a NavigationSplitView's columnVisibility binding follows the display mode UIKit changes to (the display-mode button, the sidebar gesture, a rotation), written when the delegate hears willChangeTo, or is never written back."),
        .choice("swiftUICustomBindingNavigationOnAppear", \.swiftUICustomBindingNavigationOnAppear, section: "swiftui Release quirks", confidence: .guess,
                summary: "Whether the glitch observed from the iOS 18.4 SDK to iOS 26 is replayed for a NavigationStack declared customBinding: several views pushed at once run onAppear of the ones beneath the top, which never show, and going back to them runs none. Off by default (an opt-in replay); replayed only on OS profiles with customBindingStackOnAppear."),
        .choice("swiftUIDialogBindingWrite", \.swiftUIDialogBindingWrite, section: "swiftui Alerts and confirmation dialogs", confidence: .guess,
                summary: "When a SwiftUI alert's or confirmation dialog's button writes its binding false (Apple says only that the system sets it false and dismisses): in the tapped action's handler after the button's action (Point-Free's SwiftUI mirror keeps \"action, then dismissed\"), or when the alert controller's dismissal ends, as other presentations' write-back."),
        .choice("swiftUIRePresentAfterDismissAndPop", \.swiftUIRePresentAfterDismissAndPop, section: "swiftui Release quirks", confidence: .guess,
                summary: "Whether a sheet the app's state dismisses while the pushed view presenting it is popped (the two transitions overlapping) comes back once both are over, as observed on iOS 18 and 26 in a state-driven (TCA) app: `off` (vanilla SwiftUI, which the same report says does not re-present) or `stateDriven` (the popped view still renders the state that presented it, and asks again: presented from its stack's navigation controller on OS profiles with rePresentAfterDismissAndPop, refused with UIKit's not-in-the-window-hierarchy warning on iOS 17)."),
        .flag("swiftUIForcedDetentChangeAnimated", \.swiftUIForcedDetentChangeAnimated, section: "swiftui A detent set that changes", confidence: .guess,
                summary: "Whether a sheet animates when a new `presentationDetents` set drops the detent it rests on and it must move to another. Off: it jumps, observed on iOS 26 only (FB19252983, which sees a change through the selection binding animated) and assumed on every release before, after UIKit's own jump (SheetRules quirk 19): GUESS as a whole, as each option observed on one release and extended to others is."),
        .choice("swiftUIForcedDetentSelectionWrite", \.swiftUIForcedDetentSelectionWrite, section: "swiftui A detent set that changes", confidence: .guess,
                summary: "When SwiftUI writes a `presentationDetents` selection binding after a new detent set dropped its detent and the sheet moved to another (UIKit tells its delegate nothing): at the change, the same instant the sheet moves, or never (the binding keeps a detent the set no longer has). No source says."),
        .choice("swiftUIScenePhaseSheetReopen", \.swiftUIScenePhaseSheetReopen, section: "swiftui Release quirks", confidence: .guess,
                summary: "Whether the iOS 15 glitch is replayed: a view with two sheet modifiers whose second one is presented has that sheet dismissed and presented again when the scene's phase changes (observed in vanilla SwiftUI and TCA, fine on iOS 16: swift-composable-architecture #2298). Off by default (an opt-in replay of one report); everyChange at each change (the report's words), becomingActive only when the scene comes back. Replayed only on OS profiles with scenePhaseSheetReopen."),
    ]

    /// The catalog row named `name`, or nil.
    public static func option(named name: String) -> OptionInfo? { catalog.first { $0.name == name } }
}
