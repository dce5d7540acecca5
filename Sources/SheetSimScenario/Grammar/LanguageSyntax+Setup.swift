import SheetSim

/// The lines before the first action: the device, the OS, the window, metrics and options.
extension LanguageSyntax {
    static let includeCommand = CommandSyntax(.include, .setup, .value(.filePath(extensions: [".sheet"])),
                                              note: "another file's lines in place of this one; the path is relative to this file's folder")

    static let deviceCommand = CommandSyntax(.device, .setup, [
        CommandForm(.sequence([.value(.deviceName), deviceFigures(custom: false)]),
                    note: "any model 'sheetsim help devices' lists, by name, alias or identifier; figures replace its own"),
        CommandForm(.sequence([.keyword("custom"), deviceFigures(custom: true)]),
                    note: "a device of your own: a width and a height at least"),
    ])

    /// What a `device` line gives after the device: figures in place of the table's and the
    /// orientation, in any order; a custom device also says whether it has a home button and is
    /// an iPad.
    static func deviceFigures(custom: Bool) -> SyntaxPattern {
        let extra: [SyntaxPattern] = custom ? [.keyword("homeButton"), .keyword("pad")] : []
        let figures = SyntaxPattern.anyOf([deviceFigure] + extra + [orientation])
        return custom ? .repeated(figures) : .zeroOrMore(figures)
    }

    /// A figure a `device` line gives in place of the device table's (`DeviceOverride`), one
    /// alternative per `DeviceOverride.words`.
    static let deviceFigure = SyntaxPattern.named("device-figure", .anyOf(DeviceOverride.words.map { word in
        .sequence([.keyword(word), figureValue(word)])
    }))

    /// The value after a figure's word.
    static func figureValue(_ word: String) -> SyntaxPattern {
        switch word {
        case "width", "height", "cornerRadius", "slideOverHeightInset": .number(.length)
        case "scale": .number(.multiplier)
        case "safeArea", "landscapeSafeArea": insets
        case "refreshRate": .words(.refreshRate)
        case "landscapeWidthClass": .words(.sizeClass)
        case "windows": windowsFigure
        default: .empty  // a figure without a value here parses as nothing: the language tests fail
        }
    }

    /// `windows landscape twoThirds 694pt half 507pt …`: the widths of an iPad's windows.
    static let windowsFigure = SyntaxPattern.named("windows", .anyOf([
        .sequence([.keyword("landscape"), .repeated(.sequence([.words(.landscapeWindow), .number(.length)]))]),
        .sequence([.keyword("portrait"), .repeated(.sequence([.words(.portraitWindow), .number(.length)]))]),
    ]))

    static let osCommand = CommandSyntax(.os, .setup, [
        CommandForm(.sequence([osVersions(sheets: true), osFacts]),
                    note: "the iOS release simulated, then single facts changed; without an os line, iOS 17. It applies to the whole scenario, lines above it too. iOS 26 and 26.1 float sheets below full height on settings Apple never published (each a named metric or option), so they are never the default"),
        CommandForm(.sequence([osVersions(sheets: false), osFacts]), note: "split view controllers only: no sheets"),
    ])

    /// The releases `OSProfile` models, with sheets (iOS 15 on) or without, as an `os` line writes
    /// them (`26.1` for a point release).
    static func osVersions(sheets: Bool) -> SyntaxPattern {
        .oneOf(OSProfile.all.filter { $0.supportsSheetPresentation == sheets }.map(\.versionText), what: "iOS version")
    }

    /// `viewIsAppearing on …`: facts of the profile switched one by one.
    static let osFacts = SyntaxPattern.zeroOrMore(.sequence([.named("os-fact", .words(.osFact)), bool]))

    /// `full`, `twoThirds`, …, `width 678pt`, or `width 700pt height 500pt` (iPadOS 26).
    static let windowSize = SyntaxPattern.anyOf([
        .oneOf(AppWindow.named.map(\.description), what: "window"),
        .sequence([.keyword("width"), .number(.length), .optional(.sequence([.keyword("height"), .number(.length)]))]),
    ])

    static let windowCommand = CommandSyntax(.window, .setup, windowSize,
                                             note: "iPad: the window the app launches in; after the first action, the running app's window changes. iPadOS 26 (with a multitasking line) has no Split View, Slide Over from 26.1 only, and windows of any width and height in windowedApps or stageManager")

    static let multitaskingCommand = CommandSyntax(.multitasking, .setup, .words(.multitasking),
                                                   note: "iPadOS 26's multitasking setting (iPad, os 26 or later): fullScreenApps (the Settings default; windows cannot be resized), windowedApps or stageManager")

    static let sizeRestrictionsCommand = CommandSyntax(.sizeRestrictions, .setup,
                                                       .sequence([.keyword("minimumSize"), .keyword("width"), .number(.length), .keyword("height"), .number(.length)]),
                                                       note: "the app's windowScene.sizeRestrictions?.minimumSize: iPadOS 26 makes no smaller window (nor one below the system minimum)")

    /// The SDK releases an `sdk` line names: the major releases SheetSim models, oldest first.
    public static let sdkReleases: [Int] = OSProfile.all.filter { $0.minorVersion == 0 }.map(\.majorVersion)

    static let sdkCommand = CommandSyntax(.sdk, .setup, .oneOf(sdkReleases.map(String.init), what: "SDK release"),
                                          note: "the SDK the app is built with (default: the os line's release); in an iPadOS 26 window, an app built before the iOS 26 SDK gets its window controls in added top safe area (metric legacyWindowControlsTopInset, GUESS), a later one in line in its navigation bar")

    static let windowingControlStyleCommand = CommandSyntax(.preferredWindowingControlStyle, .setup, .words(.windowingControlStyle),
                                                            note: "the scene delegate's preferredWindowingControlStyle(for:) (iOS 26 SDK): automatic (option automaticWindowingControlStyle, GUESS), unified (controls in line in the navigation bar, metric windowControlsWidth) or minimal (metric windowControlsMinimalWidth)")

    static let resizeCommand = CommandSyntax(.resize, .actions,
                                             .sequence([.keyword("window"), .keyword("to"), .number(.length), .keyword("x"), .number(.length),
                                                        .keyword("over"), .number(.duration)]),
                                             note: "iPadOS 26 (windowedApps or stageManager): the user drags the window's corner to that width and height; isInteractivelyResizing meanwhile, a size committed per frame or at the end (option windowResizeCommits)")

    static let metricCommand = CommandSyntax(.metric, .setup, .summarized(
        "metric-setting", as: "metric-name '=' number   (any UIKitMetrics field, in its unit)",
        .anyOf(UIKitMetrics.catalog.map { info in
            .sequence([.keyword(info.name), .symbol(.equal), .number(number(for: info.unit))])
        })), note: "a UIKitMetrics figure in place of UIKit's")

    static let optionCommand = CommandSyntax(.option, .setup, .summarized(
        "option-setting", as: "option-name '=' value   (any BehaviorOptions setting, one of its values)",
        .anyOf(BehaviorOptions.catalog.map { entry in
            .sequence([.keyword(entry.name), .symbol(.equal), .oneOf(entry.values, what: "value for \(entry.name)")])
        })), note: "another reading of an unconfirmed behaviour")
}
