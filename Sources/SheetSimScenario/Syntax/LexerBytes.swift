/// Named ASCII bytes for the byte-level lexer, so its `switch` reads as characters.
extension UInt8 {
    static let tab: UInt8 = 0x09
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let leftParen: UInt8 = 0x28
    static let rightParen: UInt8 = 0x29
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let less: UInt8 = 0x3C
    static let equal: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E
    static let upperA: UInt8 = 0x41
    static let upperE: UInt8 = 0x45
    static let upperZ: UInt8 = 0x5A
    static let backslash: UInt8 = 0x5C
    static let underscore: UInt8 = 0x5F
    static let lowerA: UInt8 = 0x61
    static let lowerE: UInt8 = 0x65
    static let lowerZ: UInt8 = 0x7A

    var isDigit: Bool { self >= .zero && self <= .nine }
    var isLetter: Bool { (self >= .upperA && self <= .upperZ) || (self >= .lowerA && self <= .lowerZ) }
    /// May start a word: a letter or `_`.
    var isWordStart: Bool { isLetter || self == .underscore }
    /// May continue a word part.
    var isWordByte: Bool { isWordStart || isDigit }
    /// Bytes that plausibly belong to one (possibly malformed) number, for quoting it whole.
    var isNumberRunByte: Bool { isWordByte || self == .dot || self == .percent || self == .slash }
}
