#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The impure part: termios, signals, read(2)/write(2). Everything it decides is delegated to
// KeyDecoder, LineEditor and renderLine, so this file only moves bytes and terminal modes.
//
// Raw mode turns ISIG off: Ctrl-C then arrives as byte 3 and goes through the editor, which
// abandons the line and lets readLine restore the terminal on its normal path. With ISIG on
// the kernel would send SIGINT and the process would die mid-edit. Ctrl-Z and Ctrl-\ are
// consequently plain (ignored) bytes while a line is being edited.
//
// Raw mode is on only inside readLine(); output the REPL prints between lines goes through
// a normal cooked terminal, and nothing but the signal handlers must cope with a crash.

/// The termios to restore, reachable from a signal handler. Written only while
/// `rawModeActive` is 0, when the handlers do not touch it. First assigned before the
/// handlers are installed, so a handler never runs Swift's lazy global initialisation.
nonisolated(unsafe) private var savedTermios = termios()
/// 1 while the terminal is in raw mode, so the handlers and atexit restore only then.
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var handlersInstalled = false

/// Restores the saved mode. Only async-signal-safe calls (`tcsetattr`), so it serves the
/// signal handlers and `atexit` alike.
private func restoreSavedTermios() {
    if rawModeActive != 0 {
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
        rawModeActive = 0
    }
}

/// SIGINT/SIGTERM (sent from outside, since ISIG is off): restore the terminal, then die of
/// the same signal with the default action, so the exit status still says what happened.
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
    _ = signal(SIGINT, handler)
    _ = signal(SIGTERM, handler)
    _ = atexit { restoreSavedTermios() }
}

/// Switches stdin to raw mode and back. Not thread-safe: one interactive reader per process.
enum RawTerminal {
    /// Both ends must be a terminal: escape sequences written into a pipe or file are noise,
    /// and `TERM=dumb` terminals (Emacs shell buffers) cannot interpret them either.
    static var isInteractive: Bool {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
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
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            rawModeActive = 0
            return false
        }
        return true
    }

    static func disableRawMode() {
        restoreSavedTermios()
    }

    /// Terminal width for horizontal scrolling; nil when it cannot be determined.
    static func columns() -> Int? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

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

    /// Blocks for at least one byte; nil at end of input or on a read error.
    static func readChunk() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n > 0 { return Array(buffer[..<n]) }
            if n < 0 && errno == EINTR { continue }
            return nil
        }
    }
}

/// Interactive line input for `sheetsim repl`: raw-mode editing, history and completion.
/// Create one per session (history lives in it); use plain `readLine()` when `init` fails.
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

    /// Nil when stdin or stdout is not a terminal (or `TERM=dumb`); the caller then falls
    /// back to unadorned line input. `color: nil` means "unless NO_COLOR is set".
    public init?(prompt: String, color: Bool? = nil, completions: LineEditor.CompletionProvider? = nil) {
        guard RawTerminal.isInteractive else { return nil }
        let useColor = color ?? RawTerminal.prefersColor
        self.useColor = useColor
        self.prompt = Prompt(prompt, style: [.bold, .cyan], useColor: useColor)
        self.editor = LineEditor(completions: completions)
    }

    /// Changes the prompt for the following lines (the REPL's continuation prompt inside a block).
    public func setPrompt(_ plain: String) {
        prompt = Prompt(plain, style: [.bold, .cyan], useColor: useColor)
    }

    /// Submitted lines so far, oldest first.
    public var history: [String] { editor.history }

    /// The next line without its newline, or nil at end of input (Ctrl-D on an empty line,
    /// Ctrl-C twice, stdin closed). The terminal is back in its original mode on return.
    public func readLine() -> String? {
        guard RawTerminal.enableRawMode() else { return nil }
        defer { RawTerminal.disableRawMode() }
        redraw()
        while true {
            if pendingKeys.isEmpty {
                guard let bytes = RawTerminal.readChunk() else {
                    RawTerminal.emit("\r\n")
                    return nil
                }
                for byte in bytes { pendingKeys += decoder.feed(byte) }
                continue
            }
            let key = pendingKeys.removeFirst()
            let before = key == .ctrlC ? editor.buffer : []
            switch editor.handle(key) {
            case .none:
                break
            case .redraw:
                redraw()
            case .submit(let line):
                RawTerminal.emit("\r\n")
                return line
            case .eof:
                RawTerminal.emit("\r\n")
                return nil
            case .interrupt:
                // Show the whole abandoned line, then ^C after it rather than over its middle.
                RawTerminal.emit(renderLine(prompt: prompt, buffer: before, cursor: before.count,
                                            columns: RawTerminal.columns()))
                RawTerminal.emit("^C\r\n")
                redraw()
            case .listCompletions(let candidates):
                RawTerminal.emit("\r\n")
                RawTerminal.emit(renderCompletionList(candidates, columns: RawTerminal.columns() ?? 80))
                redraw()
            case .clearScreen:
                RawTerminal.emit("\u{1B}[H\u{1B}[2J")
                redraw()
            case .bell:
                RawTerminal.emit([0x07])
            }
        }
    }

    private func redraw() {
        RawTerminal.emit(renderLine(prompt: prompt, buffer: editor.buffer, cursor: editor.cursor,
                                     columns: RawTerminal.columns()))
    }
}
