import SheetSim
import SheetSimScenario

extension REPLSession {
    /// `diff os 26`, `diff option NAME = VALUE`, `diff metric NAME = VALUE`: the session so far
    /// (A) against the same lines run again with that setting in place of the session's own (B),
    /// reported as `sheetsim diff` reports two runs. The session itself is not changed: both
    /// runs are replays of its lines, which the simulator's determinism makes the session.
    mutating func diff(_ argument: (text: String, column: Int)?) -> REPLOutput {
        let example = "e.g. 'diff os 26', 'diff option detentChangeTiming = afterSettle' or 'diff metric floatingSheetSideInset = 12pt'"
        guard let argument else {
            return error(.invalidDiffSetting, "diff needs the setting to compare the session with", column: 6, hint: example)
        }
        // The command line's spelling is taken too: `diff --os 26`, `diff --option NAME=VALUE`.
        var text = Substring(argument.text)
        if text.hasPrefix("--") {
            text = text.dropFirst(2)
            if let equals = text.firstIndex(of: "="), !text[..<equals].contains(" ") {
                text = text[..<equals] + " " + text[text.index(after: equals)...]
            }
        }
        let words = text.split(separator: " ", maxSplits: 1)
        guard let word = words.first.map(String.init), ["os", "option", "metric"].contains(word), words.count == 2 else {
            return error(.invalidDiffSetting, "diff takes one os, option or metric line, not '\(argument.text)'", column: argument.column, hint: example)
        }
        let label = "this session" + (os.map { " (os \($0.versionText))" } ?? "")
        let sides: (DiffSide, DiffSide)
        switch DiffCommand.makeSides([("--" + word, String(words[1]))], oneSidedLabel: label) {
        case .failure(let problem): return error(.invalidDiffSetting, problem.message, column: argument.column, hint: example)
        case .success(let made): sides = made
        }
        var parser = makeParser()
        var commands: [Located<ScenarioCommand>] = []
        for (index, text) in recorded.enumerated() {
            switch parser.parseLine(SourceLine(number: index + 1, text: Substring(text)), file: Self.fileName) {
            case .command(let command): commands.append(command)
            case .commands(let included): commands += included
            case .nothing, .failure: break
            }
        }
        let (device, os, limits) = (device, os, runLimits)
        let output = DiffCommand.compare(commands, sides: sides, hidesLayout: hidesLayout, name: "this session", sources: [:], command: "repl",
                                         makeSession: {
                                             var session = Self.newScenario(device: device, os: os)
                                             session.runLimits = limits
                                             return session
                                         })
        return REPLOutput(standardOutput: output.standardOutput, standardError: output.standardError)
    }
}
