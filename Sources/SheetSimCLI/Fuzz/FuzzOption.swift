import SheetSim

/// A `BehaviorOptions` setting a session makes: a `BehaviorOptions.catalog` row's name and one of
/// its values other than the reference reading. The options stand for facts the rules leave
/// unconfirmed, so their other readings must hold the invariants too.
public struct FuzzOption: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The reference options with `settings` made in order; a name or value the catalog does not
    /// know changes nothing.
    static func options(_ settings: [FuzzOption]) -> BehaviorOptions {
        var options = BehaviorOptions.reference
        for setting in settings {
            BehaviorOptions.option(named: setting.name)?.set(setting.value, in: &options)
        }
        return options
    }

    /// The `option NAME = VALUE` line that makes the setting in a scenario.
    var scenarioLine: String { "option \(name) = \(value)" }
}
