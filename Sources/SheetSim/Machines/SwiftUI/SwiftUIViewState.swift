/// Where one of a view's presentation modifiers is with what it presents.
public struct SwiftUIActivePresentation: Sendable, Equatable {
    /// The modifier's index among the view's modifiers.
    public var modifier: Int
    /// The content view hosted by the presented controller.
    public var content: String
    /// The binding's value that asked for it (`true`, or the item).
    public var value: SwiftUIBindingValue
    /// The modifier of a dialog one of whose buttons was tapped and whose handler has not run yet:
    /// that handler, not the end of the dismissal, writes the dialog's binding
    /// (``BehaviorOptions/SwiftUIDialogBindingWrite/afterActionHandler``). It is this
    /// presentation's own modifier when the tapped dialog is what it shows; a presentation begun
    /// after the tapped dialog left and before its handler ran carries that dialog's, so the
    /// handler still writes its binding when it runs (and, if this is the same dialog again,
    /// dismisses it: SwiftUI's write is like any other).
    public var pendingDialogHandler: Int?

    public init(modifier: Int, content: String, value: SwiftUIBindingValue, pendingDialogHandler: Int? = nil) {
        self.modifier = modifier
        self.content = content
        self.value = value
        self.pendingDialogHandler = pendingDialogHandler
    }
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
    /// Presenting nothing, but the dialog of the modifier `modifier` left through one of its
    /// buttons whose handler has not run yet: when it runs, it writes the dialog's binding
    /// (``BehaviorOptions/SwiftUIDialogBindingWrite/afterActionHandler``). For everything else
    /// it is ``SwiftUIViewState/idle``.
    case awaitingDialogHandler(modifier: Int)

    /// The presentation the state is about, if any.
    public var presentation: SwiftUIActivePresentation? {
        switch self {
        case .idle, .awaitingDialogHandler: return nil
        case .presenting(let p), .presented(let p), .dismissing(let p, _): return p
        }
    }

    /// The modifier of the dialog whose tapped button's handler has not run yet, if any.
    public var pendingDialogHandler: Int? {
        if case .awaitingDialogHandler(let modifier) = self { return modifier }
        return presentation?.pendingDialogHandler
    }

    /// The same state with `modifier`'s dialog handler pending (nil: none); for a state that
    /// presents nothing, waiting for that handler or idle.
    func withPendingDialogHandler(_ modifier: Int?) -> SwiftUIViewState {
        switch self {
        case .idle, .awaitingDialogHandler: return modifier.map { .awaitingDialogHandler(modifier: $0) } ?? .idle
        case .presenting(var p): p.pendingDialogHandler = modifier; return .presenting(p)
        case .presented(var p): p.pendingDialogHandler = modifier; return .presented(p)
        case .dismissing(var p, let replacement): p.pendingDialogHandler = modifier; return .dismissing(p, replacement: replacement)
        }
    }

    /// What is left once `presentation` is gone: nothing, or the wait for the handler of a dialog
    /// tapped before.
    static func afterPresentation(_ presentation: SwiftUIActivePresentation) -> SwiftUIViewState {
        presentation.pendingDialogHandler.map { .awaitingDialogHandler(modifier: $0) } ?? .idle
    }
}

/// Where the view is as another view's presented content: SwiftUI tells its presenter the
/// content is gone only once both ends of the dismissal are logged, the hosting controller's
/// dismissal transition ending and its `viewDidDisappear`, in either order.
public enum SwiftUIContentState: Sendable, Equatable {
    /// Not presented by a SwiftUI view (a root, a pushed view, or no longer presented).
    case notPresented
    /// Presented as the content of `presenter`'s modifier (or shown as its inspector column).
    case presented(by: String)
    /// Still presented by `presenter`, with one end of a dismissal logged: `transitionEnded` (its
    /// dismissal transition completed) or `disappeared` (its `viewDidDisappear`, which also comes
    /// when a full-screen presentation covers it). The other end completes the dismissal.
    case endingPresentation(by: String, transitionEnded: Bool, disappeared: Bool)

    /// The view presenting this one, while it is presented.
    public var presenter: String? {
        switch self {
        case .notPresented: return nil
        case .presented(let presenter), .endingPresentation(let presenter, _, _): return presenter
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

/// What a view's machine was declared into, not state: nothing that happens to the view changes
/// it. It is fixed when the view is declared, except that a later declaration naming the view as
/// an alert's or confirmation dialog's content marks it as hosting that alert controller.
public struct SwiftUIViewContext: Sendable {
    /// The options its rules read.
    public let options: BehaviorOptions
    /// Whether the release calls `viewIsAppearing(_:)`, the first layout's moment (OS profile).
    public let callsViewIsAppearing: Bool
    /// Whether the controller of this name is a dialog's `UIAlertController`, which hosts no
    /// SwiftUI view: it runs no `onAppear` or `onDisappear`.
    public internal(set) var hostsAlertController: Bool
}
