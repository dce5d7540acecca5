import SheetSim

extension ScenarioParser {
    // MARK: device "iPhone 14 Pro" [orientation] [figure …] | device custom width … height … […]

    mutating func device(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let start = c.location
        if c.accept("custom") { return try customDevice(&c, at: start) }
        let token = try c.string("a device name (or 'custom')")
        let name = token.stringValue!
        guard let device = Device.named(name) else {
            throw Diagnostic.error(.unknownDevice, "unknown device '\(Quote.shorten(name))'", range: token.range,
                                   hint: !explains ? nil : Device.unknownNameHint(for: name))
        }
        let (figures, orientation) = try deviceFigures(&c, custom: false)
        guard !figures.overrides.isEmpty else { return .device(device, orientation) }
        do {
            return .device(try device.overriding(figures.overrides), orientation)
        } catch {
            throw Diagnostic.error(.invalidDeviceFigure, "\(device.name): \(error)", range: figures.firstRange ?? token.range)
        }
    }

    func optionalOrientation(_ c: inout TokenCursor) throws(Diagnostic) -> Orientation {
        guard !c.isAtEnd else { return .portrait }
        return try c.choice(Vocabulary.orientationsByName, "orientation")
    }

    /// What a `device` line gives after the device: figures in place of the table's, and the
    /// orientation, in any order; a later figure of the same kind wins.
    struct DeviceFigures {
        var overrides: [DeviceOverride] = []
        var safeArea: EdgeInsets?
        var landscapeSafeArea: EdgeInsets?
        var homeButton = false
        var pad = false
        /// Where the first figure was written, for an error about the figures together.
        var firstRange: SourceRange?
    }

    /// The figures and orientation of a `device` line, up to its end. `homeButton` and `pad`
    /// describe a custom device only.
    mutating func deviceFigures(_ c: inout TokenCursor, custom: Bool) throws(Diagnostic) -> (DeviceFigures, Orientation) {
        var figures = DeviceFigures()
        var orientation = Orientation.portrait
        let keys = custom ? WordChoice.customDeviceFigure : WordChoice.deviceFigure
        while !c.isAtEnd {
            let (key, token) = try c.choiceAndToken(keys.accepted, keys.what)
            if let orientationWord = Vocabulary.orientationsByName[key] {
                orientation = orientationWord
                continue
            }
            if figures.firstRange == nil { figures.firstRange = token.range }
            switch key {
            case "width": figures.overrides.append(.width(try c.number("a width").points(.positive)))
            case "height": figures.overrides.append(.height(try c.number("a height").points(.positive)))
            case "scale": figures.overrides.append(.scale(try c.number("a scale, e.g. 3x").multiplier(.positive)))
            case "safeArea":
                let insets = try self.insets(&c)
                figures.safeArea = insets
                figures.overrides.append(.safeArea(insets))
            case "landscapeSafeArea":
                let insets = try self.insets(&c)
                figures.landscapeSafeArea = insets
                figures.overrides.append(.landscapeSafeArea(insets))
            case "cornerRadius": figures.overrides.append(.cornerRadius(try c.number("a corner radius").points(.nonNegative)))
            case "refreshRate":
                let token = try c.number("a refresh rate")
                let hz = try token.frequency()
                guard hz == 60 || hz == 120 else {
                    throw Diagnostic.error(.unsupportedRefreshRate, "refresh rate must be 60Hz or 120Hz", range: token.range)
                }
                figures.overrides.append(.refreshRate(Int(hz)))
            case "landscapeWidthClass":
                let sizeClass = try c.choice(.sizeClass)
                figures.overrides.append(.landscapeWidthClass(sizeClass == "regular" ? .regular : .compact))
            case "windows": figures.overrides.append(try windows(&c))
            case "slideOverHeightInset":
                figures.overrides.append(.slideOverHeightInset(try c.number("an inset").points(.nonNegative)))
            case "homeButton": figures.homeButton = true
            default: figures.pad = true
            }
        }
        return (figures, orientation)
    }

    /// `windows landscape|portrait [twoThirds L] [half L] [oneThird L] [slideOver L]`: at least one width.
    func windows(_ c: inout TokenCursor) throws(Diagnostic) -> DeviceOverride {
        let side = try c.choice(.windowsOrientation)
        let landscape = side == "landscape"
        let arrangements = landscape ? WordChoice.landscapeWindow : WordChoice.portraitWindow
        var widths: [String: Double] = [:]
        repeat {
            let arrangement = try c.choice(arrangements)
            widths[arrangement] = try c.number("a window width").points(.positive)
        } while c.peek()?.word.map(arrangements.accepted.contains) == true
        return .windows(landscape: landscape, twoThirds: widths["twoThirds"], half: widths["half"],
                        oneThird: widths["oneThird"], slideOver: widths["slideOver"])
    }

    mutating func customDevice(_ c: inout TokenCursor, at start: SourceLocation) throws(Diagnostic) -> ScenarioCommand {
        let (figures, orientation) = try deviceFigures(&c, custom: true)
        var width: Double?, height: Double?, refresh = 60
        var rest: [DeviceOverride] = []
        for override in figures.overrides {
            switch override {
            case .width(let value): width = value
            case .height(let value): height = value
            case .refreshRate(let hz): refresh = hz
            case .safeArea, .landscapeSafeArea: break
            default: rest.append(override)
            }
        }
        guard let width, let height else {
            throw Diagnostic.error(.customDeviceNeedsSize, "a custom device needs a width and a height", at: start,
                                   hint: "e.g. device custom width 390pt height 844pt safeArea top 47pt bottom 34pt")
        }
        let safe = figures.safeArea ?? EdgeInsets()
        do {
            let device = try Device.custom(width: width, height: height, safeArea: safe,
                                           landscapeSafeArea: figures.landscapeSafeArea ?? EdgeInsets(top: 0, left: safe.top, bottom: min(safe.bottom, 21), right: safe.top),
                                           hasHomeButton: figures.homeButton, refreshRate: refresh, idiom: figures.pad ? .pad : .phone)
            return .device(rest.isEmpty ? device : try device.overriding(rest), orientation)
        } catch {
            throw Diagnostic.error(.invalidCustomDevice, "invalid custom device: \(error)", at: start)
        }
    }

    /// `top 47pt bottom 34pt [left 0pt] [right 0pt]`
    func insets(_ c: inout TokenCursor) throws(Diagnostic) -> EdgeInsets {
        var insets = EdgeInsets()
        while let word = c.peek()?.word, WordChoice.insetEdge.accepted.contains(word) {
            _ = c.next()
            let value = try c.number("an inset").points(.nonNegative)
            switch word {
            case "top": insets.top = value
            case "bottom": insets.bottom = value
            case "left": insets.left = value
            default: insets.right = value
            }
        }
        return insets
    }

    // MARK: os 17 [FACT on|off]… (the facts of OSProfile.facts)

    mutating func os(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let token = try c.number("an iOS version")
        // A point release is written as a decimal (`os 26.1`); every other profile as a whole number.
        let profile: OSProfile?
        if let literal = token.number, !literal.isInteger, literal.unit == nil, literal.value > 0 {
            profile = OSProfile.version(named: literal.text)
        } else {
            profile = OSProfile.version(try token.integer(.positive))
        }
        guard var profile else {
            throw Diagnostic.error(.unsupportedOSVersion, "SheetSim models iOS 12 to 18, 26, 26.1 and 27, not \(token.text)", range: token.range,
                                   hint: "write os 15, os 16, os 17, os 18, os 26, os 26.1 or os 27 (os 12 to 14 for split view controllers only), then change single facts, e.g. 'os 16 viewIsAppearing on'")
        }
        while !c.isAtEnd {
            let key = try c.choice(.osFact)
            let fact = OSProfile.facts.first { $0.name == key }!
            profile[keyPath: fact.keyPath] = try c.bool(key)
        }
        return .os(profile)
    }

    // MARK: metric NAME = VALUE

    func metric(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try c.choice(Vocabulary.metrics, "metric")
        try c.expect(.equal)
        let info = UIKitMetrics.info(named: name)!
        let token = try c.number("a value for \(name)")
        // The unit is the token's to check; the sign and the bounds are the metric's own range
        // (a margin or an inset may be 0, a damping ratio may not).
        let value: Double
        switch info.unit {
        case .points: value = try token.points()
        case .pointsPerSecond: value = try token.speed()
        case .seconds: value = try token.duration().seconds
        case .ratio: value = try token.ratio()
        }
        if let problem = info.problem(with: value) {
            throw Diagnostic.error(.metricOutOfRange, "\(name) \(problem)", range: token.range)
        }
        try c.end(after: "the metric value")
        return .metric(name: name, value: value)
    }

    // MARK: option NAME = VALUE

    func option(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try c.choice(Vocabulary.options, "option")
        try c.expect(.equal)
        let value = try c.choice(BehaviorOptions.option(named: name)!.values, "value for \(name)")
        try c.end(after: "the option value")
        return .option(BehaviorSetting(name: name, value: value)!)
    }
}
