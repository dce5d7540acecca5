import SheetSim

extension ScenarioParser {
    // MARK: set LAYOUT-PROPERTY [of "name"] = VALUE (layout rules 3–6)

    /// The controller the lines above configure: the current sheet or the last declared container.
    var configuredController: String {
        switch currentConfigurable {
        case .sheet: return currentSheet
        case .container(let name, _): return name
        }
    }

    /// A controller a layout or table line names. It may be one the scenario pushes later (a
    /// setting waits for its controller, as `navigationItem` settings made in `viewDidLoad` do), so
    /// any name is taken; it is noted for the lines after it.
    mutating func namedController(_ c: inout TokenCursor) throws(Diagnostic) -> String {
        let token = try c.string("a controller name")
        let name = token.stringValue!
        try refuseReservedName(token, ", not a controller")
        if declaredKinds[name] == nil { declaredKinds[name] = .viewController }
        return name
    }

    mutating func layoutSet(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let property = try c.choice(Vocabulary.layoutPropertiesByName, "layout property")
        let token = c.tokens[c.index - 1]
        var controller: String?
        if c.accept("of") { controller = try namedController(&c) }
        try c.expect(.equal)
        let change: ViewLayoutChange
        switch property {
        case .additionalSafeAreaInsets:
            change = .additionalSafeAreaInsets(try insets(&c))
        case .directionalLayoutMargins:
            if c.accept("nil") {
                change = .directionalLayoutMargins(nil)
            } else {
                var margins = DirectionalEdgeInsets()
                var seen = false
                while let word = c.peek()?.word, WordChoice.directionalEdge.accepted.contains(word) {
                    _ = c.next()
                    let value = try c.number("a margin in pt").points(.nonNegative)
                    switch word {
                    case "top": margins.top = value
                    case "leading": margins.leading = value
                    case "bottom": margins.bottom = value
                    default: margins.trailing = value
                    }
                    seen = true
                }
                guard seen else {
                    throw Diagnostic.error(.marginsNeedEdges, "directionalLayoutMargins needs edges or nil", at: c.location,
                                           hint: "e.g. set directionalLayoutMargins = top 0pt leading 20pt bottom 0pt trailing 10pt")
                }
                change = .directionalLayoutMargins(margins)
            }
        case .viewRespectsSystemMinimumLayoutMargins:
            change = .viewRespectsSystemMinimumLayoutMargins(try c.bool(property.rawValue))
        case .insetsLayoutMarginsFromSafeArea: change = .insetsLayoutMarginsFromSafeArea(try c.bool(property.rawValue))
        case .largeTitleDisplayMode:
            let mode = try c.choice(LargeTitleDisplayMode.allCases.map(\.rawValue), "large title display mode")
            change = .largeTitleDisplayMode(LargeTitleDisplayMode(rawValue: mode)!)
        case .prefersLargeTitles, .isToolbarHidden:
            let name = controller ?? configuredController
            if let kind = declaredKinds[name], kind != .navigationController {
                throw Diagnostic.error(.propertyOfAnotherController, "\(property.rawValue) is a navigation controller's, and '\(name)' is a \(kind.uikitName)",
                                       range: token.range, hint: "write it after a 'navigationController' line, or add of \"NAV\"")
            }
            let on = try c.bool(property.rawValue)
            change = property == .prefersLargeTitles ? .prefersLargeTitles(on) : .isToolbarHidden(on)
        case .topEdgeEffectStyle, .bottomEdgeEffectStyle:
            let style = try c.choice(ScrollEdgeEffectStyle.allCases.map(\.rawValue), "scroll edge effect style")
            change = .edgeEffectStyle(property == .topEdgeEffectStyle ? .top : .bottom, ScrollEdgeEffectStyle(rawValue: style)!)
        case .definesPresentationContext: change = .definesPresentationContext(try c.bool(property.rawValue))
        case .providesPresentationContextTransitionStyle:
            change = .providesPresentationContextTransitionStyle(try c.bool(property.rawValue))
        case .modalTransitionStyle:
            let style = try c.choice(ModalTransitionStyle.allCases.map(\.rawValue), "modal transition style")
            change = .modalTransitionStyle(ModalTransitionStyle(rawValue: style)!)
        }
        try c.end(after: "the value")
        return .setLayout(controller: controller ?? configuredController, change)
    }

    // MARK: scrollView [of "name"] [contentOffset N] [contentHeight N] [contentInsetAdjustmentBehavior B] …

    mutating func scrollView(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        if c.accept("none") {
            try c.end(after: "scrollView none")
            return .scrollView(nil, contentOffsetY: nil)
        }
        var state = ScrollViewState()
        var offset: Double?
        if c.accept("of") { state.owner = try namedController(&c) }
        while !c.isAtEnd {
            switch try c.choice(Vocabulary.scrollViewPropertiesByName, "scroll view property") {
            case .contentOffset: offset = try c.number("a content offset in pt").points()
            case .contentHeight: state.contentHeight = try c.number("a content height in pt").points(.nonNegative)
            case .refreshControl: state.hasRefreshControl = true
            case .horizontal: state.scrollsHorizontally = true
            case .contentInsetAdjustmentBehavior:
                let word = try c.choice(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue), "contentInsetAdjustmentBehavior")
                state.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior(rawValue: word)!
            case .contentInset: state.contentInset = try insets(&c)
            case .alwaysBounceVertical: state.alwaysBounceVertical = true
            }
        }
        return .scrollView(state, contentOffsetY: offset)
    }

    // MARK: scroll ["name"] to N | top | bottom

    mutating func scroll(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        var controller: String?
        if c.peek()?.stringValue != nil { controller = try namedController(&c) }
        try c.expectWord("to")
        if WordChoice.scrollEdge.accepted.contains(where: { c.accept($0) }) {
            let bottom = c.tokens[c.index - 1].word == "bottom"
            try c.end(after: "scroll to")
            return .action(.scrollToEdge(bottom: bottom, of: controller))
        }
        let offset = try c.number("a content offset in pt, top or bottom", orWords: WordChoice.scrollEdge.words).points()
        try c.end(after: "the content offset")
        return .action(.scroll(toContentOffsetY: offset, of: controller))
    }

    // MARK: swipeActions [of "name"] leading|trailing "A", "B" [performsFirstActionWithFullSwipe BOOL] | … none

    mutating func swipeActions(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        var controller: String?
        if c.accept("of") { controller = try namedController(&c) }
        let side = try c.choice(.swipeEdge)
        let edge = SwipeEdge(rawValue: side)!
        if c.accept("none") {
            try c.end(after: "swipeActions none")
            return .swipeActions(controller: controller ?? configuredController, edge, nil)
        }
        var titles: [String] = []
        var seen: Set<String> = []  // tens of thousands of titles are read in linear time
        repeat {
            let token = try c.string("an action's title")
            let title = token.stringValue!
            guard seen.insert(title).inserted else {
                throw Diagnostic.error(.duplicateSwipeAction, "'\(title)' is already an action on this side", range: token.range)
            }
            titles.append(title)
        } while c.accept(.comma)
        var configuration = SwipeActionsConfiguration(actions: titles)
        if c.accept("performsFirstActionWithFullSwipe") {
            if c.accept(.equal) {}
            configuration.performsFirstActionWithFullSwipe = try c.bool("performsFirstActionWithFullSwipe")
        }
        try c.end(after: "the swipe actions")
        return .swipeActions(controller: controller ?? configuredController, edge, configuration)
    }

    // MARK: swipe row N [in "name"] left|right by D (over T | with velocity V)

    func swipeRow(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let row = try c.number("a row number").integer(.nonNegative)
        let table = try container(&c)
        let direction = try c.choice(.swipeDirection)
        try c.expectWord("by")
        let distance = try c.number("a distance in pt").points(.positive)
        let how = try c.choice(.swipeMotion)
        let motion: DragMotion
        if how == "over" {
            motion = .distance(distance, duration: try c.number("a duration").duration(.positive))
        } else {
            try c.expectWord("velocity")
            let speed = try c.number("a speed in pt/s").speed(.positive)
            guard let span = SimDuration.seconds(exactly: distance / speed), span.nanoseconds > 0 else {
                throw Diagnostic.error(.velocityTooFast, "the velocity is too fast for the distance", at: c.location)
            }
            motion = .velocity(distance: distance, velocity: speed)
        }
        try c.end(after: "the swipe")
        return .action(.swipeRow(row, revealing: direction == "left" ? .trailing : .leading, motion, in: table))
    }

    // MARK: tap action "Delete" [in "name"] | tap row N [in "name"]

    func tapTable(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand? {
        if c.accept("action") {
            let titleToken = try c.string("the action's title")
            let title = titleToken.stringValue!
            let table = try container(&c)
            try c.end(after: "the tap")
            if table == nil, let alertTap = try alertActionTap(title, at: titleToken.range) { return alertTap }
            return .action(.tapSwipeAction(title, in: table))
        }
        if c.accept("row") {
            let row = try c.number("a row number").integer(.nonNegative)
            let table = try container(&c)
            try c.end(after: "the tap")
            return .action(.tapRow(row, in: table))
        }
        return nil
    }
}
