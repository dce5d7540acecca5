import SheetSim
import SheetSimScenario

extension Help {
    /// The language by example, then ``grammar``.
    static var language: String { languageByExample + "\nGRAMMAR (the same as the DocC article GrammarReference)\n\n" + grammar + "\n" }

    /// Every fact an `os` line can switch, from the profile's own list, wrapped under the `os` line.
    static var osFactList: String {
        var lines: [String] = []
        let indent = String(repeating: " ", count: 23)
        var line = String(repeating: " ", count: 17) + "facts:"
        for fact in OSProfile.facts.map(\.name) {
            if line.count + fact.count + 1 > 80 { lines.append(line); line = indent }
            line += " " + fact
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static var languageByExample: String { """
    THE SCENARIO LANGUAGE (one command per line; '#' starts a comment)

    Setup (before the first action):
      scenario "title"
      include "_setup.sheet"                  path relative to this file
      device "iPhone 14 Pro" [portrait|landscape|landscapeLeft|landscapeRight]
             [FIGURE VALUE]...     any model 'sheetsim help devices' lists, with
                                   figures in place of its own: refreshRate 60Hz
      device custom width 390pt height 844pt safeArea top 47pt bottom 34pt
             [landscapeSafeArea top 0pt left 47pt bottom 21pt right 47pt]
             [homeButton] [refreshRate 60Hz|120Hz] [pad] [orientation]
             figures, for either form: [scale 3x] [cornerRadius 55pt]
             [landscapeWidthClass compact|regular] [slideOverHeightInset 48pt]
             [windows landscape|portrait twoThirds 694pt half 507pt oneThird 320pt
                                         slideOver 320pt]
      os 15|16|17|18|26|26.1|27 [FACT on|off]...
    \(osFactList)
                                   without an os line: iOS 17. iOS 26 and 26.1 float
                                   sheets below full height on numbers Apple never
                                   published (GUESS metrics and options, 'sheetsim
                                   help metric'), so none is the default. iOS 27 is
                                   26.1 plus the sheet's preferredPlacement on iPad
                                   and resizable iPhone apps (option
                                   resizableIPhoneApps)
      os 12|13|14                  split view controllers only (no sheets): iOS 12
                                   and 13 classic only, with split view quirks 1-2
      appearance light|dark        reduceMotion on|off
      window full|twoThirds|half|oneThird|slideOver|width 678pt
                                   iPad: the window the app launches in (an action
                                   later: the running app's window changes); a
                                   width is at most the screen's
      window width 700pt height 500pt
                                   iPadOS 26: a window of any size within the
                                   screen, at least the system minimum (metrics
                                   windowMinimumWidth/Height, GUESS)
      multitasking fullScreenApps|windowedApps|stageManager
                                   iPadOS 26's setting (iPad, os 26 on); default
                                   fullScreenApps, where windows cannot be resized.
                                   With it, Split View windows are refused (removed
                                   in 26.0) and slideOver needs 26.1
      sizeRestrictions minimumSize width 500pt height 400pt
                                   the app's smallest window (iPadOS 26)
      sdk 12..18|26|27             the SDK the app is built with (default: the os
                                   line's). In an iPadOS 26 window the controls sit
                                   in line in the navigation bar from the iOS 26 SDK
                                   (metric windowControlsWidth), above the content
                                   before it (metric legacyWindowControlsTopInset)
      preferredWindowingControlStyle automatic|unified|minimal
                                   the scene delegate's answer (iOS 26 SDK); minimal:
                                   metric windowControlsMinimalWidth; automatic:
                                   option automaticWindowingControlStyle
      window width 500pt height 300pt
                                   on an iPhone, os 27: a resizable iPhone app; it
                                   stays compact and hears only viewWillTransition
      metric NAME = VALUE          e.g. metric flickSpeed = 1200pt/s
      option NAME = VALUE          e.g. option detentChangeTiming = afterSettle

    The app's controllers (declare before or after launch; 'set' lines after a
    declaration configure that container):
      navigationController "nav" root "inbox"
      tabBarController "tabs" tabs "home", "search"
      rootViewController "nav"               the window's root (the first one set
                                             is the launch; default: "presenter")
      set hasDelegate = false                 (navigation and tab bar controllers)
      set interactivePopGestureRecognizer.isEnabled = false   (navigation)
      set shouldSelect = false                what the tab bar delegate answers
      set selectedIndex = 1                   selects a tab in code (no delegate)
      splitViewController "split" classic|doubleColumn|tripleColumn
      column primary|supplementary|secondary|compact "sidebar"
                                   a column of the last split view controller; column
                                   style wraps a plain controller in "sidebarNav"
      set preferredDisplayMode = automatic|secondaryOnly|oneBesideSecondary|
            oneOverSecondary|twoBesideSecondary|twoOverSecondary|twoDisplaceSecondary
            (and primaryHidden, allVisible, primaryOverlay)
      set preferredSplitBehavior = automatic|tile|overlay|displace
      set presentsWithGesture = false         set showsSecondaryOnlyButton = true
      set displayModeButtonVisibility = automatic|never|always
      set primaryEdge = leading|trailing
      set preferredPrimaryColumnWidthFraction = 0.4|automatic
      set preferredPrimaryColumnWidth = 360pt|automatic   (also minimum..., maximum...,
            and the Supplementary ones)
      the split view delegate's answers:
      set topColumnForCollapsing = proposed|primary|supplementary|secondary|compact
      set displayModeForExpanding = proposed|MODE
      set collapseSecondary = true            (classic) discard the secondary
      set separateSecondary = nil|resetPrimaryStack|"name"     (classic)
      set primaryViewControllerForCollapsing = nil|"name"      (classic; also ...Expanding)
      set targetDisplayModeForAction = automatic|MODE          (classic)
      set showDetail = true                   set show = true  (the delegate handles them)

    Layout (any controller; 'of "name"' picks it, else the one the lines above
    configure; layout rules 3-6):
      set additionalSafeAreaInsets [of "list"] = top 20pt bottom 10pt
      set directionalLayoutMargins = top 0pt leading 20pt bottom 0pt trailing 10pt | nil
      set viewRespectsSystemMinimumLayoutMargins = false
      set insetsLayoutMarginsFromSafeArea = false
      set navigationBar.prefersLargeTitles = true           (navigation)
      set isToolbarHidden = false                           (navigation)
      set navigationItem.largeTitleDisplayMode [of "detail"] = automatic|always|never
      set scrollView.topEdgeEffect.style [of "list"] = automatic|soft|hard     (os 26)
      set scrollView.bottomEdgeEffect.style [of "list"] = automatic|soft|hard  (os 26)
      scrollView [of "list"] [contentHeight 2000pt] [contentOffset -56pt]
                 [contentInsetAdjustmentBehavior automatic|scrollableAxes|never|always]
                 [contentInset top 8pt bottom 8pt] [alwaysBounceVertical]
                 [refreshControl] [horizontal]  |  scrollView none
                                   without 'of': the current sheet's scroll view (set up
                                   before 'present'), the content of its content
                                   controller; 'of' a controller in the current sheet:
                                   the sheet's, in it; 'of' any other (the window's
                                   root, a navigation controller's top one, a tab's, a
                                   column's): that controller's; contentOffset is
                                   UIKit's (-adjustedContentInset.top at the top)
      swipeActions [of "list"] leading|trailing "Delete", "Archive"
                   [performsFirstActionWithFullSwipe false]  |  ... none
      transitionCoordinator [of "sheet"] in viewWillAppear|viewWillDisappear|
                   presentationControllerWillDismiss animateAlongside
                   [notifyWhenInteractionChanges]
                                   the app registers on the controller's transition
                                   coordinator there; UIKit's calls of the blocks are
                                   logged on NAME.transitionCoordinator

    Sheet configuration (the current sheet; before 'present' it sets it up,
    after it changes it in code; prefix 'animateChanges' to animate):
      sheet "child"                            the following lines configure "child"
      detents medium large custom("peek", 120pt) custom("third", 33%)
              height(200pt) fraction(0.4)      (SwiftUI forms)
      set selectedDetentIdentifier = medium|large|"peek"|nil
      set largestUndimmedDetentIdentifier = medium
      set prefersGrabberVisible = true         set preferredCornerRadius = 24pt
      set prefersScrollingExpandsWhenScrolledToEdge = false
      set prefersEdgeAttachedInCompactHeight = true
      set widthFollowsPreferredContentSizeWhenEdgeAttached = true
      set preferredContentSize = 400pt x 500pt set isModalInPresentation = true
      set modalPresentationStyle = pageSheet|formSheet|fullScreen|overFullScreen|automatic
      set shouldDismiss = false                what the delegate answers
      set hasDelegate = false                  set backgroundTranslucent = true
      set preferredPlacement = automatic|leading|center|trailing
                                               iOS 27: where a regular-width iPad sheet
                                               goes (metrics sheetEdgePlacementInset and
                                               sheetEdgePlacementWidth; option
                                               automaticSheetPlacement)
      set adaptivePresentationStyle = none|pageSheet|formSheet|fullScreen|overFullScreen|nil
                                               the delegate implements
                                               adaptivePresentationStyle(for:traitCollection:)
                                               (nil: it does not; the default)
      animateChanges set selectedDetentIdentifier = large
      invalidateDetents
      SwiftUI modifiers (order free; each sets the UIKit property on the right; from iOS 16, and
      presentationCornerRadius and the two interactions from 16.4; interactiveDismissDisabled 15):
      presentationDetents medium large height(200pt) fraction(0.4)
                                               detents
      presentationDragIndicator visible|hidden|automatic
                                               prefersGrabberVisible (automatic: with 2+ detents)
      interactiveDismissDisabled [true|false]  isModalInPresentation
      presentationCornerRadius 20pt|nil        preferredCornerRadius
      presentationBackgroundInteraction automatic|enabled|enabled(upThrough: medium)|disabled
                                               largestUndimmedDetentIdentifier (enabled: every
                                               detent undimmed)
      presentationContentInteraction automatic|resizes|scrolls
                                               prefersScrollingExpandsWhenScrolledToEdge

    SwiftUI views (each in a UIHostingController of its name; the first declared is the
    window's root; the DocC article SwiftUI explains them):
      swiftUI view "content" sheet isPresented "showDetail" onDismiss content "detail"
      swiftUI view "detail" presentationDetents medium, large selection "size"
      swiftUI view "inbox" sheet item "selected" content "message"
      swiftUI view "list" navigationStack root "mailboxes" path "path"
      set binding "showDetail" = true          the app's code writes a binding
      set item "selected" = "41"|nil           set path "path" = "mail", "reply" | empty
      set presentationDetents of "detail" = medium, large
                                               the view re-renders with another detent set
      dismiss from "detail"                    @Environment(\\.dismiss) called by that view
      scenePhase inactive|active               the scene goes inactive (Control Center)
      expect state binding "showDetail" == false   expect state selection "size" == medium

    Actions:
      present ["name"] [from "controller"] [animated|notAnimated]
      dismiss [animated|notAnimated]
      push "message" [in "nav"] [animated|notAnimated]
      pop [in "nav"] [animated|notAnimated]    popToRoot [in "nav"] [animated|notAnimated]
      swipe back [in "nav"] by 150pt over 400ms | with velocity 800pt/s
                                               the interactive pop from the leading edge
      select tab "search" [in "tabs"]          a tap on a tab bar item
      show column primary [in "split"]         hide column supplementary [in "split"]
                                               show(_:)/hide(_:) in code (column style)
      showDetail "post" [in "split"]           showDetailViewController(_:sender:)
      show "settings" [in "split"]             show(_:sender:)
      tap secondary|displayModeButton|secondaryOnlyButton [in "split"]
      drag grabber|body|scrollView by 300pt over 250ms
      drag grabber by -200pt with velocity -1500pt/s
      drag grabber to large over 300ms
      drag scrollView samples 0ms 0pt, 16ms 40pt, 33ms 90pt
      drag sidebar [in "split"] by 280pt over 300ms | with velocity 900pt/s
                                               the sidebar gesture (negative closes)
      touch down grabber [at 420pt]   touch move to 500pt   touch up [at 520pt]
      tap grabber | tap dimmingView [at 200pt 100pt] | tap presenter [at X Y]
      scroll ["list"] to -56pt | top | bottom   (setContentOffset; no name: the front sheet's)
      swipe row 3 [in "list"] left|right by 300pt over 200ms | with velocity V
                                               left reveals the trailing actions
      tap action "Archive" [in "list"]         tap row 3 [in "list"] (closes them)
      keyboard show 336pt [over 250ms]         keyboard hide [over 250ms]
      rotate landscape|portrait                window slideOver (iPad, after launch)
      resize window to 700pt x 500pt over 400ms   iPadOS 26: a live resize of the window
      wait 300ms      wait until settled      wait until 1.5s      mark NAME

    Expectations (callbacks are checked against the whole log at the end):
      expect callbacks [in order] [from T|MARK] [to T|MARK]
        sheet.viewWillAppear(animated: true)
        400.000ms sheet.viewDidAppear          (a time pins the entry's time)
      end
      An exact block (without 'in order') compares the layout callbacks
      (viewWillLayoutSubviews, viewDidLayoutSubviews, viewSafeAreaInsetsDidChange,
      viewLayoutMarginsDidChange, scrollViewDidChangeAdjustedContentInset,
      navigationBarAppearanceChanged) only when it lists one of them.
      expect sheet.viewDidAppear exactly 2 times [from ...] [to ...]
      expect sheet.viewDidAppear count >= 1
      expect no sheet.delegate.presentationControllerDidDismiss
      expect state topY [of "child"] == 398.56pt ± 0.5pt [at 1.2s]
      state properties (the DocC article WritingScenarios says what they read):
    \(PlainText.wrapped(StateProperty.catalog.map(\.name), indent: "        "))
      A window 'from MARK' starts after the callbacks logged before that 'mark'
      line (by position, so it separates callbacks of the same instant).
      A callback's receiver must be a controller the scenario names (or presenter,
      simulator), in a role that gets it: 'sheet.delegate.viewDidAppear' is an error.

    """ }

    /// The grammar, printed from the language's description (``GrammarText``): word for word what
    /// the GrammarReference article of SheetSimScenario's catalog shows (a test compares them).
    static var grammar: String { GrammarText.language }
}
