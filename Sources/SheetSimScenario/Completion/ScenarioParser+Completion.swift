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
