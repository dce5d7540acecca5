import SheetSim

/// Page view controllers: the declaration and the two ways a page turns.
extension LanguageSyntax {
    static let pageViewControllerCommand = CommandSyntax(.pageViewController, .controllers, .sequence([
        .string(what: "a controller name"), .keyword("pages"), .repeated(.value(.controllerName), separator: .symbol(.comma)),
    ]), note: "a UIPageViewController (scroll style) and its pages, in the data source's order")

    static let swipePageForm = CommandForm(.sequence([.keyword("page"), .words(.pageDirection), inContainer, .optional(.keyword("cancelled"))]),
                                           note: "a swipe to the next or previous page; cancelled lets go before it turns")

    static let setViewControllersCommand = CommandSyntax(.setViewControllers, .actions, .sequence([
        .value(.controllerName), inContainer, .optional(.words(.pageDirection)), .optional(animatedFlag),
    ]), note: "setViewControllers(_:direction:animated:completion:) of a page view controller")
}

extension WordChoice {
    /// `forward` or `reverse`, from `PageViewDirection`.
    static let pageDirection = WordChoice(PageViewDirection.allCases.map(\.rawValue), what: "direction")
}
