import Testing
@testable import SheetSim

/// A SwiftUI view's rules, one machine at a time: events in, SwiftUI's log entries and requests out.
@Suite struct SwiftUIViewMachineTests {
    typealias Action = MachineAction<SwiftUIRequest>

    static let sheet = SwiftUIPresentationModifier(.sheet, binding: "show", onDismiss: true, content: "detail")
    static let itemSheet = SwiftUIPresentationModifier(.sheet, binding: "selected", bindingKind: .item, onDismiss: true, content: "card")
    static let cover = SwiftUIPresentationModifier(.fullScreenCover, binding: "showCover", content: "cover")

    /// `content`, which presents `detail` while `show` is true, `card` while `selected` holds an
    /// item, and `cover` full screen while `showCover` is true.
    static func content(_ options: BehaviorOptions = .reference) -> SwiftUIViewMachine {
        SwiftUIViewMachine(SwiftUIViewDeclaration("content", modifiers: [.presentation(sheet), .presentation(itemSheet), .presentation(cover)]),
                           options: options)
    }

    /// `detail`, with medium and large detents selected by `size`, and a task.
    static func detail(_ options: BehaviorOptions = .reference, callsViewIsAppearing: Bool = true) -> SwiftUIViewMachine {
        SwiftUIViewMachine(SwiftUIViewDeclaration("detail", modifiers: [.presentationDetents([.medium, .large], selection: "size"), .task]),
                           options: options, callsViewIsAppearing: callsViewIsAppearing)
    }

    static func on(_ view: String, _ callback: Callback) -> Action { .callback(.viewController(view), callback) }
    static func write(_ binding: String, _ value: SwiftUIBindingValue) -> Action { on("content", .binding(binding, value)) }
    static func toContent(_ event: SwiftUIViewEvent) -> Action { .send(.to("content", event, as: SwiftUIViewMachine.self)) }
    static func active(_ modifier: Int, _ value: SwiftUIBindingValue) -> SwiftUIActivePresentation {
        let content = [sheet, itemSheet, cover][modifier].content
        return SwiftUIActivePresentation(modifier: modifier, content: content, value: value)
    }

    // MARK: The app's code writing a presentation binding

    struct BindingRow: Sendable {
        var line: Int
        var state: SwiftUIViewState
        var binding: String
        var value: SwiftUIBindingValue
        var actions: [Action]
        var after: SwiftUIViewState
    }

    static let bindingRows: [BindingRow] = [
        // Presented while true or non-nil.
        BindingRow(line: #line, state: .idle, binding: "show", value: .bool(true),
                   actions: [write("show", .bool(true)), .request(.present(sheet))], after: .presenting(active(0, .bool(true)))),
        BindingRow(line: #line, state: .idle, binding: "show", value: .bool(false), actions: [write("show", .bool(false))], after: .idle),
        BindingRow(line: #line, state: .idle, binding: "selected", value: .item("1"),
                   actions: [write("selected", .item("1")), .request(.present(itemSheet))], after: .presenting(active(1, .item("1")))),
        // Dismissed when written false or nil.
        BindingRow(line: #line, state: .presented(active(0, .bool(true))), binding: "show", value: .bool(false),
                   actions: [write("show", .bool(false)), .request(.dismiss(content: "detail"))],
                   after: .dismissing(active(0, .bool(true)), replacement: nil)),
        BindingRow(line: #line, state: .presented(active(1, .item("1"))), binding: "selected", value: .item(nil),
                   actions: [write("selected", .item(nil)), .request(.dismiss(content: "card"))],
                   after: .dismissing(active(1, .item("1")), replacement: nil)),
        // The same value again changes nothing.
        BindingRow(line: #line, state: .presented(active(0, .bool(true))), binding: "show", value: .bool(true),
                   actions: [write("show", .bool(true))], after: .presented(active(0, .bool(true)))),
        // Another item replaces: dismissed now, presented after (DOC, P-S2).
        BindingRow(line: #line, state: .presented(active(1, .item("1"))), binding: "selected", value: .item("2"),
                   actions: [write("selected", .item("2")), .request(.dismiss(content: "card"))],
                   after: .dismissing(active(1, .item("1")), replacement: .item("2"))),
        // One presentation from a view at a time.
        BindingRow(line: #line, state: .presented(active(0, .bool(true))), binding: "selected", value: .item("1"),
                   actions: [write("selected", .item("1")),
                             .callback(.simulator, .warning("content is already presenting detail; only one presentation from a view is supported at a time"))],
                   after: .presented(active(0, .bool(true)))),
        // Written true again while leaving: presented again once it has left.
        BindingRow(line: #line, state: .dismissing(active(0, .bool(true)), replacement: nil), binding: "show", value: .bool(true),
                   actions: [write("show", .bool(true))], after: .dismissing(active(0, .bool(true)), replacement: .bool(true))),
        // A binding no view declares is ignored by the machine (the simulator refuses it first).
        BindingRow(line: #line, state: .idle, binding: "other", value: .bool(true), actions: [], after: .idle),
    ]

    @Test(arguments: bindingRows)
    func writingABindingPresentsDismissesOrReplaces(_ row: BindingRow) {
        var machine = Self.content()
        machine.state = row.state
        #expect(machine.handle(.bindingSet(row.binding, row.value)) == row.actions, "line \(row.line)")
        #expect(machine.state == row.after, "line \(row.line)")
    }

    // MARK: The end of a presentation

    struct EndRow: Sendable {
        var line: Int
        var state: SwiftUIViewState
        var options: BehaviorOptions = .reference
        var actions: [Action]
        var after: SwiftUIViewState
    }

    static let onDismissFirst: BehaviorOptions = {
        var options = BehaviorOptions()
        options.swiftUIOnDismissOrder = .beforeBindingWriteBack
        return options
    }()

    static let endRows: [EndRow] = [
        // A dismissal the user made: the binding is written back, then onDismiss (the defaults).
        EndRow(line: #line, state: .presented(active(0, .bool(true))),
               actions: [write("show", .bool(false)), on("content", .onDismiss)], after: .idle),
        EndRow(line: #line, state: .presented(active(0, .bool(true))), options: onDismissFirst,
               actions: [on("content", .onDismiss), write("show", .bool(false))], after: .idle),
        // The app's code made it: the binding was written then; onDismiss alone.
        EndRow(line: #line, state: .dismissing(active(0, .bool(true)), replacement: nil), actions: [on("content", .onDismiss)], after: .idle),
        // A replacement: onDismiss between the dismissal and the new presentation (OBS, P-S40).
        EndRow(line: #line, state: .dismissing(active(1, .item("1")), replacement: .item("2")),
               actions: [on("content", .onDismiss), .request(.presentAfterDismissal(itemSheet))], after: .presenting(active(1, .item("2")))),
    ]

    @Test(arguments: endRows)
    func theEndOfAPresentationWritesBackAndRunsOnDismiss(_ row: EndRow) {
        var machine = Self.content(row.options)
        machine.state = row.state
        if let presentation = row.state.presentation { machine.bindings[[Self.sheet, Self.itemSheet, Self.cover][presentation.modifier].binding] = presentation.value }
        let content = row.state.presentation!.content
        #expect(machine.handle(.contentDismissed(content)) == row.actions, "line \(row.line)")
        #expect(machine.state == row.after, "line \(row.line)")
    }

    @Test func anotherContentLeavingChangesNothing() {
        var machine = Self.content()
        machine.state = .presented(Self.active(0, .bool(true)))
        #expect(machine.handle(.contentDismissed("card")) == [])
        #expect(machine.state == .presented(Self.active(0, .bool(true))))
    }

    @Test func aWriteBackAtTheSwipesStartIsUndoneByACancel() {
        var options = BehaviorOptions()
        options.swiftUIBindingWriteBack = .atDismissalStart
        var machine = Self.content(options)
        machine.state = .presented(Self.active(0, .bool(true)))
        machine.bindings["show"] = .bool(true)
        #expect(machine.handle(.contentSwipeBegan("detail")) == [Self.write("show", .bool(false))])
        #expect(machine.handle(.contentSwipeCancelled("detail")) == [Self.write("show", .bool(true))])
        #expect(machine.handle(.contentSwipeBegan("detail")) == [Self.write("show", .bool(false))])
        // Written already: the end of the dismissal runs onDismiss alone.
        #expect(machine.handle(.contentDismissed("detail")) == [Self.on("content", .onDismiss)])
    }

    @Test func atTheDismissalsEndASwipeWritesNothingUntilItEnds() {
        var machine = Self.content()
        machine.state = .presented(Self.active(0, .bool(true)))
        machine.bindings["show"] = .bool(true)
        #expect(machine.handle(.contentSwipeBegan("detail")) == [])
        #expect(machine.handle(.contentSwipeCancelled("detail")) == [])
        #expect(machine.bindings["show"] == .bool(true))
    }

    @Test func dismissCalledByTheContentWritesTheBindingAndDismisses() {
        var machine = Self.content()
        machine.state = .presented(Self.active(1, .item("7")))
        #expect(machine.handle(.contentCalledDismiss("card")) == [Self.write("selected", .item(nil)), .request(.dismiss(content: "card"))])
        #expect(machine.handle(.contentCalledDismiss("detail")) == [])
    }

    @Test func aRefusedPresentationLeavesTheViewIdle() {
        var machine = Self.content()
        _ = machine.handle(.bindingSet("show", .bool(true)))
        #expect(machine.handle(.presentationRefused("detail")) == [])
        #expect(machine.state == .idle)
        #expect(machine.bindings["show"] == .bool(true))
    }

    // MARK: onAppear and onDisappear

    struct AppearanceRow: Sendable {
        var line: Int
        var options: BehaviorOptions = .reference
        var callsViewIsAppearing = true
        /// Each event with what it returns.
        var steps: [(SwiftUIViewEvent, [Action])]
    }

    static let appearing = [on("detail", .onAppear), on("detail", .task(.start))]
    static let disappearing = [on("detail", .onDisappear), on("detail", .task(.cancel))]
    static let afterDidAppear: BehaviorOptions = {
        var options = BehaviorOptions()
        options.swiftUIOnAppearTiming = .afterViewDidAppear
        return options
    }()
    static let atWillDisappear: BehaviorOptions = {
        var options = BehaviorOptions()
        options.swiftUIOnDisappearTiming = .afterViewWillDisappear
        return options
    }()

    static let cancelNextRunLoop: BehaviorOptions = {
        var options = BehaviorOptions()
        options.swiftUITaskCancelTiming = .nextRunLoop
        return options
    }()

    static let appearanceRows: [AppearanceRow] = [
        // The task's cancel on the next turn of the main queue, when the option says so.
        AppearanceRow(line: #line, options: cancelNextRunLoop, steps: [
            (.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), appearing),
            (.appearance(.viewDidDisappear), [on("detail", .onDisappear), .callbackAsync(.viewController("detail"), .task(.cancel))]),
        ]),
        // Between viewWillAppear and viewDidAppear: after viewIsAppearing (GUESS, the default).
        AppearanceRow(line: #line, steps: [(.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), appearing),
                                           (.viewDidAppearComing, []), (.appearance(.viewDidAppear), [])]),
        // Where the release calls no viewIsAppearing: right after viewWillAppear.
        AppearanceRow(line: #line, callsViewIsAppearing: false, steps: [(.appearance(.viewWillAppear), appearing), (.appearance(.viewDidAppear), [])]),
        // No viewIsAppearing came (a full-screen cover's presenter coming back): before viewDidAppear.
        AppearanceRow(line: #line, steps: [(.appearance(.viewWillAppear), []), (.viewDidAppearComing, appearing), (.appearance(.viewDidAppear), [])]),
        // The other reading: after viewDidAppear.
        AppearanceRow(line: #line, options: afterDidAppear, steps: [(.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), []),
                                                                    (.viewDidAppearComing, []), (.appearance(.viewDidAppear), appearing)]),
        // onDisappear after viewDidDisappear (GUESS, the default), once.
        AppearanceRow(line: #line, steps: [(.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), appearing),
                                           (.appearance(.viewWillDisappear), []), (.appearance(.viewDidDisappear), disappearing),
                                           (.appearance(.viewDidDisappear), [])]),
        AppearanceRow(line: #line, options: atWillDisappear, steps: [(.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), appearing),
                                                                     (.appearance(.viewWillDisappear), disappearing), (.appearance(.viewDidDisappear), [])]),
        // A cancelled swipe: viewWillDisappear, then the appearance again, and nothing runs.
        AppearanceRow(line: #line, steps: [(.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), appearing),
                                           (.appearance(.viewWillDisappear), []), (.appearance(.viewWillAppear), []),
                                           (.appearance(.viewIsAppearing), []), (.appearance(.viewDidAppear), [])]),
        // Appearing again after it left: onAppear again.
        AppearanceRow(line: #line, steps: [(.appearance(.viewWillAppear), []), (.appearance(.viewIsAppearing), appearing),
                                           (.appearance(.viewDidDisappear), disappearing), (.appearance(.viewWillAppear), []),
                                           (.appearance(.viewIsAppearing), appearing)]),
    ]

    @Test(arguments: appearanceRows)
    func onAppearAndOnDisappearRunWhereTheOptionsPutThem(_ row: AppearanceRow) {
        var machine = Self.detail(row.options, callsViewIsAppearing: row.callsViewIsAppearing)
        for (index, step) in row.steps.enumerated() {
            #expect(machine.handle(step.0) == step.1, "line \(row.line), step \(index)")
        }
    }

    // MARK: Presented content

    @Test func thePresentationEndsWhenBothItsEndsAreLogged_inEitherOrder() {
        for transitionFirst in [true, false] {
            var machine = Self.detail()
            _ = machine.handle(.presented(by: "content"))
            _ = machine.handle(.appearance(.viewWillAppear))
            _ = machine.handle(.appearance(.viewIsAppearing))
            _ = machine.handle(.appearance(.viewWillDisappear))
            if transitionFirst {
                #expect(machine.handle(.dismissalTransitionEnded(completed: true)) == [])
                #expect(machine.handle(.appearance(.viewDidDisappear)) == Self.disappearing + [Self.toContent(.contentDismissed("detail"))])
            } else {
                #expect(machine.handle(.appearance(.viewDidDisappear)) == Self.disappearing)
                #expect(machine.handle(.dismissalTransitionEnded(completed: true)) == [Self.toContent(.contentDismissed("detail"))])
            }
            #expect(machine.presenter == nil)
        }
    }

    @Test func aCancelledSwipeTellsThePresenter_andRunsNothingByDefault() {
        var machine = Self.detail()
        _ = machine.handle(.presented(by: "content"))
        _ = machine.handle(.appearance(.viewWillAppear))
        _ = machine.handle(.appearance(.viewIsAppearing))
        #expect(machine.handle(.userDismissalBegan) == [Self.toContent(.contentSwipeBegan("detail"))])
        #expect(machine.handle(.dismissalTransitionEnded(completed: false)) == [Self.toContent(.contentSwipeCancelled("detail"))])
        #expect(machine.presenter == "content")

        var options = BehaviorOptions()
        options.swiftUICancelledSwipeRepeatsAppearance = true
        var repeating = Self.detail(options)
        _ = repeating.handle(.presented(by: "content"))
        #expect(repeating.handle(.dismissalTransitionEnded(completed: false))
                    == Self.disappearing + Self.appearing + [Self.toContent(.contentSwipeCancelled("detail"))])
    }

    @Test func aDetentSelectionFollowsTheDragAndSetsTheDetentInCode() {
        var machine = Self.detail()
        #expect(machine.bindings["size"] == .detent(.medium))
        #expect(machine.handle(.selectedDetentChanged(.large)) == [Self.on("detail", .binding("size", .detent(.large)))])
        #expect(machine.handle(.selectedDetentChanged(.large)) == [])
        #expect(machine.handle(.bindingSet("size", .detent(.medium))) == [Self.on("detail", .binding("size", .detent(.medium))),
                                                                         .request(.selectDetent(.medium))])
    }

    @Test func aPresenterLeavingWhilePresentingASheetTakesItAwayAtTheNextFrame() {
        var machine = Self.content()
        _ = machine.handle(.appearance(.viewWillAppear))
        _ = machine.handle(.appearance(.viewIsAppearing))
        machine.state = .presented(Self.active(0, .bool(true)))
        #expect(machine.handle(.appearance(.viewDidDisappear)) == [Self.on("content", .onDisappear), .request(.removeAtNextFrame(content: "detail"))])
        #expect(machine.state == .dismissing(Self.active(0, .bool(true)), replacement: nil))

        // A full-screen cover's presenter leaves by design.
        var covered = Self.content()
        _ = covered.handle(.appearance(.viewWillAppear))
        _ = covered.handle(.appearance(.viewIsAppearing))
        covered.state = .presented(Self.active(2, .bool(true)))
        #expect(covered.handle(.appearance(.viewDidDisappear)) == [Self.on("content", .onDisappear)])

        var options = BehaviorOptions()
        options.swiftUIFullScreenCoverPresenterOnDisappear = false
        var quiet = Self.content(options)
        _ = quiet.handle(.appearance(.viewWillAppear))
        _ = quiet.handle(.appearance(.viewIsAppearing))
        quiet.state = .presented(Self.active(2, .bool(true)))
        #expect(quiet.handle(.appearance(.viewDidDisappear)) == [])
    }
}
