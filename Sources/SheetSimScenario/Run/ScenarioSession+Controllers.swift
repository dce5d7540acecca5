import SheetSim

extension ScenarioSession {
    /// A declaration before launch is kept for it (and checked now on a scratch simulator, so a
    /// mistake is reported at its line); after launch it happens at once.
    mutating func declare(_ name: String, _ declaration: ControllerDeclaration, at location: SourceLocation) throws {
        if simulator != nil {
            try act(at: location) { try $0.declare(name, declaration) }
            return
        }
        try checkDeclarable(at: location) { try $0.declare(name, declaration) }
        declarations.append(name, declaration)
    }

    /// Runs `change` after the pending declarations and the launch root on a scratch simulator;
    /// a refusal is the diagnostic the launch would give.
    mutating func checkDeclarable(at location: SourceLocation, _ change: (inout Simulator) throws -> Void = { _ in }) throws {
        do {
            var scratch = try declarations.scratch(device: device, os: os, launchRoot: launchRoot)
            try change(&scratch)
        } catch let error as SimulationError {
            throw Diagnostic(error, at: location)
        }
    }

    /// A `set` line for a container: before launch it changes the declaration, after it the
    /// running container.
    mutating func configureContainer(_ name: String, _ change: ContainerChange, at location: SourceLocation) throws {
        switch change {
        case .tabGroup, .searchTab:
            try requireSetup(change.isTabGroup ? "tabGroup" : "searchTab", at: location)
            try arrangeTabs(of: name, change, at: location)
            return
        default:
            break
        }
        if simulator == nil, let index = declarations.lastIndex(of: name) {
            switch (declarations.entries[index].declaration, change) {
            case (.navigationController(let root, var configuration), .hasDelegate(let on)):
                configuration.hasDelegate = on
                declarations.replace(at: index, with: .navigationController(root: root, configuration: configuration))
            case (.navigationController(let root, var configuration), .interactivePopGestureEnabled(let on)):
                configuration.interactivePopGestureEnabled = on
                declarations.replace(at: index, with: .navigationController(root: root, configuration: configuration))
            case (.tabBarController(let tabs, let selected, var configuration), .hasDelegate(let on)):
                configuration.hasDelegate = on
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
            case (.tabBarController(let tabs, let selected, var configuration), .shouldSelect(let answer)):
                configuration.shouldSelect = answer
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
            case (.tabBarController(let tabs, let selected, var configuration), .mode(let mode)):
                configuration.mode = mode
                let before = declarations
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
                do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
            case (.tabBarController(let tabs, let selected, var configuration), .compactTabIdentifiers(let identifiers)):
                configuration.compactTabIdentifiers = identifiers
                let before = declarations
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
                do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
            case (.tabBarController(let tabs, let selected, var configuration), .tabBarMinimizeBehavior(let behavior)):
                configuration.minimizeBehavior = behavior
                let before = declarations
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
                do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
            case (.tabBarController(let tabs, let selected, var configuration), .bottomAccessory(let on)):
                configuration.hasBottomAccessory = on
                let before = declarations
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
                do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
            case (.tabBarController(let tabs, let selected, var configuration), .sidebarHidden(let hidden)):
                // Set before the controller appears: where its sidebar starts, no delegate call.
                configuration.startsWithSidebarHidden = hidden
                let before = declarations
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: selected, configuration: configuration))
                do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
            case (.splitViewController(let style, let columns, var configuration), .splitView(let setting)):
                setting.apply(&configuration)
                declarations.replace(at: index, with: .splitViewController(style: style, columns: columns, configuration: configuration))
            case (.tabBarController(let tabs, _, let configuration), .selectedIndex(let tab)):
                guard tab < tabs.count else {
                    throw Diagnostic.error(.tabIndexOutOfRange, "selectedIndex \(tab) is not a tab of '\(name)' (it has \(tabs.count))", at: location)
                }
                declarations.replace(at: index, with: .tabBarController(tabs: tabs, selectedIndex: tab, configuration: configuration))
            default:
                throw Diagnostic.error(.noSuchProperty, "'\(name)' has no such property", at: location)
            }
            return
        }
        makeWorldIfNeeded()
        let action: UserAction?
        do {
            action = try Self.action(setting: change, of: name, in: simulator!)
        } catch let error as SimulationError {
            throw Diagnostic(error, at: location)
        }
        if let action { try perform(action, at: location) }
    }

    /// The action a container's `set` line is once the app runs: the container's settings as they
    /// are with the line's change made (`preferredDisplayMode` and `selectedIndex` are set in code
    /// by their own calls); nil for a container not running yet.
    static func action(setting change: ContainerChange, of name: String, in sim: Simulator) throws -> UserAction? {
        switch change {
        case .hasDelegate(let on) where sim.tree.kind(of: name) == .navigationController:
            guard var configuration = try sim.navigationConfiguration(of: name) else { return nil }
            configuration.hasDelegate = on
            return .updateNavigationConfiguration(name, configuration)
        case .hasDelegate(let on):
            guard var configuration = try sim.tabBarConfiguration(of: name) else { return nil }
            configuration.hasDelegate = on
            return .updateTabBarConfiguration(name, configuration)
        case .interactivePopGestureEnabled(let on):
            guard var configuration = try sim.navigationConfiguration(of: name) else { return nil }
            configuration.interactivePopGestureEnabled = on
            return .updateNavigationConfiguration(name, configuration)
        case .shouldSelect(let answer):
            guard var configuration = try sim.tabBarConfiguration(of: name) else { return nil }
            configuration.shouldSelect = answer
            return .updateTabBarConfiguration(name, configuration)
        case .selectedIndex(let index):
            return .setSelectedIndex(index, of: name)
        case .mode(let mode):
            guard var configuration = try sim.tabBarConfiguration(of: name) else { return nil }
            configuration.mode = mode
            return .updateTabBarConfiguration(name, configuration)
        case .sidebarHidden(let hidden):
            return .setSidebarHidden(hidden, of: name)
        case .compactTabIdentifiers(let identifiers):
            guard var configuration = try sim.tabBarConfiguration(of: name) else { return nil }
            configuration.compactTabIdentifiers = identifiers
            return .updateTabBarConfiguration(name, configuration)
        case .tabBarMinimizeBehavior(let behavior):
            guard var configuration = try sim.tabBarConfiguration(of: name) else { return nil }
            configuration.minimizeBehavior = behavior
            return .updateTabBarConfiguration(name, configuration)
        case .bottomAccessory(let on):
            guard var configuration = try sim.tabBarConfiguration(of: name) else { return nil }
            configuration.hasBottomAccessory = on
            return .updateTabBarConfiguration(name, configuration)
        case .tabGroup, .searchTab:
            return nil  // set up before the launch (``arrangeTabs(of:_:at:)``)
        case .splitView(let setting):
            guard let machine = sim.machine(SplitViewMachine.self, named: name) else {
                throw SimulationError.controllerTree(.notA(.splitViewController, name))
            }
            var configuration = machine.configuration
            setting.apply(&configuration)
            if setting.name == "preferredDisplayMode" { return .setPreferredDisplayMode(configuration.preferredDisplayMode, in: name) }
            return .updateSplitViewConfiguration(name, configuration)
        }
    }

    /// A `tabGroup` or `searchTab` line, before the launch: the tab bar controller's declaration
    /// now has `UITab`s (its tabs as they were, then the group before a search tab, or the search
    /// tab moved or added at the trailing edge), checked now as the launch would make it.
    mutating func arrangeTabs(of name: String, _ change: ContainerChange, at location: SourceLocation) throws {
        guard let index = declarations.lastIndex(of: name),
              case .tabBarController(let tabs, let selected, var configuration) = declarations.entries[index].declaration else {
            throw Diagnostic.error(.wrongControllerKind, "'\(name)' is not a tab bar controller declared above this line", at: location)
        }
        var uiTabs = configuration.uiTabs ?? tabs.map(UITabDeclaration.tab)
        let searchIndex = uiTabs.firstIndex { if case .searchTab = $0 { return true } else { return false } }
        switch change {
        case .tabGroup(let group, let children, let navigation):
            uiTabs.insert(.group(group, children: children, managingNavigationController: navigation), at: searchIndex ?? uiTabs.endIndex)
        case .searchTab(let tab):
            if let searchIndex {
                throw Diagnostic.error(.duplicateTab, "'\(name)' already has the search tab '\(uiTabs[searchIndex].identifier)'", at: location,
                                       hint: "a tab bar controller has one UISearchTab")
            }
            if uiTabs.contains(where: { $0.isGroup && $0.leaves.contains(tab) }) {
                throw Diagnostic.error(.duplicateTab, "'\(tab)' is a tab of a group of '\(name)'; a search tab is a root tab", at: location)
            }
            uiTabs.removeAll { $0 == .tab(tab) }
            uiTabs.append(.searchTab(tab))
        default:
            return
        }
        configuration.uiTabs = uiTabs
        let leaves = uiTabs.leaves
        let selectedIndex = leaves.firstIndex(of: tabs[min(selected, tabs.count - 1)]) ?? 0
        let before = declarations
        declarations.replace(at: index, with: .tabBarController(tabs: leaves, selectedIndex: selectedIndex, configuration: configuration))
        do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
    }

    /// A `column` line: before launch it sets up the split view controller's declaration (checked
    /// now, as the launch would make it); after, `setViewController(_:for:)` on the running one.
    mutating func setColumn(_ column: SplitViewColumn, _ controller: String, split: String, at location: SourceLocation) throws {
        if simulator == nil, let index = declarations.lastIndex(of: split),
           case .splitViewController(let style, var columns, let configuration) = declarations.entries[index].declaration {
            columns[column] = controller
            let before = declarations
            declarations.replace(at: index, with: .splitViewController(style: style, columns: columns, configuration: configuration))
            do { try checkDeclarable(at: location) } catch { declarations = before; throw error }
            return
        }
        try perform(.setViewController(controller, for: column, in: split), at: location)
    }

    /// A set-up line (layout settings, scroll views, swipe actions): kept for the launch before the
    /// first action, done at once after it.
    mutating func setUp(at location: SourceLocation, _ body: @escaping (inout Simulator) throws -> Void) throws {
        if simulator == nil {
            // Checked now on a scratch simulator, so a mistake is reported at its line.
            var scratch = Simulator(device: device, os: os)
            do { try body(&scratch) } catch let error as SimulationError {
                throw Diagnostic(error, at: location)
            }
            pendingSetup.append((location, body))
            return
        }
        try act(at: location, body)
    }

    /// The action of a `scrollView` line: with `of` a controller shown inside `currentSheet`, the
    /// sheet's scroll view, in that controller; with `of` any other controller (the window's, the
    /// current sheet itself, one presented later), that controller's; without `of`, the current
    /// sheet's.
    static func scrollViewAction(_ state: ScrollViewState?, contentOffsetY offset: Double?, currentSheet sheet: String,
                                 in simulator: Simulator) -> UserAction {
        guard var state, let owner = state.owner,
              owner == sheet || !simulator.tree.visibleSubtree(of: sheet, contains: owner) else {
            return .scrollView(state, contentOffsetY: offset, of: sheet)
        }
        state.owner = nil
        return .scrollView(state, contentOffsetY: offset, of: owner)
    }

    /// `scroll to …` needs a presented sheet with a scroll view.
    func requireScrollView(at location: SourceLocation) throws {
        guard let front = simulator?.frontSheet else {
            throw Diagnostic.error(.noSheetPresented, "no sheet is presented: 'scroll' moves the front sheet's scroll view", at: location,
                                   hint: "present one first")
        }
        guard front.scrollView != nil else {
            throw Diagnostic.error(.noScrollView, "the front sheet has no scroll view", at: location,
                                   hint: "add one first, e.g. 'scrollView contentHeight 2000pt'")
        }
    }
}
