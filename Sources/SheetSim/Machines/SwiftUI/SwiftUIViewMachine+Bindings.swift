extension SwiftUIViewMachine {
    // MARK: Bindings change the world

    /// The app's code wrote `binding`: the write is logged, and a presentation binding presents,
    /// dismisses or replaces its content (DOC, P-S1, P-S2: presented while true or non-nil; a new item
    /// is dismiss, then present).
    mutating func bindingSet(_ binding: String, to value: SwiftUIBindingValue) -> [MachineAction<SwiftUIRequest>] {
        guard let kind = kind(ofBinding: binding) else { return [] }
        bindings[binding] = value
        var actions = [log(.binding(binding, value))]
        if kind == .selection {
            if case .detent(let id) = value { actions.append(.request(.selectDetent(id))) }
            return actions
        }
        guard let index = declaration.modifiers.firstIndex(where: { $0.declaredBinding?.name == binding }),
              let modifier = presentationModifier(index) else { return actions }
        switch state {
        case .idle, .awaitingDialogHandler:
            guard value.presents else { return actions }
            // Presented before the handler of a dialog's tapped button ran: that handler still
            // writes the dialog's binding when it runs.
            state = .presenting(SwiftUIActivePresentation(modifier: index, content: modifier.content, value: value,
                                                          pendingDialogHandler: state.pendingDialogHandler))
            actions.append(.request(.present(modifier)))
        case .presenting(let presentation), .presented(let presentation):
            guard presentation.modifier == index else {
                // SwiftUI presents one thing from a view at a time, and says so.
                if value.presents {
                    actions.append(.callback(.simulator, .warning("\(name) is already presenting \(presentation.content); only one presentation from a view is supported at a time")))
                }
                return actions
            }
            guard value != presentation.value else { return actions }
            state = .dismissing(presentation, replacement: value.presents ? value : nil)
            actions.append(.request(.dismiss(content: presentation.content)))
        case .dismissing(let presentation, _):
            guard presentation.modifier == index else { return actions }
            state = .dismissing(presentation, replacement: value.presents ? value : nil)
        }
        return actions
    }

    /// The content of the active presentation left the screen: a dismissal the user made writes
    /// the binding back (false or nil) and runs `onDismiss` in the options' order; one the app's
    /// code made runs `onDismiss`, then presents the replacement item, if any (OBS, P-S40: onDismiss
    /// between the two).
    mutating func contentDismissed(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        guard let presentation = state.presentation, presentation.content == content,
              let modifier = presentationModifier(presentation.modifier) else { return [] }
        var actions: [MachineAction<SwiftUIRequest>] = []
        let onDismiss = modifier.hasOnDismiss ? [log(.onDismiss)] : []
        switch state {
        case .dismissing(_, let replacement):
            actions += onDismiss
            state = .afterPresentation(presentation)
            if let replacement {
                state = .presenting(SwiftUIActivePresentation(modifier: presentation.modifier, content: modifier.content, value: replacement,
                                                              pendingDialogHandler: presentation.pendingDialogHandler))
                actions.append(.request(.presentAfterDismissal(modifier)))
            }
        default:
            state = .afterPresentation(presentation)
            if let pending = presentation.pendingDialogHandler, presentationModifier(pending)?.content == content {
                // The dialog's button handler, still to run, writes the binding.
                return actions
            }
            let dismissed = SwiftUIBindingValue.dismissed(modifier.bindingKind)
            var writeBack: [MachineAction<SwiftUIRequest>] = []
            if bindings[modifier.binding] != dismissed {
                bindings[modifier.binding] = dismissed
                writeBack = [log(.binding(modifier.binding, dismissed))]
            }
            if writeBack.isEmpty || options.swiftUIOnDismissOrder == .afterBindingWriteBack {
                actions += writeBack + onDismiss
            } else {
                actions += onDismiss + writeBack
            }
        }
        return actions
    }

    /// A swipe started dismissing the content: under ``BehaviorOptions/SwiftUIBindingWriteBack/atDismissalStart``
    /// the binding is written back now.
    mutating func contentSwipeBegan(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        guard case .presented(let presentation) = state, presentation.content == content,
              let modifier = presentationModifier(presentation.modifier),
              options.swiftUIBindingWriteBack == .atDismissalStart else { return [] }
        let dismissed = SwiftUIBindingValue.dismissed(modifier.bindingKind)
        guard bindings[modifier.binding] != dismissed else { return [] }
        bindings[modifier.binding] = dismissed
        return [log(.binding(modifier.binding, dismissed))]
    }

    /// A swipe on the content was cancelled: a binding written back as it began is written again
    /// with the value that presents it.
    mutating func contentSwipeCancelled(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        guard case .presented(let presentation) = state, presentation.content == content,
              let modifier = presentationModifier(presentation.modifier),
              bindings[modifier.binding] != presentation.value else { return [] }
        bindings[modifier.binding] = presentation.value
        return [log(.binding(modifier.binding, presentation.value))]
    }

    /// The content called `@Environment(\.dismiss)`: SwiftUI writes the binding false or nil, and
    /// the content is dismissed as if the app's code had written it (DOC, P-S9).
    mutating func contentCalledDismiss(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        guard let presentation = state.presentation, presentation.content == content,
              let modifier = presentationModifier(presentation.modifier) else { return [] }
        return bindingSet(modifier.binding, to: .dismissed(modifier.bindingKind))
    }

    /// The sheet hosting this view settled on `id`: a selection binding follows it (GUESS: SwiftUI
    /// writes it when UIKit tells the delegate, after the drag settles on a detent).
    mutating func selectedDetentChanged(_ id: DetentIdentifier?) -> [MachineAction<SwiftUIRequest>] {
        guard let selection = declaration.bindings.first(where: { $0.kind == .selection })?.name,
              bindings[selection] != .detent(id) else { return [] }
        bindings[selection] = .detent(id)
        return [log(.binding(selection, .detent(id)))]
    }

    /// UIKit presented the content: the presentation is on screen (or coming).
    mutating func notePresented(_ content: String) {
        if case .presenting(let presentation) = state, presentation.content == content { state = .presented(presentation) }
    }
}
