import SheetSim

extension ScenarioParser {
    // MARK: expect …

    /// `expect state PROPERTY [of "name"] CMP VALUE [± TOL] [at T]`,
    /// `expect RECEIVER.CALLBACK count CMP N [window]`, `… exactly N times [window]`,
    /// `expect no RECEIVER.CALLBACK [window]`. The block form `expect callbacks` is handled by
    /// ``openCallbackBlock(_:at:)``.
    mutating func expect(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        if c.accept("state") { return try stateExpectation(&c) }
        if WordChoice.never.accepted.contains(where: { c.accept($0) }) {
            let matcher = try callbackMatcher(&c)
            let window = try logWindow(&c)
            try c.end(after: "the expectation")
            return .expectCallbacks(.never(matcher, window))
        }
        let matcher = try callbackMatcher(&c)
        let comparison: Comparison
        let countToken: Token
        if c.accept("exactly") {
            comparison = .equal
            countToken = try c.number("a count")
            guard WordChoice.times.accepted.contains(where: { c.accept($0) }) else {
                throw Diagnostic.error(.expectedKeyword, "expected 'times' after the count", at: c.location)
            }
        } else {
            try c.expectWord("count")
            comparison = try self.comparison(&c)
            countToken = try c.number("a count")
        }
        let count = try countToken.integer(.nonNegative)
        let window = try logWindow(&c)
        try c.end(after: "the expectation")
        return .expectCallbacks(.count(matcher, comparison, count, window))
    }

    func comparison(_ c: inout TokenCursor) throws(Diagnostic) -> Comparison {
        guard let token = c.peek(), let symbol = token.symbol,
              let comparison = Comparison(rawValue: symbol.rawValue) else {
            throw Diagnostic.error(.expectedComparison, "expected a comparison (==, !=, <, <=, >, >=)", at: c.location,
                                   hint: c.peek()?.symbol == .equal ? "write '==' to compare" : nil)
        }
        _ = c.next()
        return comparison
    }

    /// `[from T|MARK] [to T|MARK]`; a window that ends before it starts can never match.
    func logWindow(_ c: inout TokenCursor) throws(Diagnostic) -> LogWindow {
        var window = LogWindow()
        var fromToken: Token?
        if c.accept("from") { fromToken = c.peek(); window.from = try timeBound(&c) }
        if c.accept("to") {
            let toToken = c.peek()
            window.to = try timeBound(&c)
            if case .instant(let start)? = window.from, case .instant(let end)? = window.to, end < start {
                throw Diagnostic.error(.emptyWindow, "this window ends before it starts, so the expectation can never be evaluated",
                                       range: toToken?.range ?? fromToken!.range)
            }
        }
        return window
    }

    func timeBound(_ c: inout TokenCursor) throws(Diagnostic) -> TimeBound {
        guard let token = c.peek() else { throw Diagnostic.error(.expectedTimeOrMark, "expected a time or a mark name", at: c.endLocation) }
        if token.number != nil {
            _ = c.next()
            return .instant(SimInstant.zero + (try token.duration(.nonNegative)))
        }
        let name = try c.word("a time or a mark name").word!
        return .mark(name, token.location)
    }

    /// `sheet.viewDidAppear` or `sheet.viewDidAppear(animated: true)` on one line.
    func callbackMatcher(_ c: inout TokenCursor) throws(Diagnostic) -> CallbackMatcher {
        let token = try c.word("a callback such as sheet.viewDidAppear")
        var arguments: String?
        if let open = c.peek(), open.symbol == .leftParen {
            _ = c.next()
            arguments = try c.parenthesizedText(openedAt: open)
        }
        return try Self.matcher(path: token.word!, arguments: arguments, time: nil, at: token.range, explains: explains)
    }

    /// Splits `receiver.callback` and checks the callback name against UIKit's.
    static func matcher(path: String, arguments: String?, time: SimInstant?, at range: SourceRange,
                        explains: Bool = true) throws(Diagnostic) -> CallbackMatcher {
        // Words are ASCII (the lexer's rule), so the path is split at its last dot byte by byte,
        // in its own storage (slicing the String would round each index to a character).
        var bytes = path
        let parts: (receiver: String, name: String)? = bytes.withUTF8 { utf8 in
            guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: utf8[..<dot]), as: UTF8.self),
                    String(decoding: UnsafeBufferPointer(rebasing: utf8[(dot + 1)...]), as: UTF8.self))
        }
        guard let (receiver, name) = parts else {
            throw Diagnostic.error(.callbackWithoutReceiver, "'\(path)' names no receiver", range: range,
                                   hint: "write the receiver first, e.g. sheet.\(path) or sheet.delegate.\(path)")
        }
        guard Vocabulary.callbackNames.contains(name) else {
            throw Diagnostic.error(.unknownCallback, "unknown callback '\(name)'", range: range,
                                   hint: explains ? Suggestions.didYouMean(name, among: Vocabulary.callbacks) : nil)
        }
        return CallbackMatcher(time: time, receiver: receiver, name: name, arguments: arguments, location: range.start)
    }

    // MARK: expect state …

    mutating func stateExpectation(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let property = try stateProperty(&c)
        let name = property.name
        var subject: String?
        var subjectLocation: SourceLocation?
        if property.subject == .swiftUIBinding {
            // A binding is named right after the property: `binding "showDetail" == true`.
            subjectLocation = c.location
            let (binding, kind) = try declaredBinding(&c)
            let expected = SwiftUIBindingKind.allCases.first { $0.stateProperty == property.name } ?? .selection
            guard kind == expected else {
                let right = StateProperty.catalog.first { $0.subject == .swiftUIBinding && $0.name == kind.stateProperty }?.name ?? "binding"
                throw Diagnostic.error(.wrongBindingKind, "'\(binding)' is \(kind.describedForReading), read with '\(right) \"\(binding)\"', not '\(name)'",
                                       at: subjectLocation!,
                                       hint: "write 'expect state \(right) \"\(binding)\" …'")
            }
            subject = binding
        } else if c.accept("of") {
            subjectLocation = c.location
            subject = try stateSubject(&c, property)
        }
        let comparison = try self.comparison(&c)
        let value: StateExpectation.Value
        switch property.kind {
        case .number(let unit):
            let token = try c.number("a value")
            let number = unit == .points ? try token.points() : try token.ratio()
            var tolerance = 0.0
            if c.accept(.plusMinus) {
                let toleranceToken = try c.number("a tolerance")
                tolerance = unit == .points ? try toleranceToken.points(.nonNegative) : try toleranceToken.ratio(.nonNegative)
            }
            value = .number(number, tolerance: tolerance)
        case .detent:
            // A SwiftUI selection, or a SwiftUI view with presentationDetents, names its own set's
            // detents; any other subject, the current UIKit sheet's.
            let detent: DetentIdentifier?
            if property.subject == .swiftUIBinding, let subject {
                detent = try selectedDetent(&c, of: subject)
            } else if let subject, swiftUI.viewDetents[subject] != nil {
                detent = try presentationDetent(&c, of: subject)
            } else {
                detent = try detentReference(&c, allowNil: true)
            }
            value = .word(detent?.description ?? "nil")
        case .word(let words):
            // A property's older names (a deprecated display mode) read as the word they stand for.
            let word = try c.choice(property.wordAliases.isEmpty ? words : words + property.wordAliases.map(\.word), name)
            value = .word(property.canonicalWord(word))
        case .controller:
            value = .word(try c.string("a controller name").stringValue!)
        case .bool:
            value = .bool(try c.bool(name))
        case .item:
            var text = c.accept("nil") ? nil : try c.string("an item, quoted, or nil").stringValue!
            if property.name == "presentationDetents", let subject, swiftUI.viewDetents[subject] != nil, let written = text {
                text = Self.swiftUIDetentSetText(written)
            }
            value = .word(text.map(LogText.quoted) ?? "nil")
        }
        if case .number = value {} else if comparison != .equal && comparison != .notEqual {
            throw Diagnostic.error(.comparisonNotAllowed, "\(name) can only be compared with == or !=", at: c.location)
        }
        var at: SimInstant?
        if c.accept("at") {
            at = SimInstant.zero + (try c.number("a time").duration(.nonNegative))
        }
        if subject == nil, property.subject != .window, let token = c.peek(), token.word == "of" {
            // The controller comes before the comparison, as it reads: "topY of "sheet" == 2pt".
            throw Diagnostic.error(.misplacedOf, "'of' goes before the comparison", range: token.range,
                                   hint: "write 'expect state \(name) of \"NAME\" \(comparison.rawValue) …'")
        }
        try c.end(after: at == nil ? "the expected value" : "the time")
        return .expectState(StateExpectation(property: property, comparison: comparison, expected: value, at: at,
                                                 subject: subject, subjectLocation: subjectLocation))
    }

    /// The state property named next; a name from before the properties took their UIKit names
    /// gets the new one.
    func stateProperty(_ c: inout TokenCursor) throws(Diagnostic) -> StateProperty {
        if let token = c.peek(), let word = token.word {
            if let property = Vocabulary.statePropertiesByName[word] {
                _ = c.next()
                return property
            }
            if let renamed = RenamedStateProperty.renamed[word] {
                throw Diagnostic.error(.renamedWord, "the state property '\(word)' is now called '\(renamed)'", range: token.range,
                                       hint: "write 'expect state \(renamed) …', the name Swift and UIKit use")
            }
        }
        // Not a state property: the cursor says what was expected, with a did-you-mean.
        return try c.choice(Vocabulary.statePropertiesByName, "state property")
    }

    /// `of "name"`: the controller a state property is read from (not for window properties).
    func stateSubject(_ c: inout TokenCursor, _ property: StateProperty) throws(Diagnostic) -> String {
        let token = try c.string("a controller name")
        let subject = token.stringValue!
        if property.subject == .window {
            throw Diagnostic.error(.windowPropertyOfController, "\(property.name) is a property of the window, not of a controller", range: token.range,
                                   hint: "drop 'of \"\(subject)\"'")
        }
        return subject
    }

    // MARK: expect callbacks [in order] [window] … end

    mutating func openCallbackBlock(_ c: inout TokenCursor, at location: SourceLocation) throws(Diagnostic) {
        try c.expectWord("callbacks")
        var ordered = false
        if c.accept("in") {
            try c.expectWord("order")
            ordered = true
        }
        let window = try logWindow(&c)
        _ = c.accept(.colon)
        try c.end(after: "expect callbacks")
        openBlock = OpenBlock(ordered: ordered, window: window, matchers: [], location: location)
    }

    /// A line inside an open block: a callback (optionally timed) or `end`.
    ///
    /// The block grows in place (`openBlock!.matchers.append`): binding the block to a local
    /// while appending would make every line copy all the lines before it, O(n²) for n lines.
    /// A bad line leaves the block as it was.
    mutating func blockLine(_ c: inout TokenCursor, text: Substring) throws(Diagnostic) -> LineResult {
        guard openBlock != nil else { return .nothing }
        let isEnd = c.peek()?.word == "end" && c.tokens.count == 1
        if openBlock!.isPoisoned {
            if isEnd { openBlock = nil }
            return .nothing
        }
        if isEnd {
            let block = openBlock!
            openBlock = nil
            guard !block.matchers.isEmpty || !block.ordered else {
                throw Diagnostic.error(.emptyOrderedBlock, "'expect callbacks in order' lists no callbacks", at: block.location)
            }
            let expectation: CallbackExpectation = block.ordered
                ? .inOrder(block.matchers, block.window) : .exactly(block.matchers, block.window)
            return .command(Located(.expectCallbacks(expectation), at: block.location))
        }
        var time: SimInstant?
        if let first = c.peek(), first.number != nil {
            _ = c.next()
            time = SimInstant.zero + (try first.duration(.nonNegative))
        }
        var matcher = try callbackMatcher(&c)
        try c.end(after: "the callback")
        matcher.time = time
        openBlock!.matchers.append(matcher)
        return .nothing
    }

    /// A SwiftUI view's `presentationDetents` as written in an expectation, with each height in
    /// points spelled as the state prints it: `"height(200pt), medium"` reads `"height(200), medium"`,
    /// so the `presentationDetents` line's own spelling names the set too.
    static func swiftUIDetentSetText(_ written: String) -> String {
        written.split(separator: ",", omittingEmptySubsequences: false).map { part -> String in
            let detent = part.drop { $0 == " " }
            guard detent.hasPrefix("height("), detent.hasSuffix("pt)"),
                  let height = Double(detent.dropFirst("height(".count).dropLast("pt)".count)) else { return String(part) }
            return (part.count > detent.count ? " " : "") + "height(\(NumberFormat.points(height)))"
        }.joined(separator: ",")
    }
}
