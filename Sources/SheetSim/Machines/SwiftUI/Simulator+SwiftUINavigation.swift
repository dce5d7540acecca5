/// What the engine keeps of SwiftUI's navigation containers, each by the name of the UIKit
/// container that shows it (the name of the view that declares it).
struct SwiftUINavigationState {
    var stacks: [String: SwiftUINavigationStack] = [:]
    var splitViews: [String: SwiftUINavigationSplitView] = [:]
    /// The split view whose binding the app's code is writing now: what that write changes is not
    /// written back.
    var writingSplitView: String?
    /// The pushed views popped while what they present is dismissed (<doc:SwiftUI>, "Release quirks").
    var rePresent = SwiftUIRePresentTracker()

    var isEmpty: Bool { stacks.isEmpty && splitViews.isEmpty }
}

extension Simulator {
    // MARK: Declaring NavigationStack and NavigationSplitView

    /// Declares the containers `declaration`'s navigation modifiers ask for: a
    /// `UINavigationController` named for the view, whose root is the hosting controller of the
    /// stack's root view; or a column-style `UISplitViewController` named for the view, whose
    /// columns are the hosting controllers of its column views. Views they name that are not
    /// declared are declared with no modifiers.
    mutating func declareSwiftUINavigation(of declaration: SwiftUIViewDeclaration) throws {
        let name = declaration.name
        for modifier in declaration.modifiers {
            switch modifier {
            case .navigationStack(let root, let path, let customBinding):
                declareImplicitSwiftUIView(root)
                try declare(name, .navigationController(root: root))
                swiftUINavigation.stacks[name] = SwiftUINavigationStack(view: root, navigationController: name, pathBinding: path,
                                                                        customBinding: customBinding)
            case .navigationSplitView(let sidebar, let content, let detail):
                for view in [sidebar, content, detail].compactMap({ $0 }) { declareImplicitSwiftUIView(view) }
                let split = SwiftUINavigationSplitView(view: name, sidebar: sidebar, content: content, detail: detail,
                                                       columnVisibility: declaration.binding(of: .columnVisibility),
                                                       preferredCompactColumn: declaration.binding(of: .preferredCompactColumn))
                var configuration = SplitViewConfiguration()
                configuration.topColumnForCollapsing = split.splitColumn(for: split.preferredCompactColumn)
                try declare(name, .splitViewController(style: split.style, columns: split.columns, configuration: configuration))
                swiftUINavigation.splitViews[name] = split
            default:
                break
            }
        }
    }

    /// Declares `name` as a SwiftUI view with no modifiers, unless it is one already.
    mutating func declareImplicitSwiftUIView(_ name: String) {
        guard !swiftUIIndex.views.contains(name) else { return }
        swiftUIIndex.rows[name] = machines.swiftUIViews.append(SwiftUIViewMachine(SwiftUIViewDeclaration(name), isImplicit: true, options: options,
                                                                                  callsViewIsAppearing: os.callsViewIsAppearing))
        swiftUIIndex.views.insert(name)
    }

    /// The SwiftUI `NavigationStack` shown by the navigation controller `name`, if it is one.
    public func swiftUINavigationStack(_ name: String) -> SwiftUINavigationStack? { swiftUINavigation.stacks[name] }

    /// The SwiftUI `NavigationSplitView` shown by the split view controller `name`, if it is one.
    public func swiftUINavigationSplitView(_ name: String) -> SwiftUINavigationSplitView? { swiftUINavigation.splitViews[name] }

    // MARK: The app's code writing a navigation binding

    /// Writes a path, a column visibility or a preferred compact column, as the app's code does.
    mutating func setNavigationBinding(_ binding: String, of owner: String, to value: SwiftUIBindingValue) throws {
        switch value {
        case .path(let path): try setPath(of: owner, binding: binding, to: path)
        case .columnVisibility(let visibility):
            guard var split = swiftUINavigation.splitViews[owner] else { return }
            let mode = split.setColumnVisibility(visibility)
            swiftUINavigation.splitViews[owner] = split
            noteNavigationBinding(binding, of: owner, value)
            swiftUINavigation.writingSplitView = owner
            defer { swiftUINavigation.writingSplitView = nil }
            try setPreferredDisplayMode(mode, in: owner)
        case .compactColumn(let column):
            guard var split = swiftUINavigation.splitViews[owner] else { return }
            let top = split.setPreferredCompactColumn(column)
            swiftUINavigation.splitViews[owner] = split
            noteNavigationBinding(binding, of: owner, value)
            swiftUINavigation.writingSplitView = owner
            defer { swiftUINavigation.writingSplitView = nil }
            var configuration = try splitViewConfiguration(of: owner)
            configuration.topColumnForCollapsing = top
            try replaceSplitViewConfiguration(of: owner, with: configuration)
            // Collapsed, the column the app prefers comes to the top (DOC P-S18: it chooses the
            // column on top when collapsed).
            if splitViewMachine(owner)?.isCollapsed == true { send(.showColumn(top), toSplitView: owner) }
        default:
            return
        }
    }

    /// The app sets the path of the stack shown by `navigation`: the navigation controller is
    /// told the stack it stands for in one transition; refused while another runs, the binding
    /// and the stack part, with a warning.
    mutating func setPath(of navigation: String, binding: String, to path: [String]) throws {
        guard var stack = swiftUINavigation.stacks[navigation] else { return }
        if let reason = stack.refusal(of: path) {
            throw SimulationError.invalidValue(what: "the path " + NavigationPathText.text(path), reason: reason)
        }
        for view in path {
            if isPresented(view) || view == tree.root || (tree.parent(of: view).map { $0 != navigation } ?? false) {
                throw SimulationError.invalidValue(what: "'\(view)'", reason: "is shown elsewhere; a path's destination is pushed in \(navigation)'s stack only")
            }
        }
        for view in path { declareImplicitSwiftUIView(view); if !tree.contains(view) { try declare(view, .viewController) } }
        let before = navigationMachine(navigation)?.viewControllers ?? []
        let event = stack.setPath(path, animated: true)
        swiftUINavigation.stacks[navigation] = stack
        noteNavigationBinding(binding, of: navigation, .path(path))
        if let event { send(event, toNavigation: navigation) }
        let held = navigationMachine(navigation)?.viewControllers ?? []
        if held != before, stack.customBinding { replayCustomBindingGlitch(pushedBeneathTop: held.dropLast().filter { !before.contains($0) }) }
        swiftUINavigation.stacks[navigation]?.accepted(held)
        if swiftUINavigation.stacks[navigation]?.disagreement(with: held) == true {
            record(.simulator, .warning("the path '\(binding)' changed while \(navigation) ran a navigation transition; the stack stays "
                                        + NavigationPathText.text(Array(held.dropFirst())) + " (a path changed faster than the animation)"))
        }
    }

    /// Logs a navigation binding's new value on the view that declares it, and keeps it where
    /// ``bindingValue(_:)`` reads it.
    mutating func noteNavigationBinding(_ binding: String, of owner: String, _ value: SwiftUIBindingValue) {
        if let row = machines.swiftUIViews.row(named: owner) { machines.swiftUIViews.rows[row].noteNavigationBinding(binding, value) }
        record(.viewController(owner), .binding(binding, value))
    }

    /// The iOS 18.4–26 glitch of a stack driven by a custom binding (OBS, P-S64), where the options
    /// and the OS profile replay it: the views pushed beneath the new top run `onAppear` though they
    /// never show, and SwiftUI takes them for on screen, so going back to them runs none.
    mutating func replayCustomBindingGlitch(pushedBeneathTop views: [String]) {
        guard !views.isEmpty, os.customBindingStackOnAppearGlitch, options.swiftUICustomBindingNavigationOnAppear == .replay else { return }
        for view in views {
            guard let row = machines.swiftUIViews.row(named: view), machines.swiftUIViews.rows[row].appearedBeneathTop() else { continue }
            record(.viewController(view), .onAppear)
        }
    }

    // MARK: What the user changes, written back

    /// Watches the log for the moments SwiftUI writes a navigation binding back: a stack's
    /// transition reported to its delegate (the path), a split view controller's display mode
    /// changing (the visibility), a collapsed split view's stack showing another column (the
    /// preferred compact column).
    mutating func noteSwiftUINavigation(_ receiver: Receiver, _ callback: Callback) {
        switch (receiver.kind, callback) {
        case (.delegate, .navigationControllerDidShow):
            if options.swiftUINavigationPathWriteBack == .didShow { writePathBack(receiver.controller) }
        case (.delegate, .navigationControllerWillShow):
            if options.swiftUINavigationPathWriteBack == .willShow { writePathBack(receiver.controller) }
        case (.viewController, .viewWillDisappear):
            pushedViewLeavesUnderFinger(receiver.controller)
        case (.viewController, .viewDidAppear):
            guard let parent = tree.parent(of: receiver.controller) else { return }
            // A collapsed split view's stack (a navigation controller UIKit made, with no
            // delegate of the app's) showed another controller.
            if !swiftUINavigation.splitViews.isEmpty { collapsedTopChanged(in: parent) }
            // A cancelled interactive pop puts its controller back without telling the delegate.
            guard swiftUINavigation.stacks[parent] != nil, options.swiftUINavigationPathWriteBack == .willShow else { return }
            writePathBack(parent)
        case (.delegate, .splitViewControllerWillChangeTo(let mode)):
            let split = receiver.controller
            guard options.swiftUIColumnVisibilityWriteBack == .atWillChange, swiftUINavigation.writingSplitView != split,
                  var model = swiftUINavigation.splitViews[split], let binding = model.columnVisibilityBinding,
                  let visibility = model.displayModeChanged(to: mode) else { return }
            swiftUINavigation.splitViews[split] = model
            noteNavigationBinding(binding, of: split, .columnVisibility(visibility))
        default:
            return
        }
    }

    /// Under ``BehaviorOptions/swiftUIPushedViewOnDisappearOnCancelledPop``, a pushed SwiftUI view
    /// an edge swipe starts popping runs `onDisappear` now; if the swipe is cancelled, its
    /// `viewWillAppear` brings `onAppear` back.
    mutating func pushedViewLeavesUnderFinger(_ view: String) {
        // The pop has already taken the view off its stack: the stack that is popping it is found
        // by its transition.
        guard swiftUINavigation.stacks.keys.contains(where: { navigation in
                  guard case .poppingInteractively(let transition, _)? = navigationMachine(navigation)?.state else { return false }
                  return transition.from == view
              }),
              let row = machines.swiftUIViews.row(named: view), options.swiftUIPushedViewOnDisappearOnCancelledPop else { return }
        guard machines.swiftUIViews.rows[row].disappearedUnderFinger() else { return }
        record(.viewController(view), .onDisappear)
    }

    /// The stack shown by `navigation` was changed by the user: its path is written back.
    mutating func writePathBack(_ navigation: String) {
        guard var stack = swiftUINavigation.stacks[navigation], let held = navigationMachine(navigation)?.viewControllers else { return }
        let path = stack.writeBack(stack: held)
        swiftUINavigation.stacks[navigation] = stack
        if let path { noteNavigationBinding(stack.pathBinding, of: navigation, .path(path)) }
    }

    /// A controller of the navigation controller `navigation` appeared: when it holds a collapsed
    /// SwiftUI split view's columns, the column now on top is written back.
    mutating func collapsedTopChanged(in navigation: String) {
        guard let split = tree.parent(of: navigation), var model = swiftUINavigation.splitViews[split],
              let binding = model.preferredCompactColumnBinding, swiftUINavigation.writingSplitView != split,
              splitViewMachine(split)?.isCollapsed == true,
              let top = navigationMachine(navigation)?.topViewController,
              let column = model.collapsedTopChanged(to: top) else { return }
        swiftUINavigation.splitViews[split] = model
        noteNavigationBinding(binding, of: split, .compactColumn(column))
    }

    // MARK: @Environment(\.dismiss) in a navigation container

    /// `dismiss` called by `view` when a navigation container shows it, or nil when none does (the
    /// presentation that shows it ends instead): a pushed view is popped (DOC S9); a view in a
    /// collapsed split view's stack is popped from iOS 18 (DOC S9), and earlier nothing happens.
    /// Returns whether it was handled.
    mutating func navigationDismiss(from view: String) throws -> Bool {
        guard let navigation = tree.parent(of: view), tree.kind(of: navigation) == .navigationController,
              let machine = navigationMachine(navigation), let index = machine.viewControllers.firstIndex(of: view) else { return false }
        guard index > 0 else {
            // The root of an expanded split view's column: DOC P-S9 says dismiss "clears the
            // equivalent state" there, which SheetSim does not model.
            if let split = tree.parent(of: navigation), swiftUINavigation.splitViews[split] != nil {
                if splitViewMachine(split)?.isCollapsed == true {
                    record(.simulator, .warning("dismiss() from \(view) does nothing: the collapsed NavigationSplitView \(split) does not show it"))
                } else {
                    record(.simulator, .warning("dismiss() from \(view) in the expanded NavigationSplitView \(split) clears the state that selects it (DOC); SheetSim does not model that state, so nothing happens"))
                }
                return true
            }
            return false
        }
        let below = machine.viewControllers[index - 1]
        if let split = tree.parent(of: navigation), tree.kind(of: split) == .splitViewController {
            guard os.dismissPopsCollapsedSplitView else {
                record(.simulator, .warning("dismiss() from \(view) does nothing before iOS 18: it pops a collapsed NavigationSplitView's stack from iOS 18 on"))
                return true
            }
        }
        if let stack = swiftUINavigation.stacks[navigation], let path = stack.pathDismissing(view),
           options.swiftUIDismissInStack == .writesPathFirst {
            try setPath(of: navigation, binding: stack.pathBinding, to: path)
            return true
        }
        send(.popToViewController(below, animated: true), toNavigation: navigation)
        return true
    }
}

extension SwiftUIViewDeclaration {
    /// The name of the binding of `kind` the view declares, if any.
    func binding(of kind: SwiftUIBindingKind) -> String? { bindings.first { $0.kind == kind }?.name }
}
