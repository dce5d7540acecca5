extension SwiftUIViewDeclaration {
    /// The `swiftUI view` line that declares this view with its modifiers, as a scenario writes
    /// it: what the fuzzer prints for a SwiftUI session, and what a test can paste into a scenario.
    public var scenarioLine: String {
        (["swiftUI view " + ScenarioWords.quoted(name)] + modifiers.map(\.scenarioText)).joined(separator: " ")
    }
}

extension SwiftUIModifier {
    /// The modifier's words on a `swiftUI view` line.
    public var scenarioText: String {
        typealias W = ScenarioWords
        switch self {
        case .presentation(let modifier):
            var words = [modifier.kind.rawValue]
            switch modifier.kind {
            case .sheet, .fullScreenCover:
                words += [modifier.bindingKind.rawValue, W.quoted(modifier.binding)]
                if modifier.hasOnDismiss { words.append("onDismiss") }
                words += ["content", W.quoted(modifier.content)]
            case .popover:
                words += [modifier.bindingKind.rawValue, W.quoted(modifier.binding), "content", W.quoted(modifier.content)]
                if let size = modifier.contentSize { words += ["size", W.points(size.width), "x", W.points(size.height)] }
            case .alert, .confirmationDialog:
                words += ["isPresented", W.quoted(modifier.binding), "title", W.quoted(modifier.dialog?.title ?? ""), "actions"]
                let actions = (modifier.dialog?.actions ?? []).map { action in
                    W.quoted(action.title) + (action.style == .default ? "" : " " + action.style.rawValue)
                }
                words.append(actions.joined(separator: ", "))
            case .inspector:
                words += ["isPresented", W.quoted(modifier.binding), "content", W.quoted(modifier.content)]
            }
            if let anchor = modifier.attachmentAnchor, modifier.kind == .popover || modifier.kind == .confirmationDialog {
                words += ["attachmentAnchor", W.points(anchor.x), W.points(anchor.y), W.points(anchor.width), W.points(anchor.height)]
            }
            return words.joined(separator: " ")
        case .presentationDetents(let detents, let selection):
            var text = "presentationDetents " + detents.map(\.scenarioText).joined(separator: ", ")
            if let selection { text += " selection " + W.quoted(selection) }
            return text
        case .interactiveDismissDisabled(let disabled):
            return "interactiveDismissDisabled \(disabled)"
        case .task:
            return "task"
        case .presentationCompactAdaptation(let adaptation):
            return "presentationCompactAdaptation \(adaptation)"
        case .navigationStack(let root, let path, let customBinding):
            return "navigationStack root \(W.quoted(root)) path \(W.quoted(path))" + (customBinding ? " customBinding" : "")
        case .navigationSplitView(let sidebar, let content, let detail):
            return "navigationSplitView sidebar \(W.quoted(sidebar))" + (content.map { " content \(W.quoted($0))" } ?? "")
                + " detail \(W.quoted(detail))"
        case .columnVisibility(let binding):
            return "columnVisibility \(W.quoted(binding))"
        case .preferredCompactColumn(let binding):
            return "preferredCompactColumn \(W.quoted(binding))"
        }
    }
}

extension SwiftUIPresentation.PresentationDetent {
    /// As a `presentationDetents` line writes it: `medium`, `large`, `height(200pt)`, `fraction(0.4)`.
    var scenarioText: String {
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        case .height(let h): return "height(\(ScenarioWords.points(h)))"
        case .fraction(let f): return "fraction(\(ScenarioWords.number(f)))"
        }
    }
}
