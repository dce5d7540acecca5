import SheetSim

extension ScenarioParser {
    // MARK: splitViewController "split" classic|doubleColumn|tripleColumn

    mutating func splitViewController(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try controllerName(&c, declaring: .splitViewController)
        let style = try c.choice(Vocabulary.splitViewStylesByName, WordChoice.splitViewStyle.what)
        try c.end(after: "the split view style")
        splitViewStyles[name] = style
        currentSplitView = name
        return .declare(name, .splitViewController(style: style))
    }

    // MARK: column primary|supplementary|secondary|compact|inspector "name"

    mutating func column(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let start = c.location
        let (word, token) = try c.choiceAndToken(WordChoice.splitViewColumn.accepted, WordChoice.splitViewColumn.what)
        let column = SplitViewColumn(rawValue: word)!
        let controller = try c.string("the column's view controller name").stringValue!
        try c.end(after: "the column's controller")
        guard let split = currentSplitView, let style = splitViewStyles[split] else {
            throw Diagnostic.error(.columnWithoutSplitView, "'column' sets up a split view controller, and none is declared above", at: start,
                                   hint: "declare one first, e.g. 'splitViewController \"split\" doubleColumn'")
        }
        guard style.columns.contains(column) else {
            let what = style == .unspecified ? "a classic split view controller has a primary and a secondary only"
                : "a doubleColumn split view controller has no supplementary column"
            throw Diagnostic.error(.noSuchColumn, "'\(split)' has no \(word) column: \(what)", range: token.range)
        }
        try noteChild(controller, of: split, at: start)
        columnOwners[controller] = split
        // A collapse presents a shown inspector as a sheet (split view rules 12): its presentation
        // controller's callbacks can be expected.
        if column == .inspector { presentedNames.insert(controller) }
        if style.isColumnStyle, column != .compact, column != .inspector {
            // UIKit may wrap it in a navigation controller (split view rules 2.2): its name is one
            // the scenario's callback expectations may use.
            let wrapper = controller + Simulator.splitViewWrapperSuffix
            if declaredKinds[wrapper] == nil { declaredKinds[wrapper] = .navigationController }
            columnOwners[wrapper] = split
        }
        return .setColumn(column, controller, split: split)
    }

    // MARK: show column X [in "split"] | show "vc" [in "split"]; hide column X [in "split"]

    mutating func showCommand(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        if c.accept("column") {
            let column = try columnName(&c)
            let split = try container(&c)
            try c.end(after: "show column")
            return .action(.showColumn(column, in: split))
        }
        guard c.peek()?.stringValue != nil else {
            throw Diagnostic.error(.expectedColumnOrController, "expected 'column' or a view controller's name after show", at: c.location,
                                   hint: "'show column primary' calls show(_:) for a column; 'show \"settings\"' calls show(_:sender:)")
        }
        let controller = try c.string("a view controller's name").stringValue!
        let split = try container(&c)
        try c.end(after: "show")
        if declaredKinds[controller] == nil { declaredKinds[controller] = .viewController }
        return .action(.show(controller, in: split))
    }

    mutating func hideCommand(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("column")
        let column = try columnName(&c)
        let split = try container(&c)
        try c.end(after: "hide column")
        return .action(.hideColumn(column, in: split))
    }

    func columnName(_ c: inout TokenCursor) throws(Diagnostic) -> SplitViewColumn {
        let word = try c.choice(.splitViewColumn)
        return SplitViewColumn(rawValue: word)!
    }

    // MARK: showDetail "post" [in "split"]

    mutating func showDetail(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let controller = try c.string("the detail view controller's name").stringValue!
        let split = try container(&c)
        try c.end(after: "showDetail")
        if declaredKinds[controller] == nil { declaredKinds[controller] = .viewController }
        return .action(.showDetailViewController(controller, in: split))
    }

    // MARK: tap secondary|displayModeButton|secondaryOnlyButton [in "split"]

    func splitViewTap(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let word = try c.choice(.splitViewTapTarget)
        let split = try container(&c)
        try c.end(after: "the tap")
        switch SplitViewTapTarget(rawValue: word)! {
        case .secondary: return .action(.tapSecondary(in: split))
        case .displayModeButton: return .action(.tapDisplayModeButton(in: split))
        case .secondaryOnlyButton: return .action(.tapSecondaryOnlyButton(in: split))
        }
    }

    // MARK: drag divider of column C to W [over T] [in "split"]

    func dragDivider(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("divider")
        try c.expectWord("of")
        try c.expectWord("column")
        let column = try columnName(&c)
        try c.expectWord("to")
        let width = try c.number("a width in pt").points(.nonNegative)
        let duration = c.accept("over") ? try c.number("a duration").duration(.positive) : nil
        let split = try container(&c)
        try c.end(after: "the divider drag")
        if let duration { return .action(.dragDividerOver(column, to: width, over: duration, in: split)) }
        return .action(.dragDivider(column, to: width, in: split))
    }

    // MARK: drag sidebar [in "split"] by D (over T | with velocity V)

    func dragSidebar(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("sidebar")
        let split = try container(&c)
        try c.expectWord("by")
        let distanceToken = try c.number("a distance in pt")
        let distance = try distanceToken.points()
        guard distance != 0 else { throw Diagnostic.error(.zeroDistanceDrag, "a drag must move: its distance is zero", range: distanceToken.range) }
        let how = try c.choice(.swipeMotion)
        let motion: DragMotion
        if how == "over" {
            motion = .distance(distance, duration: try c.number("a duration").duration(.positive))
        } else {
            try c.expectWord("velocity")
            let speedToken = try c.number("a speed in pt/s")
            let speed = try speedToken.speed()
            guard speed != 0, (speed > 0) == (distance > 0) else {
                throw Diagnostic.error(.velocityAgainstDrag, "the velocity must point the way of the drag", range: speedToken.range,
                                       hint: distance > 0 ? "an opening drag needs a positive velocity" : "a closing drag needs a negative velocity")
            }
            guard let span = SimDuration.seconds(exactly: distance / speed), span.nanoseconds > 0 else {
                throw Diagnostic.error(.velocityTooFast, "the velocity is too fast for the distance", range: speedToken.range)
            }
            motion = .velocity(distance: distance, velocity: speed)
        }
        try c.end(after: "the drag")
        return .action(.dragSidebar(in: split, motion))
    }

    // MARK: set PROPERTY = VALUE on a split view controller

    mutating func splitViewSet(_ c: inout TokenCursor, name: String) throws(Diagnostic) -> ScenarioCommand {
        let style = splitViewStyles[name] ?? .doubleColumn
        // Every property is looked up, so one the style does not read gets its own message; an
        // unknown word's hint lists those the style reads.
        let property = try c.choice(SplitViewProperty.allCases.filter { $0.isRead(by: style) }.map(\.rawValue),
                                    "UISplitViewController property of '\(name)'", lookUp: { Vocabulary.splitViewPropertiesByName[$0] })
        let token = c.tokens[c.index - 1]
        if !property.isRead(by: style) {
            if style == .unspecified {
                throw Diagnostic.error(.propertyNotReadByStyle, "\(property.rawValue) is column-style API; '\(name)' is classic and would ignore it", range: token.range,
                                       hint: "declare it doubleColumn or tripleColumn (iOS 14) to use it")
            }
            throw Diagnostic.error(.propertyNotReadByStyle, "\(property.rawValue) belongs to the classic split view controller; UIKit does not call it for '\(name)' (\(style.rawValue))",
                                   range: token.range, hint: "declare the controller classic to use it")
        }
        try skipOwner(&c)
        try c.expect(.equal)
        let apply: @Sendable (inout SplitViewConfiguration) -> Void
        switch property {
        case .hasDelegate, .presentsWithGesture, .showsSecondaryOnlyButton, .collapseSecondary, .showDetail, .show:
            let on = try c.bool(property.rawValue)
            apply = { configuration in
                switch property {
                case .hasDelegate: configuration.hasDelegate = on
                case .presentsWithGesture: configuration.presentsWithGesture = on
                case .showsSecondaryOnlyButton: configuration.showsSecondaryOnlyButton = on
                case .collapseSecondary: configuration.collapseSecondary = on
                case .showDetail: configuration.showDetail = on
                default: configuration.show = on
                }
            }
        case .preferredDisplayMode, .targetDisplayModeForAction, .displayModeForExpanding:
            var words = WordChoice.displayMode.accepted
            if property == .displayModeForExpanding { words += WordChoice.proposed.words }
            let word = try c.choice(words, "display mode")
            let mode = word == "proposed" ? .automatic : SplitDisplayMode.named(word)!
            if style == .doubleColumn || style == .unspecified, mode.sidebarCount > 1, property != .displayModeForExpanding {
                throw Diagnostic.error(.displayModeNeedsTripleColumn, "\(word) shows two sidebars: it exists for triple column only", at: c.location,
                                       hint: "a \(style == .unspecified ? "classic" : "double-column") controller shows secondaryOnly, oneBesideSecondary or oneOverSecondary")
            }
            switch property {
            case .preferredDisplayMode: apply = { $0.preferredDisplayMode = mode }
            case .targetDisplayModeForAction: apply = { $0.targetDisplayModeForAction = mode }
            default: apply = { $0.displayModeForExpanding = mode }
            }
        case .preferredSplitBehavior:
            let word = try c.choice(SplitBehavior.allCases.map(\.rawValue), "split behavior")
            let behavior = SplitBehavior(rawValue: word)!
            apply = { $0.preferredSplitBehavior = behavior }
        case .displayModeButtonVisibility:
            let word = try c.choice(DisplayModeButtonVisibility.allCases.map(\.rawValue), "display-mode button visibility")
            let visibility = DisplayModeButtonVisibility(rawValue: word)!
            apply = { $0.displayModeButtonVisibility = visibility }
        case .primaryEdge:
            let word = try c.choice(SplitPrimaryEdge.allCases.map(\.rawValue), "primary edge")
            let edge = SplitPrimaryEdge(rawValue: word)!
            apply = { $0.primaryEdge = edge }
        case .topColumnForCollapsing:
            let location = c.location
            let word = try c.choice(.topColumn)
            let column = SplitViewColumn(rawValue: word)
            if column == .compact { compactTopColumns.append((name, location)) }
            apply = { $0.topColumnForCollapsing = column }
        case .primaryViewControllerForCollapsing, .primaryViewControllerForExpanding:
            var controller: String?
            if !c.accept("nil") { controller = try c.string("a view controller's name or nil").stringValue! }
            let answer = controller
            if property == .primaryViewControllerForCollapsing {
                apply = { $0.primaryViewControllerForCollapsing = answer }
            } else {
                apply = { $0.primaryViewControllerForExpanding = answer }
            }
        case .separateSecondary:
            let answer: SeparateSecondaryAnswer
            if c.accept("nil") {
                answer = .none
            } else if c.accept("resetPrimaryStack") {
                answer = .resetPrimaryStack
            } else {
                answer = .controller(try c.string("nil, resetPrimaryStack or a view controller's name").stringValue!)
            }
            apply = { $0.separateSecondary = answer }
        case .preferredPrimaryColumnWidthFraction, .preferredPrimaryColumnWidth, .minimumPrimaryColumnWidth,
             .maximumPrimaryColumnWidth, .preferredSupplementaryColumnWidthFraction, .preferredSupplementaryColumnWidth,
             .minimumSupplementaryColumnWidth, .maximumSupplementaryColumnWidth,
             .preferredInspectorColumnWidthFraction, .preferredInspectorColumnWidth,
             .minimumInspectorColumnWidth, .maximumInspectorColumnWidth:
            apply = try columnWidthSetting(property.rawValue, &c)
        }
        try c.end(after: "the value")
        return .configureContainer(name, .splitView(SplitViewSetting(name: property.rawValue, apply: apply)))
    }

    /// A column-width property: `automatic` (`UISplitViewControllerAutomaticDimension`), a fraction
    /// (0…1 or a percentage) or a width in points.
    func columnWidthSetting(_ property: String, _ c: inout TokenCursor) throws(Diagnostic) -> @Sendable (inout SplitViewConfiguration) -> Void {
        let column: WritableKeyPath<SplitViewConfiguration, ColumnWidthSettings> & Sendable =
            property.contains("Supplementary") ? \.supplementaryColumnWidth
            : property.contains("Inspector") ? \.inspectorColumnWidth : \.primaryColumnWidth
        var value: Double?
        if !c.accept("automatic") {
            let token = try c.number(property.hasSuffix("Fraction") ? "a fraction of the width, or automatic" : "a width in pt, or automatic")
            if property.hasSuffix("Fraction") {
                let fraction = try token.ratio(.nonNegative)
                guard fraction <= 1 else { throw Diagnostic.error(.fractionAboveOne, "\(property) is a fraction of the split view's width, between 0 and 1", range: token.range) }
                value = fraction
            } else {
                value = try token.points(.nonNegative)
            }
        }
        let setting = value
        return { configuration in
            var settings = configuration[keyPath: column]
            if property.hasSuffix("Fraction") {
                settings.preferredFraction = setting
            } else if property.hasPrefix("preferred") {
                settings.preferredWidth = setting
            } else if property.hasPrefix("minimum") {
                settings.minimum = setting
            } else {
                settings.maximum = setting
            }
            configuration[keyPath: column] = settings
        }
    }
}
