extension Simulator {
    // MARK: Popovers, alerts, confirmation dialogs and inspectors through UIKit's machines

    /// Completes the UIKit configuration of the controller a popover, alert, confirmation dialog
    /// or inspector presents from `presenter` with what depends on the presenter:
    /// - a popover is anchored to the presenter's bounds, or its attachment anchor in them, with
    ///   any arrow (DOC, P-S3: `attachmentAnchor` `.rect(.bounds)`, `arrowEdge` nil), and its adaptive
    ///   delegate answers for `presentationCompactAdaptation` in the presenter's size classes
    ///   (``SwiftUIModalRules/adaptiveAnswer(in:adaptation:)``);
    /// - a confirmation dialog is anchored to the presenter (``SwiftUIModalRules/dialogAnchor(of:viewController:)``).
    func completeSwiftUIModalConfiguration(_ configuration: inout SheetConfiguration, modifier: SwiftUIPresentationModifier,
                                           content: SwiftUIViewMachine?, presenter: String) {
        switch modifier.kind {
        case .sheet, .fullScreenCover, .alert, .inspector:
            break
        case .popover:
            configuration.popover = PopoverSettings(sourceView: presenter, sourceRect: modifier.attachmentAnchor)
            let adaptation = content?.declaration.compactAdaptation ?? .automatic
            configuration.adaptivePresentationStyle = SwiftUIModalRules.adaptiveAnswer(in: traitCollection(of: presenter), adaptation: adaptation)
        case .confirmationDialog:
            configuration.popover = SwiftUIModalRules.dialogAnchor(of: .confirmationDialog, viewController: presenter)
            configuration.popover?.sourceRect = modifier.attachmentAnchor
        }
    }

    /// The presentation modifier `view` is presenting (or asked UIKit to present) now.
    func activeSwiftUIModifier(of view: String) -> SwiftUIPresentationModifier? {
        guard let machine = swiftUIView(view), let presentation = machine.state.presentation else { return nil }
        return machine.presentationModifier(presentation.modifier)
    }

    /// Why `declaration` cannot be declared on this release, or nil: `inspector` is an iOS 17
    /// modifier (DOC P-S15), `presentationCompactAdaptation` an iOS 16.4 one (DOC P-S6).
    func swiftUIModalRefusal(of declaration: SwiftUIViewDeclaration) -> SimulationError? {
        os.swiftUIModalRefusal(of: declaration)  // also asked by `sheetsim check`, without a simulator
    }

    // MARK: The inspector column (DOC P-S15; geometry GUESS)

    /// Whether the content `content` shows as its presenter's inspector column now (presented by
    /// its view, and not through UIKit).
    func isSwiftUIInspectorColumn(_ content: String) -> Bool {
        guard let presenter = swiftUIView(content)?.presenter, activeSwiftUIModifier(of: presenter)?.kind == .inspector else { return false }
        return !isPresented(content)
    }

    /// The inspector's form for the view `presenter` now: a column in a horizontally regular
    /// environment, a sheet in a compact one.
    func swiftUIInspectorForm(from presenter: String) -> SwiftUIInspectorForm {
        SwiftUIModalRules.inspectorForm(in: traitCollection(of: presenter))
    }

    /// The width of an inspector column: the split view controller's inspector column's automatic
    /// width (GUESS: SwiftUI's inspector on iOS 17–18 has the geometry of UIKit's iOS 26 inspector
    /// column), within the window.
    public var swiftUIInspectorColumnWidth: Double {
        SplitViewLayout.inspectorWidth(ColumnWidthSettings(), splitWidth: environment.containerBounds.width, metrics: metrics)
    }

    /// Shows `content` as `presenter`'s inspector column: no presentation, so no presentation
    /// controller and no delegate; its hosting controller joins the window beside the presenter's
    /// content, with `viewWillAppear` (and `viewIsAppearing`) now and `viewDidAppear` when the column's animation ends (the
    /// split view's transition duration: GUESS, the split view machine's column animation).
    mutating func showSwiftUIInspectorColumn(_ content: String, from presenter: String) {
        if !tree.contains(content) { tree.declare(content, .viewController) }
        send(.presented(by: presenter), to: content, as: SwiftUIViewMachine.self)
        record(.viewController(content), .viewWillAppear(animated: true))
        // A controller joining the window hears viewIsAppearing where the release calls it.
        if options.callsViewIsAppearing(on: os) { record(.viewController(content), .viewIsAppearing(animated: true)) }
        send(.contentPresented(content), to: presenter, as: SwiftUIViewMachine.self)
        queue.schedule(.scheduled(ScheduledEvent(name: content, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) {
            // A column hidden while it came in never finished appearing.
            guard let appearance = $0.swiftUIView(content)?.appearance, appearance == .appearing || appearance == .onScreen else { return }
            $0.record(.viewController(content), .viewDidAppear(animated: true))
        }), at: now + metrics.span(\.splitViewTransitionDuration))
    }

    /// Hides the inspector column showing `content`: `viewWillDisappear` now, `viewDidDisappear`
    /// when the column's animation ends, and then the presentation is over for SwiftUI.
    mutating func hideSwiftUIInspectorColumn(_ content: String) {
        record(.viewController(content), .viewWillDisappear(animated: true))
        queue.schedule(.scheduled(ScheduledEvent(name: content, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) {
            $0.record(.viewController(content), .viewDidDisappear(animated: true))
            $0.send(.dismissalTransitionEnded(completed: true), to: content, as: SwiftUIViewMachine.self)
        }), at: now + metrics.span(\.splitViewTransitionDuration))
    }

    // MARK: Alert buttons (DOC P-S16, P-S17)

    /// Marks the controllers `declaration`'s alerts and confirmation dialogs present as alert
    /// controllers: no SwiftUI view runs `onAppear` or `onDisappear` in them.
    mutating func noteSwiftUIAlertControllers(of declaration: SwiftUIViewDeclaration) {
        for case .presentation(let modifier) in declaration.modifiers where modifier.dialog != nil {
            guard let row = machines.swiftUIViews.row(named: modifier.content) else { continue }
            machines.swiftUIViews.rows[row].hostAlertController()
        }
    }

    /// Hands a dialog's alert controller callback to the view presenting it: as its dismissal by
    /// a button tap begins, that the binding is written in the button's handler
    /// (``BehaviorOptions/SwiftUIDialogBindingWrite/afterActionHandler``); when the handler runs,
    /// the write itself.
    mutating func routeSwiftUIDialog(_ receiver: Receiver, _ callback: Callback) {
        // A dialog's alert controller is named after its binding, which names the view presenting it.
        guard receiver.kind == .viewController, swiftUIView(receiver.controller)?.isAlertController == true,
              let presenter = swiftUIOwner(ofBinding: receiver.controller),
              callback.callbackName == .viewWillDisappear || callback.callbackName == .alertActionHandler,
              options.swiftUIDialogBindingWrite == .afterActionHandler else { return }
        switch callback {
        case .viewWillDisappear:
            if case .dismissing(_, _, let outcome, _)? = alert(named: receiver.controller)?.state, outcome.handlerTitle != nil {
                send(.dialogHandlerPending(receiver.controller), to: presenter, as: SwiftUIViewMachine.self)
            }
        case .alertActionHandler:
            send(.dialogActionHandled(receiver.controller), to: presenter, as: SwiftUIViewMachine.self)
        default:
            break
        }
    }
}

extension SwiftUIViewMachine {
    // MARK: A dialog's binding, written by its button's handler

    /// The dismissal of the dialog `content` began with a button tap: its binding is written by the
    /// button's handler, not when the dismissal ends.
    mutating func dialogHandlerPending(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        if let presentation = state.presentation, presentation.content == content {
            state = state.withPendingDialogHandler(presentation.modifier)
        }
        return []
    }

    /// The dialog `content`'s button handler ran: the binding is written false now (after the
    /// button's action, logged as UIKit's `alertActionHandler`), unless it already is. If the
    /// view presents again by then (the app's code wrote the binding true meanwhile), the write
    /// is SwiftUI's like any other: it dismisses what is presented.
    mutating func dialogActionHandled(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        let index: Int
        let wasPending: Bool
        if let pending = state.pendingDialogHandler, presentationModifier(pending)?.content == content {
            index = pending
            wasPending = true
            state = state.withPendingDialogHandler(nil)
        } else if let presentation = state.presentation, presentation.content == content {
            index = presentation.modifier
            wasPending = false
        } else {
            return []
        }
        guard let modifier = presentationModifier(index) else { return [] }
        let dismissed = SwiftUIBindingValue.dismissed(modifier.bindingKind)
        guard bindings[modifier.binding] != dismissed else { return [] }
        // The alert that ran the handler is gone or leaving: write only. A presentation since (its
        // dismissal ended before the handler ran) is dismissed by the write.
        if wasPending, state.presentation != nil { return bindingSet(modifier.binding, to: dismissed) }
        bindings[modifier.binding] = dismissed
        return [log(.binding(modifier.binding, dismissed))]
    }
}

extension SwiftUIViewMachine {
    // MARK: A dismissal UIKit refused during the presentation

    /// The content `content` finished presenting while this view wants it gone (its binding was
    /// written false or nil, or to another item, during the presentation transition, when UIKit
    /// refuses a dismissal with a warning): SwiftUI asks again, now that UIKit accepts it (GUESS:
    /// SwiftUI applies the state it holds once the transition ends; without this the content
    /// would rest on screen with its binding unset for good).
    mutating func contentPresentationEnded(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        guard case .dismissing(let presentation, _) = state, presentation.content == content else { return [] }
        return [.request(.dismiss(content: content))]
    }
}
