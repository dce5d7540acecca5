import SheetSim

extension CallbackName {
    /// For a split view delegate method only the classic interface calls, what a column-style
    /// controller calls in its place, as a hint about the split view controller `controller`; nil
    /// for any other callback.
    ///
    /// UIKit documents the classic collapse and expand methods as applying to the classic
    /// interface only, and `targetDisplayModeForAction(in:)` as what the classic button and
    /// gesture ask (split view rules 3.4 and 4.4, DOC [S17]). `showDetail` and `show` are asked by
    /// both forms and are not listed.
    func columnStyleCounterpart(for controller: String) -> String? {
        switch self {
        case .primaryViewControllerForCollapsing, .splitViewControllerCollapseSecondary:
            return "a column-style controller collapses with splitViewController(_:topColumnForCollapsingToProposedTopColumn:) and splitViewControllerDidCollapse(_:); "
                + "expect \(controller).delegate.splitViewControllerTopColumnForCollapsing, or declare the controller classic"
        case .primaryViewControllerForExpanding, .splitViewControllerSeparateSecondaryFrom:
            return "a column-style controller expands with splitViewController(_:displayModeForExpandingToProposedDisplayMode:) and splitViewControllerDidExpand(_:); "
                + "expect \(controller).delegate.splitViewControllerDisplayModeForExpanding, or declare the controller classic"
        case .targetDisplayModeForAction:
            return "a column-style controller picks the display mode for its button and gesture itself and tells splitViewController(_:willChangeTo:); "
                + "expect \(controller).delegate.splitViewControllerWillChangeTo, or declare the controller classic"
        default:
            return nil
        }
    }
}
