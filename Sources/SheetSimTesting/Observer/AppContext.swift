import SheetSim

/// The app's view of UIKit while one of its callbacks (or delegate questions) runs: the state of
/// that instant, the answer to a question, and the app's own calls into UIKit.
///
/// Calls into UIKit (``send(_:fileID:filePath:line:column:)``, ``dismiss(animated:fileID:filePath:line:column:)``,
/// ``present(_:configuration:from:animated:fileID:filePath:line:column:)``,
/// ``perform(_:fileID:filePath:line:column:_:)``) run right after the callback returns, at the
/// same instant and before anything else the simulator was about to do, in the order they were
/// made — as UIKit runs what app code asks for inside its callbacks. Reads made after such a call
/// in the same callback still show the state before it. An error (say, dismissing when nothing is
/// presented) fails the test at the call's line.
///
/// A context belongs to one callback: keep it no longer than the callback runs.
public final class AppContext {
    /// The callback or question this context belongs to.
    public let event: UIKitEvent
    /// The simulator as it is at this instant: a copy to read (state, log, controller tree).
    public let simulator: Simulator
    /// Calls into UIKit made in this callback, in order; shared with a ``TestSimulator`` the
    /// callback runs in, so calls through either keep their order.
    let collector: AppWorkCollector
    /// The answer given to a question, if any.
    private(set) var reply: Callback?
    /// Whether the callback is still running.
    var isOpen = true

    init(event: UIKitEvent, simulator: Simulator, collector: AppWorkCollector) {
        self.event = event
        self.simulator = simulator
        self.collector = collector
    }

    // MARK: Reading the state of this instant

    /// The virtual clock now.
    public var now: SimInstant { simulator.now }
    /// The log up to and including this callback (a question is logged once it is answered).
    public var log: [LogEntry] {
        LogReadMeter.note(simulator.log.count)
        return simulator.log.entries
    }
    /// The front sheet's state now, or nil when nothing is presented.
    public var state: SheetSnapshot? { simulator.state }
    /// The named sheet's state now.
    public func state(of name: String) -> SheetSnapshot? { simulator.state(of: name) }
    /// What the named controller's view sees now (frame, safe area, margins, bars, scroll view):
    /// what layout code reads in `viewDidLayoutSubviews`.
    public func viewLayout(of controller: String) -> ViewLayout? { simulator.viewLayout(of: controller) }

    // MARK: Calling into UIKit

    /// Runs `body` on the simulator right after this callback returns, as app code calling UIKit
    /// from inside it. `action` names the call in a failure: `dismiss(animated: true)`.
    public func perform(
        _ action: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: @escaping (inout Simulator) throws -> Void
    ) {
        let location = FailureLocation(fileID, filePath, line, column)
        guard isOpen else {
            report(FailureMessage(headline: "\(action) was called through the context of \(event), which has ended.",
                                  hint: "Call into UIKit from inside handle(_:in:) while the callback runs."), at: location)
            return
        }
        guard case .callback = event else {
            report(Self.callDuringQuestion(action, event), at: location)
            return
        }
        collector.append(action, at: location, body)
    }

    /// Carries out `action` right after this callback returns, as app code calling UIKit from
    /// inside it (`Simulator.perform(_:)`): `app.send(.dismiss())`.
    ///
    /// - Parameters:
    ///   - action: the call into UIKit (or any other action: a gesture's touches are queued and
    ///     the clock runs to its lift).
    ///   - fileID: The file a failure is reported in; the caller's, by default.
    ///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
    ///   - line: The line of a failure; the caller's, by default.
    ///   - column: The column of a failure; the caller's, by default.
    public func send(
        _ action: UserAction,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(action.call, fileID: fileID, filePath: filePath, line: line, column: column) { try $0.perform(action) }
    }

    /// `dismiss(animated:)` of the front sheet, in code (no delegate calls).
    public func dismiss(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.dismiss(animated: animated), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `present(_:animated:)`: presents `name` over the front controller, or from `source`.
    public func present(
        _ name: String, configuration: SheetConfiguration = SheetConfiguration(), from source: String? = nil,
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.present(name, configuration: configuration, from: source, animated: animated),
             fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Sets the front sheet's `selectedDetentIdentifier` in code (inside `animateChanges` when animated).
    public func setSelectedDetentIdentifier(
        _ identifier: DetentIdentifier?, animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.set(.selectedDetentIdentifier(identifier), animated: animated),
             fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Answering a question

    /// Answers the question with `reply`: the question itself with another `returned` value, e.g.
    /// `app.answer(.tabBarControllerShouldSelect("search", answer: false))`. Works for every
    /// question SheetSim asks, new ones included.
    public func answer(
        _ reply: Callback,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = FailureLocation(fileID, filePath, line, column)
        guard canAnswer(at: location) else { return }
        guard reply.isAnswer(to: event.callback) else {
            report(FailureMessage(
                headline: "\(String(describing: reply)) does not answer \(event.receiver).\(event.callback.name): "
                    + "a reply is the question with only its returned value changed.",
                hint: "The question is \(String(describing: event.callback))."), at: location)
            return
        }
        self.reply = reply
    }

    /// Answers a yes-or-no question: `presentationControllerShouldDismiss(_:)`,
    /// `tabBarController(_:shouldSelect:)`, `tabBarController(_:shouldSelectTab:)`.
    public func answer(
        _ value: Bool,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let reply: Callback?
        switch event.callback {
        case .presentationControllerShouldDismiss: reply = .presentationControllerShouldDismiss(answer: value)
        case .tabBarControllerShouldSelect(let controller, _): reply = .tabBarControllerShouldSelect(controller, answer: value)
        case .tabBarControllerShouldSelectTab(let tab, _): reply = .tabBarControllerShouldSelectTab(tab, answer: value)
        default: reply = nil
        }
        answer(reply, "a Bool", fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers `adaptivePresentationStyle(for:traitCollection:)` (`.none`: keep the presentation's own style).
    public func answer(
        _ style: ModalPresentationStyle,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        var reply: Callback?
        if case .adaptivePresentationStyle(let traits, _) = event.callback {
            reply = .adaptivePresentationStyle(traitCollection: traits, answer: style)
        }
        answer(reply, "a ModalPresentationStyle", fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func answer(
        _ reply: Callback?, _ kind: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        let location = FailureLocation(fileID, filePath, line, column)
        guard canAnswer(at: location) else { return }
        guard let reply else {
            report(FailureMessage(
                headline: "\(event.receiver).\(event.callback.name) is not answered with \(kind).",
                hint: "Answer with the question carrying your answer: app.answer(.\(String(describing: event.callback))), "
                    + "with yours after 'answer:'."), at: location)
            return
        }
        answer(reply, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func canAnswer(at location: FailureLocation) -> Bool {
        guard case .question = event else {
            report(FailureMessage(headline: "\(event) is a callback, not a question: there is nothing to answer.",
                                  hint: "Questions arrive as .question(receiver, callback)."), at: location)
            return false
        }
        guard isOpen else {
            report(FailureMessage(headline: "\(event) was answered after UIKit stopped waiting for the answer.",
                                  hint: "Answer inside handle(_:in:)."), at: location)
            return false
        }
        if let reply {
            report(FailureMessage(headline: "\(event) was already answered: \(String(describing: reply))."), at: location)
            return false
        }
        return true
    }

    /// The failure for a call into UIKit made while a delegate question waits for its answer.
    static func callDuringQuestion(_ action: String, _ event: UIKitEvent) -> FailureMessage {
        FailureMessage(
            headline: "\(action) was called while UIKit waited for the answer to \(event): a question only answers.",
            hint: "Call it from a callback, e.g. the one that follows the answer "
                + "(presentationControllerWillDismiss or presentationControllerDidAttemptToDismiss after a swipe).")
    }
}

/// Where the app's calls into UIKit from inside one callback gather, in the order they are made,
/// whether through an ``AppContext`` or a ``TestSimulator``. A tester binds one while the app's code
/// runs (``current``), so both kinds of call share it.
final class AppWorkCollector: @unchecked Sendable {  // Touched only synchronously by the callback that binds it.
    private(set) var work: [AppWork] = []

    /// The collector of the callback running now, if a tester bound one.
    @TaskLocal static var current: AppWorkCollector?

    /// Queues `body`; an error it throws fails the test at `location`.
    func append(_ action: String, at location: FailureLocation, _ body: @escaping (inout Simulator) throws -> Void) {
        work.append(AppWork("\(action) at \(location)") { simulator in
            do {
                try body(&simulator)
            } catch {
                report(FailureMessage(headline: "The simulator refused \(action) at \(simulator.now): \(error)."), at: location)
            }
        })
    }
}
