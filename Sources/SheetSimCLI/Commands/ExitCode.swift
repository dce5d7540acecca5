/// `sheetsim`'s exit statuses, the same for every command.
public enum ExitCode: Int32, Sendable {
    /// Everything ran and every expectation held.
    case success = 0
    /// A scenario's expectation failed, or the fuzzer found a violation.
    case failure = 1
    /// Bad input: unknown command or option, a file that does not parse, an unreadable file.
    case usage = 2
}

/// What a command produced. Commands build their output in memory and the executable writes it
/// at the end, so an error never leaves half-written output behind.
public struct CommandOutput: Error, Sendable, Equatable {
    public var standardOutput = ""
    public var standardError = ""
    public var exitCode: ExitCode = .success

    public init(standardOutput: String = "", standardError: String = "", exitCode: ExitCode = .success) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
}
