/// A key press after decoding, independent of how the terminal encoded it.
///
/// The set is deliberately small: it is exactly what `LineEditor` binds. Anything else a
/// terminal can send (function keys, other Alt chords, unbound control bytes, malformed UTF-8)
/// decodes to `.unknown`, so the editor can ignore it without ever seeing raw bytes.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable Unicode scalar (already assembled from its UTF-8 bytes).
    case character(Unicode.Scalar)
    case enter, backspace, delete
    case left, right, up, down, home, end
    /// Alt-B / Ctrl-Left and Alt-F / Ctrl-Right: a word back or forward.
    case wordLeft, wordRight
    /// Alt-D and Alt-Backspace: kill the word after or before the cursor.
    case killWordForward, killWordBackward
    case tab
    case ctrlA, ctrlC, ctrlD, ctrlE, ctrlG, ctrlK, ctrlL, ctrlR, ctrlU, ctrlW, ctrlY, ctrlZ
    case unknown
}

/// Turns the raw byte stream of a terminal in raw mode into `Key`s, one byte at a time.
///
/// Pure and incremental because `read(2)` may split an escape sequence or a multi-byte
/// character across calls; the decoder keeps the partial state between `feed` calls.
/// It never traps: every byte either completes a key, extends a pending sequence, or
/// resolves to `.unknown`, and a byte that cannot extend a pending sequence is decoded
/// afresh rather than dropped (so `ESC` then `a` gives `[.unknown, .character("a")]`:
/// without a timeout a lone Escape key cannot be told from an Alt chord, and keeping
/// the typed character loses nothing).
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        /// `ESC [` followed by parameter/intermediate bytes collected so far.
        case csi([UInt8])
        case ss3
        /// Lead byte's payload, continuation bytes still expected, bounds for the next one.
        case utf8(value: UInt32, remaining: Int, low: UInt8, high: UInt8)
    }

    private var state: State = .ground
    /// A CSI sequence longer than this is garbage (or an attack on memory); give up on it.
    private static let maxCSILength = 16

    public init() {}

    /// True while bytes are held waiting for the rest of a sequence.
    public var isPending: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Decodes one byte; returns the keys it completes (usually zero or one).
    public mutating func feed(_ byte: UInt8) -> [Key] {
        switch state {
        case .ground:
            return ground(byte)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi([]); return []
            case UInt8(ascii: "O"): state = .ss3; return []
            // Alt (Meta) chords arrive as ESC then the key.
            case UInt8(ascii: "b"), UInt8(ascii: "B"): state = .ground; return [.wordLeft]
            case UInt8(ascii: "f"), UInt8(ascii: "F"): state = .ground; return [.wordRight]
            case UInt8(ascii: "d"), UInt8(ascii: "D"): state = .ground; return [.killWordForward]
            case 0x7F, 0x08: state = .ground; return [.killWordBackward]
            default:
                state = .ground
                return [.unknown] + ground(byte)
            }
        case .csi(var params):
            switch byte {
            case 0x20...0x3F:
                params.append(byte)
                if params.count > Self.maxCSILength { state = .ground; return [.unknown] }
                state = .csi(params)
                return []
            case 0x40...0x7E:
                state = .ground
                return [Self.csiKey(params: params, final: byte)]
            default:
                // Not a CSI byte: the sequence was cut short. Report it, then decode the byte.
                state = .ground
                return [.unknown] + ground(byte)
            }
        case .ss3:
            state = .ground
            switch byte {
            case UInt8(ascii: "A"): return [.up]
            case UInt8(ascii: "B"): return [.down]
            case UInt8(ascii: "C"): return [.right]
            case UInt8(ascii: "D"): return [.left]
            case UInt8(ascii: "H"): return [.home]
            case UInt8(ascii: "F"): return [.end]
            case UInt8(ascii: "c"): return [.wordRight]  // rxvt's Ctrl-Right
            case UInt8(ascii: "d"): return [.wordLeft]   // rxvt's Ctrl-Left
            case 0x40...0x7E: return [.unknown]
            default: return [.unknown] + ground(byte)
            }
        case let .utf8(value, remaining, low, high):
            guard byte >= low && byte <= high else {
                state = .ground
                return [.unknown] + ground(byte)
            }
            let next = value << 6 | UInt32(byte & 0x3F)
            if remaining > 1 {
                state = .utf8(value: next, remaining: remaining - 1, low: 0x80, high: 0xBF)
                return []
            }
            state = .ground
            // The bounds above already exclude surrogates and values past U+10FFFF.
            guard let scalar = Unicode.Scalar(next) else { return [.unknown] }
            return [Self.printable(scalar)]
        }
    }

    private mutating func ground(_ byte: UInt8) -> [Key] {
        switch byte {
        case 0x1B: state = .escape; return []
        case 0x0D, 0x0A: return [.enter]
        case 0x7F, 0x08: return [.backspace]
        case 0x09: return [.tab]
        case 0x01: return [.ctrlA]
        case 0x02: return [.left]   // Ctrl-B, Emacs binding: free to support.
        case 0x03: return [.ctrlC]
        case 0x04: return [.ctrlD]
        case 0x05: return [.ctrlE]
        case 0x06: return [.right]  // Ctrl-F
        case 0x07: return [.ctrlG]
        case 0x0B: return [.ctrlK]
        case 0x0C: return [.ctrlL]
        case 0x0E: return [.down]   // Ctrl-N
        case 0x10: return [.up]     // Ctrl-P
        case 0x12: return [.ctrlR]
        case 0x15: return [.ctrlU]
        case 0x17: return [.ctrlW]
        case 0x19: return [.ctrlY]
        case 0x1A: return [.ctrlZ]
        case 0x00...0x1F: return [.unknown]
        case 0x20...0x7E: return [.character(Unicode.Scalar(byte))]
        // UTF-8 lead bytes, with the second-byte bounds that rule out overlong forms,
        // surrogates (ED A0..BF) and code points past U+10FFFF (F4 90..).
        case 0xC2...0xDF: state = .utf8(value: UInt32(byte & 0x1F), remaining: 1, low: 0x80, high: 0xBF)
        case 0xE0: state = .utf8(value: 0, remaining: 2, low: 0xA0, high: 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: state = .utf8(value: UInt32(byte & 0x0F), remaining: 2, low: 0x80, high: 0xBF)
        case 0xED: state = .utf8(value: 0x0D, remaining: 2, low: 0x80, high: 0x9F)
        case 0xF0: state = .utf8(value: 0, remaining: 3, low: 0x90, high: 0xBF)
        case 0xF1...0xF3: state = .utf8(value: UInt32(byte & 0x07), remaining: 3, low: 0x80, high: 0xBF)
        case 0xF4: state = .utf8(value: 4, remaining: 3, low: 0x80, high: 0x8F)
        default: return [.unknown]  // Stray continuation byte, C0/C1, F5...FF.
        }
        return []
    }

    /// C1 controls (U+0080...U+009F) are valid UTF-8 but not text.
    private static func printable(_ scalar: Unicode.Scalar) -> Key {
        (0x80...0x9F).contains(scalar.value) ? .unknown : .character(scalar)
    }

    /// Maps a complete CSI sequence. Ctrl and Alt on Left/Right (`ESC [ 1 ; 5 C`, modifier 5
    /// or 3) move by words; other modifiers are ignored so modified arrows still move rather
    /// than doing nothing.
    private static func csiKey(params: [UInt8], final: UInt8) -> Key {
        let modifier = params.split(separator: UInt8(ascii: ";")).last.map { String(decoding: $0, as: UTF8.self) }
        let byWord = params.contains(UInt8(ascii: ";")) && (modifier == "5" || modifier == "3")
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return byWord ? .wordRight : .right
        case UInt8(ascii: "D"): return byWord ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            let first = params.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "3": return .delete
            case "4", "8": return .end
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
