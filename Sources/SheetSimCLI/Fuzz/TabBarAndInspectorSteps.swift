import SheetSim
import SheetSimScenario

/// The tab bar app's iOS 26 floating tab bar settings (container rules 7.1).
public struct FuzzTabBarMinimizeSetup: Hashable, Sendable {
    public var behavior: TabBarMinimizeBehavior
    public var hasBottomAccessory: Bool

    public init(behavior: TabBarMinimizeBehavior, hasBottomAccessory: Bool) {
        self.behavior = behavior
        self.hasBottomAccessory = hasBottomAccessory
    }

    /// The scenario's `set` lines, after the tab bar controller's declaration.
    var scenarioLines: [String] {
        ["set tabBarMinimizeBehavior of \"tabs\" = \(behavior.rawValue)"]
            + (hasBottomAccessory ? ["set bottomAccessory of \"tabs\" = true"] : [])
    }
}

extension SessionGenerator {
    /// The options and metrics the floating tab bar's stream draws: the other streams leave them
    /// alone, so adding them to the catalogs changed no other session.
    static let tabBarMinimizeOptionNames: Set<String> = ["automaticTabBarMinimizeBehavior", "minimizedTabBarSafeArea"]
    static let tabBarMinimizeMetricNames: Set<String> = ["minimizedTabBarHeight26", "bottomAccessoryHeight26"]

    /// In half the tab bar app's iOS 26 iPhone sessions: a minimize behavior and at times a bottom
    /// accessory, a scroll view under the first tab and two to six scrolls of it, put among the
    /// other steps; in a third of those, one of the floating bar's options set away from its
    /// default. Drawn from a stream of their own and inserted after every other stream's steps, so
    /// every other draw of a seed, and where the other steps land, are what they were without them.
    static func tabBarMinimizeSteps(seed: UInt64, app: FuzzApp, os: OSProfile, device: Device,
                                    into actions: inout [FuzzStep]) -> (FuzzTabBarMinimizeSetup?, [BehaviorSetting]) {
        guard app == .tabs, os.majorVersion >= 26, device.idiom == .phone else { return (nil, []) }
        var rng = SplitMix64(seed: seed ^ 0x7AB0_0261_B0A1_26F1)
        guard rng.chance(50), actions.count > 1 else { return (nil, []) }
        let setup = FuzzTabBarMinimizeSetup(behavior: rng.pick(TabBarMinimizeBehavior.allCases), hasBottomAccessory: rng.chance(50))
        actions.insert(.action(.scrollView(ScrollViewState(contentHeight: Double(rng.int(in: 1000...4000))), of: "feed")),
                       at: rng.int(in: 1...actions.count))
        for _ in 0..<rng.int(in: 2...6) {
            let step: UserAction = rng.chance(15) ? .scrollToEdge(bottom: rng.chance(50), of: "feed")
                                                  : .scroll(toContentOffsetY: Double(rng.int(in: -100...3000)), of: "feed")
            actions.insert(.action(step), at: rng.int(in: 1...actions.count))
        }
        var options: [BehaviorSetting] = []
        if rng.chance(33) {
            let catalog = BehaviorOptions.catalog.filter { tabBarMinimizeOptionNames.contains($0.name) }
            let option = rng.pick(catalog)
            if let setting = BehaviorSetting(name: option.name, value: rng.pick(option.values.filter { $0 != option.defaultValue })) {
                options.append(setting)
            }
        }
        return (setup, options)
    }

    /// In half the double-column split view app's iOS 26 iPad sessions: an inspector column, and
    /// two to six steps on it put among the others — shown and hidden in code, its divider
    /// dragged at once or over 50–400 ms (at times past its minimum or maximum). The window steps
    /// collapse and expand the controller around it. Drawn from a stream of their own, inserted
    /// last.
    static func inspectorSteps(seed: UInt64, app: FuzzApp, os: OSProfile, device: Device, into actions: inout [FuzzStep]) -> Bool {
        guard app == .doubleColumnSplit, os.supportsInspectorColumn, device.idiom == .pad else { return false }
        var rng = SplitMix64(seed: seed ^ 0x1D8E_4E27_C47D_124F)
        guard rng.chance(50), actions.count > 1 else { return false }
        for _ in 0..<rng.int(in: 2...6) {
            let step: UserAction
            switch rng.int(in: 0...5) {
            case 0, 1: step = .showColumn(.inspector)
            case 2: step = .hideColumn(.inspector)
            case 3: step = .dragDivider(.inspector, to: Double(rng.int(in: 100...600)))
            default: step = .dragDividerOver(.inspector, to: Double(rng.int(in: 100...600)), over: .milliseconds(Int64(rng.int(in: 50...400))))
            }
            actions.insert(.action(step), at: rng.int(in: 1...actions.count))
        }
        return true
    }

    /// Whether `step` is one the inspector stream draws: no other stream touches the inspector.
    public static func isInspectorStep(_ step: FuzzStep) -> Bool {
        guard case .action(let action) = step else { return false }
        switch action {
        case .showColumn(.inspector, _), .hideColumn(.inspector, _), .dragDivider(.inspector, _, _), .dragDividerOver(.inspector, _, _, _): return true
        default: return false
        }
    }

    /// Whether `step` is one the floating tab bar stream draws: a scroll of the tab bar app's
    /// first tab.
    public static func isTabBarMinimizeStep(_ step: FuzzStep) -> Bool {
        guard case .action(let action) = step else { return false }
        switch action {
        case .scrollView(_, _, "feed"), .scroll(_, "feed"), .scrollToEdge(_, "feed"): return true
        default: return false
        }
    }
}

/// What the floating tab bar invariant needs of the tab bar controller at one instant.
public struct TabBarMinimizeObservation: Hashable, Sendable {
    public var isMinimized: Bool
    public var behavior: TabBarMinimizeBehavior
    public var automaticBehavior: BehaviorOptions.AutomaticTabBarMinimizeBehavior
    public var isPhone: Bool
    public var osMajor: Int
    public var hasBottomAccessory: Bool
    public var accessoryPlacement: TabAccessoryPlacement

    public init(isMinimized: Bool, behavior: TabBarMinimizeBehavior, automaticBehavior: BehaviorOptions.AutomaticTabBarMinimizeBehavior,
                isPhone: Bool, osMajor: Int, hasBottomAccessory: Bool, accessoryPlacement: TabAccessoryPlacement) {
        self.isMinimized = isMinimized
        self.behavior = behavior
        self.automaticBehavior = automaticBehavior
        self.isPhone = isPhone
        self.osMajor = osMajor
        self.hasBottomAccessory = hasBottomAccessory
        self.accessoryPlacement = accessoryPlacement
    }

    /// Reads the tab bar controller `name` of `sim`.
    public init?(_ name: String, in sim: Simulator) {
        guard let machine = sim.machine(TabBarMachine.self, named: name) else { return nil }
        self.init(isMinimized: machine.isTabBarMinimized, behavior: machine.configuration.minimizeBehavior,
                  automaticBehavior: sim.options.automaticTabBarMinimizeBehavior, isPhone: sim.environment.device.idiom == .phone,
                  osMajor: sim.os.majorVersion, hasBottomAccessory: machine.configuration.hasBottomAccessory,
                  accessoryPlacement: machine.bottomAccessoryPlacement)
    }
}

/// What the inspector invariant needs of the split view controller at rest.
public struct InspectorObservation: Hashable, Sendable {
    public var inspector: SplitInspectorState
    public var isCollapsed: Bool
    public var width: Double
    public var range: ClosedRange<Double>
    public var splitWidth: Double

    public init(inspector: SplitInspectorState, isCollapsed: Bool, width: Double, range: ClosedRange<Double>, splitWidth: Double) {
        self.inspector = inspector
        self.isCollapsed = isCollapsed
        self.width = width
        self.range = range
        self.splitWidth = splitWidth
    }

    /// Reads the split view controller `name` of `sim`, when it has an inspector.
    public init?(_ name: String, in sim: Simulator) {
        guard let machine = sim.machine(SplitViewMachine.self, named: name), machine.columns[.inspector] != nil else { return nil }
        self.init(inspector: machine.inspector, isCollapsed: machine.isCollapsed, width: machine.inspectorColumnWidth,
                  range: SplitViewLayout.inspectorWidthRange(machine.configuration.inspectorColumnWidth, metrics: sim.metrics),
                  splitWidth: machine.environment.size.width)
    }
}

extension InvariantChecker {
    /// The floating tab bar's invariant. Where minimizing is allowed is written out here from the
    /// rules (an iPhone, iOS 26, a behavior other than never, `automatic` as the option says)
    /// rather than asked of the core, so the check does not trust what it checks.
    public static func checkTabBarMinimize(_ bar: TabBarMinimizeObservation, now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let behavior = bar.behavior == .automatic ? (bar.automaticBehavior == .never ? .never : .onScrollDown) : bar.behavior
        if bar.isMinimized, !bar.isPhone || bar.osMajor < 26 || behavior == .never {
            found.append(InvariantViolation(invariant: .tabBarMinimizesOnlyWhereAllowed, time: now,
                                            message: "the tab bar is minimized with \(bar.behavior.rawValue) on iOS \(bar.osMajor)\(bar.isPhone ? "" : " off an iPhone")"))
        }
        let placement: TabAccessoryPlacement = !bar.hasBottomAccessory ? .none : bar.isMinimized ? .inline : .regular
        if bar.accessoryPlacement != placement {
            found.append(InvariantViolation(invariant: .tabBarMinimizesOnlyWhereAllowed, time: now,
                                            message: "the bottom accessory is \(bar.accessoryPlacement.rawValue), expected \(placement.rawValue)"))
        }
        return found
    }

    /// The inspector's invariant, at rest.
    public static func checkInspector(_ inspector: InspectorObservation, now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        if inspector.inspector == .column && inspector.isCollapsed {
            found.append(InvariantViolation(invariant: .inspectorMatchesCollapse, time: now, message: "the inspector is a column of a collapsed split view controller"))
        }
        if inspector.inspector == .sheet && !inspector.isCollapsed {
            found.append(InvariantViolation(invariant: .inspectorMatchesCollapse, time: now, message: "the inspector is a sheet of an expanded split view controller"))
        }
        let lowest = min(inspector.range.lowerBound, inspector.splitWidth)
        if inspector.inspector == .column, inspector.width < lowest || inspector.width > inspector.range.upperBound {
            found.append(InvariantViolation(invariant: .inspectorMatchesCollapse, time: now,
                                            message: "the inspector column is \(inspector.width) pt wide, outside \(inspector.range)"))
        }
        return found
    }
}
