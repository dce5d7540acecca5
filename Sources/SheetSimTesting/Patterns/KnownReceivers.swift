import SheetSim

/// The receivers a callback pattern may name, and what each one's controller is: what decides
/// whether a pattern can ever match.
///
/// A pattern can match when
/// 1. its name is a callback SheetSim logs (`CallbackName`);
/// 2. its receiver is `NAME`, `NAME.presentationController`, `NAME.delegate`,
///    `NAME.transitionCoordinator` or `simulator`;
/// 3. `NAME` is a controller that exists or can exist here; and
/// 4. that receiver can get that callback (`CallbackVocabulary`): a view controller gets
///    `UIViewController` methods, a presented controller's delegate the presentation delegate's,
///    a navigation controller's delegate `UINavigationControllerDelegate`'s, and so on; and
/// 5. its arguments, if it has any, are text the log can print for that callback
///    (`CallbackName.parameters`): as many as the callback has, each with its label (none for a
///    positional one), each value of its type (`animated: true`, not `animated: maybe`; a
///    controller's name that exists here), spaced as the log spaces them.
///
/// What exists depends on what the assertion is given:
/// - **A tester or a simulator** knows its controllers: the window's root and `presenter`, every
///   declared controller (containers and their children), every controller ever presented, the
///   names given to the tester's `present`, and every receiver in the log. It knows each one's
///   kind and whether it is presented, so `detail.delegate.presentationControllerDidDismiss`
///   fails when `detail` is only ever pushed.
/// - **A bare log** (`[LogEntry]`) knows only the controllers it names, in any role. It cannot
///   tell a controller's kind or whether it will be presented, so rule 4 allows whatever some
///   controller could get (`X.delegate.navigationControllerWillShow` passes for any `X` in the
///   log). Give the assertion the tester or simulator for the strict check, and to name a
///   controller the log does not mention yet.
public struct KnownReceivers: Sendable {
    struct Controller: Sendable {
        /// nil: not known (a bare log).
        var kind: ControllerKind?
        /// nil: not known (a bare log, for a controller the log shows no presentation of).
        var presented: Bool?
    }

    private(set) var controllers: [String: Controller] = [:]
    /// The controllers in the order they became known, for lists and did-you-means.
    private(set) var order: [String] = []
    /// Whether this knowledge comes from a bare log.
    let isBareLog: Bool

    /// The controllers a bare log names; kinds unknown, presented when the log shows it.
    public init<Log: Sequence>(log: Log) where Log.Element == LogEntry {
        isBareLog = true
        LogReadMeter.note(log.underestimatedCount)
        for entry in log where entry.receiver.kind.namesController {
            let shown = entry.receiver.kind == .presentationController || entry.callback.callbackName.declaredBy.isPresentationDelegate
            note(entry.receiver.controller, Controller(kind: nil, presented: shown ? true : nil))
        }
        // Controllers the log names only as arguments (a tab selected, a parent): arguments may name them.
        for entry in log {
            for (parameter, argument) in zip(entry.callback.callbackName.parameters, entry.callback.arguments)
            where parameter.kind == .controller || (parameter.kind == .controllerOrNil && argument.value != "nil") {
                note(argument.value, Controller(kind: nil, presented: nil))
            }
        }
    }

    /// Everything `simulator` knows of, plus controllers named in `presented` (names given to
    /// `present`, even one the simulator refused).
    public init(simulator: Simulator, presented: [String] = []) {
        isBareLog = false
        // A SwiftUI view a modifier presents can be presented; every declared view can be named.
        let presentedNames = Set(simulator.everPresented + simulator.stack.map(\.name) + presented + simulator.swiftUIContentNames)
        var names = [simulator.presenterName, simulator.tree.root] + simulator.tree.declarationOrder + simulator.swiftUIViewNames
        names += simulator.everPresented + presented
        // The log's receivers once each, not its entries: a tester asks before every receive.
        let logged = simulator.log.distinctReceivers
        LogReadMeter.note(logged.count)
        names += logged.lazy.filter(\.kind.namesController).map(\.controller)
        for name in names {
            note(name, Controller(kind: simulator.tree.kind(of: name) ?? .viewController, presented: presentedNames.contains(name)))
        }
    }

    private mutating func note(_ name: String, _ controller: Controller) {
        if let known = controllers[name] {
            if controller.presented == true, known.presented != true { controllers[name]?.presented = true }
            return
        }
        controllers[name] = controller
        order.append(name)
    }

    /// Why `pattern` can never match here, as a failure, or nil when it can.
    func problem(with pattern: CallbackPattern) -> FailureMessage? {
        let headline = "Callback pattern \(LogText.quoted(pattern.description)) can never match: "
        guard let receiver = Receiver(path: pattern.receiver) else {
            return FailureMessage(
                headline: headline + "\(LogText.quoted(pattern.receiver)) is not a receiver.",
                hint: "A receiver is NAME, NAME.presentationController, NAME.delegate, NAME.transitionCoordinator, scene.delegate, application.delegate or simulator, e.g. \"sheet.delegate\".")
        }
        let controller = receiver.controller
        let known = receiver.kind.namesController ? controllers[controller] : nil
        guard let name = pattern.callbackName else {
            return FailureMessage(headline: headline + "SheetSim logs no callback named \(LogText.quoted(pattern.name)).",
                                  hint: didYouMean(name: pattern.name, receiver: receiver, known: known))
        }
        if receiver.kind.namesController, known == nil {
            let suggestion = Suggestions.closest(to: controller, among: order).map { "Did you mean \(LogText.quoted($0))? " } ?? ""
            let listed = order.isEmpty ? "It names no controller." : "Controllers: \(order.joined(separator: ", "))."
            let source = isBareLog
                ? " A bare log knows only the controllers it names; pass the tester (or simulator) to check against every controller it declared and presented."
                : ""
            return FailureMessage(headline: headline + "no controller is named \(LogText.quoted(controller)).",
                                  hint: suggestion + listed + source)
        }
        guard let reason = CallbackVocabulary.whyNever(name, to: receiver, kind: known?.kind, presented: known?.presented) else {
            return pattern.arguments.flatMap { problem(withArguments: $0, of: pattern, name) }
        }
        let right = CallbackVocabulary.receiver(of: name, about: controller)
        let hint = right.kind != receiver.kind && receiver.kind.namesController
            ? "Did you mean \(LogText.quoted(CallbackPattern(right, name, arguments: pattern.arguments).description))?" : nil
        return FailureMessage(headline: headline + reason + ".", hint: hint)
    }

    /// Why the pattern's argument text can never be what the log prints for `name`: a label, a
    /// value or the spacing that is not the log's, with the pattern corrected when it is clear.
    private func problem(withArguments arguments: String, of pattern: CallbackPattern, _ name: CallbackName) -> FailureMessage? {
        guard let problem = CallbackVocabulary.whyNever(arguments: arguments, of: name, controllers: order) else { return nil }
        let corrected: CallbackPattern? = name.parameters.isEmpty
            ? CallbackPattern(receiver: pattern.receiver, name: pattern.name, arguments: nil)
            : problem.suggestion.map { CallbackPattern(receiver: pattern.receiver, name: pattern.name, arguments: $0) }
        let didYouMean = corrected.map { "Did you mean \(LogText.quoted($0.description))? " } ?? ""
        return FailureMessage(
            headline: "Callback pattern \(LogText.quoted(pattern.description)) can never match: \(problem.reason).",
            hint: didYouMean + "The log prints \(name.printedForm)"
                + (name.parameters.isEmpty ? "." : "; a pattern's arguments match that text exactly."))
    }

    /// `Did you mean "compose.delegate.presentationControllerDidDismiss"?` for a misspelt name:
    /// the closest name, with the receiver that gets it.
    private func didYouMean(name: String, receiver: Receiver, known: Controller?) -> String? {
        let role = receiver.kind
        let names = CallbackName.allCases.filter { CallbackVocabulary.roles(receiving: $0).contains(role) }
        let closest = Suggestions.closest(to: name, among: names.map(\.rawValue))
            ?? Suggestions.closest(to: name, among: CallbackName.allCases.map(\.rawValue))
        guard let closest, let callback = CallbackName(rawValue: closest) else { return nil }
        let right = CallbackVocabulary.roles(receiving: callback).contains(role)
            ? receiver : CallbackVocabulary.receiver(of: callback, about: receiver.controller)
        return "Did you mean \(LogText.quoted(right.description + "." + closest))?"
    }
}

extension CallbackProtocol {
    /// Whether the protocol's methods go to a presented controller's delegate.
    var isPresentationDelegate: Bool {
        self == .adaptivePresentationControllerDelegate || self == .sheetPresentationControllerDelegate
    }
}

/// What a log assertion checks: the entries, and the receivers a pattern may name.
///
/// A bare log (`[LogEntry]`, a slice of one), a `Simulator` and a ``TestSimulator`` are
/// all one; the last two check patterns against everything they know (``KnownReceivers``).
public protocol AssertableLog {
    /// The log's entries, in order.
    var entriesToAssert: [LogEntry] { get }
    /// The receivers a pattern about this log may name.
    var knownReceivers: KnownReceivers { get }
}

extension Array: AssertableLog where Element == LogEntry {
    public var entriesToAssert: [LogEntry] { self }
    public var knownReceivers: KnownReceivers { KnownReceivers(log: self) }
}

extension ArraySlice: AssertableLog where Element == LogEntry {
    public var entriesToAssert: [LogEntry] { Array(self) }
    public var knownReceivers: KnownReceivers { KnownReceivers(log: self) }
}

extension Simulator: AssertableLog {
    public var entriesToAssert: [LogEntry] {
        LogReadMeter.note(log.count)
        return log.entries
    }
    public var knownReceivers: KnownReceivers { KnownReceivers(simulator: self) }
}
