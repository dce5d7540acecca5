import SheetSim

/// Navigation and tab bar controllers: their declarations, their `set` properties and the
/// actions on them.
extension LanguageSyntax {
    static let navigationControllerCommand = CommandSyntax(
        .navigationController, .controllers, .sequence([.string(what: "a controller name"), .keyword("root"), .value(.controllerName)]),
        note: "a UINavigationController and its root")

    static let tabBarControllerCommand = CommandSyntax(.tabBarController, .controllers, .sequence([
        .string(what: "a controller name"), .keyword("tabs"), .repeated(.value(.controllerName), separator: .symbol(.comma)),
    ]), note: "a UITabBarController and its tabs")

    static let tabGroupCommand = CommandSyntax(.tabGroup, .controllers, .sequence([
        .string(what: "the group's identifier"), .keyword("in"), .value(.controllerName),
        .keyword("tabs"), .repeated(.value(.controllerName), separator: .symbol(.comma)),
        .optional(.sequence([.keyword("managingNavigationController"), .string(what: "a new navigation controller's name")])),
    ]), note: "a UITabGroup (iOS 18) of that tab bar controller, before its search tab, optionally with the navigation controller that shows its tabs; the controller then shows UITabs")

    static let searchTabCommand = CommandSyntax(.searchTab, .controllers, .sequence([
        .value(.controllerName), .keyword("in"), .value(.controllerName),
    ]), note: "a UISearchTab (iOS 18) of that tab bar controller, pinned at its trailing edge (one of its tabs moves there)")

    static let rootViewControllerCommand = CommandSyntax(.rootViewController, .controllers, .value(.controllerName),
                                                         note: "the window's root; the first one set is the app's launch (default: the plain \"presenter\")")

    /// ` of "name"` after a container's property: the container, any declared above; without it,
    /// the one declared last.
    static let ofContainer = SyntaxPattern.optional(.sequence([.keyword("of"), .value(.controllerName)]))

    /// `set PROPERTY [of "name"] = VALUE` for a navigation or tab bar controller.
    static let containerSetForm = CommandForm(.named("container-setting", .anyOf(ContainerProperty.allCases.map { property in
        .noted(containerNote(property), .sequence([.keyword(property.rawValue), ofContainer, .symbol(.equal), value(of: property)]))
    })), note: "the container 'of' names, or the navigationController or tabBarController declared last", section: .controllers)

    /// The settings a container of `kind` takes.
    static func containerSetting(_ kind: ControllerKind) -> [SyntaxPattern] {
        ContainerProperty.allCases.filter { $0.containers.contains(kind) }.map { property in
            .sequence([.keyword(property.rawValue), ofContainer, .symbol(.equal), value(of: property)])
        }
    }

    /// Which containers have the property, and what it is when it is a delegate's answer.
    static func containerNote(_ property: ContainerProperty) -> String {
        let kinds = property.containers.map { $0 == .navigationController ? "navigation" : "tab bar" }.joined(separator: " and ")
        switch property {
        case .shouldSelect: return "\(kinds): what the delegate answers"
        case .selectedIndex: return "\(kinds): a tab selected in code"
        case .mode: return "\(kinds): UITabBarController.Mode (iOS 18)"
        case .sidebarIsHidden: return "\(kinds): the sidebar's isHidden, set in code (iOS 18)"
        case .compactTabIdentifiers: return "\(kinds): the root tabs a compact tab bar shows, or nil for all (iOS 18)"
        case .tabBarMinimizeBehavior: return "\(kinds): when an iPhone's floating tab bar minimizes on scroll (iOS 26)"
        case .bottomAccessory: return "\(kinds): a UITabAccessory above the tab bar, inline beside it when minimized (iOS 26)"
        case .hasDelegate, .interactivePopGestureEnabled: return kinds
        }
    }

    /// The value a navigation or tab bar controller's `set` property takes.
    static func value(of property: ContainerProperty) -> SyntaxPattern {
        switch property {
        case .selectedIndex: return .number(.count)
        case .hasDelegate, .interactivePopGestureEnabled, .shouldSelect, .sidebarIsHidden, .bottomAccessory: return bool
        case .tabBarMinimizeBehavior: return .oneOf(TabBarMinimizeBehavior.allCases.map(\.rawValue), what: "tab bar minimize behavior")
        case .mode: return .oneOf(TabBarMode.allCases.map(\.rawValue), what: "tab bar mode")
        case .compactTabIdentifiers:
            return .anyOf([.keyword("nil"), .repeated(.string(what: "a root tab's identifier"), separator: .symbol(.comma))])
        }
    }

    static let pushCommand = CommandSyntax(.push, .actions, .sequence([.value(.controllerName), inContainer, .optional(animatedFlag)]),
                                           note: "pushViewController(_:animated:)")

    static let swipeBackForm = CommandForm(.sequence([.keyword("back"), inContainer, .keyword("by"), .number(.length), overOrVelocity]),
                                           note: "the interactive pop from the leading edge")

    static let sidebarButtonTapForm = CommandForm(.sequence([.keyword("sidebarButton"), inContainer]),
                                                  note: "a tap on the button that shows or hides a tab bar controller's sidebar (iOS 18)")

    static let selectCommand = CommandSyntax(.select, .actions, .sequence([.keyword("tab"), .value(.controllerName), inContainer]),
                                             note: "a tap on a tab bar item")
}
