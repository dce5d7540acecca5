/// Where the user's taps on a split view controller lead (split view rules 3.4, 8): the
/// display-mode button, the secondary-only button and the dimmed secondary. Pure functions, so the
/// tables can be checked row by row.
public enum SplitViewButtons {
    /// The column-style display-mode button's destination from `mode` under `behavior`, or nil where
    /// the button does not show (split view rules 8, DOC [S6]):
    ///
    /// | behaviour | shown | goes |
    /// |---|---|---|
    /// | tile, double column | always | `secondaryOnly` ↔ `oneBesideSecondary` |
    /// | tile, triple column | not in `secondaryOnly` | `oneBesideSecondary` ↔ `twoBesideSecondary` |
    /// | overlay | not in `twoOverSecondary` | `secondaryOnly` → `oneOverSecondary` → `twoOverSecondary` |
    /// | displace, triple column | in `oneBesideSecondary` | → `twoDisplaceSecondary` |
    ///
    /// The `two…` modes exist for triple column only (split view rules 3.1), so the table's last two
    /// rows need a double-column reading. Under overlay there is no `twoOverSecondary`; from
    /// `oneOverSecondary` the button closes to `secondaryOnly`. Under displace there is no
    /// `twoDisplaceSecondary`; the button toggles `secondaryOnly` ↔ `oneBesideSecondary`, as under
    /// tile, the two modes displace shares with tile (GUESS for both: the documentation does not say).
    public static func displayModeButtonTarget(style: SplitViewStyle, mode: SplitDisplayMode, behavior: SplitBehavior) -> SplitDisplayMode? {
        let triple = style == .tripleColumn
        switch (behavior, mode) {
        case (.tile, .secondaryOnly): return triple ? nil : .oneBesideSecondary
        case (.tile, .oneBesideSecondary): return triple ? .twoBesideSecondary : .secondaryOnly
        case (.tile, .twoBesideSecondary): return .oneBesideSecondary
        case (.overlay, .secondaryOnly): return .oneOverSecondary
        case (.overlay, .oneOverSecondary): return triple ? .twoOverSecondary : .secondaryOnly
        case (.displace, .secondaryOnly): return triple ? nil : .oneBesideSecondary
        case (.displace, .oneBesideSecondary): return triple ? .twoDisplaceSecondary : .secondaryOnly
        default: return nil
        }
    }

    /// Whether the column-style display-mode button shows now (split view rules 2.2, 8): never while
    /// collapsed, never with `.never`, not with `.automatic` when `presentsWithGesture` is false, and
    /// even with `.always` only in the modes of the table above.
    public static func showsDisplayModeButton(style: SplitViewStyle, configuration: SplitViewConfiguration, mode: SplitDisplayMode,
                                              behavior: SplitBehavior, isCollapsed: Bool) -> Bool {
        guard style.isColumnStyle, !isCollapsed else { return false }
        switch configuration.displayModeButtonVisibility {
        case .never: return false
        case .automatic where !configuration.presentsWithGesture: return false
        default: return displayModeButtonTarget(style: style, mode: mode, behavior: behavior) != nil
        }
    }

    /// Classic: where the button and the gesture lead from `mode` when `targetDisplayModeForAction(in:)`
    /// answers `answer` (split view rules 3.4): `.automatic` leaves it to UIKit's heuristics
    /// (``classicTarget(from:wide:)``); a `two…` answer, which a classic controller does not have
    /// (section 3.1), is taken as its `one…` form. The button hides where this is `mode`: it would do
    /// nothing (DOC [S2]).
    public static func classicTarget(answer: SplitDisplayMode, from mode: SplitDisplayMode, wide: Bool) -> SplitDisplayMode {
        let target = answer == .automatic ? classicTarget(from: mode, wide: wide) : answer
        guard target.sidebarCount > 1 else { return target }
        return target.isOverlay ? .oneOverSecondary : .oneBesideSecondary
    }

    /// Classic: the mode UIKit's heuristics pick for the button and the gesture when
    /// `targetDisplayModeForAction(in:)` answers `.automatic` (split view rules 3.4): from
    /// `primaryHidden` the primary comes back beside the secondary in a wide window and over it in a
    /// narrow one; from either of those it hides again.
    public static func classicTarget(from mode: SplitDisplayMode, wide: Bool) -> SplitDisplayMode {
        switch mode {
        case .secondaryOnly, .automatic: return wide ? .oneBesideSecondary : .oneOverSecondary
        default: return .secondaryOnly
        }
    }

    /// Where a tap on the dimmed secondary leads (split view rules 8, DOC [S5]), or nil where the
    /// secondary is not dimmed and the tap reaches its content.
    public static func dimmedSecondaryTapTarget(_ mode: SplitDisplayMode) -> SplitDisplayMode? {
        switch mode {
        case .oneOverSecondary, .twoOverSecondary: return .secondaryOnly
        case .twoDisplaceSecondary: return .oneBesideSecondary
        default: return nil
        }
    }

    /// Whether the secondary-only button shows: triple column, `showsSecondaryOnlyButton`, expanded
    /// (split view rules 2.2, 8).
    public static func showsSecondaryOnlyButton(style: SplitViewStyle, configuration: SplitViewConfiguration, isCollapsed: Bool) -> Bool {
        style == .tripleColumn && configuration.showsSecondaryOnlyButton && !isCollapsed
    }
}
