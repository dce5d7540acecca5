/// `UIModalTransitionStyle`: how a presented controller comes on screen (SheetRules 10.2).
///
/// SheetSim times every style alike; the style is kept so that a scenario can see which one a
/// context presentation uses (the context's, when it provides its transition style) and so that
/// UIKit's rule for context presentations inside a popover can be checked.
public enum ModalTransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// Slides up from the bottom: UIKit's default.
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Fades in.
    case crossDissolve
    /// Curls the presenter's page up.
    case partialCurl
}
