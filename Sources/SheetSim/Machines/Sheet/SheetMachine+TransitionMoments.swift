extension SheetMachine {
    // MARK: The transition coordinator's moments (SheetRules 4.5)

    /// Appends `moment` to `actions` when the engine wants the transition's moments: only while
    /// someone may have registered on the transition coordinator, so a run with no registration
    /// gets exactly the actions it always got.
    @inline(__always)
    func report(_ moment: TransitionMoment, to actions: inout [SheetAction]) {
        if surroundings.reportsTransitionMoments { actions.append(.engine(.transitionMoment(moment))) }
    }

    /// Appends the transition's end right after the presentation controller's DidEnd, when
    /// ``BehaviorOptions/coordinatorCompletionOrder`` puts the completion blocks there.
    func reportEndAfterTransitionDidEnd(cancelled: Bool, to actions: inout [SheetAction]) {
        if options.coordinatorCompletionOrder == .afterTransitionDidEnd { report(.ended(cancelled: cancelled), to: &actions) }
    }

    /// Appends the transition's end after the callbacks that end it, when
    /// ``BehaviorOptions/coordinatorCompletionOrder`` puts the completion blocks there.
    func reportEndAfterAppearanceCallbacks(cancelled: Bool, to actions: inout [SheetAction]) {
        if options.coordinatorCompletionOrder == .afterAppearanceCallbacks { report(.ended(cancelled: cancelled), to: &actions) }
    }
}
