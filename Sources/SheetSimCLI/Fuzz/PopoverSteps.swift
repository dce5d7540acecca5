import SheetSim

extension SessionGenerator {
    /// In one session of four, a few popover steps put among the others: a popover presented
    /// from the front (anchored to a controller of the app, with random arrows, content sizes,
    /// passthrough views and adaptive answers), taps outside it, dismissals in code, and the window
    /// changes that adapt and re-anchor it. Drawn from a stream of their own, so that every other
    /// draw of a seed is what it was without them.
    static func popoverSteps(seed: UInt64, app: FuzzApp, pad: Bool, into actions: inout [FuzzStep]) {
        var rng = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
        guard rng.chance(25), actions.count > 1 else { return }
        for _ in 0..<rng.int(in: 2...6) {
            let position = rng.int(in: 1...actions.count)
            actions.insert(popoverStep(&rng, app: app, pad: pad), at: position)
        }
    }

    /// The controllers of `app` a popover may point at (the first is always in the window).
    static func popoverSources(_ app: FuzzApp) -> [String] {
        switch app {
        case .plain: return ["presenter"]
        case .navigation: return ["nav", "inbox"]
        case .tabs: return ["tabs", "homeNav", "feed"]
        case .doubleColumnSplit: return ["split", "sidebar", "detail"]
        case .tripleColumnSplit: return ["split", "sidebar", "list", "detail"]
        case .classicSplit: return ["split", "master", "detail"]
        }
    }

    static func popoverStep(_ rng: inout SplitMix64, app: FuzzApp, pad: Bool) -> FuzzStep {
        switch rng.int(in: 0...99) {
        case 0..<35: return .action(.present("pop", configuration: popoverConfiguration(&rng, app: app)))
        case 35..<60:
            let point = rng.chance(50) ? nil : Point(x: Double(rng.int(in: 0...1300)), y: Double(rng.int(in: 0...1300)))
            return .action(.tapOutside(at: point))
        case 60..<70: return .action(.dismiss(animated: rng.chance(70)))
        case 70..<80: return .waitUntilSettled
        case 80..<90: return .action(.rotate(to: rng.pick(Orientation.allCases)))
        default:
            guard pad else { return .wait(milliseconds: rng.int(in: 1...400)) }
            return .action(.setWindow(launchWindow(&rng, orientation: rng.chance(50) ? .portrait : .landscapeLeft)))
        }
    }

    static func popoverConfiguration(_ rng: inout SplitMix64, app: FuzzApp) -> SheetConfiguration {
        var configuration = SheetConfiguration(detents: detents(&rng).map(\.detent))
        configuration.modalPresentationStyle = .popover
        configuration.preferredContentSize = Size(width: Double(rng.int(in: 80...900)), height: Double(rng.int(in: 80...1200)))
        configuration.isModalInPresentation = rng.chance(15)
        configuration.hasDelegate = !rng.chance(15)
        configuration.shouldDismiss = !rng.chance(20)
        configuration.adaptivePresentationStyle = rng.pick([nil, nil, ModalPresentationStyle.none, .fullScreen, .overFullScreen, .formSheet])
        let sources = popoverSources(app)
        var settings = PopoverSettings(sourceView: rng.pick(sources))
        if !rng.chance(20) {
            settings.sourceRect = Rect(x: Double(rng.int(in: 0...900)), y: Double(rng.int(in: 0...900)),
                                       width: Double(rng.int(in: 0...120)), height: Double(rng.int(in: 0...120)))
        }
        if rng.chance(40) {
            var permitted: PopoverArrowDirections = []
            for direction in [PopoverArrowDirections.up, .down, .left, .right] where rng.chance(50) { permitted.insert(direction) }
            settings.permittedArrowDirections = permitted.isEmpty ? .down : permitted
        }
        if rng.chance(25) { settings.passthroughViews = [rng.pick(sources)] }
        configuration.popover = settings
        return configuration
    }
}
