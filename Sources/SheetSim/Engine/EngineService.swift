/// What the engine does for a machine that asks, whatever its kind: work on what the engine
/// keeps (the presentation stack, the controller tree, the timeline's notes) and on what no one
/// machine owns (what shows beneath a presentation, the appearance of a whole subtree).
///
/// The cases a container asks for are `indirect`: a machine's actions are made and read on every
/// event, and their size is their largest case's, which a sheet's actions should not pay for.
public enum EngineService: Sendable, Equatable {
    /// The presentation's dismissal finished: the machine leaves the presentation stack, and the
    /// presentation beneath it, if any, no longer presents a child.
    case leavePresentation
    /// A tap went through the presentation (an undimmed area, SheetRules 2.3) to what shows
    /// beneath it: the presentation below, or the window's content.
    case passTapThrough(Point)
    /// A finger lifted from a sheet, and where the release sends it: kept for timeline pictures
    /// (``SimulationRecording``), nothing to carry out.
    case noteRelease(ReleaseRecord)
    /// The presentation's transition reached `moment`: the engine runs the blocks the app
    /// registered on its transition coordinator. Sent only while someone may have registered.
    case transitionMoment(TransitionMoment)

    // MARK: A container's children changing without transitions

    /// The container's children are about to change without transitions of their own (a split
    /// view controller's collapse, expand or column change): the engine notes what is on screen
    /// under it, who holds whom, the traits and the navigation controllers' tops, for
    /// ``finishChildrenChange`` to compare against. A change already begun stays as it began.
    case beginChildrenChange
    /// The change since ``beginChildrenChange`` is done: the engine logs, all at this instant and
    /// not animated, what it did to the subtree (container rules 3).
    case finishChildrenChange

    // MARK: Work only the engine can do

    /// Declares `name` as `declaration` says (a navigation controller UIKit makes to wrap a
    /// column's controller, split view rules 2.2). A declaration the tree refuses refuses the call
    /// in code that led to it (``refuseCall(_:)``).
    indirect case declare(String, ControllerDeclaration)
    /// Presents `controller` modally from the front layer, with the default sheet configuration
    /// and animated (a collapsed split view controller with nowhere to push, split view rules
    /// 2.2). A presentation the simulator refuses refuses the call in code that led to it.
    indirect case present(String)
    /// Dismisses `controller`, presented in the front layer, animated (an inspector sheet a split
    /// view controller hides or takes back as a column, split view rules 12). Nothing happens if it
    /// is no longer presented there.
    indirect case dismissPresented(String)
    /// A tap reached `controller`'s content: the controller it shows there receives it.
    indirect case passTap(to: String, at: Point)
    /// The call in code that led here cannot be carried out: the simulator's method that made it
    /// throws `error` and undoes what the call did. A machine refuses before it changes anything.
    indirect case refuseCall(SimulationError)
}

/// What the engine keeps for the ``EngineService`` cases that span more than one action.
struct EngineServiceState {
    /// Children changes under way, by container: what was on screen when each began.
    var childrenChanges: [String: ChildrenSnapshot] = [:]
    /// Calls in code the machines refused while the current call ran (``EngineService/refuseCall(_:)``).
    var refusedCalls: [SimulationError] = []
}
