import SheetSim

/// One modifier of a `swiftUI view` line: its first word, what follows it, and how the parser
/// reads it. The grammar (completion, `help language`, the GrammarReference article) and the
/// parser both read ``LanguageSyntax/swiftUIModifiers``, so a modifier is added with one entry
/// there.
struct SwiftUIModifierSyntax: Sendable {
    /// The modifier's first word, SwiftUI's name: `sheet`, `presentationDetents`.
    let word: String
    /// What follows the word.
    let pattern: SyntaxPattern
    /// What the grammar's text says beside it.
    let note: String
    /// Reads what follows the word (the cursor is after it) into the modifier.
    let parse: @Sendable (inout ScenarioParser, inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier
}

/// SwiftUI views: their declaration line and its modifiers, what the app's code does to their
/// bindings, and `@Environment(\.dismiss)`.
extension LanguageSyntax {
    /// Every modifier a `swiftUI view` line takes, in the order the grammar's text lists them.
    /// A new modifier is one entry here, at the end of its group.
    static let swiftUIModifiers: [SwiftUIModifierSyntax] = [
        SwiftUIModifierSyntax(word: "sheet", pattern: swiftUIPresentationArguments,
                              note: "sheet(isPresented:onDismiss:content:) or sheet(item:onDismiss:content:): a page sheet hosting the content view",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIPresentation(.sheet, &c) }),
        SwiftUIModifierSyntax(word: "fullScreenCover", pattern: swiftUIPresentationArguments,
                              note: "fullScreenCover(isPresented:onDismiss:content:) or its item form: presented .fullScreen",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIPresentation(.fullScreenCover, &c) }),
        SwiftUIModifierSyntax(word: "presentationDetents",
                              pattern: .sequence([swiftUIDetentList, .optional(.sequence([.keyword("selection"), .string(what: "a binding's name")]))]),
                              note: "on the content view: its sheet's detents, and the binding that holds the selected one (two-way)",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIPresentationDetents(&c) }),
        SwiftUIModifierSyntax(word: "interactiveDismissDisabled", pattern: .optional(bool),
                              note: "on the content view: blocks the swipe (isModalInPresentation), not code; true when bare",
                              parse: { _, c throws(Diagnostic) in
                                  var disabled = true
                                  if let word = c.peek()?.word, WordChoice.bool.accepted.contains(word) { disabled = try c.bool("interactiveDismissDisabled") }
                                  return .interactiveDismissDisabled(disabled)
                              }),
        SwiftUIModifierSyntax(word: "task", pattern: .empty,
                              note: "a .task: logged as task(start) with onAppear and task(cancel) with onDisappear",
                              parse: { _, _ throws(Diagnostic) in .task }),
        // Navigation: the view's body is a NavigationStack or a NavigationSplitView.
        SwiftUIModifierSyntax(word: "navigationStack",
                              pattern: .sequence([.keyword("root"), .string(what: "the root view's name"), .keyword("path"),
                                                  .string(what: "a binding's name"), .optional(.keyword("customBinding"))]),
                              note: "NavigationStack(path:root:): a UINavigationController named for the view, its root the root view's UIHostingController, each path element a view pushed in a UIHostingController of its name; customBinding: a Binding(get:set:)",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUINavigationStack(&c) }),
        SwiftUIModifierSyntax(word: "navigationSplitView",
                              pattern: .sequence([.keyword("sidebar"), .string(what: "the sidebar's view"),
                                                  .optional(.sequence([.keyword("content"), .string(what: "the content column's view")])),
                                                  .keyword("detail"), .string(what: "the detail column's view")]),
                              note: "NavigationSplitView: a column-style UISplitViewController named for the view (GUESS), its columns the views' UIHostingControllers",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUINavigationSplitView(&c) }),
        SwiftUIModifierSyntax(word: "columnVisibility", pattern: .string(what: "a binding's name"),
                              note: "with navigationSplitView: its columnVisibility binding (two-way)",
                              parse: { _, c throws(Diagnostic) in .columnVisibility(try c.string("the binding's name").stringValue!) }),
        SwiftUIModifierSyntax(word: "preferredCompactColumn", pattern: .string(what: "a binding's name"),
                              note: "with navigationSplitView: its preferredCompactColumn binding (two-way, iOS 17)",
                              parse: { _, c throws(Diagnostic) in .preferredCompactColumn(try c.string("the binding's name").stringValue!) }),
    ] + swiftUIModalModifiers

    /// `isPresented|item "BINDING" [onDismiss] content "VIEW"`.
    static let swiftUIPresentationArguments = SyntaxPattern.named("swiftui-presentation", .sequence([
        .oneOf([SwiftUIBindingKind.isPresented.rawValue, SwiftUIBindingKind.item.rawValue], what: "binding kind"),
        .string(what: "a binding's name"),
        .optional(.keyword("onDismiss")),
        .keyword("content"), .string(what: "the content view's name"),
    ]), note: "the binding, whether an onDismiss closure runs, and the content view")

    /// Any of ``swiftUIModifiers``.
    static let swiftUIModifier = SyntaxPattern.named("swiftui-modifier", .anyOf(swiftUIModifiers.map { modifier in
        .noted(modifier.note, modifier.pattern.isEmpty ? .keyword(modifier.word) : .sequence([.keyword(modifier.word), modifier.pattern]))
    }))

    /// The modifier whose first word is `word`.
    static func swiftUIModifier(named word: String) -> SwiftUIModifierSyntax? { swiftUIModifiers.first { $0.word == word } }

    static let swiftUIViewCommand = CommandSyntax(.swiftUI, .swiftUIViews, .sequence([
        .keyword("view"), .string(what: "the view's name"), .zeroOrMore(swiftUIModifier),
    ]), note: "a SwiftUI view in a UIHostingController of its name, with its modifiers in any order")

    /// `set binding "NAME" = true|false|DETENT`.
    static let swiftUISetBindingForm = CommandForm(.sequence([
        .keyword("binding"), .value(.swiftUIName(.binding([.isPresented, .selection, .columnVisibility, .preferredCompactColumn]))), .symbol(.equal),
        .anyOf([bool, swiftUIDetent, .string(what: "a detent identifier"),
                .oneOf(NavigationSplitViewVisibility.allCases.map(\.rawValue) + NavigationSplitViewColumn.allCases.map(\.rawValue), what: "NavigationSplitView value")]),
    ]), note: "the app's code writes a Bool binding (presents or dismisses) or a detent selection; launches the app", section: .swiftUIViews)

    /// `set item "NAME" = "ITEM"|nil`.
    static let swiftUISetItemForm = CommandForm(.sequence([
        .keyword("item"), .value(.swiftUIName(.binding([.item]))), .symbol(.equal), .anyOf([.keyword("nil"), .string(what: "an item")]),
    ]), note: "the app's code writes an item binding: presents, dismisses (nil) or replaces (another item: dismiss, onDismiss, present)",
                                                section: .swiftUIViews)

    /// `set path "NAME" = "VIEW", "VIEW"… | empty`.
    static let swiftUISetPathForm = CommandForm(.sequence([
        .keyword("path"), .value(.swiftUIName(.binding([.path]))), .symbol(.equal),
        .anyOf([.keyword("empty"), .repeated(.string(what: "a view's name"), separator: .symbol(.comma))]),
    ]), note: "the app's code writes a NavigationStack's path: the stack follows in one push or pop; launches the app", section: .swiftUIViews)

    /// `set presentationDetents of "VIEW" = DETENT, DETENT…`.
    static let swiftUISetPresentationDetentsForm = CommandForm(.sequence([
        .keyword("presentationDetents"), .keyword("of"), .value(.swiftUIName(.detentView)), .symbol(.equal), swiftUIDetentList,
    ]), note: "the view re-renders with another presentationDetents set, computed from the app's state: its sheet takes it; a set that drops the shown detent moves the sheet at once and writes the selection",
                                                                section: .swiftUIViews)

    /// `dismiss from "VIEW"`.
    static let swiftUIDismissForm = CommandForm(.sequence([.keyword("from"), .value(.swiftUIName(.view))]),
                                                note: "@Environment(\\.dismiss) called by that SwiftUI view: ends the presentation that shows it",
                                                section: .swiftUIViews)
}

extension SyntaxPattern {
    /// Whether the pattern matches nothing at all.
    var isEmpty: Bool {
        if case .sequence(let parts) = self { return parts.isEmpty }
        return false
    }
}
