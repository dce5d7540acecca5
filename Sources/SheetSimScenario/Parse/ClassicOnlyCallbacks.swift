import SheetSim

extension CallbackName {
    /// For a split view method only the classic interface calls — a delegate method, or one it
    /// calls on its primary column's controller — what a column-style controller calls in its
    /// place, as a hint about the split view controller `controller`; nil for any other callback,
    /// or one sent to another role than `role`.
    ///
    /// UIKit documents the classic collapse and expand methods as applying to the classic
    /// interface only, and `targetDisplayModeForAction(in:)` as what the classic button and
    /// gesture ask (split view rules 3.4 and 4.4, DOC [S17]); the primary's
    /// `collapseSecondaryViewController(_:for:)` and `separateSecondaryViewController(for:)` are
    /// steps of the classic sequences (split view rules 4.2 and 4.3), where a column-style
    /// controller stacks and splits its columns' navigation controllers itself (4.4 and 4.5).
    /// `showDetail` and `show` are asked by both forms and are not listed.
    func columnStyleCounterpart(for controller: String, sentTo role: Receiver.Kind) -> String? {
        switch (self, role) {
        case (.collapseSecondaryViewController, .viewController):
            return "a column-style controller stacks its columns' navigation controllers itself when it collapses; "
                + "expect \(controller).delegate.splitViewControllerDidCollapse, or declare the controller classic"
        case (.separateSecondaryViewController, .viewController):
            return "a column-style controller splits the stacked navigation controller back into its columns itself when it expands; "
                + "expect \(controller).delegate.splitViewControllerDidExpand, or declare the controller classic"
        case (_, .delegate):
            break
        default:
            return nil
        }
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
