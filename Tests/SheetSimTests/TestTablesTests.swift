// Foundation only here, in the test target, to read the test sources; the core stays free of it.
import Foundation
import Testing

/// Keeps each row of a table-driven test at its own line.
///
/// Inside `@Test(…)` the macro expands `#line` — written in a row, or the default of a row type's
/// `line: Int = #line` parameter — to one line for every row, so a failing row is reported at the
/// wrong place and the rows cannot be told apart. A table in a `static let` next to the test, given
/// as `@Test(arguments: rows)`, keeps each row's own line. These tests read every Swift file under
/// `Tests/` and name each attribute that would lose the lines again.
@Suite struct TestTablesTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A `#line` (or a call that defaults a parameter to it) in the arguments of a `@Test` attribute.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var what: String
        var description: String { "\(file):\(line): \(what)" }
    }

    @Test func noTestAttributeComputesItsRowsLines() throws {
        var scanned = 0
        for (target, files) in try Self.sourcesByTarget() {
            let scanners = files.map { LineScanner(text: $0.text) }
            let builders = scanners.reduce(into: Set<String>()) { $0.formUnion($1.lineDefaultingNames()) }
            for (file, scanner) in zip(files, scanners) {
                scanned += 1
                for finding in scanner.findings(file: "\(target)/\(file.name)", builders: builders) {
                    Issue.record("""
                        \(finding): inside @Test(…) every row gets the same line; \
                        move the table into a static let next to the test and pass its name
                        """,
                        sourceLocation: SourceLocation(fileID: finding.file, filePath: file.path, line: finding.line, column: 1))
                }
            }
        }
        #expect(scanned > 50, "only \(scanned) Swift files under \(Self.testsDirectory.path)")
    }

    /// The scanner finds the patterns it is for and nothing in comments, strings or static tables.
    /// The sample spells `#line` and the attribute in pieces, so this file holds neither as written
    /// (the scan skips string literals anyway).
    @Test func theScannerFindsBothPatternsAndOnlyThem() {
        let line = "#" + "line", test = "@" + "Test"
        let sample = """
            struct Case {
                init(_ value: Int, line: Int = \(line)) {}
            }
            func row(_ value: Int, _ sourceLine: Int = \(line)) -> Int { value }
            let here = \(line) + 1
            \(test)(arguments: [(1, \(line)), (2, \(line))])
            func a(_ value: Int, _ line: Int) {}
            \(test)("named", arguments: [Case(1),
                                         Case(2)])
            func b(_ c: Case) {}
            \(test)(arguments: [1, 2], [row(3)])
            func c(_ a: Int, _ b: Int) {}
            \(test)(arguments: [1] as [Case], [.init(2)])
            func d(_ a: Case, _ b: Case) {}
            static let cases = [Case(1), Case(2), (3, \(line))]
            \(test)(arguments: cases)
            func e(_ c: Case) {}
            \(test)(arguments: ["\(line)", #"Case(1)"#, "\\(1)"]) // \(line) Case(1)
            func f(_ s: String) {}
            \(test)(arguments: [/* \(line) */ 1])
            func g(_ i: Int) {}
            let quotes = #\"\"\"\"# + ##"\\"#"## + "\\\\"
            \(test)(arguments: [Case(3)])
            func h(_ c: Case) {}
            """
        let scanner = LineScanner(text: sample)
        let builders = scanner.lineDefaultingNames()
        #expect(builders == ["Case", "row"])
        #expect(scanner.findings(file: "T/S.swift", builders: builders).map(\.description) == [
            "T/S.swift:6: \(line)",
            "T/S.swift:6: \(line)",
            "T/S.swift:8: Case(…), which defaults a parameter to \(line)",
            "T/S.swift:9: Case(…), which defaults a parameter to \(line)",
            "T/S.swift:11: row(…), which defaults a parameter to \(line)",
            "T/S.swift:13: .init(…) of Case, which defaults a parameter to \(line)",
            "T/S.swift:23: Case(…), which defaults a parameter to \(line)",
        ])
    }

    /// Every Swift file under `Tests/`, grouped by its test target (the first folder).
    static func sourcesByTarget() throws -> [(String, [(name: String, path: String, text: String)])] {
        var byTarget: [String: [(name: String, path: String, text: String)]] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: testsDirectory.path))
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let components = relative.split(separator: "/").map(String.init)
            guard components.count >= 2 else { continue }
            let path = testsDirectory.appendingPathComponent(relative).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            byTarget[components[0], default: []].append((components.last!, path, text))
        }
        return byTarget.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted { $0.path < $1.path }) }
    }
}

/// Swift source with its comments and string literals blanked out (newlines kept, so offsets and
/// lines stay the same): what is left is code, where brackets can be matched by counting.
private struct LineScanner {
    let code: [UInt8]
    private let lineStarts: [Int]

    init(text: String) {
        var blanker = Blanker(Array(text.utf8))
        let code = blanker.blanked()
        self.code = code
        lineStarts = [0] + code.indices.filter { code[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The names of the functions and types (through an `init`) that default a parameter to `#line`.
    func lineDefaultingNames() -> Set<String> {
        var names: Set<String> = []
        var from = 0
        while let hash = find("#line", from: from) {
            from = hash + 5
            guard !isIdentifier(at: from), let equals = previousNonSpace(before: hash), code[equals] == UInt8(ascii: "="),
                  equals > 0, !"=!<>".utf8.contains(code[equals - 1]),
                  let open = unmatchedOpening(before: equals), code[open] == UInt8(ascii: "(") else { continue }
            guard var nameEnd = previousNonSpace(before: open) else { continue }
            if code[nameEnd] == UInt8(ascii: "?") || code[nameEnd] == UInt8(ascii: "!") { nameEnd -= 1 }
            guard isIdentifier(at: nameEnd) else { continue }
            let name = identifier(endingAt: nameEnd)
            if name == "init" {
                if let type = enclosingTypeName(of: open) { names.insert(type) }
            } else if let keyword = previousNonSpace(before: nameEnd - name.utf8.count + 1),
                      identifier(endingAt: keyword) == "func" {
                names.insert(name)
            }
        }
        return names
    }

    /// Each `#line`, and each call of one of `builders`, in the arguments of a `@Test` attribute.
    func findings(file: String, builders: Set<String>) -> [TestTablesTests.Finding] {
        var found: [TestTablesTests.Finding] = []
        var from = 0
        while let attribute = find("@Test(", from: from) {
            from = attribute + 6
            guard let close = matchingClose(of: attribute + 5), let arguments = find("arguments:", from: from, before: close)
            else { continue }
            var i = arguments
            while i < close {
                guard isIdentifier(at: i) || code[i] == UInt8(ascii: "#"),
                      i == 0 || !isIdentifier(at: i - 1) && code[i - 1] != UInt8(ascii: "#") else { i += 1; continue }
                var end = i + 1
                while end < close && isIdentifier(at: end) { end += 1 }
                let word = String(decoding: code[i..<end], as: UTF8.self)
                let called = end < close && code[end] == UInt8(ascii: "(")
                    || code[end...].starts(with: ".init(".utf8)
                if word == "#line" {
                    found.append(.init(file: file, line: line(of: i), what: "#line"))
                } else if called && builders.contains(word) {
                    found.append(.init(file: file, line: line(of: i), what: "\(word)(…), which defaults a parameter to #line"))
                } else if called && word == "init" && i > 0 && code[i - 1] == UInt8(ascii: ".") {
                    let attributeText = String(decoding: code[attribute...close], as: UTF8.self)
                    for type in builders.sorted() where attributeText.range(of: "\\b\(type)\\b", options: .regularExpression) != nil {
                        found.append(.init(file: file, line: line(of: i), what: ".init(…) of \(type), which defaults a parameter to #line"))
                    }
                }
                i = end
            }
        }
        return found
    }

    // MARK: Reading the blanked code

    private func find(_ needle: String, from: Int, before limit: Int? = nil) -> Int? {
        let needle = Array(needle.utf8), limit = limit ?? code.count
        guard from + needle.count <= limit else { return nil }
        for start in from...(limit - needle.count) where code[start] == needle[0] {
            if code[start..<start + needle.count].elementsEqual(needle) { return start }
        }
        return nil
    }

    private func isIdentifier(at i: Int) -> Bool {
        guard code.indices.contains(i) else { return false }
        let c = code[i]
        return c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80
    }

    private func identifier(endingAt end: Int) -> String {
        var start = end
        while start > 0 && isIdentifier(at: start - 1) { start -= 1 }
        return String(decoding: code[start...end], as: UTF8.self)
    }

    private func previousNonSpace(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 && (code[j] == UInt8(ascii: " ") || code[j] == UInt8(ascii: "\n") || code[j] == UInt8(ascii: "\t")) { j -= 1 }
        return j >= 0 ? j : nil
    }

    private static let opening = Set("([{".utf8), closing = Set(")]}".utf8)

    private func matchingClose(of open: Int) -> Int? {
        var depth = 0
        for i in open..<code.count {
            if Self.opening.contains(code[i]) { depth += 1 }
            if Self.closing.contains(code[i]) { depth -= 1; if depth == 0 { return i } }
        }
        return nil
    }

    private func unmatchedOpening(before i: Int) -> Int? {
        var depth = 0
        for j in stride(from: i - 1, through: 0, by: -1) {
            if Self.closing.contains(code[j]) { depth += 1 }
            if Self.opening.contains(code[j]) { if depth == 0 { return j }; depth -= 1 }
        }
        return nil
    }

    /// The type an `init` at `offset` belongs to: the nearest declaration above it that is indented less.
    private func enclosingTypeName(of offset: Int) -> String? {
        let lineIndex = line(of: offset) - 1
        let indent = indentation(ofLine: lineIndex)
        for index in stride(from: lineIndex - 1, through: 0, by: -1) where indentation(ofLine: index) < indent {
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : code.count
            let words = String(decoding: code[lineStarts[index]..<end], as: UTF8.self)
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            if let keyword = words.firstIndex(where: { ["struct", "class", "enum", "actor", "extension"].contains($0) }),
               keyword + 1 < words.count {
                return words[keyword + 1]
            }
        }
        return nil
    }

    private func indentation(ofLine index: Int) -> Int {
        var i = lineStarts[index]
        while i < code.count && code[i] == UInt8(ascii: " ") { i += 1 }
        return i < code.count && code[i] != UInt8(ascii: "\n") ? i - lineStarts[index] : .max
    }

    private func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid }
        }
        return low + 1
    }
}

/// Replaces comments and string literals (with their interpolations) by spaces, keeping newlines.
private struct Blanker {
    private var bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""),
                       pound = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")

    mutating func blanked() -> [UInt8] {
        var i = 0
        while i < bytes.count { i = code(from: i, stopAtUnmatchedClose: false) }
        return bytes
    }

    private func starts(_ text: [UInt8], at i: Int) -> Bool {
        i + text.count <= bytes.count && bytes[i..<i + text.count].elementsEqual(text)
    }

    private func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func blank(_ range: Range<Int>) {
        for i in range where bytes[i] != Self.newline { bytes[i] = UInt8(ascii: " ") }
    }

    /// Code from `start`: returns where it ends (after an unmatched `)` when asked, else the end).
    private mutating func code(from start: Int, stopAtUnmatchedClose: Bool) -> Int {
        var i = start, depth = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == Self.slash && byte(i + 1) == Self.slash {
                let end = bytes[i...].firstIndex(of: Self.newline) ?? bytes.count
                blank(i..<end)
                i = end
            } else if c == Self.slash && byte(i + 1) == Self.star {
                var j = i + 2, nesting = 1
                while j < bytes.count && nesting > 0 {
                    if bytes[j] == Self.slash && byte(j + 1) == Self.star {
                        nesting += 1; j += 2
                    } else if bytes[j] == Self.star && byte(j + 1) == Self.slash {
                        nesting -= 1; j += 2
                    } else {
                        j += 1
                    }
                }
                blank(i..<j)
                i = j
            } else if c == Self.quote || c == Self.pound, let end = stringEnd(from: i) {
                blank(i..<end)
                i = end
            } else {
                if c == UInt8(ascii: "(") { depth += 1 }
                if c == UInt8(ascii: ")") {
                    depth -= 1
                    if depth < 0 && stopAtUnmatchedClose { return i + 1 }
                }
                i += 1
            }
        }
        return i
    }

    /// The end of the string literal (plain, multi-line or raw) that starts at `start`, if one does.
    private mutating func stringEnd(from start: Int) -> Int? {
        var i = start, hashes = 0
        while byte(i) == Self.pound { hashes += 1; i += 1 }
        guard byte(i) == Self.quote else { return nil }
        let pounds = [UInt8](repeating: Self.pound, count: hashes)
        // A multi-line literal's `"""` ends its line; `#""""#` is a one-line raw string holding `""`.
        var afterQuotes = i + 3
        while byte(afterQuotes) == UInt8(ascii: " ") || byte(afterQuotes) == UInt8(ascii: "\t") { afterQuotes += 1 }
        let multiline = starts([Self.quote, Self.quote, Self.quote], at: i) && (byte(afterQuotes) ?? Self.newline) == Self.newline
        let quotes: [UInt8] = multiline ? [Self.quote, Self.quote, Self.quote] : [Self.quote]
        let close = quotes + pounds, escape = [Self.backslash] + pounds
        i += quotes.count
        while i < bytes.count {
            if bytes[i] == Self.quote && starts(close, at: i) { return i + close.count }
            if bytes[i] == Self.backslash && starts(escape, at: i) {
                i += escape.count
                if byte(i) == UInt8(ascii: "(") {
                    i = code(from: i + 1, stopAtUnmatchedClose: true)
                } else {
                    i += 1
                }
            } else {
                i += 1
            }
        }
        return i
    }
}
