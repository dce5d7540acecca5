import Testing
@testable import SheetSim

/// The callbacks' parameters: the one place the log's labels come from, and what a pattern's
/// argument text is checked against. Every callback's own printed arguments must pass the check.
@Suite struct CallbackParameterTests {
    static let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// At least one callback of every name, with the values that print differently (nil, a
    /// custom identifier, a fraction of a point, a string with quotes and commas).
    static let samples: [Callback] = [
        .viewWillAppear(animated: true), .viewIsAppearing(animated: false), .viewDidAppear(animated: true),
        .viewWillDisappear(animated: false), .viewDidDisappear(animated: true),
        .willMove(toParent: "nav"), .willMove(toParent: nil), .didMove(toParent: "nav"), .didMove(toParent: nil),
        .willTransition(to: traits), .viewWillTransition(to: Size(width: 390, height: 844.5)), .traitCollectionDidChange,
        .presentationTransitionWillBegin, .presentationTransitionDidEnd(completed: false),
        .dismissalTransitionWillBegin, .dismissalTransitionDidEnd(completed: true),
        .presentationControllerShouldDismiss(answer: false), .presentationControllerWillDismiss,
        .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
        .adaptivePresentationStyle(traitCollection: traits, answer: .none),
        .presentationControllerWillPresentWithAdaptiveStyle(.fullScreen),
        .presentationControllerPrepare(adaptivePresentationController: "UISheetPresentationController"),
        .popoverPresentationControllerWillRepositionPopover(to: Rect(x: 20, y: 80.5, width: 44, height: 0)),
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(.medium),
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier("peek"),
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(nil),
        .navigationControllerWillShow("detail", animated: true), .navigationControllerDidShow("detail", animated: false),
        .tabBarControllerShouldSelect("search", answer: false), .tabBarControllerDidSelect("search"),
        .tabBarControllerShouldSelectTab("albums", answer: true), .tabBarControllerDidSelectTab("albums", previousTab: "home"),
        .tabBarControllerSidebarVisibilityWillChange(isHidden: true), .tabBarControllerDisplayedViewControllers("albums", proposed: "albums"),
        .pageViewControllerWillTransitionTo("detail"), .pageViewControllerDidFinishAnimating(true, previous: "list", completed: false),
        .splitViewControllerWillChangeTo(displayMode: .oneBesideSecondary),
        .splitViewControllerWillShow(column: .primary), .splitViewControllerWillHide(column: .supplementary),
        .splitViewControllerDidShow(column: .inspector), .splitViewControllerDidHide(column: .primary),
        .splitViewControllerTopColumnForCollapsing(proposed: .secondary, answer: .primary),
        .splitViewControllerDisplayModeForExpanding(proposed: .automatic, answer: .twoBesideSecondary),
        .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
        .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd,
        .primaryViewControllerForCollapsing(answer: nil), .primaryViewControllerForCollapsing(answer: "list"),
        .splitViewControllerCollapseSecondary("detail", onto: "list", answer: true),
        .primaryViewControllerForExpanding(answer: "list"),
        .splitViewControllerSeparateSecondaryFrom("list", answer: nil), .splitViewControllerSeparateSecondaryFrom("list", answer: "detail"),
        .targetDisplayModeForAction(answer: .secondaryOnly),
        .splitViewControllerShowDetail("detail", answer: false), .splitViewControllerShow("detail", answer: true),
        .collapseSecondaryViewController("detail", for: "split"),
        .separateSecondaryViewController(for: "split", answer: nil), .separateSecondaryViewController(for: "split", answer: "detail"),
        .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .updateProperties, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .scrollViewDidChangeAdjustedContentInset, .navigationBarAppearanceChanged(.scrollEdgeAppearance),
        .tableViewLeadingSwipeActionsConfigurationForRowAt(row: 0), .tableViewTrailingSwipeActionsConfigurationForRowAt(row: 12),
        .tableViewWillBeginEditingRowAt(row: 3), .tableViewDidEndEditingRowAt(row: 3),
        .contextualActionHandler(title: "Delete, \"all\"", row: 2),
        .alertActionHandler(title: "Delete"),
        .sceneWillResignActive, .sceneDidBecomeActive, .applicationWillResignActive, .applicationDidBecomeActive,
        .windowSceneDidUpdateEffectiveGeometry(size: Size(width: 700, height: 500.5), isInteractivelyResizing: true),
        .tapReceived(at: Point(x: 10.5, y: -3.25)),
        .animateAlongsideTransition(isInteractive: true, isCancelled: false),
        .animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: true),
        .notifyWhenInteractionChanges(isInteractive: false, isCancelled: true),
        .warning("a \"quoted\", text\nover two lines"), .error("no active detent"),
        .onAppear, .onDisappear, .task(.start), .task(.cancel), .onDismiss,
        .binding("showDetail", .bool(false)), .binding("selected", .item("4\"2")), .binding("selected", .item(nil)),
        .binding("size", .detent(.large)),
        .scenePhase(.inactive), .scenePhase(.active),
    ]

    @Test func theSamplesCoverEveryName() {
        let covered = Set(Self.samples.map(\.callbackName))
        #expect(CallbackName.allCases.filter { !covered.contains($0) } == [])
    }

    /// The log's arguments are the name's parameters, one value each: no value left without a
    /// label, no label without a value.
    @Test func everyCallbackHasOneValuePerParameter() {
        for callback in Self.samples {
            #expect(callback.argumentValues.count == callback.callbackName.parameters.count, "\(callback)")
        }
    }

    /// Whatever the log prints between a callback's parentheses, the check lets through.
    @Test func everyCallbacksPrintedArgumentsPassTheCheck() {
        let controllers = ["nav", "detail", "search", "list", "split", "albums", "home"]
        for callback in Self.samples where !callback.callbackName.parameters.isEmpty {
            let problem = CallbackVocabulary.whyNever(arguments: callback.argumentsText, of: callback.callbackName,
                                                      controllers: controllers)
            #expect(problem == nil, "\(callback.argumentsText): \(problem?.reason ?? "")")
        }
    }

    struct Row: Sendable {
        var name: CallbackName
        var arguments: String
        var reason: String?
        var suggestion: String?
        var line: Int
    }

    static let rows: [Row] = [
        Row(name: .viewDidAppear, arguments: "animated: true", reason: nil, line: #line),
        Row(name: .binding, arguments: "showDetail: false", reason: nil, line: #line),
        Row(name: .binding, arguments: "selected: \"42\"", reason: nil, line: #line),
        Row(name: .binding, arguments: "false", reason: "binding's argument is labelled with the binding's name, e.g. binding(showDetail: false)",
            line: #line),
        Row(name: .binding, arguments: "showDetail:false", reason: "its arguments are spaced otherwise than the log prints them",
            suggestion: "showDetail: false", line: #line),
        Row(name: .task, arguments: "started", reason: "\"started\" is not a value of phase, which is one of start, cancel",
            suggestion: "start", line: #line),
        Row(name: .scenePhase, arguments: "background", reason: "\"background\" is not a value of phase, which is one of active, inactive",
            line: #line),
        Row(name: .viewDidAppear, arguments: "animatd: true", reason: "viewDidAppear has no argument labelled \"animatd\"",
            suggestion: "animated: true", line: #line),
        Row(name: .viewDidAppear, arguments: "animated: maybe",
            reason: "\"maybe\" is not a value of animated, which is true or false", line: #line),
        Row(name: .viewDidAppear, arguments: "animated: ture",
            reason: "\"ture\" is not a value of animated, which is true or false", suggestion: "animated: true", line: #line),
        Row(name: .viewDidAppear, arguments: "", reason: "viewDidAppear has 1 argument, none is written", line: #line),
        Row(name: .presentationControllerDidDismiss, arguments: "",
            reason: "presentationControllerDidDismiss has no arguments: the log prints it without parentheses", line: #line),
        Row(name: .tableViewDidEndEditingRowAt, arguments: "row: 03", reason: "the log prints row \"03\" as 3",
            suggestion: "row: 3", line: #line),
        Row(name: .tableViewDidEndEditingRowAt, arguments: "row: three", reason: "\"three\" is not a whole number, as row is",
            line: #line),
        Row(name: .willTransition, arguments: "to: wC hr", reason:
            "\"wC hr\" is not a pair of size classes, as to is (wC hR: width compact, height regular)", suggestion: "to: wC hR",
            line: #line),
        Row(name: .willMove, arguments: "toParent: \"nav\"", reason: "a controller's name prints without quotes",
            suggestion: "toParent: nav", line: #line),
        Row(name: .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
            arguments: "selectedDetentIdentifier: com.apple.UIKit.large",
            reason: "the log prints \"com.apple.UIKit.large\" as large", suggestion: "selectedDetentIdentifier: large", line: #line),
        Row(name: .splitViewControllerWillShow, arguments: "column: .primary", reason: "column prints without a dot",
            suggestion: "column: primary", line: #line),
        Row(name: .contextualActionHandler, arguments: "\"Delete\", row: 2", reason: nil, line: #line),
        Row(name: .contextualActionHandler, arguments: "\"Delete, row: 2", reason: "a string literal in its arguments is not closed",
            line: #line),
        Row(name: .contextualActionHandler, arguments: "\"Delete\",row: 2",
            reason: "its arguments are spaced otherwise than the log prints them", suggestion: "\"Delete\", row: 2", line: #line),
        Row(name: .warning, arguments: "\"bad \\q escape\"", reason: "message prints as a quoted string literal", line: #line),
    ]

    @Test func argumentTextIsCheckedAgainstTheParameters() {
        for row in Self.rows {
            let problem = CallbackVocabulary.whyNever(arguments: row.arguments, of: row.name, controllers: ["nav"])
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(problem?.reason == row.reason, sourceLocation: location)
            #expect(problem?.suggestion == row.suggestion, sourceLocation: location)
        }
    }
}
