import SheetSim

extension SessionGenerator {
    /// The controller a navigation app's bar lies over: the root of ``FuzzApp/navigationController``.
    static func barContent(_ app: FuzzApp) -> String? {
        switch app {
        case .navigation: return "inbox"
        case .tabs: return "feed"
        case .classicSplit: return "master"
        case .plain, .doubleColumnSplit, .tripleColumnSplit: return nil
        }
    }

    /// On a release whose bars float on glass (iOS 26), in half the sessions of an app with a
    /// navigation controller: a scroll view under its bar, then scroll edge effect styles set on
    /// it, on the navigation controller (with large titles at times) or on the first sheet, and
    /// scrolls, put among the other steps. Drawn from a stream of their own and inserted last, so
    /// every other draw of a seed, and where the other steps land, are what they were without them.
    static func barSteps(seed: UInt64, app: FuzzApp, os: OSProfile, into actions: inout [FuzzStep]) {
        guard os.barsFloatOnGlass, let navigation = app.navigationController, let content = barContent(app) else { return }
        var rng = SplitMix64(seed: seed ^ 0x9E37_79B9_26BA_4526)
        guard rng.chance(50), actions.count > 1 else { return }
        let scrollView = FuzzStep.action(.scrollView(ScrollViewState(contentHeight: Double(rng.int(in: 300...4000))), of: content))
        actions.insert(scrollView, at: rng.int(in: 1...actions.count))
        for _ in 0..<rng.int(in: 1...5) {
            let step: FuzzStep
            if rng.chance(30) {
                step = .action(.scroll(toContentOffsetY: Double(rng.int(in: -150...2000)), of: content))
            } else {
                let target = rng.pick([content, content, navigation, "sheet"])
                var settings = ViewLayoutSettings()
                settings.edgeEffectStyles.top = rng.pick([nil] + ScrollEdgeEffectStyle.allCases)
                settings.edgeEffectStyles.bottom = rng.pick([nil] + ScrollEdgeEffectStyle.allCases)
                if target == navigation {
                    settings.prefersLargeTitles = rng.chance(40)
                    settings.isToolbarHidden = rng.chance(50)
                }
                step = .action(.updateViewLayoutSettings(of: target, settings))
            }
            actions.insert(step, at: rng.int(in: 1...actions.count))
        }
    }

    /// Whether `step` is one ``barSteps(seed:app:os:into:)`` draws: no other stream sets a bar's
    /// layout settings or touches a window controller's scroll view.
    public static func isBarStep(_ step: FuzzStep) -> Bool {
        guard case .action(let action) = step else { return false }
        switch action {
        case .updateViewLayoutSettings(_, var settings):
            // The bar stream sets only these; the context-presentation stream sets others.
            settings.edgeEffectStyles = ScrollEdgeEffectStyles()
            settings.prefersLargeTitles = false
            settings.isToolbarHidden = true
            return settings == ViewLayoutSettings()
        case .scrollView, .scroll(toContentOffsetY: _, of: _?): return true
        default: return false
        }
    }
}

/// What the bar invariants need of one navigation controller's bar and the controller it shows
/// (SheetRules 9.7).
public struct BarObservation: Hashable, Sendable {
    public var navigationController: String
    public var child: String
    /// Whether the release's bars float on glass.
    public var barsFloatOnGlass: Bool
    public var background: BarBackground
    /// The bar's frame and the child's view's, in the window.
    public var barFrame: Rect
    public var childFrame: Rect
    /// The child's safe-area top, in its own view.
    public var childSafeAreaTop: Double
    /// The child's scroll view's top edge effect, resolved; nil without a scroll view.
    public var topEdgeEffect: ScrollEdgeEffect?
    /// The top style set nearest the child: its own, else the navigation controller's.
    public var topStyle: ScrollEdgeEffectStyle?
    /// Whether a bar lies over the child's bottom: the navigation controller's toolbar, or a tab
    /// bar at the bottom of the tab bar controller holding it.
    public var hasBottomBar = false
    /// The child's scroll view's bottom edge effect, resolved; nil without a scroll view.
    public var bottomEdgeEffect: ScrollEdgeEffect?
    /// The bottom style set nearest the child.
    public var bottomStyle: ScrollEdgeEffectStyle?

    public init(navigationController: String, child: String, barsFloatOnGlass: Bool, background: BarBackground, barFrame: Rect,
                childFrame: Rect, childSafeAreaTop: Double, topEdgeEffect: ScrollEdgeEffect?, topStyle: ScrollEdgeEffectStyle?) {
        self.navigationController = navigationController
        self.child = child
        self.barsFloatOnGlass = barsFloatOnGlass
        self.background = background
        self.barFrame = barFrame
        self.childFrame = childFrame
        self.childSafeAreaTop = childSafeAreaTop
        self.topEdgeEffect = topEdgeEffect
        self.topStyle = topStyle
    }

    /// The bar of `navigation` and what it shows, or nil when it has no bar in the window now.
    public init?(_ navigation: String, in simulator: Simulator) {
        let child = simulator.tree.visibleLeaf(of: navigation)
        let tabBarController = simulator.tree.parent(of: navigation)
        // One reading for the three: each alone copies the simulator (see viewLayouts(of:)).
        let layouts = simulator.viewLayouts(of: [navigation, child] + (tabBarController.map { [$0] } ?? []))
        guard let outer = layouts[0], let bar = outer.navigationBar else { return nil }
        guard child != navigation, let inner = layouts[1] else { return nil }
        let frame = Rect(x: outer.frameInWindow.x + bar.frame.x, y: outer.frameInWindow.y + bar.frame.y,
                         width: bar.frame.width, height: bar.frame.height + bar.largeTitleBelowBar)
        self.init(navigationController: navigation, child: child, barsFloatOnGlass: simulator.os.barsFloatOnGlass,
                  background: bar.background, barFrame: frame, childFrame: inner.frameInWindow,
                  childSafeAreaTop: inner.safeAreaInsets.top, topEdgeEffect: inner.scrollView?.topEdgeEffect,
                  topStyle: simulator.viewLayoutSettings(of: child).edgeEffectStyles.top
                      ?? simulator.viewLayoutSettings(of: navigation).edgeEffectStyles.top)
        let tabBar = layouts.count > 2 ? layouts[2] : nil
        hasBottomBar = outer.toolbar != nil || (tabBar.map { $0.tabBarHeight != nil && !$0.tabBarIsAtTop } ?? false)
        bottomEdgeEffect = inner.scrollView?.bottomEdgeEffect
        bottomStyle = simulator.viewLayoutSettings(of: child).edgeEffectStyles.bottom
            ?? simulator.viewLayoutSettings(of: navigation).edgeEffectStyles.bottom
    }
}

extension InvariantChecker {
    /// The bar invariants (SheetRules 9.7): on a release whose bars float on glass a navigation
    /// bar's background is glass, and never before; the content it shows extends under the bar
    /// while its safe area starts below it; its scroll view's top edge effect is the style set
    /// nearest it (soft for automatic) on such a release and none before.
    public static func checkBars(_ bars: [BarObservation], now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let tolerance = 1e-6
        for bar in bars {
            if (bar.background == .glass) != bar.barsFloatOnGlass {
                found.append(InvariantViolation(invariant: .glassBarOverContent, time: now,
                    message: "'\(bar.navigationController)' bar background is \(bar.background.rawValue) on a release whose bars \(bar.barsFloatOnGlass ? "float on glass" : "do not float on glass")"))
            }
            if bar.childFrame.minY > bar.barFrame.minY + tolerance || bar.childFrame.minY + bar.childSafeAreaTop < bar.barFrame.maxY - tolerance {
                found.append(InvariantViolation(invariant: .glassBarOverContent, time: now,
                    message: "'\(bar.child)' view from \(bar.childFrame.minY) with safe-area top \(bar.childSafeAreaTop) does not extend under '\(bar.navigationController)' bar \(bar.barFrame.minY)…\(bar.barFrame.maxY) with its safe area below it"))
            }
            if let effect = bar.topEdgeEffect {
                let expected: ScrollEdgeEffect = bar.barsFloatOnGlass ? (bar.topStyle == .hard ? .hard : .soft) : .none
                if effect != expected {
                    found.append(InvariantViolation(invariant: .edgeEffectWhereBarOverlaps, time: now,
                        message: "'\(bar.child)' scroll view under '\(bar.navigationController)' bar shows a \(effect.rawValue) top edge effect; its style \(bar.topStyle?.rawValue ?? "unset") makes \(expected.rawValue)"))
                }
            }
            if let effect = bar.bottomEdgeEffect {
                let expected: ScrollEdgeEffect = bar.barsFloatOnGlass && bar.hasBottomBar ? (bar.bottomStyle == .hard ? .hard : .soft) : .none
                if effect != expected {
                    found.append(InvariantViolation(invariant: .edgeEffectWhereBarOverlaps, time: now,
                        message: "'\(bar.child)' scroll view shows a \(effect.rawValue) bottom edge effect \(bar.hasBottomBar ? "over" : "without") a bar at the bottom; its style \(bar.bottomStyle?.rawValue ?? "unset") makes \(expected.rawValue)"))
                }
            }
        }
        return found
    }
}
