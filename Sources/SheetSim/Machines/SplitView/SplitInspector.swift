/// Where an iOS 26 split view controller's inspector column is (split view rules 12): hidden (as
/// it is when the split view first appears), a column on the trailing edge beside the secondary
/// while expanded, or a sheet UIKit presents while collapsed.
public enum SplitInspectorState: String, Sendable, Equatable, CaseIterable {
    /// Not shown: the initial state, and after `hide(.inspector)`.
    case hidden
    /// Shown as a column beside the secondary (expanded).
    case column
    /// Shown, presented as a sheet (collapsed).
    case sheet

    /// Whether the inspector is shown, as a column or as a sheet: `isShowing(.inspector)`.
    public var isShown: Bool { self != .hidden }
}

/// `UISplitViewController.LayoutEnvironment` (iOS 26): the trait a split view controller gives its
/// descendants, `splitViewControllerLayoutEnvironment` (split view rules 12). `none` is outside any
/// split view controller.
public enum SplitLayoutEnvironment: String, Sendable, Equatable, CaseIterable {
    case none
    case expanded
    case collapsed
}
