/// The `repl_commands_per_second` figure of `sheetsim bench`: REPL lines through ``REPLSession``
/// in process (parsing, running, formatting the output), no terminal or pipe involved.
enum REPLBench {
    /// The cycle fed in order, over and over: a present, a settle, a dismiss, a settle, so every
    /// line does real work and the session never errors.
    static let cycle = ["present", "wait until settled", "dismiss", "wait until settled"]

    /// Feeds `commands` lines and returns lines per second, measured (never asserted).
    static func commandsPerSecond(commands: Int) -> BenchFigure {
        guard commands > 0 else { return .unavailable("no commands") }
        var session = REPLSession()
        var bytes = 0
        let start = SystemIO.monotonicNanoseconds()
        for index in 0..<commands {
            let output = session.handle(line: cycle[index % cycle.count])
            bytes &+= output.standardOutput.utf8.count &+ output.standardError.utf8.count
        }
        let seconds = Double(SystemIO.monotonicNanoseconds() - start) / 1e9
        guard session.errorCount == 0, bytes > 0, seconds > 0 else { return .unavailable("the REPL session reported errors") }
        return .value(Double(commands) / seconds, decimals: 0)
    }
}
