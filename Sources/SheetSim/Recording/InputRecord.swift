/// Something done to the simulation from outside, other than a touch on a sheet (those are
/// ``TouchRecord``s): the keyboard, the device's orientation, the iPad window, a tap or a drag on a
/// split view controller. A picture marks each one on its time axis, so a jump of the sheet lines
/// up with what caused it.
///
/// A new kind of input is one line in the simulator method that takes it (its `recordInput`
/// call), and a picture labels it by its scenario line until the renderer learns a shorter label.
public struct InputRecord: Hashable, Sendable {
    public var time: SimInstant
    /// The action as the simulator carried it out, with what it chose filled in: the split view
    /// controller it found when none was named, the keyboard's animation duration when none was
    /// given (the `keyboardAnimationDuration` metric), a sidebar drag's motion as a distance over
    /// a duration.
    public var action: UserAction
    /// The window's size after a window change (``UserAction/setWindow(_:)``); nil for the
    /// other inputs.
    public var windowSize: Size?
    /// How long the window's transition ran after a rotation or a window change
    /// (``WindowTransition/duration``): a picture draws the span, over which the window moved. nil
    /// for the other inputs, and for a change that took no time.
    public var transitionDuration: SimDuration?

    /// An input at `time`.
    ///
    /// - Parameters:
    ///   - time: when it was done.
    ///   - action: the action as carried out.
    ///   - windowSize: the window's size after a window change.
    ///   - transitionDuration: how long the window's transition ran after a rotation or a window change.
    public init(time: SimInstant, action: UserAction, windowSize: Size? = nil, transitionDuration: SimDuration? = nil) {
        self.time = time
        self.action = action
        self.windowSize = windowSize
        self.transitionDuration = transitionDuration
    }
}
