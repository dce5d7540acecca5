import SheetSim
import SheetSimScenario

/// `--max-events N` and `--max-busy-time DURATION`, which `run` and `repl` share: the
/// ``RunLimits`` of every run of the clock a scenario line makes.
enum RunLimitOptions {
    static let flags = ["--max-events", "--max-busy-time"]

    /// Whether `argument` is one of the flags, alone or with `=VALUE`.
    static func isFlag(_ argument: String) -> Bool {
        flags.contains { argument == $0 || argument.hasPrefix($0 + "=") }
    }

    /// Reads one flag's value into `limits`, or says what is wrong with it.
    ///
    /// - Parameters:
    ///   - flag: `--max-events` or `--max-busy-time` (without its value).
    ///   - value: the value written, nil when there was none.
    ///   - limits: the limits to change.
    static func apply(_ flag: String, _ value: String?, to limits: inout RunLimits) -> String? {
        switch flag {
        case "--max-events":
            guard let value, let events = Int(value), events >= 1 else {
                return "--max-events takes a whole number of events of at least 1, e.g. '--max-events \(RunLimits.standard.events * 2)'"
            }
            limits.events = events
        default:
            let example = "e.g. '--max-busy-time \(RunLimits.text(RunLimits.standard.busyTime * 2))'"
            guard let value, let tokens = try? Lexer.lex(value, file: flag, line: 1).tokens, tokens.count == 1,
                  let busy = try? tokens[0].duration(.positive), busy.nanoseconds > 0 else {
                return "--max-busy-time takes a duration longer than zero with its unit (s, ms or us), " + example
            }
            limits.busyTime = busy
        }
        return nil
    }
}
