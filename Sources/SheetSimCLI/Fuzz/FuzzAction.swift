import SheetSim

/// A detent the fuzzer uses (system detents only: every OS profile has them).
public enum FuzzDetent: String, Hashable, Sendable, CaseIterable {
    case medium, large

    public var identifier: DetentIdentifier { self == .medium ? .medium : .large }
    public var detent: Detent { self == .medium ? .medium() : .large() }
}

/// How one controller is configured before it is presented (UIKit property names).
public struct FuzzSheetSetup: Hashable, Sendable {
    public var detents: [FuzzDetent] = [.large]
    public var selectedDetentIdentifier: FuzzDetent? = nil
    public var isModalInPresentation = false
    public var prefersGrabberVisible = false
    public var largestUndimmedDetentIdentifier: FuzzDetent? = nil
    public var prefersEdgeAttachedInCompactHeight = false
    public var modalPresentationStyle: ModalPresentationStyle = .pageSheet

    public init() {}

    public var configuration: SheetConfiguration {
        var configuration = SheetConfiguration(detents: detents.map(\.detent))
        configuration.selectedDetentIdentifier = selectedDetentIdentifier?.identifier
        configuration.isModalInPresentation = isModalInPresentation
        configuration.prefersGrabberVisible = prefersGrabberVisible
        configuration.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier?.identifier
        configuration.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        configuration.modalPresentationStyle = modalPresentationStyle
        return configuration
    }
}

/// One step of a fuzz session: a user gesture, a programmatic change, an environment change or
/// a wait. Distances, velocities and times are whole numbers so a session prints exactly as a
/// scenario and reads back to the same values.
public enum FuzzAction: Hashable, Sendable {
    /// `present(_:animated: true)` of a controller named `name` over the front one.
    case present(name: String, setup: FuzzSheetSetup)
    /// `dismiss(animated: true)` of the front sheet.
    case dismiss
    /// A steady drag of `distance` pt (positive = down) over `milliseconds`.
    case drag(TouchTarget, distance: Int, milliseconds: Int)
    /// A steady drag released at `velocity` pt/s (same sign as `distance`).
    case flick(TouchTarget, distance: Int, velocity: Int)
    case tapGrabber
    case tapDimmingView
    /// `selectedDetentIdentifier = …`, inside `animateChanges` when `animated`.
    case setSelectedDetent(FuzzDetent?, animated: Bool)
    case setModalInPresentation(Bool)
    /// `detents = […]` on the front sheet.
    case setDetents([FuzzDetent])
    case rotate(Orientation)
    case showKeyboard(height: Int, milliseconds: Int)
    case hideKeyboard
    case wait(milliseconds: Int)
    case waitUntilSettled
    /// `pushViewController(_:animated:)` of a new controller on the app's navigation controller.
    case push(name: String, animated: Bool)
    /// `popViewController(animated:)`.
    case pop(animated: Bool)
    /// The interactive pop: a swipe from the leading edge of `distance` pt over `milliseconds`.
    case swipeBack(distance: Int, milliseconds: Int)
    /// A tap on the app's tab bar item at `index`.
    case tapTab(index: Int)
    /// The app's iPad window changes (Split View, Slide Over, any width).
    case setWindow(AppWindow)

    /// Whether UIKit counts this as the app's own code (never a reason for a delegate call,
    /// SheetRules 1.1 and quirk 5) rather than the user's touch or the passing of time.
    public var cause: FuzzCause {
        switch self {
        case .drag, .flick, .tapGrabber, .tapDimmingView, .swipeBack, .tapTab: return .user
        case .wait, .waitUntilSettled: return .time
        case .present, .dismiss, .setSelectedDetent, .setModalInPresentation, .setDetents,
             .rotate, .showKeyboard, .hideKeyboard, .push, .pop, .setWindow:
            return .programmatic
        }
    }
}

/// What caused a log entry: the app's code, the user's touch, or time running (animations and
/// asynchronous callbacks).
public enum FuzzCause: String, Hashable, Sendable {
    case programmatic, user, time
}

/// The app around the sheets: the window's root.
public enum FuzzApp: String, Hashable, Sendable, CaseIterable {
    /// The implicit `presenter`.
    case plain
    /// A navigation controller `nav` with the root `inbox`.
    case navigation
    /// A tab bar controller `tabs` with the tabs `home` (a navigation controller `homeNav` with the
    /// root `feed`) and `search`.
    case tabs

    /// The navigation controller pushes and pops act on.
    public var navigationController: String? {
        switch self {
        case .plain: return nil
        case .navigation: return "nav"
        case .tabs: return "homeNav"
        }
    }
}

/// A whole generated session: the world, then the actions in order.
public struct FuzzSession: Hashable, Sendable {
    public var seed: UInt64
    public var device: Device
    public var orientation: Orientation
    public var os: OSProfile
    public var app: FuzzApp
    /// The iPad window the app launches in.
    public var window: AppWindow
    public var actions: [FuzzAction]

    public init(seed: UInt64, device: Device, orientation: Orientation, os: OSProfile,
                app: FuzzApp = .plain, window: AppWindow = .full, actions: [FuzzAction]) {
        self.seed = seed
        self.device = device
        self.orientation = orientation
        self.os = os
        self.app = app
        self.window = window
        self.actions = actions
    }
}
