import Testing
@testable import SheetSimCLI

struct KeyDecoderTests {
    private func decode(_ bytes: [UInt8]) -> (keys: [Key], pending: Bool) {
        var decoder = KeyDecoder()
        let keys = bytes.flatMap { decoder.feed($0) }
        return (keys, decoder.isPending)
    }

    private static let esc: UInt8 = 0x1B
    private static func b(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func byteSequences() {
        let e = Self.esc
        let cases: [(bytes: [UInt8], keys: [Key], line: Int)] = [
            (Self.b("aZ ~"), [.character("a"), .character("Z"), .character(" "), .character("~")], #line),
            ([0x0D], [.enter], #line),
            ([0x0A], [.enter], #line),
            ([0x7F], [.backspace], #line),
            ([0x08], [.backspace], #line),
            ([0x09], [.tab], #line),
            ([0x01, 0x03, 0x04, 0x05, 0x0C, 0x15, 0x17], [.ctrlA, .ctrlC, .ctrlD, .ctrlE, .ctrlL, .ctrlU, .ctrlW], #line),
            ([0x02, 0x06, 0x10, 0x0E], [.left, .right, .up, .down], #line),
            ([0x07, 0x0B, 0x12, 0x19, 0x1A], [.ctrlG, .ctrlK, .ctrlR, .ctrlY, .ctrlZ], #line),
            ([0x00, 0x13, 0x1F], [.unknown, .unknown, .unknown], #line),
            // CSI arrows, Home/End, and the VT "~" forms.
            ([e] + Self.b("[A") + [e] + Self.b("[B") + [e] + Self.b("[C") + [e] + Self.b("[D"), [.up, .down, .right, .left], #line),
            ([e] + Self.b("[H") + [e] + Self.b("[F"), [.home, .end], #line),
            ([e] + Self.b("[1~") + [e] + Self.b("[7~"), [.home, .home], #line),
            ([e] + Self.b("[4~") + [e] + Self.b("[8~"), [.end, .end], #line),
            ([e] + Self.b("[3~"), [.delete], #line),
            ([e] + Self.b("[5~") + [e] + Self.b("[15~"), [.unknown, .unknown], #line),
            ([e] + Self.b("[3;5~"), [.delete], #line),
            // Ctrl and Alt arrows move by words (xterm's modifiers 5 and 3, rxvt's SS3 c/d); other
            // modifiers still move by characters.
            ([e] + Self.b("[1;5C") + [e] + Self.b("[1;5D") + [e] + Self.b("[1;3C") + [e] + Self.b("[1;3D"),
             [.wordRight, .wordLeft, .wordRight, .wordLeft], #line),
            ([e] + Self.b("Oc") + [e] + Self.b("Od"), [.wordRight, .wordLeft], #line),
            ([e] + Self.b("[1;2C") + [e] + Self.b("[1;2D") + [e] + Self.b("[5C"), [.right, .left, .right], #line),
            // Alt chords: ESC then the key.
            ([e] + Self.b("b") + [e] + Self.b("f") + [e] + Self.b("d") + [e, 0x7F], [.wordLeft, .wordRight, .killWordForward, .killWordBackward], #line),
            ([e] + Self.b("[Z"), [.unknown], #line),
            // SS3 (application cursor mode).
            ([e] + Self.b("OH") + [e] + Self.b("OF") + [e] + Self.b("OA") + [e] + Self.b("OD"), [.home, .end, .up, .left], #line),
            ([e] + Self.b("OP"), [.unknown], #line),
            // A lone ESC resolves as unknown; the byte after it is decoded normally.
            ([e] + Self.b("a"), [.unknown, .character("a")], #line),
            ([e, 0x0D], [.unknown, .enter], #line),
            ([e, e] + Self.b("[A"), [.unknown, .up], #line),
            // A cut-short CSI: unknown, then the interrupting byte.
            ([e] + Self.b("[1") + [0x0D], [.unknown, .enter], #line),
            ([e] + Self.b("O") + [0x0D], [.unknown, .enter], #line),
            ([e] + Self.b("[") + Array(repeating: UInt8(ascii: "1"), count: 17) + Self.b("A"), [.unknown, .character("A")], #line),
            // UTF-8: 2, 3 and 4 byte forms.
            (Self.b("é"), [.character("é")], #line),
            (Self.b("日本"), [.character("日"), .character("本")], #line),
            (Self.b("🙂x"), [.character("🙂"), .character("x")], #line),
            (Self.b("\u{10FFFF}"), [.character("\u{10FFFF}")], #line),
            // Invalid UTF-8 never traps: stray continuation, overlong, surrogate, past U+10FFFF, F5+.
            ([0x80, 0xBF], [.unknown, .unknown], #line),
            ([0xC0, 0xAF], [.unknown, .unknown], #line),
            ([0xE0, 0x80, 0x80], [.unknown, .unknown, .unknown], #line),
            ([0xED, 0xA0, 0x80], [.unknown, .unknown, .unknown], #line),
            ([0xF4, 0x90, 0x80, 0x80], [.unknown, .unknown, .unknown, .unknown], #line),
            ([0xF5, 0xFF], [.unknown, .unknown], #line),
            // Truncated sequence: unknown, and the next byte still decodes.
            ([0xC3, 0x61], [.unknown, .character("a")], #line),
            ([0xE6, 0x97, 0x0D], [.unknown, .enter], #line),
            // C1 controls are valid UTF-8 but not text.
            ([0xC2, 0x85], [.unknown], #line),
        ]
        for c in cases {
            let (keys, pending) = decode(c.bytes)
            let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
            #expect(keys == c.keys, sourceLocation: at)
            #expect(!pending, sourceLocation: at)
        }
    }

    @Test func partialSequencesWaitForMoreBytes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(0x1B) == [])
        #expect(decoder.isPending)
        #expect(decoder.feed(UInt8(ascii: "[")) == [])
        #expect(decoder.feed(UInt8(ascii: "3")) == [])
        #expect(decoder.feed(UInt8(ascii: "~")) == [.delete])
        #expect(!decoder.isPending)
        #expect(decoder.feed(0xF0) == [])
        #expect(decoder.feed(0x9F) == [])
        #expect(decoder.feed(0x99) == [])
        #expect(decoder.isPending)
        #expect(decoder.feed(0x82) == [.character("🙂")])
        #expect(!decoder.isPending)
    }

    @Test func everyByteValueIsHandledFromEveryState() {
        // Prefixes that leave the decoder in each state; no byte may trap or grow state without bound.
        let prefixes: [[UInt8]] = [[], [0x1B], [0x1B, 0x5B], [0x1B, 0x4F], [0xC3], [0xE0], [0xED], [0xF0], [0xF4, 0x80]]
        for prefix in prefixes {
            for byte in UInt8.min...UInt8.max {
                var decoder = KeyDecoder()
                var keys = prefix.flatMap { decoder.feed($0) }
                keys += decoder.feed(byte)
                // Finish with a plain "a": it must always come out as the last key.
                keys += decoder.feed(UInt8(ascii: "a"))
                #expect(keys.last == .character("a") || keys.last == .unknown,
                        "prefix \(prefix) byte \(byte) gave \(keys)")
            }
        }
    }
}
