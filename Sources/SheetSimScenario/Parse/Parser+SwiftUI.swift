import SheetSim

/// What the `swiftUI view` lines so far declare, for the lines that name their bindings and views.
struct SwiftUIDeclarations {
    /// Each binding's kind and the view that declares it, by name; and the names in order, for
    /// suggestions.
    var bindings: [String: (kind: SwiftUIBindingKind, view: String)] = [:]
    var bindingNames: [String] = []
    /// The views declared by their own line.
    var views: Set<String> = []
    /// Every view's name, declared or named as content, in order, for suggestions; and as a set.
    var viewNames: [String] = []
    var knownViews: Set<String> = []
    /// Each selection binding's detents, as their identifiers print.
    var selectionDetents: [String: [String]] = [:]
    /// Each view with a `presentationDetents` modifier, to its selection binding (nil: none), and
    /// their names in order, for suggestions.
    var detentSelections: [String: String?] = [:]
    var detentViewNames: [String] = []
    /// Each view's `presentationDetents` set as the lines so far leave it, as their identifiers print.
    var viewDetents: [String: [String]] = [:]

    mutating func noteView(_ name: String) {
        if knownViews.insert(name).inserted { viewNames.append(name) }
    }
}

extension ScenarioParser {
    // MARK: swiftUI view "NAME" MODIFIER…

    mutating func swiftUIView(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("view")
        let token = try c.string("the SwiftUI view's name")
        let name = token.stringValue!
        try refuseReservedName(token, ", not a SwiftUI view; choose another name")
        if swiftUI.views.contains(name) {
            throw Diagnostic.error(.duplicateSwiftUIView, "the SwiftUI view '\(name)' is already declared", range: token.range,
                                   hint: "put all of its modifiers on one 'swiftUI view' line")
        }
        if let kind = declaredKinds[name], kind != .viewController {
            throw Diagnostic.error(.wrongControllerKind, "'\(name)' is a \(kind.uikitName); a SwiftUI view is hosted in a UIHostingController",
                                   range: token.range, hint: "give the SwiftUI view another name")
        }
        var modifiers: [SwiftUIModifier] = []
        var declared: [(String, SwiftUIBindingKind, SourceRange)] = []
        while !c.isAtEnd {
            let word = try c.choice(LanguageSyntax.swiftUIModifiers.map(\.word), "SwiftUI modifier")
            let start = c.index
            let modifier = try LanguageSyntax.swiftUIModifier(named: word)!.parse(&self, &c)
            if let binding = modifier.declaredBinding {
                let range = c.tokens[start..<c.index].first { $0.stringValue == binding.name }?.range ?? token.range
                if let owner = swiftUI.bindings[binding.name] ?? declared.first(where: { $0.0 == binding.name }).map({ (kind: $0.1, view: name) }) {
                    throw Diagnostic.error(.duplicateBinding, "the binding '\(binding.name)' is already declared by the SwiftUI view '\(owner.view)'",
                                           range: range, hint: "give each binding its own name")
                }
                declared.append((binding.name, binding.kind, range))
            }
            if let content = modifier.content, content == name {
                throw Diagnostic.error(.duplicateSwiftUIView, "the SwiftUI view '\(name)' cannot present itself", range: token.range,
                                       hint: "name another view after 'content'")
            }
            modifiers.append(modifier)
        }
        try noteNavigationModifiers(modifiers, of: name, at: token)
        swiftUI.views.insert(name)
        swiftUI.noteView(name)
        if declaredKinds[name] == nil { declaredKinds[name] = .viewController }
        for (binding, kind, _) in declared {
            swiftUI.bindings[binding] = (kind, name)
            swiftUI.bindingNames.append(binding)
        }
        for case .presentationDetents(let detents, let selection) in modifiers {
            if let selection { swiftUI.selectionDetents[selection] = detents.map(\.identifier.description) }
            swiftUI.viewDetents[name] = detents.map(\.identifier.description)
            swiftUI.detentSelections[name] = .some(selection)
            swiftUI.detentViewNames.append(name)
        }
        for content in modifiers.compactMap(\.content) {
            swiftUI.noteView(content)
            presentedNames.insert(content)
        }
        return .swiftUIView(SwiftUIViewDeclaration(name, modifiers: modifiers))
    }

    /// `isPresented|item "BINDING" [onDismiss] content "VIEW"` after `sheet` or `fullScreenCover`.
    mutating func swiftUIPresentation(_ kind: SwiftUIPresentationKind, _ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        let bindingKind = SwiftUIBindingKind(rawValue: try c.choice([SwiftUIBindingKind.isPresented.rawValue, SwiftUIBindingKind.item.rawValue],
                                                                    "binding kind"))!
        let binding = try c.string("the binding's name").stringValue!
        let onDismiss = c.accept("onDismiss")
        try c.expectWord("content")
        let content = try c.string("the content view's name").stringValue!
        return .presentation(SwiftUIPresentationModifier(kind, binding: binding, bindingKind: bindingKind, onDismiss: onDismiss, content: content))
    }

    /// `DETENT[, DETENT…] [selection "BINDING"]` after `presentationDetents`.
    mutating func swiftUIPresentationDetents(_ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        let detents = try swiftUIDetentSet(&c)
        var selection: String?
        if c.accept("selection") { selection = try c.string("the selection binding's name").stringValue! }
        return .presentationDetents(detents, selection: selection)
    }

    /// `DETENT[, DETENT…]`: SwiftUI's detents, a comma between them optional.
    func swiftUIDetentSet(_ c: inout TokenCursor) throws(Diagnostic) -> [SwiftUIPresentation.PresentationDetent] {
        var detents: [SwiftUIPresentation.PresentationDetent] = []
        repeat {
            if !detents.isEmpty { _ = c.accept(.comma) }
            let detent = try self.detent(&c, swiftUI: true)
            guard let presentationDetent = SwiftUIPresentation.PresentationDetent(detent) else {
                throw Diagnostic.error(.notAPresentationDetent, "SwiftUI has no such presentation detent", at: c.location)
            }
            detents.append(presentationDetent)
        } while c.nextIs(.comma) || c.peek()?.word.map(WordChoice.swiftUIDetent.accepted.contains) == true
        return detents
    }

    // MARK: set binding "NAME" = VALUE; set item "NAME" = "ITEM"|nil

    mutating func swiftUISetBinding(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let writesItem = c.accept("item")
        if !writesItem { try c.expectWord("binding") }
        let (name, kind) = try declaredBinding(&c)
        try c.expect(.equal)
        let value: SwiftUIBindingValue
        switch kind {
        case .isPresented:
            guard !writesItem else {
                throw Diagnostic.error(.wrongBindingKind, "'\(name)' is a Bool binding, not an item", at: c.location,
                                       hint: "write 'set binding \"\(name)\" = true' or false")
            }
            value = .bool(try c.bool("the binding's value"))
        case .item:
            guard writesItem else {
                throw Diagnostic.error(.wrongBindingKind, "'\(name)' is an item binding", at: c.location,
                                       hint: "write 'set item \"\(name)\" = \"42\"' or nil")
            }
            value = c.accept("nil") ? .item(nil) : .item(try c.string("an item, quoted, or nil").stringValue!)
        case .selection:
            guard !writesItem else {
                throw Diagnostic.error(.wrongBindingKind, "'\(name)' is a detent selection, not an item", at: c.location,
                                       hint: "write 'set binding \"\(name)\" = large'")
            }
            value = .detent(try selectedDetent(&c, of: name))
        case .path, .columnVisibility, .preferredCompactColumn:
            guard !writesItem else {
                throw Diagnostic.error(.wrongBindingKind, "'\(name)' is a navigation binding, not an item", at: c.location,
                                       hint: kind == .path ? "write 'set path \"\(name)\" = \"list\", \"detail\"'" : "write 'set binding \"\(name)\" = …'")
            }
            value = try navigationBindingValue(&c, kind: kind, name: name)
        }
        try c.end(after: "the binding's value")
        return .action(.setBinding(name, to: value))
    }

    /// A detent of the selection binding `binding`'s view, named next: `large`, `height(200pt)`,
    /// or `nil`.
    func selectedDetent(_ c: inout TokenCursor, of binding: String) throws(Diagnostic) -> DetentIdentifier? {
        try swiftUIDetent(&c, among: swiftUI.selectionDetents[binding] ?? []) { "'\($0)' is not one of the detents of the selection '\(binding)'" }
    }

    /// A detent of the SwiftUI view `view`'s `presentationDetents` set, named next, or `nil`.
    func presentationDetent(_ c: inout TokenCursor, of view: String) throws(Diagnostic) -> DetentIdentifier? {
        try swiftUIDetent(&c, among: swiftUI.viewDetents[view] ?? []) { "'\($0)' is not one of the presentationDetents of '\(view)'" }
    }

    /// One of `detents` (identifiers as they print), named next: `large`, `height(200pt)` or
    /// `height(200)`, `fraction(0.4)` or `fraction(40%)`, a quoted identifier, or `nil`. A measured
    /// detent is read by its value, so each spelling the `presentationDetents` line accepts names it.
    func swiftUIDetent(_ c: inout TokenCursor, among detents: [String], unknown: (String) -> String) throws(Diagnostic) -> DetentIdentifier? {
        if c.accept("nil") { return nil }
        let start = c.location
        var name: String
        if let text = c.peek()?.stringValue {
            _ = c.next()
            name = text
        } else if let word = c.peek()?.word, WordChoice.measuredDetent.accepted.contains(word), c.peek(1)?.symbol == .leftParen {
            _ = c.next(); _ = c.next()
            let value = try c.number(word == "height" ? "a height in pt" : "a fraction")
            try c.expect(.rightParen)
            let detent: SwiftUIPresentation.PresentationDetent
            if word == "height" {
                // The identifier prints a height without its unit, `height(200)`: that names it too.
                detent = .height(value.number?.unit == nil ? value.number!.value : try value.points(.positive))
            } else {
                detent = .fraction(try value.ratio(.positive))
            }
            name = detent.identifier.description
        } else {
            name = try c.word("a detent").word!
            if c.accept(.leftParen) {
                name += "(" + (try c.number("a value").text) + ")"
                try c.expect(.rightParen)
            }
        }
        guard detents.contains(name) else {
            throw Diagnostic.error(.unknownDetentIdentifier, unknown(name), at: start,
                                   hint: Suggestions.didYouMean(name, among: detents) ?? "its detents are: " + Suggestions.list(detents))
        }
        switch name {
        case "medium": return .medium
        case "large": return .large
        default: return DetentIdentifier(rawValue: name)
        }
    }

    /// A binding a `swiftUI view` line declared, named next.
    func declaredBinding(_ c: inout TokenCursor) throws(Diagnostic) -> (String, SwiftUIBindingKind) {
        let token = try c.string("the binding's name")
        let name = token.stringValue!
        guard let declared = swiftUI.bindings[name] else {
            throw Diagnostic.error(.unknownBinding, "no SwiftUI view declares the binding '\(name)'", range: token.range,
                                   hint: Suggestions.didYouMean(name, among: swiftUI.bindingNames)
                                       ?? (swiftUI.bindingNames.isEmpty ? "declare it first, e.g. 'swiftUI view \"content\" sheet isPresented \"\(name)\" content \"detail\"'" : nil))
        }
        return (name, declared.kind)
    }

    // MARK: dismiss from "VIEW"

    mutating func swiftUIDismiss(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("from")
        let token = try c.string("the SwiftUI view's name")
        let name = token.stringValue!
        guard swiftUI.knownViews.contains(name) else {
            throw Diagnostic.error(.unknownSwiftUIView, "no SwiftUI view is named '\(name)'", range: token.range,
                                   hint: Suggestions.didYouMean(name, among: swiftUI.viewNames) ?? "dismiss() is called by a SwiftUI view's content")
        }
        try c.end(after: "the view's name")
        return .action(.callDismiss(from: name))
    }
}

extension SwiftUIBindingKind {
    /// What a diagnostic calls a binding of this kind: `a selection binding`.
    var describedForReading: String {
        switch self {
        case .isPresented: "a Bool binding"
        case .item: "an item binding"
        case .selection: "a selection binding"
        case .path: "a path binding"
        case .columnVisibility: "a columnVisibility binding"
        case .preferredCompactColumn: "a preferredCompactColumn binding"
        }
    }

    /// The state property that reads a binding of this kind.
    var stateProperty: String {
        switch self {
        case .isPresented: return "binding"
        case .item: return "item"
        case .selection: return "selection"
        case .path: return "path"
        case .columnVisibility: return "columnVisibility"
        case .preferredCompactColumn: return "preferredCompactColumn"
        }
    }
}
