import SheetSim

/// Every word the language knows, in one place: the parser's did-you-mean hints, `sheetsim help`
/// and the REPL's Tab completion all read from here.
public enum Vocabulary {
    /// Commands that start a line, from the parser's keyword type.
    public static let commands = CommandKeyword.byName.list

    /// `set NAME = VALUE` sheet property names (UIKit's), from ``SheetProperty``; its aliases and
    /// the SwiftUI modifiers are read separately.
    public static let properties = SheetProperty.allCases.map(\.rawValue)

    /// `set NAME [of "controller"] = VALUE` layout settings of any view controller (layout rules
    /// 3–6), from ``LayoutProperty``.
    public static let layoutProperties = LayoutProperty.allCases.map(\.rawValue)

    /// `scrollView` line keywords, from ``ScrollViewProperty``.
    public static let scrollViewProperties = ScrollViewProperty.allCases.map(\.rawValue)

    /// The tables the parser reads a property name from.
    static let sheetPropertiesByName = WordTable(cases: SheetProperty.self)
    /// The sheet property `word` names, by UIKit's name or an alias (`delegate.shouldDismiss`).
    static func sheetProperty(named word: String) -> SheetProperty? { sheetPropertiesByName[word] ?? SheetProperty.aliases[word] }
    static let layoutPropertiesByName = WordTable(cases: LayoutProperty.self)
    static let scrollViewPropertiesByName = WordTable(cases: ScrollViewProperty.self)
    static let splitViewPropertiesByName = WordTable(cases: SplitViewProperty.self)
    /// `classic` first: the word most scenarios write for UIKit's `unspecified`.
    static let splitViewStylesByName = WordTable(words: ["classic"] + SplitViewStyle.allCases.map(\.rawValue),
                                                 values: [.unspecified] + SplitViewStyle.allCases)
    static let orientationsByName = WordTable(cases: Orientation.self, aliases: ["landscape": .landscapeLeft])

    /// UIKit callback names the log uses, from the core's vocabulary type.
    public static let callbacks = callbackNames.list

    /// Where a finger goes down on a sheet, from the core's type: `grabber`, `body`, `scrollView`.
    public static let touchTargets = TouchTarget.allCases.map(\.rawValue)
    /// What a `tap` on a sheet lands on: ``TapTarget``'s cases.
    public static let tapTargets = TapTarget.allCases.map(\.rawValue)
    /// What a tap on a split view controller lands on (`tap secondary`, …).
    public static let splitViewTapTargets = SplitViewTapTarget.allCases.map(\.rawValue)
    /// A `splitViewController` line's style, from `SplitViewStyle`; `classic` is `unspecified`
    /// (UIKit's name).
    public static let splitViewStyles = splitViewStylesByName.list
    /// A split view controller's columns: `primary`, `supplementary`, `secondary`, `compact`.
    public static let splitViewColumns = SplitViewColumn.allCases.map(\.rawValue)
    /// The columns that can be on top of a collapsed split view controller (not the inspector).
    public static let stackableColumns = SplitViewColumn.stackableColumns.map(\.rawValue)
    /// Display modes, by their iOS 14 names and the deprecated aliases.
    public static let displayModes = SplitDisplayMode.allCases.map(\.rawValue) + SplitDisplayMode.deprecatedNames.map(\.name)
    /// Device orientations, from `Orientation`; `landscape` is `landscapeLeft`.
    public static let orientations = orientationsByName.list
    /// The `modalPresentationStyle` values a controller can be presented with.
    public static let styles = ModalPresentationStyle.presentable.map(\.rawValue)
    /// What a delegate's `adaptivePresentationStyle(for:traitCollection:)` can answer: any style
    /// but `automatic` and `popover`, and `none` (do not adapt).
    public static let adaptiveStyles = ModalPresentationStyle.allCases.map(\.rawValue).filter { $0 != "automatic" && $0 != "popover" && !ModalPresentationStyle(rawValue: $0)!.isContextStyle }
    /// The directions a popover's arrow may be permitted to point.
    public static let arrowDirections = PopoverArrowDirection.allCases.filter { $0 != .unknown }.map(\.rawValue)
    /// The properties `expect state` reads, from the core's catalog.
    public static let stateProperties = statePropertiesByName.list
    /// The values of the `phase` state property, from the core's `SheetPhase`.
    public static let phases = SheetPhase.allCases.map(\.rawValue)
    /// The names `metric NAME = VALUE` takes: every `UIKitMetrics` field.
    public static let metrics = UIKitMetrics.catalog.map(\.name)
    /// The names `option NAME = VALUE` takes: every `BehaviorOptions` setting.
    public static let options = BehaviorOptions.catalog.map(\.name)

    /// The tables the parser looks a word up in for nearly every line.
    static let callbackNames = WordTable(cases: CallbackName.self)
    /// The state properties by name (the catalog's first, should two share one).
    static let statePropertiesByName = WordTable(StateProperty.catalog, word: { $0.name })
}
