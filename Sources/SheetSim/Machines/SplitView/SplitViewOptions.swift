extension BehaviorOptions {
    /// The column proposed to `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
    /// when no compact column is set (split view rules 4.4, U3).
    public enum SplitViewProposedTopColumn: String, Hashable, Sendable, CaseIterable {
        /// The secondary: the detail stays on top (one developer's note; the classic default shows the detail).
        case secondary
        /// The primary.
        case primary

        var column: SplitViewColumn { self == .secondary ? .secondary : .primary }
    }

    /// The display mode proposed to `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`
    /// (split view rules 4.5, U4).
    public enum SplitViewExpandProposal: String, Hashable, Sendable, CaseIterable {
        /// What the preferred mode (or `.automatic`) resolves to at the new size.
        case resolvedForNewSize
        /// The mode shown before the collapse.
        case lastExpandedMode
    }

    /// What `displayMode` reads while collapsed, when it has no visible effect (split view rules 3.3, U10).
    public enum SplitViewDisplayModeWhileCollapsed: String, Hashable, Sendable, CaseIterable {
        /// The mode shown before the collapse.
        case lastExpandedMode
        /// `secondaryOnly`.
        case secondaryOnly
    }

    /// The order of the delegate calls inside a column-style collapse or expand (split view rules
    /// 4.4, 4.5, U1).
    public enum SplitViewCollapseCallbackOrder: String, Hashable, Sendable, CaseIterable {
        /// Apple's topic order: `topColumnForCollapsing` (or `displayModeForExpanding`), then
        /// `willHide` (or `willShow`) per column, then `didCollapse` (or `didExpand`).
        case delegateTopicOrder
        /// The column calls first: `willHide`/`willShow`, then the question, then `did…`.
        case columnsFirst
    }

    /// What `.automatic` shows for a triple-column split view controller under the overlay
    /// behaviour (split view rules 3.3, U5).
    public enum SplitViewOverlayTripleColumnMode: String, Hashable, Sendable, CaseIterable {
        case secondaryOnly
        case oneOverSecondary
    }

    /// The size a split view controller gives its columns' controllers in
    /// `viewWillTransition(to:with:)` (container rules, "Sizes in a transition"; split view rules 5.1).
    public enum SplitViewChildTransitionSize: String, Hashable, Sendable, CaseIterable {
        /// Each column's own frame in the display mode the new size shows (GUESS, from the
        /// documented contract that a container tells each child its own size).
        case columnFrame
        /// The same, except that the secondary hears the width it has beside the shown sidebars
        /// even where they overlay it (OBS, iOS 9, radar 22885931: 703 × 768 in primaryOverlay).
        case tiledColumnWidth
    }

    /// Where the secondary-only button of a triple-column controller leads back to from
    /// `secondaryOnly` under the overlay behaviour, when no other mode was shown before (split
    /// view rules 8): the documentation says only that it toggles to and from `secondaryOnly`.
    public enum SplitViewSecondaryOnlyButtonOverlayMode: String, Hashable, Sendable, CaseIterable {
        /// Both sidebars over the secondary, as the button shows both beside it under tile.
        case twoOverSecondary
        /// The supplementary alone over the secondary.
        case oneOverSecondary

        var mode: SplitDisplayMode { self == .twoOverSecondary ? .twoOverSecondary : .oneOverSecondary }
    }

    /// `show(.secondary)` while expanded (split view rules 3.5, 10): the sources disagree.
    public enum SplitViewShowSecondaryWhenExpanded: String, Hashable, Sendable, CaseIterable {
        /// The current documentation: under displace, `twoDisplaceSecondary` becomes
        /// `oneBesideSecondary`, hiding the primary so the secondary is unobstructed.
        case documentation
        /// The iOS 14.5 header: ignored.
        case header
    }
}
