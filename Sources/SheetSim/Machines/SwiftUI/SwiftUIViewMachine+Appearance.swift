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
            if presenter != nil {
                disappeared = true
                actions += endPresentationIfOver()
            }
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
        case .idle, .dismissing:
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
        if completed {
            dismissalEnded = true
            return endPresentationIfOver()
        }
        var actions: [MachineAction<SwiftUIRequest>] = []
        if options.swiftUICancelledSwipeRepeatsAppearance {
            actions = disappearedActions()
            actions.append(log(.onAppear))
            if declaresTask { actions.append(log(.task(.start))) }
        }
        return actions + tellPresenter(.contentSwipeCancelled(name))
    }

    /// Tells the presenter its content is gone once both ends of the dismissal are logged.
    private mutating func endPresentationIfOver() -> [MachineAction<SwiftUIRequest>] {
        guard dismissalEnded, disappeared else { return [] }
        let actions = tellPresenter(.contentDismissed(name))
        presenter = nil
        dismissalEnded = false
        disappeared = false
        return actions
    }
}
