import SheetSim

extension ScenarioParser {
    // MARK: navigationController "nav" root "inbox"

    mutating func navigationController(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try controllerName(&c, declaring: .navigationController)
        try c.expectWord("root")
        let root = try c.string("the root view controller's name").stringValue!
        try c.end(after: "the root view controller")
        try noteChild(root, of: name, at: c.location)
        return .declare(name, .navigationController(root: root))
    }

    // MARK: tabBarController "tabs" tabs "home", "search"

    mutating func tabBarController(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try controllerName(&c, declaring: .tabBarController)
        try c.expectWord("tabs")
        let tabs = try childList(&c, of: name, noun: "tab", duplicate: .duplicateTab)
        return .declare(name, .tabBarController(tabs: tabs))
    }

    // MARK: tabGroup "library" in "tabs" tabs "albums", "artists"; searchTab "search" in "tabs"

    mutating func tabGroup(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let token = try c.string("the tab group's identifier")
        let group = token.stringValue!
        try refuseReservedName(token, "; choose another identifier")
        try c.expectWord("in")
        let tabBar = try tabBarOwner(&c)
        if let kind = declaredKinds[group] {
            throw Diagnostic.error(.redeclaredController, "'\(group)' is already a \(kind.uikitName); a tab group shows no view controller of its own",
                                   range: token.range, hint: "choose another identifier for the group")
        }
        guard tabGroupNames.insert(group).inserted else {
            throw Diagnostic.error(.duplicateTab, "'\(group)' is already a tab group", range: token.range, hint: "each tab has its own identifier")
        }
        try c.expectWord("tabs")
        var tabs: [String] = []
        var seen: Set<String> = []
        repeat {
            let token = try c.string("a tab's view controller name")
            let tab = token.stringValue!
            guard seen.insert(tab).inserted else {
                throw Diagnostic.error(.duplicateTab, "'\(tab)' is already a tab of '\(group)'", range: token.range, hint: "each tab shows a different view controller")
            }
            if tabGroupNames.contains(tab) {
                throw Diagnostic.error(.duplicateTab, "'\(tab)' is a tab group's identifier, not a view controller", range: token.range)
            }
            tabs.append(tab)
        } while c.accept(.comma)
        var navigation: String?
        if c.accept("managingNavigationController") {
            let token = try c.string("the managing navigation controller's name")
            let name = token.stringValue!
            try refuseReservedName(token, "; choose another name")
            if let kind = declaredKinds[name] {
                throw Diagnostic.error(.redeclaredController, "'\(name)' is already a \(kind.uikitName); a group's managing navigation controller is a new one",
                                       range: token.range)
            }
            navigation = name
        }
        try c.end(after: navigation == nil ? "the tabs" : "the managing navigation controller")
        if let navigation { declaredKinds[navigation] = .navigationController }
        for tab in tabs { try noteChild(tab, of: navigation ?? tabBar, at: c.location) }
        return .configureContainer(tabBar, .tabGroup(group, tabs: tabs, managingNavigationController: navigation))
    }

    mutating func searchTab(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let token = try c.string("the search tab's view controller name")
        let tab = token.stringValue!
        try refuseReservedName(token, "; choose another name")
        if tabGroupNames.contains(tab) {
            throw Diagnostic.error(.duplicateTab, "'\(tab)' is a tab group's identifier, not a view controller", range: token.range)
        }
        try c.expectWord("in")
        let tabBar = try tabBarOwner(&c)
        try c.end(after: "the tab bar controller")
        try noteChild(tab, of: tabBar, at: c.location)
        return .configureContainer(tabBar, .searchTab(tab))
    }

    /// `"tabs"` after `in` on a tab line: a tab bar controller declared above.
    func tabBarOwner(_ c: inout TokenCursor) throws(Diagnostic) -> String {
        let token = try c.string("a tab bar controller's name")
        let name = token.stringValue!
        switch declaredKinds[name] {
        case .tabBarController?:
            return name
        case let kind?:
            throw Diagnostic.error(.wrongControllerKind, "'\(name)' is a \(kind.uikitName), not a tab bar controller", range: token.range)
        case nil:
            let tabBars = declaredKinds.filter { $0.value == .tabBarController }.keys.sorted()
            throw Diagnostic.error(.unknownController, "no tab bar controller '\(name)' is declared above this line", range: token.range,
                                   hint: !explains ? nil : Suggestions.didYouMean(name, among: tabBars)
                                       ?? (tabBars.isEmpty ? "declare one first, e.g. 'tabBarController \"\(name)\" tabs \"home\", \"search\"'"
                                           : "the tab bar controllers declared above: " + Suggestions.list(tabBars)))
        }
    }

    /// The rest of a container's line: a comma-separated list of different controllers (a tab bar
    /// controller's tabs, a page view controller's pages), each noted as a child of `container`.
    /// A list of tens of thousands is read in linear time.
    mutating func childList(_ c: inout TokenCursor, of container: String, noun: String,
                            duplicate: Diagnostic.ID) throws(Diagnostic) -> [String] {
        var children: [String] = []
        var seen: Set<String> = []
        repeat {
            let token = try c.string("a \(noun)'s view controller name")
            let child = token.stringValue!
            guard seen.insert(child).inserted else {
                throw Diagnostic.error(duplicate, "'\(child)' is already a \(noun) of '\(container)'", range: token.range,
                                       hint: "each \(noun) shows a different view controller")
            }
            children.append(child)
        } while c.accept(.comma)
        try c.end(after: "the \(noun)s")
        for child in children { try noteChild(child, of: container, at: c.location) }
        return children
    }

    /// Refuses a controller name a receiver that names no controller begins with (`simulator`,
    /// `scene.delegate`, `application.delegate`): the controller's own receivers would be
    /// ambiguous. `ending` finishes the message for where the name stands.
    func refuseReservedName(_ token: Token, _ ending: String) throws(Diagnostic) {
        let name = token.stringValue!
        guard Receiver.reservedNames.contains(name) else { return }
        let what = name == "simulator" ? "'simulator' is the receiver of SheetSim's own log entries"
                                       : "'\(name)' is reserved for \(Receiver.reservedNameUse(name))"
        throw Diagnostic.error(.reservedName, what + ending, range: token.range)
    }

    /// The declared container's name; it becomes the controller `set` lines configure.
    mutating func controllerName(_ c: inout TokenCursor, declaring kind: ControllerKind) throws(Diagnostic) -> String {
        let token = try c.string("a controller name")
        let name = token.stringValue!
        if let existing = declaredKinds[name], existing != .viewController {
            throw Diagnostic.error(.redeclaredController, "'\(name)' is already declared as a \(existing.uikitName)", range: token.range)
        }
        try refuseReservedName(token, "; choose another name")
        declaredKinds[name] = kind
        currentConfigurable = .container(name, kind)
        return name
    }

    /// Records that `child` is a container's child (a plain controller unless declared otherwise).
    mutating func noteChild(_ child: String, of container: String, at location: SourceLocation) throws(Diagnostic) {
        guard child != container else {
            throw Diagnostic.error(.controllerContainsItself, "'\(container)' cannot contain itself", at: location)
        }
        if declaredKinds[child] == nil { declaredKinds[child] = .viewController }
    }

    // MARK: rootViewController "nav"

    mutating func rootViewController(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try c.string("the root view controller's name").stringValue!
        try c.end(after: "the root view controller")
        if declaredKinds[name] == nil { declaredKinds[name] = .viewController }
        return .rootViewController(name)
    }

    // MARK: push "message" [in "nav"] [animated|notAnimated]; pop / popToRoot [in "nav"] [animated|notAnimated]

    mutating func push(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let controller = try c.string("the name of the view controller to push").stringValue!
        let navigation = try navigationContainer(&c)
        let animated = try animatedFlag(&c)
        try c.end(after: "push")
        if declaredKinds[controller] == nil { declaredKinds[controller] = .viewController }
        return .action(.push(controller, onto: navigation, animated: animated))
    }

    mutating func pop(_ c: inout TokenCursor, toRoot: Bool) throws(Diagnostic) -> ScenarioCommand {
        let navigation = try navigationContainer(&c)
        let animated = try animatedFlag(&c)
        try c.end(after: toRoot ? "popToRoot" : "pop")
        return .action(toRoot ? .popToRoot(navigation, animated: animated) : .pop(navigation, animated: animated))
    }

    /// `in "nav"`: which container; nil when omitted (the innermost one on screen).
    func container(_ c: inout TokenCursor) throws(Diagnostic) -> String? {
        guard c.accept("in") else { return nil }
        return try c.string("a container's name").stringValue!
    }

    /// `in "nav"` for a navigation controller's action. A column's plain controller of a
    /// column-style split view controller is not one: UIKit wraps it in a navigation controller
    /// (split view rules 2.2), whose name the error offers.
    func navigationContainer(_ c: inout TokenCursor) throws(Diagnostic) -> String? {
        guard c.peek()?.word == "in", let token = c.peek(1) else { return try container(&c) }
        let name = try container(&c)!
        let wrapper = name + Simulator.splitViewWrapperSuffix
        if declaredKinds[name] == .viewController, declaredKinds[wrapper] == .navigationController {
            throw Diagnostic.error(.wrongControllerKind, "'\(name)' is a plain view controller; a column-style split view controller wraps its column in the navigation controller '\(wrapper)'",
                                   range: token.range, hint: "write 'in \"\(wrapper)\"'")
        }
        return name
    }

    // MARK: swipe back [in "nav"] by 150pt (over 400ms | with velocity 800pt/s)

    mutating func swipe(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        if c.accept("row") { return try swipeRow(&c) }
        if c.accept("page") { return try swipePage(&c) }
        guard c.accept("back") else {
            // `swipe down` to dismiss a sheet: a sheet is swiped with a drag of its grabber.
            let found = c.peek().map { ", found '\($0.text)'" } ?? ""
            throw Diagnostic.error(.expectedKeyword,
                                   "expected 'back' (a navigation controller's pop), 'row' (a table row's actions) or 'page' (a page view controller's)\(found)",
                                   range: c.peek()?.range ?? SourceRange(start: c.location, length: 0),
                                   hint: "a sheet is swiped down with a drag, e.g. 'drag grabber by 500pt over 200ms'")
        }
        let navigation = try navigationContainer(&c)
        try c.expectWord("by")
        let distance = try c.number("a distance in pt").points(.positive)
        let how = try c.choice(.swipeMotion)
        let motion: DragMotion
        if how == "over" {
            let duration = try c.number("a duration").duration(.positive)
            motion = .distance(distance, duration: SimDuration.seconds(exactly: duration.seconds) ?? duration)
        } else {
            try c.expectWord("velocity")
            let speed = try c.number("a speed in pt/s").speed(.positive)
            motion = .velocity(distance: distance, velocity: speed)
        }
        try c.end(after: "the swipe")
        return .action(.swipeBack(in: navigation, motion))
    }

    // MARK: select tab "search" [in "tabs"]

    mutating func select(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("tab")
        let tab = try c.string("the tab's view controller name").stringValue!
        let tabBar = try container(&c)
        try c.end(after: "the tab")
        return .action(.tapTab(tab, in: tabBar))
    }

    // MARK: window full | twoThirds | half | oneThird | slideOver | width 678pt

    mutating func window(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let word = try c.choice(.windowSize)
        let window: AppWindow
        if word == "width" {
            let width = try c.number("a window width").points(.positive)
            if c.accept("height") {
                window = .size(width: width, height: try c.number("a window height").points(.positive))
            } else {
                window = .width(width)
            }
        } else {
            window = AppWindow.named.first { $0.description == word }!
        }
        try c.end(after: "the window")
        return actionSeen ? .action(.setWindow(window)) : .window(window)
    }

    // MARK: set PROPERTY = VALUE on a container

    /// The `set` property names a container of `kind` takes, from ``ContainerProperty`` and
    /// ``SplitViewProperty``.
    static func containerProperties(_ kind: ControllerKind) -> [String] {
        switch kind {
        case .viewController, .pageViewController: return []
        case .splitViewController: return SplitViewProperty.allCases.map(\.rawValue)
        case .navigationController, .tabBarController:
            return ContainerProperty.allCases.filter { $0.containers.contains(kind) }.map(\.rawValue)
        }
    }

    /// The container a `set PROPERTY of "name" = VALUE` line names, when its property is a
    /// container's (a layout property's `of` is read by ``layoutSet(_:)``): any navigation, tab bar
    /// or split view controller declared above, so one declared before others can still be
    /// configured. Nil for a line without `of`.
    func namedContainer(_ c: TokenCursor) throws(Diagnostic) -> (String, ControllerKind)? {
        guard let word = c.peek()?.word, c.peek(1)?.word == "of", let token = c.peek(2), let name = token.stringValue,
              !Vocabulary.layoutPropertiesByName.contains(word) else { return nil }
        let kind = declaredKinds[name]
        let isContainerProperty = ControllerKind.allCases.contains { Self.containerProperties($0).contains(word) }
        if !isContainerProperty, Vocabulary.sheetProperty(named: word) == nil, explains {
            // A misspelt property (`presentationDetent of "detail"`) is named as such, not taken
            // for a container's, so the view's kind is not blamed.
            let properties = ["presentationDetents"] + Vocabulary.layoutProperties
                + ControllerKind.allCases.flatMap(Self.containerProperties).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if let hint = Suggestions.didYouMean(word, among: properties) {
                throw Diagnostic.error(.unknownWord, "unknown property '\(word)' for 'set … of'", range: c.peek()!.range, hint: hint)
            }
        }
        let isSheetProperty = Vocabulary.sheetProperty(named: word) != nil
            && !ControllerKind.allCases.contains { Self.containerProperties($0).contains(word) }
        let sheetHint = "a sheet's properties follow its line 'sheet \"\(name)\"': write that, then 'set \(word) = …'"
        switch kind {
        case .navigationController?, .tabBarController?, .splitViewController?:
            return (name, kind!)
        case .viewController?, .pageViewController?:
            throw Diagnostic.error(.setOfNotAContainer, "'\(name)' is a \(kind!.uikitName): 'set … of' names a navigation, tab bar or split view controller",
                                   range: token.range, hint: isSheetProperty ? sheetHint : nil)
        case nil where isSheetProperty:
            throw Diagnostic.error(.setOfNotAContainer, "'set … of' names a container, and '\(word)' is a sheet's property", range: token.range, hint: sheetHint)
        case nil:
            let containers = declaredKinds.filter { [.navigationController, .tabBarController, .splitViewController].contains($0.value) }.keys.sorted()
            throw Diagnostic.error(.setOfNotAContainer, "no container '\(name)' is declared above this line", range: token.range,
                                   hint: !explains ? nil : Suggestions.didYouMean(name, among: containers)
                                       ?? (containers.isEmpty ? "declare it first, e.g. 'navigationController \"\(name)\" root \"list\"'"
                                           : "the containers declared above: " + Suggestions.list(containers)))
        }
    }

    /// ` of "name"` after a container's property, already read by ``namedContainer(_:)``.
    func skipOwner(_ c: inout TokenCursor) throws(Diagnostic) {
        if c.accept("of") { _ = try c.string("a container's name") }
    }

    mutating func containerSet(_ c: inout TokenCursor, kind: ControllerKind, name: String) throws(Diagnostic) -> ScenarioCommand {
        if let token = c.peek(), let named = token.stringValue {
            // `set "tabs" selectedIndex = 1`: a name where the property goes; it follows `of`.
            throw Diagnostic.error(.setTakesNoControllerName, "'set' takes no container name here: without 'of' it configures the container declared last, '\(name)'",
                                   range: token.range,
                                   hint: named == name ? "write 'set PROPERTY = VALUE'" : "write 'set PROPERTY of \"\(named)\" = VALUE'")
        }
        if let word = c.peek()?.word, Vocabulary.layoutPropertiesByName.contains(word) { return try layoutSet(&c) }
        if let token = c.peek(), let word = token.word, Vocabulary.sheetProperty(named: word) != nil,
           !Self.containerProperties(kind).contains(word) {
            throw Diagnostic.error(.propertyOfAnotherController, "'\(word)' configures a sheet, but the lines above configure '\(name)', a \(kind.uikitName)",
                                   range: token.range, hint: "write a 'sheet \"NAME\"' line first to configure the sheet")
        }
        if kind == .splitViewController { return try splitViewSet(&c, name: name) }
        if let token = c.peek(), let word = token.word, let property = ContainerProperty(rawValue: word),
           !property.containers.contains(kind), let owner = property.containers.first {
            throw Diagnostic.error(.propertyOfAnotherController, "'\(word)' is a \(owner.uikitName) property, and '\(name)' is a \(kind.uikitName)", range: token.range,
                                   hint: "name one: 'set \(word) of \"NAME\" = …', or write it after the \(owner.uikitName)'s declaration")
        }
        let property = try c.choice(Self.containerProperties(kind) + Vocabulary.layoutProperties, "\(kind.uikitName) property of '\(name)'",
                                    lookUp: { ContainerProperty(rawValue: $0).flatMap { $0.containers.contains(kind) ? $0 : nil } })
        try skipOwner(&c)
        try c.expect(.equal)
        let change: ContainerChange
        switch property {
        case .hasDelegate: change = .hasDelegate(try c.bool(property.rawValue))
        case .interactivePopGestureEnabled: change = .interactivePopGestureEnabled(try c.bool(property.rawValue))
        case .shouldSelect: change = .shouldSelect(try c.bool(property.rawValue))
        case .mode:
            change = .mode(TabBarMode(rawValue: try c.choice(TabBarMode.allCases.map(\.rawValue), "tab bar mode"))!)
        case .sidebarIsHidden: change = .sidebarHidden(try c.bool(property.rawValue))
        case .bottomAccessory: change = .bottomAccessory(try c.bool(property.rawValue))
        case .tabBarMinimizeBehavior:
            change = .tabBarMinimizeBehavior(TabBarMinimizeBehavior(rawValue: try c.choice(TabBarMinimizeBehavior.allCases.map(\.rawValue), "tab bar minimize behavior"))!)
        case .compactTabIdentifiers:
            if c.accept("nil") {
                change = .compactTabIdentifiers(nil)
            } else {
                var identifiers: [String] = []
                repeat { identifiers.append(try c.string("a root tab's identifier, or nil").stringValue!) } while c.accept(.comma)
                change = .compactTabIdentifiers(identifiers)
            }
        case .selectedIndex:
            let token = try c.number("a tab index")
            let value = try token.ratio(.nonNegative)
            guard value == value.rounded(), value < 1_000 else {
                throw Diagnostic.error(.invalidTabIndex, "a tab index is a whole number, 0 for the first tab", range: token.range)
            }
            change = .selectedIndex(Int(value))
        }
        try c.end(after: "the value")
        return .configureContainer(name, change)
    }
}
