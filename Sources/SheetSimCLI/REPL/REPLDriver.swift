import SheetSimScenario

/// The loop around a ``REPLSession``: reads lines from a source, hands them (and the lines of any
/// file they load) to the session, writes what each produced as it comes, and closes the session
/// at the end. The same loop serves the terminal, a pipe and in-process callers; only the line
/// source and the writer differ. A class, so the line editor's completion asks the live session.
final class REPLDriver {
    var session: REPLSession
    /// Any error ends the session at once (exit status 2).
    let strict: Bool
    let write: (REPLOutput) -> Void

    /// What Ctrl-C on an empty line says: it never quits.
    static let quitHint = "(to quit, type quit or press Ctrl-D)\n"
    static let prompt = "sheetsim> "
    static let continuationPrompt = "     ...> "

    init(session: REPLSession, strict: Bool, write: @escaping (REPLOutput) -> Void) {
        self.session = session
        self.strict = strict
        self.write = write
    }

    /// Runs `file` first (if any), then every line `read` gives until the end of input, `quit`,
    /// or (with `strict`) an error; returns the exit status.
    func run(file: String?, read: (_ prompt: String) -> LineInput) -> ExitCode {
        var going = true
        if let file {
            session.name = file
            going = deliver(session.load(file)) && runPendingLines()
        }
        while going {
            switch read(session.isInsideBlock ? Self.continuationPrompt : Self.prompt) {
            case .end:
                going = false
            case .interrupt(let abandoned):
                // Ctrl-C cancels an open block; on an empty line it says how to quit instead.
                if session.isInsideBlock {
                    write(session.cancelBlock())
                } else if abandoned.isEmpty {
                    write(REPLOutput(standardOutput: Self.quitHint))
                }
            case .line(let line):
                going = deliver(session.handle(line: line)) && runPendingLines()
            case .tooLong(let count):
                going = deliver(session.skipLine(of: count))
            }
        }
        let end = session.finish(strict: strict)
        write(end.output)
        return end.exitCode
    }

    /// Writes one line's output; false when the session must stop.
    func deliver(_ output: REPLOutput) -> Bool {
        write(output)
        if strict && !output.standardError.isEmpty { return false }
        return !output.quit
    }

    /// The lines `load` queued, each delivered as it runs.
    func runPendingLines() -> Bool {
        while let output = session.runPendingLine() {
            guard deliver(output) else { return false }
        }
        return true
    }
}
