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
