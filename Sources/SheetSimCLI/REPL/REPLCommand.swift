#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SheetSim
import SheetSimScenario

/// `sheetsim repl [--device NAME] [--os N] [--strict]`: the driver around ``REPLSession``.
///
/// It prints as it goes (a REPL that buffered its answers until end of input would be useless),
/// so `CommandLineTool.main` calls ``main(_:)`` directly rather than collecting a
/// ``CommandOutput``. On a terminal it edits lines with ``InteractiveLineReader`` (prompt,
/// colour, history, Tab completion); otherwise it reads plain lines and prints nothing but the
/// session's own deterministic output.
public enum REPLCommand {
    public struct Options: Equatable {
        public var device: Device?
        public var os: OSProfile?
        /// Any error ends the session at once with exit status 2, for scripts.
        public var strict = false
    }

    static func parseArguments(_ arguments: [String]) -> Result<Options, CommandOutput> {
        var options = Options()
        var index = 0
        func value(_ flag: String) -> String? {
            if arguments[index].hasPrefix(flag + "=") { return String(arguments[index].dropFirst(flag.count + 1)) }
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--strict": options.strict = true
            case "--help", "-h": return .failure(CommandOutput(standardOutput: Help.repl))
            case _ where argument == "--device" || argument.hasPrefix("--device="):
                guard let name = value("--device") else { return .failure(usageError("--device needs a device name, e.g. --device \"iPhone SE\"", command: "repl")) }
                guard let device = Device.named(name) else {
                    let names = Device.builtIn.map(\.name)
                    let hint = Suggestions.didYouMean(name, among: names).map { "; \($0)" } ?? "; one of: " + names.joined(separator: ", ")
                    return .failure(usageError("unknown device '\(name)'" + hint, command: "repl"))
                }
                options.device = device
            case _ where argument == "--os" || argument.hasPrefix("--os="):
                guard let text = value("--os"), let major = Int(text), let profile = OSProfile.version(major) else {
                    return .failure(usageError("--os takes 15, 16, 17 or 18", command: "repl"))
                }
                options.os = profile
            default:
                let known = ["--device", "--os", "--strict", "--help"]
                let hint = Suggestions.didYouMean(argument, among: known).map { " (\($0))" } ?? ""
                return .failure(usageError("unknown argument '\(argument)'" + hint, command: "repl"))
            }
            index += 1
        }
        return .success(options)
    }

    static var environment: REPLSession.Environment {
        REPLSession.Environment(loader: ScenarioFiles.loader,
                                resolver: ScenarioFiles.resolver,
                                writer: { path, contents in
                                    switch SystemIO.writeFile(path, contents: contents) {
                                    case .success: return nil
                                    case .failure(let error): return error.reason
                                    }
                                },
                                currentDirectory: currentDirectory())
    }

    /// Runs the REPL on the process's standard streams, printing as it goes; returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output):
            SystemIO.standardOutput(output.standardOutput)
            SystemIO.standardError(output.standardError)
            return output.exitCode.rawValue
        case .success(let parsed): options = parsed
        }
        let words = Vocabulary.all + REPLSession.builtins + ["language"]
        let reader = InteractiveLineReader(prompt: "sheet> ", completions: { completions(for: $0, among: words) })
        let color = reader != nil && RawTerminal.prefersColor
        var session = REPLSession(device: options.device, os: options.os, color: color, environment: environment)
        if reader != nil {
            SystemIO.standardOutput("sheetsim repl \(Help.version): type 'help' for commands, Tab to complete, Ctrl-D to quit\n")
        }
        var input = StandardInputLines()
        while true {
            reader?.setPrompt(session.isInsideBlock ? "  ...> " : "sheet> ")
            let next: StandardInputLines.Line?
            if let reader { next = reader.readLine().map { .text($0) } } else { next = input.next() }
            guard let line = next else { break }
            let output: REPLOutput
            switch line {
            case .text(let text): output = session.handle(line: text)
            case .tooLong(let count): output = session.skipLine(of: count)
            }
            SystemIO.standardOutput(output.standardOutput)
            SystemIO.standardError(output.standardError)
            if options.strict && !output.standardError.isEmpty {
                let end = session.finish(strict: true)
                SystemIO.standardOutput(end.output.standardOutput)
                SystemIO.standardError(end.output.standardError)
                return ExitCode.usage.rawValue
            }
            if output.quit { break }
        }
        let end = session.finish(strict: options.strict)
        SystemIO.standardOutput(end.output.standardOutput)
        SystemIO.standardError(end.output.standardError)
        return end.exitCode.rawValue
    }

    /// The same session over lines already read, output collected: what
    /// `CommandLineTool.execute(["repl"])` returns and what tests run in-process.
    public static func run(_ arguments: [String], lines: [String]) -> CommandOutput {
        let options: Options
        switch parseArguments(arguments) {
        case .failure(let output): return output
        case .success(let parsed): options = parsed
        }
        var session = REPLSession(device: options.device, os: options.os, environment: environment)
        var out = CommandOutput()
        for line in lines {
            let output = session.handle(line: line)
            out.standardOutput += output.standardOutput
            out.standardError += output.standardError
            if options.strict && !output.standardError.isEmpty { break }
            if output.quit { break }
        }
        let end = session.finish(strict: options.strict)
        out.standardOutput += end.output.standardOutput
        out.standardError += end.output.standardError
        out.exitCode = options.strict && session.errorCount > 0 ? .usage : end.exitCode
        return out
    }

    /// Tab completion: language words and REPL commands; after `receiver.` the callback names.
    static func completions(for prefix: String, among words: [String]) -> [String] {
        if let dot = prefix.lastIndex(of: ".") {
            let head = prefix[...dot]
            return Vocabulary.callbacks.map { head + $0 }.filter { $0.hasPrefix(prefix) }
        }
        var seen = Set<String>()
        return words.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Standard input as lines, read as they arrive (not to end of input first), so a REPL fed by
/// another program answers each line when it comes. Lines end at `\n`; a last line without one
/// still counts. Bytes are decoded as UTF-8 with replacement.
///
/// A line longer than ``ScenarioLimits/fileBytes`` is not kept: its bytes are dropped as they
/// arrive, up to its end, and it comes back as ``Line/tooLong(_:)`` — so `repl < /dev/zero`
/// holds at most one limit's worth of input, and scanning for newlines never rereads a byte.
struct StandardInputLines {
    enum Line: Equatable {
        case text(String)
        /// A line over the limit, of this many bytes (without its newline).
        case tooLong(Int)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline resumes: bytes before it hold none.
    private var scanned = 0
    /// Bytes of an over-long line dropped so far; nil while the line is within the limit.
    private var dropped: Int?
    private var atEnd = false
    private let readChunk: (UnsafeMutableRawBufferPointer) -> Int
    /// The most bytes held at once, counted for the tests.
    private(set) var peakBufferBytes = 0

    /// Reads from standard input, or from `readChunk` (which fills the buffer it is given and
    /// returns the count, 0 at the end, negative on error).
    init(readChunk: @escaping (UnsafeMutableRawBufferPointer) -> Int = { read(0, $0.baseAddress, $0.count) }) {
        self.readChunk = readChunk
    }

    mutating func next() -> Line? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                defer { start = newline + 1; scanned = start }
                if let count = dropped {
                    dropped = nil
                    return .tooLong(count + newline - start)
                }
                return .text(String(decoding: buffer[start..<newline], as: UTF8.self))
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count || dropped != nil else { return nil }
                defer { start = buffer.count; scanned = start; dropped = nil }
                if let count = dropped { return .tooLong(count + buffer.count - start) }
                return .text(String(decoding: buffer[start...], as: UTF8.self))
            }
            if buffer.count - start > ScenarioLimits.fileBytes {
                dropped = (dropped ?? 0) + buffer.count - start
                start = buffer.count
            }
            if start > 0 {
                buffer.removeSubrange(..<start)
                scanned -= start
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { readChunk($0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { atEnd = true; continue }
            buffer.append(contentsOf: chunk[0..<count])
            peakBufferBytes = max(peakBufferBytes, buffer.count)
        }
    }
}
