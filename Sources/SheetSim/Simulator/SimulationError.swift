/// A request the simulator refuses, with the reason in words a developer can act on.
///
/// The physics guards (SheetRules 3) live here: bad numbers are stopped at the API, so NaN never
/// reaches the sheet's state.
public enum SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyDetents
    case noSheetPresented
    case unknownSheet(String)
    case duplicateSheetName(String)
    /// Custom detents on a release before iOS 16; `os` is the simulated release as an `os` line
    /// writes it (``OSProfile/versionText``: `15`).
    case customDetentsUnavailable(os: String)
    /// An API the simulated release does not have (``OSProfile/refusal(of:)``); `os` is the
    /// release as an `os` line writes it (``OSProfile/versionText``: `26` for iOS 26.0, `26.1`).
    case unavailable(SheetAPI, os: String)
    case nonFinite(what: String)
    case nonPositiveDuration(what: String)
    case zeroLengthDrag
    case velocityAgainstDistance
    case touchAlreadyDown
    case noTouchDown
    case timeInPast(SimInstant, now: SimInstant)
    case invalidValue(what: String, reason: String)
    /// A request that would run the clock past ``SimInstant/limit``.
    case pastClockLimit(what: String)
    /// A controller that cannot be declared, found or placed where asked.
    case controllerTree(ControllerTreeError)
    /// A `window width` the screen cannot hold: not above 0, not finite, or wider than the screen
    /// in its orientation (``ScreenEnvironment/refusal(of:)``).
    case windowDoesNotFit(AppWindow, device: String, orientation: Orientation, screenWidth: Double, screenHeight: Double)
    /// A window iPadOS 26's multitasking cannot give (``Simulator/windowRefusal(of:in:os:metrics:)``):
    /// a Split View side, Slide Over before 26.1, a resize in full screen apps, a window below the
    /// minimum, or the setting on an iPhone or before iPadOS 26.
    case windowUnavailable(String, hint: String)
    /// `api` arrived in iOS `major`, later than the simulated release `os`, written as an `os`
    /// line writes it (``OSProfile/versionText``).
    case requiresRelease(String, major: Int, os: String)

    /// What to do about it, when there is something to say.
    public var hint: String? {
        switch self {
        case .customDetentsUnavailable: return SheetAPI.customDetents.workaround
        case .unavailable(let api, _): return api.workaround
        case .requiresRelease(_, let major, _): return "choose 'os \(major)' or later"
        case .windowUnavailable(_, let hint): return hint
        case .windowDoesNotFit(let window, let device, let orientation, let screen, let screenHeight):
            if case .size = window {
                return "on the \(device) in \(orientation.isLandscape ? "landscape" : "portrait") a window is at most \(NumberFormat.points(screen))pt wide and \(NumberFormat.points(screenHeight))pt high; 'window full' is the whole screen"
            }
            guard case .width(let width) = window, width.isFinite, width > 0 else {
                return "the \(device) screen is \(NumberFormat.points(screen)) pt wide in \(orientation.isLandscape ? "landscape" : "portrait")"
            }
            return "a window width runs from above 0 up to \(NumberFormat.points(screen))pt here; 'window full' is the whole screen"
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .emptyDetents: return "detents must contain at least one detent"
        case .noSheetPresented: return "no sheet is presented"
        case .unknownSheet(let name): return "no presented sheet is named '\(name)'"
        case .duplicateSheetName(let name): return "a sheet named '\(name)' is already presented"
        case .customDetentsUnavailable(let os):
            return "custom detents need iOS 16 or later; this simulation runs iOS \(os) (reference quirk 9)"
        case .unavailable(let api, let os):
            return "\(api) needs \(api.introduced) or later; this simulation runs iOS \(os)"
        case .requiresRelease(let api, let major, let os):
            return "\(api) came with iOS \(major); this simulation runs iOS \(os)"
        case .nonFinite(let what): return "\(what) must be a finite number"
        case .nonPositiveDuration(let what): return "\(what) must be longer than zero"
        case .zeroLengthDrag: return "a drag must move: its distance is zero"
        case .velocityAgainstDistance: return "the release velocity points the other way from the drag"
        case .touchAlreadyDown: return "a finger is already down; lift it first"
        case .noTouchDown: return "no finger is down"
        case .timeInPast(let time, let now): return "time \(time) is before now (\(now)); time never goes backwards"
        case .invalidValue(let what, let reason): return "\(what) \(reason)"
        case .pastClockLimit(let what): return "\(what) would run the clock past its limit of about 146 years"
        case .controllerTree(let error): return error.description
        case .windowUnavailable(let text, _): return text
        case .windowDoesNotFit(let window, let device, let orientation, let screen, let screenHeight):
            let side = orientation.isLandscape ? "landscape" : "portrait"
            if case .size(let width, let height) = window {
                guard width.isFinite, width > 0, height.isFinite, height > 0 else {
                    return "a window's width and height must be finite numbers of points above 0"
                }
                return "window \(window) does not fit the screen: the \(device) is \(NumberFormat.points(screen)) × \(NumberFormat.points(screenHeight)) pt in \(side)"
            }
            guard case .width(let width) = window, width.isFinite, width > 0 else {
                return "a window width must be a finite number of points above 0"
            }
            return "window \(window) is wider than the screen: the \(device) is \(NumberFormat.points(screen)) pt wide in \(side)"
        }
    }
}
