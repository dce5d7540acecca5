/// What only a SwiftUI view's machine asks the engine for: presenting and dismissing the
/// `UIHostingController`s that host its content, through the machines SheetSim already has.
public enum SwiftUIRequest: Sendable, Equatable {
    /// Present the content view `modifier` names from this view's hosting controller, animated,
    /// configured by the modifier's kind (``SwiftUIPresentationKind/configure(_:for:)``) and the
    /// content's own modifiers.
    case present(SwiftUIPresentationModifier)
    /// Dismiss the content `content` in code, animated (`dismiss(animated: true)` of the presenter).
    case dismiss(content: String)
    /// Remove the content `content` at the next display frame, without animation: its presenter
    /// left the window while presenting it (OBS, P-S41: the sheet stays until the next render
    /// frame, then goes at once).
    case removeAtNextFrame(content: String)
    /// Set the selected detent of the sheet that hosts this view, in code (a selection binding
    /// written by the app), animated as SwiftUI animates it.
    case selectDetent(DetentIdentifier?)
    /// Present the replacement `modifier` names once the old content's dismissal has delivered
    /// all its callbacks at this instant (its delegate's `presentationControllerDidDismiss` comes
    /// after its `viewDidDisappear`): item replacement is dismiss, then present (DOC, P-S2).
    case presentAfterDismissal(SwiftUIPresentationModifier)
    /// Give the sheet hosting this view, if one does, the configuration its new
    /// `presentationDetents` set maps to (the same reconfiguration UIKit's detents change goes
    /// through, outside `animateChanges`).
    case updatePresentationDetents(from: [SwiftUIPresentation.PresentationDetent], to: [SwiftUIPresentation.PresentationDetent])
}
