// The names these types had before the simulator ran more than sheets. Kept so code written
// against them still builds, with a fix-it to the new name.

/// The simulator, under its old name.
@available(*, deprecated, renamed: "Simulator")
public typealias SheetSimulator = Simulator

/// UIKit's numbers, under their old name.
@available(*, deprecated, renamed: "UIKitMetrics")
public typealias SheetMetrics = UIKitMetrics
