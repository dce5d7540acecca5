import SheetSim

extension ScreenDrawing {
    /// The SwiftUI presentations under way, one line each, for the REPL's `show` and `state`: which
    /// view presents which content, through which modifier and binding, and where it is.
    /// Empty when no SwiftUI view is declared. While the scene is inactive (`scenePhase inactive`,
    /// or a multitasking change under way), a last line says so: what the views' `scenePhase` reads.
    static func swiftUILines(_ simulator: Simulator) -> [String] {
        let inactive = simulator.scenePhase == .inactive && !simulator.swiftUIViewNames.isEmpty ? ["SwiftUI: scenePhase = inactive"] : []
        return presentationLines(simulator) + inactive
    }

    static func presentationLines(_ simulator: Simulator) -> [String] {
        simulator.swiftUIViewNames.compactMap { name in
            guard let view = simulator.swiftUIView(name), let presentation = view.state.presentation,
                  let modifier = view.presentationModifier(presentation.modifier) else { return nil }
            let phase: String
            switch view.state {
            case .presenting: phase = "presenting"
            case .presented: phase = "presented"
            case .dismissing(_, let replacement): phase = "dismissing" + (replacement.map { ", then \($0)" } ?? "")
            case .idle, .awaitingDialogHandler: phase = "idle"
            }
            let value = view.bindings[modifier.binding].map(\.description) ?? "?"
            return "SwiftUI: \(name) \(modifier.kind.rawValue)(\(modifier.bindingKind.rawValue): \(modifier.binding) = \(value)) → \(presentation.content) (\(phase))"
        }
    }
}
