import SheetSim

/// The scenario language as ``CommandSyntax`` entries, one per ``CommandKeyword``: its one
/// description. Tab completion walks it; the parser reads the words of each choice from it
/// (``WordChoice``); `sheetsim help language` and the GrammarReference article print it
/// (``GrammarText``).
///
/// Enumerations come from the types that define them (metrics from `UIKitMetrics.catalog`,
/// options from the option table, state properties from `StateProperty`, device figures from
/// `DeviceOverride`, OS profiles from the core), so a new metric or property is offered,
/// accepted and documented without touching this file. Each kind of controller's commands are
/// declared in its own extension (`LanguageSyntax+Sheet.swift`, `+SplitView`, …); a new command
/// is a case of ``CommandKeyword`` and its entry in `entry(for:)`, which the compiler asks for.
public enum LanguageSyntax {
    /// Every command of the language, in ``CommandKeyword``'s order.
    public static let commands: [CommandSyntax] = CommandKeyword.allCases.map(entry(for:))

    /// A command's entry: its forms, each with the section of the grammar's text it is listed in.
    static func entry(for keyword: CommandKeyword) -> CommandSyntax {
        switch keyword {
        case .scenario: CommandSyntax(.scenario, .setup, .string(what: "a scenario title"), note: "the title a run reports")
        case .include: includeCommand
        case .device: deviceCommand
        case .os: osCommand
        case .appearance: CommandSyntax(.appearance, .setup, .words(.appearance), note: "the userInterfaceStyle")
        case .reduceMotion: CommandSyntax(.reduceMotion, .setup, bool, note: "the Reduce Motion setting")
        case .window: windowCommand
        case .multitasking: multitaskingCommand
        case .sizeRestrictions: sizeRestrictionsCommand
        case .sdk: sdkCommand
        case .preferredWindowingControlStyle: windowingControlStyleCommand
        case .metric: metricCommand
        case .option: optionCommand
        case .navigationController: navigationControllerCommand
        case .tabBarController: tabBarControllerCommand
        case .tabGroup: tabGroupCommand
        case .searchTab: searchTabCommand
        case .splitViewController: splitViewControllerCommand
        case .pageViewController: pageViewControllerCommand
        case .column: columnCommand
        case .rootViewController: rootViewControllerCommand
        case .sheet: sheetCommand
        case .detents: CommandSyntax(.detents, .sheet, detentList, note: "the sheet's detents")
        case .presentationDetents: presentationDetentsCommand
        case .set: CommandSyntax(.set, .sheet, [sheetSetForm, containerSetForm, splitViewSetForm, layoutSetForm, swiftUISetBindingForm, swiftUISetItemForm, swiftUISetPathForm, swiftUISetPresentationDetentsForm])
        case .animateChanges: animateChangesCommand
        case .invalidateDetents: CommandSyntax(.invalidateDetents, .sheet, note: "invalidateDetents()")
        case .alert: alertCommand
        case .action: actionCommand
        case .present: presentCommand
        case .dismiss: CommandSyntax(.dismiss, .actions, [CommandForm(.optional(animatedFlag), note: "dismiss(animated:) of the front sheet"),
                                                           swiftUIDismissForm])
        case .push: pushCommand
        case .pop: CommandSyntax(.pop, .actions, .sequence([inContainer, .optional(animatedFlag)]), note: "popViewController(animated:)")
        case .popToRoot:
            CommandSyntax(.popToRoot, .actions, .sequence([inContainer, .optional(animatedFlag)]), note: "popToRootViewController(animated:)")
        case .swipe: CommandSyntax(.swipe, .actions, [swipeBackForm, swipeRowForm, swipePageForm])
        case .select: selectCommand
        case .setViewControllers: setViewControllersCommand
        case .show: CommandSyntax(.show, .actions, [showColumnForm, showViewControllerForm])
        case .hide: hideCommand
        case .showDetail: showDetailCommand
        case .drag: CommandSyntax(.drag, .actions, [dragSidebarForm, dragDividerForm] + sheetDragForms)
        case .touch: touchCommand
        case .tap: CommandSyntax(.tap, .actions, sheetTapForms + [splitViewTapForm, sidebarButtonTapForm] + tableTapForms)
        case .scrollView: scrollViewCommand
        case .scroll: scrollCommand
        case .setNeedsUpdateProperties:
            CommandSyntax(.setNeedsUpdateProperties, .actions, .optional(.value(.controllerName)),
                          note: "setNeedsUpdateProperties() of the named controller, or the front one: its updateProperties() runs in the next layout pass (iOS 26)")
        case .swipeActions: swipeActionsCommand
        case .transitionCoordinator: transitionCoordinatorCommand
        case .keyboard: keyboardCommand
        case .resize: resizeCommand
        case .rotate: CommandSyntax(.rotate, .actions, orientation, note: "the device turns")
        case .scenePhase:
            CommandSyntax(.scenePhase, .actions, .words(.scenePhase),
                          note: "the app's scene goes inactive (Control Center or Notification Center pulled down, a system alert, the app switcher) or active again: the scene delegate hears it and SwiftUI views read it; presentations stay (on iOS 15, option swiftUIScenePhaseSheetReopen replays a second sheet re-presented)")
        case .wait: waitCommand
        case .mark: CommandSyntax(.mark, .time, .value(.newName), note: "names this point of the log for windows ('from NAME')")
        case .expect: expectCommand
        case .presentationDragIndicator: presentationDragIndicatorCommand
        case .interactiveDismissDisabled: interactiveDismissDisabledCommand
        case .presentationCornerRadius: presentationCornerRadiusCommand
        case .presentationBackgroundInteraction: presentationBackgroundInteractionCommand
        case .presentationContentInteraction: presentationContentInteractionCommand
        case .swiftUI: swiftUIViewCommand
        }
    }

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

    /// `set PROPERTY = VALUE` where `configured` is what the line configures: the sheet's
    /// properties and aliases, or the container's own (a split view controller's as its style
    /// reads them), and the layout settings either way. Completion takes the one its context
    /// names, as the parser does.
    static func setBody(for configured: CompletionContext.Configured) -> SyntaxPattern {
        // A binding's write reads the same whatever the lines above configure.
        let bindings = [swiftUISetBindingForm.pattern, swiftUISetItemForm.pattern, swiftUISetPathForm.pattern, swiftUISetPresentationDetentsForm.pattern]
        switch configured {
        case .sheet: return .anyOf([sheetSetting] + layoutAlternatives + bindings)
        case .container(.splitViewController, let style): return .anyOf(layoutAlternatives + splitViewSetting(style ?? .doubleColumn) + bindings)
        case .container(let kind, _): return .anyOf(layoutAlternatives + containerSetting(kind) + bindings)
        }
    }

    // MARK: Shared pieces

    static let bool = SyntaxPattern.named("bool", .words(.bool), note: "yes and no are read too")
    static let animatedFlag = SyntaxPattern.words(.animation)
    static let orientation = SyntaxPattern.named("orientation", .words(.orientation), note: "landscape is landscapeLeft")
    static let comparison = SyntaxPattern.named("compare", .oneOf(["==", "!=", "<", "<=", ">", ">="], what: "comparison"))
    static let equality = SyntaxPattern.oneOf(["==", "!="], what: "comparison")
    /// `in "container"`: which navigation or tab bar controller (the innermost on screen without it).
    static let inContainer = SyntaxPattern.optional(.sequence([.keyword("in"), .value(.controllerName)]))
    /// `over DURATION` or `with velocity SPEED`.
    static let overOrVelocity = SyntaxPattern.anyOf([
        .sequence([.keyword("over"), .number(.duration)]),
        .sequence([.keyword("with"), .keyword("velocity"), .number(.speed)]),
    ])
    /// `RECEIVER.CALLBACK` with its optional `(arguments)`, kept verbatim by the parser.
    static let callback = SyntaxPattern.value(.callback)

    /// `top 47pt bottom 34pt …`: the edges of a `UIEdgeInsets`, any of them, each once or more
    /// (the last wins).
    static let insets = SyntaxPattern.named("insets", .zeroOrMore(.sequence([.words(.insetEdge), .number(.length)])))

    static func number(for unit: MetricUnit) -> NumberSyntax {
        switch unit {
        case .points: return .length
        case .pointsPerSecond: return .speed
        case .seconds: return .duration
        case .ratio: return .ratio
        }
    }
}
