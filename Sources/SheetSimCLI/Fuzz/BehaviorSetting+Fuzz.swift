import SheetSim
import SheetSimScenario

/// The fuzzer's sessions set behaviour options as a scenario's `option` lines do: settings of
/// the options catalog, to a value other than the reference reading. The options stand for facts
/// the rules leave unconfirmed, so their other readings must hold the invariants too.
extension BehaviorSetting {
    /// The reference options with `settings` made in order.
    static func options(_ settings: [BehaviorSetting]) -> BehaviorOptions {
        var options = BehaviorOptions.reference
        for setting in settings { setting.apply(&options) }
        return options
    }

    /// The `option NAME = VALUE` line that makes the setting in a scenario.
    var scenarioLine: String { "option \(name) = \(value)" }
}
