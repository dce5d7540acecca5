/// An API SheetSim models that not every iOS release has; ``OSProfile/refusal(of:)`` says whether
/// a profile has it (SheetRules 1.2, 1.4, quirk 9).
public enum SheetAPI: Hashable, Sendable, CustomStringConvertible {
    /// `Detent.custom(identifier:resolver:)` and SwiftUI's `.fraction` / `.height` (iOS 16).
    case customDetents
    /// `UISheetPresentationController.invalidateDetents()` (iOS 16).
    case invalidateDetents
    /// `UISheetPresentationController.prefersPageSizing` (iOS 17).
    case prefersPageSizing
    /// `UIPresentationController.backgroundEffect` (iOS 26.1).
    case backgroundEffect
    /// `UISheetPresentationController.preferredPlacement` (iOS 27).
    case preferredPlacement
    /// A SwiftUI sheet modifier.
    case swiftUI(SwiftUIPresentation.ModifierName)

    /// The release that introduced it.
    public var introduced: SwiftUIPresentation.Release {
        switch self {
        case .customDetents, .invalidateDetents: return .iOS16
        case .prefersPageSizing: return .iOS17
        case .backgroundEffect: return .iOS26_1
        case .preferredPlacement: return .iOS27
        case .swiftUI(let modifier): return modifier.introduced
        }
    }

    public var description: String {
        switch self {
        case .customDetents: return "custom detents"
        case .invalidateDetents: return "invalidateDetents()"
        case .prefersPageSizing: return "prefersPageSizing"
        case .backgroundEffect: return "backgroundEffect"
        case .preferredPlacement: return "preferredPlacement"
        case .swiftUI(let modifier): return modifier.rawValue
        }
    }

    /// What to write instead, for a diagnostic's hint.
    public var workaround: String {
        switch self {
        case .customDetents: return "iOS 15 has only medium and large; or choose 'os 16' or later"
        case .invalidateDetents: return "iOS 15 has no custom detents to re-evaluate; or choose 'os 16' or later"
        case .prefersPageSizing: return "before iOS 17, modalPresentationStyle alone sizes an iPad sheet; or choose 'os 17' or later"
        case .backgroundEffect: return "before iOS 26.1 a sheet's background cannot be set this way; choose 'os 26.1'"
        case .preferredPlacement: return "before iOS 27 an iPad sheet is centred in the window; choose 'os 27'"
        case .swiftUI(let modifier):
            // Apps guard such a modifier with `if #available`: the older release shows the sheet without it.
            return "leave \(modifier.rawValue) out on this release, as an 'if #available' would, or choose 'os \(modifier.introduced.major)' or later"
        }
    }
}
