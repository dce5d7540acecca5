import Testing
import SheetSim
@testable import SheetSimScenario

@Suite("Typed quantities")
struct QuantityTests {
    func token(_ text: String) throws -> Token {
        let tokens = try Lexer.lex("x \(text)", file: "q.sheet", line: 4).tokens
        try #require(tokens.count == 2)
        return tokens[1]
    }

    func failure(_ read: (Token) throws(Diagnostic) -> Any, _ text: String) throws -> Diagnostic {
        let token = try token(text)
        do {
            _ = try read(token)
        } catch {
            return error
        }
        Issue.record("expected \(text) to be rejected")
        return Diagnostic.error(.expectedNumber, "", at: Loc(file: "", line: 0, column: 0))
    }

    @Test func durations() throws {
        #expect(try token("300ms").duration() == .milliseconds(300))
        #expect(try token("1.2s").duration() == .milliseconds(1200))
        #expect(try token("250us").duration() == .microseconds(250))
        #expect(try token("1e3ms").duration() == .seconds(1))
        #expect(try token("0.0000000004s").duration() == .nanoseconds(0))  // rounds to the nanosecond
        #expect(try token("-0ms").duration(.nonNegative) == .zero)
        #expect(try token("-300ms").duration() == .milliseconds(-300))
        #expect(try token("9e9s").duration() == .seconds(9_000_000_000))
    }

    @Test func otherQuantities() throws {
        #expect(try token("-200pt").points() == -200)
        #expect(try token("1e308pt").points() == 1e308)
        #expect(try token("-1500pt/s").speed() == -1500)
        #expect(try token("50%").ratio() == 0.5)
        #expect(try token("0.25").ratio() == 0.25)
        #expect(try token("120Hz").frequency() == 120)
        #expect(try token("2x").multiplier() == 2)
        #expect(try token("1.5").multiplier() == 1.5)
        #expect(try token("2").integer() == 2)
        #expect(try token("-3").integer() == -3)
        let second = try token("1s")
        #expect(try Result { () throws(Diagnostic) in try second.duration() }.get() == .seconds(1))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var reader: @Sendable (Token) throws(Diagnostic) -> Any
        var text: String
        var message: String
        var hint: String?
        var sourceLine: Int
        init(_ text: String, _ reader: @escaping @Sendable (Token) throws(Diagnostic) -> Any, _ message: String,
             hint: String? = nil, _ sourceLine: Int = #line) {
            self.reader = reader; self.text = text; self.message = message; self.hint = hint; self.sourceLine = sourceLine
        }
        var testDescription: String { "line \(sourceLine): \(text)" }
    }

    static let rows: [Row] = [
        Row("300", { t throws(Diagnostic) in try t.duration() }, "missing unit in duration '300'", hint: "write a unit, e.g. 300ms"),
        Row("300pt", { t throws(Diagnostic) in try t.duration() }, "'300pt' is a length, but a duration is expected here",
            hint: "write durations in ms, s or us"),
        Row("-300ms", { t throws(Diagnostic) in try t.duration(.nonNegative) }, "duration must not be negative, found '-300ms'"),
        Row("0ms", { t throws(Diagnostic) in try t.duration(.positive) }, "duration must be greater than zero, found '0ms'"),
        Row("1e300s", { t throws(Diagnostic) in try t.duration() }, "duration '1e300s' is too long for the simulator's clock",
            hint: "durations are limited to about 292 years"),
        Row("settled", { t throws(Diagnostic) in try t.duration() }, "expected a duration such as 300ms, found 'settled'"),
        Row("NaN", { t throws(Diagnostic) in try t.points() }, "expected a length such as 200pt, found 'NaN'",
            hint: "NaN and infinity are not allowed; write a finite number"),
        Row(#""200pt""#, { t throws(Diagnostic) in try t.points() }, #"expected a length such as 200pt, found '"200pt"'"#),
        Row("200", { t throws(Diagnostic) in try t.points() }, "missing unit in length '200'", hint: "write a unit, e.g. 200pt"),
        Row("1500", { t throws(Diagnostic) in try t.speed() }, "missing unit in speed '1500'", hint: "write a unit, e.g. 1500pt/s"),
        Row("10pt", { t throws(Diagnostic) in try t.speed() }, "'10pt' is a length, but a speed is expected here",
            hint: "write speeds in pt/s"),
        Row("5ms", { t throws(Diagnostic) in try t.ratio() }, "'5ms' is a duration, but a ratio is expected here",
            hint: "write a bare number or use %"),
        Row("120", { t throws(Diagnostic) in try t.frequency() }, "missing unit in frequency '120'", hint: "write a unit, e.g. 120Hz"),
        Row("0Hz", { t throws(Diagnostic) in try t.frequency() }, "frequency must be greater than zero, found '0Hz'"),
        Row("50%", { t throws(Diagnostic) in try t.multiplier() }, "'50%' is a ratio, but a multiplier is expected here",
            hint: "write a bare number or use x"),
        Row("2.5", { t throws(Diagnostic) in try t.integer() }, "expected a whole number, found '2.5'"),
        Row("2ms", { t throws(Diagnostic) in try t.integer() }, "'2ms' is a duration, but a whole number is expected here",
            hint: "write the number without a unit"),
        Row("99999999999999999999", { t throws(Diagnostic) in try t.integer() }, "number '99999999999999999999' is too large",
            hint: "whole numbers are limited to 9223372036854775807"),
    ]

    @Test("rejections", arguments: rows)
    func rejection(_ row: Row) throws {
        let error = try failure(row.reader, row.text)
        let location = rowLocation(row.sourceLine)
        #expect(error.message == row.message, sourceLocation: location)
        #expect(error.hint == row.hint, sourceLocation: location)
        #expect(error.location == Loc(file: "q.sheet", line: 4, column: 3), sourceLocation: location)
        #expect(error.range.length == row.text.utf8.count, sourceLocation: location)
    }
}
