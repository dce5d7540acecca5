/// SwiftUI's sheet vocabulary, mapped onto the UIKit configuration SheetSim simulates.
///
/// SheetRules 1.4, "SheetSim maps SwiftUI onto UIKit" (GUESS, consistent with the names):
/// `.fraction(f)` is a custom resolver returning `f × maxDetentValue`; `.height(h)` a custom detent
/// of `h`; `presentationBackgroundInteraction(.enabled(upThrough:))` is
/// `largestUndimmedDetentIdentifier`; `presentationDragIndicator` is `prefersGrabberVisible`;
/// `interactiveDismissDisabled` is `isModalInPresentation`; `presentationContentInteraction(.scrolls)`
/// is `prefersScrollingExpandsWhenScrolledToEdge = false`; `presentationCornerRadius` is
/// `preferredCornerRadius`.
///
/// Modifiers are collected and mapped at once by ``configuration``, so their order does not matter,
/// as in SwiftUI:
///
/// ```swift
/// let configuration = SwiftUIPresentation()
///     .presentationDetents([.medium, .fraction(0.25), .large])
///     .presentationBackgroundInteraction(.enabled(upThrough: .medium))
///     .presentationDragIndicator(.visible)
///     .configuration
/// ```
public struct SwiftUIPresentation: Sendable {
    /// SwiftUI's `PresentationDetent`.
    public enum PresentationDetent: Hashable, Sendable, CustomStringConvertible {
        case medium
        case large
        /// A fraction of the height the presentation appears in (`maxDetentValue`).
        case fraction(Double)
        /// A fixed height in points.
        case height(Double)

        /// The UIKit identifier SheetSim gives it. SwiftUI's internal identifiers for `.fraction` and
        /// `.height` are not public (SheetRules 7); these are stable and readable.
        public var identifier: DetentIdentifier {
            switch self {
            case .medium: return .medium
            case .large: return .large
            case .fraction(let f): return DetentIdentifier("fraction(\(NumberFormat.points(f)))")
            case .height(let h): return DetentIdentifier("height(\(NumberFormat.points(h)))")
            }
        }

        /// The UIKit detent it behaves like (SheetRules 1.4).
        public var detent: Detent {
            switch self {
            case .medium: return .medium()
            case .large: return .large()
            case .fraction(let f): return .custom(identifier: identifier, fraction: f)
            case .height(let h): return .custom(identifier: identifier, height: h)
            }
        }

        public var description: String { identifier.description }
    }

    /// SwiftUI's `Visibility`, for `presentationDragIndicator`.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        /// Shown when there is more than one detent (widely reported, SheetRules 1.4 OBS).
        case automatic
        case visible
        case hidden
    }

    /// SwiftUI's `PresentationBackgroundInteraction`.
    public enum BackgroundInteraction: Hashable, Sendable {
        /// The system default: every detent dimmed, the background not interactive.
        case automatic
        /// The background is interactive at every detent: nothing is dimmed.
        case enabled
        /// Interactive up through `detent`, dimmed above it (`largestUndimmedDetentIdentifier`).
        case enabledUpThrough(PresentationDetent)
        case disabled

        /// SwiftUI's spelling: `.enabled(upThrough: .medium)`.
        public static func enabled(upThrough detent: PresentationDetent) -> BackgroundInteraction {
            .enabledUpThrough(detent)
        }
    }

    /// SwiftUI's `PresentationContentInteraction`.
    public enum ContentInteraction: String, Hashable, Sendable, CaseIterable {
        /// Swipe up on a scroll view grows the sheet first (the UIKit default).
        case automatic
        case resizes
        /// The scroll view scrolls first: `prefersScrollingExpandsWhenScrolledToEdge = false`.
        case scrolls
    }

    /// An iOS release a SwiftUI modifier needs (SheetRules 1.4).
    public enum Release: Hashable, Sendable, CustomStringConvertible {
        case iOS15, iOS16, iOS16_4

        public var major: Int { self == .iOS15 ? 15 : 16 }
        public var description: String {
            switch self {
            case .iOS15: return "iOS 15"
            case .iOS16: return "iOS 16"
            case .iOS16_4: return "iOS 16.4"
            }
        }
    }

    /// The modifiers SheetSim maps, by SwiftUI's names, with the release that introduced each
    /// (SheetRules 1.4, DOC S19).
    public enum ModifierName: String, Hashable, Sendable, CaseIterable {
        case presentationDetents, presentationDragIndicator, interactiveDismissDisabled
        case presentationBackgroundInteraction, presentationCornerRadius, presentationContentInteraction

        public var introduced: Release {
            switch self {
            case .interactiveDismissDisabled: return .iOS15
            case .presentationDetents, .presentationDragIndicator: return .iOS16
            case .presentationBackgroundInteraction, .presentationCornerRadius, .presentationContentInteraction: return .iOS16_4
            }
        }
    }

    public var detents: [PresentationDetent] = [.large]
    /// `presentationDetents(_:selection:)`'s binding value; nil without a selection.
    public var selection: PresentationDetent? = nil
    public var dragIndicator: Visibility = .automatic
    public var backgroundInteraction: BackgroundInteraction = .automatic
    public var contentInteraction: ContentInteraction = .automatic
    /// nil is the system default radius.
    public var cornerRadius: Double? = nil
    public var isInteractiveDismissDisabled: Bool = false

    public init() {}

    // MARK: Modifiers

    public func presentationDetents(_ detents: [PresentationDetent], selection: PresentationDetent? = nil) -> Self {
        var copy = self
        copy.detents = detents
        copy.selection = selection
        return copy
    }

    public func presentationDragIndicator(_ visibility: Visibility) -> Self {
        var copy = self
        copy.dragIndicator = visibility
        return copy
    }

    public func presentationBackgroundInteraction(_ interaction: BackgroundInteraction) -> Self {
        var copy = self
        copy.backgroundInteraction = interaction
        return copy
    }

    public func presentationContentInteraction(_ interaction: ContentInteraction) -> Self {
        var copy = self
        copy.contentInteraction = interaction
        return copy
    }

    public func presentationCornerRadius(_ radius: Double?) -> Self {
        var copy = self
        copy.cornerRadius = radius
        return copy
    }

    public func interactiveDismissDisabled(_ disabled: Bool = true) -> Self {
        var copy = self
        copy.isInteractiveDismissDisabled = disabled
        return copy
    }

    // MARK: Mapping

    /// The UIKit configuration these modifiers amount to (SheetRules 1.4).
    public var configuration: SheetConfiguration {
        var configuration = SheetConfiguration()
        configuration.apply(self)
        return configuration
    }
}

extension SheetConfiguration {
    /// A configuration from SwiftUI modifiers (SheetRules 1.4).
    public init(swiftUI presentation: SwiftUIPresentation) {
        self.init()
        apply(presentation)
    }

    /// Applies SwiftUI modifiers to this configuration, keeping what they do not map (style,
    /// delegate, content size…).
    public mutating func apply(_ presentation: SwiftUIPresentation) {
        // A Set in SwiftUI: duplicates collapse; the layout orders detents by value.
        var seen = Set<DetentIdentifier>()
        let unique = presentation.detents.filter { seen.insert($0.identifier).inserted }
        detents = unique.isEmpty ? [.large()] : unique.map(\.detent)
        selectedDetentIdentifier = presentation.selection?.identifier
        switch presentation.dragIndicator {
        case .automatic: prefersGrabberVisible = detents.count > 1
        case .visible: prefersGrabberVisible = true
        case .hidden: prefersGrabberVisible = false
        }
        apply(presentation.backgroundInteraction)
        prefersScrollingExpandsWhenScrolledToEdge = presentation.contentInteraction != .scrolls
        preferredCornerRadius = presentation.cornerRadius
        isModalInPresentation = presentation.isInteractiveDismissDisabled
    }
}

extension SheetConfiguration {
    /// `presentationBackgroundInteraction` in UIKit's terms (SheetRules 1.4). `.enabled` is
    /// "interactive at every detent": no detent is dimmed, which one is the largest being known
    /// only once the detents resolve on the device (``undimmedAtEveryDetent``; GUESS, SwiftUI
    /// documents no more than that).
    public mutating func apply(_ interaction: SwiftUIPresentation.BackgroundInteraction) {
        undimmedAtEveryDetent = interaction == .enabled
        switch interaction {
        case .automatic, .disabled, .enabled: largestUndimmedDetentIdentifier = nil
        case .enabledUpThrough(let detent): largestUndimmedDetentIdentifier = detent.identifier
        }
    }
}
