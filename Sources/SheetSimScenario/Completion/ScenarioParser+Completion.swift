extension ScenarioParser {
    /// The controller the following configuration lines apply to (`sheet "child"`, `present "child"`).
    public var currentSheetName: String { currentSheet }

    /// The detent identifiers declared for the current sheet so far (UIKit's default `[large]` if
    /// none), which is what a detent reference may name: what completion offers after
    /// `set selectedDetentIdentifier =`.
    public var declaredDetentIdentifiers: [String] { declaredDetents[currentSheet] ?? ["large"] }

    /// What the next `set` line configures: the current sheet, or the container declared last.
    public var configuredForCompletion: CompletionContext.Configured {
        switch currentConfigurable {
        case .sheet: return .sheet
        case .container(let name, let kind): return .container(kind, splitViewStyle: splitViewStyles[name])
        }
    }
}

extension ScenarioParser {
    /// `name` as completion sees it: its kind as declared so far and whether some line presents
    /// it, read from the tables that decide whether an expectation's receiver can ever match, so
    /// `split.delegate.` offers the split view delegate's callbacks before the app has launched.
    public func completionController(named name: String) -> CompletionContext.Controller {
        CompletionContext.Controller(name: name, kind: declaredKinds[name] ?? .viewController,
                                     isPresented: presentedNames.contains(name),
                                     columnStyleSplitView: [name, columnOwners[name]].compactMap { $0 }.first { splitViewStyles[$0]?.isColumnStyle == true })
    }
}
