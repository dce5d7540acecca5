import SheetSim

extension ScenarioParser {
    // MARK: pageViewController "pages" pages "one", "two"

    mutating func pageViewController(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try controllerName(&c, declaring: .pageViewController)
        try c.expectWord("pages")
        var pages: [String] = []
        var seen: Set<String> = []
        repeat {
            let token = try c.string("a page's view controller name")
            let page = token.stringValue!
            guard seen.insert(page).inserted else {
                throw Diagnostic.error(.duplicatePage, "'\(page)' is already a page of '\(name)'", range: token.range,
                                       hint: "each page shows a different view controller")
            }
            pages.append(page)
        } while c.accept(.comma)
        try c.end(after: "the pages")
        for page in pages { try noteChild(page, of: name, at: c.location) }
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
        if let word = c.peek()?.word, let given = PageViewDirection(rawValue: word) {
            _ = c.accept(word)
            direction = given
        }
        let animated = try animatedFlag(&c)
        try c.end(after: "setViewControllers")
        return .action(.setViewControllers(page, of: pageView, direction: direction, animated: animated))
    }
}
