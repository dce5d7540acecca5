/// SwiftUI's `PresentationAdaptation`: what a presentation becomes in a compact size class, the
/// argument of `presentationCompactAdaptation(_:)` and `(horizontal:vertical:)` (iOS 16.4, DOC
/// P-S6, P-S7).
public enum PresentationAdaptation: String, Hashable, Sendable, CaseIterable {
    /// The system's own choice: a popover becomes a sheet in a compact size class (DOC P-S6).
    case automatic
    /// "Don't adapt for the size class, if possible" (DOC P-S7): a popover stays a popover.
    case none
    /// A popover.
    case popover
    /// A sheet: for a popover, UIKit's adaptive sheet (DOC P-S28).
    case sheet
    /// A full-screen cover: UIKit's `fullScreen` style.
    case fullScreenCover
}

/// `presentationCompactAdaptation`'s two values. The one-argument form is the same value for both.
public struct CompactAdaptation: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: PresentationAdaptation
    public var vertical: PresentationAdaptation

    /// `presentationCompactAdaptation(_:)`: one value for both size classes.
    public init(_ adaptation: PresentationAdaptation = .automatic) {
        horizontal = adaptation
        vertical = adaptation
    }

    /// `presentationCompactAdaptation(horizontal:vertical:)`.
    public init(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The system's default: no `presentationCompactAdaptation` modifier.
    public static let automatic = CompactAdaptation()

    /// The value that applies in `traits`: the vertical one when the height is compact (also
    /// when both are: DOC P-S7, "SwiftUI uses the vertical value"), the horizontal one when only
    /// the width is; nil in a regular environment, where nothing adapts.
    public func applying(in traits: TraitCollection) -> PresentationAdaptation? {
        if traits.verticalSizeClass == .compact { return vertical }
        if traits.horizontalSizeClass == .compact { return horizontal }
        return nil
    }

    /// As a scenario writes it: `sheet`, or `horizontal sheet vertical fullScreenCover`.
    public var description: String {
        horizontal == vertical ? horizontal.rawValue : "horizontal \(horizontal.rawValue) vertical \(vertical.rawValue)"
    }
}

/// How SwiftUI's popover, confirmation dialog and inspector show, as pure rules over the traits
/// and the OS profile: the UIKit presentation each becomes, so the machines SheetSim already has
/// carry them out.
public enum SwiftUIModalRules {
    // MARK: Popover (DOC P-S3, P-S6, P-S7)

    /// The style a SwiftUI popover shows with in `traits` given its compact adaptation: `popover`,
    /// `formSheet` (the popover's adaptive sheet) or `fullScreen`.
    public static func popoverForm(in traits: TraitCollection, adaptation: CompactAdaptation) -> ModalPresentationStyle {
        switch adaptation.applying(in: traits) {
        case nil, .none?, .popover?: return .popover
        case .automatic?, .sheet?: return .formSheet
        case .fullScreenCover?: return .fullScreen
        }
    }

    /// What the hosting controller's adaptive delegate answers UIKit's
    /// `adaptivePresentationStyle(for:traitCollection:)` with so that the popover shows as
    /// ``popoverForm(in:adaptation:)`` says: nil (it leaves UIKit's own adaptation, the adaptive
    /// sheet), `none` (stay a popover) or `fullScreen`. UIKit accepts only `fullScreen`,
    /// `overFullScreen` or `none` from a popover's delegate (DOC P-S29), which is why a sheet is
    /// asked for by not answering.
    public static func adaptiveAnswer(in traits: TraitCollection, adaptation: CompactAdaptation) -> ModalPresentationStyle? {
        switch popoverForm(in: traits, adaptation: adaptation) {
        case .fullScreen: return .fullScreen
        case .formSheet: return nil
        default:
            // In a regular environment UIKit does not adapt, so there is nothing to answer.
            return adaptation.applying(in: traits) == nil ? nil : ModalPresentationStyle.none
        }
    }

    /// Why `presentationCompactAdaptation` is refused on `os`, or nil: it is an iOS 16.4 modifier
    /// (DOC P-S6), and a profile stands for its major release's last point release unless its
    /// `presentationCustomization` fact (the iOS 16.4 modifiers) is off.
    public static func compactAdaptationRefusal(on os: OSProfile) -> String? {
        if os.majorVersion > 16 || (os.majorVersion == 16 && os.supportsPresentationCustomization) { return nil }
        return "presentationCompactAdaptation needs iOS 16.4 or later; this simulation runs \(os)"
    }

    // MARK: Alert and confirmation dialog (DOC P-S16, P-S17; OBS P-S76)

    /// The UIKit alert controller style a SwiftUI alert or confirmation dialog is: an alert is
    /// `alert`; a confirmation dialog is an action sheet, which the OS profile shows at the bottom
    /// of an iPhone before iOS 26 and anchored to its source from iOS 26 (OBS P-S76, the profile's
    /// `anchoredActionSheets` fact), and as a popover at its source on iPad.
    public static func alertStyle(of kind: SwiftUIDialogKind) -> AlertStyle {
        kind == .alert ? .alert : .actionSheet
    }

    /// The anchor of a confirmation dialog presented for the view hosted in `viewController`: the
    /// view's bounds (SwiftUI anchors the dialog to the view that carries the modifier, OBS P-S76;
    /// on iPad an action sheet without an anchor raises, OBS P-S70, so SwiftUI always gives one).
    /// An alert has no popover settings (its `popoverPresentationController` is nil).
    public static func dialogAnchor(of kind: SwiftUIDialogKind, viewController: String) -> PopoverSettings? {
        kind == .confirmationDialog ? PopoverSettings(sourceView: viewController) : nil
    }

    /// Sets what a popover, alert, confirmation dialog or inspector changes in the configuration
    /// its controller is presented with, apart from what depends on the presenter: a popover's
    /// style and content size, with a delegate (SwiftUI's hosting presentation has one); an
    /// alert's or dialog's `UIAlertController` settings in place of the content's; an inspector's
    /// page sheet (its compact form).
    public static func configure(_ configuration: inout SheetConfiguration, for modifier: SwiftUIPresentationModifier) {
        switch modifier.kind {
        case .sheet, .fullScreenCover:
            break
        case .popover:
            configuration.modalPresentationStyle = .popover
            configuration.preferredContentSize = modifier.contentSize
            configuration.hasDelegate = true
        case .alert, .confirmationDialog:
            let kind: SwiftUIDialogKind = modifier.kind == .alert ? .alert : .confirmationDialog
            configuration = SheetConfiguration()
            configuration.alert = modifier.dialog?.settings ?? AlertSettings(preferredStyle: alertStyle(of: kind))
        case .inspector:
            configuration.modalPresentationStyle = .pageSheet
        }
    }

    // MARK: Inspector (DOC P-S15)

    /// Where an inspector shows in `traits`: a trailing column in a horizontally regular size
    /// class, a sheet in a horizontally compact one (DOC P-S15).
    public static func inspectorForm(in traits: TraitCollection) -> SwiftUIInspectorForm {
        traits.horizontalSizeClass == .compact ? .sheet : .column
    }
}

/// The two SwiftUI modifiers that present a `UIAlertController`.
public enum SwiftUIDialogKind: String, Hashable, Sendable, CaseIterable {
    /// `alert(_:isPresented:actions:)`.
    case alert
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    case confirmationDialog
}

/// Where a SwiftUI inspector shows (DOC P-S15).
public enum SwiftUIInspectorForm: String, Hashable, Sendable, CaseIterable {
    /// A trailing column beside the content (horizontally regular).
    case column
    /// A sheet (horizontally compact).
    case sheet
}
