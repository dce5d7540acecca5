import SheetSimScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The next line, or nil at end of input.
    mutating func next() -> Line? {
        switch next(interruptible: false) {
        case .line(let text): return .text(text)
        case .tooLong(let count): return .tooLong(count)
        case .interrupt, .end: return nil
        }
    }

    /// The next line; with `interruptible`, a SIGINT caught while waiting (see
    /// ``TerminalSignals``) returns `.interrupt` and drops the unfinished line.
    mutating func next(interruptible: Bool) -> LineInput {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                defer { start = newline + 1; scanned = start }
                if let count = dropped {
                    dropped = nil
                    return .tooLong(count + newline - start)
                }
                return .line(String(decoding: buffer[start..<newline], as: UTF8.self))
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count || dropped != nil else { return .end }
                defer { start = buffer.count; scanned = start; dropped = nil }
                if let count = dropped { return .tooLong(count + buffer.count - start) }
                return .line(String(decoding: buffer[start...], as: UTF8.self))
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
            if count < 0 && errno == EINTR {
                if interruptible && TerminalSignals.takeInterrupt() {
                    buffer.removeAll()
                    start = 0
                    scanned = 0
                    dropped = nil
                    return .interrupt("")
                }
                continue
            }
            if count <= 0 { atEnd = true; continue }
            buffer.append(contentsOf: chunk[0..<count])
            peakBufferBytes = max(peakBufferBytes, buffer.count)
        }
    }
}
