import Testing
@testable import SheetSim

/// Shared fixtures for the simulator-level tests (lifecycle ordering, behaviour, documentation).
///
/// Every test drives the public ``Simulator`` API and reads the log as text, so a failure
/// shows the callback sequence the way `sheetsim run` prints it.
enum SimFixture {
    /// iPhone 14 Pro (852 pt, safe 59/34): the worked example of SheetRules 2.1–2.2.
    /// Large: maximumDetentValue 749, top y = 852 − 34 − 749 = 69.
    static let largeTop = 69.0
    /// Medium: 749 × 0.56 = 419.44, top y = 852 − 34 − 419.44 = 398.56.
    static let mediumTop = 398.56
    /// The off-screen offset: the container's bottom.
    static let dismissedTop = 852.0

    /// A page sheet with [medium, large] and a visible grabber, resting at medium.
    static func mediumLarge() -> SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.prefersGrabberVisible = true
        return configuration
    }

    /// A simulator with `configuration` presented (animated) and settled, and the log length at
    /// that point, so a test can assert only what happens after.
    static func presented(_ configuration: SheetConfiguration = mediumLarge(), device: Device = .iPhone14Pro,
                          os: OSProfile = .default, options: BehaviorOptions = .reference) throws -> (Simulator, Int) {
        try presented(configuration, in: ScreenEnvironment(device: device), os: os, options: options)
    }

    /// The same in any environment (orientation, colour scheme, Reduce Motion, iPad window width).
    static func presented(_ configuration: SheetConfiguration, in environment: ScreenEnvironment,
                          os: OSProfile = .default, options: BehaviorOptions = .reference) throws -> (Simulator, Int) {
        var sim = Simulator(environment: environment, os: os, options: options)
        try sim.present("sheet", configuration: configuration, animated: true)
        sim.runUntilIdle()
        return (sim, sim.log.count)
    }
}

extension Simulator {
    /// The log without times from entry `start` on: `sheet.viewWillAppear(animated: true)`. Layout
    /// callbacks are left out, as `sheetsim run --hide layout` prints it; ``untimedLayout(from:)``
    /// keeps them.
    func untimed(from start: Int = 0) -> [String] {
        log[start...].filter { !$0.callback.callbackName.isLayout }.map { LogText.untimed($0) }
    }

    /// The log with times from entry `start` on: `400.000ms sheet.viewDidAppear(animated: true)`,
    /// without the layout callbacks.
    func timed(from start: Int = 0) -> [String] {
        log[start...].filter { !$0.callback.callbackName.isLayout }.map { LogText.line($0) }
    }

    /// The entries from log position `start` on, without the layout callbacks.
    func callbacks(from start: Int = 0) -> [LogEntry] {
        log[start...].filter { !$0.callback.callbackName.isLayout }
    }

    /// The whole log without times from entry `start` on, layout callbacks included.
    func untimedLayout(from start: Int = 0) -> [String] {
        log[start...].map { LogText.untimed($0) }
    }

    /// The front sheet's top y now (NaN when nothing is presented, so a comparison fails loudly).
    var topY: Double { state?.topY ?? .nan }
}

/// Whether `a` and `b` agree to within `tolerance` (for geometry computed in floating point).
func nearlyEqual(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    (a - b).magnitude <= tolerance
}

/// An instant `ms` milliseconds (and `us` microseconds) after the start, for timed assertions.
func at(ms: Int64, ns: Int64 = 0) -> SimInstant {
    SimInstant(nanosecondsSinceStart: ms * 1_000_000 + ns)
}
