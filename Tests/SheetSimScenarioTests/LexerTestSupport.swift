import Testing
@testable import SheetSimScenario

/// The language's location type (Swift Testing has its own `SourceLocation`).
typealias Loc = SheetSimScenario.SourceLocation

/// `Testing.SourceLocation` of a table row, so a failure points at the row, not the loop.
func rowLocation(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> Testing.SourceLocation {
    Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}

/// Compact, diff-friendly rendering of a token: kind, payload and start column.
func render(_ token: Token) -> String {
    let column = token.location.column
    return switch token.kind {
    case .word(let name): "w(\(name))@\(column)"
    case .string(let value): "s(\(value))@\(column)"
    case .number(let literal): "n(\(literal.value)\(literal.unit.map { " " + $0.spelling } ?? ""))@\(column)"
    case .symbol(let symbol): "\(symbol.rawValue)@\(column)"
    }
}

/// Lexes `line` as line 1 of `t.sheet`; nil and the error when it fails.
func lexLine(_ line: String) -> (tokens: [String]?, error: Diagnostic?) {
    do {
        return (try Lexer.lex(line, file: "t.sheet", line: 1).tokens.map(render), nil)
    } catch {
        return (nil, error)
    }
}
