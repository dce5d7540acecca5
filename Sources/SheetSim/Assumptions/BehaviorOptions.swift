/// The choices SheetSim makes where the behaviour rules leave a fact unconfirmed.
///
/// Each option names one fact the rules mark UNCONFIRMED or GUESS, or on which their sources
/// conflict (SheetRules 7 lists them).
/// The defaults are the rules' best reading; change them to see how your code fares if UIKit
/// behaves the other way. A scenario sets them with `option NAME = VALUE`.
public struct BehaviorOptions: Hashable, Sendable {
    /// When `sheetPresentationControllerDidChangeSelectedDetentIdentifier` is sent after a drag.
    public enum DetentChangeTiming: String, Hashable, Sendable, CaseIterable {
        /// When the settle animation starts, right after release (the UIKit port, SheetRules 3, "Selection", RE S5b).
        case atRelease
        /// When the sheet finishes settling (a third-party library's reading, OBS S8).
        case afterSettle
    }

    /// Whether `presentationControllerDidDismiss` comes after `viewDidDisappear` or before it.
    public enum DidDismissOrder: String, Hashable, Sendable, CaseIterable {
        /// After `viewDidDisappear` (inferred from the port, SheetRules 4.4 step 3).
        case afterViewDidDisappear
        /// Before it.
        case beforeViewDidDisappear
    }

    /// Where the completion block of `animate(alongsideTransition:completion:)` runs at the end of
    /// a presentation or dismissal, among the end's other callbacks (SheetRules 4.5; no source
    /// orders them).
    public enum CoordinatorCompletionOrder: String, Hashable, Sendable, CaseIterable {
        /// Right after the presentation controller's `presentationTransitionDidEnd(_:)` or
        /// `dismissalTransitionDidEnd(_:)`, before the controllers' `viewDidAppear(_:)` or
        /// `viewDidDisappear(_:)` that end the transition.
        case afterTransitionDidEnd
        /// After every callback that ends the transition: the presentation controller's and the
        /// controllers' `viewDidAppear(_:)`/`viewDidDisappear(_:)` (a cancelled dismissal's
        /// `dismissalTransitionDidEnd(false)` comes last either way).
        case afterAppearanceCallbacks
    }

    /// The order in which a popover tries the directions its arrow may point, the first where
    /// its content fits winning (SheetRules 8.2: no source gives UIKit's order).
    public enum PopoverArrowPreference: String, Hashable, Sendable, CaseIterable {
        /// Up (the popover below its anchor), down, left, right.
        case upFirst
        /// Down (the popover above its anchor), up, left, right.
        case downFirst
        /// Left (the popover beside its anchor, to the right), right, up, down.
        case sidewaysFirst

        /// The directions in the order tried.
        public var order: [PopoverArrowDirection] {
            switch self {
            case .upFirst: return [.up, .down, .left, .right]
            case .downFirst: return [.down, .up, .left, .right]
            case .sidewaysFirst: return [.left, .right, .up, .down]
            }
        }
    }

    /// Whether a popover on screen adapts when its environment's size class changes (SheetRules 8.5:
    /// implied by the adaptive sheet's documentation, never observed as a timeline).
    public enum PopoverAdaptation: String, Hashable, Sendable, CaseIterable {
        /// At once, both ways: a popover becomes its adaptive sheet when the window turns compact,
        /// and the sheet a popover again when it turns regular.
        case live
        /// Only when it is next presented: what is on screen stays as it is.
        case atNextPresentation
    }

    /// Whether the delegate hears `popoverPresentationController(_:willRepositionPopoverTo:in:)`
    /// when a size change moves a popover anchored to a source view (SheetRules 8.5).
    public enum PopoverReposition: String, Hashable, Sendable, CaseIterable {
        /// The popover is anchored again to its source and the delegate hears of it (the modern
        /// reading, GUESS).
        case reanchor
        /// Only popovers shown from a bar button item are repositioned, with no callback, as an old
        /// observation saw (OBS, iOS 8–9): one anchored to a source view stays where it was.
        case barButtonItemOnly
    }

    /// What a popover points at when the app sets a `sourceView` and no `sourceRect`
    /// (SheetRules 8.2: unsourced).
    public enum PopoverAnchorWithoutSourceRect: String, Hashable, Sendable, CaseIterable {
        /// The source view's whole bounds.
        case sourceViewBounds
        /// The source view's origin: an empty rectangle at its top-left corner (the default
        /// `sourceRect`, `CGRect.zero`, taken literally).
        case sourceViewOrigin
    }

    /// What a `currentContext` or `overCurrentContext` presentation becomes in a horizontally
    /// compact environment (SheetRules 10.4).
    public enum ContextStylesInCompactWidth: String, Hashable, Sendable, CaseIterable {
        /// `currentContext` presents as `fullScreen` (DOC, the archived View Controller Programming
        /// Guide), `overCurrentContext` as `overFullScreen` (GUESS: the same rule, keeping the views).
        case fullScreenStyles
        /// Both keep their context, as in a regular environment.
        case keepContext
    }

    /// Which controllers hear appearance callbacks when a `currentContext` presentation removes the
    /// views of the controller that defines the context (SheetRules 10.3).
    public enum CurrentContextPresenterCallbacks: String, Hashable, Sendable, CaseIterable {
        /// The context controller (and the children it shows) hears viewWillDisappear and
        /// viewDidDisappear, and the reverse on dismissal, as its views leave and come back (GUESS:
        /// UIKit's rule that appearance follows view removal, as for `fullScreen`).
        case followViewRemoval
        /// None: the views leave and come back with no appearance callbacks.
        case none
    }

    /// Which way a grabber tap cycles with three or more detents (SheetRules 2.3, unconfirmed).
    public enum GrabberCycleDirection: String, Hashable, Sendable, CaseIterable {
        /// To the next larger detent, wrapping to the smallest.
        case towardLarger
        /// To the next smaller detent, wrapping to the largest.
        case towardSmaller
    }

    /// What "pulled a quarter of the bottom extent" is measured on (SheetRules 3, dismissal refused).
    public enum AttemptMeasure: String, Hashable, Sendable, CaseIterable {
        /// The sheet's visible, rubber-banded displacement below the smallest detent.
        case sheetDisplacement
        /// The finger's unconstrained travel below the smallest detent.
        case fingerTravel
    }

    /// Which source decides `prefersPageSizing`'s default when the app leaves it unset (SheetRules 1.1:
    /// the API documentation and the SDK header disagree).
    public enum PrefersPageSizingDefault: String, Hashable, Sendable, CaseIterable {
        /// The header: NO on iOS 18 and later, YES on earlier releases. Taken from the OS profile's
        /// ``OSProfile/prefersPageSizingDefault``. Matches the iOS 18 iPad observation (SheetRules 2.6, quirk 14).
        case header
        /// The API documentation: YES on every release.
        case apiDocumentation
    }

    /// When the app becomes active again after a multitasking resize (split view rules 5.2, 5.4).
    public enum DidBecomeActiveTiming: String, Hashable, Sendable, CaseIterable {
        /// When the window's transition ends, with the coordinator's completion blocks (the split
        /// view rules' recommended order, 5.4 step 7, GUESS).
        case atTransitionEnd
        /// Right after the setup callbacks (`traitCollectionDidChange(_:)`), at the change's
        /// instant, before the transition's animation: the observed order (5.2) read literally.
        case afterSetup
    }

    /// Which children of a navigation controller get `viewWillTransition(to:with:)` and the trait
    /// callbacks when the window changes (split view rules 5.4, quirk 7).
    public enum NavigationTransitionForwarding: String, Hashable, Sendable, CaseIterable {
        /// Only the top of the stack: the one whose view is in the window (observed, radar 24277475).
        case topOnly
        /// Every controller in the stack, root first (the documented "containers forward to their children").
        case wholeStack
    }

    /// Which controllers hear `traitCollectionDidChange(_:)` when the app's first root joins the
    /// window (split view rules 5.3, 5.5): the sources are years apart and disagree.
    public enum LaunchTraitCollectionDidChange: String, Hashable, Sendable, CaseIterable {
        /// As the OS profile says (``OSProfile/predictsInitialTraits``): every controller before
        /// iOS 13, only the mispredicted ones from iOS 13 on.
        case osProfile
        /// Every controller the window's root tells of trait changes, parents first, the previous
        /// traits nil (observed on iOS 9, split view rules 5.3; iOS 12 and earlier).
        case everyController
        /// Only those whose traits differ from what UIKit predicted when it created them, taken as
        /// the window's: a classic primary column in a regular width (iOS 13 release notes).
        case mispredictedOnly
    }

    /// Where `tabBarController(_:didSelectTab:previousTab:)` comes in a tab switch (container rules 7:
    /// the headers give no order).
    public enum DidSelectTabTiming: String, Hashable, Sendable, CaseIterable {
        /// After the tabs' appearance callbacks, as `tabBarController(_:didSelect:)` (the GUESS from
        /// the method's name and the classic pattern).
        case afterAppearance
        /// Before them, as soon as the selection changes.
        case beforeAppearance
    }

    /// What a tab bar controller of `UITab`s selects when it becomes horizontally compact and its
    /// compact tab bar does not show the selected tab (container rules 7: no source says).
    public enum CompactHiddenSelection: String, Hashable, Sendable, CaseIterable {
        /// The selection stays: the hidden tab's controller keeps showing.
        case keep
        /// The first tab the compact tab bar shows is selected, as if in code (no delegate calls).
        case firstShownTab
    }

    /// When the launch's `traitCollectionDidChange(_:)` comes (split view rules 5.3, 5.5).
    public enum LaunchTraitCollectionDidChangeTiming: String, Hashable, Sendable, CaseIterable {
        /// As each controller's view enters the window: after `viewWillAppear(_:)` and before
        /// `viewIsAppearing(_:)` and the first layout pass, the controllers in one run after all
        /// their `viewWillAppear` calls (commonly observed before iOS 17; Apple's iOS 17 account
        /// has traits current in `viewIsAppearing` but not yet in `viewWillAppear`).
        case afterViewWillAppear
        /// As the controller joins the window's hierarchy, before its view loads and so before
        /// `viewWillAppear(_:)` (the iOS 17 reports of a call "earlier in the lifecycle").
        case beforeViewWillAppear
    }

    /// The horizontal size class of a floating sheet's content on iPad (layout rules U5).
    public enum FloatingSheetHorizontalSizeClass: String, Hashable, Sendable, CaseIterable {
        /// The window's, as every other controller in it (regular in a full-screen iPad app).
        case inherited
        /// Compact, as the sheet's narrow width would suggest.
        case compact
    }

    /// Where a page sheet sits in a regular-width iPad window (SheetRules 2.6; layout rules 7, 26): no
    /// source measured it.
    public enum PadPageSheetAttachment: String, Hashable, Sendable, CaseIterable {
        /// Floating like the form sheet: centred in the window at ``UIKitMetrics/pageSheetWidth``, every
        /// corner rounded, no bottom inset, detent values without the safe-area term (layout rules 3,
        /// 7, 26: a regular-width iPad sheet is not edge-attached, and a floating page sheet has no
        /// bottom inset).
        case floating
        /// Attached to the bottom edge like the phone card, narrowed to the page width and centred:
        /// square bottom corners, the window's bottom inset, detent values plus that inset.
        case bottomAttached
    }

    /// How far the settle spring after a release may carry the sheet past its largest detent
    /// (SheetRules 2.7, 3; not stated by any source).
    public enum SettleOvershoot: String, Hashable, Sendable, CaseIterable {
        /// As the spring seeded with the finger's release velocity carries it: a hard flick near
        /// large passes it by as much as the spring's excursion (the port's reading, SheetRules 2.7).
        case unbounded
        /// No further than the rubber-band limit above the largest detent, the limit a finger can
        /// pull it to: the release velocity is scaled down until the spring's peak fits.
        case withinRubberBandLimit
    }

    /// Layout rules U9: how the present and dismiss transitions move the presented view.
    public enum PresentationTransitionLayout: String, Hashable, Sendable, CaseIterable {
        /// The view is laid out once at its resting size and moves (layout rules 2, A.3).
        case translates
        /// The view's frame follows the animated offset on every frame, with a layout pass each.
        case resizes
    }

    /// Layout rules 2: when the view takes its new size on an animated move to a larger detent.
    public enum GrowingResizeTiming: String, Hashable, Sendable, CaseIterable {
        /// At the start of the animation, as the documented shrink does (layout rules 17).
        case atAnimationStart
        /// When the animation ends.
        case atAnimationEnd
    }

    /// Layout rules 2 against SheetRules quirk 22: the presented view's height at a detent smaller
    /// than full height. The sources conflict.
    public enum DetentViewSizing: String, Hashable, Sendable, CaseIterable {
        /// Resized from its top edge: at a detent of value `v`, `v` tall plus an edge-attached
        /// sheet's bottom inset, and following the finger between detents (layout rules 13–17:
        /// Apple's overview, the decompiled layout code and three libraries).
        case resizes
        /// Kept at the full-height frame's size, only moved: at a smaller detent its bottom lies
        /// below the screen's, so content pinned to its bottom is off screen (quirk 22, the port).
        case keepsFullHeight
    }

    /// Layout rules U11: what a drag above the largest detent does to the view.
    public enum RubberBandAboveLargest: String, Hashable, Sendable, CaseIterable {
        /// The view keeps the largest detent's size and moves up.
        case translates
        /// The view grows with the finger.
        case stretches
    }

    /// Layout rules U3: how a root view's margins combine with its safe area.
    public enum LayoutMarginsSafeAreaCombination: String, Hashable, Sendable, CaseIterable {
        /// Margin plus inset on each edge (44 + 20 = 64 on a notched phone's landscape side).
        case additive
        /// The larger of the two on each edge (44).
        case maximum
    }

    /// Layout rules U8: which of the two geometry callbacks comes first in one layout pass.
    public enum GeometryCallbackOrder: String, Hashable, Sendable, CaseIterable {
        /// `viewSafeAreaInsetsDidChange`, then `viewLayoutMarginsDidChange`.
        case safeAreaFirst
        /// `viewLayoutMarginsDidChange`, then `viewSafeAreaInsetsDidChange`.
        case marginsFirst
    }

    /// Whether the presenter scales down behind a `.large()` sheet on iPhone (SheetRules 2.4): RE
    /// for iOS 15–18, unknown for iOS 26 (SheetRules 9).
    public enum PresenterScaleBehindLargeSheet: String, Hashable, Sendable, CaseIterable {
        /// As the OS profile says (``OSProfile/presenterScalesBehindLargeSheet``): yes on iOS 15–18;
        /// on iOS 26 the profile's GUESS, also yes.
        case osProfile
        /// The presenter scales back into the card stack (SheetRules 2.4).
        case scales
        /// The presenter stays put, only dimmed.
        case staysPut
    }

    /// What `preferredWindowingControlStyle` `.automatic`, the default, gives an iPadOS 26 window's
    /// controls (split view rules 14): Apple says only that the system chooses.
    public enum AutomaticWindowingControlStyle: String, Hashable, Sendable, CaseIterable {
        /// The controls in line in the navigation bar, part of the content, as `.unified` (GUESS:
        /// what Apple's sessions show of an app updated for iPadOS 26 that sets nothing).
        case unified
        /// As `.minimal`: the controls take as little room as they can.
        case minimal
    }

    /// Whether an iPhone app's window can be resized (iOS 27: iPhone apps in iPhone Mirroring on a
    /// Mac and iPhone-only apps on iPad resize freely; OBS). Split view rules 15.
    public enum ResizableIPhoneApps: String, Hashable, Sendable, CaseIterable {
        /// As the OS profile says (``OSProfile/resizesIPhoneApps``): from iOS 27.
        case osProfile
        /// Resizable on any release that runs it.
        case on
        /// Never: an iPhone app is always full screen, as before iOS 27.
        case off

        /// Whether an iPhone app resizes on `os`.
        public func applies(on os: OSProfile) -> Bool {
            switch self {
            case .osProfile: return os.resizesIPhoneApps
            case .on: return true
            case .off: return false
            }
        }
    }

    /// Where a sheet whose `preferredPlacement` is `.automatic`, the default, goes on a regular-width
    /// iPad (iOS 27, SheetRules 12): Apple says only that the system chooses.
    public enum AutomaticSheetPlacement: String, Hashable, Sendable, CaseIterable {
        /// Centred in the window, where iPad sheets went before iOS 27 (GUESS).
        case center
        /// On the window's leading edge.
        case leading
        /// On the window's trailing edge.
        case trailing
    }

    /// How often UIKit commits a new window size while the user drags an iPadOS 26 window's corner
    /// (split view rules 13): no source says.
    public enum WindowResizeCommits: String, Hashable, Sendable, CaseIterable {
        /// A size at every display frame of the drag, each with its size transition and layout
        /// (GUESS: Apple's sample code waits for `isInteractivelyResizing` to turn false before
        /// doing expensive work, so the geometry updates during the drag).
        case perFrame
        /// One size, the final one, when the finger lifts.
        case atEnd
    }

    /// What an iPhone's iOS 26 tab bar does with `tabBarMinimizeBehavior` `.automatic` (container
    /// rules 7.1): Apple says only that the system decides.
    public enum AutomaticTabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
        /// It never minimizes (GUESS: apps opt in with `.onScrollDown`, as Apple's sample code does).
        case never
        /// It minimizes as the content scrolls down.
        case onScrollDown

        /// The behavior it stands for.
        public var behavior: TabBarMinimizeBehavior { self == .never ? .never : .onScrollDown }
    }

    /// What a tab's content sees in its bottom safe area while an iPhone's iOS 26 tab bar is
    /// minimized (container rules 7.1): no source says.
    public enum MinimizedTabBarSafeArea: String, Hashable, Sendable, CaseIterable {
        /// The expanded bar's inset (and the accessory's above it) stays, so the content does not
        /// move while it scrolls (GUESS).
        case expandedBar
        /// The inset shrinks to the minimized bar's height.
        case minimizedBar
    }

    /// Where a controller's `updateProperties()` comes in a layout pass (SheetRules 9.5): Apple says
    /// the update pass runs after the traits update and before layout; how it interleaves with the
    /// controllers' own `viewWillLayoutSubviews` no source says.
    public enum UpdatePropertiesOrder: String, Hashable, Sendable, CaseIterable {
        /// Each controller's right before its own `viewWillLayoutSubviews()` (GUESS, by analogy
        /// with the view's `updateProperties()` before its `layoutSubviews()`); a controller that
        /// needs no layout gets its own before every layout callback of the pass.
        case beforeItsOwnLayout
        /// Every controller's, parents first, before any layout callback of the pass.
        case beforeAllLayout
    }

    /// Where an expanded large title is drawn on iOS 26 (SheetRules 9.7). In SwiftUI on iOS 26 it is
    /// drawn outside the navigation bar, as a sibling view (OBS: a view-hierarchy report); for a
    /// UIKit bar no source says it moved.
    public enum LargeTitlePlacement26: String, Hashable, Sendable, CaseIterable {
        /// Inside the bar, as on iOS 15–18: the bar's frame includes it (UIKit; no source says otherwise).
        case inBar
        /// Outside the bar, below it: the bar's frame is its standard height and the title sits
        /// between the bar and the content, which still starts below it (the SwiftUI observation;
        /// where the content starts is a GUESS).
        case outsideBar
    }

    /// SheetRules 3, "Selection"; SheetRules 7. Default: ``DetentChangeTiming/atRelease``.
    public var detentChangeTiming: DetentChangeTiming { get { recorder.read(0); return stored.detentChangeTiming } set { stored.detentChangeTiming = newValue } }
    /// SheetRules 4.5: whether `viewIsAppearing` fires again when a swipe dismissal is cancelled.
    /// UNCONFIRMED; default true (it follows every `viewWillAppear`).
    public var viewIsAppearingOnCancel: Bool { get { recorder.read(1); return stored.viewIsAppearingOnCancel } set { stored.viewIsAppearingOnCancel = newValue } }
    /// SheetRules 4.4 step 3; SheetRules 7. Default: after.
    public var didDismissOrder: DidDismissOrder { get { recorder.read(2); return stored.didDismissOrder } set { stored.didDismissOrder = newValue } }
    /// SheetRules 4.5: where a transition coordinator's completion blocks run among the callbacks
    /// that end the transition. UNKNOWN; default right after the presentation controller's DidEnd.
    public var coordinatorCompletionOrder: CoordinatorCompletionOrder { get { recorder.read(3); return stored.coordinatorCompletionOrder } set { stored.coordinatorCompletionOrder = newValue } }
    /// SheetRules 8.2: the order a popover tries its arrow's directions in. GUESS; default up first.
    public var popoverArrowPreference: PopoverArrowPreference { get { recorder.read(41); return stored.popoverArrowPreference } set { stored.popoverArrowPreference = newValue } }
    /// SheetRules 8.2: the anchor of a popover with a source view and no source rectangle. GUESS;
    /// default the view's bounds.
    public var popoverAnchorWithoutSourceRect: PopoverAnchorWithoutSourceRect { get { recorder.read(42); return stored.popoverAnchorWithoutSourceRect } set { stored.popoverAnchorWithoutSourceRect = newValue } }
    /// SheetRules 8.5: whether a popover on screen adapts to a size-class change at once. GUESS;
    /// default live.
    public var popoverAdaptation: PopoverAdaptation { get { recorder.read(43); return stored.popoverAdaptation } set { stored.popoverAdaptation = newValue } }
    /// SheetRules 8.5: whether a size change re-anchors a source-view popover and tells the
    /// delegate. GUESS; default reanchor.
    public var popoverReposition: PopoverReposition { get { recorder.read(44); return stored.popoverReposition } set { stored.popoverReposition = newValue } }
    /// SheetRules 11.3: where a tapped alert action's handler runs among the alert's disappearance
    /// callbacks. OBS (one source); default after `viewDidDisappear(_:)`.
    public var alertActionHandlerOrder: AlertActionHandlerOrder { get { recorder.read(51); return stored.alertActionHandlerOrder } set { stored.alertActionHandlerOrder = newValue } }
    /// SheetRules 11.4: whether a tap outside an action sheet (a bottom sheet, or an iPad popover)
    /// runs its cancel action's handler. UNKNOWN; default true.
    public var actionSheetTapOutsideRunsCancelHandler: Bool { get { recorder.read(52); return stored.actionSheetTapOutsideRunsCancelHandler } set { stored.actionSheetTapOutsideRunsCancelHandler = newValue } }
    /// SheetRules 11.2: whether an iPad action sheet shown as a popover hides its cancel button.
    /// UNKNOWN; default true.
    public var actionSheetPopoverHidesCancelButton: Bool { get { recorder.read(53); return stored.actionSheetPopoverHidesCancelButton } set { stored.actionSheetPopoverHidesCancelButton = newValue } }
    /// SheetRules 2.3 and 7. Default: toward larger.
    public var grabberCycleDirection: GrabberCycleDirection { get { recorder.read(4); return stored.grabberCycleDirection } set { stored.grabberCycleDirection = newValue } }
    /// SheetRules 4.7: whether a refused dimming-view tap sends `presentationControllerDidAttemptToDismiss`.
    /// The iOS 16.0 reading says no; UNCONFIRMED for iPad modal sheets. Default false. A refused tap
    /// on the grabber of a single-detent sheet follows the same setting: SheetRules 2.3 says that tap
    /// dismisses "same as a dimming tap".
    public var dimmingTapSendsDidAttemptToDismiss: Bool { get { recorder.read(5); return stored.dimmingTapSendsDidAttemptToDismiss } set { stored.dimmingTapSendsDidAttemptToDismiss = newValue } }
    /// SheetRules 4.8 / 6: what the 25 % pull is measured on. GUESS; default the sheet's displacement.
    public var attemptMeasure: AttemptMeasure { get { recorder.read(6); return stored.attemptMeasure } set { stored.attemptMeasure = newValue } }
    /// SheetRules 2.6 and 7: whether detents and dragging apply to floating iPad sheets.
    /// UNCONFIRMED; default true (the header's "floating" wording).
    public var floatingSheetsHaveDetents: Bool { get { recorder.read(7); return stored.floatingSheetsHaveDetents } set { stored.floatingSheetsHaveDetents = newValue } }
    /// SheetRules 2.6; layout rules 7, 26: whether a regular-width iPad page sheet floats (default,
    /// the layout rules' reading) or is attached to the bottom edge.
    public var padPageSheetAttachment: PadPageSheetAttachment { get { recorder.read(8); return stored.padPageSheetAttachment } set { stored.padPageSheetAttachment = newValue } }
    /// SheetRules 1.1 (conflict between DOC S1 and DOC S2). Default: the header.
    public var prefersPageSizingDefault: PrefersPageSizingDefault { get { recorder.read(9); return stored.prefersPageSizingDefault } set { stored.prefersPageSizingDefault = newValue } }
    /// SheetRules 4.1: `viewIsAppearing` is back-deployed to iOS 13 for apps built with the iOS 17
    /// SDK. true logs it on every OS profile; false (default) follows ``OSProfile/callsViewIsAppearing``.
    public var viewIsAppearingBackDeployed: Bool { get { recorder.read(10); return stored.viewIsAppearingBackDeployed } set { stored.viewIsAppearingBackDeployed = newValue } }

    /// Whether UIKit calls `viewIsAppearing(_:)` on `os` under these options: on the releases that
    /// have it (iOS 17 on, ``OSProfile/callsViewIsAppearing``), or everywhere when
    /// ``viewIsAppearingBackDeployed`` says the app's deployment target back-deploys it (SheetRules
    /// 4.1). Every machine and the engine ask here; none decides it on its own.
    public func callsViewIsAppearing(on os: OSProfile) -> Bool {
        os.callsViewIsAppearing || viewIsAppearingBackDeployed
    }
    /// Split view rules 5.4 and quirk 7: where sources disagree on how far a navigation controller
    /// forwards transition callbacks. Default: the top only (observed).
    public var navigationTransitionForwarding: NavigationTransitionForwarding { get { recorder.read(11); return stored.navigationTransitionForwarding } set { stored.navigationTransitionForwarding = newValue } }
    /// Split view rules 5.3, 5.5: which controllers hear `traitCollectionDidChange(_:)` at launch.
    /// DISPUTED; default: the OS profile's (every controller before iOS 13, only the mispredicted
    /// ones after).
    public var launchTraitCollectionDidChange: LaunchTraitCollectionDidChange { get { recorder.read(12); return stored.launchTraitCollectionDidChange } set { stored.launchTraitCollectionDidChange = newValue } }
    /// Split view rules 5.3, 5.5: when the launch's `traitCollectionDidChange(_:)` comes. GUESS;
    /// default: after `viewWillAppear(_:)`, before `viewIsAppearing(_:)` and layout.
    public var launchTraitCollectionDidChangeTiming: LaunchTraitCollectionDidChangeTiming { get { recorder.read(13); return stored.launchTraitCollectionDidChangeTiming } set { stored.launchTraitCollectionDidChangeTiming = newValue } }
    /// Container rules 7: where a `UITab` switch tells the delegate
    /// `tabBarController(_:didSelectTab:previousTab:)`. GUESS; default: after the appearance callbacks.
    public var didSelectTabTiming: DidSelectTabTiming { get { recorder.read(14); return stored.didSelectTabTiming } set { stored.didSelectTabTiming = newValue } }
    /// Container rules 7: what becomes selected when a compact tab bar does not show the selected
    /// tab. Unknown; default: the selection stays.
    public var compactHiddenSelection: CompactHiddenSelection { get { recorder.read(15); return stored.compactHiddenSelection } set { stored.compactHiddenSelection = newValue } }

    /// Whether `controller`, whose traits at launch are `traits` in a window whose own are
    /// `windowTraits`, hears `traitCollectionDidChange(_:)` as it joins the window on `os`. Before
    /// iOS 13 each controller's traits were empty until then; from iOS 13 UIKit predicts them when
    /// it creates the controller, and calls only when the prediction (the window's traits here)
    /// turns out wrong.
    public func hearsTraitCollectionDidChangeAtLaunch(traits: TraitCollection, windowTraits: TraitCollection, on os: OSProfile) -> Bool {
        switch launchTraitCollectionDidChange {
        case .everyController: return true
        case .mispredictedOnly: return traits != windowTraits
        case .osProfile: return !os.predictsInitialTraits || traits != windowTraits
        }
    }

    /// Layout rules U5: whether a form sheet's content reports a compact or regular width. No
    /// source says; default: inherited from the window.
    public var floatingSheetHorizontalSizeClass: FloatingSheetHorizontalSizeClass { get { recorder.read(16); return stored.floatingSheetHorizontalSizeClass } set { stored.floatingSheetHorizontalSizeClass = newValue } }
    /// SheetRules 2.7 and 3: how far a released sheet's spring may overshoot its largest detent.
    /// UNCONFIRMED; default `unbounded`, the spring exactly as the port seeds it.
    public var settleOvershoot: SettleOvershoot { get { recorder.read(17); return stored.settleOvershoot } set { stored.settleOvershoot = newValue } }

    // MARK: Split view controllers (split view rules 12; the types are in SplitViewOptions.swift)

    /// Split view rules U3: the proposed top column of a column-style collapse without a compact
    /// column. Default: the secondary (observed once).
    public var splitViewProposedTopColumn: SplitViewProposedTopColumn { get { recorder.read(18); return stored.splitViewProposedTopColumn } set { stored.splitViewProposedTopColumn = newValue } }
    /// Split view rules U4: the display mode proposed on a column-style expand. Default: what the
    /// preferred mode resolves to at the new size.
    public var splitViewExpandProposal: SplitViewExpandProposal { get { recorder.read(19); return stored.splitViewExpandProposal } set { stored.splitViewExpandProposal = newValue } }
    /// Split view rules U10: what `displayMode` reads while collapsed. Default: the last expanded mode.
    public var splitViewDisplayModeWhileCollapsed: SplitViewDisplayModeWhileCollapsed { get { recorder.read(20); return stored.splitViewDisplayModeWhileCollapsed } set { stored.splitViewDisplayModeWhileCollapsed = newValue } }
    /// Split view rules U9: whether `splitViewController(_:willChangeTo:)` comes on every assignment
    /// of `preferredDisplayMode`, even one that changes nothing. Default false (only on a change).
    public var splitViewWillChangeOnEveryAssignment: Bool { get { recorder.read(21); return stored.splitViewWillChangeOnEveryAssignment } set { stored.splitViewWillChangeOnEveryAssignment = newValue } }
    /// Split view rules U1: the order of the delegate calls inside a column-style collapse or
    /// expand. Default: Apple's topic order.
    public var splitViewCollapseCallbackOrder: SplitViewCollapseCallbackOrder { get { recorder.read(22); return stored.splitViewCollapseCallbackOrder } set { stored.splitViewCollapseCallbackOrder = newValue } }
    /// Split view rules U5: what `.automatic` shows for a triple-column controller under the
    /// overlay behaviour (portrait). Default: secondaryOnly.
    public var splitViewOverlayTripleColumnMode: SplitViewOverlayTripleColumnMode { get { recorder.read(23); return stored.splitViewOverlayTripleColumnMode } set { stored.splitViewOverlayTripleColumnMode = newValue } }
    /// Container rules, "Sizes in a transition": the size a column's controller hears in
    /// `viewWillTransition(to:with:)`. Default: its column's frame in the mode the new size shows.
    public var splitViewChildTransitionSize: SplitViewChildTransitionSize { get { recorder.read(24); return stored.splitViewChildTransitionSize } set { stored.splitViewChildTransitionSize = newValue } }
    /// Split view rules 8 (GUESS): where the secondary-only button leads from `secondaryOnly` under
    /// the overlay behaviour when no mode was shown before it (a launch in `secondaryOnly`).
    /// Default: both sidebars over the secondary.
    public var splitViewSecondaryOnlyButtonOverlayMode: SplitViewSecondaryOnlyButtonOverlayMode { get { recorder.read(25); return stored.splitViewSecondaryOnlyButtonOverlayMode } set { stored.splitViewSecondaryOnlyButtonOverlayMode = newValue } }
    /// Split view rules 3.5 and 10: `show(.secondary)` while expanded, where the documentation and
    /// the header disagree. Default: the documentation's.
    public var splitViewShowSecondaryWhenExpanded: SplitViewShowSecondaryWhenExpanded { get { recorder.read(26); return stored.splitViewShowSecondaryWhenExpanded } set { stored.splitViewShowSecondaryWhenExpanded = newValue } }
    /// Split view rules U17: whether a rotation that changes the automatic display mode sends
    /// `willShow`/`willHide` for the columns. Default true.
    public var splitViewColumnCallbacksOnRotation: Bool { get { recorder.read(27); return stored.splitViewColumnCallbacksOnRotation } set { stored.splitViewColumnCallbacksOnRotation = newValue } }
    /// Split view rules U15: whether a column-style `viewControllers` holds the navigation
    /// controllers that wrap the columns (true, default) or the columns' own controllers.
    public var splitViewViewControllersReportsWrappers: Bool { get { recorder.read(28); return stored.splitViewViewControllersReportsWrappers } set { stored.splitViewViewControllersReportsWrappers = newValue } }
    /// Split view rules U16: whether the interactive sidebar gesture also works under the tile
    /// behaviour. Default true.
    public var splitViewGestureInTile: Bool { get { recorder.read(29); return stored.splitViewGestureInTile } set { stored.splitViewGestureInTile = newValue } }
    /// Split view rules 12: whether the inspector's move from column to sheet (a collapse) and
    /// back (an expand) tells the delegate `willHide`/`didHide` and `willShow`/`didShow` for the
    /// inspector. Unknown; default false: the inspector stays shown, only its form changes.
    public var splitViewInspectorSheetColumnCallbacks: Bool { get { recorder.read(30); return stored.splitViewInspectorSheetColumnCallbacks } set { stored.splitViewInspectorSheetColumnCallbacks = newValue } }

    /// Layout rules U9: whether the present and dismiss transitions move a view laid out at its
    /// resting size (default) or resize it every frame.
    public var presentationTransitionLayout: PresentationTransitionLayout { get { recorder.read(31); return stored.presentationTransitionLayout } set { stored.presentationTransitionLayout = newValue } }
    /// Layout rules 2 (GUESS): when an animated move to a larger detent resizes the view. Default:
    /// at the start, like a shrink.
    public var growingResizeTiming: GrowingResizeTiming { get { recorder.read(32); return stored.growingResizeTiming } set { stored.growingResizeTiming = newValue } }
    /// Layout rules 2 and SheetRules quirk 22, where the sources conflict: whether the view is
    /// resized at each detent (default, the layout rules' reading) or keeps its full-height size.
    public var detentViewSizing: DetentViewSizing { get { recorder.read(33); return stored.detentViewSizing } set { stored.detentViewSizing = newValue } }
    /// Layout rules U11: whether the view moves or stretches above its largest detent. Default: moves.
    public var rubberBandAboveLargest: RubberBandAboveLargest { get { recorder.read(34); return stored.rubberBandAboveLargest } set { stored.rubberBandAboveLargest = newValue } }
    /// Layout rules U3: whether root margins add the safe area or take the larger. Default: add
    /// (the iOS 11 adoption article's printed values fit it).
    public var layoutMarginsSafeAreaCombination: LayoutMarginsSafeAreaCombination { get { recorder.read(35); return stored.layoutMarginsSafeAreaCombination } set { stored.layoutMarginsSafeAreaCombination = newValue } }
    /// Layout rules U8: the order of `viewSafeAreaInsetsDidChange` and `viewLayoutMarginsDidChange`
    /// in one pass. Default: the safe area first.
    public var geometryCallbackOrder: GeometryCallbackOrder { get { recorder.read(36); return stored.geometryCallbackOrder } set { stored.geometryCallbackOrder = newValue } }
    /// Layout rules U12: whether a visible grabber insets the content (its safe-area top grows by
    /// the grabber's band, ``UIKitMetrics/grabberTopInset`` twice plus its height). Default: no.
    public var grabberInsetsContent: Bool { get { recorder.read(37); return stored.grabberInsetsContent } set { stored.grabberInsetsContent = newValue } }
    /// Split view rules 5.1: whether a touch that begins while a rotation or a window change
    /// animates (``Simulator/windowTransition``) is ignored, as UIKit was seen to ignore
    /// interaction events during a rotation (OBS on iOS 9–10, a debugging account of a frozen
    /// app; unconfirmed since, and for window resizes). Default: no, touches go through.
    public var ignoresTouchesDuringWindowTransition: Bool { get { recorder.read(38); return stored.ignoresTouchesDuringWindowTransition } set { stored.ignoresTouchesDuringWindowTransition = newValue } }
    /// Split view rules 5.2: whether a multitasking resize (Split View, Slide Over, a window of any
    /// width) makes the app inactive while it runs: `applicationWillResignActive(_:)` before the
    /// setup callbacks and `applicationDidBecomeActive(_:)` after them (OBS, an iPad app without
    /// scenes). That a scene's delegate hears `sceneWillResignActive(_:)` and
    /// `sceneDidBecomeActive(_:)` at the same moments is a GUESS. Default: yes. Off: only Slide
    /// Over makes the app inactive. A rotation never does.
    public var resizeResignsActive: Bool { get { recorder.read(39); return stored.resizeResignsActive } set { stored.resizeResignsActive = newValue } }
    /// Split view rules 5.2, 5.4: when the app becomes active again after a multitasking resize.
    /// The observed order puts it after the setup callbacks and says nothing of the animation
    /// between; the recommended order puts it with the completion blocks. Default: at the window
    /// transition's end.
    public var didBecomeActiveTiming: DidBecomeActiveTiming { get { recorder.read(40); return stored.didBecomeActiveTiming } set { stored.didBecomeActiveTiming = newValue } }

    // MARK: iOS 26 (SheetRules 9)

    /// Whether a floating iOS 26 sheet keeps the window's bottom safe-area inset inside it as
    /// padding, on top of its detent's value: a custom detent of 200 makes a sheet 200 plus that
    /// inset tall (OBS: Bluesky's sheet code subtracts the inset on iOS 26; TrueSheet users see
    /// the padding on 26.1 and 26.2). SheetSim applies it to every detent's value, the medium one
    /// too (GUESS: the reports name custom and content-sized detents). Off: a floating sheet is
    /// exactly its value tall, as the SDK header says of floating sheets. Default on.
    public var floatingDetentsIncludeBottomSafeArea: Bool { get { recorder.read(45); return stored.floatingDetentsIncludeBottomSafeArea } set { stored.floatingDetentsIncludeBottomSafeArea = newValue } }
    /// SheetRules 2.4 and 9.3: whether the presenter scales down behind a `.large()` sheet.
    /// Default: the OS profile's choice (RE on iOS 15–18, a GUESS on iOS 26).
    public var presenterScaleBehindLargeSheet: PresenterScaleBehindLargeSheet { get { recorder.read(46); return stored.presenterScaleBehindLargeSheet } set { stored.presenterScaleBehindLargeSheet = newValue } }
    /// SheetRules 9.5: where `updateProperties()` comes among the layout callbacks. GUESS; default:
    /// each controller's right before its own `viewWillLayoutSubviews()`.
    public var updatePropertiesOrder: UpdatePropertiesOrder { get { recorder.read(47); return stored.updatePropertiesOrder } set { stored.updatePropertiesOrder = newValue } }
    /// SheetRules 9.7: where an expanded large title is drawn on iOS 26. GUESS; default inside the bar.
    public var largeTitlePlacement26: LargeTitlePlacement26 { get { recorder.read(48); return stored.largeTitlePlacement26 } set { stored.largeTitlePlacement26 = newValue } }
    /// SheetRules 10.4: what context styles become in a horizontally compact environment. DOC for
    /// `currentContext`, GUESS for `overCurrentContext`; default full-screen styles.
    public var contextStylesInCompactWidth: ContextStylesInCompactWidth { get { recorder.read(49); return stored.contextStylesInCompactWidth } set { stored.contextStylesInCompactWidth = newValue } }
    /// SheetRules 10.3: whether a `currentContext` presentation's removal of the context's views
    /// gives the context appearance callbacks. GUESS; default they follow the removal.
    public var currentContextPresenterCallbacks: CurrentContextPresenterCallbacks { get { recorder.read(50); return stored.currentContextPresenterCallbacks } set { stored.currentContextPresenterCallbacks = newValue } }
    /// Split view rules 13: how often a live window resize commits a size. GUESS; default: every
    /// display frame.
    public var windowResizeCommits: WindowResizeCommits { get { recorder.read(54); return stored.windowResizeCommits } set { stored.windowResizeCommits = newValue } }
    /// Split view rules 14: what the `.automatic` windowing control style gives. GUESS; default: the
    /// unified style's in-line controls.
    public var automaticWindowingControlStyle: AutomaticWindowingControlStyle { get { recorder.read(57); return stored.automaticWindowingControlStyle } set { stored.automaticWindowingControlStyle = newValue } }
    /// SheetRules 12: where an `.automatic` sheet placement puts a sheet on a regular-width iPad.
    /// GUESS; default centred.
    public var automaticSheetPlacement: AutomaticSheetPlacement { get { recorder.read(58); return stored.automaticSheetPlacement } set { stored.automaticSheetPlacement = newValue } }
    /// Split view rules 15: whether an iPhone app's window resizes. OBS (iOS 27); default: as the
    /// OS profile says, so off before iOS 27.
    public var resizableIPhoneApps: ResizableIPhoneApps { get { recorder.read(59); return stored.resizableIPhoneApps } set { stored.resizableIPhoneApps = newValue } }

    /// Container rules 7.1: what `tabBarMinimizeBehavior` `.automatic` does on an iPhone. GUESS;
    /// default: never minimizes.
    public var automaticTabBarMinimizeBehavior: AutomaticTabBarMinimizeBehavior { get { recorder.read(55); return stored.automaticTabBarMinimizeBehavior } set { stored.automaticTabBarMinimizeBehavior = newValue } }

    /// Container rules 7.1: the content's bottom safe area while the tab bar is minimized. GUESS;
    /// default: the expanded bar's.
    public var minimizedTabBarSafeArea: MinimizedTabBarSafeArea { get { recorder.read(56); return stored.minimizedTabBarSafeArea } set { stored.minimizedTabBarSafeArea = newValue } }

    // MARK: SwiftUI's presentation lifecycle (<doc:SwiftUI>)

    /// When a swipe dismissal writes the presentation's binding back. OBS; default at the end.
    public var swiftUIBindingWriteBack: SwiftUIBindingWriteBack { get { recorder.read(60); return stored.swiftUIBindingWriteBack } set { stored.swiftUIBindingWriteBack = newValue } }
    /// Whether `onDismiss` follows the write-back at the same instant. GUESS; default after it.
    public var swiftUIOnDismissOrder: SwiftUIOnDismissOrder { get { recorder.read(61); return stored.swiftUIOnDismissOrder } set { stored.swiftUIOnDismissOrder = newValue } }
    /// When a presented view's `onAppear` runs. GUESS; default before `viewDidAppear`.
    public var swiftUIOnAppearTiming: SwiftUIOnAppearTiming { get { recorder.read(62); return stored.swiftUIOnAppearTiming } set { stored.swiftUIOnAppearTiming = newValue } }
    /// When a view's `onDisappear` runs. GUESS; default after `viewDidDisappear`.
    public var swiftUIOnDisappearTiming: SwiftUIOnDisappearTiming { get { recorder.read(63); return stored.swiftUIOnDisappearTiming } set { stored.swiftUIOnDisappearTiming = newValue } }
    /// Whether a cancelled swipe runs the content's `onDisappear` and `onAppear` again, as UIKit
    /// repeats its appearance callbacks. GUESS; default false (binding true, nothing runs).
    public var swiftUICancelledSwipeRepeatsAppearance: Bool { get { recorder.read(64); return stored.swiftUICancelledSwipeRepeatsAppearance } set { stored.swiftUICancelledSwipeRepeatsAppearance = newValue } }
    /// Whether a full-screen cover's presenter runs `onDisappear` (and `onAppear` when it comes
    /// back). Not sourced; default true.
    public var swiftUIFullScreenCoverPresenterOnDisappear: Bool { get { recorder.read(65); return stored.swiftUIFullScreenCoverPresenterOnDisappear } set { stored.swiftUIFullScreenCoverPresenterOnDisappear = newValue } }
    /// When a view's `.task` is cancelled after it disappears. GUESS; default with `onDisappear`.
    public var swiftUITaskCancelTiming: SwiftUITaskCancelTiming { get { recorder.read(66); return stored.swiftUITaskCancelTiming } set { stored.swiftUITaskCancelTiming = newValue } }

    // MARK: SwiftUI navigation (<doc:SwiftUI>, "Navigation")

    /// When a stack's path is written back after the user's change. GUESS; default at `didShow`.
    public var swiftUINavigationPathWriteBack: SwiftUINavigationPathWriteBack { get { recorder.read(67); return stored.swiftUINavigationPathWriteBack } set { stored.swiftUINavigationPathWriteBack = newValue } }
    /// Whether a pushed view whose edge swipe is cancelled runs `onDisappear` as the swipe starts
    /// (and `onAppear` again when it is cancelled). GUESS; default false.
    public var swiftUIPushedViewOnDisappearOnCancelledPop: Bool { get { recorder.read(68); return stored.swiftUIPushedViewOnDisappearOnCancelledPop } set { stored.swiftUIPushedViewOnDisappearOnCancelledPop = newValue } }
    /// What `dismiss` in a path-driven stack does first. GUESS; default writes the path.
    public var swiftUIDismissInStack: SwiftUIDismissInStack { get { recorder.read(69); return stored.swiftUIDismissInStack } set { stored.swiftUIDismissInStack = newValue } }
    /// Whether `columnVisibility` follows the display mode. GUESS; default at `willChangeTo`.
    public var swiftUIColumnVisibilityWriteBack: SwiftUIColumnVisibilityWriteBack { get { recorder.read(70); return stored.swiftUIColumnVisibilityWriteBack } set { stored.swiftUIColumnVisibilityWriteBack = newValue } }
    /// Whether the iOS 18.4–26 custom-binding `onAppear` glitch is replayed. OBS; default off.
    public var swiftUICustomBindingNavigationOnAppear: SwiftUICustomBindingNavigationOnAppear { get { recorder.read(71); return stored.swiftUICustomBindingNavigationOnAppear } set { stored.swiftUICustomBindingNavigationOnAppear = newValue } }
    /// When an alert's or confirmation dialog's button writes the binding false. GUESS; default
    /// in the action's handler, after the button's action.
    public var swiftUIDialogBindingWrite: SwiftUIDialogBindingWrite { get { recorder.read(72); return stored.swiftUIDialogBindingWrite } set { stored.swiftUIDialogBindingWrite = newValue } }
    /// Whether a sheet dismissed by the app's state while its pushed presenter is popped comes back
    /// once both are over, as observed on iOS 18 and 26 in a state-driven (TCA) app. OBS; default
    /// off (vanilla SwiftUI, which the same report says does not re-present).
    public var swiftUIRePresentAfterDismissAndPop: SwiftUIRePresentAfterDismissAndPop { get { recorder.read(73); return stored.swiftUIRePresentAfterDismissAndPop } set { stored.swiftUIRePresentAfterDismissAndPop = newValue } }

    /// Whether the presenter scales down behind a full-height `.large()` sheet on `os`, under these
    /// options.
    public func presenterScalesBehindLargeSheet(on os: OSProfile) -> Bool {
        switch presenterScaleBehindLargeSheet {
        case .osProfile: return os.presenterScalesBehindLargeSheet
        case .scales: return true
        case .staysPut: return false
        }
    }

    /// The options' values, which their properties read and write so that a simulator can tell
    /// which of them a run consulted (``Simulator/consultedAssumptions``).
    struct Values: Hashable, Sendable {
        var detentChangeTiming: DetentChangeTiming = .atRelease
        var viewIsAppearingOnCancel: Bool = true
        var didDismissOrder: DidDismissOrder = .afterViewDidDisappear
        var coordinatorCompletionOrder: CoordinatorCompletionOrder = .afterTransitionDidEnd
        var grabberCycleDirection: GrabberCycleDirection = .towardLarger
        var dimmingTapSendsDidAttemptToDismiss: Bool = false
        var attemptMeasure: AttemptMeasure = .sheetDisplacement
        var floatingSheetsHaveDetents: Bool = true
        var padPageSheetAttachment: PadPageSheetAttachment = .floating
        var prefersPageSizingDefault: PrefersPageSizingDefault = .header
        var viewIsAppearingBackDeployed: Bool = false
        var navigationTransitionForwarding: NavigationTransitionForwarding = .topOnly
        var launchTraitCollectionDidChange: LaunchTraitCollectionDidChange = .osProfile
        var launchTraitCollectionDidChangeTiming: LaunchTraitCollectionDidChangeTiming = .afterViewWillAppear
        var floatingSheetHorizontalSizeClass: FloatingSheetHorizontalSizeClass = .inherited
        var settleOvershoot: SettleOvershoot = .unbounded
        var splitViewProposedTopColumn: SplitViewProposedTopColumn = .secondary
        var splitViewExpandProposal: SplitViewExpandProposal = .resolvedForNewSize
        var splitViewDisplayModeWhileCollapsed: SplitViewDisplayModeWhileCollapsed = .lastExpandedMode
        var splitViewWillChangeOnEveryAssignment: Bool = false
        var splitViewCollapseCallbackOrder: SplitViewCollapseCallbackOrder = .delegateTopicOrder
        var splitViewOverlayTripleColumnMode: SplitViewOverlayTripleColumnMode = .secondaryOnly
        var splitViewChildTransitionSize: SplitViewChildTransitionSize = .columnFrame
        var splitViewSecondaryOnlyButtonOverlayMode: SplitViewSecondaryOnlyButtonOverlayMode = .twoOverSecondary
        var splitViewShowSecondaryWhenExpanded: SplitViewShowSecondaryWhenExpanded = .documentation
        var splitViewColumnCallbacksOnRotation: Bool = true
        var splitViewViewControllersReportsWrappers: Bool = true
        var splitViewGestureInTile: Bool = true
        var splitViewInspectorSheetColumnCallbacks: Bool = false
        var presentationTransitionLayout: PresentationTransitionLayout = .translates
        var growingResizeTiming: GrowingResizeTiming = .atAnimationStart
        var detentViewSizing: DetentViewSizing = .resizes
        var rubberBandAboveLargest: RubberBandAboveLargest = .translates
        var layoutMarginsSafeAreaCombination: LayoutMarginsSafeAreaCombination = .additive
        var geometryCallbackOrder: GeometryCallbackOrder = .safeAreaFirst
        var grabberInsetsContent: Bool = false
        var ignoresTouchesDuringWindowTransition: Bool = false
        var resizeResignsActive: Bool = true
        var didBecomeActiveTiming: DidBecomeActiveTiming = .atTransitionEnd
        var floatingDetentsIncludeBottomSafeArea: Bool = true
        var presenterScaleBehindLargeSheet: PresenterScaleBehindLargeSheet = .osProfile
        var updatePropertiesOrder: UpdatePropertiesOrder = .beforeItsOwnLayout
        var contextStylesInCompactWidth: ContextStylesInCompactWidth = .fullScreenStyles
        var currentContextPresenterCallbacks: CurrentContextPresenterCallbacks = .followViewRemoval
        var windowResizeCommits: WindowResizeCommits = .perFrame
        var automaticWindowingControlStyle: AutomaticWindowingControlStyle = .unified
        var automaticSheetPlacement: AutomaticSheetPlacement = .center
        var resizableIPhoneApps: ResizableIPhoneApps = .osProfile
        var popoverArrowPreference: PopoverArrowPreference = .upFirst
        var popoverAnchorWithoutSourceRect: PopoverAnchorWithoutSourceRect = .sourceViewBounds
        var popoverAdaptation: PopoverAdaptation = .live
        var popoverReposition: PopoverReposition = .reanchor
        var didSelectTabTiming: DidSelectTabTiming = .afterAppearance
        var compactHiddenSelection: CompactHiddenSelection = .keep
        var largeTitlePlacement26: LargeTitlePlacement26 = .inBar
        var alertActionHandlerOrder: AlertActionHandlerOrder = .afterViewDidDisappear
        var actionSheetTapOutsideRunsCancelHandler: Bool = true
        var actionSheetPopoverHidesCancelButton: Bool = true
        var automaticTabBarMinimizeBehavior: AutomaticTabBarMinimizeBehavior = .never
        var minimizedTabBarSafeArea: MinimizedTabBarSafeArea = .expandedBar
        var swiftUIBindingWriteBack: SwiftUIBindingWriteBack = .atDismissalEnd
        var swiftUIOnDismissOrder: SwiftUIOnDismissOrder = .afterBindingWriteBack
        var swiftUIOnAppearTiming: SwiftUIOnAppearTiming = .beforeViewDidAppear
        var swiftUIOnDisappearTiming: SwiftUIOnDisappearTiming = .afterViewDidDisappear
        var swiftUICancelledSwipeRepeatsAppearance: Bool = false
        var swiftUIFullScreenCoverPresenterOnDisappear: Bool = true
        var swiftUITaskCancelTiming: SwiftUITaskCancelTiming = .withOnDisappear
        var swiftUINavigationPathWriteBack: SwiftUINavigationPathWriteBack = .didShow
        var swiftUIPushedViewOnDisappearOnCancelledPop: Bool = false
        var swiftUIDismissInStack: SwiftUIDismissInStack = .writesPathFirst
        var swiftUIColumnVisibilityWriteBack: SwiftUIColumnVisibilityWriteBack = .atWillChange
        var swiftUICustomBindingNavigationOnAppear: SwiftUICustomBindingNavigationOnAppear = .off
        var swiftUIDialogBindingWrite: SwiftUIDialogBindingWrite = .afterActionHandler
        var swiftUIRePresentAfterDismissAndPop: SwiftUIRePresentAfterDismissAndPop = .off
    }

    var stored = Values()
    var recorder = AssumptionRecorder(base: 2)

    public init() {}

    /// The behaviour rules' best reading of every unconfirmed fact.
    public static let reference = BehaviorOptions()
}
