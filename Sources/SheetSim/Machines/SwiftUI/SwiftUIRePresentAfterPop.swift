extension BehaviorOptions {
    /// Whether a sheet the app's state dismisses while the pushed view presenting it is popped
    /// comes back once both are over (<doc:SwiftUI>, "Release quirks").
    ///
    /// Observed on iOS 18 and 26 in an app whose state drives both the sheet and the stack (The
    /// Composable Architecture, issue #3797): the sheet came back after the dismissal and the pop;
    /// vanilla SwiftUI did not re-present, and on iOS 17 nothing came back but the log warned that
    /// a presentation was attempted from a view not in the window hierarchy.
    public enum SwiftUIRePresentAfterDismissAndPop: String, Hashable, Sendable, CaseIterable {
        /// Vanilla SwiftUI: the sheet stays dismissed.
        case off
        /// A state-driven app: the popped view still renders the state that presented the sheet
        /// and asks for it again once the dismissal and the pop are over. Where the OS profile has
        /// ``OSProfile/rePresentsAfterDismissAndPop`` (iOS 18 and later) the sheet is presented
        /// from the navigation controller the view was popped from (GUESS: the report shows the
        /// sheet back over the stack, so a controller still in the window presents it); elsewhere
        /// UIKit refuses the request from the popped view's hosting controller with its warning.
        case stateDriven
    }
}

/// What the engine follows to replay the re-presentation after dismiss-and-pop: which pushed
/// SwiftUI views are being popped, and which of them had a presentation dismissed by the app's
/// code while the pop ran (the two transitions overlapping, in either order).
struct SwiftUIRePresentTracker: Sendable {
    /// A dismissal the app's code made while its presenter was being popped.
    struct Overlap: Sendable {
        /// The presentation the dismissal ended.
        var presentation: SwiftUIActivePresentation
        /// The navigation controller the view was popped from.
        var navigation: String
    }

    /// The SwiftUI stack's navigation controller each view was last pushed in.
    var pushedIn: [String: String] = [:]
    /// The pushed views whose pop began (`willMove(toParent: nil)`) and has not ended, each with
    /// the navigation controller popping it.
    var leaving: [String: String] = [:]
    /// The views whose dismissal and pop overlapped.
    var overlapped: [String: Overlap] = [:]
    /// The controller a view's next presentation comes from, when not its own hosting controller.
    var presentingController: [String: String] = [:]
    /// The contents presented again this way, each with the view that asked: their presentation at
    /// rest has its binding unset on purpose (the app's state dismissed it).
    var rePresented: [String: String] = [:]
}

extension Simulator {
    /// Whether the controller `content` shows now was presented again by a popped view after
    /// dismiss-and-pop (``BehaviorOptions/SwiftUIRePresentAfterDismissAndPop/stateDriven``): its
    /// binding is unset though it is on screen, as in the app the report describes.
    public func isRePresentedAfterPop(_ content: String) -> Bool {
        guard let view = swiftUINavigation.rePresent.rePresented[content] else { return false }
        return swiftUIView(view)?.state.presentation?.content == content
    }

    /// Watches the log for a pushed SwiftUI view popped while the app's code dismisses what it
    /// presents (or dismissing while it is popped), and for the ends of both transitions.
    mutating func noteRePresentAfterPop(_ receiver: Receiver, _ callback: Callback) {
        switch (receiver.kind, callback) {
        case (.viewController, .willMove(let parent)):
            let view = receiver.controller
            if let parent {
                // Pushed: remembered, as the navigation controller no longer holds it when it is popped.
                if swiftUINavigation.stacks[parent] != nil { swiftUINavigation.rePresent.pushedIn[view] = parent }
                return
            }
            guard let navigation = swiftUINavigation.rePresent.pushedIn.removeValue(forKey: view) else { return }
            swiftUINavigation.rePresent.leaving[view] = navigation
            noteOverlap(view)
        case (.viewController, .didMove(let parent)):
            let view = receiver.controller
            guard let navigation = swiftUINavigation.rePresent.leaving.removeValue(forKey: view) else { return }
            if parent != nil {
                // A cancelled interactive pop: the view stays.
                swiftUINavigation.rePresent.pushedIn[view] = navigation
                swiftUINavigation.rePresent.overlapped[view] = nil
            } else if swiftUINavigation.rePresent.overlapped[view] != nil {
                scheduleRePresentCheck(view)
            }
        case (.viewController, .viewDidAppear):
            // A cancelled interactive pop brings the view back with no didMove (NavigationMachine).
            let view = receiver.controller
            guard let navigation = swiftUINavigation.rePresent.leaving.removeValue(forKey: view) else { return }
            swiftUINavigation.rePresent.pushedIn[view] = navigation
            swiftUINavigation.rePresent.overlapped[view] = nil
        case (.presentationController, .dismissalTransitionWillBegin):
            guard let view = swiftUIView(receiver.controller)?.presenter, swiftUINavigation.rePresent.leaving[view] != nil else { return }
            noteOverlap(view)
        case (.presentationController, .dismissalTransitionDidEnd(completed: true)):
            let content = receiver.controller
            swiftUINavigation.rePresent.rePresented[content] = nil
            for (view, overlap) in swiftUINavigation.rePresent.overlapped.sorted(by: { $0.key < $1.key }) where overlap.presentation.content == content { scheduleRePresentCheck(view) }
        default:
            return
        }
    }

    /// The view is being popped: if the app's code is dismissing what it presents, the two overlap.
    private mutating func noteOverlap(_ view: String) {
        guard case .dismissing(let presentation, replacement: nil)? = swiftUIView(view)?.state,
              swiftUIView(view)?.presentationModifier(presentation.modifier)?.kind == .sheet,
              let navigation = swiftUINavigation.rePresent.leaving[view] else { return }
        swiftUINavigation.rePresent.overlapped[view] = SwiftUIRePresentTracker.Overlap(presentation: presentation, navigation: navigation)
    }

    /// Looks again once everything at this instant has run (the dismissal's delegate and
    /// `onDismiss` come after its `viewDidDisappear`, a turn later).
    private mutating func scheduleRePresentCheck(_ view: String) {
        queue.schedule(.scheduled(ScheduledEvent(name: view, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) { simulator in
            simulator.queue.schedule(.scheduled(ScheduledEvent(name: view, noun: SwiftUIViewMachine.noun, movesOrLiftsSheetTouch: false) {
                $0.rePresentAfterPopIfDue(view)
            }), at: simulator.now)
        }), at: now)
    }

    /// Both the dismissal and the pop are over: under
    /// ``BehaviorOptions/SwiftUIRePresentAfterDismissAndPop/stateDriven`` the popped view asks for
    /// its sheet again (OBS, TCA #3797); vanilla SwiftUI does nothing.
    mutating func rePresentAfterPopIfDue(_ view: String) {
        guard let overlap = swiftUINavigation.rePresent.overlapped[view], swiftUINavigation.rePresent.leaving[view] == nil,
              let machine = swiftUIView(view), machine.state == .idle, !isPresented(overlap.presentation.content) else { return }
        let presentation = overlap.presentation
        swiftUINavigation.rePresent.overlapped[view] = nil
        // The rule is consulted here, and only here: a run where no dismissal overlapped a pop never
        // depends on it.
        guard options.swiftUIRePresentAfterDismissAndPop == .stateDriven else { return }
        let navigation = overlap.navigation
        if os.rePresentsAfterDismissAndPop, isOnScreen(navigation) {
            swiftUINavigation.rePresent.presentingController[view] = navigation
            record(.simulator, .warning("\(view) presents \(presentation.content) again from \(navigation) after its dismissal and pop: "
                                        + "the popped view still renders the state that presented it (a state-driven app, observed on iOS 18 and 26)"))
        }
        swiftUINavigation.rePresent.rePresented[presentation.content] = view
        // The request is carried out at once, or queued behind a transition; the presenting
        // controller is taken when it is (``presentingController(forSwiftUIView:)``).
        send(.rePresentAfterPop(presentation), to: view, as: SwiftUIViewMachine.self)
    }

    /// The controller that presents what `view` presents next: its own hosting controller, or the
    /// navigation controller it was popped from for a re-presentation after dismiss-and-pop.
    mutating func presentingController(forSwiftUIView view: String) -> String {
        swiftUINavigation.rePresent.presentingController.removeValue(forKey: view) ?? view
    }
}

extension SwiftUIViewMachine {
    /// The view, popped, still renders the state that presented `presentation` and asks for it
    /// again (``BehaviorOptions/SwiftUIRePresentAfterDismissAndPop/stateDriven``). Its binding is
    /// left as the app's state has it: unset.
    mutating func rePresentAfterPop(_ presentation: SwiftUIActivePresentation) -> [MachineAction<SwiftUIRequest>] {
        guard state == .idle, let modifier = presentationModifier(presentation.modifier) else { return [] }
        state = .presenting(presentation)
        return [.request(.present(modifier))]
    }
}
