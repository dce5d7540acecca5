/// A line written as Swift rather than as a scenario line: `detents [.medium(), .large()]`,
/// `set modalPresentationStyle = .pageSheet`, `presentationDetents([.medium, .large])`. An iOS
/// developer writes UIKit's names the way their code does; the language writes the same names
/// bare. A line that fails is read once more with the Swift taken out, and when that reading
/// parses, the error says so and gives the line to write.
///
/// It is done for the whole line, where any line fails, so every position benefits: a detent, a
/// style, a display mode, an orientation, any word of any list. Swift's spellings are not
/// accepted as they are: the language keeps one way to write a line, and the hint shows it.
enum SwiftSpelling {
    /// What a Swift spelling was taken out of a line, for the message.
    struct Rewrite {
        /// The line without its Swift spellings, spaces between words made single.
        var text: String
        /// The 1-based byte column of the first spelling taken out.
        var column: Int
        /// What was taken out, in the order first met: `a leading '.'`, `'()'`, `brackets`.
        var kinds: [String]
    }

    /// `line` without its Swift spellings, or nil when it has none:
    /// - a `.` that starts a name (`.medium`, `= .pageSheet`), not one inside a dotted name;
    /// - an empty `()` right after a name (`large()`);
    /// - `[` and `]`, and the commas between them;
    /// - a command written as a call, `presentationDetents(…)`: its parentheses, and the commas
    ///   directly inside them;
    /// - with `missingSet`, the `set` a property assignment starts with.
    /// Strings and a trailing comment are kept as written.
    ///
    /// - Parameters:
    ///   - line: the line as written.
    ///   - commandCall: whether the line's first word is a command written as a call, whose
    ///     parentheses are taken out.
    static func rewrite(_ line: Substring, commandCall: Bool) -> Rewrite? {
        let bytes = Array(line.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var kinds: [String] = []
        var column: Int?
        var listDepth = 0
        var parenDepth = 0
        var callParenDepth: Int?
        var index = 0
        func note(_ kind: String, at position: Int) {
            if column == nil { column = position + 1 }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func isWordStart(_ byte: UInt8) -> Bool { isWordByte(byte) && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                // A string, escapes and all, as written.
                output.append(byte)
                index += 1
                while index < bytes.count {
                    let inner = bytes[index]
                    output.append(inner)
                    index += 1
                    if inner == UInt8(ascii: "\\"), index < bytes.count {
                        output.append(bytes[index])
                        index += 1
                    } else if inner == UInt8(ascii: "\"") {
                        break
                    }
                }
                continue
            case UInt8(ascii: "#"):
                output += bytes[index...]
                index = bytes.count
                continue
            case UInt8(ascii: ".") where index + 1 < bytes.count && isWordStart(bytes[index + 1])
                && (index == 0 || !isWordByte(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ")")):
                note("a leading '.'", at: index)
            case UInt8(ascii: "(") where index > 0 && isWordByte(bytes[index - 1]):
                var close = index + 1
                while close < bytes.count, bytes[close] == UInt8(ascii: " ") { close += 1 }
                if close < bytes.count, bytes[close] == UInt8(ascii: ")") {
                    note("'()'", at: index)
                    index = close
                } else if commandCall, callParenDepth == nil, parenDepth == 0, listDepth == 0 {
                    note("a command written as a call", at: index)
                    output.append(UInt8(ascii: " "))
                    parenDepth += 1
                    callParenDepth = parenDepth
                } else {
                    parenDepth += 1
                    output.append(byte)
                }
            case UInt8(ascii: "("):
                parenDepth += 1
                output.append(byte)
            case UInt8(ascii: ")"):
                if parenDepth == callParenDepth {
                    callParenDepth = nil
                    output.append(UInt8(ascii: " "))
                } else {
                    output.append(byte)
                }
                parenDepth = max(0, parenDepth - 1)
            case UInt8(ascii: "["), UInt8(ascii: "]"):
                note("brackets", at: index)
                listDepth = max(0, listDepth + (byte == UInt8(ascii: "[") ? 1 : -1))
                output.append(UInt8(ascii: " "))
            case UInt8(ascii: ",") where (listDepth > 0 && parenDepth == (callParenDepth ?? 0)) || (callParenDepth != nil && parenDepth == callParenDepth):
                note("commas", at: index)
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
            index += 1
        }
        guard let column else { return nil }
        return Rewrite(text: singleSpaced(output), column: column, kinds: kinds)
    }

    /// `bytes` with runs of spaces outside strings made one, and none at either end.
    private static func singleSpaced(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                output.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: " ") {
                if output.last != UInt8(ascii: " ") && !output.isEmpty { output.append(byte) }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            output.append(byte)
        }
        while output.last == UInt8(ascii: " ") { output.removeLast() }
        // Spaces left before a ',' or ')' where brackets were: `custom("a", 100pt )` reads the same
        // without them.
        var tidy: [UInt8] = []
        inString = false
        escaped = false
        for byte in output {
            if !inString, byte == UInt8(ascii: ")") || byte == UInt8(ascii: ","), tidy.last == UInt8(ascii: " ") { tidy.removeLast() }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            tidy.append(byte)
        }
        return String(decoding: tidy, as: UTF8.self)
    }
}

extension ScenarioParser {
    /// The error for a line that failed as written but parses once its Swift spellings are taken
    /// out (``SwiftSpelling``), or nil. It is read on a copy of the parser, so nothing the
    /// reading declares stays.
    ///
    /// - Parameters:
    ///   - line: the line that failed.
    ///   - file: the file's name, for locations.
    func swiftSpellingDiagnostic(_ line: SourceLine, file: String) -> Diagnostic? {
        guard line.text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") }) else { return nil }
        let indent = line.text.prefix { $0 == " " || $0 == "\t" }
        let firstWord = line.text.dropFirst(indent.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let isCommand = CommandKeyword.byName[String(firstWord)] != nil
        let assigned = receiverAssignment(line.text.dropFirst(indent.count))
        var rewrite = SwiftSpelling.rewrite(line.text, commandCall: isCommand && assigned == nil)
        if assigned != nil {
            // `sheet.modalPresentationStyle = .pageSheet`, as Swift sets a property on its object.
            var kinds = rewrite?.kinds ?? []
            kinds.insert("a property set on its controller", at: 0)
            rewrite = SwiftSpelling.Rewrite(text: rewrite?.text ?? String(line.text.dropFirst(indent.count)), column: indent.count + 1, kinds: kinds)
        }
        guard let rewrite else { return nil }
        var candidates: [String] = []
        if let assigned {
            // The language sets the current sheet's properties with `set`, and a container's with
            // `set … of "NAME"`.
            let rest = rewrite.text.drop { $0 != " " }
            if assigned.controller == currentSheet { candidates.append("set \(assigned.property)\(rest)") }
            if let equals = rest.firstIndex(of: "=") {
                candidates.append("set \(assigned.property) of \"\(assigned.controller)\" \(rest[equals...])")
            }
        } else {
            candidates.append(rewrite.text)
            // `modalPresentationStyle = .pageSheet`, as Swift assigns a property: the language's line starts with `set`.
            if !isCommand, !firstWord.isEmpty { candidates.append("set " + rewrite.text) }
        }
        for candidate in candidates where parses(candidate, number: line.number, file: file) {
            let kinds = rewrite.kinds.count > 1 ? rewrite.kinds.dropLast().joined(separator: ", ") + " and " + rewrite.kinds.last! : rewrite.kinds[0]
            return .error(.swiftSpelling, "this line is written as Swift (\(kinds)): a scenario line writes UIKit's names bare",
                          at: SourceLocation(file: file, line: line.number, column: rewrite.column),
                          hint: "write '\(candidate)'")
        }
        return nil
    }

    /// The controller and property of a line that starts as Swift sets a property on an object,
    /// `sheet.modalPresentationStyle = …` (a name, a dot, a property, then `=`); nil otherwise.
    private func receiverAssignment(_ text: Substring) -> (controller: String, property: String)? {
        let token = text.prefix { $0 != " " && $0 != "=" }
        guard let dot = token.firstIndex(of: "."), dot != token.startIndex,
              text.dropFirst(token.count).drop(while: { $0 == " " }).first == "=" else { return nil }
        let controller = token[..<dot]
        let property = token[token.index(after: dot)...]
        guard !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              controller.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(controller), String(property))
    }

    /// Whether `text` parses as a line here, on a copy of the parser that gives no hints.
    private func parses(_ text: String, number: Int, file: String) -> Bool {
        var trial = self
        trial.explains = false
        switch trial.parseUncheckedLine(SourceLine(number: number, text: Substring(text)), file: file) {
        case .command, .commands: return true
        case .nothing: return trial.openBlock != nil
        case .failure: return false
        }
    }
}
