import SheetSim
import SheetSimScenario

extension SessionGenerator {
    /// The name the fuzzer presents its alert controllers under.
    static let alertName = "alert"

    /// The alert options and metrics: drawn only by sessions with alerts, from the alerts' own
    /// stream, so that the main stream's draws over the catalogs (and every other session's world)
    /// are what they were before alert controllers existed.
    static let alertOptionNames: Set<String> = ["alertActionHandlerOrder", "actionSheetTapOutsideRunsCancelHandler", "actionSheetPopoverHidesCancelButton"]
    static let alertMetricNames: Set<String> = ["alertTransitionDuration", "alertWidth", "alertActionHeight", "actionSheetMargin", "actionSheetPopoverWidth"]

    /// In one session of four, a few alert steps put among the others: an alert or action sheet
    /// presented from the front (zero to four actions, at most one cancel, with or without a
    /// source), taps on its actions, taps outside, dismissals in code.
    /// Drawn from a stream of their own; returns the alert options the session sets.
    static func alertSteps(seed: UInt64, app: FuzzApp, into actions: inout [FuzzStep]) -> [BehaviorSetting] {
        var rng = SplitMix64(seed: seed ^ 0xE703_7ED1_A0B4_28DB)
        guard rng.chance(25), actions.count > 1 else { return [] }
        // The first alert comes first, and the taps on actions after it name its titles: the
        // session then prints as a scenario whose `tap action` lines follow an `alert` line that
        // declares them.
        let first = alertConfiguration(&rng, app: app)
        let titles = first.alert!.actions.map(\.title)
        let start = rng.int(in: 1...actions.count)
        actions.insert(.action(.present(alertName, configuration: first)), at: start)
        for _ in 0..<rng.int(in: 1...5) {
            let position = rng.int(in: (start + 1)...actions.count)
            actions.insert(alertStep(&rng, app: app, titles: titles), at: position)
        }
        guard rng.chance(40) else { return [] }
        let catalog = BehaviorOptions.catalog.filter { alertOptionNames.contains($0.name) }
        let row = rng.pick(catalog)
        return [BehaviorSetting(name: row.name, value: rng.pick(row.values.filter { $0 != row.defaultValue }))].compactMap { $0 }
    }

    static let alertTitles = ["OK", "Delete", "Archive", "Later", "Cancel"]

    /// One alert step after the first alert: another alert, a tap on one of `titles` (the first
    /// alert's), a tap outside, a dismissal in code, a wait.
    static func alertStep(_ rng: inout SplitMix64, app: FuzzApp, titles: [String]) -> FuzzStep {
        switch rng.int(in: 0...99) {
        case 0..<20: return .action(.present(alertName, configuration: alertConfiguration(&rng, app: app)))
        case 20..<55 where !titles.isEmpty: return .action(.tapAlertAction(rng.pick(titles)))
        case 20..<70:
            let point = rng.chance(50) ? nil : Point(x: Double(rng.int(in: 0...1300)), y: Double(rng.int(in: 0...1300)))
            return .action(.tapOutside(at: point))
        case 70..<78: return .action(.dismiss(animated: rng.chance(70)))
        case 78..<90: return .waitUntilSettled
        default: return .wait(milliseconds: rng.int(in: 1...400))
        }
    }

    static func alertConfiguration(_ rng: inout SplitMix64, app: FuzzApp) -> SheetConfiguration {
        var configuration = SheetConfiguration()
        let style: AlertStyle = rng.chance(50) ? .alert : .actionSheet
        var actions: [AlertAction] = []
        for title in alertTitles.dropLast() where rng.chance(40) {
            actions.append(AlertAction(title, style: rng.chance(25) ? .destructive : .default))
        }
        if rng.chance(60) { actions.insert(AlertAction("Cancel", style: .cancel), at: rng.int(in: 0...actions.count)) }
        configuration.alert = AlertSettings(preferredStyle: style, actions: actions)
        if style == .actionSheet, !rng.chance(25) {
            var settings = PopoverSettings(sourceView: rng.pick(popoverSources(app)))
            if !rng.chance(20) {
                settings.sourceRect = Rect(x: Double(rng.int(in: 0...900)), y: Double(rng.int(in: 0...900)),
                                           width: Double(rng.int(in: 0...120)), height: Double(rng.int(in: 0...120)))
            }
            configuration.popover = settings
        }
        return configuration
    }
}
