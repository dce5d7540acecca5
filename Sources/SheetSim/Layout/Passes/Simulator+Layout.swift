extension Simulator {
    // MARK: Settings

    /// Whether the simulator makes layout passes and logs their callbacks
    /// (`viewSafeAreaInsetsDidChange`, `viewLayoutMarginsDidChange`, `viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`, `scrollViewDidChangeAdjustedContentInset` and the bar-appearance
    /// note). On by default. The layout itself (``viewLayout(of:)``) is there either way.
    public var logsLayoutCallbacks: Bool {
        get { layoutState.logsCallbacks }
        set {
            layoutState.logsCallbacks = newValue
            setNeedsLayout()
        }
    }

    /// The layout settings the app gave `controller` (UIKit's defaults if none).
    public func viewLayoutSettings(of controller: String) -> ViewLayoutSettings {
        layoutState.settings[controller] ?? ViewLayoutSettings()
    }

    /// Changes what the app sets on `controller` that shapes its layout (`additionalSafeAreaInsets`,
    /// `directionalLayoutMargins`, …). A controller on screen is laid out again at once.
    /// Settings of a controller not declared yet are kept for it.
    /// The action is ``UserAction/updateViewLayoutSettings(of:_:)`` with the settings `change` makes.
    public mutating func updateViewLayoutSettings(of controller: String, _ change: (inout ViewLayoutSettings) -> Void) throws {
        var settings = viewLayoutSettings(of: controller)
        change(&settings)
        try perform(.updateViewLayoutSettings(of: controller, settings))
    }

    /// Replaces what the app sets on `controller` that shapes its layout.
    mutating func replaceViewLayoutSettings(of controller: String, with settings: ViewLayoutSettings) throws {
        // SheetRules 9.7: `topEdgeEffect` and `bottomEdgeEffect` are iOS 26 API.
        if let refusal = os.edgeEffectRefusal(of: settings) { throw refusal }
        // A presentation-context setting changes no layout: no pass runs for it (SheetRules 10.1).
        if settings.differsOnlyInPresentationContext(from: layoutState.settings[controller] ?? ViewLayoutSettings()) {
            layoutState.settings[controller] = settings
            return
        }
        setNeedsLayout(nodesChanged: true)  // the pass order holds each controller's settings
        for value in [settings.additionalSafeAreaInsets.top, settings.additionalSafeAreaInsets.left,
                      settings.additionalSafeAreaInsets.bottom, settings.additionalSafeAreaInsets.right] {
            guard value.isFinite, value >= 0 else {
                throw SimulationError.invalidValue(what: "additionalSafeAreaInsets", reason: "must be finite and not negative")
            }
        }
        if let margins = settings.directionalLayoutMargins {
            for value in [margins.top, margins.leading, margins.bottom, margins.trailing] where !value.isFinite {
                throw SimulationError.nonFinite(what: "directionalLayoutMargins")
            }
        }
        let wasExplicit = (layoutState.settings[controller]?.largeTitleDisplayMode ?? .automatic) != .automatic
        layoutState.explicitLargeTitleModes += (settings.largeTitleDisplayMode != .automatic ? 1 : 0) - (wasExplicit ? 1 : 0)
        layoutState.settings[controller] = settings
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: Reading the layout

    /// What `controller`'s view sees now: frame, safe area, margins, bars and scroll view (layout
    /// rules 2–6). nil for a controller that is neither in the window nor presented (or declared
    /// to be presented later).
    public func viewLayout(of controller: String) -> ViewLayout? {
        var simulator = self  // the layout rules read the simulator in place (see computeLayout(of:parent:))
        return simulator.computeViewLayout(of: controller)
    }

    /// What each of `controllers` sees now, as ``viewLayout(of:)`` would say one at a time, from
    /// one reading of the simulator: asking one at a time copies the simulator, orders its nodes
    /// and lays out the parents again for each (the fuzzer's bar and context invariants read
    /// several controllers after every event).
    public func viewLayouts(of controllers: [String]) -> [ViewLayout?] {
        var simulator = self
        let nodes = simulator.layoutNodes()
        var laidOut: [Int: ViewLayout] = [:]
        return controllers.map { simulator.computeViewLayout(of: $0, among: nodes, laidOut: &laidOut) }
    }

    mutating func computeViewLayout(of controller: String) -> ViewLayout? {
        var laidOut: [Int: ViewLayout] = [:]
        return computeViewLayout(of: controller, among: layoutNodes(), laidOut: &laidOut)
    }

    /// `controller`'s layout, its parents' first; `laidOut` keeps each node's, by position in
    /// `nodes`, for the next controller asked about among the same nodes.
    private mutating func computeViewLayout(of controller: String, among nodes: [LayoutNode],
                                            laidOut: inout [Int: ViewLayout]) -> ViewLayout? {
        guard let index = nodes.firstIndex(where: { $0.name == controller }) else { return nil }
        // Parents first: the chain from the layer's root (or the nearest parent already laid
        // out) down to the controller.
        var chain: [Int] = [index]
        while laidOut[chain[chain.count - 1]] == nil, let parent = nodes[chain[chain.count - 1]].parent {
            chain.append(parent)
        }
        var parentLayout: ViewLayout?
        if let known = laidOut[chain[chain.count - 1]] {
            if chain.count == 1 { return known }
            parentLayout = known
            chain.removeLast()
        }
        for position in chain.reversed() {
            let layout = computeLayout(of: nodes[position], parent: parentLayout)
            laidOut[position] = layout
            parentLayout = layout
        }
        return parentLayout
    }

    /// Every controller a layout pass visits, parents first: the window's root and what it shows,
    /// then each presented sheet and what it shows, bottom of the stack first. A node's layer is its
    /// presentation's layer (``PresentationStack``). A kind of presentation that is not a sheet
    /// brings its own frame and safe area with it (``PresentationMachine/presentedLayout(named:in:)``);
    /// a kind without one has no nodes.
    func layoutNodes() -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        appendLayoutNodes(of: tree.root, parent: nil, layer: -1, into: &nodes)
        for layer in presentations.layers.indices where isLaidOut(layer: layer) {
            appendLayoutNodes(of: presentations[layer].name, parent: nil, layer: layer, into: &nodes)
        }
        return nodes
    }

    func appendLayoutNodes(of name: String, parent: Int?, layer: Int, into nodes: inout [LayoutNode]) {
        let index = nodes.count
        let kind = tree.kind(of: name)
        var node = LayoutNode(name: name, parent: parent, layer: layer, parentKind: nil, kind: kind,
                              settings: layoutState.settings[name] ?? ViewLayoutSettings())
        if let parent {
            // The container is already in the order, with its kind: no second lookup by name, and
            // only a split view controller's children have a column.
            node.parentKind = nodes[parent].kind
            if node.parentKind == .splitViewController { node.column = columnExtent(of: name, in: nodes[parent].name) }
        }
        nodes.append(node)
        // A plain view controller (or an undeclared one) shows no children.
        guard let kind, kind != .viewController else { return }
        for child in tree.visibleChildren(of: name) { appendLayoutNodes(of: child, parent: index, layer: layer, into: &nodes) }
    }

    /// The column `child` fills in the split view controller `container`, while it is expanded;
    /// nil otherwise (collapsed, the visible child fills the whole view).
    func columnExtent(of child: String, in container: String) -> LayoutNode.ColumnExtent? {
        readContainer(SplitViewMachine.self, container) { split in
            guard !split.isCollapsed, let column = split.columns.column(holding: child),
                  let frame = split.layout.frame(of: column) else { return nil }
            return LayoutNode.ColumnExtent(x: frame.x, width: frame.width)
        }
    }

    /// Whether the layer's views are in the window: a sheet from its presentation until its
    /// dismissal ends; the root unless a full-screen presentation took its views out of the window
    /// (it heard `viewDidDisappear`), until that presentation starts to leave.
    mutating func layerIsOnScreen(_ layer: Int) -> Bool {
        if layer < 0 { return appearance.stage(of: tree.root) != .disappeared || presentations.isEmpty }
        guard presentations.isSheet(atLayer: layer) else { return presentedLayerLayout(layer)?.isOnScreen ?? false }
        return stack[presentations.sheetRow(ofSheetLayer: layer)].state.isOnScreen
    }

    /// Whether the layout passes lay out the presented controller at `layer`: a sheet, or a kind
    /// with a layout of its own.
    @inline(__always)
    func isLaidOut(layer: Int) -> Bool {
        presentations.isSheet(atLayer: layer) || presentedLayerLayout(layer) != nil
    }

    /// The layout of the presented controller at `layer`, of a kind that is not a sheet.
    @inline(never)
    func presentedLayerLayout(_ layer: Int) -> PresentedLayerLayout? {
        let entry = presentations[layer]
        return entry.kind.presentedLayout(named: entry.name, in: self)
    }

    /// The scroll view that is `controller`'s content: in a sheet, the sheet's scroll view, when it
    /// belongs to this controller (by default the sheet's content controller); in the window, the
    /// one set up for this controller.
    mutating func scrollViewState(of controller: String, layer: Int) -> ScrollViewState? {
        guard layer >= 0 else {
            guard !layoutState.scrollViews.isEmpty, let scroll = layoutState.scrollViews[controller],
                  scroll.owner == controller, !layoutState.unplacedScrollViews.contains(controller) else { return nil }
            return scroll
        }
        // A presentation of another kind holds no scroll view of its own.
        guard presentations.isSheet(atLayer: layer) else { return nil }
        // The stored field, read in place: through the machine's computed `scrollView`, every
        // layout node of every pass copied the whole scroll view state out first.
        let row = presentations.sheetRow(ofSheetLayer: layer)
        guard let scroll = stack[row].surroundings.scrollView else { return nil }
        if let owner = scroll.owner { return owner == controller ? scroll : nil }
        return tree.visibleLeaf(of: stack[row].name) == controller ? scroll : nil
    }

    /// One controller's layout from its container's (layout rules 2–6; the rules themselves are in
    /// ``ViewLayoutRules``).
    ///
    /// Mutating, as are the readers it calls, though none of them changes anything: the pass that
    /// calls it is mutating, and a non-mutating method called from there is handed a copy of the
    /// whole simulator, at every controller of every pass.
    mutating func computeLayout(of node: LayoutNode, parent: ViewLayout?) -> ViewLayout {
        let settings = node.settings
        let frame: Rect
        var safe: EdgeInsets
        if let parent, let column = node.column {
            frame = Rect(x: parent.frameInWindow.x + column.x, y: parent.frameInWindow.y, width: column.width,
                         height: parent.frameInWindow.height)
            safe = ViewLayoutRules.columnSafeArea(parent: parent, columnX: column.x, columnWidth: column.width)
        } else if let parent {
            frame = parent.frameInWindow
            safe = ViewLayoutRules.childSafeArea(parent: parent)
        } else if node.layer < 0 {
            frame = environment.containerBounds
            safe = environment.safeArea
        } else if !presentations.isSheet(atLayer: node.layer) {
            let own = presentedLayerLayout(node.layer)
            frame = own?.frame ?? .zero
            safe = own?.safeArea ?? .zero
        } else {
            let row = presentations.sheetRow(ofSheetLayer: node.layer)
            let facts = stack[row].layoutStyle
            frame = presentedFrame(ofSheetAt: row, style: facts)
            safe = ViewLayoutRules.presentedSafeArea(
                isFullScreen: facts.isFullScreen, isFloating: facts.isFloating,
                grabberBand: options.grabberInsetsContent && facts.isGrabberVisible,
                window: environment.safeArea, metrics: metrics)
            if facts.floatsWhenPartial, let glass = stack[row].layoutBox.value.floatingSheet {
                // SheetRules 9.2: the padding a floating sheet keeps at its bottom is its
                // content's bottom safe area (GUESS), the window's inset once attached.
                safe.bottom = glass.bottomSafeArea(atProgress: stack[row].figures.attachProgress)
            }
        }
        safe = safe.adding(settings.additionalSafeAreaInsets)
        let minimum = ViewLayoutRules.systemMinimumLayoutMargins(width: frame.width, metrics: metrics)
        let margins = ViewLayoutRules.directionalLayoutMargins(settings: settings, systemMinimum: minimum,
                                                               safeArea: safe, options: options)
        var layout = ViewLayout(frameInWindow: frame, safeAreaInsets: safe, systemMinimumLayoutMargins: minimum,
                                directionalLayoutMargins: margins,
                                readableContentWidth: ViewLayoutRules.readableContentWidth(viewWidth: frame.width, margins: margins, metrics: metrics),
                                navigationBar: nil, tabBarHeight: nil, scrollView: nil)
        if let parent {
            // SheetRules 9.7: which bars lie over the view, and the edge-effect styles it takes
            // from the controllers that show it.
            layout.isUnderNavigationBar = parent.navigationBar != nil && node.column == nil
            layout.isOverBottomBar = parent.isOverBottomBar || (parent.tabBarHeight != nil && !parent.tabBarIsAtTop) || parent.toolbar != nil
            layout.edgeEffectStyles = settings.edgeEffectStyles.over(parent.edgeEffectStyles)
        } else {
            layout.edgeEffectStyles = settings.edgeEffectStyles
        }
        let idiom = environment.device.idiom
        let vertical = environment.verticalSizeClass
        switch node.kind {
        case .navigationController?:
            layout.navigationBar = navigationBarLayout(of: node, settings: settings, frame: frame, safeTop: safe.top)
            if !settings.isToolbarHidden {
                // SheetRules 9.7: the toolbar sits above the safe area's bottom inset.
                let glass = os.barsFloatOnGlass
                let height = ViewLayoutRules.toolbarHeight(idiom: idiom, verticalSizeClass: vertical, metrics: metrics, barsFloatOnGlass: glass)
                layout.toolbar = ToolbarLayout(frame: Rect(x: 0, y: frame.height - safe.bottom - height, width: frame.width, height: height),
                                               background: glass ? .glass : .default)
            }
        case .tabBarController?:
            layout.tabBarHeight = ViewLayoutRules.tabBarHeight(idiom: idiom, verticalSizeClass: vertical, metrics: metrics)
            layout.tabBarIsAtTop = tabBarMachine(node.name)?.showsTabBarAtTop ?? false
            if let machine = tabBarMachine(node.name), let bar = layout.tabBarHeight {
                layout.tabBarContentInset = floatingTabBarContentInset(machine, barHeight: bar)
            }
        case .viewController?, .splitViewController?, .pageViewController?, nil:
            break
        }
        if let scroll = scrollViewState(of: node.name, layer: node.layer) {
            layout.scrollView = scrollViewLayout(scroll, owner: node, parent: parent, frame: frame, safe: safe)
            if os.barsFloatOnGlass {
                let overBottom = layout.isOverBottomBar || (layout.tabBarHeight != nil && !layout.tabBarIsAtTop)
                layout.scrollView!.topEdgeEffect = ViewLayoutRules.scrollEdgeEffect(
                    style: layout.edgeEffectStyles.top, barOverlaps: layout.isUnderNavigationBar,
                    barsFloatOnGlass: true)
                layout.scrollView!.bottomEdgeEffect = ViewLayoutRules.scrollEdgeEffect(
                    style: layout.edgeEffectStyles.bottom, barOverlaps: overBottom, barsFloatOnGlass: true)
            }
        }
        return layout
    }

    /// The layer's context for bar heights: a sheet card, or full screen.
    mutating func barContext(layer: Int) -> ViewLayoutRules.BarContext {
        guard layer >= 0 else { return .fullScreen }
        guard presentations.isSheet(atLayer: layer) else { return .sheet }
        return stack[presentations.sheetRow(ofSheetLayer: layer)].layoutStyle.isFullScreen ? .fullScreen : .sheet
    }

    /// The frame of the sheet at stack index `row` now, from stored fields of the machine read in
    /// place: a computed property of the machine, called on the stack's element, is handed a copy
    /// of the whole machine, and this runs on every frame of a drag.
    mutating func presentedFrame(ofSheetAt row: Int, style: PresentedLayoutStyle) -> Rect {
        if style.isFullScreen { return style.containerBounds }
        return stack[row].layoutBox.value.frame(atOffset: stack[row].offset, height: stack[row].viewHeight)
    }

    /// A navigation controller's bar (layout rules 40–46): its height in this context, the top
    /// item's large title (collapsed by the top controller's scroll view) and its appearance.
    mutating func navigationBarLayout(of node: LayoutNode, settings: ViewLayoutSettings, frame: Rect, safeTop: Double) -> NavigationBarLayout? {
        guard let navigation = navigationMachine(node.name) else { return nil }
        let idiom = environment.device.idiom
        let vertical = environment.verticalSizeClass
        let glass = os.barsFloatOnGlass
        let standard = ViewLayoutRules.navigationBarHeight(context: barContext(layer: node.layer), idiom: idiom,
                                                           verticalSizeClass: vertical, metrics: metrics, barsFloatOnGlass: glass)
        // Only the topmost controller with a mode of its own decides (the rule reads the stack from
        // the root, each such mode overriding the last): looked for from the top, and only when a
        // large title can show and some controller has such a mode, not in every controller of a
        // stack of thousands at every layout.
        var modes: [LargeTitleDisplayMode] = []
        if settings.prefersLargeTitles, layoutState.explicitLargeTitleModes > 0 {
            for controller in navigation.viewControllers.reversed() {
                let mode = layoutState.settings[controller]?.largeTitleDisplayMode ?? .automatic
                if mode != .automatic {
                    modes = [mode]
                    break
                }
            }
        }
        let large = ViewLayoutRules.showsLargeTitle(prefersLargeTitles: settings.prefersLargeTitles, modes: modes,
                                                    idiom: idiom, verticalSizeClass: vertical)
        let scrolled = scrollViewState(of: navigation.topViewController, layer: node.layer)?.contentOffset
        let fraction = large ? ViewLayoutRules.largeTitleFraction(scrolled: scrolled ?? 0, metrics: metrics) : 0
        let title = large ? ViewLayoutRules.largeTitleHeight(barsFloatOnGlass: glass, metrics: metrics) * fraction : 0
        // SheetRules 9.7: with the large title outside the bar (an option, iOS 26) the bar's frame
        // leaves it out; the children's safe area still starts below it (titleBottom).
        let outside = glass && large && options.largeTitlePlacement26 == .outsideBar
        let appearance = ViewLayoutRules.barAppearance(scrolled: scrolled, largeTitleFraction: large ? fraction : nil)
        var bar = NavigationBarLayout(frame: Rect(x: 0, y: safeTop, width: frame.width, height: standard + (outside ? 0 : title)),
                                      standardHeight: standard, prefersLargeTitleNow: large, largeTitleFraction: fraction,
                                      appearance: appearance)
        bar.background = ViewLayoutRules.barBackground(barsFloatOnGlass: glass, appearance: appearance)
        bar.largeTitleOutsideBar = outside
        if outside { bar.largeTitleBelowBar = title }
        return bar
    }

    /// A scroll view filling its controller's view (layout rules 36–39).
    mutating func scrollViewLayout(_ scroll: ScrollViewState, owner: LayoutNode, parent: ViewLayout?, frame: Rect, safe: EdgeInsets) -> ScrollViewLayout {
        let inContainer = owner.parentKind == .navigationController || owner.parentKind == .tabBarController
        let included = ViewLayoutRules.includedEdges(
            behavior: scroll.contentInsetAdjustmentBehavior, inNavigationOrTabBar: inContainer,
            contentHeight: scroll.contentHeight, boundsHeight: frame.height,
            alwaysBounceVertical: scroll.alwaysBounceVertical, scrollsHorizontally: scroll.scrollsHorizontally)
        let adjusted = ViewLayoutRules.adjustedContentInset(contentInset: scroll.contentInset, safeArea: safe, included: included)
        // contentOffset.y counts from where the content rests with the large title expanded
        // (layout rules 44): the inset the large title takes back as it collapses is added back.
        var restingTop = adjusted.top
        if included.vertical, let bar = parent?.navigationBar, bar.prefersLargeTitleNow {
            restingTop += ViewLayoutRules.largeTitleHeight(barsFloatOnGlass: os.barsFloatOnGlass, metrics: metrics) * (1 - bar.largeTitleFraction)
        }
        let offsetY = scroll.contentOffset - restingTop
        let maximum = max(-restingTop, scroll.contentHeight + adjusted.bottom - frame.height)
        // What shows: between the bars and unsafe edges, and on screen.
        let top = max(safe.top, -frame.y)
        let bottom = min(frame.height - safe.bottom, environment.containerSize.height - frame.y)
        let visibleMin = min(max(offsetY + top, 0), scroll.contentHeight)
        let visibleMax = min(max(offsetY + bottom, visibleMin), scroll.contentHeight)
        return ScrollViewLayout(contentInsetAdjustmentBehavior: scroll.contentInsetAdjustmentBehavior,
                                adjustedContentInset: adjusted, contentOffsetY: offsetY, contentHeight: scroll.contentHeight,
                                boundsHeight: frame.height, visibleContentMinY: visibleMin, visibleContentMaxY: visibleMax,
                                maximumContentOffsetY: maximum)
    }
}
