import SheetSim

/// Every word the language knows, in one place: the parser's did-you-mean hints, `sheetsim help`
/// and the REPL's Tab completion all read from here.
public enum Vocabulary {
    /// Commands that start a line, from the parser's keyword type.
    public static let commands = CommandKeyword.byName.list

    /// `set NAME = VALUE` property names (UIKit's), with SwiftUI-flavoured aliases handled separately.
    public static let properties = [
        "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
        "preferredCornerRadius", "prefersScrollingExpandsWhenScrolledToEdge", "prefersEdgeAttachedInCompactHeight",
        "widthFollowsPreferredContentSizeWhenEdgeAttached", "preferredContentSize", "isModalInPresentation",
        "modalPresentationStyle", "shouldDismiss", "adaptivePresentationStyle", "hasDelegate", "backgroundTranslucent",
        "prefersPageSizing",
    ]

    /// `set NAME [of "controller"] = VALUE` layout settings of any view controller (layout rules 3–6).
    public static let layoutProperties = [
        "additionalSafeAreaInsets", "directionalLayoutMargins", "viewRespectsSystemMinimumLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "navigationItem.largeTitleDisplayMode", "navigationBar.prefersLargeTitles",
    ]

    /// `scrollView` line keywords.
    public static let scrollViewProperties = [
        "contentOffset", "contentHeight", "refreshControl", "horizontal", "contentInsetAdjustmentBehavior",
        "contentInset", "alwaysBounceVertical",
    ]

    /// UIKit callback names the log uses, from the core's vocabulary type.
    public static let callbacks = callbackNames.list

    /// Where a finger goes down on a sheet, from the core's type: `grabber`, `body`, `scrollView`.
    public static let touchTargets = TouchTarget.allCases.map(\.rawValue)
    /// What a `tap` on a sheet lands on: ``TapTarget``'s cases.
    public static let tapTargets = TapTarget.allCases.map(\.rawValue)
    /// What a tap on a split view controller lands on (`tap secondary`, …).
    public static let splitViewTapTargets = SplitViewTapTarget.allCases.map(\.rawValue)
    /// A `splitViewController` line's style; `unspecified` (UIKit's name) is `classic`.
    public static let splitViewStyles = ["classic", "unspecified", "doubleColumn", "tripleColumn"]
    /// A split view controller's columns: `primary`, `supplementary`, `secondary`, `compact`.
    public static let splitViewColumns = SplitViewColumn.allCases.map(\.rawValue)
    /// Display modes, by their iOS 14 names and the deprecated aliases.
    public static let displayModes = SplitDisplayMode.allCases.map(\.rawValue) + SplitDisplayMode.deprecatedAliases.keys.sorted()
    /// Device orientations; `landscape` is `landscapeLeft`.
    public static let orientations = ["portrait", "landscape", "landscapeLeft", "landscapeRight"]
    /// The `modalPresentationStyle` values a controller can be presented with.
    public static let styles = ModalPresentationStyle.presentable.map(\.rawValue)
    /// The properties `expect state` reads, from the core's catalog.
    public static let stateProperties = statePropertiesByName.list
    /// The values of the `phase` state property, from the core's `SheetPhase`.
    public static let phases = SheetPhase.allCases.map(\.rawValue)
    /// The names `metric NAME = VALUE` takes: every `SheetMetrics` field.
    public static let metrics = SheetMetrics.catalog.map(\.name)
    /// The names `option NAME = VALUE` takes: every `BehaviorOptions` setting.
    public static let options = BehaviorOptions.catalog.map(\.name)

    /// The tables the parser looks a word up in for nearly every line.
    static let callbackNames = WordTable(cases: CallbackName.self)
    /// The state properties by name (the catalog's first, should two share one).
    static let statePropertiesByName = WordTable(StateProperty.catalog, word: { $0.name })

    /// Every word, for Tab completion.
    public static var all: [String] {
        var words = commands + properties + layoutProperties + scrollViewProperties + callbacks + touchTargets + tapTargets
            + orientations + styles + stateProperties + phases + metrics + options
            + splitViewTapTargets + splitViewStyles + splitViewColumns + displayModes
        words += ["medium", "large", "custom", "fraction", "height", "animated", "notAnimated", "by", "over",
                  "with", "velocity", "to", "samples", "at", "until", "settled", "callbacks", "in", "order", "count",
                  "no", "state", "from", "of", "end", "show", "hide", "down", "move", "up", "true", "false", "nil",
                  "row", "action", "left", "right", "leading", "trailing", "top", "bottom", "performsFirstActionWithFullSwipe"]
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }.sorted()
    }

    static func orientation(_ word: String) -> Orientation {
        switch word {
        case "portrait": return .portrait
        case "landscapeRight": return .landscapeRight
        default: return .landscapeLeft
        }
    }
}
