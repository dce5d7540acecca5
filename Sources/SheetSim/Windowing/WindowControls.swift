/// What the scene delegate's `preferredWindowingControlStyle(for:)` answers
/// (`UIWindowScene.WindowingControlStyle`, iOS 26 SDK): how an iPadOS 26 window's controls (close,
/// minimise, arrange) sit. Split view rules 14.
public enum WindowingControlStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The default: the system chooses (``BehaviorOptions/automaticWindowingControlStyle``, GUESS:
    /// as `unified`).
    case automatic
    /// The controls are part of the content, in line on the navigation bar's leading edge.
    case unified
    /// The controls take as little space as they can.
    case minimal

    /// The first SDK with the API: iOS 26.
    public static let introducedSDK = 26

    public var description: String { rawValue }
}

/// Where an iPadOS 26 window's controls are, for an app's layout. Split view rules 14.
public enum WindowControlsPlacement: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No controls: an iPhone, a release before iPadOS 26, or full screen apps, whose windows
    /// SheetSim leaves as they were.
    case none
    /// In line on the navigation bar's leading edge, in a corner region the corner-adapted layout
    /// guides avoid: an app built with the iOS 26 SDK or later.
    case inline
    /// In safe area the system adds above the content: an app built with an older SDK.
    case aboveContent

    public var description: String { rawValue }
}

extension Simulator {
    // MARK: Window controls (split view rules 14)

    /// Where the window's controls are in `environment` on `os`: only a window the user can resize
    /// (windowed apps or Stage Manager on an iPadOS 26 iPad) has them; in line for an app built
    /// with the iOS 26 SDK or later (DOC: WWDC25 sessions 208 and 282), above the content for an
    /// older one (DOC: WWDC25 session 208).
    public static func windowControlsPlacement(in environment: ScreenEnvironment, os: OSProfile) -> WindowControlsPlacement {
        guard environment.device.idiom == .pad, os.majorVersion >= MultitaskingMode.introduced,
              environment.multitasking?.resizesWindows == true else { return .none }
        return (environment.appSDK ?? os.majorVersion) >= WindowingControlStyle.introducedSDK ? .inline : .aboveContent
    }

    /// The safe area the window controls add above the content in `environment`: the
    /// ``UIKitMetrics/legacyWindowControlsTopInset`` metric (GUESS) for an app built with an older
    /// SDK, read only then; otherwise 0.
    static func windowControlsTopInset(in environment: ScreenEnvironment, os: OSProfile, metrics: UIKitMetrics) -> Double {
        windowControlsPlacement(in: environment, os: os) == .aboveContent ? metrics.legacyWindowControlsTopInset : 0
    }

    /// `environment` as it runs on this simulator's release: the device's figures for the release
    /// and the window controls' top inset.
    func resolvedForRelease(_ environment: ScreenEnvironment) -> ScreenEnvironment {
        Self.resolved(environment, os: os, metrics: metrics, options: options)
    }

    /// `environment` on `os`: the device's figures for the release and the window controls' top
    /// inset.
    static func resolved(_ environment: ScreenEnvironment, os: OSProfile, metrics: UIKitMetrics, options: BehaviorOptions) -> ScreenEnvironment {
        var environment = environment.onRelease(os)
        let inset = windowControlsTopInset(in: environment, os: os, metrics: metrics)
        if environment.windowControlsTopInset != inset { environment.windowControlsTopInset = inset }
        // A phone's window is read only when it has one, so other phone runs read no option.
        let resizes = environment.device.idiom == .phone && environment.window.isSized && resizesIPhoneApps(os: os, options: options)
        if environment.resizesPhoneWindow != resizes { environment.resizesPhoneWindow = resizes }
        return environment
    }

    /// Where the window's controls are now.
    public var windowControlsPlacement: WindowControlsPlacement { Self.windowControlsPlacement(in: environment, os: os) }

    /// The style the window's controls have now: the app's `preferredWindowingControlStyle`,
    /// `.automatic` resolved by ``BehaviorOptions/automaticWindowingControlStyle`` (GUESS); nil
    /// where the window has no in-line controls.
    public var effectiveWindowingControlStyle: WindowingControlStyle? {
        guard windowControlsPlacement == .inline else { return nil }
        switch environment.preferredWindowingControlStyle {
        case .automatic:
            switch options.automaticWindowingControlStyle {
            case .unified: return .unified
            case .minimal: return .minimal
            }
        case .unified, .minimal: return environment.preferredWindowingControlStyle
        }
    }

    /// The width of the leading top-corner region the in-line window controls take: what the
    /// corner-adapted layout guides (`.margins(cornerAdaptation: .horizontal)`,
    /// `.safeArea(cornerAdaptation:)`, `.readableContent(cornerAdaptation:)`) stand in by and the
    /// navigation bar arranges its items around. ``UIKitMetrics/windowControlsWidth`` with the
    /// unified style, ``UIKitMetrics/windowControlsMinimalWidth`` with the minimal one (both
    /// GUESS); 0 without in-line controls (above the content, they take no width from it).
    public var windowControlsWidth: Double {
        switch effectiveWindowingControlStyle {
        case nil, .automatic?: return 0
        case .unified?: return metrics.windowControlsWidth
        case .minimal?: return metrics.windowControlsMinimalWidth
        }
    }

    /// Why an app built with the SDK of `sdk` cannot answer `preferredWindowingControlStyle`, or
    /// nil: the scene delegate method is iOS 26 SDK API.
    public static func windowingControlStyleRefusal(sdk: Int) -> SimulationError? {
        guard sdk < WindowingControlStyle.introducedSDK else { return nil }
        return .windowUnavailable("preferredWindowingControlStyle(for:) is in the iOS 26 SDK; this app is built with the iOS \(sdk) SDK, whose window controls iPadOS 26 puts above the content",
                                  hint: "write 'sdk 26' (or leave the sdk line out) to build the app for iOS 26, or leave the style out")
    }
}
