import SheetSim

/// The alert controllers' log invariant: an action's handler runs at most once per presentation,
/// and only after the alert controller left (its `viewDidDisappear`), or, under
/// ``BehaviorOptions/AlertActionHandlerOrder/beforeViewWillDisappear``, only while it is at rest
/// on screen, before its `viewWillDisappear` (SheetRules 11.3).
struct AlertHandlerChecker {
    let order: BehaviorOptions.AlertActionHandlerOrder
    enum Phase { case none, appearing, appeared, disappearing, disappeared }
    var phase: [String: Phase] = [:]
    var handled: Set<String> = []

    init(order: BehaviorOptions.AlertActionHandlerOrder) { self.order = order }

    mutating func record(_ entry: LogEntry) -> InvariantViolation? {
        guard entry.receiver.kind == .viewController else { return nil }
        let name = entry.receiver.controller
        switch entry.callback {
        case .viewWillAppear:
            phase[name] = .appearing
            handled.remove(name)
        case .viewDidAppear: phase[name] = .appeared
        case .viewWillDisappear: phase[name] = .disappearing
        case .viewDidDisappear: phase[name] = .disappeared
        case .alertActionHandler:
            let now = phase[name] ?? .none
            let allowed = order == .afterViewDidDisappear ? now == .disappeared : now == .appeared
            defer { handled.insert(name) }
            if handled.contains(name) {
                return InvariantViolation(invariant: .alertHandlerOnceAfterItLeft, time: entry.time,
                                          message: "a second action handler for one presentation of '\(name)' [\(entry)]")
            }
            if !allowed {
                return InvariantViolation(invariant: .alertHandlerOnceAfterItLeft, time: entry.time,
                                          message: "'\(name)''s action handler ran while it was \(now), not \(order == .afterViewDidDisappear ? "after viewDidDisappear" : "at rest") [\(entry)]")
            }
        default: break
        }
        return nil
    }
}

extension InvariantChecker {
    /// The alert controllers' state invariants: the alerts' table holds the alert layers, in
    /// order; an alert on screen stands inside the window; and a cancel button shows only where
    /// the rules show it (never on iOS 26's anchored iPhone action sheet).
    public static func checkAlerts(in simulator: Simulator, now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let layers = simulator.presentations.layers.filter { $0.kind == AlertMachine.self }.map(\.name)
        let table = simulator.machines.alerts.rows.map(\.name)
        if layers != table {
            found.append(InvariantViolation(invariant: .alertInsideWindow, time: now, message: "the alert layers are \(layers) but the alerts' table holds \(table)"))
        }
        let window = simulator.environment.containerBounds
        let isPad = simulator.environment.device.idiom == .pad
        for alert in simulator.machines.alerts.rows {
            guard let layout = alert.state.layout else { continue }
            found += checkAlert(alert.name, layout: layout, window: window, anchoredPhone: !isPad && simulator.os.anchorsActionSheets, now: now)
        }
        return found
    }

    /// One alert controller's layout against the window and the cancel-button rule.
    static func checkAlert(_ name: String, layout: AlertLayout, window: Rect, anchoredPhone: Bool, now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let frame = layout.frame
        if frame.minX < window.minX - 0.5 || frame.maxX > window.maxX + 0.5 || frame.minY < window.minY - 0.5 || frame.maxY > window.maxY + 0.5 {
            found.append(InvariantViolation(invariant: .alertInsideWindow, time: now, message: "'\(name)' at \(frame), outside the window \(window)"))
        }
        if anchoredPhone, case .popover = layout.form, layout.showsCancelButton {
            found.append(InvariantViolation(invariant: .alertInsideWindow, time: now, message: "'\(name)' is an anchored iOS 26 iPhone action sheet showing a cancel button"))
        }
        return found
    }
}
