import Testing
@testable import SheetSimScenario

@Suite("Number literals")
struct NumberTests {
    func literal(_ text: String) throws -> NumberLiteral {
        let tokens = try Lexer.lex(text, file: "n", line: 1).tokens
        try #require(tokens.count == 1)
        return try #require(tokens[0].number)
    }

    @Test func largestFiniteNumbersAreAccepted() throws {
        #expect(try literal("1e308pt").value == 1e308)
        #expect(try literal("1e308pt").unit == .points)
        #expect(try literal("-1.7976931348623157e308").value == -Double.greatestFiniteMagnitude)
        #expect(try literal("4.9e-324").value == Double.leastNonzeroMagnitude)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let zero = try literal("-0ms")
        #expect(zero.value == 0)
        #expect(zero.value.sign == .minus)
        #expect(zero.unit == .milliseconds)
        #expect(zero.integerValue == 0)
        #expect(try literal("0e-400").value == 0)  // all-zero digits: exact zero, not underflow
    }

    @Test func integersAreExact() throws {
        #expect(try literal("9223372036854775807").integerValue == Int.max)
        #expect(try literal("9223372036854775808").integerValue == nil)  // fits a Double, not an Int
        #expect(try literal("9223372036854775808").isInteger)
        #expect(try literal("2.0").integerValue == nil)
        #expect(try literal("2.0").isInteger == false)
        #expect(try literal("1e3").isInteger == false)
    }

    @Test func nanAndInfinityAreWords() throws {
        for word in ["nan", "NaN", "inf", "infinity"] {
            let tokens = try Lexer.lex(word, file: "n", line: 1).tokens
            #expect(tokens.map(\.kind) == [.word(word)])
        }
    }
}
