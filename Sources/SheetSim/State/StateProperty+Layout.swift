extension StateProperty {
    // MARK: What a controller's view sees (layout rules 2–6), under UIKit's key paths

    /// A number read from a controller's ``ViewLayout``.
    static func view(_ name: String, _ summary: String, _ read: @escaping @Sendable (ViewLayout) -> Double?) -> StateProperty {
        StateProperty(name, .viewController, .number(unit: .points), summary) { sim, controller in
            sim.viewLayout(of: controller).flatMap(read).map(StateValue.number)
        }
    }

    /// A number read from the scroll view that is a controller's content (or, for a container,
    /// the content of the controller it shows).
    static func scroll(_ name: String, _ summary: String, _ read: @escaping @Sendable (ScrollViewLayout) -> Double) -> StateProperty {
        StateProperty(name, .viewController, .number(unit: .points), summary) { sim, controller in
            sim.scrollViewLayout(of: controller).map { .number(read($0)) }
        }
    }

    /// A navigation controller's bar.
    static func bar(_ name: String, _ kind: StateKind, _ summary: String,
                    _ read: @escaping @Sendable (NavigationBarLayout) -> StateValue) -> StateProperty {
        StateProperty(name, .navigationController, kind, summary) { sim, controller in
            sim.viewLayout(of: controller)?.navigationBar.map(read)
        }
    }

    /// The layout figures: view frame, safe area, margins, scroll view insets and offset, bar heights
    /// (what the REPL's `layout` command and `run --frames --layout` print).
    public static let layout: [StateProperty] = [
        view("view.frame.width", "the controller's view's width (a sheet's view: the sheet's)") { $0.size.width },
        view("view.frame.height", "the controller's view's height: a sheet's is its detent's value plus the bottom inset") { $0.size.height },
        view("view.safeAreaInsets.top", "`view.safeAreaInsets`") { $0.safeAreaInsets.top },
        view("view.safeAreaInsets.left", "`view.safeAreaInsets`") { $0.safeAreaInsets.left },
        view("view.safeAreaInsets.bottom", "`view.safeAreaInsets`") { $0.safeAreaInsets.bottom },
        view("view.safeAreaInsets.right", "`view.safeAreaInsets`") { $0.safeAreaInsets.right },
        view("view.safeAreaLayoutGuide.layoutFrame.height", "the height inside the safe area") { $0.safeAreaLayoutFrame.height },
        view("view.directionalLayoutMargins.top", "`view.directionalLayoutMargins`, as UIKit reports them") { $0.directionalLayoutMargins.top },
        view("view.directionalLayoutMargins.leading", "`view.directionalLayoutMargins`") { $0.directionalLayoutMargins.leading },
        view("view.directionalLayoutMargins.bottom", "`view.directionalLayoutMargins`") { $0.directionalLayoutMargins.bottom },
        view("view.directionalLayoutMargins.trailing", "`view.directionalLayoutMargins`") { $0.directionalLayoutMargins.trailing },
        view("systemMinimumLayoutMargins.leading", "`systemMinimumLayoutMargins` (16 or 20)") { $0.systemMinimumLayoutMargins.leading },
        view("systemMinimumLayoutMargins.trailing", "`systemMinimumLayoutMargins`") { $0.systemMinimumLayoutMargins.trailing },
        view("view.readableContentGuide.layoutFrame.width", "the readable content guide's width") { $0.readableContentWidth },
        scroll("scrollView.contentOffset.y", "the scroll view's `contentOffset.y` (−`adjustedContentInset.top` at its top)") { $0.contentOffsetY },
        scroll("scrollView.contentSize.height", "the scroll view's `contentSize.height`") { $0.contentHeight },
        scroll("scrollView.bounds.height", "the scroll view's height: its controller's view's") { $0.boundsHeight },
        scroll("scrollView.adjustedContentInset.top", "`adjustedContentInset`: `contentInset` plus the safe area the behaviour includes") {
            $0.adjustedContentInset.top
        },
        scroll("scrollView.adjustedContentInset.left", "`adjustedContentInset`") { $0.adjustedContentInset.left },
        scroll("scrollView.adjustedContentInset.bottom", "`adjustedContentInset`") { $0.adjustedContentInset.bottom },
        scroll("scrollView.adjustedContentInset.right", "`adjustedContentInset`") { $0.adjustedContentInset.right },
        scroll("scrollView.visibleContent.minY", "the top of the content a user can see: below the bars, on screen") {
            $0.visibleContentMinY
        },
        scroll("scrollView.visibleContent.maxY", "the bottom of the content a user can see: above the home indicator and any bar, on screen") {
            $0.visibleContentMaxY
        },
        StateProperty("scrollView.contentInsetAdjustmentBehavior", .viewController,
                      .word(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)), "the scroll view's `contentInsetAdjustmentBehavior`") {
            sim, controller in sim.scrollViewLayout(of: controller).map { .word($0.contentInsetAdjustmentBehavior.rawValue) }
        },
        bar("navigationBar.frame.height", .number(unit: .points), "the bar's height, a large title included: 56 in a sheet, 44 full screen") {
            .number($0.frame.height)
        },
        bar("navigationBar.frame.y", .number(unit: .points), "the bar's top in its navigation controller's view (0 in a sheet)") {
            .number($0.frame.y)
        },
        bar("navigationBar.largeTitleFraction", .number(unit: nil), "how much of a large title shows: 1 expanded, 0 inline or none") {
            .number($0.largeTitleFraction)
        },
        bar("navigationBar.activeAppearance", .word(BarAppearance.allCases.map(\.rawValue)),
            "which appearance the bar uses now: scrollEdgeAppearance or standardAppearance") { .word($0.appearance.rawValue) },
        StateProperty("tabBar.frame.height", .tabBarController, .number(unit: .points), "the tab bar's height") { sim, controller in
            sim.viewLayout(of: controller)?.tabBarHeight.map(StateValue.number)
        },
    ]

    /// The bars' backgrounds and the scroll edge effects (SheetRules 9.7): what the REPL's `state`
    /// and a scenario's `expect state` read, kept out of ``layout`` so that the layout figures
    /// printed for every release stay as they were.
    public static let bars: [StateProperty] = [
        bar("navigationBar.background", .word(BarBackground.allCases.map(\.rawValue)),
            "the bar's background: transparent or default by scroll position (iOS 15–18), glass (iOS 26)") { .word($0.background.rawValue) },
        StateProperty("scrollView.topEdgeEffect.style", .viewController, .word(ScrollEdgeEffect.allCases.map(\.rawValue)),
                      "the scroll view's top edge effect, resolved: none without a bar over it or before iOS 26, soft (automatic) or hard") {
            sim, controller in sim.scrollViewLayout(of: controller).map { .word($0.topEdgeEffect.rawValue) }
        },
        StateProperty("scrollView.bottomEdgeEffect.style", .viewController, .word(ScrollEdgeEffect.allCases.map(\.rawValue)),
                      "the scroll view's bottom edge effect, resolved: none without a tab bar over it or before iOS 26, soft (automatic) or hard") {
            sim, controller in sim.scrollViewLayout(of: controller).map { .word($0.bottomEdgeEffect.rawValue) }
        },
        StateProperty("toolbar.frame.height", .navigationController, .number(unit: .points),
                      "the toolbar's height, while `isToolbarHidden` is false") { sim, controller in
            sim.viewLayout(of: controller)?.toolbar.map { .number($0.frame.height) }
        },
        StateProperty("toolbar.background", .navigationController, .word(BarBackground.allCases.map(\.rawValue)),
                      "the toolbar's background: default (iOS 15–18), glass (iOS 26)") { sim, controller in
            sim.viewLayout(of: controller)?.toolbar.map { .word($0.background.rawValue) }
        },
    ]
}

extension Simulator {
    /// The layout of the scroll view that is `controller`'s content, or the content of the
    /// controller it shows (a navigation controller's top controller).
    public func scrollViewLayout(of controller: String) -> ScrollViewLayout? {
        if let own = viewLayout(of: controller)?.scrollView { return own }
        let leaf = tree.visibleLeaf(of: controller)
        return leaf == controller ? nil : viewLayout(of: leaf)?.scrollView
    }
}
