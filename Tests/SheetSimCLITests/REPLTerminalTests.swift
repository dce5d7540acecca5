import Testing
import Foundation
import SheetSimScenario
@testable import SheetSimCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sheetsim repl` on a pseudo-terminal of a given size: keys in, screen bytes out — what a user
/// at a terminal gets, escape sequences, signals and terminal modes included.
final class PseudoTerminal {
    let master: Int32
    /// The terminal side, kept open here so its modes can be checked after the process ends.
    let slave: Int32
    let process = Process()
    private(set) var output = ""
    /// Where the next ``expect(_:)`` starts looking.
    private var consumed: String.Index

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
         directory: URL? = nil) throws {
        let binary = try #require(REPLEndToEndTests.binary, "build the sheetsim executable first (swift build)")
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "no pseudo-terminal") }
        let name: String
        #if canImport(Glibc)
        // unlockpt and ptsname by hand: Linux's TIOCSPTLCK and TIOCGPTN.
        var unlock: Int32 = 0, number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        name = "/dev/pts/\(number)"
        #else
        guard grantpt(master) == 0, unlockpt(master) == 0, let path = ptsname(master) else {
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        name = String(cString: path)
        #endif
        slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open the terminal side") }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Glibc)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        #else
        _ = ioctl(slave, TIOCSWINSZ, &size)
        #endif
        output = ""
        consumed = output.startIndex
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["repl"] + arguments
        var merged = ProcessInfo.processInfo.environment
        merged["TERM"] = "xterm"
        merged["NO_COLOR"] = "1"
        merged.removeValue(forKey: "SHEETSIM_HISTORY")
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = directory }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
    }

    func send(_ text: String) { send(bytes: Array(text.utf8)) }

    func send(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is there, waiting up to `milliseconds` for the first byte.
    @discardableResult
    func pump(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        let offset = output.distance(from: output.startIndex, to: consumed)
        output += String(decoding: buffer[..<count], as: UTF8.self)
        consumed = output.index(output.startIndex, offsetBy: offset)
        return true
    }

    /// Waits for `text` after what earlier expectations matched and moves past it. Gives up after
    /// `seconds` — a guard against a hang, not a measurement.
    @discardableResult
    func expect(_ text: String, seconds: Double = 15, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let range = output[consumed...].range(of: text) {
                consumed = range.upperBound
                return true
            }
            if Date() > deadline {
                Issue.record("no '\(text)' on the terminal; it shows:\n\(output[consumed...].suffix(1500))", sourceLocation: sourceLocation)
                return false
            }
            pump(milliseconds: 100)
        }
    }

    /// Everything printed from now on until `text`, which is consumed.
    func text(until marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let start = output.distance(from: output.startIndex, to: consumed)
        guard expect(marker, sourceLocation: sourceLocation) else { return "" }
        let from = output.index(output.startIndex, offsetBy: start)
        return String(output[from..<consumed].dropLast(marker.count))
    }

    /// The lines of `text` as the screen shows them: escape sequences and carriage returns
    /// removed, empty lines dropped.
    static func screenLines(_ text: String) -> [String] {
        var plain = ""
        var escape = false
        for scalar in text.unicodeScalars {
            if escape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { escape = false }
                continue
            }
            if scalar == "\u{1B}" { escape = true; continue }
            if scalar == "\r" || scalar == "\u{07}" { continue }
            plain.unicodeScalars.append(scalar)
        }
        return plain.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Waits for the banner and the first prompt.
    func start(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expect(REPLTerminalTests.banner, sourceLocation: sourceLocation)
        expect("sheetsim> ", sourceLocation: sourceLocation)
    }

    /// Waits for the process to end, reading its last output; its exit status.
    func exitStatus(seconds: Double = 15) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { pump(milliseconds: 50) }
        while pump(milliseconds: 50) {}
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whether the terminal is back in line mode with echo (how the shell left it).
    var isInLineMode: Bool {
        var modes = termios()
        guard tcgetattr(slave, &modes) == 0 else { return false }
        return modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0
    }
}

@Suite(.serialized) struct REPLTerminalTests {
    static let banner = "quit or Ctrl-D to leave"
    static let ctrlC: [UInt8] = [3], ctrlD: [UInt8] = [4], ctrlR: [UInt8] = [0x12]

    /// Ctrl-C at the prompt never quits, however often: it says how to quit, and the session
    /// (with its log) is still there.
    @Test func ctrlCNeverQuits() throws {
        let terminal = try PseudoTerminal()
        terminal.start()
        terminal.send("present\r")
        terminal.expect("# t=0.000ms sheet phase=presenting")
        // Keys sent once the prompt is back: on this test's terminal (not the process's
        // controlling one) a Ctrl-C typed while a command runs would raise no signal.
        terminal.expect("sheetsim> ")
        terminal.send(bytes: Self.ctrlC)
        terminal.expect("(to quit, type quit or press Ctrl-D)")
        terminal.expect("sheetsim> ")
        terminal.send(bytes: Self.ctrlC)
        terminal.expect("(to quit, type quit or press Ctrl-D)")
        terminal.expect("sheetsim> ")
        terminal.send("wait until sett")
        terminal.send(bytes: Self.ctrlC)  // clears the half-typed line
        terminal.send("wait until settled\r")
        terminal.expect("400.000ms sheet.viewDidAppear(animated: true)")
        terminal.expect("sheetsim> ")
        terminal.send(bytes: Self.ctrlD)
        #expect(terminal.exitStatus() == 0)
        #expect(terminal.isInLineMode)
    }

    /// Ctrl-C inside `expect callbacks` cancels the block: nothing is left open at the end.
    @Test func ctrlCCancelsACallbackBlock() throws {
        let terminal = try PseudoTerminal()
        terminal.start()
        terminal.send("expect callbacks\r")
        terminal.expect("     ...> ")
        terminal.send("sheet.viewDidAppear\r")
        terminal.expect("     ...> ")
        terminal.send(bytes: Self.ctrlC)
        terminal.expect("# cancelled the 'expect callbacks' block begun at line 1 (2 lines)")
        terminal.expect("sheetsim> ")
        terminal.send("present\rquit\r")
        #expect(terminal.exitStatus() == 0)
        #expect(!terminal.output.contains("not closed"))
        #expect(!terminal.output.contains("FAIL"))
    }

    /// The history outlives the session, in ~/.sheetsim_history: Up recalls the last session's
    /// line and Ctrl-R finds an older one. `--no-history` leaves the file alone.
    @Test func historyAcrossSessions() throws {
        let home = try REPLEndToEndTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent(".sheetsim_history")
        let first = try PseudoTerminal(environment: ["HOME": home.path])
        first.start()
        first.send("detents medium large\r")
        first.expect("# t=0.000ms nothing presented")
        first.send("present\r")
        first.expect("# t=0.000ms sheet")
        first.expect("sheetsim> ")
        first.send(bytes: Self.ctrlD)
        #expect(first.exitStatus() == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "detents medium large\npresent\n")

        let second = try PseudoTerminal(environment: ["HOME": home.path])
        second.start()
        second.send("\u{1B}[A")
        second.expect("sheetsim> present")
        second.send(bytes: [0x15] + Self.ctrlR)  // Ctrl-U, then search
        second.send("ium")
        second.expect("(reverse-i-search)`ium': detents medium large")
        second.send("\r")
        second.expect("# t=0.000ms nothing presented")
        second.expect("sheetsim> ")
        second.send(bytes: Self.ctrlD)
        #expect(second.exitStatus() == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "detents medium large\npresent\ndetents medium large\n")

        let third = try PseudoTerminal(["--no-history"], environment: ["HOME": home.path])
        third.start()
        third.send("\u{1B}[A")
        third.send("rotate landscape\r")
        third.expect("# t=0.000ms")
        third.expect("sheetsim> ")
        third.send(bytes: Self.ctrlD)
        #expect(third.exitStatus() == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "detents medium large\npresent\ndetents medium large\n")

        // SHEETSIM_HISTORY names another file.
        let other = home.appendingPathComponent("other-history")
        let fourth = try PseudoTerminal(environment: ["HOME": home.path, "SHEETSIM_HISTORY": other.path])
        fourth.start()
        fourth.send("present\r")
        fourth.expect("# t=0.000ms sheet")
        fourth.expect("sheetsim> ")
        fourth.send(bytes: Self.ctrlD)
        #expect(fourth.exitStatus() == 0)
        #expect(try String(contentsOf: other, encoding: .utf8) == "present\n")
    }

    /// With TERM=dumb: a plain prompt, the terminal's own line editing, no escape sequences.
    @Test func dumbTerminalStillPrompts() throws {
        let terminal = try PseudoTerminal(environment: ["TERM": "dumb"])
        terminal.start()
        terminal.send("present\n")
        terminal.expect("# t=0.000ms sheet phase=presenting")
        terminal.expect("sheetsim> ")
        terminal.send("quit\n")
        #expect(terminal.exitStatus() == 0)
        #expect(!terminal.output.contains("\u{1B}"))
    }

    /// Tab-Tab on an empty line lists the commands (not every word of the language); where
    /// the list does not fit, it asks first.
    @Test func tabTabOnAnEmptyLine() throws {
        let terminal = try PseudoTerminal(columns: 120, rows: 40)
        terminal.start()
        terminal.send("\t\t")
        let listing = terminal.text(until: "sheetsim> ")
        #expect(listing.contains("animateChanges"))
        #expect(listing.contains("presentationDetents"))
        #expect(!listing.contains("viewDidAppear"))
        #expect(!listing.contains("cornerRadius"))
        terminal.send("detents \t\t")
        let detents = terminal.text(until: "medium")
        #expect(detents.contains("custom("))
        #expect(!detents.contains("cornerRadius"))
        terminal.expect("sheetsim> detents ")
        terminal.send(bytes: [0x15])  // Ctrl-U: Ctrl-D ends input only on an empty line
        terminal.send(bytes: Self.ctrlD)
        #expect(terminal.exitStatus() == 0)

        let small = try PseudoTerminal(columns: 40, rows: 12)
        small.start()
        small.send("\t\t")
        small.expect("Display all \(Set(Vocabulary.commands + REPLSession.builtins).count) possibilities? (y or n)")
        small.send("n")
        small.expect("sheetsim> ")
        small.send("quit\r")
        #expect(small.exitStatus() == 0)
    }

    /// `show` draws to the terminal's size, leaving the prompt's row.
    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func showFitsTheTerminal(columns: Int, rows: Int) throws {
        let terminal = try PseudoTerminal(columns: columns, rows: rows)
        terminal.start()
        terminal.send("detents medium large\rset selectedDetentIdentifier = large\rpresent\rwait until settled\r")
        terminal.expect("400.000ms sheet.viewDidAppear")
        terminal.expect("sheetsim> ")
        terminal.send("show\r")
        terminal.expect("sheetsim> show\u{1B}[K\r\r\n")  // the line as submitted (the terminal adds a \r to \n)
        let drawing = PseudoTerminal.screenLines(terminal.text(until: "sheetsim> "))
        #expect(drawing.count <= rows - 1, "\(drawing.count) lines")
        #expect(drawing.allSatisfy { $0.count <= columns }, "\(drawing)")
        #expect(drawing.contains { $0.contains("╭─pre") }, "\(drawing.joined(separator: "\n"))")
        terminal.send("quit\r")
        #expect(terminal.exitStatus() == 0)
    }

    /// A line longer than the terminal scrolls, with '<' where text is hidden on the left.
    @Test func longLinesShowWhereTheyScroll() throws {
        let terminal = try PseudoTerminal(columns: 40, rows: 12)
        terminal.start()
        terminal.send("drag grabber samples 0ms 0pt, 16ms 40pt, 33ms 90pt")
        terminal.expect("\rsheetsim> <")
        terminal.send(bytes: [1])  // Ctrl-A: the start shows, the rest is marked '>'
        terminal.expect(">\u{1B}[K")
        terminal.send(bytes: [0x15, 0x0B])
        terminal.send("quit\r")
        #expect(terminal.exitStatus() == 0)
    }

    /// However the process ends — a signal in the middle of editing included — the terminal is
    /// back in line mode with echo.
    @Test func theTerminalIsRestoredWhenKilled() throws {
        let terminal = try PseudoTerminal()
        terminal.start()
        terminal.send("pres")
        terminal.expect("sheetsim> pres")
        #expect(!terminal.isInLineMode)
        terminal.process.terminate()  // SIGTERM while raw
        _ = terminal.exitStatus()
        #expect(terminal.isInLineMode)
    }
}
