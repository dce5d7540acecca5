import SheetSim

/// Completes the word before the cursor from what the grammar accepts there.
///
/// The text before the word is lexed with the language's ``Lexer`` and matched against every
/// command's ``SyntaxPattern`` at once, keeping every position a partial match can reach (the
/// grammar is small, so a set of token positions per pattern is enough — no backtracking). The
/// patterns that would read the next token at the end of that text are what may come next; their
/// words, filtered by what is typed so far, are the candidates.
public enum SyntaxCompleter {
    /// The completions for the end of `line` (the text before the cursor).
    ///
    /// - Parameters:
    ///   - line: the text before the cursor.
    ///   - context: what the session knows: its controllers, marks, detents, an open block.
    public static func complete(_ line: String, context: CompletionContext) -> Completion {
        let scalars = Array(line.unicodeScalars)
        guard let start = wordStart(scalars) else { return Completion() }
        let word = String(String.UnicodeScalarView(scalars[start...]))
        let head = String(String.UnicodeScalarView(scalars[..<start]))
        var completion = Completion(replacing: word)
        if let rest = restOfLine(head: head, word: word, context: context) {
            completion.replacing = rest.text
            add(.rest(rest.value), prefix: rest.text, context: context, to: &completion)
            return finished(completion)
        }
        guard let tokens = lex(head) else { return completion }
        var walker = Walker(tokens: tokens)
        _ = walker.walk(grammar(context), from: [0])
        for pattern in walker.expected {
            add(pattern, prefix: word, context: context, to: &completion)
        }
        return finished(completion)
    }

    /// Whether the grammar accepts `line` as a whole (false if it does not lex): what keeps the
    /// description in step with the parser in tests.
    ///
    /// - Parameters:
    ///   - line: a whole line.
    ///   - context: what the session knows: its controllers, marks, detents, an open block.
    public static func accepts(_ line: String, context: CompletionContext) -> Bool {
        guard let tokens = lex(line) else { return false }
        var walker = Walker(tokens: tokens)
        return walker.walk(grammar(context), from: [0]).contains(tokens.count)
    }

    /// Every command the context offers at the start of a line.
    static func grammar(_ context: CompletionContext) -> SyntaxPattern {
        let commands = (context.isInsideCallbackBlock ? [] : LanguageSyntax.commands) + context.toolCommands
        var lines = commands.map { command in
            // `set` takes what the controller it configures has, as the parser does.
            let arguments = command.name == CommandKeyword.set.rawValue ? LanguageSyntax.setBody(for: context.configured) : command.arguments
            return SyntaxPattern.sequence([.keyword(command.name), arguments])
        }
        if context.isInsideCallbackBlock { lines.append(LanguageSyntax.callbackBlockLine) }
        return .anyOf(lines)
    }

    static func lex(_ text: String) -> [Token]? {
        guard let lexed = try? Lexer.lex(text, file: "", line: 1), lexed.comment == nil else { return nil }
        return lexed.tokens
    }

    static func finished(_ completion: Completion) -> Completion {
        var result = completion
        var seen = Set<String>()
        result.candidates = completion.candidates.filter { seen.insert($0.text).inserted }
            .sorted { $0.text.unicodeScalars.lexicographicallyPrecedes($1.text.unicodeScalars) }
        var seenHints = Set<String>()
        result.hints = completion.hints.filter { seenHints.insert($0).inserted }
        return result
    }

    // MARK: The word before the cursor

    /// Where the word being typed starts (a scalar offset), or nil inside a comment. Inside an
    /// open string the word starts at its quote; otherwise it is the run of name, number and
    /// unit characters before the cursor, with a sign that starts a number.
    static func wordStart(_ scalars: [Unicode.Scalar]) -> Int? {
        var inString = false, escaped = false, quote = 0
        for (index, scalar) in scalars.enumerated() {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
                quote = index
            } else if scalar == "#" {
                return nil
            }
        }
        if inString { return quote }
        var start = scalars.count
        while start > 0, isWordScalar(scalars[start - 1]) { start -= 1 }
        if start > 0, scalars[start - 1] == "-" || scalars[start - 1] == "+",
           start == scalars.count || ("0"..."9").contains(scalars[start]) {
            start -= 1
        }
        return start
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "." || scalar == "%" || scalar == "/"
    }

    /// For a command whose argument is the raw rest of the line (`save ~/bug report.sheet`): the
    /// text after the command's word, which the lexer must not see.
    static func restOfLine(head: String, word: String, context: CompletionContext) -> (value: SyntaxValue, text: String)? {
        let line = head + word
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let gap = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let name = String(trimmed[..<gap])
        guard let command = context.toolCommands.first(where: { $0.name == name }),
              case .rest(let value) = command.arguments else { return nil }
        let rest = String(trimmed[gap...].drop { $0 == " " || $0 == "\t" })
        // A word the language's command of the same name takes (`show column primary`, `show
        // "settings"`) is the language's: the grammar completes it.
        if LanguageSyntax.command(named: name) != nil, let first = rest.unicodeScalars.first,
           first == "\"" || ("a"..."z").contains(first) {
            return nil
        }
        return (value, rest)
    }

    // MARK: Candidates

    static func add(_ pattern: SyntaxPattern, prefix: String, context: CompletionContext, to completion: inout Completion) {
        func offer(_ candidate: Completion.Candidate) {
            if candidate.text.hasPrefix(prefix) { completion.candidates.append(candidate) }
        }
        /// Quoted values also match what is typed without the opening quote.
        func offerQuoted(_ value: String) {
            let text = LogText.quoted(value)
            if text.hasPrefix(prefix) || (!prefix.hasPrefix("\"") && value.hasPrefix(prefix)) {
                completion.candidates.append(.init(text))
            }
        }
        func hint(_ text: String) {
            if prefix.isEmpty { completion.hints.append("<" + text + ">") }
        }
        switch pattern {
        case .keyword(let word): offer(.init(word))
        case .oneOf(let words, _, _): words.forEach { offer(.init($0)) }
        case .symbol(let symbol):
            offer(.init(symbol.rawValue, appendsSpace: symbol != .leftParen))
        case .call(let name, _): offer(.init(name + "(", appendsSpace: false))
        case .string(let what): hint(what + " in quotes")
        case .number(let syntax): addNumber(syntax, prefix: prefix, to: &completion)
        case .value(let value), .rest(let value):
            switch value {
            case .deviceName: Device.all.forEach { offerQuoted($0.name) }
            case .controllerName:
                context.controllers.forEach { offerQuoted($0.name) }
                hint("a controller name in quotes")
            case .customDetentIdentifier:
                for identifier in context.customDetentIdentifiers {
                    // SwiftUI's height(…)/fraction(…) detents are referred to by their own text.
                    if identifier.contains("(") { offer(.init(identifier)) } else { offerQuoted(identifier) }
                }
            case .swiftUIName(let slot): context.swiftUINames(for: slot).forEach { offerQuoted($0) }
            case .markName: context.marks.forEach { offer(.init($0)) }
            case .newName: hint("a name")
            case .callback: addCallbacks(prefix: prefix, context: context, to: &completion)
            case .filePath(let extensions):
                if case .rest = pattern {
                    addPaths(prefix: prefix, quoted: false, extensions: extensions, context: context, to: &completion)
                } else {
                    addPaths(prefix: prefix, quoted: true, extensions: extensions, context: context, to: &completion)
                }
            case .helpTopic: context.helpTopics.forEach { offer(.init($0)) }
            case .terminalSize: hint("COLUMNSxROWS such as 100x40, or nothing for the terminal's size")
            }
        case .sequence, .optional, .anyOf, .repeated, .rule:
            break  // the walker only reports leaves
        }
    }

    /// `300` → `300ms`, `300s`, `300us` where a duration is wanted; nothing typed → the hint.
    static func addNumber(_ syntax: NumberSyntax, prefix: String, to completion: inout Completion) {
        guard !prefix.isEmpty else {
            completion.hints.append("<" + syntax.what + ">")
            return
        }
        let scalars = Array(prefix.unicodeScalars)
        var index = 0
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        let digitsStart = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "_" || scalars[index] == "." { index += 1 }
        guard index > digitsStart, ("0"..."9").contains(scalars[digitsStart]), scalars[index - 1] != "." else { return }
        let number = String(String.UnicodeScalarView(scalars[..<index]))
        for unit in syntax.units where (number + unit.spelling).hasPrefix(prefix) {
            completion.candidates.append(.init(number + unit.spelling))
        }
        if syntax.allowsBare, number == prefix { completion.candidates.append(.init(number)) }
    }

    /// `RECEIVER.CALLBACK`, one path component at a time: controller names (and `scene.`,
    /// `application.`, `simulator.`), then what that controller can receive (its own callbacks,
    /// `presentationController.`, `delegate.`), then the callbacks of that role — from the core's
    /// ``CallbackVocabulary``.
    static func addCallbacks(prefix: String, context: CompletionContext, to completion: inout Completion) {
        var parts = prefix.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let partial = parts.removeLast()
        let path = parts.map { $0 + "." }.joined()
        func offer(_ item: String, continues: Bool = false) {
            guard item.hasPrefix(partial) else { return }
            completion.candidates.append(.init(path + item + (continues ? "." : ""), display: item + (continues ? "." : ""),
                                               appendsSpace: !continues))
        }
        func names(_ role: Receiver.Kind, _ controller: CompletionContext.Controller) -> [String] {
            // A column-style split view's delegate, and its columns, never get the classic-only
            // methods: the parser refuses an expectation of one, so none is offered.
            let names = CallbackVocabulary.names(for: role, kind: controller.kind, presented: controller.isPresented)
            guard let split = controller.columnStyleSplitView, role == (split == controller.name ? .delegate : .viewController) else {
                return names.map(\.rawValue)
            }
            return names.filter { $0.columnStyleCounterpart(for: split, sentTo: role) == nil }.map(\.rawValue)
        }
        // The receivers one per app, by their first component: `scene` → `scene.delegate`.
        let appReceivers: [(first: String, role: Receiver.Kind)] = [("scene", .sceneDelegate), ("application", .applicationDelegate)]
        func appNames(_ role: Receiver.Kind) { CallbackVocabulary.names(for: role, kind: .viewController, presented: false).forEach { offer($0.rawValue) } }
        switch parts.count {
        case 0:
            for controller in context.controllers { offer(controller.name, continues: true) }
            for receiver in appReceivers { offer(receiver.first, continues: true) }
            offer(Receiver.simulator.description, continues: true)
        case 1 where parts[0] == Receiver.simulator.description:
            appNames(.simulator)
        case 1 where appReceivers.contains { $0.first == parts[0] }:
            offer("delegate", continues: true)
        case 2 where parts[1] == "delegate" && appReceivers.contains { $0.first == parts[0] }:
            appReceivers.first { $0.first == parts[0] }.map { appNames($0.role) }
        case 1:
            let controller = context.controller(named: parts[0])
            names(.viewController, controller).forEach { offer($0) }
            if !names(.presentationController, controller).isEmpty { offer("presentationController", continues: true) }
            if !names(.delegate, controller).isEmpty { offer("delegate", continues: true) }
        case 2:
            let controller = context.controller(named: parts[0])
            switch parts[1] {
            case "presentationController": names(.presentationController, controller).forEach { offer($0) }
            case "delegate": names(.delegate, controller).forEach { offer($0) }
            default: break
            }
        default:
            break
        }
    }

    /// Files with one of `extensions` and folders, below the base folder or `~`.
    static func addPaths(prefix: String, quoted: Bool, extensions: [String], context: CompletionContext,
                         to completion: inout Completion) {
        guard let list = context.listDirectory else { return }
        var typed = prefix
        if quoted {
            guard typed.isEmpty || typed.hasPrefix("\"") else { return }
            typed = String(typed.dropFirst())
        }
        let slash = typed.lastIndex(of: "/")
        let folder = slash.map { String(typed[...$0]) } ?? ""
        let namePrefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        var listed = folder
        if folder.hasPrefix("~/"), let home = context.homeDirectory {
            listed = (home.hasSuffix("/") ? home : home + "/") + folder.dropFirst(2)
        } else if !folder.hasPrefix("/"), !context.baseDirectory.isEmpty {
            listed = (context.baseDirectory.hasSuffix("/") ? context.baseDirectory : context.baseDirectory + "/") + folder
        }
        guard let entries = list(listed.isEmpty ? "." : listed) else { return }
        let open = quoted ? "\"" : ""
        for entry in entries where entry.name.hasPrefix(namePrefix) {
            guard !entry.name.hasPrefix(".") || namePrefix.hasPrefix(".") else { continue }
            if entry.isDirectory {
                completion.candidates.append(.init(open + folder + entry.name + "/", display: entry.name + "/", appendsSpace: false))
            } else if extensions.isEmpty || extensions.contains(where: { entry.name.lowercased().hasSuffix($0) }) {
                completion.candidates.append(.init(open + folder + entry.name + open, display: entry.name))
            }
        }
    }
}

/// Matches tokens against patterns, keeping every reachable position, and collects the leaf
/// patterns that would read the token after the last one.
struct Walker {
    let tokens: [Token]
    private(set) var expected: [SyntaxPattern] = []

    init(tokens: [Token]) { self.tokens = tokens }

    /// The positions reachable after matching `pattern` from any of `starts`.
    mutating func walk(_ pattern: SyntaxPattern, from starts: Set<Int>) -> Set<Int> {
        guard !starts.isEmpty else { return [] }
        switch pattern {
        case .sequence(let parts):
            var positions = starts
            for part in parts { positions = walk(part, from: positions) }
            return positions
        case .optional(let inner):
            return starts.union(walk(inner, from: starts))
        case .anyOf(let choices):
            var positions = Set<Int>()
            for choice in choices { positions.formUnion(walk(choice, from: starts)) }
            return positions
        case .repeated(let inner, let separator):
            var all = walk(inner, from: starts)
            var frontier = all
            while !frontier.isEmpty {
                var next = frontier
                if let separator { next = walk(separator, from: next) }
                next = walk(inner, from: next)
                frontier = next.subtracting(all)
                all.formUnion(next)
            }
            return all
        case .call(let name, let arguments):
            var positions = Set<Int>()
            for start in starts {
                if start == tokens.count { expected.append(pattern) } else if tokens[start].word == name { positions.insert(start + 1) }
            }
            return walk(.sequence([.symbol(.leftParen)] + arguments + [.symbol(.rightParen)]), from: positions)
        case .rest:
            if starts.contains(tokens.count) { expected.append(pattern) }
            return [tokens.count]
        case .rule(let rule):
            return walk(rule.pattern, from: starts)
        default:
            var positions = Set<Int>()
            for start in starts {
                if start == tokens.count {
                    expected.append(pattern)
                } else {
                    positions.formUnion(matchLeaf(pattern, at: start))
                }
            }
            return positions
        }
    }

    /// Where a leaf that starts at `index` ends (none if it does not match there).
    func matchLeaf(_ pattern: SyntaxPattern, at index: Int) -> [Int] {
        let token = tokens[index]
        switch pattern {
        case .keyword(let word):
            return token.word == word ? [index + 1] : []
        case .oneOf(let words, let aliases, _):
            let text = token.word ?? token.stringValue ?? token.text
            return words.contains(text) || aliases.contains(text) ? [index + 1] : []
        case .symbol(let symbol):
            return token.symbol == symbol ? [index + 1] : []
        case .string:
            return token.stringValue != nil ? [index + 1] : []
        case .number(let syntax):
            return token.number.map(syntax.accepts) == true ? [index + 1] : []
        case .value(let value):
            switch value {
            case .deviceName, .controllerName, .customDetentIdentifier, .filePath, .swiftUIName:
                return token.stringValue != nil ? [index + 1] : []
            case .markName, .newName, .helpTopic:
                return token.word != nil ? [index + 1] : []
            case .terminalSize:
                // `100x40` is no token of the language (a number with an unknown unit), so a line
                // holding one is not completed further; the slot only shows its hint.
                return []
            case .callback:
                guard let word = token.word, word.contains(".") else { return [] }
                var ends = [index + 1]
                // The optional `(arguments)`: any tokens up to the matching parenthesis.
                if index + 1 < tokens.count, tokens[index + 1].symbol == .leftParen {
                    var depth = 0
                    for position in (index + 1)..<tokens.count {
                        if tokens[position].symbol == .leftParen { depth += 1 }
                        if tokens[position].symbol == .rightParen {
                            depth -= 1
                            if depth == 0 { ends.append(position + 1); break }
                        }
                    }
                }
                return ends
            }
        default:
            return []
        }
    }
}
