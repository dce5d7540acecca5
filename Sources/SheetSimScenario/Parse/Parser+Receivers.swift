import SheetSim

extension ScenarioParser {
    // MARK: Receivers of callback expectations

    /// The errors for expectations that can never hold: a callback's receiver that names no
    /// controller of the scenario, a callback that receiver never gets (`sheet.delegate.viewDidAppear`),
    /// or a state property read `of` a controller the scenario never names.
    ///
    /// Known controllers are the ones the scenario declares or names (``declaredKinds``), the ones
    /// it presents (``presentedNames``) and `presenter`; `simulator`, `scene.delegate` and
    /// `application.delegate` name no controller. A file is checked once it is
    /// wholly parsed, since a controller may be declared below an expectation about it; the REPL
    /// checks each line as it comes.
    func receiverDiagnostics(_ commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for command in commands {
            switch command.value {
            case .expectCallbacks(let expectation):
                for matcher in expectation.matchers {
                    if let diagnostic = receiverDiagnostic(matcher) ?? classicOnlyDiagnostic(matcher, in: expectation) {
                        diagnostics.append(diagnostic)
                    }
                }
            case .transitionCoordinator(let rule, let nameLocation):
                guard !isKnownController(rule.controller) else { continue }
                diagnostics.append(.error(.unknownController, "transitionCoordinator of '\(rule.controller)' can never run: no controller is named '\(rule.controller)'",
                                          at: nameLocation ?? command.location, hint: unknownControllerHint(rule.controller)))
            case .set(.popoverSourceView(let name?), _), .action(.set(.popoverSourceView(let name?), _)):
                guard !isKnownController(name) else { continue }
                diagnostics.append(.error(.unknownController, "the popover's sourceView '\(name)' can never be on screen: no controller is named '\(name)'",
                                          at: command.location, hint: unknownControllerHint(name)))
            case .set(.popoverBarButtonItem(let item?), _), .action(.set(.popoverBarButtonItem(let item?), _)):
                guard !isKnownController(item.owner) else { continue }
                diagnostics.append(.error(.unknownController, "the bar button item's owner '\(item.owner)' can never be on screen: no controller is named '\(item.owner)'",
                                          at: command.location, hint: unknownControllerHint(item.owner)))
            case .set(.popoverPassthroughViews(let names), _), .action(.set(.popoverPassthroughViews(let names), _)):
                for name in names where !isKnownController(name) {
                    diagnostics.append(.error(.unknownController, "the passthrough view '\(name)' can never take a tap: no controller is named '\(name)'",
                                              at: command.location, hint: unknownControllerHint(name)))
                }
            case .expectState(let expectation):
                guard let subject = expectation.subject, expectation.property.subject != .swiftUIBinding, !isKnownController(subject) else { continue }
                diagnostics.append(.error(.unknownController, "\(expectation.property.name) of '\(subject)' can never be read: no controller is named '\(subject)'",
                                          at: expectation.subjectLocation ?? command.location, hint: unknownControllerHint(subject)))
            default:
                continue
            }
        }
        return diagnostics
    }

    /// Why `matcher` can never match, or nil.
    func receiverDiagnostic(_ matcher: CallbackMatcher) -> Diagnostic? {
        guard let receiver = Receiver(path: matcher.receiver) else {
            return .error(.notAReceiver, "'\(matcher.receiver)' is not a receiver", at: matcher.location,
                          hint: "write NAME, NAME.presentationController, NAME.delegate, NAME.transitionCoordinator, scene.delegate, application.delegate or simulator before '.\(matcher.name)'")
        }
        guard let name = Vocabulary.callbackNames[matcher.name] else { return nil }  // the parser reported it
        let controller = receiver.controller
        // Spelled out only for an error (most matchers have none).
        var written: String { matcher.receiver + "." + matcher.name }
        if receiver.kind.namesController, !isKnownController(controller) {
            return .error(.unknownController, "'\(written)' can never match: no controller is named '\(controller)'", at: matcher.location,
                          hint: unknownControllerHint(controller))
        }
        guard let reason = CallbackVocabulary.whyNever(name, to: receiver, kind: declaredKinds[controller] ?? .viewController,
                                                       presented: presentedNames.contains(controller)) else {
            return name == .binding ? bindingDiagnostic(matcher, written: written, view: controller) : nil
        }
        let right = CallbackVocabulary.receiver(of: name, about: controller)
        let hint = right.kind != receiver.kind && receiver.kind.namesController ? "did you mean '\(right).\(name)'?" : nil
        return .error(.callbackNeverReceived, "'\(written)' can never match: \(reason)", at: matcher.location, hint: hint)
    }

    /// The error for a binding write that names a binding the view does not declare (the label of
    /// `content.binding(showDetail: false)`), or nil.
    func bindingDiagnostic(_ matcher: CallbackMatcher, written: String, view: String) -> Diagnostic? {
        guard let arguments = matcher.arguments, let colon = arguments.firstIndex(of: ":") else { return nil }
        let binding = String(arguments[..<colon].filter { $0 != " " })
        guard swiftUI.bindings[binding]?.view != view else { return nil }
        let declared = swiftUI.bindingNames.filter { swiftUI.bindings[$0]?.view == view }
        let owner = swiftUI.bindings[binding].map { "; '\($0.view)' declares it" } ?? ""
        return .error(.unknownBinding, "'\(written)' can never match: '\(view)' declares no binding '\(binding)'\(owner)", at: matcher.location,
                      hint: Suggestions.didYouMean(binding, among: declared)
                          ?? (declared.isEmpty ? nil : "its bindings are " + Suggestions.list(declared)))
    }

    /// The error for a classic-only split view delegate method expected of a column-style split
    /// view controller, or nil. UIKit documents the classic collapse and expand methods as
    /// applying to the classic interface only (split view rules 4.4): a column-style controller
    /// collapses and expands with its own methods and never calls them. An `expect no` of one can
    /// never fail; any other expectation of one can never hold.
    func classicOnlyDiagnostic(_ matcher: CallbackMatcher, in expectation: CallbackExpectation) -> Diagnostic? {
        guard let name = Vocabulary.callbackNames[matcher.name], let receiver = Receiver(path: matcher.receiver) else { return nil }
        // The delegate's methods go to the split view controller's delegate; the primary's to
        // a controller of one of its columns.
        let split: String
        let method: String
        switch receiver.kind {
        case .delegate:
            split = receiver.controller
            method = "delegate method"
        case .viewController:
            guard let owner = columnOwners[receiver.controller] else { return nil }
            split = owner
            method = "method"
        default:
            return nil
        }
        guard let instead = name.columnStyleCounterpart(for: split, sentTo: receiver.kind),
              let style = splitViewStyles[split], style.isColumnStyle else { return nil }
        let written = matcher.receiver + "." + matcher.name
        let never: String
        if case .never = expectation { never = "can never fail" } else { never = "can never match" }
        let whose = receiver.kind == .delegate ? "'\(split)' is \(style.rawValue)" : "'\(receiver.controller)' is a column of '\(split)', which is \(style.rawValue)"
        return .error(.classicOnlyCallback,
                      "'\(written)' \(never): \(whose), and a column-style split view controller never calls the classic \(method) \(name.swiftSignature)",
                      at: matcher.location, hint: instead)
    }

    /// The controller `name` was probably meant to be, or the list of the scenario's controllers.
    func unknownControllerHint(_ name: String) -> String {
        let known = knownControllers
        return Suggestions.didYouMean(name, among: known) ?? "the controllers here are " + known.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// Every controller a callback expectation may name, sorted (for did-you-means and lists).
    var knownControllers: [String] {
        Set(declaredKinds.keys).union(presentedNames).union(["presenter"]).sorted()
    }

    /// Whether `name` is one of ``knownControllers``, asked of the tables themselves: a file's
    /// matchers are checked against them without building the list.
    func isKnownController(_ name: String) -> Bool {
        name == "presenter" || declaredKinds[name] != nil || presentedNames.contains(name)
    }
}

extension CallbackExpectation {
    /// The callbacks this expectation names.
    var matchers: [CallbackMatcher] {
        switch self {
        case .exactly(let matchers, _), .inOrder(let matchers, _): return matchers
        case .count(let matcher, _, _, _), .never(let matcher, _): return [matcher]
        }
    }
}
