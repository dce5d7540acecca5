import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Tab completion offers what the grammar accepts at the cursor, in the session's context.
struct CompletionTests {
    struct Row: Sendable {
        /// Lines run first (they set up detents, names, marks, an open block).
        var setup: [String] = []
        var line: String
        /// The candidates, exactly (nil: not checked).
        var exactly: [String]?
        var includes: [String] = []
        var excludes: [String] = []
        var hints = false
        var source: Int
    }

    static func candidates(_ row: Row) -> (texts: [String], hints: [String]) {
        var session = REPLSession(environment: REPLSession.Environment(
            listDirectory: { path in
                switch path {
                case ".": return [.init(name: "scenarios", isDirectory: true), .init(name: "bug.sheet", isDirectory: false),
                                  .init(name: "notes.txt", isDirectory: false), .init(name: ".hidden.sheet", isDirectory: false)]
                case "scenarios/": return [.init(name: "_medium-large.sheet", isDirectory: false), .init(name: "lifecycle", isDirectory: true)]
                case "/home/me/": return [.init(name: "saved.sheet", isDirectory: false)]
                default: return nil
                }
            }))
        for line in row.setup { _ = session.handle(line: line) }
        var context = session.completionContext
        context.homeDirectory = "/home/me"
        let completion = SyntaxCompleter.complete(row.line, context: context)
        return (completion.candidates.map(\.text), completion.hints)
    }

    static let delegateCallbacks = CallbackVocabulary.names(for: .delegate, kind: .viewController, presented: true).map { "sheet.delegate." + $0.rawValue }
    static let viewControllerCallbacks = CallbackVocabulary.names(for: .viewController, kind: .viewController, presented: true).map(\.rawValue)
    static let presentationCallbacks = CallbackVocabulary.names(for: .presentationController, kind: .viewController, presented: true).map(\.rawValue)

    static let rows: [Row] = [
        // An empty line: commands only — the language's and the REPL's — never arguments.
        Row(line: "", exactly: Set(Vocabulary.commands + REPLSession.builtins).sorted(), source: #line),
        Row(line: "pre", exactly: ["preferredWindowingControlStyle", "present", "presentationBackgroundInteraction", "presentationContentInteraction",
                                   "presentationCornerRadius", "presentationDetents", "presentationDragIndicator"], source: #line),
        // Detents: the detent forms, not metric names or commands.
        Row(line: "detents ", exactly: ["custom(", "fraction(", "height(", "large", "medium"], source: #line),
        Row(line: "detents medium l", exactly: ["large"], source: #line),
        Row(line: "detents medium, ", includes: ["large", "custom("], excludes: ["present"], source: #line),
        Row(line: "detents custom(", exactly: ["id"], hints: true, source: #line),
        Row(line: "detents custom(\"peek\", 12", exactly: ["12", "12%", "12pt"], source: #line),
        Row(line: "detents custom(\"peek\", ", exactly: ["fraction", "height"], hints: true, source: #line),
        Row(line: "detents custom(\"peek\", height: 12", exactly: ["12pt"], source: #line),
        Row(line: "detents height(200pt", exactly: ["200pt"], source: #line),
        Row(line: "detents height(200pt ", exactly: [")"], source: #line),
        // Callbacks after a receiver: only what that receiver can get (the core's vocabulary).
        Row(line: "expect no sheet.delegate.", exactly: delegateCallbacks.sorted(), source: #line),
        Row(line: "expect no sheet.delegate.viewDid", exactly: [], source: #line),
        Row(line: "expect no sheet.", exactly: (viewControllerCallbacks.map { "sheet." + $0 }
                                              + ["sheet.presentationController.", "sheet.delegate."]).sorted(), source: #line),
        Row(line: "expect no sheet.presentationController.",
            exactly: presentationCallbacks.map { "sheet.presentationController." + $0 }.sorted(), source: #line),
        Row(line: "expect no presenter.", includes: ["presenter.viewWillDisappear"],
            excludes: ["presenter.presentationController.", "presenter.delegate."], source: #line),
        Row(line: "expect no s", exactly: ["scene.", "sheet.", "simulator."], source: #line),
        Row(line: "expect no simulator.", exactly: ["simulator.error", "simulator.warning"], source: #line),
        Row(line: "expect no scene.", exactly: ["scene.delegate."], source: #line),
        Row(line: "expect no scene.delegate.", exactly: ["scene.delegate.sceneDidBecomeActive", "scene.delegate.sceneWillResignActive",
                                                             "scene.delegate.windowSceneDidUpdateEffectiveGeometry"], source: #line),
        Row(line: "expect no application.delegate.applicationW", exactly: ["application.delegate.applicationWillResignActive"], source: #line),
        Row(setup: ["present \"child\""], line: "expect no c", exactly: ["child."], source: #line),
        Row(line: "expect sheet.viewDidAppear ", exactly: ["count", "exactly"], source: #line),
        Row(line: "expect sheet.viewDidAppear exactly 2 ", exactly: ["time", "times"], source: #line),
        Row(line: "expect sheet.viewDidAppear(animated: true) ", exactly: ["count", "exactly"], source: #line),
        Row(line: "expect sheet.viewDidAppear count >= 1 ", exactly: ["from", "to"], source: #line),
        Row(line: "expect ", includes: ["callbacks", "state", "no", "sheet."], excludes: ["present"], source: #line),
        // Properties and their values.
        Row(line: "set prefersG", exactly: ["prefersGrabberVisible"], source: #line),
        Row(line: "set prefersGrabberVisible ", exactly: ["="], source: #line),
        Row(line: "set prefersGrabberVisible = ", exactly: ["false", "off", "on", "true"], source: #line),
        Row(line: "set modalPresentationStyle = ", exactly: ModalPresentationStyle.presentable.map(\.rawValue).sorted(), source: #line),
        Row(setup: ["detents medium custom(\"peek\", 150pt)"], line: "set selectedDetentIdentifier = ",
            exactly: ["\"peek\"", "fraction(", "height(", "large", "medium", "nil"], source: #line),
        Row(setup: ["presentationDetents height(200pt) large"], line: "set selectedDetentIdentifier = h",
            exactly: ["height(", "height(200pt)"], source: #line),
        Row(line: "expect state ", exactly: StateProperty.catalog.map(\.name).sorted(), source: #line),
        Row(line: "expect state phase == ", exactly: SheetPhase.allCases.map(\.rawValue).sorted(), source: #line),
        Row(line: "expect state topY ", exactly: ["!=", "<", "<=", "==", ">", ">=", "of"], source: #line),
        Row(line: "expect state topY == 300pt ", exactly: ["at", "±"], source: #line),
        // Numbers get their units; an empty slot says what it wants.
        Row(line: "wait 3", exactly: ["3ms", "3s", "3us"], source: #line),
        Row(line: "wait ", exactly: ["until"], hints: true, source: #line),
        Row(line: "wait until ", exactly: ["settled"], hints: true, source: #line),
        Row(line: "metric flickSpeed = 12", exactly: ["12pt/s"], source: #line),
        Row(line: "metric mediumFraction = 0.5", exactly: ["0.5", "0.5%"], source: #line),
        Row(line: "metric ", exactly: UIKitMetrics.catalog.map(\.name).sorted(), source: #line),
        Row(line: "drag grabber by -12", exactly: ["-12pt"], source: #line),
        Row(line: "drag grabber by 100pt ", exactly: ["over", "with"], source: #line),
        Row(line: "drag grabber by 100pt with ", exactly: ["velocity"], source: #line),
        Row(line: "drag ", exactly: ["body", "divider", "grabber", "scrollView", "sidebar"], source: #line),
        Row(line: "drag sidebar ", exactly: ["by", "in"], source: #line),
        // Enumerations from the types.
        Row(line: "rotate ", exactly: Vocabulary.orientations.sorted(), source: #line),
        Row(line: "option detentChangeTiming = ", exactly: BehaviorOptions.DetentChangeTiming.allCases.map(\.rawValue).sorted(), source: #line),
        Row(line: "os ", exactly: ["12", "13", "14", "15", "16", "17", "18", "26", "26.1", "27"], source: #line),
        Row(line: "os 17 ", exactly: ["anchoredActionSheets", "automaticFormSheetOnPad", "customBindingStackOnAppear", "customDetentCardStack", "customDetents",
                                      "dismissPopsSplitView", "floatingSheets", "glassBars", "inspectorColumn",
                                      "noActiveDetentException", "prefersPageSizing", "presentationCustomization", "presentationDetents",
                                      "presenterScale", "rePresentAfterDismissAndPop", "sceneLifecycle", "sheetPlacement", "splitViewDidShow", "updateProperties",
                                      "viewIsAppearing"], source: #line),
        Row(line: "os 26.1 ", includes: ["floatingSheets", "presenterScale"], source: #line),
        // iPadOS 26 window controls and iOS 27's sheet placement.
        Row(line: "sdk ", exactly: ["12", "13", "14", "15", "16", "17", "18", "26", "27"], source: #line),
        Row(line: "preferredWindowingControlStyle ", exactly: ["automatic", "minimal", "unified"], source: #line),
        Row(line: "set preferredPlacement = ", exactly: ["automatic", "center", "leading", "trailing"], source: #line),
        Row(line: "alert \"confirm\" ", exactly: ["preferredStyle"], source: #line),
        Row(line: "alert \"confirm\" preferredStyle ", exactly: ["actionSheet", "alert"], source: #line),
        Row(line: "action \"Delete\" ", exactly: ["cancel", "default", "destructive"], source: #line),
        Row(line: "device \"iPhone 1", includes: ["\"iPhone 14 Pro\"", "\"iPhone 16 Pro\""], excludes: ["\"iPad Pro 11\""], source: #line),
        Row(line: "device iPh", includes: ["\"iPhone 14 Pro\""], source: #line),
        Row(line: "device \"iPhone 14 Pro\" ", exactly: (Vocabulary.orientations + DeviceOverride.words).sorted(), source: #line),
        Row(line: "device \"iPhone 17", includes: ["\"iPhone 17 Pro\"", "\"iPhone 17 Pro Max\"", "\"iPhone 17e\""], source: #line),
        Row(line: "device \"iPad Pro 13", includes: ["\"iPad Pro 13-inch (M4)\"", "\"iPad Pro 13-inch (M5)\""], source: #line),
        Row(line: "device \"iPad mini (A17 Pro)\" windows ", exactly: ["landscape", "portrait"], source: #line),
        Row(line: "device \"iPad mini (A17 Pro)\" windows portrait ", exactly: ["oneThird", "slideOver", "twoThirds"], source: #line),
        Row(line: "device \"iPhone 17 Pro\" landscapeWidthClass ", exactly: ["compact", "regular"], source: #line),
        Row(line: "device \"iPhone 17 Pro\" refreshRate ", exactly: ["120Hz", "60Hz"], source: #line),
        Row(line: "device custom width 390pt ", includes: ["height", "safeArea", "pad", "portrait"], source: #line),
        Row(line: "tap ", exactly: ["action", "dimmingView", "displayModeButton", "grabber", "outside", "presenter", "row", "secondary", "secondaryOnlyButton", "sidebarButton"],
            source: #line),
        Row(line: "show column ", exactly: ["compact", "inspector", "primary", "secondary", "supplementary"], source: #line),
        Row(line: "splitViewController \"split\" ", exactly: ["classic", "doubleColumn", "tripleColumn", "unspecified"], source: #line),
        // Layout and table lines (layout rules 3-6, 53).
        Row(line: "swipe ", exactly: ["back", "page", "row"], source: #line),
        Row(line: "swipeActions ", includes: ["leading", "trailing", "of"], source: #line),
        Row(line: "set navigationItem.largeTitleDisplayMode = ", exactly: ["always", "automatic", "never"], source: #line),
        // `set` offers what the controller it configures has, as the parser takes it: the sheet's
        // properties, or the container declared last's (a split view controller's as its style
        // reads them); the layout settings either way.
        Row(line: "set s", exactly: ["scrollView.bottomEdgeEffect.style", "scrollView.topEdgeEffect.style", "selectedDetentIdentifier",
                                     "shouldDismiss"], source: #line),
        Row(setup: ["tabBarController \"tabs\" tabs \"a\", \"b\""], line: "set s",
            exactly: ["scrollView.bottomEdgeEffect.style", "scrollView.topEdgeEffect.style", "selectedIndex", "shouldSelect",
                      "sidebar.isHidden"], source: #line),
        Row(line: "set scrollView.topEdgeEffect.style = ", exactly: ["automatic", "hard", "soft"], source: #line),
        Row(setup: ["navigationController \"nav\" root \"a\""], line: "set ",
            exactly: (Vocabulary.layoutProperties + ["hasDelegate", "interactivePopGestureRecognizer.isEnabled", "binding", "item", "path"]).sorted(),
            source: #line),
        Row(setup: ["splitViewController \"split\" classic"], line: "set p",
            exactly: ["path", "preferredDisplayMode", "preferredPrimaryColumnWidth", "preferredPrimaryColumnWidthFraction", "presentsWithGesture",
                      "primaryEdge", "primaryViewControllerForCollapsing", "primaryViewControllerForExpanding",
                      "providesPresentationContextTransitionStyle"], source: #line),
        Row(setup: ["navigationController \"nav\" root \"inbox\"", "sheet \"p\""],
            line: "set popoverPresentationController.barButtonItem = \"inbox\" r", exactly: ["rightBarButtonItem", "rightBarButtonItems"], source: #line),
        Row(setup: ["sheet \"p\""], line: "set modalTransitionStyle = c", exactly: ["coverVertical", "crossDissolve"], source: #line),
        Row(setup: ["sheet \"p\""], line: "set modalPresentationStyle = o", includes: ["overCurrentContext", "overFullScreen"], source: #line),
        Row(setup: ["splitViewController \"split\" tripleColumn"], line: "set p",
            includes: ["preferredSplitBehavior", "preferredSupplementaryColumnWidth"],
            excludes: ["primaryViewControllerForCollapsing", "prefersGrabberVisible"], source: #line),
        Row(setup: ["splitViewController \"split\" doubleColumn", "sheet \"sheet\""], line: "set prefersG",
            exactly: ["prefersGrabberVisible"], source: #line),
        Row(line: "scrollView contentInsetAdjustmentBehavior ", exactly: ["always", "automatic", "never", "scrollableAxes"], source: #line),
        Row(line: "animateChanges set additional", exactly: [], source: #line),
        Row(line: "tap grabber ", exactly: [], source: #line),
        Row(line: "presentationBackgroundInteraction en", exactly: ["enabled", "enabled("], source: #line),
        Row(line: "sheet ", exactly: ["\"presenter\"", "\"sheet\""], hints: true, source: #line),
        // Marks set so far.
        Row(setup: ["mark flick", "mark swipe"], line: "expect callbacks from ", exactly: ["flick", "swipe"], hints: true, source: #line),
        Row(setup: ["mark flick"], line: "expect no sheet.viewDidAppear from flick ", exactly: ["to"], source: #line),
        // Inside a callback block: a callback or end, and the REPL's commands.
        Row(setup: ["expect callbacks"], line: "", includes: ["end", "sheet.", "presenter.", "help", "show"],
            excludes: ["present", "detents"], hints: true, source: #line),
        Row(setup: ["expect callbacks"], line: "400ms sheet.viewDidA", exactly: ["sheet.viewDidAppear"], source: #line),
        // The REPL's own commands.
        Row(line: "help pres", includes: ["present", "presentationDetents"], source: #line),
        // The REPL's `show` and `hide` beside the language's split view `show column`, `show "x"`, `hide column`.
        Row(line: "show ", exactly: ["\"presenter\"", "\"sheet\"", "bars", "column", "layout", "margins", "safeArea"], hints: true,
            source: #line),
        Row(line: "show safeArea ", includes: ["margins", "bars"], hints: true, source: #line),
        Row(line: "hide ", exactly: ["column", "layout", "none", "passes"], source: #line),
        Row(line: "save ", exactly: ["bug.sheet", "scenarios/"], source: #line),
        Row(line: "load scenarios/", exactly: ["scenarios/_medium-large.sheet", "scenarios/lifecycle/"], source: #line),
        Row(line: "save ~/", exactly: ["~/saved.sheet"], source: #line),
        Row(line: "timeline ", exactly: ["scenarios/"], source: #line),
        Row(line: "include ", exactly: ["\"bug.sheet\"", "\"scenarios/"], source: #line),
        Row(line: "include \"scenarios/_", exactly: ["\"scenarios/_medium-large.sheet\""], source: #line),
        Row(line: "quit ", exactly: [], source: #line),
        // Nothing in a comment or after a line that cannot be right.
        Row(line: "present # pre", exactly: [], source: #line),
        Row(line: "presnt ", exactly: [], source: #line),
        Row(line: "drag grabber by 100ms ", exactly: [], source: #line),
    ]

    @Test(arguments: rows)
    func candidatesFollowTheGrammar(row: Row) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.source, column: 1)
        let (texts, hints) = Self.candidates(row)
        if let exactly = row.exactly { #expect(texts == exactly, sourceLocation: location) }
        for word in row.includes { #expect(texts.contains(word), "missing \(word)", sourceLocation: location) }
        for word in row.excludes { #expect(!texts.contains(word), "offers \(word)", sourceLocation: location) }
        #expect(!hints.isEmpty == row.hints, "hints: \(hints)", sourceLocation: location)
    }

    /// A receiver path continues without a space; a finished callback or word gets one.
    @Test func spacesFollowFinishedWordsOnly() {
        let context = REPLSession().completionContext
        let sheet = SyntaxCompleter.complete("expect no she", context: context).candidates
        #expect(sheet == [.init("sheet.", display: "sheet.", appendsSpace: false)])
        let callback = SyntaxCompleter.complete("expect no sheet.viewDidApp", context: context).candidates
        #expect(callback == [.init("sheet.viewDidAppear", display: "viewDidAppear", appendsSpace: true)])
        let custom = SyntaxCompleter.complete("detents cus", context: context).candidates
        #expect(custom == [.init("custom(", appendsSpace: false)])
    }

    /// Through the editor: Tab-Tab on an empty line lists the commands (about forty, not every
    /// word of the language), and Tab after a receiver completes from its callbacks.
    @Test func theEditorCompletesFromTheSession() {
        let session = REPLSession()
        var editor = LineEditor(completions: { REPLCommand.lineCompletion(session.completions(for: $0)) })
        #expect(editor.handle(.tab) == .bell)
        guard case .listCompletions(let all) = editor.handle(.tab) else {
            Issue.record("Tab-Tab did not list")
            return
        }
        #expect(all == Set(Vocabulary.commands + REPLSession.builtins).sorted())
        for key in "expect no sheet.delegate.presentationControllerWillD".unicodeScalars { _ = editor.handle(.character(key)) }
        #expect(editor.handle(.tab) == .redraw)
        #expect(editor.line == "expect no sheet.delegate.presentationControllerWillDismiss ")
    }

    /// A split view controller's delegate completes to the split view delegate's callbacks once
    /// the session has declared it.
    @Test func aSplitViewDelegateCompletesItsCallbacks() {
        var session = REPLSession()
        for line in ["device \"iPad Pro 11\" landscape", "splitViewController \"split\" doubleColumn", "column primary \"sidebar\"",
                     "rootViewController \"split\"", "wait until settled"] {
            _ = session.handle(line: line)
        }
        let candidates = session.completions(for: "expect split.delegate.splitViewControllerDid").candidates.map(\.text)
        #expect(candidates == ["split.delegate.splitViewControllerDidCollapse", "split.delegate.splitViewControllerDidExpand",
                               "split.delegate.splitViewControllerDidHide", "split.delegate.splitViewControllerDidShow"])
        let wrapper = session.completions(for: "push \"x\" in \"sidebarN").candidates.map(\.text)
        #expect(wrapper == ["\"sidebarNav\""])
    }
}
