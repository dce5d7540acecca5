import SheetSim

extension Diagnostic {
    /// What kind of problem a diagnostic reports, as a stable name (`unknownCommand`,
    /// `missingUnit`): what tests and the REPL match on, where the message is for people and may
    /// be reworded. The name is the case's raw value and never changes once published; a new
    /// kind of problem gets a new case.
    ///
    /// One identifier may name several messages that say the same kind of thing about different
    /// words (`unknownWord` for an unknown orientation, property or style). ``summary`` says what
    /// each means and ``stage`` where it is found; the GrammarReference article lists them all,
    /// generated from `allCases`.
    public enum ID: String, CaseIterable, Hashable, Sendable {
        // MARK: Lexer
        case unexpectedCharacter
        case invalidUTF8
        case numberWithoutLeadingDigit
        case malformedNumber
        case numberTooLarge
        case numberTooSmall
        case unknownUnit
        case unknownEscape
        case unterminatedString
        case lineTooLong

        // MARK: Numbers and units
        case expectedNumber
        case wrongUnit
        case missingUnit
        case negativeNumber
        case nonPositiveNumber
        case notWholeNumber
        case durationTooLong
        case fractionAboveOne
        case nonFiniteValue

        // MARK: Words and tokens
        case expectedCommand
        case unknownCommand
        case expectedWord
        case unknownWord
        case expectedKeyword
        case expectedSymbol
        case expectedString
        case missingParenthesis
        case unexpectedToken
        case renamedWord
        case swiftSpelling

        // MARK: Setup
        case setupAfterFirstAction
        case unknownDevice
        case invalidDeviceFigure
        case unsupportedRefreshRate
        case customDeviceNeedsSize
        case invalidCustomDevice
        case deviceNewerThanOS
        case unsupportedOSVersion
        case unavailableOnOS
        case unknownMetric
        case metricOutOfRange
        case invalidValue
        case windowNeedsPad
        case windowDoesNotFit
        case windowUnavailable
        case unsupportedSDK
        case unavailableInSDK

        // MARK: Includes and files
        case includeNotAlone
        case includeUnavailable
        case includeCycle
        case includeTooDeep
        case unreadableFile
        case scenarioTooLong

        // MARK: Controllers
        case redeclaredController
        case reservedName
        case unknownController
        case wrongControllerKind
        case controllerHasParent
        case controllerContainsItself
        case duplicateTab
        case duplicatePage
        case invalidTabIndex
        case tabIndexOutOfRange
        case setTakesNoControllerName
        case setOfNotAContainer
        case propertyOfAnotherController
        case noSuchProperty
        case columnWithoutSplitView
        case noSuchColumn
        case propertyNotReadByStyle
        case displayModeNeedsTripleColumn
        case expectedColumnOrController
        case splitViewWithoutColumns
        case compactColumnMissing

        // MARK: Sheets and detents
        case emptyDetents
        case emptyDetentIdentifier
        case expectedDetentIdentifier
        case unknownDetentIdentifier
        case notAPresentationDetent
        case detentsOutOfOrder
        case duplicatePresentationDetent
        case optionWithoutEffect
        case layoutSettingInAnimateChanges
        case noSheetPresented
        case unknownSheet
        case duplicateSheetName
        case sheetNotInFront
        case animateChangesWithoutSheet
        case popoverNeedsContentSize
        case popoverSettingWithoutPopoverStyle
        case invalidArrowDirections
        case barButtonItemOfAContainer
        case actionWithoutAlert
        case duplicateCancelAction
        case unknownAlertAction

        // MARK: Gestures and layout
        case zeroDistanceDrag
        case zeroVelocity
        case velocityAgainstDrag
        case velocityTooFast
        case samplesNotIncreasing
        case tooFewSamples
        case touchAlreadyDown
        case noTouchDown
        case marginsNeedEdges
        case duplicateSwipeAction
        case noScrollView

        // MARK: Time and expectations
        case timeInPast
        case pastClockLimit
        case settleWithFingerDown
        case runLimitReached
        case blockNotClosed
        case emptyOrderedBlock
        case duplicateMark
        case unreachedMark
        case emptyWindow
        case expectationInPast
        case expectedTimeOrMark
        case expectedComparison
        case comparisonNotAllowed
        case misplacedOf
        case windowPropertyOfController
        case callbackWithoutReceiver
        case unknownCallback
        case notAReceiver
        case callbackNeverReceived
        case classicOnlyCallback
        case commandRefused

        // MARK: The REPL
        case loadInsideBlock
        case missingFileName
        case unwritableFile
        case unsupportedTimelineFile
        case timelineTooLong
        case invalidArgument
        case unknownHelpTopic
        case invalidDiffSetting

        // MARK: SwiftUI
        case unknownBinding
        case duplicateBinding
        case wrongBindingKind
        case unknownSwiftUIView
        case duplicateSwiftUIView
        case invalidNavigationPath
        case misplacedNavigationModifier
        case rePresentOptionCannotApply
        case noPresentationDetents
    }
}

extension Diagnostic.ID {
    /// Where a diagnostic is found: in a line's characters, in a line's words, in the file as a
    /// whole, when a line runs, or by the REPL's own commands.
    public enum Stage: String, Sendable {
        /// Reading a line's characters (``Lexer``).
        case lexer
        /// Reading a line's words (``ScenarioParser``).
        case parser
        /// Reading the whole file, or the lines before the first action as the run would set
        /// them up (`sheetsim check` finds these too).
        case check
        /// Running a line (``ScenarioSession``).
        case run
        /// The REPL's and the command line's own commands and files.
        case tool
    }

    /// What the identifier means, in one line.
    public var summary: String { entry.summary }

    /// Where diagnostics with the identifier are found (the first, for one found at several).
    public var stage: Stage { entry.stage }

    private var entry: (stage: Stage, summary: String) {
        switch self {
        case .unexpectedCharacter: (.lexer, "a character no token starts with, such as '!' alone or a stray sign")
        case .invalidUTF8: (.lexer, "a byte that is not UTF-8")
        case .numberWithoutLeadingDigit: (.lexer, "a number written '.5' rather than '0.5'")
        case .malformedNumber: (.lexer, "a number with a misplaced '.', 'e' or '_'")
        case .numberTooLarge: (.lexer, "a number too large to hold")
        case .numberTooSmall: (.lexer, "a number so small it would round to zero")
        case .unknownUnit: (.lexer, "a unit the language does not have")
        case .unknownEscape: (.lexer, "a backslash escape other than \\\" and \\\\ in a string")
        case .unterminatedString: (.lexer, "a string without its closing quote")
        case .lineTooLong: (.tool, "a line longer than a file may be")
        case .expectedNumber: (.parser, "something else where a number goes")
        case .wrongUnit: (.parser, "a number in a unit of another kind (a length where a duration goes)")
        case .missingUnit: (.parser, "a number without the unit its place needs")
        case .negativeNumber: (.parser, "a negative number where only zero or more makes sense")
        case .nonPositiveNumber: (.parser, "zero or less where only more than zero makes sense")
        case .notWholeNumber: (.parser, "a fraction where a whole number goes")
        case .durationTooLong: (.parser, "a duration past the simulator's clock")
        case .fractionAboveOne: (.parser, "a fraction above 1 (100%)")
        case .nonFiniteValue: (.run, "a value that is not a finite number")
        case .expectedCommand: (.parser, "a line that starts with something other than a command")
        case .unknownCommand: (.parser, "a line's first word is no command")
        case .expectedWord: (.parser, "the line ends, or something else stands, where a word goes")
        case .unknownWord: (.parser, "a word that is not one of those its place takes (an orientation, a property, a style)")
        case .expectedKeyword: (.parser, "a keyword of the command is missing or misspelt")
        case .expectedSymbol: (.parser, "'=', ',', ':', '(' or ')' is missing")
        case .expectedString: (.parser, "a name or title without its double quotes")
        case .missingParenthesis: (.parser, "an argument list without its ')'")
        case .unexpectedToken: (.parser, "more on the line than the command takes")
        case .renamedWord: (.parser, "a word from before it took UIKit's name")
        case .swiftSpelling: (.parser, "a line written as Swift: '.medium', 'large()', '[…]' where the language writes the bare name")
        case .setupAfterFirstAction: (.parser, "a setup line after the first action")
        case .unknownDevice: (.parser, "a device no model of the catalog is called")
        case .invalidDeviceFigure: (.parser, "a device figure the device cannot have")
        case .unsupportedRefreshRate: (.parser, "a refresh rate other than 60Hz or 120Hz")
        case .customDeviceNeedsSize: (.parser, "a custom device without a width or a height")
        case .invalidCustomDevice: (.parser, "a custom device's figures that do not fit together")
        case .deviceNewerThanOS: (.run, "a warning: the model came out after the simulated release")
        case .unsupportedOSVersion: (.parser, "an iOS release SheetSim does not model")
        case .unavailableOnOS: (.run, "an API the simulated release does not have")
        case .unknownMetric: (.run, "a metric UIKitMetrics does not have")
        case .metricOutOfRange: (.parser, "a metric's value outside its valid range")
        case .invalidValue: (.run, "a value the simulator refuses")
        case .windowNeedsPad: (.check, "a window other than full on an iPhone, or half in portrait")
        case .windowDoesNotFit: (.check, "a window width the screen cannot hold")
        case .windowUnavailable: (.check, "a window or multitasking setting the simulated iPadOS does not offer (Split View on iPadOS 26, a resize in full screen apps, a window below the minimum)")
        case .unsupportedSDK: (.parser, "an SDK release SheetSim does not model")
        case .unavailableInSDK: (.check, "an API the app's SDK does not have (preferredWindowingControlStyle before the iOS 26 SDK)")
        case .includeNotAlone: (.parser, "an 'include' line read where it cannot be")
        case .includeUnavailable: (.parser, "an 'include' where files cannot be read")
        case .includeCycle: (.parser, "a file that includes (or loads) itself")
        case .includeTooDeep: (.parser, "includes (or loads) nested too deep")
        case .unreadableFile: (.parser, "a file that cannot be read")
        case .scenarioTooLong: (.parser, "a scenario whose text, with its includes, is over the limit")
        case .redeclaredController: (.parser, "a controller declared twice")
        case .reservedName: (.parser, "a controller named 'simulator', 'scene' or 'application'")
        case .unknownController: (.check, "a name no controller of the scenario has")
        case .wrongControllerKind: (.check, "a controller of another kind than the line needs")
        case .controllerHasParent: (.check, "a controller given a second container")
        case .controllerContainsItself: (.check, "a line that would put a controller inside itself")
        case .duplicateTab: (.parser, "a tab bar controller's tab listed twice")
        case .duplicatePage: (.parser, "a page view controller's page listed twice")
        case .invalidTabIndex: (.parser, "a tab index that is not a whole number")
        case .tabIndexOutOfRange: (.run, "a tab index past the last tab")
        case .setTakesNoControllerName: (.parser, "a 'set' line that names a controller")
        case .setOfNotAContainer: (.parser, "a 'set … of' line that names no container declared above")
        case .propertyOfAnotherController: (.parser, "a property of another kind of controller than the lines above configure")
        case .noSuchProperty: (.run, "a property the controller does not have")
        case .columnWithoutSplitView: (.parser, "a 'column' line with no split view controller declared above")
        case .noSuchColumn: (.parser, "a column the split view controller's style does not have")
        case .propertyNotReadByStyle: (.parser, "a split view property its controller's style ignores")
        case .displayModeNeedsTripleColumn: (.parser, "a two-sidebar display mode on a controller with one sidebar")
        case .expectedColumnOrController: (.parser, "'show' without 'column' or a controller's name")
        case .splitViewWithoutColumns: (.check, "a split view controller no 'column' line sets up")
        case .compactColumnMissing: (.check, "topColumnForCollapsing = compact on a split view controller without a compact column")
        case .emptyDetents: (.parser, "a 'detents' line without a detent")
        case .emptyDetentIdentifier: (.parser, "a custom detent with an empty identifier")
        case .expectedDetentIdentifier: (.parser, "something else where a detent identifier goes")
        case .unknownDetentIdentifier: (.parser, "a detent identifier the sheet does not declare")
        case .notAPresentationDetent: (.parser, "a detent that is not one of the sheet's presentationDetents")
        case .detentsOutOfOrder: (.check, "a warning: detents not written from smallest to largest, as UIKit asks")
        case .duplicatePresentationDetent: (.check, "a warning: a SwiftUI presentationDetents set that names one detent twice")
        case .optionWithoutEffect: (.check, "a warning: an option that replays a release's glitch, on a release without it")
        case .layoutSettingInAnimateChanges: (.parser, "a layout setting inside 'animateChanges'")
        case .noSheetPresented: (.run, "a line that needs a presented sheet, with none presented")
        case .unknownSheet: (.run, "a name no presented sheet has")
        case .duplicateSheetName: (.run, "a sheet presented under a name a presented sheet has")
        case .sheetNotInFront: (.run, "a change to a sheet another sheet covers")
        case .animateChangesWithoutSheet: (.run, "'animateChanges' for a sheet that is not presented")
        case .popoverNeedsContentSize: (.parser, "a popover presented without a preferredContentSize, which has no sourced default")
        case .popoverSettingWithoutPopoverStyle: (.parser, "a popoverPresentationController setting on a controller not presented as a popover")
        case .invalidArrowDirections: (.parser, "'unknown' among a popover's permitted arrow directions")
        case .barButtonItemOfAContainer: (.parser, "a bar button item owned by a container, whose own navigationItem no bar shows")
        case .actionWithoutAlert: (.parser, "an 'action' line with no alert controller to add to, or after it is presented")
        case .duplicateCancelAction: (.parser, "a second cancel action, for which UIKit raises")
        case .unknownAlertAction: (.parser, "'tap action' naming a title no alert controller declares")
        case .zeroDistanceDrag: (.parser, "a drag by 0pt")
        case .zeroVelocity: (.parser, "a release velocity of zero")
        case .velocityAgainstDrag: (.parser, "a release velocity the other way from the drag")
        case .velocityTooFast: (.parser, "a velocity too fast for the distance")
        case .samplesNotIncreasing: (.parser, "touch samples whose times do not increase")
        case .tooFewSamples: (.parser, "a drag with fewer than two samples")
        case .touchAlreadyDown: (.run, "'touch down' while a finger is down")
        case .noTouchDown: (.run, "'touch move' or 'touch up' without a finger down")
        case .marginsNeedEdges: (.parser, "directionalLayoutMargins without edges or nil")
        case .duplicateSwipeAction: (.parser, "a swipe action listed twice on one side")
        case .noScrollView: (.run, "'scroll' on a sheet without a scroll view")
        case .timeInPast: (.run, "a time before the current time")
        case .pastClockLimit: (.run, "a wait that would run the clock past its limit")
        case .settleWithFingerDown: (.run, "'wait until settled' while a finger is down")
        case .runLimitReached: (.run, "a line whose run of the clock reached --max-events or --max-busy-time")
        case .blockNotClosed: (.parser, "an 'expect callbacks' block without its 'end'")
        case .emptyOrderedBlock: (.parser, "an 'expect callbacks in order' block that lists nothing")
        case .duplicateMark: (.check, "a mark set twice")
        case .unreachedMark: (.check, "an expectation bounded by a mark no line sets")
        case .emptyWindow: (.parser, "an expectation's window that ends before it starts")
        case .expectationInPast: (.run, "a state expectation 'at' a time already past")
        case .expectedTimeOrMark: (.parser, "'from' or 'to' without a time or a mark")
        case .expectedComparison: (.parser, "a comparison is missing (==, !=, <, <=, >, >=)")
        case .comparisonNotAllowed: (.parser, "an order comparison of a value that only compares with == or !=")
        case .misplacedOf: (.parser, "'of' after the comparison")
        case .windowPropertyOfController: (.parser, "'of' after a property of the window")
        case .callbackWithoutReceiver: (.parser, "a callback without its receiver ('sheet.')")
        case .unknownCallback: (.parser, "a callback UIKit does not have")
        case .notAReceiver: (.check, "a receiver path that is no controller, presentation controller or delegate")
        case .callbackNeverReceived: (.check, "a callback its receiver never gets")
        case .classicOnlyCallback: (.check, "a classic-only split view delegate method expected of a column-style controller")
        case .commandRefused: (.run, "a line the simulator refuses for another reason")
        case .loadInsideBlock: (.tool, "'load' inside an open 'expect callbacks' block")
        case .missingFileName: (.tool, "'load', 'save' or 'timeline' without a file name")
        case .unwritableFile: (.tool, "a file that cannot be written")
        case .unsupportedTimelineFile: (.tool, "a timeline file that is neither .svg nor .html")
        case .timelineTooLong: (.tool, "a session too long to draw")
        case .invalidArgument: (.tool, "an argument a REPL command does not take")
        case .unknownHelpTopic: (.tool, "'help' for a word that is no command or topic")
        case .invalidDiffSetting: (.tool, "'diff' without a setting to compare, or with one that is no os, option or metric line")
        case .unknownBinding: (.parser, "a binding no 'swiftUI view' line declares")
        case .duplicateBinding: (.parser, "a binding declared twice, by one view or two")
        case .wrongBindingKind: (.parser, "a value of the wrong kind for the binding ('set item' on a Bool binding, true on an item)")
        case .unknownSwiftUIView: (.parser, "a name no 'swiftUI view' line declares or names as content, where a SwiftUI view is needed")
        case .duplicateSwiftUIView: (.parser, "a SwiftUI view declared twice, or a presentation of itself")
        case .invalidNavigationPath: (.parser, "a NavigationStack path naming a view twice, or a name that cannot be a destination")
        case .misplacedNavigationModifier: (.parser, "navigation modifiers that do not go together: two containers on one view, a split view's binding without the split view, a presentation on the container's own view")
        case .rePresentOptionCannotApply: (.check, "a warning: swiftUIRePresentAfterDismissAndPop on, with no view a path pushes that presents a sheet")
        case .noPresentationDetents: (.parser, "a SwiftUI view without a presentationDetents modifier, where a line changes its detent set")
        }
    }

    /// The error a simulator call gave, by its kind.
    init(_ error: SimulationError) {
        switch error {
        case .emptyDetents: self = .emptyDetents
        case .noSheetPresented: self = .noSheetPresented
        case .unknownSheet: self = .unknownSheet
        case .duplicateSheetName: self = .duplicateSheetName
        case .customDetentsUnavailable, .unavailable, .requiresRelease: self = .unavailableOnOS
        case .nonFinite: self = .nonFiniteValue
        case .nonPositiveDuration: self = .nonPositiveNumber
        case .zeroLengthDrag: self = .zeroDistanceDrag
        case .velocityAgainstDistance: self = .velocityAgainstDrag
        case .touchAlreadyDown: self = .touchAlreadyDown
        case .noTouchDown: self = .noTouchDown
        case .timeInPast: self = .timeInPast
        case .invalidValue: self = .invalidValue
        case .pastClockLimit: self = .pastClockLimit
        case .windowDoesNotFit: self = .windowDoesNotFit
        case .windowUnavailable: self = .windowUnavailable
        case .controllerTree(let error):
            switch error {
            case .duplicateName: self = .redeclaredController
            case .unknownController: self = .unknownController
            case .notA: self = .wrongControllerKind
            case .alreadyHasParent: self = .controllerHasParent
            case .cycle: self = .controllerContainsItself
            case .reserved: self = .reservedName
            }
        }
    }

    /// The identifiers as a Markdown table, one row each in declaration order: what the
    /// GrammarReference article lists (a test compares them).
    public static var markdownTable: String {
        var lines = ["| Identifier | Found by | What it reports |", "| --- | --- | --- |"]
        for id in allCases {
            lines.append("| `\(id.rawValue)` | \(id.stage.rawValue) | \(id.summary.replacingBars) |")
        }
        return lines.joined(separator: "\n")
    }
}

private extension String {
    /// The text with `|` escaped, for a cell of a Markdown table.
    var replacingBars: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
