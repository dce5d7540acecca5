/// Where one of a view's presentation modifiers is with what it presents.
public struct SwiftUIActivePresentation: Sendable, Equatable {
    /// The modifier's index among the view's modifiers.
    public var modifier: Int
    /// The content view hosted by the presented controller.
    public var content: String
    /// The binding's value that asked for it (`true`, or the item).
    public var value: SwiftUIBindingValue
}

/// A view's presentation state: one presentation modifier at a time is active (SwiftUI, like
/// UIKit, presents one controller from a presenter).
public enum SwiftUIViewState: Sendable, Equatable {
    /// Presenting nothing.
    case idle
    /// Asked UIKit to present; the content has not yet been presented.
    case presenting(SwiftUIActivePresentation)
    /// Its content is presented (appearing, on screen, or being swiped).
    case presented(SwiftUIActivePresentation)
    /// The binding was written false, nil or to another item in code: the content is being
    /// dismissed, and `replacement`, if any, is presented after the dismissal and its
    /// `onDismiss` (DOC, P-S2: item replacement is dismiss, then present).
    case dismissing(SwiftUIActivePresentation, replacement: SwiftUIBindingValue?)

    /// The presentation the state is about, if any.
    public var presentation: SwiftUIActivePresentation? {
        switch self {
        case .idle: return nil
        case .presenting(let p), .presented(let p), .dismissing(let p, _): return p
        }
    }
}

/// Where the view itself is on screen, as its hosting controller's appearance callbacks say.
public enum SwiftUIAppearance: Sendable, Equatable {
    /// Not in the window: `onAppear` comes with its next appearance.
    case offScreen
    /// `viewWillAppear` was logged; `onAppear` is still to run.
    case appearing
    /// `onAppear` ran; the view is (or is coming) on screen.
    case onScreen
    /// `viewWillDisappear` was logged; a cancelled swipe may bring it back without `onAppear`.
    case disappearing
}
