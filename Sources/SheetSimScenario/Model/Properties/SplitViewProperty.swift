import SheetSim

/// What a split view controller's `set PROPERTY = VALUE` line can name: `UISplitViewController`'s
/// properties, then what its delegate answers, named for the delegate method.
///
/// The parser reads each case in an exhaustive switch, and the completion grammar lists the cases.
public enum SplitViewProperty: String, CaseIterable, Sendable {
    /// The controller has a `delegate`.
    case hasDelegate
    /// `preferredDisplayMode`.
    case preferredDisplayMode
    /// `preferredSplitBehavior`.
    case preferredSplitBehavior
    /// `presentsWithGesture`.
    case presentsWithGesture
    /// `showsSecondaryOnlyButton`.
    case showsSecondaryOnlyButton
    /// `displayModeButtonVisibility`.
    case displayModeButtonVisibility
    /// `primaryEdge`.
    case primaryEdge
    /// `preferredPrimaryColumnWidthFraction`.
    case preferredPrimaryColumnWidthFraction
    /// `preferredPrimaryColumnWidth`.
    case preferredPrimaryColumnWidth
    /// `minimumPrimaryColumnWidth`.
    case minimumPrimaryColumnWidth
    /// `maximumPrimaryColumnWidth`.
    case maximumPrimaryColumnWidth
    /// `preferredSupplementaryColumnWidthFraction`.
    case preferredSupplementaryColumnWidthFraction
    /// `preferredSupplementaryColumnWidth`.
    case preferredSupplementaryColumnWidth
    /// `minimumSupplementaryColumnWidth`.
    case minimumSupplementaryColumnWidth
    /// `maximumSupplementaryColumnWidth`.
    case maximumSupplementaryColumnWidth
    /// `preferredInspectorColumnWidthFraction` (iOS 26).
    case preferredInspectorColumnWidthFraction
    /// `preferredInspectorColumnWidth` (iOS 26).
    case preferredInspectorColumnWidth
    /// `minimumInspectorColumnWidth` (iOS 26).
    case minimumInspectorColumnWidth
    /// `maximumInspectorColumnWidth` (iOS 26).
    case maximumInspectorColumnWidth
    /// The delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    case topColumnForCollapsing
    /// The delegate's `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    case displayModeForExpanding
    /// The delegate's `splitViewController(_:collapseSecondary:onto:)`.
    case collapseSecondary
    /// The delegate's `primaryViewController(forCollapsing:)`.
    case primaryViewControllerForCollapsing
    /// The delegate's `primaryViewController(forExpanding:)`.
    case primaryViewControllerForExpanding
    /// The delegate's `splitViewController(_:separateSecondaryFrom:)`.
    case separateSecondary
    /// The delegate's `targetDisplayModeForAction(in:)`.
    case targetDisplayModeForAction
    /// The delegate's `splitViewController(_:showDetail:sender:)`.
    case showDetail
    /// The delegate's `splitViewController(_:show:sender:)`.
    case show

    /// Which form of split view controller reads the property.
    public enum Availability: Sendable {
        /// Both forms.
        case everyStyle
        /// Only the column style (iOS 14): a classic controller ignores it (split view rules 2.2).
        case columnStyle
        /// Only the classic form calls it (split view rules 4.2, 4.3, 3.4).
        case classic
    }

    /// Whether a split view controller of `style` reads the property.
    public func isRead(by style: SplitViewStyle) -> Bool {
        switch availability {
        case .everyStyle: return true
        case .columnStyle: return style != .unspecified
        case .classic: return style == .unspecified
        }
    }

    /// Which form of split view controller reads the property.
    public var availability: Availability {
        switch self {
        case .hasDelegate, .preferredDisplayMode, .presentsWithGesture, .primaryEdge,
             .preferredPrimaryColumnWidthFraction, .preferredPrimaryColumnWidth, .minimumPrimaryColumnWidth,
             .maximumPrimaryColumnWidth, .showDetail, .show:
            .everyStyle
        case .preferredSplitBehavior, .showsSecondaryOnlyButton, .displayModeButtonVisibility,
             .preferredSupplementaryColumnWidthFraction, .preferredSupplementaryColumnWidth,
             .minimumSupplementaryColumnWidth, .maximumSupplementaryColumnWidth,
             .preferredInspectorColumnWidthFraction, .preferredInspectorColumnWidth,
             .minimumInspectorColumnWidth, .maximumInspectorColumnWidth,
             .topColumnForCollapsing, .displayModeForExpanding:
            .columnStyle
        case .collapseSecondary, .primaryViewControllerForCollapsing, .primaryViewControllerForExpanding,
             .separateSecondary, .targetDisplayModeForAction:
            .classic
        }
    }
}
