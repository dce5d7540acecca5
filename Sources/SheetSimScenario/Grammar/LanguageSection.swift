/// The parts the grammar's text lists the commands in, in order, each under a `#` heading that
/// says what its lines do.
public enum LanguageSection: String, CaseIterable, Sendable {
    /// The device, the OS, the window, metrics and options.
    case setup
    /// Navigation, tab bar and split view controllers and the window's root.
    case controllers
    /// The current sheet's `UISheetPresentationController` properties.
    case sheet
    /// SwiftUI's presentation modifiers, as configuration lines.
    case swiftUI
    /// SwiftUI views with their presentation modifiers, and what the app's code does to their bindings.
    case swiftUIViews
    /// Any view controller's layout settings, its scroll view and its table's swipe actions.
    case layout
    /// What the user and the app do.
    case actions
    /// The virtual clock and marks in the log.
    case time
    /// What the log and the state must show.
    case expectations

    /// The section's heading in the grammar's text.
    public var heading: String {
        switch self {
        case .setup: "setup — before the first action"
        case .controllers: "the app's controllers — declared before or after launch; 'set' lines after a declaration configure that container"
        case .sheet:
            "sheet configuration — the current sheet: before it is presented it sets it up, afterwards it changes it in code (no delegate calls); 'animateChanges' animates the change"
        case .swiftUI: "SwiftUI modifiers — configuration lines that set the UIKit property they map to (from iOS 16)"
        case .swiftUIViews:
            "SwiftUI views — each hosted in a UIHostingController of its name; the first declared is the window's root unless 'rootViewController' names another; bindings change what is presented"
        case .layout:
            "layout (layout rules 3–6) — any view controller: 'of' names it, else the sheet or container the lines above configure; a controller pushed later may be named before it exists"
        case .actions: "actions"
        case .time: "time — the virtual clock runs only where a line runs it"
        case .expectations:
            "expectations — callback expectations are checked against the whole log when the run ends; state expectations at their line (or at 'at T', stopping the clock there)"
        }
    }
}
