import SheetSim
import SheetSimScenario

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

/// How the split view app's controller is configured before launch (UIKit property names).
public struct FuzzSplitViewSetup: Hashable, Sendable {
    public var preferredSplitBehavior: SplitBehavior = .automatic
    public var preferredDisplayMode: SplitDisplayMode = .automatic
    public var presentsWithGesture = true
    public var showsSecondaryOnlyButton = false
    public var hasDelegate = true

    public init() {}

    public var configuration: SplitViewConfiguration {
        var configuration = SplitViewConfiguration()
        configuration.preferredSplitBehavior = preferredSplitBehavior
        configuration.preferredDisplayMode = preferredDisplayMode
        configuration.presentsWithGesture = presentsWithGesture
        configuration.showsSecondaryOnlyButton = showsSecondaryOnlyButton
        configuration.hasDelegate = hasDelegate
        return configuration
    }

    /// The scenario's `set` lines for what differs from UIKit's defaults.
    var scenarioLines: [String] {
        var lines: [String] = []
        if !hasDelegate { lines.append("set hasDelegate = false") }
        if preferredSplitBehavior != .automatic { lines.append("set preferredSplitBehavior = \(preferredSplitBehavior.rawValue)") }
        if preferredDisplayMode != .automatic { lines.append("set preferredDisplayMode = \(preferredDisplayMode.rawValue)") }
        if !presentsWithGesture { lines.append("set presentsWithGesture = false") }
        if showsSecondaryOnlyButton { lines.append("set showsSecondaryOnlyButton = true") }
        return lines
    }
}

/// One step of a fuzz session: an action (a user gesture, a programmatic change, a change of the
/// device), or time passing. Distances, velocities and times are whole numbers so a session prints
/// exactly as a scenario and reads back to the same values.
public enum FuzzStep: Hashable, Sendable {
    /// An action, carried out as `Simulator.perform` does, a gesture's events run one event
    /// time at a time.
    case action(UserAction)
    /// `wait 300ms`.
    case wait(milliseconds: Int)
    /// `wait until settled`.
    case waitUntilSettled

    /// What UIKit counts the step as: the app's own code (never a reason for a delegate call,
    /// SheetRules 1.1 and quirk 5; the device's changes count as such too), the user's touch, or
    /// the passing of time.
    public var cause: FuzzCause {
        switch self {
        case .action(let action): return action.origin == .finger ? .user : .programmatic
        case .wait, .waitUntilSettled: return .time
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
    /// A double-column split view controller `split`: `sidebar` beside `detail`.
    case doubleColumnSplit
    /// A triple-column split view controller `split`: `sidebar`, `list` and `detail`.
    case tripleColumnSplit
    /// A classic split view controller `split`: the navigation controller `masterNav` (root
    /// `master`) beside `detail`.
    case classicSplit

    /// The apps whose root is a split view controller.
    public static let splitApps: [FuzzApp] = allCases.filter { $0.splitViewStyle != nil }
    /// The others.
    public static let otherApps: [FuzzApp] = allCases.filter { $0.splitViewStyle == nil }

    /// The navigation controller pushes and pops act on (a column-style split view controller's
    /// wrappers are its own, so its apps push nowhere).
    public var navigationController: String? {
        switch self {
        case .plain, .doubleColumnSplit, .tripleColumnSplit: return nil
        case .navigation: return "nav"
        case .tabs: return "homeNav"
        case .classicSplit: return "masterNav"
        }
    }

    /// The root split view controller's style, for the split view apps.
    public var splitViewStyle: SplitViewStyle? {
        switch self {
        case .plain, .navigation, .tabs: return nil
        case .doubleColumnSplit: return .doubleColumn
        case .tripleColumnSplit: return .tripleColumn
        case .classicSplit: return .unspecified
        }
    }

    /// The split view controller's columns and what each holds.
    public var splitViewColumns: [(column: SplitViewColumn, controller: String)] {
        switch self {
        case .plain, .navigation, .tabs: return []
        case .doubleColumnSplit: return [(.primary, "sidebar"), (.secondary, "detail")]
        case .tripleColumnSplit: return [(.primary, "sidebar"), (.supplementary, "list"), (.secondary, "detail")]
        case .classicSplit: return [(.primary, "masterNav"), (.secondary, "detail")]
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
    /// The split view app's controller's settings.
    public var splitView: FuzzSplitViewSetup
    /// Behaviour options set away from the reference reading, in catalog order.
    public var options: [BehaviorSetting]
    /// Metrics changed from UIKit's values, in catalog order.
    public var metrics: [FuzzMetric]
    /// The steps, in order (the first presents the first sheet; standing registrations on
    /// transition coordinators, if any, come next).
    public var actions: [FuzzStep]
    /// The tab bar app's tab bar controller has a tab group `library` of `albums` and `artists`
    /// (so its tabs are `UITab`s, iOS 18 and later).
    public var hasTabGroup: Bool
    /// iPadOS 26's multitasking setting, for an iPad session on iOS 26 that has one.
    public var multitasking: MultitaskingMode?
    /// The tab bar app's iOS 26 floating tab bar settings, for an iPhone session that has them.
    public var tabBarMinimize: FuzzTabBarMinimizeSetup?
    /// The double-column split view app has an inspector column `info` (iOS 26 iPad sessions).
    public var hasInspector = false
    /// The SDK the app is built with (`sdk 18`), and its scene delegate's windowing control style,
    /// for an iOS 27 iPad session with windows the user resizes that draws them; nil: not stated.
    public var appSDK: Int?
    public var windowingControlStyle: WindowingControlStyle?
    /// A SwiftUI session's views: the root view hosted in the app's content controller, and the
    /// content views it presents; nil for a UIKit session.
    public var swiftUI: FuzzSwiftUISetup?

    public init(seed: UInt64, device: Device, orientation: Orientation, os: OSProfile,
                app: FuzzApp = .plain, window: AppWindow = .full, splitView: FuzzSplitViewSetup = FuzzSplitViewSetup(),
                options: [BehaviorSetting] = [], metrics: [FuzzMetric] = [], actions: [FuzzStep], hasTabGroup: Bool = false) {
        self.hasTabGroup = hasTabGroup
        self.seed = seed
        self.device = device
        self.orientation = orientation
        self.os = os
        self.app = app
        self.window = window
        self.splitView = splitView
        self.options = options
        self.metrics = metrics
        self.actions = actions
    }
}
