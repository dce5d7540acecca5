/// What changes between iOS 15, 16, 17 and 18 for sheets, as data.
///
/// Profiles are plain values so a user can add one (say, a point release that changed a default)
/// without touching the simulator.
public struct OSProfile: Hashable, Sendable, CustomStringConvertible {
    /// The major version, e.g. 17.
    public var majorVersion: Int
    /// `Detent.custom(identifier:resolver:)` exists (iOS 16+). Reference 1.2, quirk 9.
    public var supportsCustomDetents: Bool
    /// UIKit calls `viewIsAppearing(_:)` (iOS 17+; back-deployed to 13 when built with the 17 SDK). Reference 4.1.
    public var callsViewIsAppearing: Bool
    /// `prefersPageSizing` exists (iOS 17+). Reference 1.1.
    public var supportsPrefersPageSizing: Bool
    /// `.automatic` resolves to a form sheet on iPad (iOS 18). Reference 2.6, quirk 14.
    public var automaticIsFormSheetOnPad: Bool
    /// `prefersPageSizing`'s default as the SDK header states it: "NO on iOS 18.0 and later, YES on
    /// earlier releases" (reference 1.1, DOC S1). Used when ``BehaviorOptions/prefersPageSizingDefault``
    /// is `.header`; meaningless where ``supportsPrefersPageSizing`` is false.
    public var prefersPageSizingDefault: Bool

    public init(majorVersion: Int, supportsCustomDetents: Bool, callsViewIsAppearing: Bool,
                supportsPrefersPageSizing: Bool, automaticIsFormSheetOnPad: Bool,
                prefersPageSizingDefault: Bool = true) {
        self.majorVersion = majorVersion
        self.supportsCustomDetents = supportsCustomDetents
        self.callsViewIsAppearing = callsViewIsAppearing
        self.supportsPrefersPageSizing = supportsPrefersPageSizing
        self.automaticIsFormSheetOnPad = automaticIsFormSheetOnPad
        self.prefersPageSizingDefault = prefersPageSizingDefault
    }

    public static let iOS15 = OSProfile(majorVersion: 15, supportsCustomDetents: false, callsViewIsAppearing: false,
                                        supportsPrefersPageSizing: false, automaticIsFormSheetOnPad: false)
    public static let iOS16 = OSProfile(majorVersion: 16, supportsCustomDetents: true, callsViewIsAppearing: false,
                                        supportsPrefersPageSizing: false, automaticIsFormSheetOnPad: false)
    public static let iOS17 = OSProfile(majorVersion: 17, supportsCustomDetents: true, callsViewIsAppearing: true,
                                        supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: false)
    public static let iOS18 = OSProfile(majorVersion: 18, supportsCustomDetents: true, callsViewIsAppearing: true,
                                        supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true,
                                        prefersPageSizingDefault: false)

    /// The built-in profiles, oldest first. The default is iOS 17.
    public static let builtIn: [OSProfile] = [.iOS15, .iOS16, .iOS17, .iOS18]
    public static let `default` = OSProfile.iOS17

    /// The built-in profile for a major version, or nil.
    public static func version(_ major: Int) -> OSProfile? { builtIn.first { $0.majorVersion == major } }

    /// The profile for a major version among `profiles` (a user's own list, e.g. the built-in ones
    /// plus a point release), the last match winning so a later entry overrides a built-in one.
    public static func version(_ major: Int, among profiles: [OSProfile]) -> OSProfile? {
        profiles.last { $0.majorVersion == major }
    }

    public var description: String { "iOS \(majorVersion)" }
}
