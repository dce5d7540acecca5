import SheetSim

extension ScenarioParser {
    // MARK: set presentationDetents of "VIEW" = DETENT, DETENT…

    /// The app's state gives the view another `presentationDetents` set. The view must be a
    /// SwiftUI view whose line declares the modifier; the set is not empty. Its selection binding,
    /// if any, takes only the new set's detents from this line on (a selection must be one of
    /// the detents, DOC, P-S8).
    mutating func swiftUISetPresentationDetents(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("presentationDetents")
        try c.expectWord("of")
        let token = try c.string("the SwiftUI view's name")
        let view = token.stringValue!
        guard let selection = swiftUI.detentSelections[view] else {
            if swiftUI.knownViews.contains(view) {
                throw Diagnostic.error(.noPresentationDetents, "the SwiftUI view '\(view)' has no presentationDetents modifier whose set could change",
                                       range: token.range,
                                       hint: Suggestions.didYouMean(view, among: swiftUI.detentViewNames)
                                           ?? (swiftUI.detentViewNames.isEmpty
                                               ? "presentationDetents goes on a sheet's content view, e.g. 'swiftUI view \"\(view)\" presentationDetents medium, large selection \"detent\"'"
                                               : "the views with presentationDetents: " + Suggestions.list(swiftUI.detentViewNames)))
            }
            throw Diagnostic.error(.unknownSwiftUIView, "no SwiftUI view is named '\(view)'", range: token.range,
                                   hint: Suggestions.didYouMean(view, among: swiftUI.detentViewNames)
                                       ?? "declare it first with a presentationDetents modifier, e.g. 'swiftUI view \"\(view)\" presentationDetents medium, large'")
        }
        try c.expect(.equal)
        guard !c.isAtEnd else {
            throw Diagnostic.error(.emptyDetents, "a presentationDetents set needs at least one detent", at: c.endLocation,
                                   hint: "e.g. 'set presentationDetents of \"\(view)\" = medium, large'")
        }
        let detents = try swiftUIDetentSet(&c)
        try c.end(after: "the detents")
        if let selection { swiftUI.selectionDetents[selection] = detents.map(\.identifier.description) }
        swiftUI.viewDetents[view] = detents.map(\.identifier.description)
        return .action(.setPresentationDetents(detents, of: view))
    }
}
