/// One declared SwiftUI view: hosted in a `UIHostingController` of its name, with the
/// presentation modifiers it carries and the bindings they declare.
///
/// SwiftUI sits on UIKit here as it does on a device: every presentation is a hosting controller
/// presented through the machines SheetSim already has (``SheetMachine`` for sheets and
/// full-screen covers), so UIKit's callbacks, geometry and quirks stay exactly as they are, and
/// this machine adds what SwiftUI does around them. Its events are what UIKit did to its hosting
/// controller and what the app's code did to its bindings; what comes back is SwiftUI's own log
/// entries (`onAppear`, `onDisappear`, `task`, `onDismiss`, binding writes, on the view's name)
/// and requests to present or dismiss content, which the engine carries out. Where SwiftUI's
/// order against UIKit's callbacks is not documented, a ``BehaviorOptions`` option holds it
/// (<doc:SwiftUI>).
///
/// Its state is three independent enums (a product of them would be one enum of dozens of
/// cases, most never reached together): ``state``, what it presents; ``contentState``, where it is
/// as another view's content; ``appearance``, where it is on screen. Each changes only through
/// ``handle(_:)`` or the machine's own methods; ``context`` holds what it was declared into.
public struct SwiftUIViewMachine: Sendable {
    /// The view's name, which is also its hosting controller's.
    public let name: String
    /// The view's modifiers, as declared.
    public internal(set) var declaration: SwiftUIViewDeclaration
    /// Whether the view was only named as another's content and never declared itself.
    public internal(set) var isImplicit: Bool
    /// Where its presentation modifiers are (one active at a time): what it presents.
    public internal(set) var state: SwiftUIViewState = .idle
    /// Where it is as another view's presented content. Independent of ``state`` (a presented
    /// view may present another) and of ``appearance`` (a root view is on screen, presented by
    /// none), so it is an enum of its own rather than a product of the three.
    public internal(set) var contentState: SwiftUIContentState = .notPresented
    /// Where the view is on screen, from its hosting controller's appearance callbacks (a root or
    /// pushed view has one too).
    public internal(set) var appearance: SwiftUIAppearance = .offScreen
    /// Its bindings' current values, by name.
    public internal(set) var bindings: [String: SwiftUIBindingValue] = [:]
    /// What it was declared into: the options, the release, whether it hosts an alert controller.
    public internal(set) var context: SwiftUIViewContext

    /// The view presenting this one as its content, while it is presented.
    public var presenter: String? { contentState.presenter }
    /// Whether the controller of this name is a dialog's `UIAlertController`, which hosts no
    /// SwiftUI view: it runs no `onAppear` or `onDisappear`.
    public var isAlertController: Bool { context.hostsAlertController }
    var options: BehaviorOptions { context.options }
    /// Whether the release calls `viewIsAppearing(_:)`, the first layout's moment (OS profile).
    var callsViewIsAppearing: Bool { context.callsViewIsAppearing }

    public init(_ declaration: SwiftUIViewDeclaration, isImplicit: Bool = false, options: BehaviorOptions = .reference,
                callsViewIsAppearing: Bool = true, hostsAlertController: Bool = false) {
        self.name = declaration.name
        self.declaration = declaration
        self.isImplicit = isImplicit
        self.context = SwiftUIViewContext(options: options, callsViewIsAppearing: callsViewIsAppearing, hostsAlertController: hostsAlertController)
        for binding in declaration.bindings { bindings[binding.name] = initialValue(of: binding) }
    }

    /// A binding's value before anything writes it: false, nil, or the first detent listed (a
    /// selection must be one of the detents, DOC, P-S8).
    func initialValue(of binding: (name: String, kind: SwiftUIBindingKind)) -> SwiftUIBindingValue {
        guard binding.kind == .selection else { return Self.initialValue(binding.kind) }
        for case .presentationDetents(let detents, binding.name?) in declaration.modifiers {
            return .detent(detents.first?.identifier)
        }
        return .detent(nil)
    }

    /// A binding's value before anything writes it: false, nil, no detent.
    static func initialValue(_ kind: SwiftUIBindingKind) -> SwiftUIBindingValue {
        switch kind {
        case .isPresented: return .bool(false)
        case .item: return .item(nil)
        case .selection: return .detent(nil)
        case .path: return .path([])
        case .columnVisibility: return .columnVisibility(.automatic)
        case .preferredCompactColumn: return .compactColumn(.sidebar)
        }
    }

    /// Takes the modifiers of an explicit declaration of a view first named only as content.
    mutating func redeclare(_ declaration: SwiftUIViewDeclaration) {
        self.declaration = declaration
        isImplicit = false
        for binding in declaration.bindings where bindings[binding.name] == nil { bindings[binding.name] = initialValue(of: binding) }
    }

    /// A declaration named this view as an alert's or confirmation dialog's content: its
    /// controller is that dialog's `UIAlertController` (part of its ``context``, not state).
    mutating func hostAlertController() {
        context.hostsAlertController = true
    }

    /// The kind of binding `binding` is, if the view declares it.
    public func kind(ofBinding binding: String) -> SwiftUIBindingKind? {
        declaration.bindings.first { $0.name == binding }?.kind
    }

    var declaresTask: Bool { declaration.modifiers.contains(.task) }

    /// The presentation modifier at `index`.
    public func presentationModifier(_ index: Int) -> SwiftUIPresentationModifier? {
        guard declaration.modifiers.indices.contains(index), case .presentation(let modifier) = declaration.modifiers[index] else { return nil }
        return modifier
    }

    // MARK: Handling events

    /// Feeds one event in and returns SwiftUI's log entries and requests, in order.
    public mutating func handle(_ event: SwiftUIViewEvent) -> [MachineAction<SwiftUIRequest>] {
        switch event {
        case .appearance(let callback): return appearanceChanged(callback)
        case .viewDidAppearComing:
            guard appearance == .appearing, !isCoveredWithoutLifecycle, options.swiftUIOnAppearTiming == .beforeViewDidAppear else { return [] }
            return appeared()
        case .dismissalTransitionEnded(let completed): return dismissalTransitionEnded(completed: completed)
        case .userDismissalBegan: return tellPresenter(.contentSwipeBegan(name))
        case .presented(let presenter):
            contentState = .presented(by: presenter)
            return []
        case .bindingSet(let binding, let value): return bindingSet(binding, to: value)
        case .selectedDetentChanged(let id): return selectedDetentChanged(id)
        case .contentDismissed(let content): return contentDismissed(content)
        case .contentSwipeBegan(let content): return contentSwipeBegan(content)
        case .contentSwipeCancelled(let content): return contentSwipeCancelled(content)
        case .presentationRefused(let content):
            guard let presentation = state.presentation, presentation.content == content else { return [] }
            state = .afterPresentation(presentation)
            return []
        case .contentCalledDismiss(let content): return contentCalledDismiss(content)
        case .contentPresented(let content):
            notePresented(content)
            return []
        case .presentationTransitionEnded: return tellPresenter(.contentPresentationEnded(name))
        case .contentPresentationEnded(let content): return contentPresentationEnded(content)
        case .inspectorFormChanged(let content): return inspectorFormChanged(content)
        case .dialogHandlerPending(let content): return dialogHandlerPending(content)
        case .dialogActionHandled(let content): return dialogActionHandled(content)
        case .rePresentAfterPop(let presentation): return rePresentAfterPop(presentation)
        case .presentationDetentsSet(let detents): return presentationDetentsSet(detents)
        case .hostingSheetForcedToDetent(let id): return hostingSheetForcedToDetent(id)
        case .scenePhaseChanged(let phase): return followsScenePhase ? [log(.scenePhase(phase))] : []
        case .scenePhaseUpdated(let phase, let releaseReopens, let byHand): return scenePhaseUpdated(to: phase, releaseReopens: releaseReopens, factByHand: byHand)
        }
    }

    /// An event for the view presenting this one, if it is presented.
    func tellPresenter(_ event: SwiftUIViewEvent) -> [MachineAction<SwiftUIRequest>] {
        guard let presenter else { return [] }
        return [.send(.to(presenter, event, as: SwiftUIViewMachine.self))]
    }

    func log(_ callback: Callback) -> MachineAction<SwiftUIRequest> { .callback(.viewController(name), callback) }
}
