import SheetSim

/// What the context-presentation invariants need of one context presentation, read after an
/// event: its machine's facts, and an oracle independent of the code that hides views — whether
/// the log shows the presentation up (its presentation controller's last transition callback is
/// `presentationTransitionDidEnd(true)`, not a transition's beginning).
public struct ContextObservation: Hashable, Sendable {
    public var name: String
    public var style: ModalPresentationStyle
    public var contextName: String
    /// The presentation controller's last transition callback in the log is `presentationTransitionDidEnd(true)`.
    public var presentedHasAppeared: Bool
    /// The context is in the window's controller hierarchy (shown by the root or a presented
    /// controller), so only a context presentation can take it out.
    public var contextInHierarchy: Bool
    /// `Simulator.isOnScreen` of the context.
    public var contextOnScreen: Bool
    /// The contexts of the other context presentations whose shown subtree holds this one's
    /// context (a `currentContext` presentation over a larger context takes it out too).
    public var enclosingContexts: [String] = []
    /// The presented controller's view frame and the context's, once nothing is left to run.
    public var frame: Rect?
    public var contextFrame: Rect?

    public init(name: String, style: ModalPresentationStyle, contextName: String, presentedHasAppeared: Bool, contextInHierarchy: Bool,
                contextOnScreen: Bool, frame: Rect? = nil, contextFrame: Rect? = nil) {
        self.name = name
        self.style = style
        self.contextName = contextName
        self.presentedHasAppeared = presentedHasAppeared
        self.contextInHierarchy = contextInHierarchy
        self.contextOnScreen = contextOnScreen
        self.frame = frame
        self.contextFrame = contextFrame
    }
}

extension InvariantChecker {
    /// The context-presentation invariants (SheetRules 10.1, 10.3).
    public static func checkContextPresentations(_ observations: [ContextObservation], now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        // A context another presentation removed stays off screen whatever this one does.
        let removedByOthers = Set(observations.filter { $0.style == .currentContext && $0.presentedHasAppeared }.map(\.contextName))
        for observation in observations where observation.contextInHierarchy {
            let removes = observation.style == .currentContext && observation.presentedHasAppeared
            let removedWithAnother = observation.enclosingContexts.contains(where: removedByOthers.contains)
            let expectedOnScreen = !removes && !removedByOthers.contains(observation.contextName) && !removedWithAnother
            if observation.contextOnScreen != expectedOnScreen {
                found.append(InvariantViolation(invariant: .contextOffScreenExactlyWhilePresented, time: now, message:
                    "'\(observation.contextName)' is \(observation.contextOnScreen ? "on" : "off") screen while the \(observation.style) presentation '\(observation.name)' \(observation.presentedHasAppeared ? "is up" : "is not up")"))
            }
        }
        for observation in observations {
            guard let frame = observation.frame, let context = observation.contextFrame, !sameRect(frame, context) else { continue }
            found.append(InvariantViolation(invariant: .contextPresentationCoversItsContext, time: now,
                                            message: "'\(observation.name)' is at \(frame) but its context '\(observation.contextName)' is at \(context)"))
        }
        return found
    }

    static func sameRect(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }
}

extension SessionRunner.Execution {
    /// Reads each context presentation for ``InvariantChecker/checkContextPresentations(_:now:)``,
    /// after bringing the log's appearance oracle up to date (each entry read once).
    mutating func observeContextPresentations(settled: Bool) -> [ContextObservation] {
        let log = simulator.log
        while contextLogSeen < log.count {
            let entry = log[contextLogSeen]
            if entry.receiver.kind == .presentationController {
                switch entry.callback {
                case .presentationTransitionDidEnd(completed: true): hasAppeared[entry.receiver.controller] = true
                case .presentationTransitionWillBegin, .dismissalTransitionWillBegin: hasAppeared[entry.receiver.controller] = false
                default: break
                }
            }
            contextLogSeen += 1
        }
        let tree = simulator.tree
        let layers = [tree.root] + simulator.presentations.layers.map(\.name)
        let contexts = simulator.machines.contextPresentations.rows.map(\.contextName)
        return simulator.machines.contextPresentations.rows.map { machine in
            let context = machine.contextName
            var observation = ContextObservation(
                name: machine.name, style: machine.style, contextName: context,
                presentedHasAppeared: hasAppeared[machine.name] ?? false,
                contextInHierarchy: layers.contains { tree.visibleSubtree(of: $0, contains: context) },
                contextOnScreen: simulator.isOnScreen(context))
            observation.enclosingContexts = contexts.filter { $0 != context && tree.visibleSubtree(of: $0, contains: context) }
            if settled, machine.state.isOnScreen {
                let layouts = simulator.viewLayouts(of: [machine.name, context])
                observation.frame = layouts[0]?.frameInWindow
                observation.contextFrame = layouts[1]?.frameInWindow
            }
            return observation
        }
    }
}
