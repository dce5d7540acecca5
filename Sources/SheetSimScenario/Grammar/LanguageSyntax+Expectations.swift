import SheetSim

/// The virtual clock, marks, and what the log and the state must show.
extension LanguageSyntax {
    static let waitCommand = CommandSyntax(.wait, .time, [
        CommandForm(.number(.duration), note: "runs the clock that long"),
        CommandForm(.sequence([.keyword("until"), .words(.settled)]), note: "runs the clock until nothing moves or waits (a rotation's or window change's transition too)"),
        CommandForm(.sequence([.keyword("until"), .number(.duration)]), note: "runs the clock to that time since the start"),
    ])

    static let expectCommand = CommandSyntax(.expect, .expectations, [
        CommandForm(.sequence([.keyword("callbacks"), .optional(.sequence([.keyword("in"), .keyword("order")])), window,
                               .optional(.symbol(.colon))]),
                    note: "then a callback a line, each optionally after a time that pins it, then 'end'; without 'in order' the block is the whole log of its window (layout callbacks only when it lists one)"),
        CommandForm(.sequence([callback, .keyword("exactly"), .number(.count), .words(.times), window])),
        CommandForm(.sequence([callback, .keyword("count"), comparison, .number(.count), window])),
        CommandForm(.sequence([.words(.never), callback, window])),
        CommandForm(.sequence([.keyword("state"), stateExpectation]), note: "the state at the line, or at the time after 'at'"),
    ])

    /// `expect state PROPERTY [of "name"] CMP VALUE [± TOL] [at T]`, the value by the
    /// property's kind (from ``StateProperty/catalog``).
    static let stateExpectation = SyntaxPattern.sequence([
        .summarized("state-check", as: "state-property ['of' controller] compare value ['±' number] | binding-state string "
                        + "compare value   (the value as the property's kind writes it: a length or a ratio, a detent-ref, a word, a "
                        + "controller or a bool; a window's property takes no 'of', and one that is not a number only == and !=; a "
                        + "SwiftUI binding is read by its name, with no 'of': binding \"showDetail\", selection \"detent\", "
                        + "item \"selected\", path \"path\"; what each property reads: the WritingScenarios article)",
                    mentions: [stateProperty, comparison, detentRef, bool],
                    .anyOf(StateProperty.catalog.map { property in
            let value: SyntaxPattern
            switch property.kind {
            case .number(let unit):
                let number: NumberSyntax = unit == .points ? .length : .ratio
                value = .sequence([comparison, .number(number),
                                   .optional(.sequence([.symbol(.plusMinus), .number(number)]))])
            case .detent: value = .sequence([equality, detentReference(allowsNil: true)])
            case .word(let words): value = .sequence([equality, .oneOf(words, aliases: property.wordAliases.map(\.word), what: property.name)])
            case .controller: value = .sequence([equality, .value(.controllerName)])
            case .bool: value = .sequence([equality, bool])
            case .item: value = .sequence([equality, .anyOf([.keyword("nil"), .string(what: "an item")])])
            }
            if property.subject == .swiftUIBinding { return bindingStateCheck(property, value) }
            guard property.subject != .window else { return .sequence([.keyword(property.name), value]) }
            return .sequence([.keyword(property.name), .optional(.sequence([.keyword("of"), .value(.controllerName)])), value])
        })),
        .optional(.sequence([.keyword("at"), .number(.duration)])),
    ])

    /// `binding "NAME" …`: a SwiftUI binding's property, the binding named right after it.
    static func bindingStateCheck(_ property: StateProperty, _ value: SyntaxPattern) -> SyntaxPattern {
        let slot = SwiftUINameSlot.binding(property.swiftUIBindingKinds)
        return .sequence([.keyword(property.name), .value(.swiftUIName(slot)), value])
    }

    /// Every state property by what it is read from, from ``StateProperty/catalog``.
    static let stateProperty = SyntaxPattern.named("state-property", .anyOf(StateSubject.allCases.compactMap { subject in
        let names = StateProperty.catalog.filter { $0.subject == subject }.map(\.name)
        return names.isEmpty ? nil : .named(subject.grammarName, .oneOf(names, what: "state property"), note: subject.grammarNote)
    }))

    /// `[from T|MARK] [to T|MARK]`.
    static let window = SyntaxPattern.named("window", .sequence([
        .optional(.sequence([.keyword("from"), timeBound])),
        .optional(.sequence([.keyword("to"), timeBound])),
    ]), note: "the part of the log an expectation reads")
    static let timeBound = SyntaxPattern.named("time-bound", .anyOf([.number(.duration), .value(.markName)]),
                                               note: "a time since the start, or where a 'mark' line is in the log")
}

extension StateSubject {
    /// The grammar's name for the state properties read from this subject.
    var grammarName: String {
        switch self {
        case .window: "window-state"
        case .viewController: "controller-state"
        case .sheet: "sheet-state"
        case .popover: "popover-state"
        case .contextPresentation: "context-presentation-state"
        case .alertController: "alert-state"
        case .navigationController: "navigation-state"
        case .tabBarController: "tab-bar-state"
        case .splitViewController: "split-view-state"
        case .swiftUIBinding: "binding-state"
        }
    }

    /// What the grammar's text says those properties are read from.
    var grammarNote: String {
        switch self {
        case .window: "the window's"
        case .viewController: "any view controller's, its view's and its scroll view's"
        case .sheet: "a presented sheet's"
        case .popover: "a presented popover's"
        case .contextPresentation: "a currentContext or overCurrentContext presentation's"
        case .alertController: "a presented alert controller's"
        case .navigationController: "a navigation controller's"
        case .tabBarController: "a tab bar controller's"
        case .splitViewController: "a split view controller's"
        case .swiftUIBinding: "a SwiftUI binding's, named after the property"
        }
    }
}

extension StateProperty {
    /// The kinds of binding a SwiftUI binding property reads (`binding` reads a Bool binding,
    /// `selection` a detent selection), which completion offers after it.
    var swiftUIBindingKinds: [SwiftUIBindingKind] {
        name == "binding" ? [.isPresented] : SwiftUIBindingKind.allCases.filter { $0.stateProperty == name }
    }
}
