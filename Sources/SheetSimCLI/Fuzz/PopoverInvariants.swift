import SheetSim

extension InvariantChecker {
    /// The popover invariants, checked after every event while a popover layer exists.
    public static func checkPopovers(in simulator: Simulator, now: SimInstant) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func fail(_ invariant: Invariant, _ message: String) {
            found.append(InvariantViolation(invariant: invariant, time: now, message: message))
        }
        let layers = simulator.presentations.layers.filter { $0.kind == PopoverMachine.self }.map(\.name)
        let table = simulator.machines.popovers.rows.map(\.name)
        if layers != table { fail(.popoverOrAdaptedSheet, "the popover layers are \(layers) but the popovers' table holds \(table)") }
        let sheets = Set(simulator.stack.map(\.name))
        for name in table where sheets.contains(name) { fail(.popoverOrAdaptedSheet, "'\(name)' is both a popover and a sheet") }
        let window = simulator.environment.containerBounds
        for popover in simulator.machines.popovers.rows {
            guard let placement = popover.state.placement else {
                if popover.arrowDirection != .unknown { fail(.popoverArrowPointsAtSource, "'\(popover.name)' is off screen but its arrow points \(popover.arrowDirection)") }
                continue
            }
            let frame = placement.frame, tip = placement.arrowTip
            let inside = frame.minX >= window.minX - 0.5 && frame.maxX <= window.maxX + 0.5
                && frame.minY >= window.minY - 0.5 && frame.maxY <= window.maxY + 0.5
                && tip.x >= window.minX - 0.5 && tip.x <= window.maxX + 0.5 && tip.y >= window.minY - 0.5 && tip.y <= window.maxY + 0.5
            if !inside { fail(.popoverInsideWindow, "'\(popover.name)' at \(frame), tip \(tip), outside the window \(window)") }
            if !popover.settings.permittedArrowDirections.permits(placement.direction) {
                fail(.popoverArrowPointsAtSource, "'\(popover.name)' points \(placement.direction), which is not permitted")
            }
            let anchor = placement.anchor
            let onEdge: Bool
            switch placement.direction {
            case .up: onEdge = abs(tip.y - anchor.maxY) <= 0.5 && tip.x >= anchor.minX - 0.5 && tip.x <= anchor.maxX + 0.5
            case .down: onEdge = abs(tip.y - anchor.minY) <= 0.5 && tip.x >= anchor.minX - 0.5 && tip.x <= anchor.maxX + 0.5
            case .left: onEdge = abs(tip.x - anchor.maxX) <= 0.5 && tip.y >= anchor.minY - 0.5 && tip.y <= anchor.maxY + 0.5
            case .right: onEdge = abs(tip.x - anchor.minX) <= 0.5 && tip.y >= anchor.minY - 0.5 && tip.y <= anchor.maxY + 0.5
            case .unknown: onEdge = false
            }
            if !onEdge { fail(.popoverArrowPointsAtSource, "'\(popover.name)' arrow tip \(tip) is not on the \(placement.direction)-facing edge of \(anchor)") }
        }
        return found
    }
}
