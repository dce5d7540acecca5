import SheetSim

extension ScenarioParser {
    // MARK: detents medium large custom("peek", 120pt) fraction(0.3) height(200pt)

    /// A `detents` line.
    mutating func detents(_ c: inout TokenCursor, animated: Bool) throws(Diagnostic) -> ScenarioCommand {
        .detents(try detentList(&c, swiftUI: false), animated: animated)
    }

    /// The detents of a `detents` line or, with `swiftUI`, of a `presentationDetents` line (no
    /// UIKit `custom(…)`), declared for the current sheet.
    mutating func detentList(_ c: inout TokenCursor, swiftUI: Bool) throws(Diagnostic) -> [Detent] {
        var detents: [Detent] = []
        while !c.isAtEnd {
            if !detents.isEmpty { _ = c.accept(.comma) }
            detents.append(try detent(&c, swiftUI: swiftUI))
        }
        guard !detents.isEmpty else {
            throw Diagnostic.error(.emptyDetents, "detents needs at least one detent", at: c.endLocation,
                                   hint: "e.g. detents medium large")
        }
        declaredDetents[currentSheet] = detents.map { $0.identifier.description }
        return detents
    }

    /// One detent: `medium`, `large()`, `custom("id", 120pt)`, `custom(id: "id", fraction: 0.4)`,
    /// or SwiftUI's `height(120pt)` / `fraction(0.4)` (identified by their own text).
    func detent(_ c: inout TokenCursor, swiftUI: Bool = false) throws(Diagnostic) -> Detent {
        // SwiftUI's PresentationDetent has no `custom("id", …)` literal (its `.custom` takes a type).
        let kinds = swiftUI ? WordChoice.swiftUIDetent : WordChoice.detent
        let (kind, token) = try c.choiceAndToken(kinds.accepted, kinds.what)
        switch kind {
        case "medium", "large":
            if c.accept(.leftParen) { try c.expect(.rightParen) }
            return kind == "medium" ? .medium() : .large()
        case "custom":
            try c.expect(.leftParen)
            if WordChoice.detentIdentifierLabel.accepted.contains(where: { c.accept($0) }) { try c.expect(.colon) }
            let id = try c.string("the custom detent's identifier").stringValue!
            try c.expect(.comma)
            var labeled: String?
            if let word = c.peek()?.word, WordChoice.measuredDetent.accepted.contains(word) {
                labeled = word
                _ = c.next()
                try c.expect(.colon)
            }
            let value = try c.number("a height (pt) or a fraction (% or 0…1)")
            try c.expect(.rightParen)
            return try customDetent(id: id, value: value, labeled: labeled)
        default:
            try c.expect(.leftParen)
            let value = try c.number(kind == "height" ? "a height in pt" : "a fraction")
            try c.expect(.rightParen)
            let id = kind + "(" + value.text + ")"
            _ = token
            return try customDetent(id: id, value: value, labeled: kind)
        }
    }

    func customDetent(id: String, value: Token, labeled: String?) throws(Diagnostic) -> Detent {
        guard !id.isEmpty else { throw Diagnostic.error(.emptyDetentIdentifier, "a custom detent's identifier must not be empty", range: value.range) }
        if labeled == "fraction" || (labeled == nil && (value.number?.unit == .percent || value.number?.unit == nil)) {
            let fraction = try value.ratio(.positive)
            guard fraction <= 1 else {
                throw Diagnostic.error(.fractionAboveOne, "a fraction detent must be at most 100%", range: value.range)
            }
            return .custom(identifier: DetentIdentifier(rawValue: id), fraction: fraction)
        }
        let height = try value.points(.positive)
        return .custom(identifier: DetentIdentifier(rawValue: id), height: height)
    }

    /// A reference to a declared detent: `medium`, `large`, `"peek"`, `height(120pt)`, `fraction(0.4)`, or `nil`.
    func detentReference(_ c: inout TokenCursor, allowNil: Bool) throws(Diagnostic) -> DetentIdentifier? {
        guard let token = c.peek() else { throw Diagnostic.error(.expectedDetentIdentifier, "expected a detent identifier", at: c.endLocation) }
        let name: String
        if allowNil, token.word == "nil" {
            _ = c.next()
            return nil
        } else if let text = token.stringValue {
            _ = c.next()
            name = text
        } else if let word = token.word, WordChoice.measuredDetent.accepted.contains(word), c.peek(1)?.symbol == .leftParen {
            _ = c.next(); _ = c.next()
            let value = try c.number("a value")
            try c.expect(.rightParen)
            name = word + "(" + value.text + ")"
        } else if let word = token.word {
            _ = c.next()
            name = word
        } else {
            throw Diagnostic.error(.expectedDetentIdentifier, "expected a detent identifier, found '\(token.text)'", range: token.range)
        }
        let declared = declaredDetents[currentSheet] ?? ["large"]
        // UIKit's system identifiers always exist: selecting one the sheet does not list is legal
        // (the sheet then rests on its smallest detent, SheetRules 1.1). A custom identifier that is
        // not declared is almost always a typo, so it is an error with a did-you-mean.
        guard declared.contains(name) || name == "medium" || name == "large" else {
            throw Diagnostic.error(.unknownDetentIdentifier, "unknown detent identifier '\(name)' for '\(currentSheet)'", range: token.range,
                                   hint: !explains ? nil : Suggestions.didYouMean(name, among: declared)
                                       ?? ("its detents are: " + Suggestions.list(declared)))
        }
        switch name {
        case "medium": return .medium
        case "large": return .large
        default: return DetentIdentifier(rawValue: name)
        }
    }

    // MARK: set PROPERTY = VALUE

    mutating func set(_ c: inout TokenCursor, animated: Bool) throws(Diagnostic) -> ScenarioCommand {
        if let token = c.peek(), let word = token.word, Vocabulary.layoutPropertiesByName.contains(word) {
            guard !animated else {
                throw Diagnostic.error(.layoutSettingInAnimateChanges, "'\(word)' is a view controller's layout setting; animateChanges changes the sheet",
                                       range: token.range, hint: "write 'set \(word) = …' on its own line")
            }
            return try layoutSet(&c)
        }
        if let token = c.peek(), let word = token.word, Vocabulary.sheetProperty(named: word) == nil,
           let kind = ControllerKind.allCases.first(where: { Self.containerProperties($0).contains(word) }) {
            throw Diagnostic.error(.propertyOfAnotherController, "'\(word)' configures a \(kind.uikitName), but the lines above configure the sheet '\(currentSheet)'",
                                   range: token.range, hint: "name the controller: 'set \(word) of \"NAME\" = …', or write it after a '\(kind.rawValue) …' line")
        }
        let property = try c.choice(Vocabulary.properties + SheetProperty.aliases.keys.sorted() + (animated ? [] : Vocabulary.layoutProperties),
                                    "sheet property", lookUp: Vocabulary.sheetProperty(named:))
        // The name as written, alias or not, for a message about its value.
        let name = c.tokens[c.index - 1].word ?? property.rawValue
        try c.expect(.equal)
        let change: ConfigurationChange
        switch property {
        case .selectedDetentIdentifier: change = .selectedDetentIdentifier(try detentReference(&c, allowNil: true))
        case .largestUndimmedDetentIdentifier: change = .largestUndimmedDetentIdentifier(try detentReference(&c, allowNil: true))
        case .prefersGrabberVisible: change = .prefersGrabberVisible(try c.bool(name))
        case .preferredCornerRadius:
            if c.accept("nil") || c.accept("automatic") {
                change = .preferredCornerRadius(nil)
            } else {
                change = .preferredCornerRadius(try c.number("a radius in pt").points(.nonNegative))
            }
        case .prefersScrollingExpandsWhenScrolledToEdge: change = .prefersScrollingExpandsWhenScrolledToEdge(try c.bool(name))
        case .prefersEdgeAttachedInCompactHeight: change = .prefersEdgeAttachedInCompactHeight(try c.bool(name))
        case .widthFollowsPreferredContentSizeWhenEdgeAttached:
            change = .widthFollowsPreferredContentSizeWhenEdgeAttached(try c.bool(name))
        case .preferredContentSize:
            if c.accept("nil") {
                change = .preferredContentSize(nil)
            } else {
                let width = try c.number("a width in pt").points(.positive)
                try c.expectWord("x")
                let height = try c.number("a height in pt").points(.positive)
                change = .preferredContentSize(Size(width: width, height: height))
            }
        case .isModalInPresentation: change = .isModalInPresentation(try c.bool(name))
        case .modalPresentationStyle:
            let style = try c.choice(.modalPresentationStyle)
            change = .modalPresentationStyle(ModalPresentationStyle(rawValue: style)!)
        case .shouldDismiss: change = .shouldDismiss(try c.bool(name))
        case .adaptivePresentationStyle:
            if c.accept("nil") {
                change = .adaptivePresentationStyle(nil)
            } else {
                let style = try c.choice(.adaptiveStyle)
                change = .adaptivePresentationStyle(ModalPresentationStyle(rawValue: style)!)
            }
        case .hasDelegate: change = .hasDelegate(try c.bool(name))
        case .backgroundTranslucent: change = .hasTranslucentBackground(try c.bool(name))
        case .prefersPageSizing: change = .prefersPageSizing(try c.bool(name))
        case .backgroundEffect:
            let word = try c.choice(["automatic"] + SheetBackgroundEffect.allCases.map(\.rawValue), "background effect")
            change = .backgroundEffect(SheetBackgroundEffect(rawValue: word))
        case .preferredPlacement:
            let word = try c.choice(.sheetPlacement)
            change = .preferredPlacement(SheetPlacement(rawValue: word)!)
        case .popoverSourceView:
            change = .popoverSourceView(c.accept("nil") ? nil : try c.string("the source view's controller name").stringValue!)
        case .popoverSourceRect:
            if c.accept("nil") {
                change = .popoverSourceRect(nil)
            } else {
                let x = try c.number("the source rectangle's x in pt").points()
                let y = try c.number("its y in pt").points()
                let width = try c.number("its width in pt").points(.nonNegative)
                let height = try c.number("its height in pt").points(.nonNegative)
                change = .popoverSourceRect(Rect(x: x, y: y, width: width, height: height))
            }
        case .popoverPermittedArrowDirections: change = .popoverPermittedArrowDirections(try arrowDirections(&c))
        case .popoverPassthroughViews:
            var names: [String] = []
            if !c.accept("nil") {
                repeat { names.append(try c.string("a passthrough view's controller name").stringValue!) } while c.accept(.comma)
            }
            change = .popoverPassthroughViews(names)
        case .popoverBarButtonItem: change = .popoverBarButtonItem(try barButtonItem(&c))
        }
        try c.end(after: "the value")
        if !animated { notePopoverSetup(change, property: property, at: c.tokens[c.index - 1].range) }
        return .set(change, animated: animated)
    }

    /// `nil`, or `"owner" leftBarButtonItem|rightBarButtonItem`, or `"owner" leftBarButtonItems|rightBarButtonItems N`.
    mutating func barButtonItem(_ c: inout TokenCursor) throws(Diagnostic) -> BarButtonItemReference? {
        if c.accept("nil") { return nil }
        let ownerToken = try c.string("the controller whose navigationItem holds the item")
        let owner = ownerToken.stringValue!
        if let kind = declaredKinds[owner], kind != .viewController {
            // SheetRules 10.6: a navigation bar shows the navigation items of the controllers in its
            // stack; a container's own navigationItem is in no bar (and a navigation controller's
            // items are its children's).
            throw Diagnostic.error(.barButtonItemOfAContainer, "'\(owner)' is a \(kind.uikitName): a navigation bar shows the bar button items of the controller on top of its navigation controller, and no bar shows a container's own navigationItem",
                                   range: ownerToken.range, hint: "name the controller whose items the bar shows, e.g. a navigation controller's root")
        }
        let singular = ["leftBarButtonItem", "rightBarButtonItem"], plural = ["leftBarButtonItems", "rightBarButtonItems"]
        let word = try c.choice(singular + plural, "bar button item")
        let side: BarButtonItemReference.Side = word.hasPrefix("left") ? .left : .right
        guard plural.contains(word) else { return BarButtonItemReference(owner: owner, side: side) }
        let index = try c.number("the item's index in \(word), 0 first").integer(.nonNegative)
        return BarButtonItemReference(owner: owner, side: side, index: index)
    }

    /// `animateChanges set …`, `animateChanges detents …`, `animateChanges invalidateDetents`:
    /// the same change inside `animateChanges { }` (animated, still no delegate call — SheetRules quirk 5).
    mutating func animateChanges(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        _ = c.accept(.colon)
        let inner = try c.choice(.animatedChange)
        switch inner {
        case "set": return try set(&c, animated: true)
        case "detents": return try detents(&c, animated: true)
        default:
            try c.end(after: "invalidateDetents")
            return .action(.invalidateDetents(animated: true))
        }
    }

    // MARK: SwiftUI modifiers (SheetRules 1.4, "SheetSim maps SwiftUI onto UIKit")

    mutating func swiftUIModifier(_ name: String, _ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIPresentation.Modifier {
        let modifier: SwiftUIPresentation.Modifier
        switch name {
        case "presentationDragIndicator":
            let value = try c.choice(.dragIndicatorVisibility)
            modifier = .presentationDragIndicator(SwiftUIPresentation.Visibility(rawValue: value)!)
        case "interactiveDismissDisabled":
            modifier = .interactiveDismissDisabled(c.isAtEnd ? true : try c.bool(name))
        case "presentationCornerRadius":
            modifier = .presentationCornerRadius(c.accept("nil") ? nil : try c.number("a radius in pt").points(.nonNegative))
        case "presentationBackgroundInteraction":
            let value = try c.choice(.backgroundInteraction)
            if value == "enabled" && c.accept(.leftParen) {
                try c.expectWord("upThrough")
                try c.expect(.colon)
                let token = c.peek()
                let id = try detentReference(&c, allowNil: false)!
                try c.expect(.rightParen)
                modifier = .presentationBackgroundInteraction(.enabled(upThrough: try presentationDetent(id, at: token!)))
            } else {
                modifier = .presentationBackgroundInteraction(value == "enabled" ? .enabled : value == "disabled" ? .disabled : .automatic)
            }
        default:  // presentationContentInteraction
            let value = try c.choice(.contentInteraction)
            modifier = .presentationContentInteraction(SwiftUIPresentation.ContentInteraction(rawValue: value)!)
        }
        try c.end(after: name)
        return modifier
    }

    /// The SwiftUI detent an identifier of the current sheet names, for `enabled(upThrough:)`:
    /// medium, large, or one of its `presentationDetents` under the identifier the scenario wrote.
    func presentationDetent(_ id: DetentIdentifier, at token: Token) throws(Diagnostic) -> SwiftUIPresentation.PresentationDetent {
        switch id {
        case .medium: return .medium
        case .large: return .large
        default:
            guard let detent = swiftUIDetents[currentSheet]?.first(where: { $0.value == id })?.key else {
                throw Diagnostic.error(.notAPresentationDetent, "'\(id)' is not one of the presentationDetents of '\(currentSheet)'", range: token.range,
                                       hint: "name a detent of its presentationDetents line: medium, large, height(…) or fraction(…)")
            }
            return detent
        }
    }

    // MARK: Popovers

    /// `any`, or some of `up down left right` (commas optional). `unknown` is what UIKit reports
    /// outside a presentation, never a direction to permit.
    mutating func arrowDirections(_ c: inout TokenCursor) throws(Diagnostic) -> PopoverArrowDirections {
        if let token = c.peek(), token.word == "unknown" {
            throw Diagnostic.error(.invalidArrowDirections, "'unknown' is what arrowDirection reads outside a presentation; it cannot be permitted",
                                   range: token.range, hint: "write any, or some of up down left right")
        }
        if c.accept("any") { return .any }
        var directions: PopoverArrowDirections = []
        repeat {
            directions.insert(PopoverArrowDirections(PopoverArrowDirection(rawValue: try c.choice(.arrowDirection))!))
            _ = c.accept(.comma)
        } while !c.isAtEnd
        return directions
    }

    /// Notes what a configuration line before `present` sets up of the current sheet's popover.
    mutating func notePopoverSetup(_ change: ConfigurationChange, property: SheetProperty, at range: SourceRange) {
        var setup = popoverSetups[currentSheet] ?? PopoverSetup()
        switch change {
        case .modalPresentationStyle(let style): setup.isPopover = style == .popover
        case .preferredContentSize(let size): setup.hasContentSize = size != nil
        default:
            if property.isPopoverSetting, setup.settingRange == nil { setup.settingRange = range }
        }
        popoverSetups[currentSheet] = setup
    }

    /// The check-time errors of a popover's set-up at its `present` line (SheetRules 8.1): a
    /// popover needs a `preferredContentSize`, and popover settings need the popover style.
    func popoverSetupProblem(of sheet: String, presentAt range: SourceRange) -> Diagnostic? {
        guard let setup = popoverSetups[sheet], !isActionSheet(sheet) else { return nil }
        if setup.isPopover && !setup.hasContentSize {
            return .error(.popoverNeedsContentSize, "the popover '\(sheet)' has no preferredContentSize, and no source gives UIKit's default popover size",
                          range: range, hint: "set it before presenting, e.g. 'set preferredContentSize = 320pt x 400pt'")
        }
        if !setup.isPopover, let setting = setup.settingRange {
            return .error(.popoverSettingWithoutPopoverStyle, "'\(sheet)' is not presented as a popover, so its popoverPresentationController is nil and this setting does nothing",
                          range: setting, hint: "add 'set modalPresentationStyle = popover' above it")
        }
        return nil
    }

    // MARK: present ["name"] [from "controller"] [animated|notAnimated]

    mutating func present(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        var name: String?
        if let token = c.peek(), let text = token.stringValue {
            _ = c.next()
            name = text
            currentSheet = text
        }
        currentConfigurable = .sheet
        var source: String?
        if c.accept("from") { source = try c.string("the presenting controller's name").stringValue! }
        let animated = try animatedFlag(&c)
        try c.end(after: "present")
        if let problem = popoverSetupProblem(of: name ?? currentSheet, presentAt: c.tokens[0].range) { throw problem }
        presentedNames.insert(name ?? currentSheet)
        if alertSettings[name ?? currentSheet] != nil { presentedAlerts.insert(name ?? currentSheet) }
        return .present(name: name, from: source, animated: animated)
    }
}
