#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input as lines, read as they arrive (not to end of input first), so a REPL fed by
/// another program answers each line when it comes. Lines end at `\n`; a last line without one
/// still counts. Bytes are decoded as UTF-8 with replacement.
struct StandardInputLines {
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// The next line, or nil at end of input.
    mutating func next() -> String? {
        if case .line(let line) = next(interruptible: false) { return line }
        return nil
    }

    /// The next line; with `interruptible`, a SIGINT caught while waiting (see
    /// ``TerminalSignals``) returns `.interrupt` and drops the unfinished line.
    mutating func next(interruptible: Bool) -> LineInput {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return .line(line)
            }
            if atEnd {
                guard start < buffer.count else { return .end }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return .line(line)
            }
            if start > 0 {
                buffer.removeSubrange(..<start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR {
                if interruptible && TerminalSignals.takeInterrupt() {
                    buffer.removeAll()
                    return .interrupt("")
                }
                continue
            }
            if count <= 0 { atEnd = true; continue }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
