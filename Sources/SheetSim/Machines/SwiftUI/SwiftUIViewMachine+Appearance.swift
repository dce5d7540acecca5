extension SwiftUIViewMachine {
    // MARK: onAppear, onDisappear and task, from the hosting controller's appearance

    /// The hosting controller's appearance callback `callback`: `onAppear` and `onDisappear` run
    /// where the options put them among UIKit's callbacks (<doc:SwiftUI>, "onAppear",
    /// "onDisappear").
    mutating func appearanceChanged(_ callback: CallbackName) -> [MachineAction<SwiftUIRequest>] {
        if isCoveredWithoutLifecycle { return [] }
        switch callback {
        case .viewWillAppear:
            switch appearance {
            case .offScreen:
                appearance = .appearing
                if options.swiftUIOnAppearTiming == .beforeViewDidAppear, !callsViewIsAppearing { return appeared() }
            case .disappearing:
                // A cancelled swipe brings the view back: it never disappeared (GUESS, DOC, P-S12).
                appearance = .onScreen
            case .appearing, .onScreen:
                break
            }
            return []
        case .viewIsAppearing:
            guard appearance == .appearing, options.swiftUIOnAppearTiming == .beforeViewDidAppear else { return [] }
            return appeared()
        case .viewDidAppear:
            guard appearance == .appearing else { return [] }
            return appeared()
        case .viewWillDisappear:
            guard appearance == .onScreen || appearance == .appearing else { return [] }
            if options.swiftUIOnDisappearTiming == .afterViewWillDisappear {
                appearance = .offScreen
                return disappearedActions()
            }
            appearance = .disappearing
            return []
        case .viewDidDisappear:
            var actions: [MachineAction<SwiftUIRequest>] = []
            if appearance != .offScreen {
                appearance = .offScreen
                actions = disappearedActions()
            }
            actions += presentationEnd(disappeared: true)
            return actions + presenterLeftWhilePresenting()
        default:
            return []
        }
    }

    /// The view left the window while presenting a sheet (a full-screen cover's presenter leaves
    /// by design, and so does a popover's when the popover adapts to a full-screen presentation,
    /// so neither counts): its presentation goes at the next frame, unanimated (OBS, P-S41).
    private mutating func presenterLeftWhilePresenting() -> [MachineAction<SwiftUIRequest>] {
        guard let presentation = state.presentation, let modifier = presentationModifier(presentation.modifier),
              modifier.kind != .fullScreenCover, modifier.kind != .popover else { return [] }
        switch state {
        case .presenting, .presented:
            state = .dismissing(presentation, replacement: nil)
            return [.request(.removeAtNextFrame(content: presentation.content))]
        case .idle, .dismissing, .awaitingDialogHandler:
            return []
        }
    }

    /// A presenter covered by a full-screen cover whose lifecycle actions the option leaves out:
    /// UIKit's callbacks still come, SwiftUI runs nothing (<doc:SwiftUI>, "Full-screen covers").
    var isCoveredWithoutLifecycle: Bool {
        guard let presentation = state.presentation, presentationModifier(presentation.modifier)?.kind == .fullScreenCover else { return false }
        return !options.swiftUIFullScreenCoverPresenterOnDisappear
    }

    mutating func appeared() -> [MachineAction<SwiftUIRequest>] {
        appearance = .onScreen
        if isAlertController { return [] }
        var actions = [log(.onAppear)]
        if declaresTask { actions.append(log(.task(.start))) }
        return actions
    }

    private func disappearedActions() -> [MachineAction<SwiftUIRequest>] {
        if isAlertController { return [] }
        var actions = [log(.onDisappear)]
        guard declaresTask else { return actions }
        switch options.swiftUITaskCancelTiming {
        case .withOnDisappear: actions.append(log(.task(.cancel)))
        case .nextRunLoop: actions.append(.callbackAsync(.viewController(name), .task(.cancel)))
        }
        return actions
    }

    /// The hosting controller's dismissal transition ended: completed, the presentation is over
    /// once its `viewDidDisappear` is logged too; cancelled (a swipe let go), it stays.
    mutating func dismissalTransitionEnded(completed: Bool) -> [MachineAction<SwiftUIRequest>] {
        guard presenter != nil else { return [] }
        if completed { return presentationEnd(transitionEnded: true) }
        var actions: [MachineAction<SwiftUIRequest>] = []
        if options.swiftUICancelledSwipeRepeatsAppearance {
            actions = disappearedActions()
            actions.append(log(.onAppear))
            if declaresTask { actions.append(log(.task(.start))) }
        }
        return actions + tellPresenter(.contentSwipeCancelled(name))
    }

    /// One end of the dismissal of this view, presented, was logged: once both are, its presenter
    /// is told its content is gone, and it is no longer presented.
    private mutating func presentationEnd(transitionEnded: Bool = false, disappeared: Bool = false) -> [MachineAction<SwiftUIRequest>] {
        let logged: (presenter: String, transitionEnded: Bool, disappeared: Bool)
        switch contentState {
        case .notPresented:
            return []
        case .presented(let presenter):
            logged = (presenter, transitionEnded, disappeared)
        case .endingPresentation(let presenter, let endedBefore, let disappearedBefore):
            logged = (presenter, endedBefore || transitionEnded, disappearedBefore || disappeared)
        }
        guard logged.transitionEnded, logged.disappeared else {
            contentState = .endingPresentation(by: logged.presenter, transitionEnded: logged.transitionEnded, disappeared: logged.disappeared)
            return []
        }
        contentState = .notPresented
        return [.send(.to(logged.presenter, .contentDismissed(name), as: SwiftUIViewMachine.self))]
    }

    // MARK: What SwiftUI's navigation makes of the view

    /// The navigation container wrote the view's `binding` (a path, a column visibility, a
    /// preferred compact column) as the user changed it; the container logs the write.
    mutating func noteNavigationBinding(_ binding: String, _ value: SwiftUIBindingValue) {
        bindings[binding] = value
    }

    /// The stack replaying the custom-binding glitch pushed this view beneath its new top: it runs
    /// `onAppear` though it never shows, and SwiftUI takes it for on screen. Whether it did (it
    /// was off screen).
    mutating func appearedBeneathTop() -> Bool {
        guard appearance == .offScreen else { return false }
        appearance = .onScreen
        return true
    }

    /// An edge swipe started popping this pushed view, and the option runs `onDisappear` now.
    /// Whether it did (it was not off screen already).
    mutating func disappearedUnderFinger() -> Bool {
        guard appearance != .offScreen else { return false }
        appearance = .offScreen
        return true
    }
}
