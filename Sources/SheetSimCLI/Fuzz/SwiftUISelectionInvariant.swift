import SheetSim

extension SwiftUISessionChecks {
    /// ``Invariant/swiftUISelectionMatchesRestingDetent`` once nothing is left to run: each sheet
    /// hosting a view with a selection binding, at rest, rests on the binding's detent when that
    /// detent is one the sheet can rest on now. (A detent the sheet cannot rest on — medium in
    /// compact height, one a new set dropped under `swiftUIForcedDetentSelectionWrite = never`, or
    /// one the set lost while nothing showed the view — leaves the sheet on another, as UIKit
    /// shows the smallest for a selection it does not have.)
    func selectionViolations(in simulator: Simulator, now: SimInstant) -> [InvariantViolation] {
        selections.compactMap { view, binding in
            guard let active = simulator.activeDetentIdentifiers(of: view), simulator.phase(of: view) == .idle,
                  case .detent(let selected?)? = simulator.bindingValue(binding), active.contains(selected),
                  let resting = simulator.state(of: view)?.restingDetentIdentifier, resting != selected else { return nil }
            return InvariantViolation(invariant: .swiftUISelectionMatchesRestingDetent, time: now,
                                      message: "'\(view)' rests on \(resting) while its selection '\(binding)' holds \(selected), one of its detents, and nothing is left to run")
        }
    }
}
