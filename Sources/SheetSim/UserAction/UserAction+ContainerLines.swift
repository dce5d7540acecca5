/// The scenario lines of a container's settings: `set PROPERTY of "name" = VALUE`, one property a
/// line, each naming its container, so they configure it wherever they stand in a scenario.
extension UserAction {
    /// `set PROPERTY of "name" = VALUE`.
    static func containerLine(_ property: String, of name: String, _ value: String) -> String {
        "set " + property + " of " + ScenarioWords.quoted(name) + " = " + value
    }

    /// Both of a navigation controller's settings: every line is written, so the lines leave it
    /// as the action does whatever it was before.
    static func navigationLines(_ name: String, _ configuration: NavigationConfiguration) -> [String] {
        [containerLine("hasDelegate", of: name, "\(configuration.hasDelegate)"),
         containerLine("interactivePopGestureRecognizer.isEnabled", of: name, "\(configuration.interactivePopGestureEnabled)")]
    }

    /// A tab bar controller's settings: its delegate and the delegate's answer, and its `mode`
    /// where it uses iOS 18's (a controller of `UITab`s, or a mode other than the default).
    static func tabBarLines(_ name: String, _ configuration: TabBarConfiguration) -> [String] {
        [containerLine("hasDelegate", of: name, "\(configuration.hasDelegate)"),
         containerLine("shouldSelect", of: name, "\(configuration.shouldSelect)")]
            + (configuration.needsIOS18 ? [containerLine("mode", of: name, configuration.mode.rawValue),
                                           containerLine("compactTabIdentifiers", of: name,
                                                         configuration.compactTabIdentifiers.map { $0.map(ScenarioWords.quoted).joined(separator: ", ") } ?? "nil")]
                                        : [])
            + (configuration.needsIOS26 ? [containerLine("tabBarMinimizeBehavior", of: name, configuration.minimizeBehavior.rawValue),
                                           containerLine("bottomAccessory", of: name, "\(configuration.hasBottomAccessory)")]
                                        : [])
    }

    /// A split view controller's settings as the lines that make them from UIKit's defaults:
    /// `hasDelegate` always, then each property that differs from its default. Written from the
    /// defaults because a split view controller's style decides which properties a line may set
    /// (a classic delegate answer is an error on a column-style controller), and a property left
    /// at its default is one no style refuses; so on a controller configured otherwise, the lines
    /// leave its other properties as they are, and each line is a change of its own.
    static func splitViewLines(_ name: String, _ configuration: SplitViewConfiguration) -> [String] {
        typealias W = ScenarioWords
        let defaults = SplitViewConfiguration()
        var lines = [containerLine("hasDelegate", of: name, "\(configuration.hasDelegate)")]
        func add(_ property: String, _ value: String, if differs: Bool) {
            if differs { lines.append(containerLine(property, of: name, value)) }
        }
        add("preferredDisplayMode", configuration.preferredDisplayMode.rawValue, if: configuration.preferredDisplayMode != defaults.preferredDisplayMode)
        add("preferredSplitBehavior", configuration.preferredSplitBehavior.rawValue,
            if: configuration.preferredSplitBehavior != defaults.preferredSplitBehavior)
        add("presentsWithGesture", "\(configuration.presentsWithGesture)", if: configuration.presentsWithGesture != defaults.presentsWithGesture)
        add("showsSecondaryOnlyButton", "\(configuration.showsSecondaryOnlyButton)",
            if: configuration.showsSecondaryOnlyButton != defaults.showsSecondaryOnlyButton)
        add("displayModeButtonVisibility", configuration.displayModeButtonVisibility.rawValue,
            if: configuration.displayModeButtonVisibility != defaults.displayModeButtonVisibility)
        add("primaryEdge", configuration.primaryEdge.rawValue, if: configuration.primaryEdge != defaults.primaryEdge)
        for (column, widths) in [("Primary", configuration.primaryColumnWidth), ("Supplementary", configuration.supplementaryColumnWidth),
                                 ("Inspector", configuration.inspectorColumnWidth)] {
            if let fraction = widths.preferredFraction { add("preferred\(column)ColumnWidthFraction", W.number(fraction), if: true) }
            if let width = widths.preferredWidth { add("preferred\(column)ColumnWidth", W.points(width), if: true) }
            if let width = widths.minimum { add("minimum\(column)ColumnWidth", W.points(width), if: true) }
            if let width = widths.maximum { add("maximum\(column)ColumnWidth", W.points(width), if: true) }
        }
        add("topColumnForCollapsing", configuration.topColumnForCollapsing?.rawValue ?? "proposed",
            if: configuration.topColumnForCollapsing != defaults.topColumnForCollapsing)
        add("displayModeForExpanding", configuration.displayModeForExpanding.rawValue,
            if: configuration.displayModeForExpanding != defaults.displayModeForExpanding)
        add("collapseSecondary", "\(configuration.collapseSecondary)", if: configuration.collapseSecondary != defaults.collapseSecondary)
        add("primaryViewControllerForCollapsing", configuration.primaryViewControllerForCollapsing.map(W.quoted) ?? "nil",
            if: configuration.primaryViewControllerForCollapsing != defaults.primaryViewControllerForCollapsing)
        add("primaryViewControllerForExpanding", configuration.primaryViewControllerForExpanding.map(W.quoted) ?? "nil",
            if: configuration.primaryViewControllerForExpanding != defaults.primaryViewControllerForExpanding)
        let separate: String = switch configuration.separateSecondary {
        case .none: "nil"
        case .resetPrimaryStack: "resetPrimaryStack"
        case .controller(let controller): W.quoted(controller)
        }
        add("separateSecondary", separate, if: configuration.separateSecondary != defaults.separateSecondary)
        add("targetDisplayModeForAction", configuration.targetDisplayModeForAction.rawValue,
            if: configuration.targetDisplayModeForAction != defaults.targetDisplayModeForAction)
        add("showDetail", "\(configuration.showDetail)", if: configuration.showDetail != defaults.showDetail)
        add("show", "\(configuration.show)", if: configuration.show != defaults.show)
        return lines
    }
}
