extension SplitViewMachine {
    // MARK: showDetailViewController and show (split view rules 2.2)

    /// `showDetailViewController(_:sender:)`: the delegate's `showDetail` first (true: it handled
    /// it), then ``route(_:to:_:)`` to the secondary column.
    mutating func showDetail(_ controller: String, _ world: SplitViewContext) -> [SplitViewAction] {
        guard hasDelegate else { return route(controller, to: .secondary, world) }
        return [.ask(delegate, .splitViewControllerShowDetail(controller, answer: configuration.showDetail))]
    }

    /// `show(_:sender:)`: the delegate's `show` first, then ``route(_:to:_:)`` to the primary column.
    mutating func show(_ controller: String, _ world: SplitViewContext) -> [SplitViewAction] {
        guard hasDelegate else { return route(controller, to: .primary, world) }
        return [.ask(delegate, .splitViewControllerShow(controller, answer: configuration.show))]
    }

    /// Where `showDetailViewController` (`column` secondary) and `show` (`column` primary) put a
    /// controller once the delegate left it to UIKit (split view rules 2.2).
    ///
    /// - `showDetail` of the controller it would replace, the secondary column's (or, column style,
    ///   the navigation controller wrapping it), does nothing (DOC [S2, S12]).
    /// - `show` of a controller already in the primary column, expanded, makes it the secondary
    ///   (DOC [S2, S12]): ``moveToSecondary(_:from:_:)``.
    /// - Expanded: the column's controller is set (``setViewController(_:for:_:)``).
    /// - Collapsed, column style: `showDetail` brings the secondary column to the top, and the
    ///   controller is pushed onto the primary's navigation controller, which holds the stacked
    ///   columns. Classic: the primary's navigation controller pushes it (a navigation controller
    ///   nested in another: split view quirk 3). With nowhere to push, UIKit presents it modally.
    ///
    /// A route that cannot go on is refused before anything changes (``EngineService/refuseCall(_:)``).
    mutating func route(_ controller: String, to column: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        if column == .secondary, let secondary = columns[.secondary], controller == secondary.controller || controller == secondary.child {
            return []
        }
        if column == .primary, !isCollapsed, let primary = columns[.primary], parent(of: controller, world) == primary.child {
            return moveToSecondary(controller, from: primary.child, world)
        }
        if let parent = parent(of: controller, world) { return refuse(.controllerTree(.alreadyHasParent(controller, parent: parent))) }
        guard isCollapsed else { return setViewController(controller, for: column, world) }
        guard case .collapsed(let top, _) = state else {
            return refuse(.invalidValue(what: "'\(name)'", reason: "is in the middle of a collapse or expand"))
        }
        // Pushed or presented below the split view controller, a controller holding it would
        // contain itself.
        guard !world.wouldContainItself(controller, under: name) else { return refuse(.controllerTree(.cycle(name))) }
        if style.isColumnStyle, top != .compact, let primary = columns[.primary] {
            var actions: [SplitViewAction] = []
            var primaryStack = world.navigation(primary.child)?.viewControllers ?? []
            if column == .secondary, columns[.secondary] != nil {
                // `show(.secondary)` first: a new top when the secondary was not on top.
                if top != .secondary {
                    var planned = world
                    primaryStack = arrangedColumnStacks(top: .secondary, &planned).first { $0.navigation == primary.child }?.stack ?? primaryStack
                }
                actions.append(toItself(.showColumn(.secondary)))
            }
            if primaryStack.isEmpty { return refuse(emptyStack(primary.child)) }
            return actions + [message(.push(controller, animated: true), to: primary.child)]
        }
        if !style.isColumnStyle, let primary = columns[.primary], primary.isNavigationController {
            if world.navigation(primary.child)?.viewControllers.isEmpty == true { return refuse(emptyStack(primary.child)) }
            var actions: [SplitViewAction] = []
            if world.kind(of: controller) == .navigationController {
                actions.append(warning("\(primary.child) pushes the navigation controller \(controller): a navigation controller nested in another (split view quirk 3)"))
            }
            return actions + [message(.push(controller, animated: true), to: primary.child)]
        }
        // Compact width, nowhere to push: UIKit presents it modally.
        return [.engine(.present(controller))]
    }

    /// A push needs a stack to push onto: the collapse moved `navigation`'s into the primary's.
    func emptyStack(_ navigation: String) -> SimulationError {
        let holder = columns[.primary]?.child ?? "the primary column's navigation controller"
        return .invalidValue(what: "'\(navigation)'", reason: "holds no view controllers now: its split view controller collapsed its stack into \(holder); push there")
    }

    /// `show` of a controller in the primary column's navigation stack: it leaves that stack and
    /// becomes the secondary column's, in one layout change, as the separation of an expand moves
    /// the primary's top to the secondary (split view rules 4.3, 4.5): not animated, and a
    /// controller that stays on screen gets no appearance callbacks (GUESS). Column style follows
    /// the secondary column's rule: a plain controller joins an occupied secondary's navigation
    /// stack (split view quirk 12). SheetSim takes the controller from the top of the stack only,
    /// and never the root, which a navigation controller cannot give up.
    func moveToSecondary(_ controller: String, from primary: String, _ world: SplitViewContext) -> [SplitViewAction] {
        if let refusal = columnChangeRefusal(for: .secondary) { return refuse(refusal) }
        guard let stack = world.navigation(primary)?.viewControllers else {
            return refuse(.invalidValue(what: "'\(controller)'", reason: "is a child of '\(name)''s primary '\(primary)', which is no navigation controller; SheetSim makes a controller of the primary column the secondary only from the primary's navigation stack"))
        }
        guard stack.count > 1, stack.first != controller else {
            return refuse(.invalidValue(what: "'\(controller)'", reason: "is the root of '\(primary)', the primary column's navigation controller, which cannot give up its root; show another controller"))
        }
        guard stack.last == controller else {
            return refuse(.invalidValue(what: "'\(controller)'", reason: "is under '\(stack.last!)' in '\(primary)'; SheetSim moves a controller from the primary's stack to the secondary only from its top: pop to it first"))
        }
        let secondaryStack = columns[.secondary].flatMap { world.navigation($0.child)?.viewControllers } ?? []
        let joinsStack = style.isColumnStyle && world.kind(of: controller) == .viewController && !secondaryStack.isEmpty
        var content: SplitColumnContent?
        if !joinsStack {
            do { content = try Self.columnContent(controller, column: .secondary, style: style, split: name, world) } catch { return refuse(error) }
        }
        var world = world
        var actions: [SplitViewAction] = [.engine(.beginChildrenChange)]
        if world.planCutShort(of: primary) { actions.append(message(.transitionCutShort, to: primary)) }
        actions.append(message(.poppedByContainer, to: primary))
        if let content {
            actions += install(content, in: .secondary)
        } else if let secondary = columns[.secondary]?.child {
            actions.append(warning("show(\(controller)) moves \(controller) from \(primary) onto \(secondary) instead of replacing the secondary column's controller (split view quirk 12)"))
            if world.planCutShort(of: secondary) { actions.append(message(.transitionCutShort, to: secondary)) }
            actions.append(message(.pushedByContainer(controller), to: secondary))
        }
        actions.append(.engine(.finishChildrenChange))
        return actions
    }

    // MARK: Setting a column's controller

    /// Why the controller of `column` cannot change now, if it cannot: the column does not exist
    /// in this style, or the controller is not expanded and at rest (SheetSim changes columns
    /// only then).
    public func columnChangeRefusal(for column: SplitViewColumn) -> SimulationError? {
        guard style.columns.contains(column) else {
            return .invalidValue(what: "the \(column.rawValue) column", reason: "does not exist in a \(style.rawValue) split view controller")
        }
        guard column != .inspector else {
            return .invalidValue(what: "setViewController(_:for: .inspector)", reason: "is set up in SheetSim only when the split view controller is declared ('column inspector \"name\"')")
        }
        guard case .expanded = state else {
            return .invalidValue(what: "'\(name)'", reason: "changes its columns in SheetSim only while expanded and at rest")
        }
        return nil
    }

    /// `setViewController(_:for:)` (column style) or a change of `viewControllers` (classic).
    /// Column style: a controller that is not a navigation controller, set on a column whose
    /// navigation controller already holds one, is pushed onto that stack instead of replacing it
    /// (split view quirk 12, Apple's intended behaviour); otherwise the column's controller is
    /// replaced, in one layout change, and the old one's views leave.
    mutating func setViewController(_ controller: String, for column: SplitViewColumn, _ world: SplitViewContext) -> [SplitViewAction] {
        if let refusal = columnChangeRefusal(for: column) { return refuse(refusal) }
        if let existing = columns[column], existing.controller == controller || existing.child == controller { return [] }
        if style.isColumnStyle, column != .compact, world.kind(of: controller) == .viewController,
           let existing = columns[column], let navigation = world.navigation(existing.child), !navigation.viewControllers.isEmpty {
            if let parent = parent(of: controller, world) { return refuse(.controllerTree(.alreadyHasParent(controller, parent: parent))) }
            return [warning("setViewController(\(controller), for: .\(column.rawValue)) pushes \(controller) onto \(existing.child) instead of replacing the column's controller (split view quirk 12)"),
                    message(.push(controller, animated: false), to: existing.child)]
        }
        let content: SplitColumnContent
        do { content = try Self.columnContent(controller, column: column, style: style, split: name, world) } catch { return refuse(error) }
        if let parent = parent(of: controller, world) { return refuse(.controllerTree(.alreadyHasParent(controller, parent: parent))) }
        return [.engine(.beginChildrenChange)] + install(content, in: column) + [.engine(.finishChildrenChange)]
    }

    /// Makes `content` the controller of `column`: the navigation controller UIKit wraps it in is
    /// declared, and the column changes, as its own event (laid out as it ends, before the
    /// appearance callbacks of the change).
    func install(_ content: SplitColumnContent, in column: SplitViewColumn) -> [SplitViewAction] {
        var actions: [SplitViewAction] = []
        if content.child != content.controller {
            var wrapper = NavigationConfiguration()
            wrapper.hasDelegate = false
            actions.append(.engine(.declare(content.child, .navigationController(root: content.controller, configuration: wrapper))))
        }
        return actions + [toItself(.columnChanged(column, content))]
    }

    /// What the split view controller `split` of `style` holds for `controller` in `column`: the
    /// controller itself, or the navigation controller UIKit wraps it in (column style, split view
    /// rules 2.2), named with ``Simulator/splitViewWrapperSuffix``. Refuses a controller
    /// that cannot be a column: the split view controller itself, the root or a presented
    /// controller, a tab bar controller outside the secondary column, a split view controller.
    static func columnContent(_ controller: String, column: SplitViewColumn, style: SplitViewStyle, split: String,
                              _ world: SplitViewContext) throws(SimulationError) -> SplitColumnContent {
        guard controller != split, !Receiver.reservedNames.contains(controller) else { throw .controllerTree(.cycle(split)) }
        // A controller that holds the split view controller at some depth would contain itself,
        // and every walk down the tree would never end.
        guard !world.wouldContainItself(controller, under: split) else { throw .controllerTree(.cycle(split)) }
        guard !world.isPresented(controller), controller != world.root || !world.hasExplicitRoot else {
            throw .invalidValue(what: "'\(controller)'", reason: "cannot be a column: it is the root or presented")
        }
        let kind = world.kind(of: controller) ?? .viewController
        let asIs = SplitColumnContent(controller: controller, child: controller, isNavigationController: kind == .navigationController,
                                      root: kind == .navigationController ? world.navigation(controller)?.viewControllers.first : nil)
        if column == .compact || column == .inspector || !style.isColumnStyle { return asIs }
        switch kind {
        case .navigationController: return asIs
        case .tabBarController:
            guard column == .secondary else {
                throw .invalidValue(what: "the tab bar controller '\(controller)'",
                                    reason: "cannot be the \(column.rawValue) column: UIKit allows one in the secondary column only")
            }
            return asIs
        case .splitViewController:
            throw .invalidValue(what: "the split view controller '\(controller)'", reason: "cannot be a column of another")
        case .viewController, .pageViewController:
            let wrapper = controller + Simulator.splitViewWrapperSuffix
            guard !world.contains(wrapper) else {
                throw .invalidValue(what: "'\(wrapper)'", reason: "is already declared; SheetSim names the navigation controller UIKit wraps '\(controller)' in that way, so rename one of them")
            }
            return SplitColumnContent(controller: controller, child: wrapper, isNavigationController: true)
        }
    }
}
