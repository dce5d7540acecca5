/// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
///
/// SheetRules 1.2: the system identifiers are `"com.apple.UIKit.medium"` and `"com.apple.UIKit.large"`.
/// Prints its short name: `medium`, `large`, or the raw value of a custom identifier.
public struct DetentIdentifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// SheetRules 1.2: `UISheetPresentationControllerDetentIdentifierMedium`.
    public static let medium = DetentIdentifier(rawValue: "com.apple.UIKit.medium")
    /// SheetRules 1.2: `UISheetPresentationControllerDetentIdentifierLarge`.
    public static let large = DetentIdentifier(rawValue: "com.apple.UIKit.large")

    public var description: String {
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        default: return rawValue
        }
    }
}

/// What a custom detent's resolver sees: UIKit's `UISheetPresentationControllerDetentResolutionContext`
/// (SheetRules 1.2) plus what SheetSim needs to resolve the system detents.
public struct DetentResolutionContext: Sendable {
    /// The container's traits, without the sheet's overrides (SheetRules 1.2).
    public var containerTraitCollection: TraitCollection
    /// The largest value a detent can take (SheetRules 2.1).
    public var maximumDetentValue: Double
    /// The container's height. Simulator addition: the medium detent's fraction depends on it
    /// (SheetRules 2.2). nil = unknown: the medium detent then uses the tall-container fraction;
    /// ``SheetLayout/resolve(_:context:)`` fills it in from its environment.
    public var containerHeight: Double?
    /// The numbers the system detents use. Simulator addition; ``SheetLayout/resolve(_:context:)``
    /// replaces it with the layout's metrics.
    public var metrics: UIKitMetrics

    public init(containerTraitCollection: TraitCollection, maximumDetentValue: Double,
                containerHeight: Double? = nil, metrics: UIKitMetrics = .uikit) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.containerHeight = containerHeight
        self.metrics = metrics
    }
}

/// A sheet detent: a height the sheet rests at (UIKit's `UISheetPresentationController.Detent`,
/// SwiftUI's `PresentationDetent`).
public struct Detent: Hashable, Sendable, CustomStringConvertible {
    /// How a custom detent computes its value.
    public enum Resolver: Hashable, Sendable {
        /// A fixed height inside the sheet's safe area, in points (SwiftUI `.height`).
        case height(Double)
        /// A fraction of `maximumDetentValue` (SwiftUI `.fraction`; SheetRules 1.4 maps it to a
        /// resolver returning `f × maxDetentValue`).
        case fraction(Double)
        /// A resolver closure, as `Detent.custom(identifier:resolver:)`; nil means inactive.
        case closure(ResolverClosure)
    }

    /// A custom detent's resolver closure, equal only to itself and its copies: Swift cannot
    /// compare two closures by what they compute, so a detent made by one
    /// `custom(identifier:resolver:)` call equals its copies (an action that carries it equals
    /// itself) and differs from one made by another call.
    public struct ResolverClosure: Hashable, Sendable {
        private final class Identity: Sendable {}
        private let identity = Identity()
        /// The closure: the detent's value in a context, or nil when it is inactive.
        public let body: @Sendable (DetentResolutionContext) -> Double?

        /// Wraps a resolver closure.
        ///
        /// - Parameter body: the detent's value in a context, or nil when it is inactive.
        public init(_ body: @escaping @Sendable (DetentResolutionContext) -> Double?) {
            self.body = body
        }

        /// Runs the closure.
        ///
        /// - Parameter context: what the detent is resolved in.
        public func callAsFunction(_ context: DetentResolutionContext) -> Double? { body(context) }

        public static func == (lhs: ResolverClosure, rhs: ResolverClosure) -> Bool { lhs.identity === rhs.identity }

        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
    }

    public enum Kind: Hashable, Sendable {
        case medium
        case large
        case custom(Resolver)
    }

    public let identifier: DetentIdentifier
    public let kind: Kind

    public init(identifier: DetentIdentifier, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// Whether it is a custom detent (iOS 16+, SheetRules 1.2).
    public var isCustom: Bool {
        if case .custom = kind { return true } else { return false }
    }

    /// The system medium detent, identifier ``DetentIdentifier/medium``.
    public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
    /// The system large detent, identifier ``DetentIdentifier/large``.
    public static func large() -> Detent { Detent(identifier: .large, kind: .large) }
    /// A custom detent at a fixed height inside the safe area.
    public static func custom(identifier: DetentIdentifier, height: Double) -> Detent {
        Detent(identifier: identifier, kind: .custom(.height(height)))
    }
    /// A custom detent at a fraction of `maximumDetentValue`.
    public static func custom(identifier: DetentIdentifier, fraction: Double) -> Detent {
        Detent(identifier: identifier, kind: .custom(.fraction(fraction)))
    }
    /// A custom detent computed by `resolver`; returning nil makes it inactive.
    public static func custom(identifier: DetentIdentifier,
                              resolver: @escaping @Sendable (DetentResolutionContext) -> Double?) -> Detent {
        Detent(identifier: identifier, kind: .custom(.closure(ResolverClosure(resolver))))
    }

    /// The detent's value in `context`, or nil when it is inactive.
    ///
    /// - SheetRules 2.1 / 1.2: large = `maximumDetentValue`.
    /// - SheetRules 2.2: medium = `maximumDetentValue × 0.56` (``UIKitMetrics/mediumFraction``) when the
    ///   container is taller than 568 pt (``UIKitMetrics/shortContainerHeight``), otherwise `× 0.63`
    ///   (``UIKitMetrics/mediumFractionShortContainer``); inactive when the container's vertical size
    ///   class is compact.
    /// - SheetRules 1.2 / 2.1 / 6: custom = the resolver's value clamped to at most `maximumDetentValue`
    ///   (values above it collapse onto large). nil, NaN, infinite or negative values are inactive.
    public func resolvedValue(in context: DetentResolutionContext) -> Double? {
        let maxV = context.maximumDetentValue
        guard maxV.isFinite else { return nil }
        switch kind {
        case .large:
            return maxV
        case .medium:
            guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
            let m = context.metrics
            let isShort = context.containerHeight.map { $0 <= m.shortContainerHeight } ?? false
            let fraction = isShort ? m.mediumFractionShortContainer : m.mediumFraction
            return maxV * fraction
        case .custom(let resolver):
            let raw: Double?
            switch resolver {
            case .height(let h): raw = h
            case .fraction(let f): raw = f * maxV
            case .closure(let body): raw = body(context)
            }
            guard let value = raw, value.isFinite, value >= 0 else { return nil }
            return min(value, maxV)
        }
    }

    public var description: String {
        switch kind {
        case .medium: return "medium()"
        case .large: return "large()"
        case .custom(.height(let h)): return "custom(\(identifier), height: \(NumberFormat.points(h)))"
        case .custom(.fraction(let f)): return "custom(\(identifier), fraction: \(NumberFormat.points(f)))"
        case .custom(.closure): return "custom(\(identifier), resolver)"
        }
    }
}
