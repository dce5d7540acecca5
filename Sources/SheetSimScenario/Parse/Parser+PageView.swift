import SheetSim

extension ScenarioParser {
    // MARK: pageViewController "pages" pages "one", "two"

    mutating func pageViewController(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try controllerName(&c, declaring: .pageViewController)
        try c.expectWord("pages")
        let pages = try childList(&c, of: name, noun: "page", duplicate: .duplicatePage)
        return .declare(name, .pageViewController(pages: pages))
    }

    // MARK: swipe page forward|reverse [in "pages"] [cancelled]

    mutating func swipePage(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let direction = PageViewDirection(rawValue: try c.choice(.pageDirection))!
        let pageView = try container(&c)
        let cancelled = c.accept("cancelled")
        try c.end(after: "the swipe")
        return .action(.swipePage(direction, in: pageView, completes: !cancelled))
    }

    // MARK: setViewControllers "two" [in "pages"] [forward|reverse] [animated|notAnimated]

    mutating func setViewControllers(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let page = try c.string("the page's view controller name").stringValue!
        let pageView = try container(&c)
        var direction = PageViewDirection.forward
        for word in WordChoice.pageDirection.accepted where c.accept(word) {
            direction = PageViewDirection(rawValue: word)!
            break
        }
        let animated = try animatedFlag(&c)
        try c.end(after: "setViewControllers")
        return .action(.setViewControllers(page, of: pageView, direction: direction, animated: animated))
    }
}
