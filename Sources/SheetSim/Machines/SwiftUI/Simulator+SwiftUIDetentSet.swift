extension Simulator {
    // MARK: A detent set computed from state

    /// The SwiftUI view `view` re-renders with the detent set `detents`: SwiftUI computes the set
    /// from state (`.presentationDetents(showLarge ? [.medium, .large] : [.medium], selection: $detent)`),
    /// so it changes whenever that state does.
    ///
    /// The sheet hosting the view, if one does, takes the new set as UIKit's `detents` change
    /// does, outside `animateChanges`: a set that keeps the detent the sheet rests on moves
    /// nothing; a set that drops it moves the sheet to a remaining detent — the selection's if it
    /// is one of them, else the smallest (DOC: an identifier not among the detents shows the
    /// smallest) — without animation (OBS, FB19252983 on iOS 26, and SheetRules quirk 19; option
    /// ``BehaviorOptions/swiftUIForcedDetentChangeAnimated``), and its delegate hears nothing
    /// (quirk 5). SwiftUI then writes the selection binding to that detent
    /// (``BehaviorOptions/swiftUIForcedDetentSelectionWrite``, GUESS: at the change). A view
    /// nothing shows keeps the set for its next presentation.
    ///
    /// - Throws: ``SimulationError/invalidValue(what:reason:)`` when `view` is not a SwiftUI
    ///   view with a `presentationDetents` modifier, or `detents` is empty.
    public mutating func setPresentationDetents(_ detents: [SwiftUIPresentation.PresentationDetent], of view: String) throws {
        guard let machine = swiftUIView(view) else {
            throw SimulationError.invalidValue(what: "'\(view)'", reason: "is not a SwiftUI view")
        }
        guard machine.presentationDetentsModifier != nil else {
            throw SimulationError.invalidValue(what: "the SwiftUI view '\(view)'",
                                               reason: "has no presentationDetents modifier whose set could change; declare one, e.g. 'presentationDetents medium, large'")
        }
        guard !detents.isEmpty else {
            throw SimulationError.invalidValue(what: "the presentationDetents of '\(view)'", reason: "are empty; a sheet needs at least one detent")
        }
        send(.presentationDetentsSet(detents), to: view, as: SwiftUIViewMachine.self)
    }

    /// Carries out ``SwiftUIRequest/updatePresentationDetents(from:to:)`` for the view `name`.
    mutating func updateSwiftUIPresentationDetents(of name: String, from old: [SwiftUIPresentation.PresentationDetent],
                                                   to new: [SwiftUIPresentation.PresentationDetent]) {
        guard let view = swiftUIView(name) else { return }
        var selected: DetentIdentifier?
        let binding = view.presentationDetentsModifier?.selection
        if let binding, case .detent(let id)? = view.bindings[binding] { selected = id }
        guard isPresented(name), let row = stackIndex(of: name) else {
            // Nothing shows the view: the set waits for its next presentation.
            if let outside = view.selectionOutsideDetents {
                record(.simulator, .warning("the selection '\(outside.binding)' holds \(outside.detent), not one of \(name)'s detents; SwiftUI requires one of them, so the next presentation shows the smallest"))
            }
            return
        }
        let selection = selected.flatMap { id in (old + new).first { $0.identifier == id } }
        var configuration = stack[row].configuration
        configuration.apply(SwiftUIPresentation().presentationDetents(new, selection: selection),
                            replacing: SwiftUIPresentation().presentationDetents(old, selection: selection))
        // SwiftUI hands the sheet its binding's detent with every update.
        if binding != nil { configuration.selectedDetentIdentifier = selected }
        send(.presentationDetentsChanged(configuration), to: name)
        // The set dropped the selected detent: the sheet moved, and SwiftUI follows it.
        guard let binding, let selected, !new.contains(where: { $0.identifier == selected }),
              let row = stackIndex(of: name),
              let resting = stack[row].restingDetent?.identifier else { return }
        send(.hostingSheetForcedToDetent(resting), to: name, as: SwiftUIViewMachine.self)
        // Written, the binding's detent is the sheet's selection from SwiftUI's next update on:
        // the detent the sheet rests on or moves to already, so nothing moves.
        guard swiftUIView(name)?.bindings[binding] == .detent(resting),
              let row = stackIndex(of: name) else { return }
        var synced = stack[row].configuration
        synced.selectedDetentIdentifier = resting
        send(.presentationDetentsChanged(synced), to: name)
    }
}

extension SwiftUIViewMachine {
    /// The view's `presentationDetents` set as it is now (changed by
    /// ``Simulator/setPresentationDetents(_:of:)``), nil without the modifier.
    public var presentationDetents: [SwiftUIPresentation.PresentationDetent]? { presentationDetentsModifier?.detents }
}

extension SwiftUIPresentation.PresentationDetent {
    /// As a Swift test writes it: `.medium`, `.large`, `.fraction(0.25)`, `.height(200)`.
    public var swiftLiteral: String {
        switch self {
        case .medium: return ".medium"
        case .large: return ".large"
        case .fraction(let f): return ".fraction(\(NumberFormat.points(f)))"
        case .height(let h): return ".height(\(NumberFormat.points(h)))"
        }
    }
}

extension Simulator {
    /// The detents the presented sheet `name` can rest on now, smallest first (an inactive
    /// detent, such as medium in compact height, left out); nil when no sheet of that name is
    /// presented.
    public func activeDetentIdentifiers(of name: String) -> [DetentIdentifier]? {
        guard let row = stackIndex(of: name) else { return nil }
        return stack[row].resolvedDetents.map(\.identifier)
    }
}
