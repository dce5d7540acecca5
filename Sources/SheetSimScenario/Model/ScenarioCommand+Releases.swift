import SheetSim

extension ScenarioCommand {
    /// The sheet APIs only some releases have that this line uses: a custom detent, a SwiftUI
    /// presentation modifier, `prefersPageSizing`, a `backgroundEffect`, `preferredPlacement`
    /// (`OSProfile.refusal(of:)` says which release lacks each).
    public var sheetAPIs: [SheetAPI] {
        switch self {
        case .swiftUI(let modifier, _):
            if case .presentationDetents(let detents, _) = modifier, detents.contains(where: \.detent.isCustom) {
                return [.swiftUI(modifier.name), .customDetents]
            }
            return [.swiftUI(modifier.name)]
        case .detents(let detents, _): return detents.contains(where: \.isCustom) ? [.customDetents] : []
        case .set(.prefersPageSizing, _): return [.prefersPageSizing]
        case .set(.backgroundEffect(.some), _): return [.backgroundEffect]
        case .set(.preferredPlacement, _): return [.preferredPlacement]
        case .action(.invalidateDetents): return [.invalidateDetents]
        default: return []
        }
    }

    /// Why this line, once the app runs, is refused on `os` whatever ran before it, or nil: it
    /// uses an API the release lacks. `sheetsim check` asks it of every line after the first
    /// action (the lines before it are set up as the run sets them up); each answer is the
    /// refusal the simulator gives when the line runs.
    ///
    /// - Parameters:
    ///   - os: the release the scenario simulates.
    ///   - currentSheet: the sheet a `present` without a name presents.
    public func releaseRefusal(on os: OSProfile, currentSheet: String) -> SimulationError? {
        for api in sheetAPIs {
            if let refusal = os.refusal(of: api) { return refusal }
        }
        switch self {
        case .present(let name, _, _):
            return os.sheetPresentationRefusal(of: name ?? currentSheet)
        case .declare(_, .splitViewController(let style, let columns, _)):
            return os.splitViewRefusal(style: style, columns: columns.keys)
        case .declare(_, .tabBarController(_, _, let configuration)):
            return os.tabBarRefusal(of: configuration)
        case .swiftUIView(let declaration):
            return os.swiftUIModalRefusal(of: declaration)
        case .configureContainer(_, .sidebarHidden), .action(.setSidebarHidden):
            return os.sidebarRefusal
        case .configureContainer(_, let change):
            // The setting alone: a tab bar controller running on a release before 18 has no
            // UITabs nor a mode to add to it.
            var configuration = TabBarConfiguration()
            switch change {
            case .mode(let mode): configuration.mode = mode
            case .compactTabIdentifiers(let identifiers): configuration.compactTabIdentifiers = identifiers
            case .tabBarMinimizeBehavior(let behavior): configuration.minimizeBehavior = behavior
            case .bottomAccessory(let on): configuration.hasBottomAccessory = on
            default: return nil
            }
            return os.tabBarRefusal(of: configuration)
        case .setLayout(_, .edgeEffectStyle(let edge, let style)):
            var settings = ViewLayoutSettings()
            settings.edgeEffectStyles[edge] = style
            return os.edgeEffectRefusal(of: settings)
        case .action(.updateViewLayoutSettings(_, let settings)):
            return os.edgeEffectRefusal(of: settings)
        case .action(.dragDivider), .action(.dragDividerOver):
            return os.dividerDragRefusal
        default:
            return nil
        }
    }
}
