import SheetSim

/// The scenario language as ``CommandSyntax`` entries, one per command of
/// ``Vocabulary/commands``: what Tab completion offers after each word.
///
/// Enumerations come from the types that define them (metrics from `SheetMetrics.catalog`,
/// options from the option table, state properties from `StateProperty`, devices and OS
/// profiles from the core), so a new metric or property is offered without touching this file.
/// A new command is one entry in ``commands``.
public enum LanguageSyntax {
    /// Every command of the language.
    public static let commands: [CommandSyntax] = [
        CommandSyntax("scenario", .string(what: "a scenario title")),
        CommandSyntax("include", .value(.filePath(extensions: [".sheet"]))),
        CommandSyntax("device", device),
        CommandSyntax("os", .sequence([
            .oneOf(OSProfile.all.map { String($0.majorVersion) }, what: "iOS version"),
            .zeroOrMore(.sequence([.oneOf(osFacts, what: "OS profile fact"), bool])),
        ])),
        CommandSyntax("appearance", .oneOf(["light", "dark"], what: "appearance")),
        CommandSyntax("reduceMotion", bool),
        CommandSyntax("window", .anyOf([
            .oneOf(AppWindow.named.map(\.description), what: "window"),
            .sequence([.keyword("width"), .number(.length)]),
        ])),
        CommandSyntax("metric", .anyOf(SheetMetrics.catalog.map { info in
            .sequence([.keyword(info.name), .symbol(.equal), .number(number(for: info.unit))])
        })),
        CommandSyntax("option", .anyOf(BehaviorOptions.catalog.map { entry in
            .sequence([.keyword(entry.name), .symbol(.equal), .oneOf(entry.values, what: "value for \(entry.name)")])
        })),
        CommandSyntax("navigationController", .sequence([.string(what: "a controller name"), .keyword("root"), .value(.controllerName)])),
        CommandSyntax("tabBarController", .sequence([
            .string(what: "a controller name"), .keyword("tabs"), .repeated(.value(.controllerName), separator: .symbol(.comma)),
        ])),
        CommandSyntax("splitViewController", .sequence([
            .string(what: "a controller name"), .oneOf(Vocabulary.splitViewStyles, what: "split view style"),
        ])),
        CommandSyntax("column", .sequence([splitColumn, .value(.controllerName)])),
        CommandSyntax("rootViewController", .value(.controllerName)),
        CommandSyntax("sheet", .value(.controllerName)),
        CommandSyntax("detents", detentList),
        CommandSyntax("presentationDetents", swiftUIDetentList),
        CommandSyntax("set", setBody),
        CommandSyntax("animateChanges", .sequence([
            .optional(.symbol(.colon)),
            .anyOf([.sequence([.keyword("set"), sheetSetBody]), .sequence([.keyword("detents"), detentList]),
                    .keyword("invalidateDetents")]),
        ])),
        CommandSyntax("invalidateDetents"),
        CommandSyntax("present", .sequence([
            .optional(.value(.controllerName)), .optional(.sequence([.keyword("from"), .value(.controllerName)])),
            .optional(animatedFlag),
        ])),
        CommandSyntax("dismiss", .optional(animatedFlag)),
        CommandSyntax("push", .sequence([.value(.controllerName), inContainer, .optional(animatedFlag)])),
        CommandSyntax("pop", .sequence([inContainer, .optional(animatedFlag)])),
        CommandSyntax("popToRoot", .sequence([inContainer, .optional(animatedFlag)])),
        CommandSyntax("swipe", .anyOf([
            .sequence([.keyword("back"), inContainer, .keyword("by"), .number(.length), overOrVelocity]),
            .sequence([.keyword("row"), .number(.count), inContainer, .oneOf(["left", "right"], what: "direction"),
                       .keyword("by"), .number(.length), overOrVelocity]),
        ])),
        CommandSyntax("select", .sequence([.keyword("tab"), .value(.controllerName), inContainer])),
        CommandSyntax("show", .anyOf([
            .sequence([.keyword("column"), splitColumn, inContainer]),
            .sequence([.value(.controllerName), inContainer]),
        ])),
        CommandSyntax("hide", .sequence([.keyword("column"), splitColumn, inContainer])),
        CommandSyntax("showDetail", .sequence([.value(.controllerName), inContainer])),
        CommandSyntax("drag", .anyOf([.sequence([
            .keyword("sidebar"), inContainer, .keyword("by"), .number(.length), .anyOf([
                .sequence([.keyword("over"), .number(.duration)]),
                .sequence([.keyword("with"), .keyword("velocity"), .number(.speed)]),
            ]),
        ]), .sequence([
            .optional(.oneOf([], aliases: ["from"], what: "from")),
            touchTarget,
            .anyOf([
                .sequence([.keyword("by"), .number(.length), .anyOf([
                    .sequence([.keyword("over"), .number(.duration)]),
                    .sequence([.keyword("with"), .keyword("velocity"), .number(.speed)]),
                    .sequence([.oneOf([], aliases: ["at"], what: "at"), .number(.speed)]),
                ])]),
                .sequence([.keyword("to"), detentReference(allowsNil: false), .keyword("over"), .number(.duration)]),
                .sequence([.keyword("samples"), .repeated(.sequence([.number(.duration), .number(.length)]),
                                                          separator: .symbol(.comma))]),
            ]),
        ])])),
        CommandSyntax("touch", .anyOf([
            .sequence([.keyword("down"), touchTarget, .optional(.sequence([.keyword("at"), .number(.length)]))]),
            .sequence([.keyword("move"), .keyword("to"), .number(.length)]),
            .sequence([.keyword("up"), .optional(.sequence([.keyword("at"), .number(.length)]))]),
        ])),
        CommandSyntax("tap", .anyOf([
            .keyword("grabber"),
            .sequence([.oneOf(Vocabulary.splitViewTapTargets, what: "tap target"), inContainer]),
            .sequence([.keyword("action"), .string(what: "the action's title"), inContainer]),
            .sequence([.keyword("row"), .number(.count), inContainer]),
            .sequence([.oneOf(Vocabulary.tapTargets.filter { $0 != "grabber" }, what: "tap target"),
                       .optional(.sequence([.keyword("at"), .number(.length), .number(.length)]))]),
        ])),
        CommandSyntax("scrollView", .anyOf([
            .keyword("none"),
            .sequence([.optional(.sequence([.keyword("of"), .value(.controllerName)])), .zeroOrMore(scrollViewSetting)]),
        ])),
        CommandSyntax("scroll", .sequence([.keyword("to"), .anyOf([.oneOf(["top", "bottom"], what: "edge"), .number(.length)])])),
        CommandSyntax("swipeActions", .sequence([
            .optional(.sequence([.keyword("of"), .value(.controllerName)])),
            .oneOf(SwipeEdge.allCases.map(\.rawValue), what: "side"),
            .anyOf([
                .keyword("none"),
                .sequence([.repeated(.string(what: "an action's title"), separator: .symbol(.comma)),
                           .optional(.sequence([.keyword("performsFirstActionWithFullSwipe"), bool]))]),
            ]),
        ])),
        CommandSyntax("keyboard", .anyOf([
            .sequence([.keyword("show"), .number(.length), .optional(.sequence([.keyword("over"), .number(.duration)]))]),
            .sequence([.keyword("hide"), .optional(.sequence([.keyword("over"), .number(.duration)]))]),
        ])),
        CommandSyntax("rotate", .oneOf(Vocabulary.orientations, what: "orientation")),
        CommandSyntax("wait", .anyOf([
            .sequence([.keyword("until"), .anyOf([.oneOf(["settled"], aliases: ["idle"], what: "settled"), .number(.duration)])]),
            .number(.duration),
        ])),
        CommandSyntax("mark", .value(.newName)),
        CommandSyntax("expect", .anyOf([
            .sequence([.keyword("callbacks"), .optional(.sequence([.keyword("in"), .keyword("order")])), window,
                       .optional(.symbol(.colon))]),
            .sequence([.keyword("state"), stateExpectation]),
            .sequence([.oneOf(["no", "never"], what: "no"), callback, window]),
            .sequence([callback, .anyOf([
                .sequence([.keyword("exactly"), .number(.count), .oneOf(["times", "time"], what: "times")]),
                .sequence([.keyword("count"), comparison, .number(.count)]),
            ]), window]),
        ])),
        CommandSyntax("presentationDragIndicator", .oneOf(SwiftUIPresentation.Visibility.allCases.map(\.rawValue), what: "drag indicator visibility")),
        CommandSyntax("interactiveDismissDisabled", .optional(bool)),
        CommandSyntax("presentationCornerRadius", .anyOf([.keyword("nil"), .number(.length)])),
        CommandSyntax("presentationBackgroundInteraction", .anyOf([
            .oneOf(["automatic", "enabled", "disabled"], what: "background interaction"),
            .call("enabled", [.keyword("upThrough"), .symbol(.colon), detentReference(allowsNil: false)]),
        ])),
        CommandSyntax("presentationContentInteraction", .oneOf(SwiftUIPresentation.ContentInteraction.allCases.map(\.rawValue), what: "content interaction")),
    ]

    /// A line inside an open `expect callbacks` block: a callback, optionally timed, or `end`.
    public static let callbackBlockLine = SyntaxPattern.anyOf([
        .keyword("end"),
        .sequence([.optional(.number(.duration)), callback]),
    ])

    /// The entry for `name`, if the language has that command.
    ///
    /// - Parameters:
    ///   - name: a command's first word.
    public static func command(named name: String) -> CommandSyntax? {
        commands.first { $0.name == name }
    }

    // MARK: Shared pieces

    static let bool = SyntaxPattern.oneOf(["true", "false", "on", "off"], aliases: ["yes", "no"], what: "true or false")
    static let animatedFlag = SyntaxPattern.oneOf(["animated", "notAnimated"], aliases: ["instantly"], what: "animation")
    static let touchTarget = SyntaxPattern.oneOf(Vocabulary.touchTargets, what: "drag start")
    static let comparison = SyntaxPattern.oneOf(["==", "!=", "<", "<=", ">", ">="], what: "comparison")
    static let equality = SyntaxPattern.oneOf(["==", "!="], what: "comparison")
    static let osFacts = OSProfile.facts.map(\.name)
    /// `in "container"`: which navigation or tab bar controller (the innermost on screen without it).
    static let inContainer = SyntaxPattern.optional(.sequence([.keyword("in"), .value(.controllerName)]))
    /// `over DURATION` or `with velocity SPEED`.
    static let overOrVelocity = SyntaxPattern.anyOf([
        .sequence([.keyword("over"), .number(.duration)]),
        .sequence([.keyword("with"), .keyword("velocity"), .number(.speed)]),
    ])
    /// `RECEIVER.CALLBACK` with its optional `(arguments)`, kept verbatim by the parser.
    static let callback = SyntaxPattern.value(.callback)

    static let device = SyntaxPattern.anyOf([
        .sequence([.keyword("custom"), .repeated(.anyOf([
            deviceFigure,
            .keyword("homeButton"),
            .keyword("pad"),
            .oneOf(Vocabulary.orientations, what: "orientation"),
        ]))]),
        .sequence([.value(.deviceName), .zeroOrMore(.anyOf([
            deviceFigure,
            .oneOf(Vocabulary.orientations, what: "orientation"),
        ]))]),
    ])

    /// A figure a `device` line gives in place of the device table's (``DeviceOverride``).
    static let deviceFigure = SyntaxPattern.anyOf([
        .sequence([.keyword("width"), .number(.length)]),
        .sequence([.keyword("height"), .number(.length)]),
        .sequence([.keyword("scale"), .number(.multiplier)]),
        .sequence([.keyword("safeArea"), insets]),
        .sequence([.keyword("landscapeSafeArea"), insets]),
        .sequence([.keyword("cornerRadius"), .number(.length)]),
        .sequence([.keyword("refreshRate"), .oneOf(["60Hz", "120Hz"], what: "refresh rate")]),
        .sequence([.keyword("landscapeWidthClass"), .oneOf(["compact", "regular"], what: "size class")]),
        .sequence([.keyword("windows"), .anyOf([
            .sequence([.keyword("landscape"), .repeated(.sequence([
                .oneOf(["twoThirds", "half", "oneThird", "slideOver"], what: "window"), .number(.length)]))]),
            .sequence([.keyword("portrait"), .repeated(.sequence([
                .oneOf(["twoThirds", "oneThird", "slideOver"], what: "window"), .number(.length)]))]),
        ])]),
        .sequence([.keyword("slideOverHeightInset"), .number(.length)]),
    ])

    static let insets = SyntaxPattern.zeroOrMore(.sequence([
        .oneOf(["top", "bottom", "left", "right"], what: "edge"), .number(.length),
    ]))

    /// `medium`, `large()`, `custom("peek", 120pt)`, `custom(id: "peek", fraction: 0.4)`,
    /// `height(200pt)`, `fraction(0.4)`.
    static let detent = SyntaxPattern.anyOf([
        .sequence([.oneOf(["medium", "large"], what: "detent"), .optional(.sequence([.symbol(.leftParen), .symbol(.rightParen)]))]),
        .call("custom", [
            .optional(.sequence([.oneOf(["id"], aliases: ["identifier"], what: "id"), .symbol(.colon)])),
            .string(what: "the detent's identifier"), .symbol(.comma),
            .anyOf([
                .sequence([.keyword("height"), .symbol(.colon), .number(.length)]),
                .sequence([.keyword("fraction"), .symbol(.colon), .number(.ratio)]),
                .number(.lengthOrRatio),
            ]),
        ]),
        .call("height", [.number(.length)]),
        .call("fraction", [.number(.ratio)]),
    ])

    static let detentList = SyntaxPattern.repeated(detent, separator: .optional(.symbol(.comma)))

    /// SwiftUI's `PresentationDetent`s: `medium`, `large`, `height(200pt)`, `fraction(0.4)`.
    static let swiftUIDetent = SyntaxPattern.anyOf([
        .sequence([.oneOf(["medium", "large"], what: "SwiftUI detent"), .optional(.sequence([.symbol(.leftParen), .symbol(.rightParen)]))]),
        .call("height", [.number(.length)]),
        .call("fraction", [.number(.ratio)]),
    ])
    static let swiftUIDetentList = SyntaxPattern.repeated(swiftUIDetent, separator: .optional(.symbol(.comma)))

    /// A detent declared for the current sheet: `medium`, `large`, `"peek"`, `height(200pt)`.
    static func detentReference(allowsNil: Bool) -> SyntaxPattern {
        var choices: [SyntaxPattern] = [
            .oneOf(["medium", "large"], what: "detent"),
            .value(.customDetentIdentifier),
            .call("height", [.number(.length)]),
            .call("fraction", [.number(.ratio)]),
        ]
        if allowsNil { choices.insert(.keyword("nil"), at: 1) }
        return .anyOf(choices)
    }

    /// `set PROPERTY = VALUE` for whatever a line may configure: the union of ``setBody(for:)``
    /// (completion takes the one its context names), with both split view styles' properties.
    static let setBody = SyntaxPattern.anyOf([
        CompletionContext.Configured.sheet, .container(.navigationController, splitViewStyle: nil),
        .container(.tabBarController, splitViewStyle: nil), .container(.splitViewController, splitViewStyle: .unspecified),
        .container(.splitViewController, splitViewStyle: .tripleColumn),
    ].map(setBody(for:)))

    /// `set PROPERTY = VALUE` where `configured` is what the line configures: the sheet's
    /// properties and aliases, or the container's own (a split view controller's as its style
    /// reads them), and the layout settings either way.
    static func setBody(for configured: CompletionContext.Configured) -> SyntaxPattern {
        var alternatives = layoutAlternatives
        switch configured {
        case .sheet:
            alternatives = sheetProperties + alternatives
            for (alias, property) in SheetProperty.aliases.sorted(by: { $0.key < $1.key }) {
                alternatives.append(.sequence([.oneOf([], aliases: [alias], what: "property"), .symbol(.equal), value(of: property)]))
            }
        case .container(.splitViewController, let style):
            for property in SplitViewProperty.allCases where property.isRead(by: style ?? .doubleColumn) {
                alternatives.append(.sequence([.keyword(property.rawValue), .symbol(.equal), value(of: property)]))
            }
        case .container(let kind, _):
            for property in ContainerProperty.allCases where property.containers.contains(kind) {
                alternatives.append(.sequence([.keyword(property.rawValue), .symbol(.equal), value(of: property)]))
            }
        }
        return .anyOf(alternatives)
    }

    /// The layout settings any controller takes, `of "name"` optional.
    static let layoutAlternatives: [SyntaxPattern] = LayoutProperty.allCases.map { property in
        .sequence([.keyword(property.rawValue), .optional(.sequence([.keyword("of"), .value(.controllerName)])),
                   .symbol(.equal), value(of: property)])
    }

    /// A split view controller's column: `primary`, `supplementary`, `secondary`, `compact`.
    static let splitColumn = SyntaxPattern.oneOf(Vocabulary.splitViewColumns, what: "column")

    /// The value a navigation or tab bar controller's `set` property takes.
    static func value(of property: ContainerProperty) -> SyntaxPattern {
        switch property {
        case .selectedIndex: return .number(.count)
        case .hasDelegate, .interactivePopGestureEnabled, .shouldSelect: return bool
        }
    }

    /// The value a split view controller's `set` property takes.
    static func value(of property: SplitViewProperty) -> SyntaxPattern {
        let displayModes = SyntaxPattern.oneOf(SplitDisplayMode.allCases.map(\.rawValue),
                                               aliases: SplitDisplayMode.deprecatedAliases.keys.sorted(), what: "display mode")
        switch property {
        case .preferredDisplayMode, .targetDisplayModeForAction: return displayModes
        case .displayModeForExpanding: return .anyOf([.keyword("proposed"), displayModes])
        case .preferredSplitBehavior: return .oneOf(SplitBehavior.allCases.map(\.rawValue), what: "split behavior")
        case .displayModeButtonVisibility:
            return .oneOf(DisplayModeButtonVisibility.allCases.map(\.rawValue), what: "display-mode button visibility")
        case .primaryEdge: return .oneOf(SplitPrimaryEdge.allCases.map(\.rawValue), what: "primary edge")
        case .topColumnForCollapsing: return .oneOf(Vocabulary.splitViewColumns + ["proposed"], what: "column")
        case .primaryViewControllerForCollapsing, .primaryViewControllerForExpanding:
            return .anyOf([.keyword("nil"), .value(.controllerName)])
        case .separateSecondary: return .anyOf([.keyword("nil"), .keyword("resetPrimaryStack"), .value(.controllerName)])
        case .preferredPrimaryColumnWidthFraction, .preferredSupplementaryColumnWidthFraction:
            return .anyOf([.keyword("automatic"), .number(.ratio)])
        case .preferredPrimaryColumnWidth, .minimumPrimaryColumnWidth, .maximumPrimaryColumnWidth,
             .preferredSupplementaryColumnWidth, .minimumSupplementaryColumnWidth, .maximumSupplementaryColumnWidth:
            return .anyOf([.keyword("automatic"), .number(.length)])
        case .hasDelegate, .presentsWithGesture, .showsSecondaryOnlyButton, .collapseSecondary, .showDetail, .show:
            return bool
        }
    }

    /// The sheet's own properties: what `animateChanges set` takes.
    static let sheetProperties: [SyntaxPattern] = SheetProperty.allCases.map { property in
        .sequence([.keyword(property.rawValue), .symbol(.equal), value(of: property)])
    }
    static let sheetSetBody = SyntaxPattern.anyOf(sheetProperties)

    /// The value of a layout setting (layout rules 3–6).
    static func value(of property: LayoutProperty) -> SyntaxPattern {
        switch property {
        case .additionalSafeAreaInsets: return insets
        case .directionalLayoutMargins:
            let edge = SyntaxPattern.sequence([.oneOf(["top", "leading", "bottom", "trailing"], what: "edge"), .number(.length)])
            return .anyOf([.keyword("nil"), .sequence([edge, .zeroOrMore(edge)])])
        case .largeTitleDisplayMode:
            return .oneOf(LargeTitleDisplayMode.allCases.map(\.rawValue), what: "large title display mode")
        case .viewRespectsSystemMinimumLayoutMargins, .insetsLayoutMarginsFromSafeArea, .prefersLargeTitles: return bool
        }
    }

    /// The value of a sheet property.
    static func value(of property: SheetProperty) -> SyntaxPattern {
        switch property {
        case .selectedDetentIdentifier, .largestUndimmedDetentIdentifier: return detentReference(allowsNil: true)
        case .preferredCornerRadius:
            return .anyOf([.oneOf(["nil"], aliases: ["automatic"], what: "nil"), .number(.length)])
        case .preferredContentSize:
            return .anyOf([.keyword("nil"), .sequence([.number(.length), .keyword("x"), .number(.length)])])
        case .modalPresentationStyle: return .oneOf(Vocabulary.styles, what: "modalPresentationStyle")
        case .adaptivePresentationStyle: return .anyOf([.keyword("nil"), .oneOf(Vocabulary.adaptiveStyles, what: "adaptive style")])
        case .prefersGrabberVisible, .prefersScrollingExpandsWhenScrolledToEdge, .prefersEdgeAttachedInCompactHeight,
             .widthFollowsPreferredContentSizeWhenEdgeAttached, .isModalInPresentation, .shouldDismiss, .hasDelegate,
             .backgroundTranslucent, .prefersPageSizing:
            return bool
        }
    }

    /// A `scrollView` line's settings, one alternative per ``ScrollViewProperty``.
    static let scrollViewSetting = SyntaxPattern.anyOf(ScrollViewProperty.allCases.map { property in
        switch property {
        case .contentOffset, .contentHeight: return .sequence([.keyword(property.rawValue), .number(.length)])
        case .contentInsetAdjustmentBehavior:
            return .sequence([.keyword(property.rawValue),
                              .oneOf(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue), what: property.rawValue)])
        case .contentInset: return .sequence([.keyword(property.rawValue), insets])
        case .refreshControl, .horizontal, .alwaysBounceVertical: return .keyword(property.rawValue)
        }
    })

    /// `expect state PROPERTY [of "name"] CMP VALUE [± TOL] [at T]`, the value by the
    /// property's kind (from ``StateProperty/catalog``).
    static let stateExpectation = SyntaxPattern.sequence([
        .anyOf(StateProperty.catalog.map { property in
            let value: SyntaxPattern
            switch property.kind {
            case .number(let unit):
                let number: NumberSyntax = unit == .points ? .length : .ratio
                value = .sequence([comparison, .number(number),
                                   .optional(.sequence([.symbol(.plusMinus), .number(number)]))])
            case .detent: value = .sequence([equality, detentReference(allowsNil: true)])
            case .word(let words): value = .sequence([equality, .oneOf(words, what: property.name)])
            case .controller: value = .sequence([equality, .value(.controllerName)])
            case .bool: value = .sequence([equality, bool])
            }
            guard property.subject != .window else { return .sequence([.keyword(property.name), value]) }
            return .sequence([.keyword(property.name), .optional(.sequence([.keyword("of"), .value(.controllerName)])), value])
        }),
        .optional(.sequence([.keyword("at"), .number(.duration)])),
    ])

    /// `[from T|MARK] [to T|MARK]`.
    static let window = SyntaxPattern.sequence([
        .optional(.sequence([.keyword("from"), timeBound])),
        .optional(.sequence([.keyword("to"), timeBound])),
    ])
    static let timeBound = SyntaxPattern.anyOf([.number(.duration), .value(.markName)])

    static func number(for unit: MetricUnit) -> NumberSyntax {
        switch unit {
        case .points: return .length
        case .pointsPerSecond: return .speed
        case .seconds: return .duration
        case .ratio: return .ratio
        }
    }
}
