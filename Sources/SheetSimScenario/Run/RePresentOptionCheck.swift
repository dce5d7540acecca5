import SheetSim

/// The warning for `option swiftUIRePresentAfterDismissAndPop = stateDriven` in a scenario where it
/// can never take effect.
///
/// The re-presentation it replays (<doc:GrammarReference>; SheetSim's "SwiftUI" article, "Release
/// quirks") needs a view pushed by a `NavigationStack` path that presents a sheet: a `swiftUI view`
/// with a `sheet` modifier named by some `set path` line. Without one, nothing the option decides
/// can happen, which is a mistake in the scenario (a view left out of the path, a sheet declared on
/// the root instead), so `check` and `run` say so at the option's line.
enum RePresentOptionCheck {
    static let optionName = "swiftUIRePresentAfterDismissAndPop"

    /// The warning for `commands`, or nil when the option is off or can take effect.
    static func warning(in commands: [Located<ScenarioCommand>]) -> Diagnostic? {
        var option: Located<ScenarioCommand>?
        var presentsSheet: Set<String> = []
        var pushed: Set<String> = []
        for command in commands {
            switch command.value {
            case .option(let setting) where setting.name == optionName:
                option = setting.value == BehaviorOptions.SwiftUIRePresentAfterDismissAndPop.off.rawValue ? nil : command
            case .swiftUIView(let declaration):
                let sheets = declaration.modifiers.contains { modifier in
                    if case .presentation(let presentation) = modifier { return presentation.kind == .sheet }
                    return false
                }
                if sheets { presentsSheet.insert(declaration.name) }
            case .action(.setBinding(_, to: .path(let views))):
                pushed.formUnion(views)
            default:
                continue
            }
        }
        guard let option, presentsSheet.isDisjoint(with: pushed) else { return nil }
        return Diagnostic(.rePresentOptionCannotApply, .warning,
                          "option \(optionName) can never take effect here: no view a 'set path' line pushes presents a sheet",
                          at: option.location,
                          hint: "the re-presentation after dismiss-and-pop needs a pushed view with a sheet: declare 'swiftUI view \"V\" sheet isPresented \"B\" content \"C\"' and push it with 'set path \"P\" = \"V\"'")
    }
}
