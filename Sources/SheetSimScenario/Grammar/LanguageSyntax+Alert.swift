import SheetSim

extension LanguageSyntax {
    /// `alert "confirm" preferredStyle alert|actionSheet`.
    static let alertCommand = CommandSyntax(.alert, .sheet, .sequence([
        .value(.controllerName), .keyword("preferredStyle"), .oneOf(AlertStyle.allCases.map(\.rawValue), what: "alert style"),
    ]), note: "a new UIAlertController of that style; the following lines configure it (an action sheet's anchor: its popoverPresentationController settings)")

    /// `action "Delete" [default|cancel|destructive]`.
    static let actionCommand = CommandSyntax(.action, .sheet, .sequence([
        .string(what: "the action's title"), .optional(.oneOf(AlertActionStyle.allCases.map(\.rawValue), what: "action style")),
    ]), note: "a UIAlertAction added to the alert declared last (default style when left out; at most one cancel)")
}
