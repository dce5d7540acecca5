import SheetSim

/// The word positions of the scenario language that both the parser and the grammar read. Lists
/// that are a type's cases are read from the type; lists the grammar spells as the ways a part of
/// a command starts are worked out from that part (``WordChoice/init(firstWordsOf:what:)``).
extension WordChoice {
    // MARK: Values

    /// `true`, `false`, `on`, `off` (and `yes`, `no`).
    static let bool = WordChoice(["true", "false", "on", "off"], aliases: ["yes", "no"], what: "true or false")
    /// `animated` or `notAnimated` after `present`, `dismiss`, `push` and `pop` (and the
    /// undocumented `instantly`).
    static let animation = WordChoice(["animated", "notAnimated"], aliases: ["instantly"], what: "animation")
    /// `light` or `dark`, from `UserInterfaceStyle`.
    static let appearance = WordChoice(UserInterfaceStyle.allCases.map(\.rawValue), what: "appearance")
    /// `active` or `inactive`, from `ScenePhase` (SheetSim's app never goes to the background).
    static let scenePhase = WordChoice(ScenePhase.allCases.map(\.rawValue), what: "scene phase")
    static let multitasking = WordChoice(MultitaskingMode.allCases.map(\.rawValue), what: "multitasking setting")
    /// `automatic`, `leading`, `center` or `trailing`, from `SheetPlacement`.
    static let sheetPlacement = WordChoice(SheetPlacement.allCases.map(\.rawValue), what: "sheet placement")
    /// `automatic`, `unified` or `minimal`, from `WindowingControlStyle`.
    static let windowingControlStyle = WordChoice(WindowingControlStyle.allCases.map(\.rawValue), what: "windowing control style")
    /// Device orientations, from `Orientation`, and `landscape` for `landscapeLeft`.
    static let orientation = WordChoice(Vocabulary.orientations, what: "orientation")
    /// `compact` or `regular`, from `UserInterfaceSizeClass`.
    static let sizeClass = WordChoice(UserInterfaceSizeClass.allCases.map(\.rawValue), what: "size class")
    /// The edges of a `UIEdgeInsets`.
    static let insetEdge = WordChoice(["top", "bottom", "left", "right"], what: "edge")
    /// The edges of an `NSDirectionalEdgeInsets`.
    static let directionalEdge = WordChoice(["top", "leading", "bottom", "trailing"], what: "edge")
    /// The facts an `os` line switches, from `OSProfile.facts`.
    static let osFact = WordChoice(OSProfile.facts.map(\.name), what: "OS profile fact")
    /// A display's refresh rate.
    static let refreshRate = WordChoice(["60Hz", "120Hz"], what: "refresh rate")
    /// The widths a `windows landscape` figure gives: every named window but the full screen.
    static let landscapeWindow = WordChoice(AppWindow.named.filter { $0 != .full }.map(\.description), what: "window")
    /// The widths a `windows portrait` figure gives: portrait has no half.
    static let portraitWindow = WordChoice(landscapeWindow.words.filter { $0 != AppWindow.half.description },
                                           what: "portrait window (portrait has no half)")
    /// `medium` and `large`, UIKit's system detents.
    static let systemDetent = WordChoice(["medium", "large"], what: "detent")
    /// `height(…)` and `fraction(…)`: a detent measured by its height or by a fraction, and the
    /// labels of a `custom(…)` detent's value.
    static let measuredDetent = WordChoice(["height", "fraction"], what: "detent measure")
    /// `id:` before a custom detent's identifier (and `identifier:`).
    static let detentIdentifierLabel = WordChoice(["id"], aliases: ["identifier"], what: "id")
    /// `wait until settled` (and `idle`).
    static let settled = WordChoice(["settled"], aliases: ["idle"], what: "settled")
    /// The ends a scroll view scrolls to in code.
    static let scrollEdge = WordChoice(["top", "bottom"], what: "edge")
    /// The way a table row is swiped: left reveals the trailing actions.
    static let swipeDirection = WordChoice(["left", "right"], what: "direction (left reveals the trailing actions)")
    /// The side of a table's rows that swipe actions are on, from `SwipeEdge`.
    static let swipeEdge = WordChoice(SwipeEdge.allCases.map(\.rawValue), listing: "side")
    /// Where the app asks a controller for its transition coordinator, from `TransitionCoordinatorMoment`.
    static let coordinatorMoment = WordChoice(TransitionCoordinatorMoment.allCases.map(\.rawValue), listing: "moment")
    /// The transition coordinator's methods the app calls, from `TransitionCoordinatorBlocks`.
    static let coordinatorMethod = WordChoice(TransitionCoordinatorBlocks.all.map(\.word), listing: "transition coordinator method")
    /// `no` or `never` before a callback that must not be logged.
    static let never = WordChoice(["no", "never"], what: "no")
    /// `times` (or `time`) after `exactly N`.
    static let times = WordChoice(["times", "time"], what: "times")
    /// What a delegate answers instead of a value: UIKit's proposal.
    static let proposed = WordChoice(["proposed"], what: "proposed")

    // MARK: Presentation

    /// The `modalPresentationStyle` values a controller can be presented with.
    static let modalPresentationStyle = WordChoice(Vocabulary.styles, what: "modalPresentationStyle")
    /// What a delegate's `adaptivePresentationStyle(for:traitCollection:)` can answer.
    static let adaptiveStyle = WordChoice(Vocabulary.adaptiveStyles, what: "adaptivePresentationStyle answer, or nil")
    /// A popover's arrow directions: `up`, `down`, `left`, `right`.
    static let arrowDirection = WordChoice(Vocabulary.arrowDirections, what: "arrow direction")
    /// SwiftUI's `Visibility`, for `presentationDragIndicator`.
    static let dragIndicatorVisibility = WordChoice(SwiftUIPresentation.Visibility.allCases.map(\.rawValue),
                                                    what: "drag indicator visibility")
    /// SwiftUI's `PresentationContentInteraction`.
    static let contentInteraction = WordChoice(SwiftUIPresentation.ContentInteraction.allCases.map(\.rawValue),
                                               what: "content interaction")
    /// SwiftUI's `PresentationBackgroundInteraction` without a detent: `enabled(upThrough:)` is the
    /// one with.
    static let backgroundInteraction = WordChoice(["automatic", "enabled", "disabled"], what: "background interaction")

    // MARK: Controllers

    /// A split view controller's columns, from `SplitViewColumn`.
    static let splitViewColumn = WordChoice(Vocabulary.splitViewColumns, listing: "column")
    /// A split view controller's styles, from `SplitViewStyle`, `classic` for `unspecified`.
    static let splitViewStyle = WordChoice(Vocabulary.splitViewStyles, listing: "split view style")
    /// The column a split view controller's delegate answers to collapse onto, or UIKit's proposal.
    static let topColumn = WordChoice(Vocabulary.stackableColumns + proposed.words, what: "column")
    /// Display modes by their iOS 14 names, and the deprecated ones.
    static let displayMode = WordChoice(SplitDisplayMode.allCases.map(\.rawValue),
                                        aliases: SplitDisplayMode.deprecatedNames.map(\.name), what: "display mode")
    /// What a tap on a split view controller lands on, from `SplitViewTapTarget`.
    static let splitViewTapTarget = WordChoice(Vocabulary.splitViewTapTargets, what: "tap target")
    /// Where a finger goes down on a sheet, from `TouchTarget`.
    static let touchTarget = WordChoice(Vocabulary.touchTargets,
                                        what: "drag start (" + Vocabulary.touchTargets.joined(separator: ", ") + ")")

    // MARK: Worked out from the grammar

    /// What an `animateChanges` line changes.
    static let animatedChange = WordChoice(firstWordsOf: LanguageSyntax.animateChangesBody, what: "change inside animateChanges")
    /// What a `window` line names.
    static let windowSize = WordChoice(firstWordsOf: LanguageSyntax.windowSize, what: "window")
    /// The figures a `device` line gives after a device's name, and the orientation.
    static let deviceFigure = WordChoice(firstWordsOf: LanguageSyntax.deviceFigures(custom: false), what: "device figure")
    /// The figures of a `device custom` line, and the orientation.
    static let customDeviceFigure = WordChoice(firstWordsOf: LanguageSyntax.deviceFigures(custom: true), what: "custom device property")
    /// The orientation a `windows` figure describes.
    static let windowsOrientation = WordChoice(firstWordsOf: LanguageSyntax.windowsFigure, what: "orientation of the windows")
    /// How a swipe goes on after its distance.
    static let swipeMotion = WordChoice(firstWordsOf: LanguageSyntax.overOrVelocity, what: "'over DURATION' or 'with velocity SPEED'")
    /// How a drag of a sheet goes on after its target.
    static let dragForm = WordChoice(firstWordsOf: LanguageSyntax.sheetDragMotion, what: "drag form ('by', 'to' or 'samples')")
    /// How a drag of a sheet goes on after its distance.
    static let dragMotion = WordChoice(firstWordsOf: LanguageSyntax.dragByMotion, what: "'over DURATION' or 'with velocity SPEED'")
    /// The phases of a `touch` line.
    static let touchPhase = WordChoice(firstWordsOf: LanguageSyntax.touchCommand.arguments, what: "touch phase")
    /// What a `tap` line taps.
    static let tapTarget = WordChoice(firstWordsOf: LanguageSyntax.entry(for: .tap).arguments, what: "tap target")
    /// What a `keyboard` line does.
    static let keyboardAction = WordChoice(firstWordsOf: LanguageSyntax.keyboardCommand.arguments, what: "keyboard action")
    /// The detents a `detents` line declares.
    static let detent = WordChoice(firstWordsOf: LanguageSyntax.detent, what: "detent")
    /// The detents a `presentationDetents` line declares.
    static let swiftUIDetent = WordChoice(firstWordsOf: LanguageSyntax.swiftUIDetent, what: "SwiftUI detent")
}
