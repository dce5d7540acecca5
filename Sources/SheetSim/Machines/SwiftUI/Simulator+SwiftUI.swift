/// What the engine keeps to find the SwiftUI views fast: a callback of any controller asks whether
/// it hosts a declared view, and a binding's write finds the view that declares it.
struct SwiftUIIndex {
    /// The declared views' names (explicit or implicit), and each one's row in the views' table
    /// (a view is never removed, so its row never changes).
    var views: Set<String> = []
    var rows: [String: Int] = [:]
    /// Each binding's name, to the view that declares it.
    var bindingOwners: [String: String] = [:]
}

extension Simulator {
    // MARK: Declaring SwiftUI views

    /// Declares the SwiftUI view `declaration.name`, hosted in a `UIHostingController` of that
    /// name. Each content view its presentation modifiers name that is not declared yet is
    /// declared with no modifiers (a later declaration of it gives it its own). A binding
    /// belongs to one view.
    public mutating func declareSwiftUIView(_ declaration: SwiftUIViewDeclaration) throws {
        let name = declaration.name
        guard !Receiver.reservedNames.contains(name) else { throw SimulationError.controllerTree(.reserved(name)) }
        if let content = declaration.contents.first(where: { $0 == name }) {
            throw SimulationError.invalidValue(what: "the SwiftUI view '\(name)'", reason: "cannot present itself ('\(content)')")
        }
        let existing = swiftUIIndex.rows[name]
        if let existing, !machines.swiftUIViews.rows[existing].isImplicit {
            throw SimulationError.invalidValue(what: "the SwiftUI view '\(name)'", reason: "is already declared")
        }
        if let kind = tree.kind(of: name), kind != .viewController {
            throw SimulationError.invalidValue(what: "the SwiftUI view '\(name)'", reason: "names a \(kind) already declared; a SwiftUI view is hosted in a UIHostingController")
        }
        var seen: Set<String> = []
        for binding in declaration.bindings {
            if let owner = swiftUIIndex.bindingOwners[binding.name], owner != name {
                throw SimulationError.invalidValue(what: "the binding '\(binding.name)'", reason: "is already declared by the SwiftUI view '\(owner)'")
            }
            guard seen.insert(binding.name).inserted else {
                throw SimulationError.invalidValue(what: "the binding '\(binding.name)'", reason: "is declared twice by the SwiftUI view '\(name)'")
            }
        }
        if let refusal = swiftUIModalRefusal(of: declaration) { throw refusal }
        // Its NavigationStack's or NavigationSplitView's container next: the last step that can
        // still refuse the declaration.
        try declareSwiftUINavigation(of: declaration)
        let machine = SwiftUIViewMachine(declaration, options: options, callsViewIsAppearing: os.callsViewIsAppearing)
        if let existing {
            machines.swiftUIViews.rows[existing].redeclare(declaration)
        } else {
            swiftUIIndex.rows[name] = machines.swiftUIViews.append(machine)
        }
        swiftUIIndex.views.insert(name)
        for binding in declaration.bindings { swiftUIIndex.bindingOwners[binding.name] = name }
        for content in declaration.contents where !swiftUIIndex.views.contains(content) {
            swiftUIIndex.rows[content] = machines.swiftUIViews.append(SwiftUIViewMachine(SwiftUIViewDeclaration(content), isImplicit: true, options: options,
                                                                                          callsViewIsAppearing: os.callsViewIsAppearing))
            swiftUIIndex.views.insert(content)
        }
        noteSwiftUIAlertControllers(of: declaration)
    }

    /// The declared SwiftUI view `name`, as it is now.
    public func swiftUIView(_ name: String) -> SwiftUIViewMachine? {
        swiftUIIndex.rows[name].map { machines.swiftUIViews.rows[$0] }
    }

    /// Every declared SwiftUI view's name, in the order declared (implicit ones where first named).
    public var swiftUIViewNames: [String] { machines.swiftUIViews.rows.map(\.name) }

    /// The view that declares `binding`, if any.
    public func swiftUIOwner(ofBinding binding: String) -> String? { swiftUIIndex.bindingOwners[binding] }

    /// Every declared binding's name, in the order declared.
    public var swiftUIBindingNames: [String] { machines.swiftUIViews.rows.flatMap { $0.declaration.bindings.map(\.name) } }

    /// The value of `binding` now, if a view declares it.
    public func bindingValue(_ binding: String) -> SwiftUIBindingValue? {
        swiftUIIndex.bindingOwners[binding].flatMap { swiftUIView($0)?.bindings[binding] }
    }

    // MARK: The app's code writing a binding

    /// Writes `value` to `binding`, as the app's code does (`showDetail = true`): a presentation
    /// binding presents, dismisses or replaces its content; a selection binding sets the detent.
    public mutating func setBinding(_ binding: String, to value: SwiftUIBindingValue) throws {
        guard let owner = swiftUIIndex.bindingOwners[binding], let view = swiftUIView(owner), let kind = view.kind(ofBinding: binding) else {
            throw SimulationError.invalidValue(what: "the binding '\(binding)'", reason: "is declared by no SwiftUI view")
        }
        switch (kind, value) {
        case (.isPresented, .bool), (.item, .item), (.selection, .detent): break
        case (.path, .path), (.columnVisibility, .columnVisibility), (.preferredCompactColumn, .compactColumn):
            try setNavigationBinding(binding, of: owner, to: value)
            return
        default:
            throw SimulationError.invalidValue(what: "the binding '\(binding)'", reason: "is \(kind.valueDescription), not \(value)")
        }
        send(.bindingSet(binding, value), to: owner, as: SwiftUIViewMachine.self)
    }

    /// `@Environment(\.dismiss)` called from the content view `content`: the presentation that
    /// shows it ends as if its binding were written false or nil.
    public mutating func callDismiss(from content: String) throws {
        guard let view = swiftUIView(content) else {
            throw SimulationError.invalidValue(what: "'\(content)'", reason: "is not a SwiftUI view")
        }
        if view.presenter == nil, try navigationDismiss(from: content) { return }
        guard let presenter = view.presenter else {
            record(.simulator, .warning("dismiss() from \(content) does nothing: it is not presented"))
            return
        }
        send(.contentCalledDismiss(content), to: presenter, as: SwiftUIViewMachine.self)
    }

    // MARK: Carrying out what a view asks

    mutating func performSwiftUI(_ request: SwiftUIRequest, from name: String) {
        switch request {
        case .present(let modifier):
            // UIKit presents from a presenter at rest: a replacement asked for at the end of the
            // old content's dismissal waits for that dismissal's last callbacks, at this instant.
            if presentedController(by: name) != nil || presentations.last.map({ $0.kind.isInTransition(named: $0.name, in: self) }) == true {
                queue.schedule(.scheduled(ScheduledEvent(name: name, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) {
                    $0.presentSwiftUIContent(modifier, from: name)
                }), at: now)
            } else {
                presentSwiftUIContent(modifier, from: name)
            }
        case .presentAfterDismissal(let modifier):
            // Two turns at this instant: the old dismissal's delegate hears DidDismiss a turn after
            // its viewDidDisappear, queued behind the first.
            queue.schedule(.scheduled(ScheduledEvent(name: name, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) { simulator in
                simulator.queue.schedule(.scheduled(ScheduledEvent(name: name, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) {
                    // Only if the view still wants it (a binding written since may have called it off).
                    guard case .presenting(let presentation)? = $0.swiftUIView(name)?.state, presentation.content == modifier.content else { return }
                    $0.presentSwiftUIContent(modifier, from: name)
                }), at: simulator.now)
            }), at: now)
        case .dismiss(let content):
            if isSwiftUIInspectorColumn(content) {
                hideSwiftUIInspectorColumn(content)
            } else if presentations.last?.name == content {
                do { try dismiss(animated: true) } catch { record(.simulator, .warning("\(name) could not dismiss \(content): \(error)")) }
            } else if isPresented(content) {
                record(.simulator, .warning("\(name) cannot dismiss \(content) while another presentation is above it; SheetSim dismisses the front presentation only"))
            } else {
                // Never reached the screen: the presentation is over at once.
                send(.contentDismissed(content), to: name, as: SwiftUIViewMachine.self)
            }
        case .removeAtNextFrame(let content):
            let frame = frameCursor.nextFrame(after: now, on: FrameGrid(refreshRate: environment.device.refreshRate))
            queue.schedule(.scheduled(ScheduledEvent(name: name, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) {
                $0.removeSwiftUIContent(content, presentedBy: name)
            }), at: frame)
        case .selectDetent(let id):
            guard isPresented(name), stackIndex(of: name) != nil else { return }
            send(.selectedDetentIdentifierSet(id, animated: true), to: name)
        case .updatePresentationDetents(let old, let new):
            updateSwiftUIPresentationDetents(of: name, from: old, to: new)
        }
    }

    /// Takes the content `content` away without animation, if it is still the front presentation.
    mutating func removeSwiftUIContent(_ content: String, presentedBy presenter: String) {
        if presentations.last?.name == content {
            do { try dismiss(animated: false) } catch { record(.simulator, .warning("\(presenter) could not remove \(content): \(error)")) }
        } else if !isPresented(content) {
            send(.contentDismissed(content), to: presenter, as: SwiftUIViewMachine.self)
        } else {
            record(.simulator, .warning("\(content) stays: another presentation is above it"))
        }
    }

    /// Presents the content view `modifier` names from `presenter`'s hosting controller, with the
    /// configuration the modifier's kind and the content's own modifiers give it.
    mutating func presentSwiftUIContent(_ modifier: SwiftUIPresentationModifier, from presenter: String) {
        let content = modifier.content
        guard let view = swiftUIView(content) else { return }
        let selection = view.declaration.bindings.first { $0.kind == .selection }.flatMap { view.bindings[$0.name] }
        var selected: DetentIdentifier?
        if case .detent(let id)? = selection { selected = id }
        var configuration = view.declaration.configuration(presentedBy: modifier, selected: selected)
        completeSwiftUIModalConfiguration(&configuration, modifier: modifier, content: view, presenter: presenter)
        if modifier.kind == .inspector, swiftUIInspectorForm(from: presenter) == .column {
            return showSwiftUIInspectorColumn(content, from: presenter)
        }
        send(.presented(by: presenter), to: content, as: SwiftUIViewMachine.self)
        do {
            try present(content, configuration: configuration, from: presentingController(forSwiftUIView: presenter), animated: true)
        } catch {
            record(.simulator, .warning("\(presenter) could not present \(content): \(error)"))
        }
        send(isPresented(content) ? .contentPresented(content) : .presentationRefused(content), to: presenter, as: SwiftUIViewMachine.self)
    }

    // MARK: UIKit's callbacks, to the views they concern

    /// Tells the view hosted by `controller`, if any, that its `viewDidAppear` is about to be logged.
    mutating func routeViewDidAppearComing(to controller: String) {
        guard swiftUIIndex.views.contains(controller) else { return }
        send(.viewDidAppearComing, to: controller, as: SwiftUIViewMachine.self)
    }

    /// Hands a logged callback of a hosting controller to its view: its appearance, the end of
    /// its dismissal, a swipe beginning, a detent settled on.
    mutating func routeToSwiftUI(_ receiver: Receiver, _ callback: Callback, named name: CallbackName) {
        guard swiftUIIndex.views.contains(receiver.controller) else { return }
        routeSwiftUIDialog(receiver, callback)
        let event: SwiftUIViewEvent
        switch (receiver.kind, callback) {
        case (.viewController, _) where name.isForwardedToVisibleChildren: event = .appearance(name)
        case (.presentationController, .dismissalTransitionDidEnd(let completed)): event = .dismissalTransitionEnded(completed: completed)
        case (.presentationController, .presentationTransitionDidEnd(completed: true)):
            // After the presentation's last callbacks at this instant (its viewDidAppear).
            queue.schedule(.scheduled(.event(.presentationTransitionEnded, to: receiver.controller, as: SwiftUIViewMachine.self)), at: now)
            return
        case (.delegate, .presentationControllerWillDismiss): event = .userDismissalBegan
        case (.delegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let id)): event = .selectedDetentChanged(id)
        default: return
        }
        send(event, to: receiver.controller, as: SwiftUIViewMachine.self)
    }
}

extension SwiftUIBindingKind {
    /// What values the binding takes, for an error.
    var valueDescription: String {
        switch self {
        case .isPresented: return "a Bool binding (true or false)"
        case .item: return "an item binding (a quoted item or nil)"
        case .selection: return "a detent selection binding (a detent identifier)"
        case .path: return "a NavigationStack path (view names)"
        case .columnVisibility: return "a NavigationSplitView column visibility (automatic, all, doubleColumn or detailOnly)"
        case .preferredCompactColumn: return "a NavigationSplitView column (sidebar, content or detail)"
        }
    }
}
