import SheetSim

extension ScenarioParser {
    // MARK: transitionCoordinator [of "name"] in MOMENT animateAlongside|notifyWhenInteractionChanges …

    /// A standing registration on a controller's transition coordinator. The name is not declared
    /// here: one no line declares or presents can never have a coordinator, which the file's
    /// check reports (``receiverDiagnostics(_:)``).
    mutating func transitionCoordinator(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        var controller = configuredController
        var nameLocation: SourceLocation?
        if c.accept("of") {
            let token = try c.string("a controller name")
            controller = token.stringValue!
            nameLocation = token.location
        }
        try c.expectWord("in")
        let moment = TransitionCoordinatorMoment(rawValue: try c.choice(.coordinatorMoment))!
        var blocks: TransitionCoordinatorBlocks = []
        repeat {
            let word = try c.choice(.coordinatorMethod)
            blocks.insert(TransitionCoordinatorBlocks.all.first { $0.word == word }!.blocks)
        } while !c.isAtEnd
        return .transitionCoordinator(TransitionCoordinatorRule(controller: controller, moment: moment, blocks: blocks),
                                      nameLocation: nameLocation)
    }
}
