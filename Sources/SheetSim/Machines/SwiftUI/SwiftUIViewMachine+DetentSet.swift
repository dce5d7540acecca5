extension SwiftUIViewMachine {
    // MARK: A detent set computed from state

    /// The view's `presentationDetents` modifier, where it has one: its place among the modifiers,
    /// its detents and its selection binding.
    var presentationDetentsModifier: (index: Int, detents: [SwiftUIPresentation.PresentationDetent], selection: String?)? {
        for (index, modifier) in declaration.modifiers.enumerated() {
            if case .presentationDetents(let detents, let selection) = modifier { return (index, detents, selection) }
        }
        return nil
    }

    /// The view re-rendered with another `presentationDetents` set (SwiftUI computes it from state:
    /// `.presentationDetents(showLarge ? [.medium, .large] : [.medium], selection: $detent)`). The
    /// declaration takes it, so a later presentation uses it, and the sheet hosting the view, if
    /// any, is asked to take it now. The same set (a `Set` in SwiftUI: order and repeats do not
    /// count) changes nothing.
    mutating func presentationDetentsSet(_ detents: [SwiftUIPresentation.PresentationDetent]) -> [MachineAction<SwiftUIRequest>] {
        guard let modifier = presentationDetentsModifier, Set(detents) != Set(modifier.detents) else { return [] }
        declaration.modifiers[modifier.index] = .presentationDetents(detents, selection: modifier.selection)
        return [.request(.updatePresentationDetents(from: modifier.detents, to: detents))]
    }

    /// The sheet hosting the view moved to `id` because its new detent set dropped the selected
    /// detent. UIKit tells the delegate nothing (SheetRules quirk 5), so the drag's write-back
    /// does not run; SwiftUI writes the selection binding by
    /// ``BehaviorOptions/swiftUIForcedDetentSelectionWrite`` (GUESS: at the change).
    mutating func hostingSheetForcedToDetent(_ id: DetentIdentifier) -> [MachineAction<SwiftUIRequest>] {
        guard let selection = presentationDetentsModifier?.selection, bindings[selection] != .detent(id),
              options.swiftUIForcedDetentSelectionWrite == .atChange else { return [] }
        bindings[selection] = .detent(id)
        return [log(.binding(selection, .detent(id)))]
    }

    /// The selection binding's detent when it is not one of the view's detents now (a set changed
    /// while nothing showed the view): SwiftUI requires the selection to be one of them (DOC, P-S8).
    var selectionOutsideDetents: (binding: String, detent: DetentIdentifier)? {
        guard let modifier = presentationDetentsModifier, let selection = modifier.selection,
              case .detent(let id?)? = bindings[selection], !modifier.detents.contains(where: { $0.identifier == id }) else { return nil }
        return (selection, id)
    }
}
