import SheetSim

/// Reads one line's tokens left to right, producing diagnostics that point at the offending token
/// (or, past the end, at the end of the line) with did-you-mean hints from the vocabulary.
struct TokenCursor {
    let tokens: [Token]
    let endLocation: SourceLocation
    /// The line's text, for slicing out verbatim spans (callback arguments).
    let lineText: Substring
    /// Whether errors carry hints. A did-you-mean compares a word with every candidate, so once a
    /// parse has all the diagnostics it will print, the rest are found without one.
    let explains: Bool
    var index = 0

    init(_ line: LexedLine, file: String, lineText: Substring, explains: Bool = true) {
        self.lineText = lineText
        self.explains = explains
        tokens = line.tokens
        endLocation = SourceLocation(file: file, line: line.line, column: lineText.utf8.count + 1)
    }

    var isAtEnd: Bool { index >= tokens.count }
    func peek(_ offset: Int = 0) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }
    var location: SourceLocation { index < tokens.count ? tokens[index].location : endLocation }

    mutating func next() -> Token? {
        defer { index += 1 }
        return peek()
    }

    /// Consumes `word` if it is next.
    mutating func accept(_ word: String) -> Bool {
        guard nextIs(word) else { return false }
        index += 1
        return true
    }

    mutating func accept(_ symbol: Symbol) -> Bool {
        guard nextIs(symbol) else { return false }
        index += 1
        return true
    }

    /// Whether the next token is `word`, read where it is: ``peek(_:)`` copies the whole token
    /// out, its text and file name retained and released again, to look at one field.
    func nextIs(_ word: String) -> Bool {
        guard index < tokens.count, case .word(let name) = tokens[index].kind else { return false }
        return name == word
    }

    /// Whether the next token is `symbol`, read where it is.
    func nextIs(_ symbol: Symbol) -> Bool {
        guard index < tokens.count, case .symbol(let next) = tokens[index].kind else { return false }
        return next == symbol
    }

    /// The next token, which must be a word; `what` names it in the error ("a detent").
    mutating func word(_ what: String) throws(Diagnostic) -> Token {
        guard let token = peek() else { throw Diagnostic.error(.expectedWord, "expected \(what)", at: endLocation) }
        guard token.word != nil else { throw Diagnostic.error(.expectedWord, "expected \(what), found '\(token.text)'", range: token.range) }
        index += 1
        return token
    }

    /// The next word, which must be one of `choices`; unknown words get a did-you-mean.
    mutating func choice(_ choices: [String], _ what: String) throws(Diagnostic) -> String {
        try choice(choices, what, lookUp: { choices.contains($0) ? $0 : nil })
    }

    /// The next word, which must be one of the words `words` accepts; unknown words get a
    /// did-you-mean. `what` names the position in messages in place of the choice's own name.
    mutating func choice(_ words: WordChoice, _ what: String? = nil) throws(Diagnostic) -> String {
        try choice(words.accepted, what ?? words.what)
    }

    /// The next word, which must be one of `choices`, and the token it was read from, for a
    /// message about it later.
    mutating func choiceAndToken(_ choices: [String], _ what: String) throws(Diagnostic) -> (String, Token) {
        let word = try choice(choices, what)
        return (word, tokens[index - 1])
    }

    /// What the next word stands for in `table`; unknown words get a did-you-mean.
    mutating func choice<Value>(_ table: WordTable<Value>, _ what: String) throws(Diagnostic) -> Value {
        try choice(table.list, what, lookUp: { table[$0] })
    }

    /// The line's command keyword; an unknown word gets a did-you-mean. (The table is read where
    /// it is, not handed over: every line would retain and release its list and dictionary.)
    mutating func commandKeyword() throws(Diagnostic) -> CommandKeyword {
        try choice(Vocabulary.commands, "command", lookUp: { CommandKeyword.byName[$0] }, expected: .expectedCommand, unknown: .unknownCommand)
    }

    /// What the next word (or string) stands for as `lookUp` finds it. It is read where it is, not
    /// copied out with ``peek(_:)``: a token's text and file name would be retained and released
    /// again for every word a parse looks up. `choices`, the words `lookUp` knows, are only built
    /// for a message, which has the identifier `expected` when no word stands there and
    /// `unknown` for a word not among them.
    mutating func choice<Value>(_ choices: @autoclosure () -> [String], _ what: String,
                                lookUp: (String) -> Value?, expected: Diagnostic.ID = .expectedWord,
                                unknown: Diagnostic.ID = .unknownWord) throws(Diagnostic) -> Value {
        if index < tokens.count {
            switch tokens[index].kind {
            case .word(let word), .string(let word):
                if let value = lookUp(word) {
                    index += 1
                    return value
                }
            case .number, .symbol: break
            }
        }
        let choices = choices()
        guard let token = peek() else {
            throw Diagnostic.error(expected, "expected \(what)", at: endLocation, hint: explains ? "one of: " + choices.joined(separator: ", ") : nil)
        }
        guard let word = token.word ?? token.stringValue else {
            throw Diagnostic.error(expected, "expected \(what), found '\(token.text)'", range: token.range,
                                   hint: explains ? "one of: " + choices.joined(separator: ", ") : nil)
        }
        throw Diagnostic.error(unknown, "unknown \(what) '\(word)'", range: token.range,
                               hint: !explains ? nil : Suggestions.didYouMean(word, among: choices) ?? Suggestions.nearestList(to: word, among: choices))
    }

    mutating func expect(_ symbol: Symbol) throws(Diagnostic) {
        if accept(symbol) { return }
        guard let token = peek() else { throw Diagnostic.error(.expectedSymbol, "expected '\(symbol.rawValue)'", at: endLocation) }
        throw Diagnostic.error(.expectedSymbol, "expected '\(symbol.rawValue)', found '\(token.text)'", range: token.range)
    }

    /// Consumes `word`, which must come next. Where the grammar allows other words there too (an
    /// alternative the caller tried first), the hint lists them, or says which one a misspelt
    /// word was meant to be.
    mutating func expectWord(_ word: String) throws(Diagnostic) {
        if accept(word) { return }
        let token = peek()
        var hint: String?
        if explains {
            let words = continuations(before: token)
            let choices = words.contains(word) ? words : [word] + words
            hint = token.flatMap { $0.word }.flatMap { Suggestions.didYouMean($0, among: choices) }
                ?? (choices.count > 1 ? "one of: " + choices.joined(separator: ", ") : nil)
        }
        guard let token else { throw Diagnostic.error(.expectedKeyword, "expected '\(word)'", at: endLocation, hint: hint) }
        throw Diagnostic.error(.expectedKeyword, "expected '\(word)', found '\(token.text)'", range: token.range, hint: hint)
    }

    /// The next token, which must be a number (its unit is checked by the caller). `words` are
    /// the words that may stand here instead (`settled`, `top`), which the caller reads first: a
    /// word found in their place gets a did-you-mean among them, or else the hint `otherwise`.
    mutating func number(_ what: String, orWords words: [String] = [], otherwise: String? = nil) throws(Diagnostic) -> Token {
        guard let token = peek() else { throw Diagnostic.error(.expectedNumber, "expected \(what)", at: endLocation) }
        guard token.number != nil else {
            let hint: String? = switch token.word {
            case let word? where !words.isEmpty: explains ? Suggestions.didYouMean(word, among: words) ?? otherwise : nil
            case let word? where ["nan", "inf", "infinity", "NaN"].contains(word): "numbers must be finite"
            default: nil
            }
            throw Diagnostic.error(.expectedNumber, "expected \(what), found '\(token.text)'", range: token.range, hint: hint)
        }
        index += 1
        return token
    }

    mutating func string(_ what: String) throws(Diagnostic) -> Token {
        guard let token = peek() else { throw Diagnostic.error(.expectedString, "expected \(what)", at: endLocation) }
        guard token.stringValue != nil else {
            throw Diagnostic.error(.expectedString, "expected \(what) in double quotes, found '\(token.text)'", range: token.range)
        }
        index += 1
        return token
    }

    mutating func bool(_ what: String) throws(Diagnostic) -> Bool {
        let word = try choice(.bool, what)
        return word == "true" || word == "on" || word == "yes"
    }

    /// After an opening parenthesis: the source text up to its matching `)`, verbatim and trimmed,
    /// consuming the tokens in between and the `)`.
    mutating func parenthesizedText(openedAt open: Token) throws(Diagnostic) -> String {
        var depth = 1
        while let token = peek() {
            if token.symbol == .leftParen { depth += 1 }
            if token.symbol == .rightParen {
                depth -= 1
                if depth == 0 {
                    let utf8 = lineText.utf8
                    let from = min(max(open.range.end.column - 1, 0), utf8.count)
                    let to = min(max(token.location.column - 1, from), utf8.count)
                    let start = utf8.index(utf8.startIndex, offsetBy: from)
                    let end = utf8.index(start, offsetBy: to - from)
                    index += 1
                    var text = Substring(utf8[start..<end])
                    while text.first == " " { text = text.dropFirst() }
                    while text.last == " " { text = text.dropLast() }
                    return String(text)
                }
            }
            index += 1
        }
        throw Diagnostic.error(.missingParenthesis, "missing ')'", range: open.range, hint: "close the argument list")
    }

    /// Fails if anything is left on the line. The hint says what the line could have gone on
    /// with there, as the language's grammar (the one Tab completion walks) has it: a did-you-mean
    /// for a word close to one of those words (`animted`), else the words themselves (`onto`
    /// where `in` is meant).
    func end(after what: String) throws(Diagnostic) {
        guard let token = peek() else { return }
        var hint: String?
        if explains {
            let words = continuations(before: token)
            hint = token.word.flatMap { Suggestions.didYouMean($0, among: words) }
                ?? (words.isEmpty ? nil : what + " ends here or goes on with one of: " + words.joined(separator: ", "))
        }
        throw Diagnostic.error(.unexpectedToken, "unexpected '\(token.text)' after \(what)", range: token.range, hint: hint)
    }

    /// The words the grammar accepts where `token` stands (nil: at the end of the line), given
    /// the line before it.
    func continuations(before token: Token?) -> [String] {
        let head = token.map { lineText.utf8.prefix(max(0, $0.location.column - 1)) } ?? lineText.utf8[...]
        let completion = SyntaxCompleter.complete(String(Substring(head)) + " ", context: CompletionContext())
        return completion.candidates.map(\.text).filter { word in
            word.first.map { $0.isLetter } == true && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}
