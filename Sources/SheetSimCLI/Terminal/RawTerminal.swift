#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The impure part: termios, signals, read(2)/write(2). Everything it decides is delegated to
// KeyDecoder, LineEditor and renderLine, so this file only moves bytes and terminal modes.
//
// Raw mode turns ISIG off: Ctrl-C then arrives as byte 3 and goes through the editor, which
// abandons the line and lets readLine restore the terminal on its normal path; Ctrl-Z arrives as
// byte 26 and suspends through the same path. Raw mode is on only inside readLine(); output the
// REPL prints between lines goes through a normal cooked terminal, where a Ctrl-C is a SIGINT
// that an interactive session catches (see TerminalSignals) instead of dying of it.

/// The termios to restore, reachable from a signal handler. Written only while
/// `rawModeActive` is 0, when the handlers do not touch it. First assigned before the
/// handlers are installed, so a handler never runs Swift's lazy global initialisation.
nonisolated(unsafe) private var savedTermios = termios()
/// 1 while the terminal is in raw mode, so the handlers and atexit restore only then.
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var handlersInstalled = false
/// Set by the SIGINT handler of an interactive session; read and cleared by the session.
nonisolated(unsafe) private var interruptPending: sig_atomic_t = 0
/// 1 once an interactive session catches SIGINT, so the restoring handler leaves it alone.
nonisolated(unsafe) private var interruptHandlerInstalled: sig_atomic_t = 0

/// Restores the saved mode. Only async-signal-safe calls (`tcsetattr`), so it serves the
/// signal handlers and `atexit` alike. Neither switch discards input (no `TCSAFLUSH`): lines
/// typed or pasted ahead while a command runs are the user's next lines.
private func restoreSavedTermios() {
    if rawModeActive != 0 {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios)
        rawModeActive = 0
    }
}

/// SIGTERM, SIGHUP and SIGQUIT: restore the terminal, then die of the same signal with the
/// default action, so the exit status still says what happened.
private func installHandlersOnce() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    let handler: @convention(c) (Int32) -> Void = { signo in
        if rawModeActive != 0 {
            // Leave the half-typed line so the shell prompt starts on a fresh one.
            var newline: (UInt8, UInt8) = (0x0D, 0x0A)
            _ = withUnsafeBytes(of: &newline) { write(STDOUT_FILENO, $0.baseAddress, 2) }
        }
        restoreSavedTermios()
        _ = signal(signo, SIG_DFL)
        _ = raise(signo)
    }
    for signo in [SIGTERM, SIGHUP, SIGQUIT] { _ = signal(signo, handler) }
    unblockSessionSignals()
    // Ctrl-C outside an interactive session (which catches it) still ends the process, but
    // never with the terminal left raw.
    if interruptHandlerInstalled == 0 { _ = signal(SIGINT, handler) }
    _ = atexit { restoreSavedTermios() }
}

/// A process may start with signals blocked (a parent's mask is inherited); the signals that end
/// or interrupt a session must arrive, or a SIGTERM would wait forever and a raw terminal stay raw.
private func unblockSessionSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for signo in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT] { sigaddset(&set, signo) }
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
}

/// SIGINT in an interactive session: Ctrl-C must clear the line or cancel a block, never quit.
enum TerminalSignals {
    /// From now on SIGINT only sets a flag, and interrupts a blocking read (no `SA_RESTART`), so
    /// a prompt reading in the terminal's own line mode (`TERM=dumb`) sees it at once.
    static func catchInterrupts() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in interruptPending = 1 }
        #else
        action.__sigaction_u.__sa_handler = { _ in interruptPending = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        interruptHandlerInstalled = 1
        _ = sigaction(SIGINT, &action, nil)
        unblockSessionSignals()
    }

    /// Whether a SIGINT arrived since the last call; clears it.
    static func takeInterrupt() -> Bool {
        guard interruptPending != 0 else { return false }
        interruptPending = 0
        return true
    }
}

/// Switches stdin to raw mode and back. Not thread-safe: one interactive reader per process.
enum RawTerminal {
    /// How the session can read lines from this process's standard streams.
    enum Mode: Equatable {
        /// Both ends a terminal that understands escape sequences: full line editing.
        case editing
        /// Both ends a terminal, but `TERM=dumb` (an Emacs shell buffer): a plain prompt and the
        /// terminal's own line editing, no escape sequences.
        case plainPrompt
        /// Not a terminal (a pipe or a file), or output not to a terminal: no prompt at all.
        case noPrompt
    }

    static var mode: Mode {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return .noPrompt }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return .plainPrompt }
        return .editing
    }

    /// Colour unless `NO_COLOR` is set (https://no-color.org).
    static var prefersColor: Bool {
        getenv("NO_COLOR") == nil
    }

    static func enableRawMode() -> Bool {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
        savedTermios = original
        installHandlersOnce()
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        // OPOST stays on: the REPL's "\n" still gets its carriage return.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        rawModeActive = 1
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else {
            rawModeActive = 0
            return false
        }
        return true
    }

    static func disableRawMode() {
        restoreSavedTermios()
    }

    /// Terminal width for horizontal scrolling; nil when it cannot be determined.
    static func columns() -> Int? { SystemIO.terminalSize()?.columns }

    /// Writes everything, retrying on partial writes and EINTR.
    static func emit(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }

    static func emit(_ string: String) { emit(Array(string.utf8)) }

    enum Chunk { case bytes([UInt8]), interrupted, end }

    /// Blocks for at least one byte; `.interrupted` when a SIGINT came instead (sent from
    /// outside, since raw mode turns the key into a byte); `.end` at end of input or on an error.
    static func readChunk() -> Chunk {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n > 0 { return .bytes(Array(buffer[..<n])) }
            if n < 0 && errno == EINTR {
                if TerminalSignals.takeInterrupt() { return .interrupted }
                continue
            }
            return .end
        }
    }

    /// Stops the process like a shell job (Ctrl-Z), with the terminal in its own mode meanwhile.
    /// Only when a job-control shell made it a job of its own (it leads its process group):
    /// otherwise nothing could resume it. Returns whether it did.
    static func suspend() -> Bool {
        guard getpgrp() == getpid() else { return false }
        disableRawMode()
        emit("\r\n")
        _ = kill(getpid(), SIGTSTP)
        _ = enableRawMode()
        return true
    }
}

/// What reading one line gave.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C: the line was abandoned, with the text it held.
    case interrupt(String)
    /// End of input: Ctrl-D on an empty line, or the input closed.
    case end
    /// A line too long to keep (over ``ScenarioLimits/fileBytes``), of this many bytes: its bytes
    /// were dropped as they arrived.
    case tooLong(Int)
}

/// Interactive line input for `sheetsim repl`: raw-mode editing, history and completion.
/// Create one per session (history lives in it); use a ``PlainLineReader`` when `init` fails.
/// No deinit is needed: raw mode never outlives a `readLine()` call (its `defer` restores),
/// and the signal handlers and `atexit` cover the process ending during one.
public final class InteractiveLineReader {
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    /// Keys decoded but not yet handled: a paste of several lines is read in one chunk, and
    /// the lines after the first belong to the following readLine calls.
    private var pendingKeys: [Key] = []
    private var prompt: Prompt
    private let useColor: Bool
    private let historyFile: HistoryFile?
    /// The newest history entry, which an identical line does not repeat.
    private var lastRecorded: String?

    /// Nil unless stdin and stdout are a terminal that understands escape sequences; the caller
    /// then falls back to a ``PlainLineReader``. `color: nil` means "unless NO_COLOR is set".
    /// `history` is read now and each submitted line is appended to it.
    public init?(prompt: String, color: Bool? = nil, history: HistoryFile? = nil,
                 completions: LineEditor.CompletionProvider? = nil) {
        guard RawTerminal.mode == .editing else { return nil }
        let useColor = color ?? RawTerminal.prefersColor
        self.useColor = useColor
        self.prompt = Prompt(prompt, style: [.bold, .cyan], useColor: useColor)
        self.historyFile = history
        var editor = LineEditor(historyLimit: history?.limit ?? 1000, completions: completions)
        for entry in history?.load() ?? [] { editor.addToHistory(entry) }
        lastRecorded = editor.history.last
        // A list taller than the screen asks first, as readline does.
        editor.listingFits = { candidates in
            guard let size = SystemIO.terminalSize() else { return candidates.count <= 100 }
            return completionListRows(candidates, columns: size.columns) < size.rows - 1
        }
        self.editor = editor
    }

    /// Changes the prompt for the following lines (the REPL's continuation prompt inside a block).
    public func setPrompt(_ plain: String) {
        prompt = Prompt(plain, style: [.bold, .cyan], useColor: useColor)
    }

    /// Submitted lines so far, oldest first.
    public var history: [String] { editor.history }

    /// The next line, an interrupt or the end of input. The terminal is back in its original
    /// mode on return.
    public func readLine() -> LineInput {
        guard RawTerminal.enableRawMode() else { return .end }
        defer { RawTerminal.disableRawMode() }
        redraw()
        while true {
            if pendingKeys.isEmpty {
                switch RawTerminal.readChunk() {
                case .end:
                    RawTerminal.emit("\r\n")
                    return .end
                case .interrupted:
                    pendingKeys.append(.ctrlC)
                case .bytes(let bytes):
                    for byte in bytes { pendingKeys += decoder.feed(byte) }
                }
                continue
            }
            let key = pendingKeys.removeFirst()
            let before = editor.buffer
            let shownPrompt = currentPrompt
            switch editor.handle(key) {
            case .none:
                break
            case .redraw:
                redraw()
            case .submit(let line):
                // Show the accepted line with the ordinary prompt (not a search prompt).
                RawTerminal.emit(renderLine(prompt: prompt, buffer: Array(line.unicodeScalars), cursor: line.unicodeScalars.count,
                                            columns: RawTerminal.columns()))
                RawTerminal.emit("\r\n")
                historyFile?.append(line, after: lastRecorded)
                if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { lastRecorded = line }
                return .line(line)
            case .eof:
                RawTerminal.emit("\r\n")
                return .end
            case .interrupt(let abandoned):
                // Show the whole abandoned line, then ^C after it rather than over its middle.
                RawTerminal.emit(renderLine(prompt: shownPrompt, buffer: before, cursor: before.count,
                                            columns: RawTerminal.columns()))
                RawTerminal.emit("^C\r\n")
                return .interrupt(abandoned)
            case .listCompletions(let candidates):
                RawTerminal.emit("\r\n")
                RawTerminal.emit(renderCompletionList(candidates, columns: RawTerminal.columns() ?? 80))
                redraw()
            case .confirmListing(let count):
                RawTerminal.emit("\r\nDisplay all \(count) possibilities? (y or n)")
            case .listingDeclined:
                RawTerminal.emit("\r\n")
                redraw()
            case .clearScreen:
                RawTerminal.emit("\u{1B}[H\u{1B}[2J")
                redraw()
            case .suspend:
                if RawTerminal.suspend() { redraw() } else { RawTerminal.emit([0x07]) }
            case .bell:
                RawTerminal.emit([0x07])
                if editor.search != nil { redraw() }
            }
        }
    }

    /// The prompt, or the search prompt while Ctrl-R is active.
    private var currentPrompt: Prompt {
        guard let search = editor.searchPrompt else { return prompt }
        return Prompt(search, useColor: false)
    }

    private func redraw() {
        RawTerminal.emit(renderLine(prompt: currentPrompt, buffer: editor.buffer, cursor: editor.cursor,
                                     columns: RawTerminal.columns()))
    }
}

/// Line input without escape sequences: a plain prompt (when `showsPrompt` is on, for a
/// `TERM=dumb` terminal) or none at all (a pipe or a file), the terminal's own line editing, and
/// lines read as they arrive. With `interruptible` (input from a terminal), a caught Ctrl-C comes
/// back as an interrupt.
public struct PlainLineReader {
    private var input = StandardInputLines()
    private let showsPrompt: Bool
    private let interruptible: Bool
    private let historyFile: HistoryFile?
    private var lastRecorded: String?

    public init(showsPrompt: Bool, interruptible: Bool, history: HistoryFile? = nil) {
        self.showsPrompt = showsPrompt
        self.interruptible = interruptible
        self.historyFile = history
        lastRecorded = history?.load().last
    }

    public mutating func readLine(prompt: String) -> LineInput {
        if showsPrompt { SystemIO.standardOutput(prompt) }
        switch input.next(interruptible: interruptible) {
        case .line(let line):
            historyFile?.append(line, after: lastRecorded)
            if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { lastRecorded = line }
            return .line(line)
        case .interrupt:
            // The terminal echoed ^C and dropped what was typed; end its line.
            SystemIO.standardOutput("\n")
            return .interrupt("")
        case .end:
            if showsPrompt { SystemIO.standardOutput("\n") }
            return .end
        case .tooLong(let count):
            return .tooLong(count)
        }
    }
}
