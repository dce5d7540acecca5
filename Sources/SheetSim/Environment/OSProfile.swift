/// What changes between iOS releases, as data: iOS 15 to 18, 26, 26.1 and 27 for sheets; iOS 12 to
/// 14, and the split view facts of every release, for split view controllers.
///
/// Profiles are plain values so a user can add one (say, a point release that changed a default)
/// without touching the simulator. A later release's profile starts from the one before it and
/// changes only what a source says changed (``iOS26`` is iOS 18's facts plus the floating sheet).
public struct OSProfile: Hashable, Sendable, CustomStringConvertible {
    /// The major version, e.g. 17.
    public var majorVersion: Int
    /// The point release, e.g. 1 for iOS 26.1; 0 for a major release's own profile.
    public var minorVersion: Int = 0
    /// `Detent.custom(identifier:resolver:)` exists (iOS 16+). SheetRules 1.2, quirk 9.
    public var supportsCustomDetents: Bool
    /// UIKit calls `viewIsAppearing(_:)` (iOS 17+; back-deployed to 13 when built with the 17 SDK). SheetRules 4.1.
    public var callsViewIsAppearing: Bool
    /// `prefersPageSizing` exists (iOS 17+). SheetRules 1.1.
    public var supportsPrefersPageSizing: Bool
    /// `.automatic` resolves to a form sheet on iPad (iOS 18). SheetRules 2.6, quirk 14.
    public var automaticIsFormSheetOnPad: Bool
    /// `prefersPageSizing`'s default as the SDK header states it: "NO on iOS 18.0 and later, YES on
    /// earlier releases" (SheetRules 1.1, DOC S1). Used when ``BehaviorOptions/prefersPageSizingDefault``
    /// is `.header`; meaningless where ``supportsPrefersPageSizing`` is false.
    public var prefersPageSizingDefault: Bool
    /// SwiftUI's iOS 16.0 sheet modifiers exist: `presentationDetents` and `presentationDragIndicator`
    /// (SheetRules 1.4, DOC S19).
    public var supportsPresentationDetents: Bool = true
    /// SwiftUI's iOS 16.4 sheet modifiers exist: `presentationBackgroundInteraction`,
    /// `presentationCornerRadius` and `presentationContentInteraction` (SheetRules 1.4, DOC S19).
    /// A profile stands for a major release; GUESS: the iOS 16 profile is its last point release,
    /// which has them. `os 16 presentationCustomization off` models iOS 16.0–16.3.
    public var supportsPresentationCustomization: Bool = true
    /// An edge-attached sheet left without an active detent in compact height (only `.medium()`,
    /// rotated to landscape) raises an exception: iOS 15 only (SheetRules quirk 12, OBS S20 Pocket
    /// #159, reported on iOS 15). GUESS: later releases do not, since the report names only iOS 15;
    /// `os 16 noActiveDetentException on` assumes they still do.
    public var raisesWithoutActiveDetent: Bool = false
    /// `UISheetPresentationController` exists (iOS 15+): SheetSim presents only on such profiles.
    public var supportsSheetPresentation: Bool = true
    /// `UISplitViewController(style:)`, the column style (iOS 14+). Split view rules 2.2.
    public var supportsColumnStyleSplitView: Bool = true
    /// After push, collapse and expand, the primary's navigation bar shows the secondary's
    /// navigation item (iOS 12 and 13; split view quirk 1, OBS [S25]).
    public var splitViewSecondaryNavigationItemLeaks: Bool = false
    /// A pop running during the rotation that expands a classic split view controller raises the
    /// "should have parent view controller … but requested parent is" exception (iOS 12; split view
    /// quirk 2, OBS [S25]).
    public var splitViewHierarchyInconsistencyOnRotationPop: Bool = false
    /// UIKit gives a controller a prediction of the traits it will have when it is created, so
    /// joining the window calls `traitCollectionDidChange(_:)` only where the prediction was wrong
    /// (iOS 13 on: Apple's iOS 13 release notes; before, every controller heard it, with nil as the
    /// previous traits). Split view rules 5.3, 5.5; used when
    /// ``BehaviorOptions/launchTraitCollectionDidChange`` is `osProfile`.
    public var predictsInitialTraits: Bool = true
    /// The app's lifecycle goes through its window scene's delegate (iOS 13 and later, for an app
    /// that declares a scene manifest): `sceneWillResignActive(_:)` and `sceneDidBecomeActive(_:)`
    /// on `scene.delegate`. Without it (iOS 12, or `os 15 sceneLifecycle off` for an app with no
    /// scene manifest) the application delegate hears `applicationWillResignActive(_:)` and
    /// `applicationDidBecomeActive(_:)` instead. Split view rules 5.2.
    public var usesSceneLifecycle: Bool = true

    // MARK: iOS 26 (SheetRules 9)

    /// A phone sheet below full height floats inset from the screen's sides and bottom on a glass
    /// background, and becomes edge-attached and opaque as it reaches full height (iOS 26, DOC:
    /// WWDC25 sessions 323 and 284). Off: the iOS 15–18 card, attached at every height.
    public var floatsPartialHeightSheets: Bool = false
    /// A custom detent at full height makes the stacked card of SheetRules 2.4 and scales the
    /// presenter back, as `.large()` does (iOS 15–18, quirk 10). iOS 26 no longer converts such a
    /// sheet: it goes opaque and fills to the edges (OBS, montage-ios PR 520).
    public var fullHeightCustomDetentStacksCard: Bool = true
    /// This release's answer to "does the presenter scale down behind a `.large()` sheet on
    /// iPhone": yes on iOS 15–18 (RE, SheetRules 2.4). No source answers it for iOS 26, so the
    /// ``iOS26`` profile chooses (GUESS) and ``BehaviorOptions/presenterScaleBehindLargeSheet``
    /// overrides it.
    public var presenterScalesBehindLargeSheet: Bool = true
    /// `UIPresentationController.backgroundEffect` and `Detent.backgroundEffect` exist (iOS 26.1,
    /// DOC).
    public var supportsBackgroundEffect: Bool = false
    /// Controllers get `updateProperties()` in an update pass after the traits update and before
    /// layout, when a controller comes on screen, its traits change, or it asks with
    /// `setNeedsUpdateProperties()` (iOS 26, DOC: WWDC25 session 243; SheetRules 9.5).
    public var callsUpdateProperties: Bool = false
    /// `UISplitViewController.Column.inspector` exists (iOS 26, DOC: WWDC25 sessions 282 and 243,
    /// the SDK headers): a trailing column, hidden at first, presented as a sheet when collapsed.
    /// Split view rules 11.
    public var supportsInspectorColumn: Bool = false
    /// The split view delegate hears `splitViewController(_:didShow:)` and `(_:didHide:)` after the
    /// `willShow`/`willHide` of a change the system made (iOS 26.0, DOC). Split view rules 11.
    public var callsSplitViewDidShowHide: Bool = false
    /// Navigation bars are transparent and float over the content on Liquid Glass, and scroll views
    /// under them get scroll edge effects, `topEdgeEffect`/`bottomEdgeEffect` with their styles
    /// (iOS 26, DOC: WWDC25 session 284, the SDK headers). SheetRules 9.7.
    public var barsFloatOnGlass: Bool = false
    /// An action sheet with a source (`sourceView` or a bar button item) is anchored to it on
    /// iPhone as on iPad, shows no cancel button, and a tap outside cancels it; without a source it
    /// stays centred with its cancel button (iOS 26, DOC: WWDC25 sessions 284 and 356; SheetRules
    /// 11.2).
    public var anchorsActionSheets: Bool = false

    // MARK: iOS 27 (SheetRules 12)

    /// `UISheetPresentationController.preferredPlacement` exists (iOS 27.0, DOC: Apple's
    /// documentation of `Placement` and SwiftUI's `presentationPlacement(_:)`): a sheet on a
    /// regular-width iPad goes on the window's leading edge, centre or trailing edge.
    public var supportsSheetPlacement: Bool = false
    /// An iPhone app's window can be resized (iPhone Mirroring on a Mac, an iPhone-only app on
    /// iPad), and it stays horizontally compact at every width (OBS: developer forum reports of the
    /// iOS 27 betas). Read through ``BehaviorOptions/resizableIPhoneApps``. Split view rules 15.
    public var resizesIPhoneApps: Bool = false
    // MARK: SwiftUI navigation

    /// `@Environment(\.dismiss)` pops the implicit stack of a collapsed `NavigationSplitView`
    /// (apps targeting iOS 18 and aligned releases, DOC: `DismissAction`). Earlier, `dismiss`
    /// called there does nothing.
    public var dismissPopsCollapsedSplitView: Bool = false
    /// A `NavigationStack` driven by a custom `Binding(get:set:)` runs `onAppear` of intermediate
    /// screens that never show when several are pushed at once, and skips `onAppear` of those
    /// screens when the user goes back to them (OBS on the iOS 18.4 SDK through the iOS 26 betas,
    /// iPhone 16e on iOS 18.5: dev.classmethod.jp, "Xcode 16.3 NavigationStack onAppear issue").
    /// The iOS 18 profile stands for its last point release, which has it. Replayed only when
    /// ``BehaviorOptions/swiftUICustomBindingNavigationOnAppear`` asks for it.
    public var customBindingStackOnAppearGlitch: Bool = false
    /// A sheet presented by a pushed view, dismissed by a state-driven app while that view is popped,
    /// is presented again once both transitions are over (OBS on iOS 18 and 26, TCA issue #3797);
    /// on iOS 17 the same request is refused with UIKit's warning that the presenter's view is not
    /// in the window hierarchy. Only when ``BehaviorOptions/swiftUIRePresentAfterDismissAndPop``
    /// is `stateDriven`: vanilla SwiftUI does not ask again.
    public var rePresentsAfterDismissAndPop: Bool = false

    public init(majorVersion: Int, supportsCustomDetents: Bool, callsViewIsAppearing: Bool,
                supportsPrefersPageSizing: Bool, automaticIsFormSheetOnPad: Bool,
                prefersPageSizingDefault: Bool = true) {
        self.majorVersion = majorVersion
        self.supportsCustomDetents = supportsCustomDetents
        self.callsViewIsAppearing = callsViewIsAppearing
        self.supportsPrefersPageSizing = supportsPrefersPageSizing
        self.automaticIsFormSheetOnPad = automaticIsFormSheetOnPad
        self.prefersPageSizingDefault = prefersPageSizingDefault
        supportsPresentationDetents = majorVersion >= 16
        supportsPresentationCustomization = majorVersion >= 16
        raisesWithoutActiveDetent = majorVersion == 15
        predictsInitialTraits = majorVersion >= 13
        usesSceneLifecycle = majorVersion >= 13
        dismissPopsCollapsedSplitView = majorVersion >= 18
        customBindingStackOnAppearGlitch = majorVersion >= 18
        rePresentsAfterDismissAndPop = majorVersion >= 18
    }

    /// One fact a scenario can switch on its `os` line (`os 16 viewIsAppearing on`), by name.
    public struct Fact: Sendable {
        public let name: String
        public let keyPath: WritableKeyPath<OSProfile, Bool> & Sendable
    }

    /// The facts an `os` line can change, in the order help lists them.
    public static let facts: [Fact] = [
        Fact(name: "viewIsAppearing", keyPath: \.callsViewIsAppearing),
        Fact(name: "customDetents", keyPath: \.supportsCustomDetents),
        Fact(name: "automaticFormSheetOnPad", keyPath: \.automaticIsFormSheetOnPad),
        Fact(name: "prefersPageSizing", keyPath: \.supportsPrefersPageSizing),
        Fact(name: "presentationDetents", keyPath: \.supportsPresentationDetents),
        Fact(name: "presentationCustomization", keyPath: \.supportsPresentationCustomization),
        Fact(name: "noActiveDetentException", keyPath: \.raisesWithoutActiveDetent),
        Fact(name: "sceneLifecycle", keyPath: \.usesSceneLifecycle),
        Fact(name: "floatingSheets", keyPath: \.floatsPartialHeightSheets),
        Fact(name: "customDetentCardStack", keyPath: \.fullHeightCustomDetentStacksCard),
        Fact(name: "presenterScale", keyPath: \.presenterScalesBehindLargeSheet),
        Fact(name: "updateProperties", keyPath: \.callsUpdateProperties),
        Fact(name: "inspectorColumn", keyPath: \.supportsInspectorColumn),
        Fact(name: "splitViewDidShow", keyPath: \.callsSplitViewDidShowHide),
        Fact(name: "glassBars", keyPath: \.barsFloatOnGlass),
        Fact(name: "anchoredActionSheets", keyPath: \.anchorsActionSheets),
        Fact(name: "sheetPlacement", keyPath: \.supportsSheetPlacement),
        Fact(name: "dismissPopsSplitView", keyPath: \.dismissPopsCollapsedSplitView),
        Fact(name: "customBindingStackOnAppear", keyPath: \.customBindingStackOnAppearGlitch),
        Fact(name: "rePresentAfterDismissAndPop", keyPath: \.rePresentsAfterDismissAndPop),
    ]

    /// Why this release lacks `api`, or nil when it has it (SheetRules 1.2, 1.4, quirk 9).
    public func refusal(of api: SheetAPI) -> SimulationError? {
        let available: Bool
        switch api {
        case .customDetents, .invalidateDetents: available = supportsCustomDetents
        case .prefersPageSizing: available = supportsPrefersPageSizing
        case .backgroundEffect: available = supportsBackgroundEffect
        case .preferredPlacement: available = supportsSheetPlacement
        case .swiftUI(let modifier):
            switch modifier.introduced {
            case .iOS15: available = true
            case .iOS16: available = supportsPresentationDetents
            case .iOS16_4: available = supportsPresentationCustomization
            case .iOS17: available = majorVersion >= 17
            case .iOS26_1: available = supportsBackgroundEffect
            case .iOS27: available = supportsSheetPlacement
            }
        }
        if available { return nil }
        return api == .customDetents ? .customDetentsUnavailable(os: majorVersion) : .unavailable(api, os: majorVersion)
    }

    /// A profile for split view behaviour only, before sheets existed (iOS 12–14).
    static func splitViewOnly(_ major: Int, columnStyle: Bool, navigationItemLeaks: Bool, hierarchyException: Bool) -> OSProfile {
        var profile = OSProfile(majorVersion: major, supportsCustomDetents: false, callsViewIsAppearing: false,
                                supportsPrefersPageSizing: false, automaticIsFormSheetOnPad: false)
        profile.supportsSheetPresentation = false
        profile.supportsColumnStyleSplitView = columnStyle
        profile.splitViewSecondaryNavigationItemLeaks = navigationItemLeaks
        profile.splitViewHierarchyInconsistencyOnRotationPop = hierarchyException
        return profile
    }

    /// iOS 12: classic split view controllers only, with split view quirks 1 and 2.
    public static let iOS12 = splitViewOnly(12, columnStyle: false, navigationItemLeaks: true, hierarchyException: true)
    /// iOS 13: classic split view controllers only, with split view quirk 1.
    public static let iOS13 = splitViewOnly(13, columnStyle: false, navigationItemLeaks: true, hierarchyException: false)
    /// iOS 14: the column style, the sidebar and the compact column arrive.
    public static let iOS14 = splitViewOnly(14, columnStyle: true, navigationItemLeaks: false, hierarchyException: false)

    /// The profiles that model split view controllers only (no sheets), oldest first.
    public static let splitViewOnly: [OSProfile] = [.iOS12, .iOS13, .iOS14]
    /// Every built-in profile, oldest first: ``splitViewOnly``, ``builtIn``, ``iOS26Releases``, then
    /// ``iOS27``.
    public static let all: [OSProfile] = splitViewOnly + builtIn + iOS26Releases + [.iOS27]

    public static let iOS15 = OSProfile(majorVersion: 15, supportsCustomDetents: false, callsViewIsAppearing: false,
                                        supportsPrefersPageSizing: false, automaticIsFormSheetOnPad: false)
    public static let iOS16 = OSProfile(majorVersion: 16, supportsCustomDetents: true, callsViewIsAppearing: false,
                                        supportsPrefersPageSizing: false, automaticIsFormSheetOnPad: false)
    public static let iOS17 = OSProfile(majorVersion: 17, supportsCustomDetents: true, callsViewIsAppearing: true,
                                        supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: false)
    public static let iOS18 = OSProfile(majorVersion: 18, supportsCustomDetents: true, callsViewIsAppearing: true,
                                        supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true,
                                        prefersPageSizingDefault: false)

    /// iOS 26: iOS 18's facts and quirks carried forward, with the floating sheet (SheetRules 9):
    /// a sheet below full height floats inset on glass and attaches at full height
    /// (DOC), and a full-height custom detent no longer makes the stacked card (OBS). Whether the
    /// presenter still scales down behind a `.large()` sheet is unknown: this profile chooses that
    /// it does (GUESS: the only source on the change names custom detents, not `.large()`).
    public static let iOS26: OSProfile = {
        var profile = OSProfile(majorVersion: 26, supportsCustomDetents: true, callsViewIsAppearing: true,
                                supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true,
                                prefersPageSizingDefault: false)
        profile.floatsPartialHeightSheets = true
        profile.fullHeightCustomDetentStacksCard = false
        profile.presenterScalesBehindLargeSheet = true
        profile.callsUpdateProperties = true
        profile.supportsInspectorColumn = true
        profile.callsSplitViewDidShowHide = true
        profile.barsFloatOnGlass = true
        profile.anchorsActionSheets = true
        return profile
    }()
    /// iOS 26.1: iOS 26 with `backgroundEffect` on presentation controllers and detents (DOC).
    public static let iOS26_1: OSProfile = {
        var profile = OSProfile.iOS26
        profile.minorVersion = 1
        profile.supportsBackgroundEffect = true
        return profile
    }()
    /// iOS 27: the iOS 26 profile, with 26.1's additions, plus what Apple documents for 27.0: the
    /// sheet's `preferredPlacement` (DOC). The rest of iOS 27 is unverified and not modelled.
    public static let iOS27: OSProfile = {
        var profile = OSProfile.iOS26_1
        profile.majorVersion = 27
        profile.minorVersion = 0
        profile.supportsSheetPlacement = true
        profile.resizesIPhoneApps = true
        return profile
    }()

    /// The built-in profiles that present sheets as iOS 15–18 do, oldest first. The default is
    /// iOS 17.
    public static let builtIn: [OSProfile] = [.iOS15, .iOS16, .iOS17, .iOS18]
    /// The iOS 26 profiles, whose sheets float below full height: 26 and 26.1. Not the default:
    /// the floating sheet's geometry rests on numbers Apple has not published.
    public static let iOS26Releases: [OSProfile] = [.iOS26, .iOS26_1]
    public static let `default` = OSProfile.iOS17

    /// The built-in profile for a major version (iOS 12 to 18, 26, 27), or nil: a major release's own
    /// profile, not one of its point releases.
    public static func version(_ major: Int) -> OSProfile? {
        all.first { $0.majorVersion == major && $0.minorVersion == 0 }
    }

    /// The built-in profile for `major.minor` (`26.1`), or nil.
    public static func version(_ major: Int, minor: Int) -> OSProfile? {
        all.first { $0.majorVersion == major && $0.minorVersion == minor }
    }

    /// The built-in profile a version is written as (`26`, `26.1`), or nil.
    public static func version(named text: String) -> OSProfile? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
              let major = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return version(major) }
        guard let minor = Int(parts[1]) else { return nil }
        return version(major, minor: minor)
    }

    /// How a scenario's `os` line writes this profile's version: `18`, `26.1`.
    public var versionText: String { minorVersion == 0 ? String(majorVersion) : "\(majorVersion).\(minorVersion)" }

    /// Every built-in profile's version as an `os` line writes it, oldest first.
    public static var versionTexts: [String] { all.map(\.versionText) }

    /// The profile for a major version among `profiles` (a user's own list, e.g. the built-in ones
    /// plus a point release), the last match winning so a later entry overrides a built-in one.
    public static func version(_ major: Int, among profiles: [OSProfile]) -> OSProfile? {
        profiles.last { $0.majorVersion == major }
    }

    public var description: String { "iOS \(versionText)" }
}
