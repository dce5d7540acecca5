import SheetSim

/// Any view controller's layout settings and scroll view, and a table's rows and their swipe
/// actions.
extension LanguageSyntax {
    /// `set LAYOUT-PROPERTY [of "name"] = VALUE`.
    static let layoutSetForm = CommandForm(.named("layout-setting", .anyOf(layoutAlternatives)),
                                           note: "any controller; without 'of', the one the lines above configure", section: .layout)

    /// The layout settings any controller takes, `of "name"` optional.
    static let layoutAlternatives: [SyntaxPattern] = LayoutProperty.allCases.map { property in
        .noted(layoutNote(property), .sequence([.keyword(property.rawValue), .optional(.sequence([.keyword("of"), .value(.controllerName)])),
                                                .symbol(.equal), value(of: property)]))
    }

    static func layoutNote(_ property: LayoutProperty) -> String? {
        switch property {
        case .prefersLargeTitles, .isToolbarHidden: return "a navigation controller"
        case .topEdgeEffectStyle, .bottomEdgeEffectStyle: return "os 26; its scroll view, or the shown controller's"
        case .definesPresentationContext: return "currentContext and overCurrentContext presentations from it or under it cover it"
        case .providesPresentationContextTransitionStyle: return "defining the context, its modalTransitionStyle is the one used"
        case .modalTransitionStyle: return "how it comes on screen when presented"
        default: return nil
        }
    }

    /// The value of a layout setting (layout rules 3–6).
    static func value(of property: LayoutProperty) -> SyntaxPattern {
        switch property {
        case .additionalSafeAreaInsets: return insets
        case .directionalLayoutMargins:
            let edge = SyntaxPattern.sequence([.words(.directionalEdge), .number(.length)])
            return .anyOf([.keyword("nil"), .named("directional-insets", .sequence([edge, .zeroOrMore(edge)]))])
        case .largeTitleDisplayMode:
            return .oneOf(LargeTitleDisplayMode.allCases.map(\.rawValue), what: "large title display mode")
        case .viewRespectsSystemMinimumLayoutMargins, .insetsLayoutMarginsFromSafeArea, .prefersLargeTitles, .isToolbarHidden,
             .definesPresentationContext, .providesPresentationContextTransitionStyle: return bool
        case .topEdgeEffectStyle, .bottomEdgeEffectStyle:
            return .oneOf(ScrollEdgeEffectStyle.allCases.map(\.rawValue), what: "scroll edge effect style")
        case .modalTransitionStyle: return .oneOf(ModalTransitionStyle.allCases.map(\.rawValue), what: "modal transition style")
        }
    }

    static let scrollViewCommand = CommandSyntax(.scrollView, .layout, [
        CommandForm(.keyword("none"), note: "the current sheet has no scroll view"),
        CommandForm(.sequence([.optional(.sequence([.keyword("of"), .value(.controllerName)])), .zeroOrMore(scrollViewSetting)]),
                    note: "without 'of', the current sheet's, in its content controller (a navigation controller's top one); of a controller in the current sheet, the sheet's, in that controller; of any other (the window's root, a navigation controller's top one, a tab's, a column's, a sheet's), that controller's (a container: the one it shows); contentOffset is UIKit's contentOffset.y (−adjustedContentInset.top at the top)"),
    ])

    /// A `scrollView` line's settings, one alternative per ``ScrollViewProperty``.
    static let scrollViewSetting = SyntaxPattern.named("scroll-view-setting", .anyOf(ScrollViewProperty.allCases.map { property in
        switch property {
        case .contentOffset, .contentHeight: return .sequence([.keyword(property.rawValue), .number(.length)])
        case .contentInsetAdjustmentBehavior:
            return .sequence([.keyword(property.rawValue),
                              .oneOf(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue), what: property.rawValue)])
        case .contentInset: return .sequence([.keyword(property.rawValue), insets])
        case .refreshControl, .horizontal, .alwaysBounceVertical: return .keyword(property.rawValue)
        }
    }))

    static let scrollCommand = CommandSyntax(.scroll, .actions, .sequence([.optional(.value(.controllerName)), .keyword("to"),
                                                                          .anyOf([.words(.scrollEdge), .number(.length)])]),
                                             note: "setContentOffset of the named controller's scroll view; without a name, the front sheet's")

    static let swipeActionsCommand = CommandSyntax(.swipeActions, .layout, .sequence([
        .optional(.sequence([.keyword("of"), .value(.controllerName)])),
        .words(.swipeEdge),
        .anyOf([
            .keyword("none"),
            .sequence([.repeated(.string(what: "an action's title"), separator: .symbol(.comma)),
                       .optional(.sequence([.keyword("performsFirstActionWithFullSwipe"), bool]))]),
        ]),
    ]), note: "the UISwipeActionsConfiguration a table's rows answer with")

    static let swipeRowForm = CommandForm(.sequence([
        .keyword("row"), .number(.count), inContainer, .words(.swipeDirection), .keyword("by"), .number(.length), overOrVelocity,
    ]), note: "a table row swiped: left reveals the trailing swipe actions")

    /// `tap action "Archive" [in "list"]`, `tap row 3 [in "list"]`.
    static let tableTapForms: [CommandForm] = [
        CommandForm(.sequence([.keyword("action"), .string(what: "the action's title"), inContainer]),
                    note: "a shown swipe action: its handler runs; without 'in', the front alert controller's action when an alert line declared that title"),
        CommandForm(.sequence([.keyword("row"), .number(.count), inContainer]), note: "a row: closes shown swipe actions"),
    ]
}
