import SheetSim

extension SessionGenerator {
    /// In one session of four, a few context-presentation steps put among the others: a
    /// controller of the app made to define the presentation context (or not), `currentContext`
    /// and `overCurrentContext` presentations from the front or from a controller of the app,
    /// dismissals in code, popovers anchored to a bar button item, and the rotations and window
    /// changes that move them. Drawn from a stream of their own, so that every other draw of a
    /// seed is what it was without them (SheetRules 10).
    static func contextPresentationSteps(seed: UInt64, app: FuzzApp, pad: Bool, into actions: inout [FuzzStep]) {
        var rng = SplitMix64(seed: seed ^ 0xC2B2_AE3D_27D4_EB4F)
        guard rng.chance(25), actions.count > 1 else { return }
        for _ in 0..<rng.int(in: 2...6) {
            let position = rng.int(in: 1...actions.count)
            actions.insert(contextPresentationStep(&rng, app: app, pad: pad), at: position)
        }
    }

    /// The controller whose navigation item holds bar button items, in the apps with a
    /// navigation controller.
    static func barButtonItemOwner(_ app: FuzzApp) -> String? {
        switch app {
        case .navigation: return "inbox"
        case .tabs: return "feed"
        case .plain, .doubleColumnSplit, .tripleColumnSplit, .classicSplit: return nil
        }
    }

    static func contextPresentationStep(_ rng: inout SplitMix64, app: FuzzApp, pad: Bool) -> FuzzStep {
        let sources = popoverSources(app)
        switch rng.int(in: 0...99) {
        case 0..<20:
            var settings = ViewLayoutSettings()
            settings.definesPresentationContext = !rng.chance(25)
            settings.providesPresentationContextTransitionStyle = rng.chance(30)
            settings.modalTransitionStyle = rng.pick(ModalTransitionStyle.allCases)
            // Never the default settings: those would read as one of the bar stream's steps,
            // which set bar settings only (`isBarStep`).
            if settings == ViewLayoutSettings() { settings.definesPresentationContext = true }
            return .action(.updateViewLayoutSettings(of: rng.pick(sources), settings))
        case 20..<50:
            var configuration = SheetConfiguration()
            configuration.modalPresentationStyle = rng.pick([ModalPresentationStyle.currentContext, .overCurrentContext])
            let source = rng.chance(50) ? nil : rng.pick(sources)
            return .action(.present(rng.pick(["ctx", "ctx2"]), configuration: configuration, from: source, animated: rng.chance(80)))
        case 50..<62: return .action(.dismiss(animated: rng.chance(70)))
        case 62..<72: return .waitUntilSettled
        case 72..<80: return .action(.rotate(to: rng.pick(Orientation.allCases)))
        case 80..<88:
            guard pad else { return .wait(milliseconds: rng.int(in: 1...400)) }
            return .action(.setWindow(launchWindow(&rng, orientation: rng.chance(50) ? .portrait : .landscapeLeft)))
        default:
            guard let owner = barButtonItemOwner(app) else { return .wait(milliseconds: rng.int(in: 1...400)) }
            var configuration = SheetConfiguration()
            configuration.modalPresentationStyle = .popover
            configuration.preferredContentSize = Size(width: Double(rng.int(in: 80...600)), height: Double(rng.int(in: 80...900)))
            configuration.hasDelegate = !rng.chance(15)
            let item = BarButtonItemReference(owner: owner, side: rng.pick(BarButtonItemReference.Side.allCases), index: rng.int(in: 0...3))
            configuration.popover = PopoverSettings(barButtonItem: item)
            return .action(.present("barPop", configuration: configuration, from: rng.chance(50) ? nil : owner))
        }
    }
}
