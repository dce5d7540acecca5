import SheetSim

/// Split view controllers: the declaration, its columns, its `set` properties and the actions on
/// it.
extension LanguageSyntax {
    static let splitViewControllerCommand = CommandSyntax(.splitViewController, .controllers, .sequence([
        .string(what: "a controller name"), .words(.splitViewStyle),
    ]), note: "a UISplitViewController of that style (classic is UIKit's unspecified)")

    static let columnCommand = CommandSyntax(.column, .controllers, .sequence([splitColumn, .value(.controllerName)]),
                                             note: "a column of the last split view controller; column style wraps a plain controller \"x\" in a navigation controller \"xNav\" (not the compact or inspector column's); inspector needs os 26")

    /// A split view controller's column: `primary`, `supplementary`, `secondary`, `compact`,
    /// `inspector` (iOS 26).
    static let splitColumn = SyntaxPattern.named("column", .words(.splitViewColumn))

    /// `set PROPERTY = VALUE` after a split view controller's declaration.
    static let splitViewSetForm = CommandForm(.named("split-setting", .anyOf(SplitViewProperty.allCases.map { property in
        .noted(splitViewNote(property), .sequence([.keyword(property.rawValue), ofContainer, .symbol(.equal), value(of: property)]))
    })), note: "the split view controller 'of' names, or the one declared last, as its style reads it", section: .controllers)

    /// The settings a split view controller of `style` reads.
    static func splitViewSetting(_ style: SplitViewStyle) -> [SyntaxPattern] {
        SplitViewProperty.allCases.filter { $0.isRead(by: style) }.map { property in
            .sequence([.keyword(property.rawValue), ofContainer, .symbol(.equal), value(of: property)])
        }
    }

    /// Which styles read the property, and whether it is a delegate's answer.
    static func splitViewNote(_ property: SplitViewProperty) -> String? {
        let style: String? = switch property.availability {
        case .everyStyle: nil
        case .columnStyle: "column style"
        case .classic: "classic"
        }
        let answer: String? = switch property {
        case .topColumnForCollapsing, .displayModeForExpanding, .collapseSecondary, .separateSecondary,
             .primaryViewControllerForCollapsing, .primaryViewControllerForExpanding, .targetDisplayModeForAction,
             .showDetail, .show:
            "what the delegate answers"
        default: nil
        }
        let parts = [style, answer].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// A display mode, by its iOS 14 name (the deprecated names are read too).
    static let displayMode = SyntaxPattern.named("mode", .words(.displayMode), note: "the deprecated "
        + WordChoice.displayMode.aliases.dropLast().joined(separator: ", ") + " and " + (WordChoice.displayMode.aliases.last ?? "")
        + " are read too")

    /// The value a split view controller's `set` property takes.
    static func value(of property: SplitViewProperty) -> SyntaxPattern {
        switch property {
        case .preferredDisplayMode, .targetDisplayModeForAction: return displayMode
        case .displayModeForExpanding: return .anyOf([.words(.proposed), displayMode])
        case .preferredSplitBehavior: return .oneOf(SplitBehavior.allCases.map(\.rawValue), what: "split behavior")
        case .displayModeButtonVisibility:
            return .oneOf(DisplayModeButtonVisibility.allCases.map(\.rawValue), what: "display-mode button visibility")
        case .primaryEdge: return .oneOf(SplitPrimaryEdge.allCases.map(\.rawValue), what: "primary edge")
        case .topColumnForCollapsing: return .words(.topColumn)
        case .primaryViewControllerForCollapsing, .primaryViewControllerForExpanding:
            return .anyOf([.keyword("nil"), .value(.controllerName)])
        case .separateSecondary: return .anyOf([.keyword("nil"), .keyword("resetPrimaryStack"), .value(.controllerName)])
        case .preferredPrimaryColumnWidthFraction, .preferredSupplementaryColumnWidthFraction, .preferredInspectorColumnWidthFraction:
            return .anyOf([.keyword("automatic"), .number(.ratio)])
        case .preferredPrimaryColumnWidth, .minimumPrimaryColumnWidth, .maximumPrimaryColumnWidth,
             .preferredSupplementaryColumnWidth, .minimumSupplementaryColumnWidth, .maximumSupplementaryColumnWidth,
             .preferredInspectorColumnWidth, .minimumInspectorColumnWidth, .maximumInspectorColumnWidth:
            return .anyOf([.keyword("automatic"), .number(.length)])
        case .hasDelegate, .presentsWithGesture, .showsSecondaryOnlyButton, .collapseSecondary, .showDetail, .show:
            return bool
        }
    }

    static let showColumnForm = CommandForm(.sequence([.keyword("column"), splitColumn, inContainer]),
                                            note: "show(_:) of a split view controller, in code (column style)")
    static let showViewControllerForm = CommandForm(.sequence([.value(.controllerName), inContainer]), note: "show(_:sender:)")

    static let hideCommand = CommandSyntax(.hide, .actions, .sequence([.keyword("column"), splitColumn, inContainer]),
                                           note: "hide(_:) of a split view controller, in code (column style)")

    static let showDetailCommand = CommandSyntax(.showDetail, .actions, .sequence([.value(.controllerName), inContainer]),
                                                 note: "showDetailViewController(_:sender:)")

    static let splitViewTapForm = CommandForm(.sequence([.words(.splitViewTapTarget), inContainer]),
                                              note: "a tap on a split view controller's secondary column or its buttons")

    static let dragDividerForm = CommandForm(.sequence([
        .keyword("divider"), .keyword("of"), .keyword("column"), splitColumn, .keyword("to"), .number(.length),
        .optional(.sequence([.keyword("over"), .number(.duration)])), inContainer,
    ]), note: "iOS 26 column resizing: the column (primary, supplementary, inspector) ends this wide, within its minimum and maximum; with 'over', the width follows the finger every frame")

    static let dragSidebarForm = CommandForm(.sequence([
        .keyword("sidebar"), inContainer, .keyword("by"), .number(.length), overOrVelocity,
    ]), note: "the sidebar gesture; a negative length closes")
}
