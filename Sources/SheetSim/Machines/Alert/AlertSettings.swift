/// `UIAlertController.Style`: how an alert controller shows (<doc:SheetRules> 11.1).
public enum AlertStyle: String, Hashable, Sendable, CaseIterable {
    /// A modal alert in the middle of the screen.
    case alert
    /// An action sheet: at the bottom of an iPhone, a popover on iPad.
    case actionSheet
}

/// `UIAlertAction.Style`.
public enum AlertActionStyle: String, Hashable, Sendable, CaseIterable {
    /// `.default`.
    case `default`
    /// `.cancel`: at most one per alert controller (UIKit raises for a second).
    case cancel
    /// `.destructive`.
    case destructive
}

/// One `UIAlertAction`: its title and style. Its handler is the app's closure, logged as
/// `alertActionHandler` on the alert controller when it runs.
public struct AlertAction: Hashable, Sendable {
    public var title: String
    public var style: AlertActionStyle

    public init(_ title: String, style: AlertActionStyle = .default) {
        self.title = title
        self.style = style
    }
}

/// What the app gives a `UIAlertController` before it presents it: its preferred style and its
/// actions, in the order added. They ride on the presented controller's ``SheetConfiguration``
/// (``SheetConfiguration/alert``); an action sheet's anchor is its `popoverPresentationController`
/// settings (``SheetConfiguration/popover``), as in UIKit.
public struct AlertSettings: Hashable, Sendable {
    public var preferredStyle: AlertStyle
    public var actions: [AlertAction]

    public init(preferredStyle: AlertStyle = .alert, actions: [AlertAction] = []) {
        self.preferredStyle = preferredStyle
        self.actions = actions
    }

    /// The cancel action, if there is one.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// What UIKit raises when a second cancel action is added (`addAction(_:)`).
    public static let secondCancelActionMessage =
        "NSInternalInconsistencyException: UIAlertController can only have one action with a style of UIAlertActionStyleCancel"

    /// The scenario lines that build these settings for the controller `name`.
    public func scenarioLines(name: String) -> [String] {
        ["alert " + ScenarioWords.quoted(name) + " preferredStyle " + preferredStyle.rawValue]
            + actions.map { "action " + ScenarioWords.quoted($0.title) + ($0.style == .default ? "" : " " + $0.style.rawValue) }
    }
}
