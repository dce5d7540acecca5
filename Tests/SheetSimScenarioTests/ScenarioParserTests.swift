import SheetSim
import Testing
@testable import SheetSimScenario

/// The parser on each command form: what it builds, and the diagnostics it gives.
@Suite struct ScenarioParserTests {
    func parse(_ text: String, loader: ScenarioParser.Loader? = nil) -> (commands: [ScenarioCommand], diagnostics: [String]) {
        var parser = ScenarioParser(loader: loader)
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: text))
        return (commands.map(\.value), diagnostics.map(\.formatted))
    }

    /// The receivers SheetSim logs for itself, the scene and the app are not sheets either.
    @Test(arguments: [
        ("simulator", "'simulator' is the receiver of SheetSim's own log entries, not a sheet; choose another name"),
        ("scene", "'scene' is reserved for the app's window scene delegate ('scene.delegate'), not a sheet; choose another name"),
        ("application", "'application' is reserved for the app's application delegate ('application.delegate'), not a sheet; choose another name"),
    ])
    func aReservedNameIsNoSheet(_ name: String, _ message: String) {
        let (_, diagnostics) = parse("sheet \"\(name)\"\npresent\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("t.sheet:1:7: error: " + message) == true)
    }

    @Test func detentFormsResolveToUIKitDetents() throws {
        let (commands, diagnostics) = parse("""
            detents medium() large custom("peek", 120pt), custom(id: "third", fraction: 33%) height(200pt) fraction(0.4)
            """)
        #expect(diagnostics.isEmpty)
        guard case .detents(let detents, let animated)? = commands.first else { Issue.record("not detents"); return }
        #expect(!animated)
        #expect(detents.map(\.identifier.description) == ["medium", "large", "peek", "third", "height(200pt)", "fraction(0.4)"])
        let context = DetentResolutionContext(containerTraitCollection: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light),
                                              maximumDetentValue: 749, containerHeight: 852)
        #expect(detents.map { $0.resolvedValue(in: context) } == [419.44000000000005, 749, 120, 749 * 0.33, 200, 749 * 0.4])
    }

    @Test func swiftUIModifiersMapToUIKitProperties() {
        let (commands, diagnostics) = parse("""
            presentationDragIndicator automatic
            interactiveDismissDisabled
            presentationCornerRadius 24pt
            presentationDetents medium large height(200pt)
            presentationBackgroundInteraction enabled(upThrough: height(200pt))
            presentationContentInteraction scrolls
            """)
        #expect(diagnostics.isEmpty)
        var presentation = SwiftUIPresentation()
        var identifiers: [SwiftUIPresentation.PresentationDetent: DetentIdentifier] = [:]
        for case .swiftUI(let modifier, let names) in commands {
            presentation = presentation.modifier(modifier)
            identifiers.merge(names) { $1 }
        }
        let configuration = SheetConfiguration(swiftUI: presentation, identifiers: identifiers)
        #expect(configuration.detents.map(\.identifier) == [.medium, .large, "height(200pt)"], "named as written")
        #expect(configuration.prefersGrabberVisible)        // automatic with three detents: visible
        #expect(configuration.isModalInPresentation)
        #expect(configuration.preferredCornerRadius == 24)
        #expect(configuration.largestUndimmedDetentIdentifier == "height(200pt)")
        #expect(!configuration.prefersScrollingExpandsWhenScrolledToEdge)
    }

    @Test func callbackArgumentsAreMatchedVerbatim() {
        let (commands, diagnostics) = parse("""
            mark later
            expect sheet.viewWillTransition(to: 852 x 393) count >= 1
            expect callbacks in order from 1s to later
              400.000ms sheet.viewDidAppear(animated: true)
              sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier
            end
            """)
        #expect(diagnostics.isEmpty)
        guard case .expectCallbacks(.count(let matcher, .greaterOrEqual, 1, _))? = commands.dropFirst().first else { Issue.record("no count"); return }
        #expect(matcher.receiver == "sheet")
        #expect(matcher.name == "viewWillTransition")
        #expect(matcher.arguments == "to: 852 x 393")
        guard case .expectCallbacks(.inOrder(let matchers, let window))? = commands.last else { Issue.record("no block"); return }
        #expect(matchers.map(\.description) == [
            "400.000ms sheet.viewDidAppear(animated: true)",
            "sheet.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        ])
        #expect(window.from == .instant(SimInstant(nanosecondsSinceStart: 1_000_000_000)))
        if case .mark(let name, _)? = window.to { #expect(name == "later") } else { Issue.record("to is not a mark") }
    }

    struct Bad: Sendable {
        let line: Int
        let text: String
        let diagnostic: String
    }

    static let bad: [Bad] = [
        Bad(line: #line, text: "expect callbacks\n  sheet.viewDidAppear\n", diagnostic: "t.sheet:1:1: error: 'expect callbacks' block is not closed\nt.sheet:1:1: note: end the block with a line 'end'"),
        Bad(line: #line, text: "expect callbacks in order\nend\n", diagnostic: "t.sheet:1:1: error: 'expect callbacks in order' lists no callbacks"),
        Bad(line: #line, text: "expect viewDidAppear count == 1\n", diagnostic: "t.sheet:1:8: error: 'viewDidAppear' names no receiver\nt.sheet:1:8: note: write the receiver first, e.g. sheet.viewDidAppear or sheet.delegate.viewDidAppear"),
        Bad(line: #line, text: "expect state phase < idle\n", diagnostic: "t.sheet:1:26: error: phase can only be compared with == or !="),
        // A detent set computed from state: the view must declare presentationDetents; the set is not empty; the
        // selection takes only the new set's detents afterwards.
        Bad(line: #line, text: "swiftUI view \"map\" sheet isPresented \"show\" content \"panel\"\nswiftUI view \"panel\" presentationDetents medium, large selection \"size\"\nset presentationDetents of \"panl\" = medium\n",
            diagnostic: "t.sheet:3:28: error: no SwiftUI view is named 'panl'\nt.sheet:3:28: note: did you mean 'panel'?"),
        Bad(line: #line, text: "swiftUI view \"map\" sheet isPresented \"show\" content \"panel\"\nswiftUI view \"panel\" presentationDetents medium, large selection \"size\"\nset presentationDetents of \"map\" = medium\n",
            diagnostic: "t.sheet:3:28: error: the SwiftUI view 'map' has no presentationDetents modifier whose set could change\nt.sheet:3:28: note: the views with presentationDetents: panel"),
        Bad(line: #line, text: "swiftUI view \"map\" sheet isPresented \"show\" content \"panel\"\nswiftUI view \"panel\" presentationDetents medium, large selection \"size\"\nset presentationDetents of \"panel\" =\n",
            diagnostic: "t.sheet:3:37: error: a presentationDetents set needs at least one detent\nt.sheet:3:37: note: e.g. 'set presentationDetents of \"panel\" = medium, large'"),
        Bad(line: #line, text: "swiftUI view \"map\" sheet isPresented \"show\" content \"panel\"\nswiftUI view \"panel\" presentationDetents medium, large selection \"size\"\nset presentationDetents of \"panel\" = medium\nset binding \"size\" = large\n",
            diagnostic: "t.sheet:4:22: error: 'large' is not one of the detents of the selection 'size'\nt.sheet:4:22: note: its detents are: medium"),
        Bad(line: #line, text: "expect state dimAlpha == 0.1\n",
            diagnostic: "t.sheet:1:14: error: the state property 'dimAlpha' is now called 'dimmingAlpha'\nt.sheet:1:14: note: write 'expect state dimmingAlpha …', the name Swift and UIKit use"),
        Bad(line: #line, text: "expect state dimingAlpha == 0.1\n",
            diagnostic: "t.sheet:1:14: error: unknown state property 'dimingAlpha'\nt.sheet:1:14: note: did you mean 'dimmingAlpha'?"),
        Bad(line: #line, text: "expect state topY = 10pt\n", diagnostic: "t.sheet:1:19: error: expected a comparison (==, !=, <, <=, >, >=)\nt.sheet:1:19: note: write '==' to compare"),
        Bad(line: #line, text: "expect state topY == 2pt of \"sheet\"\n",
            diagnostic: "t.sheet:1:26: error: 'of' goes before the comparison\nt.sheet:1:26: note: write 'expect state topY of \"NAME\" == …'"),
        Bad(line: #line, text: "expect state topY == 2pt at 1s at 2s\n",
            diagnostic: "t.sheet:1:32: error: unexpected 'at' after the time"),
        Bad(line: #line, text: "expect state topY of \"sheet\" == 2pt of \"sheet\"\n",
            diagnostic: "t.sheet:1:37: error: unexpected 'of' after the expected value\nt.sheet:1:37: note: the expected value ends here or goes on with one of: at"),
        Bad(line: #line, text: "os 11\n", diagnostic: "t.sheet:1:4: error: SheetSim models iOS 12 to 18, 26, 26.1 and 27, not 11\nt.sheet:1:4: note: write os 15, os 16, os 17, os 18, os 26, os 26.1 or os 27 (os 12 to 14 for split view controllers only), then change single facts, e.g. 'os 16 viewIsAppearing on'"),
        Bad(line: #line, text: "metric decelerationRate = 1\n", diagnostic: "t.sheet:1:27: error: decelerationRate must be between 0 and 1 (exclusive)"),
        Bad(line: #line, text: "metric flickSped = 1pt/s\n", diagnostic: "t.sheet:1:8: error: unknown metric 'flickSped'\nt.sheet:1:8: note: did you mean 'flickSpeed'?"),
        Bad(line: #line, text: "option detentChangeTiming = later\n", diagnostic: "t.sheet:1:29: error: unknown value for detentChangeTiming 'later'\nt.sheet:1:29: note: one of: atRelease, afterSettle"),
        Bad(line: #line, text: "device custom width 390pt\n", diagnostic: "t.sheet:1:8: error: a custom device needs a width and a height\nt.sheet:1:8: note: e.g. device custom width 390pt height 844pt safeArea top 47pt bottom 34pt"),
        Bad(line: #line, text: "drag grabber samples 0ms 0pt\n", diagnostic: "t.sheet:1:29: error: a drag needs at least two samples (down and up)\nt.sheet:1:29: note: e.g. drag grabber samples 0ms 0pt, 16ms 40pt, 33ms 90pt"),
        Bad(line: #line, text: "drag grabber to large\n",
            diagnostic: "t.sheet:1:22: error: expected 'over DURATION' after the detent\nt.sheet:1:22: note: a drag to a detent takes as long as you say, e.g. 'over 300ms'"),
        Bad(line: #line, text: "drag grabber to large ovr 300ms\n",
            diagnostic: "t.sheet:1:23: error: expected 'over', found 'ovr'\nt.sheet:1:23: note: did you mean 'over'?"),
        Bad(line: #line, text: "drag grabber samples 10ms 0pt, 5ms 40pt\n", diagnostic: "t.sheet:1:32: error: touch samples must be at increasing times"),
        Bad(line: #line, text: "drag grabber samples 0ms 0pt, 10ms 40pt, 10ms 50pt\n", diagnostic: "t.sheet:1:42: error: touch samples must be at increasing times"),
        Bad(line: #line, text: "detents custom(\"x\", 150%)\n", diagnostic: "t.sheet:1:21: error: a fraction detent must be at most 100%"),
        // SwiftUI's PresentationDetent has no custom("id", …) literal; upThrough names one of the set.
        Bad(line: #line, text: "presentationDetents medium custom(\"a\", 100pt)\n", diagnostic: "t.sheet:1:28: error: unknown SwiftUI detent 'custom'\nt.sheet:1:28: note: one of: medium, large, height, fraction"),
        Bad(line: #line, text: "detents custom(\"peek\", 100pt) large\npresentationBackgroundInteraction enabled(upThrough: \"peek\")\n", diagnostic: "t.sheet:2:54: error: 'peek' is not one of the presentationDetents of 'sheet'\nt.sheet:2:54: note: name a detent of its presentationDetents line: medium, large, height(…) or fraction(…)"),
        Bad(line: #line, text: "tap dimingView\n", diagnostic: "t.sheet:1:5: error: unknown tap target 'dimingView'\nt.sheet:1:5: note: did you mean 'dimmingView'?"),
        Bad(line: #line, text: "wait 1s extra\n", diagnostic: "t.sheet:1:9: error: unexpected 'extra' after the duration"),
        Bad(line: #line, text: "wait until setled\n",
            diagnostic: "t.sheet:1:12: error: expected 'settled' or a time, found 'setled'\nt.sheet:1:12: note: did you mean 'settled'?"),
        Bad(line: #line, text: "dismiss animatd\n",
            diagnostic: "t.sheet:1:9: error: unexpected 'animatd' after dismiss\nt.sheet:1:9: note: did you mean 'animated'?"),
        Bad(line: #line, text: "present \"sheet\" fro \"presenter\"\n",
            diagnostic: "t.sheet:1:17: error: unexpected 'fro' after present\nt.sheet:1:17: note: did you mean 'from'?"),
        Bad(line: #line, text: "expect no sheet.viewDidAppear fro 0ms\n",
            diagnostic: "t.sheet:1:31: error: unexpected 'fro' after the expectation\nt.sheet:1:31: note: did you mean 'from'?"),
        Bad(line: #line, text: "scroll to botom\n",
            diagnostic: "t.sheet:1:11: error: expected a content offset in pt, top or bottom, found 'botom'\nt.sheet:1:11: note: did you mean 'bottom'?"),
        Bad(line: #line, text: "dismiss now\n",
            diagnostic: "t.sheet:1:9: error: unexpected 'now' after dismiss\nt.sheet:1:9: note: dismiss ends here or goes on with one of: animated, from, notAnimated"),
        // The words a line may go on with come from the completion grammar: `in`, where the Swift
        // API's `push(_:onto:)` label was written.
        Bad(line: #line, text: "navigationController \"nav\" root \"list\"\npush \"detail\" onto \"nav\"\n",
            diagnostic: "t.sheet:2:15: error: unexpected 'onto' after push\nt.sheet:2:15: note: push ends here or goes on with one of: animated, in, notAnimated"),
        Bad(line: #line, text: "present animted\n",
            diagnostic: "t.sheet:1:9: error: unexpected 'animted' after present\nt.sheet:1:9: note: did you mean 'animated'?"),
        Bad(line: #line, text: "expect state topY == 398.56pt soon\n",
            diagnostic: "t.sheet:1:31: error: unexpected 'soon' after the expected value\nt.sheet:1:31: note: the expected value ends here or goes on with one of: at"),
        // A word the grammar allows besides the one expected (an alternative tried first) is named.
        Bad(line: #line, text: "expect sheet.viewDidAppear twice\n",
            diagnostic: "t.sheet:1:28: error: expected 'count', found 'twice'\nt.sheet:1:28: note: one of: count, exactly"),
        Bad(line: #line, text: "expect sheet.viewDidAppear cont == 2\n",
            diagnostic: "t.sheet:1:28: error: expected 'count', found 'cont'\nt.sheet:1:28: note: did you mean 'count'?"),
        // Nothing may follow: no hint.
        Bad(line: #line, text: "wait until settled now\n", diagnostic: "t.sheet:1:20: error: unexpected 'now' after wait until settled"),
        Bad(line: #line, text: "wait until later\n",
            diagnostic: "t.sheet:1:12: error: expected 'settled' or a time, found 'later'\nt.sheet:1:12: note: e.g. wait until settled, wait until 2s"),
        Bad(line: #line, text: "keyboard show -10pt\n", diagnostic: "t.sheet:1:15: error: length must be greater than zero, found '-10pt'"),
        Bad(line: #line, text: "swipe down\n",
            diagnostic: "t.sheet:1:7: error: expected 'back' (a navigation controller's pop), 'row' (a table row's actions) or 'page' (a page view controller's), found 'down'\nt.sheet:1:7: note: a sheet is swiped down with a drag, e.g. 'drag grabber by 500pt over 200ms'"),
        Bad(line: #line, text: "tabBarController \"tabs\" tabs \"a\", \"b\"\nset \"tabs\" selectedIndex = 1\n",
            diagnostic: "t.sheet:2:5: error: 'set' takes no container name here: without 'of' it configures the container declared last, 'tabs'\nt.sheet:2:5: note: write 'set PROPERTY = VALUE'"),
        Bad(line: #line, text: "navigationController \"nav\" root \"a\"\nsplitViewController \"split\" doubleColumn\nset \"nav\" hasDelegate = false\n",
            diagnostic: "t.sheet:3:5: error: 'set' takes no container name here: without 'of' it configures the container declared last, 'split'\nt.sheet:3:5: note: write 'set PROPERTY of \"nav\" = VALUE'"),
    ]

    /// A name from before the state properties took their UIKit names is refused with the new
    /// one; none of those names is a state property again, which would make it unreadable.
    @Test func renamedStatePropertiesAreNoneOfTodays() {
        for (old, new) in RenamedStateProperty.renamed {
            #expect(!Vocabulary.stateProperties.contains(old), "\(old)")
            #expect(Vocabulary.stateProperties.contains(new), "\(new)")
        }
    }

    @Test(arguments: bad)
    func badLinesGiveOneExactDiagnostic(_ c: Bad) {
        let (_, diagnostics) = parse(c.text)
        #expect(diagnostics == [c.diagnostic], sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1))
    }

    @Test func includeCyclesAreReported() {
        let files = ["t.sheet": "include \"a.sheet\"\n", "a.sheet": "include \"t.sheet\"\n"]
        let loader: ScenarioParser.Loader = { path in
            files[path].map { .success(Array($0.utf8)) } ?? .failure(.init("no such file"))
        }
        let (_, diagnostics) = parse(files["t.sheet"]!, loader: loader)
        #expect(diagnostics == ["a.sheet:1:9: error: 't.sheet' includes itself\na.sheet:1:9: note: include chain: t.sheet -> a.sheet -> t.sheet"])
    }

    static let missingIncludes: [(Int, String, String, String?)] = [
        (#line, "dir/t.sheet", "missing.sheet",
         "dir/t.sheet:1:9: note: looked for 'dir/missing.sheet': an include is relative to the folder of the file that includes it"),
        (#line, "t.sheet", "missing.sheet",
         "t.sheet:1:9: note: an include is relative to the folder of the file that includes it (here, the current folder)"),
        (#line, "dir/t.sheet", "/abs/missing.sheet", nil),
    ]

    /// A missing include says where its path led: an include is relative to its includer's folder.
    @Test(arguments: missingIncludes)
    func aMissingIncludeSaysWhereItLooked(_ line: Int, _ file: String, _ included: String, _ note: String?) {
        var parser = ScenarioParser(loader: { _ in .failure(.init("no such file or directory")) })
        let (_, diagnostics) = parser.parse(SourceFile(name: file, text: "include \"\(included)\"\n"))
        let error = file + ":1:9: error: cannot read included file '" + included + "': no such file or directory"
        let lines = diagnostics.first?.formatted.split(separator: "\n").map(String.init) ?? []
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(lines.first == error, sourceLocation: location)
        #expect(lines.dropFirst().first { $0.contains(": note: ") } == note, sourceLocation: location)
    }

    @Test func includedCommandsKeepTheirOwnLocations() {
        let loader: ScenarioParser.Loader = { _ in .success(Array("detents medium large\n".utf8)) }
        var parser = ScenarioParser(loader: loader)
        let (commands, diagnostics) = parser.parse(SourceFile(name: "dir/t.sheet", text: "include \"_setup.sheet\"\npresent\n"))
        #expect(diagnostics.isEmpty)
        #expect(commands.map(\.location.description) == ["dir/_setup.sheet:1:1", "dir/t.sheet:2:1"])
    }

    @Test func configurationForANamedSheetChecksItsOwnDetents() {
        let (_, diagnostics) = parse("""
            detents medium large
            sheet "child"
            detents custom("peek", 100pt)
            set selectedDetentIdentifier = "peak"
            set largestUndimmedDetentIdentifier = large
            """)
        // A system identifier is always legal (UIKit falls back to the smallest detent); a custom one
        // must be declared for that sheet.
        #expect(diagnostics == ["t.sheet:4:32: error: unknown detent identifier 'peak' for 'child'\nt.sheet:4:32: note: did you mean 'peek'?"])
    }

    // MARK: Includes that multiply or loop

    struct SelfInclude: Sendable, CustomTestStringConvertible {
        let line: Int
        let file: String
        let include: String
        var testDescription: String { "\(file) includes \(include)" }
    }

    /// A file reached by another spelling of its own path is still itself: compared as text,
    /// `include "./a.sheet"` three times in a.sheet nested 16 deep, 3^16 times.
    static let selfIncludes: [SelfInclude] = [
        SelfInclude(line: #line, file: "a.sheet", include: "./a.sheet"),
        SelfInclude(line: #line, file: "a.sheet", include: "././a.sheet"),
        SelfInclude(line: #line, file: "dir/a.sheet", include: "../dir/a.sheet"),
        SelfInclude(line: #line, file: "dir/a.sheet", include: "sub/../a.sheet"),
        SelfInclude(line: #line, file: "dir/a.sheet", include: ".//a.sheet"),
        SelfInclude(line: #line, file: "/x/a.sheet", include: "/x/./y/../a.sheet"),
    ]

    @Test(arguments: selfIncludes)
    func aFileIncludingItselfByAnotherNameIsACycle(_ c: SelfInclude) {
        nonisolated(unsafe) var loads = 0
        let text = String(repeating: "include \"\(c.include)\"\n", count: 3) + "present\n"
        let loader: ScenarioParser.Loader = { _ in
            loads += 1
            return loads <= 100 ? .success(Array(text.utf8)) : .failure(.init("too many loads"))
        }
        var parser = ScenarioParser(loader: loader)
        let (_, diagnostics) = parser.parse(SourceFile(name: c.file, text: text))
        let location = rowLocation(c.line)
        #expect(loads == 0, "read \(loads) times", sourceLocation: location)
        #expect(diagnostics.count == 3, sourceLocation: location)
        #expect(diagnostics.first?.message == "'\(c.include)' includes itself", sourceLocation: location)
    }

    /// A file's identity is a `realpath` in a run: a scenario without includes never needs one,
    /// and with includes each file is resolved once, its own the first time it includes.
    @Test func theResolverIsAskedOnlyWhenAFileIncludes() {
        nonisolated(unsafe) var resolved: [String] = []
        let resolver: ScenarioParser.Resolver = { path in
            resolved.append(path)
            return "/real/" + IncludePath.normalized(path)
        }
        let loader: ScenarioParser.Loader = { _ in .success(Array("detents medium large\n".utf8)) }
        var plain = ScenarioParser(loader: loader, resolver: resolver)
        _ = plain.parse(SourceFile(name: "dir/t.sheet", text: "detents medium\npresent\n"))
        #expect(resolved.isEmpty)

        var including = ScenarioParser(loader: loader, resolver: resolver, includeCache: IncludeCache())
        let (commands, diagnostics) = including.parse(SourceFile(name: "dir/t.sheet", text: """
            include "_setup.sheet"
            include "_setup.sheet"
            present
            """))
        #expect(diagnostics.isEmpty)
        #expect(commands.count == 3)
        #expect(resolved == ["dir/_setup.sheet", "dir/t.sheet"])
    }

    @Test func pathsAreNormalised() {
        #expect(IncludePath.normalized("./a//b/../c.sheet") == "a/c.sheet")
        #expect(IncludePath.normalized("/x/../../y") == "/y")
        #expect(IncludePath.normalized("../a") == "../a")
        #expect(IncludePath.normalized("a/..") == ".")
        #expect(IncludePath.normalized("a/../../b/./") == "../b")
        #expect(IncludePath.identity(of: "./a.sheet", resolver: { _ in "/real/a.sheet" }) == "/real/a.sheet")
        #expect(IncludePath.identity(of: "./a.sheet", resolver: { _ in nil }) == "a.sheet")
    }

    /// Four files, each including the next level four times: 4^10 inclusions, each parsed
    /// again. The text parsed per scenario is bounded, so the parse stops with one error.
    @Test func includesThatMultiplyStopAtTheScenarioSizeLimit() throws {
        let leaf = "# " + String(repeating: "x", count: 64 << 10) + "\nwait 1ms\n"
        nonisolated(unsafe) var loads = 0
        nonisolated(unsafe) var loadedBytes = 0
        let loader: ScenarioParser.Loader = { path in
            loads += 1
            let level = Int(path.dropFirst("_l".count).prefix(while: \.isNumber))!
            let text = level == 10 ? leaf : String(repeating: "include \"_l\(level + 1).sheet\"\n", count: 4)
            loadedBytes += text.utf8.count
            return .success(Array(text.utf8))
        }
        var parser = ScenarioParser(loader: loader)
        let (_, diagnostics) = parser.parse(SourceFile(name: "root.sheet", text: "include \"_l0.sheet\"\npresent\n"))
        #expect(parser.parsedBytes <= ScenarioLimits.scenarioBytes + leaf.utf8.count)
        #expect(loadedBytes <= ScenarioLimits.scenarioBytes + 2 * leaf.utf8.count, "\(loads) files read, \(loadedBytes) bytes")
        let first = try #require(diagnostics.first)
        #expect(first.message == "including '_l10.sheet' takes this scenario past 8 MiB of text")
        #expect(first.hint == "every included file counts each time it is included; include a shared setup once")
    }
}

