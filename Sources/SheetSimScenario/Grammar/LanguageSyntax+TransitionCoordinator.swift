import SheetSim

extension LanguageSyntax {
    /// `transitionCoordinator [of "name"] in viewWillAppear|viewWillDisappear|presentationControllerWillDismiss
    /// animateAlongside|notifyWhenInteractionChanges …`: the app's code, run there, asks the
    /// controller for its `transitionCoordinator` and calls those methods on it.
    static let transitionCoordinatorCommand = CommandSyntax(.transitionCoordinator, .layout, .sequence([
        .optional(.sequence([.keyword("of"), .value(.controllerName)])),
        .keyword("in"), .words(.coordinatorMoment),
        .repeated(.words(.coordinatorMethod)),
    ]), note: "registers on the controller's transition coordinator there; UIKit's calls of the blocks are logged on NAME.transitionCoordinator")
}
