/// The release checks whose answer depends on nothing but the release and what a line writes:
/// the simulator refuses with them when a call reaches it, and `sheetsim check` asks them of a
/// scenario's lines without running it, so both word a refusal alike.
extension OSProfile {
    /// Why `present` of `name` is refused on this release, or nil: SheetSim presents only where
    /// `UISheetPresentationController` exists (iOS 15 on).
    public func sheetPresentationRefusal(of name: String) -> SimulationError? {
        guard !supportsSheetPresentation else { return nil }
        return .invalidValue(what: "presenting '\(name)'", reason: "needs iOS 15 or later (UISheetPresentationController); this simulation runs \(self), which SheetSim models for split view controllers only")
    }

    /// Why `UITabBarController.sidebar` is refused on this release, or nil (iOS 18 API).
    public var sidebarRefusal: SimulationError? {
        majorVersion < 18 ? .requiresRelease("UITabBarController.sidebar", major: 18, os: versionText) : nil
    }

    /// Why a tab bar controller with these settings is refused on this release, or nil: `UITab`s
    /// and `mode` are iOS 18 API, `tabBarMinimizeBehavior` and `bottomAccessory` iOS 26 API.
    public func tabBarRefusal(of configuration: TabBarConfiguration) -> SimulationError? {
        if configuration.needsIOS18, majorVersion < 18 {
            let api = configuration.uiTabs != nil ? "UITab, UITabGroup and UISearchTab" : "UITabBarController.mode"
            return .requiresRelease(api, major: 18, os: versionText)
        }
        if configuration.needsIOS26, majorVersion < 26 {
            let api = configuration.hasBottomAccessory ? "UITabBarController.bottomAccessory" : "UITabBarController.tabBarMinimizeBehavior"
            return .requiresRelease(api, major: 26, os: versionText)
        }
        return nil
    }

    /// Why a split view controller of `style` with a controller in each of `columns` is refused
    /// on this release, or nil: the column style is iOS 14's `init(style:)`, the inspector column
    /// iOS 26's (split view rules 2.2, 11).
    public func splitViewRefusal(style: SplitViewStyle, columns: some Sequence<SplitViewColumn>) -> SimulationError? {
        if style.isColumnStyle, !supportsColumnStyleSplitView {
            return .invalidValue(what: "a \(style.rawValue) split view controller",
                                 reason: "needs iOS 14 or later (init(style:)); this simulation runs \(self): declare it classic")
        }
        if style.columns.contains(.inspector), columns.contains(.inspector) { return inspectorColumnRefusal }
        return nil
    }

    /// Why `UISplitViewController.Column.inspector` is refused on this release, or nil (iOS 26).
    public var inspectorColumnRefusal: SimulationError? {
        supportsInspectorColumn ? nil : .invalidValue(what: "the inspector column", reason: "needs iOS 26 or later (UISplitViewController.Column.inspector); this simulation runs \(self): add 'os 26'")
    }

    /// Why a drag of a split view controller's column divider is refused on this release, or nil
    /// (interactive column resizing came with iOS 26).
    public var dividerDragRefusal: SimulationError? {
        supportsInspectorColumn ? nil : .invalidValue(what: "dragging a column's divider", reason: "needs iOS 26 or later (interactive column resizing); this simulation runs \(self): add 'os 26'")
    }

    /// Why layout settings with a scroll edge effect's style are refused on this release, or nil:
    /// `topEdgeEffect` and `bottomEdgeEffect` are iOS 26 API (SheetRules 9.7).
    public func edgeEffectRefusal(of settings: ViewLayoutSettings) -> SimulationError? {
        guard !barsFloatOnGlass, let edge = ScrollEdge.allCases.first(where: { settings.edgeEffectStyles[$0] != nil }) else { return nil }
        return .requiresRelease("UIScrollView.\(edge.rawValue)EdgeEffect (SheetRules 9.7)", major: 26, os: versionText)
    }

    /// Why a SwiftUI view declared with these modifiers is refused on this release, or nil:
    /// `inspector` is an iOS 17 modifier (DOC P-S15), `presentationCompactAdaptation` an iOS 16.4
    /// one (DOC P-S6), `presentationDetents` an iOS 16 one (DOC S19), refused as the UIKit-style
    /// `presentationDetents` line is.
    public func swiftUIModalRefusal(of declaration: SwiftUIViewDeclaration) -> SimulationError? {
        for modifier in declaration.modifiers {
            switch modifier {
            case .presentation(let presentation) where presentation.kind == .inspector && majorVersion < 17:
                return .invalidValue(what: "inspector on '\(declaration.name)'", reason: "needs iOS 17 or later; this simulation runs \(self): add 'os 17'")
            case .presentationDetents:
                if let refusal = refusal(of: .swiftUI(.presentationDetents)) { return refusal }
            case .presentationCompactAdaptation:
                if let refusal = SwiftUIModalRules.compactAdaptationRefusal(on: self) {
                    return .invalidValue(what: "the SwiftUI view '\(declaration.name)'", reason: refusal + "; leave it out, as an 'if #available' would")
                }
            default:
                continue
            }
        }
        return nil
    }
}
