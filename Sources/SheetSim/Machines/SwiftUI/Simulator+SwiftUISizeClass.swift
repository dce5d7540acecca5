extension Simulator {
    // MARK: Popovers and inspectors following the size class (DOC P-S6, P-S7, P-S15)

    /// SwiftUI's hosting delegate answers UIKit's `adaptivePresentationStyle(for:traitCollection:)`
    /// for the size classes it is asked in, by the content's `presentationCompactAdaptation`
    /// (``SwiftUIModalRules/adaptiveAnswer(in:adaptation:)``): before UIKit asks again for the
    /// window's new traits, each SwiftUI popover shown (or shown as its adaptive sheet) takes the
    /// answer for its presenter's new size classes. UIKit's own adaptation on a trait change
    /// (``BehaviorOptions/PopoverAdaptation/live``) then adapts the popover, or gives its adaptive
    /// sheet back, as it does for any popover. The engine calls it before the adaptive sheets
    /// follow the window and again before the popovers do (a popover given back by its sheet has
    /// the sheet's answer); the second call changes only those.
    mutating func swiftUIPopoversAnswerForNewTraits() {
        for view in machines.swiftUIViews.rows {
            guard let presentation = view.state.presentation, let modifier = view.presentationModifier(presentation.modifier),
                  modifier.kind == .popover else { continue }
            let content = presentation.content
            let answer = swiftUIPopoverAnswer(presenter: view.name, content: content, in: environment)
            if let popover = popover(named: content) {
                guard popover.configuration.adaptivePresentationStyle != answer else { continue }
                send(.adaptiveAnswerChanged(answer), to: content, as: PopoverMachine.self)
            } else if adaptedPopovers[content] != nil {
                adaptedPopovers[content]?.adaptivePresentationStyle = answer
            }
        }
    }

    /// The answer SwiftUI's hosting delegate gives for the popover showing `content`, presented
    /// by `presenter`, in `environment`'s size classes: by the content's
    /// `presentationCompactAdaptation`.
    func swiftUIPopoverAnswer(presenter: String, content: String, in environment: ScreenEnvironment) -> ModalPresentationStyle? {
        let adaptation = swiftUIView(content)?.declaration.compactAdaptation ?? .automatic
        return SwiftUIModalRules.adaptiveAnswer(in: traitCollection(of: presenter, in: environment), adaptation: adaptation)
    }

    /// The answer the SwiftUI popover showing `content` (or its adaptive sheet) will give in
    /// `environment`, or nil when `content` is no SwiftUI popover's content. A transition's sizes
    /// are told before the answers follow the new traits, so they must ask the new answer here,
    /// not read the popover's present one.
    func swiftUIPopoverAnswer(forContent content: String, in environment: ScreenEnvironment) -> ModalPresentationStyle?? {
        guard !swiftUIIndex.views.isEmpty else { return nil }
        for view in machines.swiftUIViews.rows {
            guard let presentation = view.state.presentation, presentation.content == content,
                  let modifier = view.presentationModifier(presentation.modifier), modifier.kind == .popover else { continue }
            return .some(swiftUIPopoverAnswer(presenter: view.name, content: content, in: environment))
        }
        return nil
    }

    /// Each inspector at rest whose form the new size class changes (a column in a horizontally
    /// regular size class, a sheet in a compact one, DOC P-S15) leaves in its old form and comes
    /// back in the new one: the column hides, or the sheet is dismissed in code, and the content
    /// is then presented in its new form, as an item replacement is (GUESS: SwiftUI's order of
    /// callbacks for the change is not documented; <doc:SwiftUI>, "Inspectors across a size-class
    /// change"). An inspector sheet with another presentation above it keeps its form.
    mutating func swiftUIInspectorsFollowSizeClass() {
        var changing: [(view: String, content: String)] = []
        for view in machines.swiftUIViews.rows {
            guard case .presented(let presentation) = view.state, view.presentationModifier(presentation.modifier)?.kind == .inspector else { continue }
            let content = presentation.content
            let shownAsColumn = !isPresented(content)
            guard (swiftUIInspectorForm(from: view.name) == .column) != shownAsColumn, presentedController(by: content) == nil,
                  shownAsColumn || presentations.last?.name == content else { continue }
            changing.append((view.name, content))
        }
        for (view, content) in changing { send(.inspectorFormChanged(content), to: view, as: SwiftUIViewMachine.self) }
    }
}

extension SwiftUIViewMachine {
    // MARK: An inspector changing form

    /// The size class changed the form of the inspector `content` shows: it is dismissed in its
    /// old form and presented again in the new one once the dismissal is over, like an item
    /// replaced by itself (the binding is not written, and an inspector has no `onDismiss`).
    mutating func inspectorFormChanged(_ content: String) -> [MachineAction<SwiftUIRequest>] {
        guard case .presented(let presentation) = state, presentation.content == content,
              presentationModifier(presentation.modifier)?.kind == .inspector else { return [] }
        state = .dismissing(presentation, replacement: presentation.value)
        return [.request(.dismiss(content: content))]
    }
}
