/// Something done to the simulation from outside, other than a touch (touches are
/// ``TouchRecord``s): the keyboard, the device's orientation. A picture marks each one on its time
/// axis, so a jump of the sheet lines up with what caused it.
public struct InputRecord: Hashable, Sendable {
    /// What was done. A new kind of input (a window resize, a split view column change) is one
    /// case here and one line in the simulator action that takes it.
    public enum Input: Hashable, Sendable {
        /// The software keyboard appeared for the front sheet (SheetRules 3, "Keyboard"), over `duration`.
        case keyboardShown(height: Double, duration: SimDuration)
        /// The software keyboard went away, over `duration`.
        case keyboardHidden(duration: SimDuration)
        /// The device turned to `orientation` (SheetRules 2.5).
        case rotated(to: Orientation)
        /// The app's iPad window changed (a Split View side, Slide Over, any width), `size` wide and high.
        case windowChanged(to: AppWindow, size: Size)
        /// The user tapped part of a split view controller: `secondary`, `displayModeButton` or
        /// `secondaryOnlyButton` (split view rules 8).
        case splitViewTapped(split: String, target: String)
        /// The user dragged a split view controller's sidebar edge (split view rules 8).
        case sidebarDragged(split: String, distance: Double, duration: SimDuration)
    }

    public var time: SimInstant
    public var input: Input

    public init(time: SimInstant, input: Input) {
        self.time = time
        self.input = input
    }
}
