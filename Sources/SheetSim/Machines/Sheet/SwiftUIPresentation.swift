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

        /// The SwiftUI detent a UIKit detent stands for: medium, large, or a custom detent of a
        /// fixed height or fraction; nil for a resolver closure.
        public init?(_ detent: Detent) {
            switch detent.kind {
            case .medium: self = .medium
            case .large: self = .large
            case .custom(.height(let h)): self = .height(h)
            case .custom(.fraction(let f)): self = .fraction(f)
            case .custom(.closure): return nil
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

    /// An iOS release an API needs (SheetRules 1.1, 1.4).
    public enum Release: Hashable, Sendable, CustomStringConvertible {
        case iOS15, iOS16, iOS16_4, iOS17, iOS26_1, iOS27

        public var major: Int {
            switch self {
            case .iOS15: return 15
            case .iOS16, .iOS16_4: return 16
            case .iOS17: return 17
            case .iOS26_1: return 26
            case .iOS27: return 27
            }
        }
        public var description: String {
            switch self {
            case .iOS15: return "iOS 15"
            case .iOS16: return "iOS 16"
            case .iOS16_4: return "iOS 16.4"
            case .iOS17: return "iOS 17"
            case .iOS26_1: return "iOS 26.1"
            case .iOS27: return "iOS 27"
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

    /// One modifier with its argument, as a line of SwiftUI code writes it.
    public enum Modifier: Sendable {
        case presentationDetents([PresentationDetent], selection: PresentationDetent?)
        case presentationDragIndicator(Visibility)
        case interactiveDismissDisabled(Bool)
        case presentationBackgroundInteraction(BackgroundInteraction)
        case presentationCornerRadius(Double?)
        case presentationContentInteraction(ContentInteraction)

        public var name: ModifierName {
            switch self {
            case .presentationDetents: return .presentationDetents
            case .presentationDragIndicator: return .presentationDragIndicator
            case .interactiveDismissDisabled: return .interactiveDismissDisabled
            case .presentationBackgroundInteraction: return .presentationBackgroundInteraction
            case .presentationCornerRadius: return .presentationCornerRadius
            case .presentationContentInteraction: return .presentationContentInteraction
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

    /// This presentation with `modifier` applied; the modifiers below in one call.
    public func modifier(_ modifier: Modifier) -> Self {
        switch modifier {
        case .presentationDetents(let detents, let selection): return presentationDetents(detents, selection: selection)
        case .presentationDragIndicator(let visibility): return presentationDragIndicator(visibility)
        case .interactiveDismissDisabled(let disabled): return interactiveDismissDisabled(disabled)
        case .presentationBackgroundInteraction(let interaction): return presentationBackgroundInteraction(interaction)
        case .presentationCornerRadius(let radius): return presentationCornerRadius(radius)
        case .presentationContentInteraction(let interaction): return presentationContentInteraction(interaction)
        }
    }

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

    /// A configuration from SwiftUI modifiers whose detents take the UIKit identifiers in
    /// `identifiers` (the others their ``SwiftUIPresentation/PresentationDetent/identifier``).
    public init(swiftUI presentation: SwiftUIPresentation, identifiers: [SwiftUIPresentation.PresentationDetent: DetentIdentifier]) {
        self.init()
        apply(presentation, identifiers: identifiers)
    }

    /// Applies SwiftUI modifiers to this configuration, keeping what they do not map (style,
    /// delegate, content size…). `identifiers` names detents other than by
    /// ``SwiftUIPresentation/PresentationDetent/identifier``.
    public mutating func apply(_ presentation: SwiftUIPresentation,
                               identifiers: [SwiftUIPresentation.PresentationDetent: DetentIdentifier] = [:]) {
        func identifier(_ detent: SwiftUIPresentation.PresentationDetent) -> DetentIdentifier { identifiers[detent] ?? detent.identifier }
        // A Set in SwiftUI: duplicates collapse; the layout orders detents by value.
        var seen = Set<DetentIdentifier>()
        let unique = presentation.detents.filter { seen.insert($0.identifier).inserted }
        detents = unique.isEmpty ? [.large()] : unique.map { Detent(identifier: identifier($0), kind: $0.detent.kind) }
        selectedDetentIdentifier = presentation.selection.map(identifier)
        switch presentation.dragIndicator {
        case .automatic: prefersGrabberVisible = detents.count > 1
        case .visible: prefersGrabberVisible = true
        case .hidden: prefersGrabberVisible = false
        }
        // `presentationBackgroundInteraction` (SheetRules 1.4). `.enabled` is "interactive at every
        // detent": no detent is dimmed, which one is the largest being known only once the
        // detents resolve on the device (``undimmedAtEveryDetent``; GUESS, SwiftUI documents no
        // more than that).
        undimmedAtEveryDetent = presentation.backgroundInteraction == .enabled
        switch presentation.backgroundInteraction {
        case .automatic, .disabled, .enabled: largestUndimmedDetentIdentifier = nil
        case .enabledUpThrough(let detent): largestUndimmedDetentIdentifier = identifier(detent)
        }
        prefersScrollingExpandsWhenScrolledToEdge = presentation.contentInteraction != .scrolls
        preferredCornerRadius = presentation.cornerRadius
        isModalInPresentation = presentation.isInteractiveDismissDisabled
    }

    /// Applies what the modifiers changed from `old` to `new`: each UIKit property whose mapped
    /// value differs, and nothing else. A change of the detents can change what `.automatic`
    /// makes of the drag indicator, so a modifier's meaning does not depend on the order the
    /// modifiers come in, and properties the modifiers never touched keep their values.
    public mutating func apply(_ new: SwiftUIPresentation, replacing old: SwiftUIPresentation,
                               identifiers: [SwiftUIPresentation.PresentationDetent: DetentIdentifier] = [:]) {
        let before = SheetConfiguration(swiftUI: old, identifiers: identifiers)
        let after = SheetConfiguration(swiftUI: new, identifiers: identifiers)
        if after.detents.map(\.identifier) != before.detents.map(\.identifier) { detents = after.detents }
        if after.selectedDetentIdentifier != before.selectedDetentIdentifier { selectedDetentIdentifier = after.selectedDetentIdentifier }
        if after.prefersGrabberVisible != before.prefersGrabberVisible { prefersGrabberVisible = after.prefersGrabberVisible }
        if after.largestUndimmedDetentIdentifier != before.largestUndimmedDetentIdentifier
            || after.undimmedAtEveryDetent != before.undimmedAtEveryDetent {
            largestUndimmedDetentIdentifier = after.largestUndimmedDetentIdentifier
            undimmedAtEveryDetent = after.undimmedAtEveryDetent
        }
        if after.prefersScrollingExpandsWhenScrolledToEdge != before.prefersScrollingExpandsWhenScrolledToEdge {
            prefersScrollingExpandsWhenScrolledToEdge = after.prefersScrollingExpandsWhenScrolledToEdge
        }
        if after.preferredCornerRadius != before.preferredCornerRadius { preferredCornerRadius = after.preferredCornerRadius }
        if after.isModalInPresentation != before.isModalInPresentation { isModalInPresentation = after.isModalInPresentation }
    }
}
