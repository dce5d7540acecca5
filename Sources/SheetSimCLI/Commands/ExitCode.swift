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
    /// Files to write besides the streams (`run --timeline`'s picture). Commands stay pure — tests
    /// read the contents here — and ``CommandLineTool/main(_:)`` writes them, before stdout.
    public var files: [OutputFile] = []

    public init(standardOutput: String = "", standardError: String = "", exitCode: ExitCode = .success,
                files: [OutputFile] = []) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
        self.files = files
    }
}

/// A whole file a command produced, written atomically by the executable.
public struct OutputFile: Equatable, Sendable {
    public var path: String
    public var contents: String
    /// What the file is, for the stderr line that reports it: `wrote timeline out.svg`.
    public var what: String

    public init(path: String, contents: String, what: String = "file") {
        self.path = path
        self.contents = contents
        self.what = what
    }
}
