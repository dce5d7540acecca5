import SheetSim

/// `sheetsim demo`: a real run of the simulator on the interaction README's examples show —
/// present at medium, drag down past the smallest detent and let go so the dismissal cancels,
/// then dismiss in code. Shows SheetRules quirks 1, 2 and 4 in one log.
public enum DemoCommand {
    public static func run() -> CommandOutput {
        var simulator = Simulator(device: .iPhone14Pro)
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.selectedDetentIdentifier = .medium
        configuration.prefersGrabberVisible = true
        var out = "# sheetsim demo: \(simulator.environment), \(simulator.os)\n"
        out += "# present at medium; drag the grabber 120pt down over 600ms and let go; dismiss in code\n"
        do {
            try simulator.present("sheet", configuration: configuration, animated: true)
            simulator.runUntilIdle()
            try simulator.drag(.grabber, by: 120, duration: .milliseconds(600))
            simulator.runUntilIdle()
            try simulator.dismiss(animated: true)
            simulator.runUntilIdle()
        } catch {
            return CommandOutput(standardError: "sheetsim: error: \(error)\n", exitCode: .failure)
        }
        for entry in simulator.log { out += entry.description + "\n" }
        return CommandOutput(standardOutput: out)
    }
}
