/// A SwiftUI alert's or confirmation dialog's title and buttons: `alert("Delete?", isPresented:
/// $showAlert) { Button("Delete", role: .destructive) {}; Button("Cancel", role: .cancel) {} }`.
///
/// SwiftUI shows both through a `UIAlertController` (an alert, or an action sheet: OBS P-S70 saw
/// SwiftUI's own `PlatformAlertController` raise UIKit's action-sheet exception), so the alert
/// controller machine carries them out with its geometry and callbacks. Each button is a
/// `UIAlertAction` whose handler runs the button's action (logged as UIKit's
/// `alertActionHandler`) and writes the binding false (DOC P-S16, P-S17).
public struct SwiftUIDialog: Hashable, Sendable {
    public var kind: SwiftUIDialogKind
    /// The title (SwiftUI's first argument).
    public var title: String
    /// The buttons, in order; a button's role is the action's style (`.cancel`, `.destructive`).
    public var actions: [AlertAction]

    public init(_ kind: SwiftUIDialogKind, title: String, actions: [AlertAction]) {
        self.kind = kind
        self.title = title
        self.actions = actions
    }

    /// The alert controller settings it presents with.
    public var settings: AlertSettings {
        AlertSettings(preferredStyle: SwiftUIModalRules.alertStyle(of: kind), actions: actions)
    }
}

extension BehaviorOptions {
    /// When SwiftUI writes an alert's or confirmation dialog's binding false after the user taps
    /// one of its buttons (<doc:SwiftUI>, "Popovers, alerts, dialogs and inspectors"). Apple says
    /// only that the system sets it false and dismisses (DOC P-S16, P-S17).
    public enum SwiftUIDialogBindingWrite: String, Hashable, Sendable, CaseIterable {
        /// In the tapped action's handler, after the button's action has run (GUESS from OBS
        /// P-S42: Point-Free's SwiftUI mirror keeps "action, then dismissed").
        case afterActionHandler
        /// When the alert controller's dismissal ends (its `viewDidDisappear`), as any other
        /// presentation's write-back: before the handler, which UIKit runs after it by default.
        case atDismissalEnd
    }
}

extension SwiftUIViewDeclaration {
    /// The view's `presentationCompactAdaptation`, the last one written, if any.
    public var compactAdaptation: CompactAdaptation? {
        modifiers.reduce(nil) { found, modifier in
            if case .presentationCompactAdaptation(let adaptation) = modifier { return adaptation }
            return found
        }
    }
}
