import SheetSim

/// The warning for an option that replays a release's glitch written in a scenario whose OS
/// profile lacks that glitch: the run replays nothing, so the line says something the run
/// cannot show.
///
/// `option swiftUIScenePhaseSheetReopen = everyChange` on iOS 16 or later is one: the second sheet
/// re-presented on a scene phase change was observed on iOS 15 only (OBS, P-S47), and
/// ``OSProfile/scenePhaseReopensSecondSheet`` is false elsewhere, so the option has no effect
/// there (``Diagnostic/ID/optionWithoutEffect``).
enum ReleaseQuirkOptions {
    /// An option that replays a glitch, the value that leaves it off, and the OS profile fact
    /// the glitch needs.
    struct Quirk {
        let option: String
        let offValue: String
        let fact: WritableKeyPath<OSProfile, Bool> & Sendable
        let factName: String
        let releases: String
    }

    static let quirks: [Quirk] = [
        Quirk(option: "swiftUIScenePhaseSheetReopen", offValue: BehaviorOptions.SwiftUIScenePhaseSheetReopen.off.rawValue,
              fact: \.scenePhaseReopensSecondSheet, factName: "scenePhaseSheetReopen", releases: "iOS 15"),
    ]

    /// The warnings for `commands`: each line that turns a glitch's option on where the file's OS
    /// profile (its last `os` line, else the default) lacks the glitch. One pass over the lines.
    static func warnings(in commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        var os = OSProfile.default
        var settings: [(BehaviorSetting, SourceLocation)] = []
        for command in commands {
            switch command.value {
            case .os(let profile): os = profile
            case .option(let setting): settings.append((setting, command.location))
            default: break
            }
        }
        return warnings(for: settings, on: os)
    }

    /// Whether `setting` is one of a glitch's options: a line a run keeps until it launches.
    static func replaysAGlitch(_ setting: BehaviorSetting) -> Bool { quirks.contains { $0.option == setting.name } }

    /// The warnings for the option lines `settings` on `os`: what a run finds when it launches.
    static func warnings(for settings: [(BehaviorSetting, SourceLocation)], on os: OSProfile) -> [Diagnostic] {
        settings.compactMap { setting, location in
            guard let quirk = quirks.first(where: { $0.option == setting.name }), setting.value != quirk.offValue, !os[keyPath: quirk.fact] else { return nil }
            return Diagnostic(.optionWithoutEffect, .warning,
                              "option \(quirk.option) = \(setting.value) has no effect on iOS \(os.majorVersion): the glitch it replays was observed on \(quirk.releases) only",
                              at: location, hint: "write 'os 15' to replay it, or 'os \(os.majorVersion) \(quirk.factName) on' to ask what the glitch would do on this release")
        }
    }
}
