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

    /// Whether UIKit counts this as the app's own code (never a reason for a delegate call,
    /// reference 1.1 and quirk 5) rather than the user's touch or the passing of time.
    public var cause: FuzzCause {
        switch self {
        case .drag, .flick, .tapGrabber, .tapDimmingView: return .user
        case .wait, .waitUntilSettled: return .time
        case .present, .dismiss, .setSelectedDetent, .setModalInPresentation, .setDetents,
             .rotate, .showKeyboard, .hideKeyboard:
            return .programmatic
        }
    }
}

/// What caused a log entry: the app's code, the user's touch, or time running (animations and
/// asynchronous callbacks).
public enum FuzzCause: String, Hashable, Sendable {
    case programmatic, user, time
}

/// A whole generated session: the world, then the actions in order.
public struct FuzzSession: Hashable, Sendable {
    public var seed: UInt64
    public var device: Device
    public var orientation: Orientation
    public var os: OSProfile
    public var actions: [FuzzAction]

    public init(seed: UInt64, device: Device, orientation: Orientation, os: OSProfile, actions: [FuzzAction]) {
        self.seed = seed
        self.device = device
        self.orientation = orientation
        self.os = os
        self.actions = actions
    }
}
