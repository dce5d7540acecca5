import Testing
@testable import SheetSim

/// The phases a SwiftUI view's state carries: a dialog's handler still to write its binding, the
/// two ends of the view's own dismissal as presented content, and what it was declared into.
@Suite struct SwiftUIViewStateTests {
    typealias Action = MachineAction<SwiftUIRequest>

    /// `content`, with an alert while `confirm` is true and a confirmation dialog while `choose` is.
    static func content(_ options: BehaviorOptions = .reference) -> SwiftUIViewMachine {
        SwiftUIViewMachine(SwiftUIViewDeclaration("content", modifiers: [
            .alert("Delete?", isPresented: "confirm", actions: [AlertAction("Delete")]),
            .confirmationDialog("Share", isPresented: "choose", actions: [AlertAction("Mail")]),
        ]), options: options)
    }

    static func write(_ binding: String, _ value: Bool) -> Action { .callback(.viewController("content"), .binding(binding, .bool(value))) }
    static let alert = SwiftUIActivePresentation(modifier: 0, content: "confirm", value: .bool(true))
    static let dialog = SwiftUIActivePresentation(modifier: 1, content: "choose", value: .bool(true))
    static func pending(_ presentation: SwiftUIActivePresentation, _ modifier: Int) -> SwiftUIActivePresentation {
        var presentation = presentation
        presentation.pendingDialogHandler = modifier
        return presentation
    }

    /// The alert shown, with the user's tap on its button begun (its handler still to run).
    static func tappedAlert() -> SwiftUIViewMachine {
        var machine = content()
        _ = machine.handle(.bindingSet("confirm", .bool(true)))
        _ = machine.handle(.contentPresented("confirm"))
        #expect(machine.handle(.dialogHandlerPending("confirm")) == [])
        #expect(machine.state == .presented(pending(alert, 0)))
        return machine
    }

    // MARK: A dialog's handler still to write its binding

    @Test func theTappedDialogLeavesAWaitForItsHandler_whichWritesTheBindingAndEndsIt() {
        var machine = Self.tappedAlert()
        #expect(machine.handle(.contentDismissed("confirm")) == [])
        #expect(machine.state == .awaitingDialogHandler(modifier: 0))
        #expect(machine.state.presentation == nil)
        #expect(machine.handle(.dialogActionHandled("confirm")) == [Self.write("confirm", false)])
        #expect(machine.state == .idle)
    }

    @Test func theSameDialogPresentedBeforeTheHandlerRan_isDismissedByTheHandlersWrite() {
        var machine = Self.tappedAlert()
        _ = machine.handle(.contentDismissed("confirm"))
        let again = machine.handle(.bindingSet("confirm", .bool(true)))
        #expect(again.count == 2)
        #expect(machine.state == .presenting(Self.pending(Self.alert, 0)))
        _ = machine.handle(.contentPresented("confirm"))
        #expect(machine.handle(.dialogActionHandled("confirm")) == [Self.write("confirm", false), .request(.dismiss(content: "confirm"))])
        #expect(machine.state == .dismissing(Self.alert, replacement: nil))
    }

    @Test func anotherDialogPresentedBeforeTheHandlerRan_staysWhileTheHandlerWritesItsOwnBinding() {
        var machine = Self.tappedAlert()
        _ = machine.handle(.contentDismissed("confirm"))
        _ = machine.handle(.bindingSet("choose", .bool(true)))
        _ = machine.handle(.contentPresented("choose"))
        #expect(machine.state == .presented(Self.pending(Self.dialog, 0)))
        #expect(machine.handle(.dialogActionHandled("confirm")) == [Self.write("confirm", false)])
        #expect(machine.state == .presented(Self.dialog))
        #expect(machine.bindings["choose"] == .bool(true))
    }

    @Test func aHandlerThatRunsBeforeTheTapIsMarked_writesOnlyAndTheDialogStays() {
        // Under the alert action handler order that runs the handler before viewWillDisappear.
        var machine = Self.content()
        _ = machine.handle(.bindingSet("confirm", .bool(true)))
        _ = machine.handle(.contentPresented("confirm"))
        #expect(machine.handle(.dialogActionHandled("confirm")) == [Self.write("confirm", false)])
        #expect(machine.state == .presented(Self.alert))
    }

    @Test func aRefusedPresentationKeepsTheWaitForAnEarlierDialogsHandler() {
        var machine = Self.tappedAlert()
        _ = machine.handle(.contentDismissed("confirm"))
        _ = machine.handle(.bindingSet("choose", .bool(true)))
        #expect(machine.handle(.presentationRefused("choose")) == [])
        #expect(machine.state == .awaitingDialogHandler(modifier: 0))
    }

    @Test func aHandlerOfADialogNotShownOrAwaited_doesNothing() {
        var machine = Self.content()
        #expect(machine.handle(.dialogActionHandled("confirm")) == [])
        var tapped = Self.tappedAlert()
        _ = tapped.handle(.contentDismissed("confirm"))
        #expect(tapped.handle(.dialogActionHandled("choose")) == [])
        #expect(tapped.state == .awaitingDialogHandler(modifier: 0))
    }

    // MARK: The view's own presentation as content

    static func detail() -> SwiftUIViewMachine { SwiftUIViewMachine(SwiftUIViewDeclaration("detail")) }
    static let dismissed: [Action] = [.send(.to("content", .contentDismissed("detail"), as: SwiftUIViewMachine.self))]

    struct EndRow: Sendable {
        var line: Int
        var events: [SwiftUIViewEvent]
        var after: SwiftUIContentState
        var lastActions: [Action]
    }

    static let endRows: [EndRow] = [
        EndRow(line: #line, events: [.presented(by: "content")], after: .presented(by: "content"), lastActions: []),
        EndRow(line: #line, events: [.presented(by: "content"), .dismissalTransitionEnded(completed: true)],
               after: .endingPresentation(by: "content", transitionEnded: true, disappeared: false), lastActions: []),
        // A cancelled swipe ends nothing.
        EndRow(line: #line, events: [.presented(by: "content"), .dismissalTransitionEnded(completed: false)],
               after: .presented(by: "content"), lastActions: [.send(.to("content", .contentSwipeCancelled("detail"), as: SwiftUIViewMachine.self))]),
        EndRow(line: #line, events: [.presented(by: "content"), .dismissalTransitionEnded(completed: true), .dismissalTransitionEnded(completed: true)],
               after: .endingPresentation(by: "content", transitionEnded: true, disappeared: false), lastActions: []),
        EndRow(line: #line, events: [.presented(by: "content"), .dismissalTransitionEnded(completed: true), .appearance(.viewDidDisappear)],
               after: .notPresented, lastActions: dismissed),
        // Covered by a full-screen presentation: its viewDidDisappear is one end already logged.
        EndRow(line: #line, events: [.presented(by: "content"), .appearance(.viewDidDisappear)],
               after: .endingPresentation(by: "content", transitionEnded: false, disappeared: true), lastActions: []),
        EndRow(line: #line, events: [.presented(by: "content"), .appearance(.viewDidDisappear), .dismissalTransitionEnded(completed: true)],
               after: .notPresented, lastActions: dismissed),
        // Presented again: nothing of an earlier presentation's ends is kept.
        EndRow(line: #line, events: [.presented(by: "content"), .appearance(.viewDidDisappear), .presented(by: "other")],
               after: .presented(by: "other"), lastActions: []),
        // Not presented: the ends tell no one.
        EndRow(line: #line, events: [.dismissalTransitionEnded(completed: true)], after: .notPresented, lastActions: []),
        EndRow(line: #line, events: [.appearance(.viewDidDisappear)], after: .notPresented, lastActions: []),
    ]

    @Test(arguments: endRows)
    func aPresentedViewEndsItsPresentationOnceBothEndsAreLogged(_ row: EndRow) {
        var machine = Self.detail()
        var last: [Action] = []
        for event in row.events { last = machine.handle(event) }
        #expect(machine.contentState == row.after, "line \(row.line)")
        #expect(machine.presenter == row.after.presenter, "line \(row.line)")
        #expect(last.filter { if case .send = $0 { return true } else { return false } } == row.lastActions, "line \(row.line)")
    }

    // MARK: What it was declared into, and what navigation tells it

    @Test func aViewHostingAnAlertControllerRunsNoLifecycle() {
        var machine = SwiftUIViewMachine(SwiftUIViewDeclaration("confirm"), isImplicit: true)
        #expect(!machine.isAlertController)
        machine.hostAlertController()
        #expect(machine.isAlertController)
        #expect(machine.context.hostsAlertController)
        #expect(machine.handle(.appearance(.viewWillAppear)) == [])
        #expect(machine.handle(.appearance(.viewIsAppearing)) == [])
        #expect(machine.appearance == .onScreen)
        #expect(machine.handle(.appearance(.viewDidDisappear)) == [])
    }

    @Test func navigationMarksTheViewOnOrOffScreenOnlyWhenItWasNot() {
        var machine = Self.detail()
        let first = machine.appearedBeneathTop()
        #expect(first && machine.appearance == .onScreen)
        let second = machine.appearedBeneathTop()
        #expect(!second)
        let left = machine.disappearedUnderFinger()
        #expect(left && machine.appearance == .offScreen)
        let again = machine.disappearedUnderFinger()
        #expect(!again)
    }
}
