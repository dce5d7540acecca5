/// One column's width settings: UIKit's four properties per column (split view rules 2.2). `nil`
/// is `UISplitViewControllerAutomaticDimension`.
public struct ColumnWidthSettings: Hashable, Sendable {
    /// `preferredPrimaryColumnWidthFraction` (0…1 of the split view's width).
    public var preferredFraction: Double?
    /// `preferredPrimaryColumnWidth` (iOS 14): takes precedence over the fraction.
    public var preferredWidth: Double?
    /// `minimumPrimaryColumnWidth` (automatic: 0 pt).
    public var minimum: Double?
    /// `maximumPrimaryColumnWidth` (automatic: ``UIKitMetrics/splitViewAutomaticMaximumColumnWidth``).
    public var maximum: Double?

    public init(preferredFraction: Double? = nil, preferredWidth: Double? = nil, minimum: Double? = nil, maximum: Double? = nil) {
        self.preferredFraction = preferredFraction
        self.preferredWidth = preferredWidth
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// What the delegate's `splitViewController(_:separateSecondaryFrom:)` does (classic, split view
/// rules 4.3).
public enum SeparateSecondaryAnswer: Hashable, Sendable {
    /// Returns nil: UIKit asks the primary's `separateSecondaryViewController(for:)`.
    case none
    /// Returns this controller as the new secondary.
    case controller(String)
    /// The workaround of split view quirk 1: resets the primary navigation controller's stack to its
    /// root, then returns nil.
    case resetPrimaryStack
}

/// A `UISplitViewController`'s settings, under UIKit's names, with UIKit's defaults (split view
/// rules 2.2), and what its delegate answers.
///
/// A delegate (``hasDelegate``) is taken to implement every delegate method of its form (column
/// style or classic); each question is logged with the answer below, whose default is what UIKit
/// does for a delegate that does not implement the method (the proposed column, the proposed
/// display mode, `false`, `nil`, `.automatic`).
public struct SplitViewConfiguration: Hashable, Sendable {
    /// `preferredDisplayMode`.
    public var preferredDisplayMode: SplitDisplayMode = .automatic
    /// `preferredSplitBehavior` (column style).
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// `presentsWithGesture`: the sidebar gesture and (with automatic visibility) the display-mode
    /// button; false also makes `preferredDisplayMode` strictly respected.
    public var presentsWithGesture = true
    /// `showsSecondaryOnlyButton` (triple column only).
    public var showsSecondaryOnlyButton = false
    /// `displayModeButtonVisibility` (column style).
    public var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// `primaryEdge`.
    public var primaryEdge: SplitPrimaryEdge = .leading
    /// The primary column's width settings.
    public var primaryColumnWidth = ColumnWidthSettings()
    /// The supplementary column's width settings (triple column).
    public var supplementaryColumnWidth = ColumnWidthSettings()
    /// The inspector column's width settings (iOS 26: `preferredInspectorColumnWidth`,
    /// `preferredInspectorColumnWidthFraction`, `minimumInspectorColumnWidth`,
    /// `maximumInspectorColumnWidth`); automatic values come from ``UIKitMetrics`` (unpublished).
    public var inspectorColumnWidth = ColumnWidthSettings()

    // MARK: The delegate

    /// Whether the split view controller has a delegate; without one, no delegate calls are logged
    /// and UIKit's defaults apply.
    public var hasDelegate = true
    /// What `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` returns; nil
    /// returns the proposed column.
    public var topColumnForCollapsing: SplitViewColumn?
    /// What `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` returns;
    /// `.automatic` returns the proposed mode.
    public var displayModeForExpanding: SplitDisplayMode = .automatic
    /// What `splitViewController(_:collapseSecondary:onto:)` returns (classic): true discards the
    /// secondary.
    public var collapseSecondary = false
    /// What `primaryViewController(forCollapsing:)` returns (classic); nil keeps the primary.
    public var primaryViewControllerForCollapsing: String?
    /// What `primaryViewController(forExpanding:)` returns (classic); nil keeps the primary.
    public var primaryViewControllerForExpanding: String?
    /// What `splitViewController(_:separateSecondaryFrom:)` does (classic).
    public var separateSecondary: SeparateSecondaryAnswer = .none
    /// What `targetDisplayModeForAction(in:)` returns (classic); `.automatic` leaves it to UIKit.
    public var targetDisplayModeForAction: SplitDisplayMode = .automatic
    /// What `splitViewController(_:showDetail:sender:)` returns: true means the delegate handled it.
    public var showDetail = false
    /// What `splitViewController(_:show:sender:)` returns.
    public var show = false

    public init() {}
}

/// Where the split view controller is: its size and size classes, as its display mode depends on
/// them (split view rules 3.3).
public struct SplitViewEnvironment: Hashable, Sendable {
    /// The split view controller's view size.
    public var size: Size
    /// Its horizontal size class (compact collapses it).
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var idiom: UserInterfaceIdiom

    public init(size: Size, horizontalSizeClass: UserInterfaceSizeClass, idiom: UserInterfaceIdiom) {
        self.size = size
        self.horizontalSizeClass = horizontalSizeClass
        self.idiom = idiom
    }
}
