/// How a popover shows in an environment: the one rule that decides between the popover and the
/// presentation it adapts to (SheetRules 8.5).
///
/// From iOS 13 a popover in a horizontally *or* vertically compact environment behaves as a form
/// sheet (DOC, P-S25); from iOS 15 that is its `adaptiveSheetPresentationController`, a sheet the
/// app configures (DOC, P-S28). The delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// may change this only to `fullScreen`, `overFullScreen` or `none` (keep the popover); UIKit
/// treats any other answer as `none` (DOC, P-S29).
public enum PopoverAdaptation {
    /// The style a popover shows with in `traits`, given the delegate's validated answer (nil:
    /// the delegate does not implement the method): `popover`, `formSheet` (the adaptive sheet),
    /// `fullScreen` or `overFullScreen`.
    public static func form(traits: TraitCollection, answer: ModalPresentationStyle?) -> ModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else { return .popover }
        switch answer.map(validated) {
        case .fullScreen?: return .fullScreen
        case .overFullScreen?: return .overFullScreen
        case .none?: return .popover
        default: return .formSheet
        }
    }

    /// The answer UIKit takes from the delegate's `answer`: itself when it is one a popover may
    /// adapt to, `none` otherwise.
    public static func validated(_ answer: ModalPresentationStyle) -> ModalPresentationStyle {
        isAllowed(answer) ? answer : .none
    }

    /// Whether a popover may adapt to `answer`.
    public static func isAllowed(_ answer: ModalPresentationStyle) -> Bool {
        answer == .fullScreen || answer == .overFullScreen || answer == .none
    }

    /// The warning for an answer UIKit does not accept for a popover.
    static func refusedAnswerWarning(_ answer: ModalPresentationStyle, of name: String) -> String {
        "the delegate's adaptivePresentationStyle(for:traitCollection:) answered \(answer.rawValue) for the popover '\(name)'; "
            + "UIKit accepts only fullScreen, overFullScreen or none for a popover and treats any other answer as none"
    }
}

/// What a popover asks the engine for beside the shared actions.
public enum PopoverRequest: Sendable, Equatable {
    /// Hand the popover over to the presentation it adapts to (`formSheet`: its adaptive sheet;
    /// `fullScreen` or `overFullScreen`), at the same layer: `presenting` for a popover presented in
    /// a compact environment, which the adapted presentation presents; otherwise the popover was on
    /// screen, and the adapted presentation takes its place at rest, with no appearance callbacks.
    case adapt(to: ModalPresentationStyle, presenting: Bool, animated: Bool)
}
