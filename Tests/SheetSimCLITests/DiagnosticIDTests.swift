import SheetSim
import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// Diagnostics carry stable identifiers: each bad input below is reported under the identifier
/// its kind of problem has, whatever the message says, whether the lexer, the parser, the check
/// of the lines before the first action, the run or the REPL's own commands find it. Together the
/// tables produce every identifier (``everyIdentifierIsProducedByAnInput()``).
@Suite struct DiagnosticIDTests {
    struct Case: Sendable, CustomStringConvertible {
        let line: Int
        let text: String
        let id: Diagnostic.ID
        var description: String { "\(id): \(text)" }
    }

    /// Input the scenario language cannot express: REPL lines, raw bytes, commands made in code.
    enum Input: Sendable {
        /// Lines typed into the REPL, then the end of input; `files` are what `load` reads.
        case repl([String], files: [String: String] = [:])
        /// A line too long for the REPL to keep, by its length in bytes.
        case replLongLine(Int)
        /// A scenario file's bytes.
        case bytes([UInt8])
        /// A scenario run line by line with `limits`.
        case limited(String, RunLimits)
        /// Scenario files: `text` is the root; `files` are what its includes read.
        case files(String, [String: String])
        /// Commands given to a ``ScenarioSession`` in code, each at line 1.
        case session([ScenarioCommand])
    }

    struct OtherCase: Sendable, CustomStringConvertible {
        let line: Int
        let input: Input
        let id: Diagnostic.ID
        var description: String { "\(id): \(input)" }
    }

    static let cases: [Case] = [
        // The lexer.
        Case(line: #line, text: "wait 3 ! 4", id: .unexpectedCharacter),
        Case(line: #line, text: "wait .5s", id: .numberWithoutLeadingDigit),
        Case(line: #line, text: "wait 1.2.3s", id: .malformedNumber),
        Case(line: #line, text: "wait 1e999s", id: .numberTooLarge),
        Case(line: #line, text: "wait 1e-999s", id: .numberTooSmall),
        Case(line: #line, text: "wait 3parsecs", id: .unknownUnit),
        Case(line: #line, text: "scenario \"a\\qb\"", id: .unknownEscape),
        Case(line: #line, text: "scenario \"abc", id: .unterminatedString),
        // Numbers and units.
        Case(line: #line, text: "wait abc", id: .expectedNumber),
        Case(line: #line, text: "wait 3pt", id: .wrongUnit),
        Case(line: #line, text: "wait 300", id: .missingUnit),
        Case(line: #line, text: "wait -1s", id: .negativeNumber),
        Case(line: #line, text: "keyboard show 0pt", id: .nonPositiveNumber),
        Case(line: #line, text: "expect sheet.viewDidAppear count == 1.5", id: .notWholeNumber),
        Case(line: #line, text: "wait 1e12s", id: .durationTooLong),
        Case(line: #line, text: "detents fraction(150%)", id: .fractionAboveOne),
        // Words.
        Case(line: #line, text: "3 present", id: .expectedCommand),
        Case(line: #line, text: "presnt", id: .unknownCommand),
        Case(line: #line, text: "mark", id: .expectedWord),
        Case(line: #line, text: "rotate sideways", id: .unknownWord),
        Case(line: #line, text: "tap nowhere", id: .unknownWord),
        Case(line: #line, text: "select sheet", id: .expectedKeyword),
        Case(line: #line, text: "metric flickSpeed 3", id: .expectedSymbol),
        Case(line: #line, text: "sheet child", id: .expectedString),
        Case(line: #line, text: "expect sheet.viewDidAppear(animated: true count == 1", id: .missingParenthesis),
        Case(line: #line, text: "dismiss now", id: .unexpectedToken),
        Case(line: #line, text: "present\ndrag content by 10pt over 1s", id: .renamedWord),
        Case(line: #line, text: "expect state dimAlpha == 0.2", id: .renamedWord),
        // Setup.
        Case(line: #line, text: "present\ndevice \"iPhone 14 Pro\"", id: .setupAfterFirstAction),
        Case(line: #line, text: "device \"iPhone 99\"", id: .unknownDevice),
        Case(line: #line, text: "device \"iPhone 14 Pro\" refreshRate 90Hz", id: .unsupportedRefreshRate),
        Case(line: #line, text: "device custom width 390pt", id: .customDeviceNeedsSize),
        Case(line: #line, text: "os 11", id: .unsupportedOSVersion),
        Case(line: #line, text: "os 15\ndetents custom(\"a\", 100pt)\npresent", id: .unavailableOnOS),
        Case(line: #line, text: "metric flickSpeed = -5pt/s", id: .metricOutOfRange),
        Case(line: #line, text: "window slideOver", id: .windowNeedsPad),
        Case(line: #line, text: "device \"iPad Pro 11\"\nwindow width 5000pt", id: .windowDoesNotFit),
        Case(line: #line, text: "device \"iPad Pro 11\"\nos 26\nmultitasking windowedApps\nwindow twoThirds", id: .windowUnavailable),
        Case(line: #line, text: "sdk 19", id: .unsupportedSDK),
        Case(line: #line, text: "sdk 18\npreferredWindowingControlStyle minimal", id: .unavailableInSDK),
        Case(line: #line, text: "include \"a.sheet\"", id: .includeUnavailable),
        // Controllers.
        Case(line: #line, text: "navigationController \"nav\" root \"a\"\nnavigationController \"nav\" root \"b\"", id: .redeclaredController),
        Case(line: #line, text: "navigationController \"simulator\" root \"a\"", id: .reservedName),
        Case(line: #line, text: "expect no ghost.viewDidAppear", id: .unknownController),
        Case(line: #line, text: "navigationController \"n\" root \"n\"", id: .controllerContainsItself),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\", \"a\"", id: .duplicateTab),
        Case(line: #line, text: "pageViewController \"p\" pages \"a\", \"a\"", id: .duplicatePage),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\"\nset selectedIndex = 1.5", id: .invalidTabIndex),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\"\nrootViewController \"t\"\nset selectedIndex = 5", id: .tabIndexOutOfRange),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\"\nset \"t\" selectedIndex = 1", id: .setTakesNoControllerName),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\"\nset prefersGrabberVisible = true", id: .propertyOfAnotherController),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\"\nset hasDelegate of \"u\" = false", id: .setOfNotAContainer),
        Case(line: #line, text: "column primary \"x\"", id: .columnWithoutSplitView),
        Case(line: #line, text: "splitViewController \"s\" doubleColumn\ncolumn supplementary \"x\"", id: .noSuchColumn),
        Case(line: #line, text: "splitViewController \"s\" classic\nset preferredSplitBehavior = tile", id: .propertyNotReadByStyle),
        Case(line: #line, text: "splitViewController \"s\" doubleColumn\nset preferredDisplayMode = twoBesideSecondary",
             id: .displayModeNeedsTripleColumn),
        Case(line: #line, text: "show", id: .expectedColumnOrController),
        // Sheets.
        Case(line: #line, text: "detents", id: .emptyDetents),
        Case(line: #line, text: "detents custom(\"\", 100pt)", id: .emptyDetentIdentifier),
        Case(line: #line, text: "set selectedDetentIdentifier =", id: .expectedDetentIdentifier),
        Case(line: #line, text: "set selectedDetentIdentifier = \"peek\"", id: .unknownDetentIdentifier),
        Case(line: #line, text: "presentationDetents medium\ndetents custom(\"peek\", 100pt)\npresentationBackgroundInteraction enabled(upThrough: \"peek\")",
             id: .notAPresentationDetent),
        Case(line: #line, text: "animateChanges set additionalSafeAreaInsets = top 2pt", id: .layoutSettingInAnimateChanges),
        Case(line: #line, text: "dismiss", id: .noSheetPresented),
        // Gestures and layout.
        Case(line: #line, text: "drag grabber by 0pt over 1s", id: .zeroDistanceDrag),
        Case(line: #line, text: "drag grabber by 10pt with velocity 0pt/s", id: .zeroVelocity),
        Case(line: #line, text: "drag grabber by 10pt with velocity -100pt/s", id: .velocityAgainstDrag),
        Case(line: #line, text: "drag grabber by 1pt with velocity 1e18pt/s", id: .velocityTooFast),
        Case(line: #line, text: "drag grabber samples 0ms 0pt, 0ms 10pt", id: .samplesNotIncreasing),
        Case(line: #line, text: "drag grabber samples 0ms 0pt", id: .tooFewSamples),
        Case(line: #line, text: "present\nwait until settled\ntouch down grabber\ntouch down grabber", id: .touchAlreadyDown),
        Case(line: #line, text: "present\nwait until settled\ntouch up", id: .noTouchDown),
        Case(line: #line, text: "set directionalLayoutMargins = 20pt", id: .marginsNeedEdges),
        Case(line: #line, text: "swipeActions trailing \"A\", \"A\"", id: .duplicateSwipeAction),
        Case(line: #line, text: "present\nscroll to top", id: .noScrollView),
        // Time and expectations.
        Case(line: #line, text: "wait 2s\nwait until 1s", id: .timeInPast),
        Case(line: #line, text: "wait 5e9s", id: .pastClockLimit),
        Case(line: #line, text: "present\nwait until settled\ntouch down grabber\nwait until settled", id: .settleWithFingerDown),
        Case(line: #line, text: "expect callbacks\nsheet.viewDidAppear", id: .blockNotClosed),
        Case(line: #line, text: "expect callbacks in order\nend", id: .emptyOrderedBlock),
        Case(line: #line, text: "mark a\nmark a", id: .duplicateMark),
        Case(line: #line, text: "expect no sheet.viewDidAppear from later", id: .unreachedMark),
        Case(line: #line, text: "expect no sheet.viewDidAppear from 2s to 1s", id: .emptyWindow),
        Case(line: #line, text: "present\nwait 1s\nexpect state topY == 100pt at 500ms", id: .expectationInPast),
        Case(line: #line, text: "expect no sheet.viewDidAppear from", id: .expectedTimeOrMark),
        Case(line: #line, text: "expect state topY = 3pt", id: .expectedComparison),
        Case(line: #line, text: "expect state phase < idle", id: .comparisonNotAllowed),
        Case(line: #line, text: "expect state topY == 3pt of \"sheet\"", id: .misplacedOf),
        Case(line: #line, text: "expect state windowWidth of \"sheet\" == 3pt", id: .windowPropertyOfController),
        Case(line: #line, text: "expect no viewDidAppear", id: .callbackWithoutReceiver),
        Case(line: #line, text: "expect no sheet.viewDidApear", id: .unknownCallback),
        Case(line: #line, text: "expect no sheet.foo.viewDidAppear", id: .notAReceiver),
        Case(line: #line, text: "expect no sheet.delegate.viewDidAppear", id: .callbackNeverReceived),
        Case(line: #line, text: "splitViewController \"s\" doubleColumn\ncolumn primary \"a\"\nexpect no s.delegate.primaryViewControllerForCollapsing",
             id: .classicOnlyCallback),
        Case(line: #line, text: "detents .medium", id: .swiftSpelling),
        Case(line: #line, text: "splitViewController \"s\" doubleColumn", id: .splitViewWithoutColumns),
        Case(line: #line, text: "splitViewController \"s\" doubleColumn\ncolumn primary \"a\"\nset topColumnForCollapsing = compact", id: .compactColumnMissing),
        Case(line: #line, text: "detents large medium", id: .detentsOutOfOrder),
        Case(line: #line, text: "os 26\nswiftUI view \"detail\" presentationDetents medium, medium", id: .duplicatePresentationDetent),
        Case(line: #line, text: "option swiftUIRePresentAfterDismissAndPop = stateDriven\nswiftUI view \"app\" navigationStack root \"home\" path \"path\"",
             id: .rePresentOptionCannotApply),
        Case(line: #line, text: "os 16\noption swiftUIScenePhaseSheetReopen = everyChange\nscenePhase inactive", id: .optionWithoutEffect),
        Case(line: #line, text: "animateChanges set prefersGrabberVisible = true", id: .animateChangesWithoutSheet),
        Case(line: #line, text: "sheet \"p\"\nset modalPresentationStyle = popover\nset popoverPresentationController.sourceView = \"presenter\"\npresent \"p\"",
             id: .popoverNeedsContentSize),
        Case(line: #line, text: "set popoverPresentationController.sourceView = \"presenter\"\npresent", id: .popoverSettingWithoutPopoverStyle),
        Case(line: #line, text: "set popoverPresentationController.permittedArrowDirections = unknown", id: .invalidArrowDirections),
        Case(line: #line, text: "navigationController \"nav\" root \"inbox\"\nsheet \"p\"\nset popoverPresentationController.barButtonItem = \"nav\" rightBarButtonItem",
             id: .barButtonItemOfAContainer),
        Case(line: #line, text: "sheet \"s\"\naction \"OK\"", id: .actionWithoutAlert),
        Case(line: #line, text: "alert \"a\" preferredStyle alert\naction \"No\" cancel\naction \"Later\" cancel", id: .duplicateCancelAction),
        Case(line: #line, text: "alert \"a\" preferredStyle alert\naction \"Delete\"\npresent \"a\"\nwait until settled\ntap action \"Delet\"",
             id: .unknownAlertAction),
        Case(line: #line, text: "present \"a\"\nwait until settled\npresent \"a\"", id: .duplicateSheetName),
        Case(line: #line, text: "present \"a\"\nwait until settled\npresent \"b\"\nwait until settled\nsheet \"a\"\nset prefersGrabberVisible = true",
             id: .sheetNotInFront),
        Case(line: #line, text: "tabBarController \"t\" tabs \"a\"\nrootViewController \"t\"\npush \"x\" in \"t\"", id: .wrongControllerKind),
        Case(line: #line, text: "navigationController \"n\" root \"a\"\nnavigationController \"m\" root \"a\"", id: .controllerHasParent),
        Case(line: #line, text: "presentationDetents medium large\npresent\nwait until settled\ndrag grabber to medium over 300ms",
             id: .invalidValue),
        Case(line: #line, text: "device \"iPhone 17 Pro\" safeArea top 500pt bottom 400pt", id: .invalidDeviceFigure),
        Case(line: #line, text: "device custom width 300pt height 600pt landscapeWidthClass regular pad", id: .invalidCustomDevice),
        Case(line: #line, text: "swiftUI view \"c\" sheet isPresented \"show\" content \"d\"\nset binding \"shwo\" = true", id: .unknownBinding),
        Case(line: #line, text: "swiftUI view \"c\" sheet isPresented \"show\" content \"d\"\nswiftUI view \"e\" sheet isPresented \"show\" content \"f\"",
             id: .duplicateBinding),
        Case(line: #line, text: "swiftUI view \"c\" sheet isPresented \"show\" content \"d\"\nset item \"show\" = \"1\"", id: .wrongBindingKind),
        Case(line: #line, text: "swiftUI view \"c\" sheet isPresented \"show\" content \"d\"\ndismiss from \"dd\"", id: .unknownSwiftUIView),
        Case(line: #line, text: "swiftUI view \"c\" task\nswiftUI view \"c\" task", id: .duplicateSwiftUIView),
        Case(line: #line, text: "swiftUI view \"app\" navigationStack root \"home\" path \"p\"\nset path \"p\" = \"a\", \"a\"", id: .invalidNavigationPath),
        Case(line: #line, text: "swiftUI view \"app\" navigationStack root \"home\" path \"p\" columnVisibility \"v\"", id: .misplacedNavigationModifier),
        Case(line: #line, text: "swiftUI view \"c\" sheet isPresented \"show\" content \"d\"\nset presentationDetents of \"d\" = medium", id: .noPresentationDetents),
    ]

    static let others: [OtherCase] = [
        OtherCase(line: #line, input: .bytes([0x77, 0xFF, 0x0A]), id: .invalidUTF8),
        OtherCase(line: #line, input: .limited("present\nwait until settled\ntouch down grabber\nwait 10s", RunLimits(events: 50, busyTime: .seconds(7_200))),
                  id: .runLimitReached),
        OtherCase(line: #line, input: .limited("device \"iPhone 17 Pro\"\nos 18\npresent", .standard), id: .deviceNewerThanOS),
        OtherCase(line: #line, input: .files("include \"t.sheet\"", ["t.sheet": "include \"t.sheet\"\n"]), id: .includeCycle),
        OtherCase(line: #line, input: .files("include \"gone.sheet\"", [:]), id: .unreadableFile),
        OtherCase(line: #line, input: .files("include \"_l0.sheet\"", Self.tooManyBytes), id: .scenarioTooLong),
        OtherCase(line: #line, input: .files("include \"a\"", Self.deepIncludes), id: .includeTooDeep),
        OtherCase(line: #line, input: .session([.metric(name: "flickSped", value: 1)]), id: .unknownMetric),
        OtherCase(line: #line, input: .session([.declare("n", .navigationController(root: "a", configuration: .init())),
                                                .configureContainer("n", .selectedIndex(0))]), id: .noSuchProperty),
        // The REPL shows the language's diagnostics with their identifiers, and its own commands'.
        OtherCase(line: #line, input: .repl(["presnt"]), id: .unknownCommand),
        OtherCase(line: #line, input: .repl(["dismiss"]), id: .noSheetPresented),
        OtherCase(line: #line, input: .repl(["expect callbacks"]), id: .blockNotClosed),
        OtherCase(line: #line, input: .repl(["device \"iPhone 17 Pro\"", "os 18", "present"]), id: .deviceNewerThanOS),
        OtherCase(line: #line, input: .replLongLine(9_000_000), id: .lineTooLong),
        OtherCase(line: #line, input: .repl(["expect callbacks", "load \"a.sheet\""]), id: .loadInsideBlock),
        OtherCase(line: #line, input: .repl(["save"]), id: .missingFileName),
        OtherCase(line: #line, input: .repl(["save /readonly/a.sheet"]), id: .unwritableFile),
        OtherCase(line: #line, input: .repl(["timeline out.png"]), id: .unsupportedTimelineFile),
        OtherCase(line: #line, input: .repl(["present", "wait until settled", "drag grabber by 300pt over 2400s", "timeline long.svg"]),
                  id: .timelineTooLong),
        OtherCase(line: #line, input: .repl(["hide everything"]), id: .invalidArgument),
        OtherCase(line: #line, input: .repl(["help frobnicate"]), id: .unknownHelpTopic),
        OtherCase(line: #line, input: .repl(["diff present"]), id: .invalidDiffSetting),
        OtherCase(line: #line, input: .repl(["reset now"]), id: .unexpectedToken),
        OtherCase(line: #line, input: .repl(["load \"a.sheet\""], files: ["a.sheet": "load \"a.sheet\"\n"]), id: .includeCycle),
        OtherCase(line: #line, input: .repl(["load \"gone.sheet\""]), id: .unreadableFile),
    ]

    /// Identifiers no input reaches, each for a reason: they are kept so that the code that can
    /// make them still names a kind. ``simulatorErrorsMapToTheirIdentifiers()`` and
    /// ``anErrorOfAnotherTypeIsARefusal()`` make them.
    static let unreachable: [Diagnostic.ID: String] = [
        .commandRefused: "a session's commands throw only diagnostics and simulator errors",
        .nonFiniteValue: "the lexer refuses numbers that are not finite before the simulator sees them",
        .unknownSheet: "the simulator finds sheets by name for no scenario line",
        .includeNotAlone: "the parser reads an include line before its table of commands",
    ]

    /// Files an include chain reads that add up to more text than a scenario may hold.
    static let tooManyBytes: [String: String] = {
        var files = ["_l10.sheet": "# " + String(repeating: "x", count: 64 << 10) + "\nwait 1ms\n"]
        for level in 0..<10 { files["_l\(level).sheet"] = String(repeating: "include \"_l\(level + 1).sheet\"\n", count: 4) }
        return files
    }()

    /// Files that include one another deeper than the parser follows.
    static let deepIncludes: [String: String] = {
        var files: [String: String] = [:]
        var name = "a"
        for _ in 0..<40 {
            files[name] = "include \"\(name)a\"\n"
            name += "a"
        }
        return files
    }()

    /// The identifier of the first diagnostic `text` gets: from the parser and the check of its
    /// set-up lines, or else from running it (errors, then warnings).
    static func firstID(of text: String, loader: ScenarioParser.Loader? = nil, runLimits: RunLimits = .standard) -> Diagnostic.ID? {
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text + "\n"), loader: loader)
        if let first = parsed.diagnostics.first { return first.id }
        let result = ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet", runLimits: runLimits)
        return result.errors?.diagnostics.first?.id ?? result.warnings.first?.id
    }

    /// The identifier of the first diagnostic `input` gets.
    static func firstID(of input: Input) -> Diagnostic.ID? {
        switch input {
        case .repl(let lines, let files):
            let disk = REPLSessionTests.Disk()
            disk.files = files
            var repl = REPLSession(environment: disk.environment)
            var diagnostics: [Diagnostic] = []
            for line in lines { diagnostics += repl.handleAll(line: line).diagnostics }
            diagnostics += repl.finish().output.diagnostics
            return diagnostics.first?.id
        case .replLongLine(let count):
            var repl = REPLSession()
            return repl.skipLine(of: count).diagnostics.first?.id
        case .bytes(let bytes):
            return SourceFile(name: "t.sheet", bytes: bytes).decodingDiagnostic?.id
        case .limited(let text, let limits):
            return firstID(of: text, runLimits: limits)
        case .files(let text, let files):
            return firstID(of: text, loader: { path in
                let name = String(path.split(separator: "/").last ?? "")
                guard let text = files[name] else { return .failure(.init("no such file or directory")) }
                return .success(Array(text.utf8))
            })
        case .session(let commands):
            var session = ScenarioSession()
            for command in commands {
                if let diagnostic = session.execute(Located(command, at: SheetSimScenario.SourceLocation(file: "t", line: 1, column: 1))) {
                    return diagnostic.id
                }
            }
            return nil
        }
    }

    @Test(arguments: cases) func eachProblemHasItsIdentifier(_ row: Case) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(Self.firstID(of: row.text) == row.id, "\(row.text)", sourceLocation: location)
    }

    @Test(arguments: others) func eachOtherInputHasItsIdentifier(_ row: OtherCase) {
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(Self.firstID(of: row.input) == row.id, "\(row.input)", sourceLocation: location)
    }

    /// No identifier is documented for nothing: each is what some input in the tables gets, or
    /// is listed as unreachable with the reason.
    @Test func everyIdentifierIsProducedByAnInput() {
        let produced = Set(Self.cases.map(\.id) + Self.others.map(\.id))
        for id in Diagnostic.ID.allCases {
            #expect(produced.contains(id) != (Self.unreachable[id] != nil), "\(id)")
        }
    }

    /// An error of a type the session does not expect still reaches the user, as a refusal.
    @Test func anErrorOfAnotherTypeIsARefusal() {
        struct Odd: Error {}
        let location = SheetSimScenario.SourceLocation(file: "t", line: 1, column: 1)
        #expect(Diagnostic(refusing: Odd(), at: location).id == .commandRefused)
        let diagnostic = Diagnostic.error(.timeInPast, "x", at: location)
        #expect(Diagnostic(refusing: diagnostic, at: location) == diagnostic)
    }

    /// The identifier is what stays when a message names different words: every unknown word of
    /// a list is `unknownWord`, with its own message.
    @Test func oneIdentifierCoversMessagesAboutDifferentWords() {
        var parser = ScenarioParser()
        var messages: Set<String> = []
        for line in ["rotate sideways", "appearance sepia", "keyboard toggle", "touch sideways"] {
            guard case .failure(let diagnostics) = parser.parseLine(SourceLine(number: 1, text: Substring(line)), file: "t") else {
                Issue.record("\(line) parsed")
                continue
            }
            #expect(diagnostics.map(\.id) == [.unknownWord], "\(line)")
            messages.formUnion(diagnostics.map(\.message))
        }
        #expect(messages.count == 4)
    }

    /// A simulator error keeps its kind as its identifier, the controller tree's included.
    @Test func simulatorErrorsMapToTheirIdentifiers() {
        let location = SheetSimScenario.SourceLocation(file: "t", line: 1, column: 1)
        #expect(Diagnostic(SimulationError.noSheetPresented, at: location).id == .noSheetPresented)
        #expect(Diagnostic(SimulationError.controllerTree(.cycle("nav")), at: location).id == .controllerContainsItself)
        #expect(Diagnostic(SimulationError.controllerTree(.alreadyHasParent("a", parent: "b")), at: location).id == .controllerHasParent)
        #expect(Diagnostic(SimulationError.zeroLengthDrag, at: location).id == .zeroDistanceDrag)
        #expect(Diagnostic(SimulationError.nonFinite(what: "drag distance"), at: location).id == .nonFiniteValue)
        #expect(Diagnostic(SimulationError.unknownSheet("a"), at: location).id == .unknownSheet)
    }

    /// Every identifier has a summary and a stage for the article's table, and names are unique
    /// (raw values are the public names).
    @Test func everyIdentifierIsDocumented() {
        #expect(Set(Diagnostic.ID.allCases.map(\.rawValue)).count == Diagnostic.ID.allCases.count)
        for id in Diagnostic.ID.allCases {
            #expect(!id.summary.isEmpty, "\(id)")
            #expect(Diagnostic.ID.markdownTable.contains("| `\(id.rawValue)` |"), "\(id)")
        }
    }
}
