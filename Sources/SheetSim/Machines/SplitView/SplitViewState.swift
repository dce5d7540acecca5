/// Where a split view controller is, as one value: expanded at rest, in an animated or
/// interactive display-mode change, collapsed, or in the middle of a collapse or expand waiting for
/// its delegate.
public enum SplitViewState: Sendable, Equatable {
    /// Expanded, showing a display mode, nothing moving.
    case expanded(SplitDisplayMode)
    /// Expanded; an animated display-mode change runs to its end.
    case changingDisplayMode(SplitDisplayModeChange)
    /// The sidebar gesture: a finger at the primary edge that has not moved yet.
    case gestureTouched(SplitGesture)
    /// The gesture moves a display-mode change with the finger.
    case changingInteractively(SplitDisplayModeChange, SplitGesture)
    /// The finger lifted; the change animates to its end, completing or cancelled.
    case finishingGesture(SplitDisplayModeChange, completes: Bool)
    /// Classic: a user action waits for `targetDisplayModeForAction(in:)`.
    case askingTarget(SplitUserAction, from: SplitDisplayMode)
    /// Collapsed into one column (`compact` for the compact column's controller). Classic:
    /// `secondary` is the secondary the collapse took out of `viewControllers`, which comes back
    /// at the expand when neither the delegate nor the primary gives another (split view rules
    /// 4.3, GUESS).
    case collapsed(top: SplitViewColumn, secondary: String? = nil)
    /// A collapse on its way (split view rules 4.2, 4.4).
    case collapsing(SplitCollapseStep)
    /// An expand on its way (split view rules 4.3, 4.5).
    case expanding(SplitExpandStep)

    /// The display mode while expanded and at rest, if so.
    public var restingMode: SplitDisplayMode? {
        if case .expanded(let mode) = self { return mode }
        return nil
    }
}

/// One change of display mode: from, to, and how.
public struct SplitDisplayModeChange: Sendable, Equatable {
    public var from: SplitDisplayMode
    public var to: SplitDisplayMode
    public var animated: Bool
    /// The completion's token (a later change supersedes it).
    public var token: Int
    /// Whether the system made the change (a user action, a rotation) and told the delegate
    /// `willShow`/`willHide`: its end then tells `didShow`/`didHide` (iOS 26, split view rules 12).
    public var toldColumns = false
}

/// The sidebar gesture's touches.
public struct SplitGesture: Sendable, Equatable {
    public var start: TouchSample
    public var samples: [TouchSample]
    /// The width of the column the gesture shows or hides: its full travel.
    public var width: Double

    /// How far the finger has moved toward opening (negative: toward closing).
    public var translation: Double { (samples.last?.location.x ?? start.location.x) - start.location.x }
}

/// The steps of a collapse: the delegate's answers arrive one at a time.
public enum SplitCollapseStep: Sendable, Equatable {
    /// Column style: asked for the top column.
    case askingTopColumn(from: SplitDisplayMode, entering: Bool)
    /// Classic: asked `primaryViewController(forCollapsing:)`.
    case askingPrimary(from: SplitDisplayMode, entering: Bool)
    /// Classic: asked `collapseSecondary:onto:`, with the primary that will hold it.
    case askingCollapseSecondary(from: SplitDisplayMode, entering: Bool, primary: SplitColumnContent)
    /// The children are rebuilt with `top` on top; `isCollapsed` is set next. Classic:
    /// `secondary` is the secondary taken out of `viewControllers`.
    case committing(top: SplitViewColumn, entering: Bool, secondary: String? = nil)
}

/// The steps of an expand.
public enum SplitExpandStep: Sendable, Equatable {
    /// Column style: asked for the display mode.
    case askingDisplayMode(top: SplitViewColumn)
    /// Classic: asked `primaryViewController(forExpanding:)`; `secondary` is the one the
    /// collapse took away.
    case askingPrimary(top: SplitViewColumn, secondary: String?)
    /// Classic: the separation of the secondary is running (asked `separateSecondaryFrom:`).
    case separating(top: SplitViewColumn, secondary: String?)
    /// The children are rebuilt for `mode`; `isCollapsed` is cleared next.
    case committing(mode: SplitDisplayMode)
}
