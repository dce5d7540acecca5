import SheetSim

/// Parses `sheetsim`'s arguments and dispatches to a command.
public enum CommandLineTool {
    /// Runs a command line (without the program name) and returns its exit status, having
    /// written its output.
    public static func main(_ arguments: [String]) -> Int32 {
        let output = execute(arguments)
        SystemIO.standardOutput(output.standardOutput)
        SystemIO.standardError(output.standardError)
        return output.exitCode.rawValue
    }

    /// Runs a command line and returns what it produced, without writing it: what tests call.
    public static func execute(_ arguments: [String]) -> CommandOutput {
        guard let command = arguments.first else {
            return CommandOutput(standardOutput: Help.overview)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "demo":
            return DemoCommand.run()
        case "help", "--help", "-h":
            return CommandOutput(standardOutput: Help.overview)
        default:
            return CommandOutput(standardError: "sheetsim: error: unknown command '\(command)'\n" + Help.usageLine, exitCode: .usage)
        }
        _ = rest
    }
}

enum Help {
    static let usageLine = "usage: sheetsim <command> [options]; see 'sheetsim --help'\n"
    static let overview = """
    sheetsim: a deterministic simulator of iOS sheet presentation (UISheetPresentationController, iOS 15-18)

    USAGE: sheetsim <command> [options]

    COMMANDS:
      demo      print the callback log of a built-in interaction

    """
}
