import SheetSim

/// What the split view invariants need to know about a split view controller at one instant.
public struct SplitViewObservation: Hashable, Sendable {
    public var name: String
    public var style: SplitViewStyle
    public var isCollapsed: Bool
    public var displayMode: SplitDisplayMode
    /// Whether its horizontal size class is compact, which collapses it (split view rules 4.1).
    public var isHorizontallyCompact: Bool

    public init(name: String, style: SplitViewStyle, isCollapsed: Bool, displayMode: SplitDisplayMode, isHorizontallyCompact: Bool) {
        self.name = name
        self.style = style
        self.isCollapsed = isCollapsed
        self.displayMode = displayMode
        self.isHorizontallyCompact = isHorizontallyCompact
    }

    /// Reads a split view controller through the core's public API.
    public init(_ machine: borrowing SplitViewMachine) {
        self.init(name: machine.name, style: machine.style, isCollapsed: machine.isCollapsed, displayMode: machine.displayMode,
                  isHorizontallyCompact: machine.environment.horizontalSizeClass == .compact)
    }
}

extension InvariantChecker {
    /// The delegate methods only a column-style split view controller calls (split view rules
    /// 4.4, 4.5, 8: the iOS 14 API), and those only a classic one calls (4.2, 4.3, 3.4). Written
    /// out here rather than asked of the core, so the check does not trust what it checks.
    static func splitViewDelegateStyle(of callback: Callback) -> (columnStyle: Bool, classic: Bool)? {
        switch callback {
        case .splitViewControllerWillShow, .splitViewControllerWillHide, .splitViewControllerDidShow, .splitViewControllerDidHide,
             .splitViewControllerTopColumnForCollapsing,
             .splitViewControllerDisplayModeForExpanding, .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
             .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd:
            return (columnStyle: true, classic: false)
        case .primaryViewControllerForCollapsing, .splitViewControllerCollapseSecondary, .primaryViewControllerForExpanding,
             .splitViewControllerSeparateSecondaryFrom, .targetDisplayModeForAction:
            return (columnStyle: false, classic: true)
        default:
            return nil
        }
    }

    /// Checks one split view delegate entry: sent to a controller of the style that has the
    /// method, and `…DidCollapse` and `…DidExpand` taking turns (a collapse ends before the next
    /// expand can begin, split view rules 4.1).
    mutating func recordSplitViewDelegate(_ callback: Callback, of name: String, style: SplitViewStyle) -> (Invariant, String)? {
        if let styles = Self.splitViewDelegateStyle(of: callback) {
            if style.isColumnStyle && !styles.columnStyle {
                return (.splitViewDelegateMatchesStyle, "a classic-only delegate method sent to a column-style controller")
            }
            if !style.isColumnStyle && !styles.classic {
                return (.splitViewDelegateMatchesStyle, "a column-style delegate method sent to a classic controller")
            }
        }
        switch callback {
        case .splitViewControllerDidCollapse:
            defer { splitViewsCollapsed.insert(name) }
            if splitViewsCollapsed.contains(name) { return (.splitViewCollapseAndExpandTakeTurns, "DidCollapse while collapsed") }
        case .splitViewControllerDidExpand:
            defer { splitViewsCollapsed.remove(name) }
            if !splitViewsCollapsed.contains(name) { return (.splitViewCollapseAndExpandTakeTurns, "DidExpand while expanded") }
        default:
            break
        }
        return nil
    }

    /// Checks a split view controller's state after an event: while expanded its display mode is
    /// one its style has (the `two…` modes only for triple column, split view rules 3.1); once
    /// nothing is left to run, it is collapsed exactly when its width is compact (4.1).
    public mutating func check(_ split: SplitViewObservation, now: SimInstant, isIdle: Bool) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let columns = split.style == .tripleColumn ? 3 : 2
        if !split.isCollapsed, split.displayMode == .automatic || split.displayMode.sidebarCount >= columns {
            found.append(InvariantViolation(invariant: .splitViewModeFitsStyle, time: now,
                                            message: "\(split.name) (\(split.style.rawValue)) shows \(split.displayMode.rawValue)"))
        }
        if isIdle, split.isCollapsed != split.isHorizontallyCompact {
            found.append(InvariantViolation(invariant: .splitViewCollapsedWhenCompact, time: now,
                                            message: "\(split.name) is \(split.isCollapsed ? "collapsed" : "expanded") in a "
                                                + "\(split.isHorizontallyCompact ? "compact" : "regular") width with nothing left to run"))
        }
        return found
    }
}
