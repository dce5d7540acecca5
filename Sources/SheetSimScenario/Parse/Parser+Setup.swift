import SheetSim

extension ScenarioParser {
    // MARK: device "iPhone 14 Pro" [orientation] | device custom width … height … […]

    mutating func device(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let start = c.location
        if c.accept("custom") { return try customDevice(&c, at: start) }
        let token = try c.string("a device name (or 'custom')")
        let name = token.stringValue!
        guard let device = Device.named(name) else {
            let names = Device.builtIn.map(\.name)
            throw Diagnostic.error("unknown device '\(name)'", range: token.range,
                                   hint: !explains ? nil : Suggestions.didYouMean(name, among: names) ?? ("devices: " + names.joined(separator: ", ") + ", or 'custom'"))
        }
        let orientation = try optionalOrientation(&c)
        try c.end(after: "the device")
        return .device(device, orientation)
    }

    func optionalOrientation(_ c: inout TokenCursor) throws(Diagnostic) -> Orientation {
        guard !c.isAtEnd else { return .portrait }
        return try c.choice(Vocabulary.orientationsByName, "orientation")
    }

    mutating func customDevice(_ c: inout TokenCursor, at start: SourceLocation) throws(Diagnostic) -> ScenarioCommand {
        var width: Double?, height: Double?
        var safe = EdgeInsets(), landscapeSafe: EdgeInsets?
        var homeButton = false, refresh = 60, pad = false
        var orientation = Orientation.portrait
        let keys = ["width", "height", "safeArea", "landscapeSafeArea", "homeButton", "refreshRate", "pad"] + Vocabulary.orientations
        while !c.isAtEnd {
            let key = try c.choice(keys, "custom device property")
            switch key {
            case "width": width = try c.number("a width").points(.positive)
            case "height": height = try c.number("a height").points(.positive)
            case "safeArea": safe = try insets(&c)
            case "landscapeSafeArea": landscapeSafe = try insets(&c)
            case "homeButton": homeButton = true
            case "pad": pad = true
            case "refreshRate":
                let token = try c.number("a refresh rate")
                let hz = try token.frequency()
                guard hz == 60 || hz == 120 else {
                    throw Diagnostic.error("refresh rate must be 60Hz or 120Hz", range: token.range)
                }
                refresh = Int(hz)
            default: orientation = Vocabulary.orientationsByName[key]!
            }
        }
        guard let width, let height else {
            throw Diagnostic.error("a custom device needs a width and a height", at: start,
                                   hint: "e.g. device custom width 390pt height 844pt safeArea top 47pt bottom 34pt")
        }
        do {
            let device = try Device.custom(width: width, height: height, safeArea: safe,
                                           landscapeSafeArea: landscapeSafe ?? EdgeInsets(top: 0, left: safe.top, bottom: min(safe.bottom, 21), right: safe.top),
                                           hasHomeButton: homeButton, refreshRate: refresh, idiom: pad ? .pad : .phone)
            return .device(device, orientation)
        } catch {
            throw Diagnostic.error("invalid custom device: \(error)", at: start)
        }
    }

    /// `top 47pt bottom 34pt [left 0pt] [right 0pt]`
    func insets(_ c: inout TokenCursor) throws(Diagnostic) -> EdgeInsets {
        var insets = EdgeInsets()
        while let word = c.peek()?.word, ["top", "bottom", "left", "right"].contains(word) {
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
        let token = try c.number("an iOS major version")
        let version = try token.integer(.positive)
        guard var profile = OSProfile.version(version) else {
            throw Diagnostic.error("SheetSim models iOS 12 to 18, not \(version)", range: token.range,
                                   hint: "write os 15, os 16, os 17 or os 18 (os 12 to 14 for split view controllers only), then change single facts, e.g. 'os 16 viewIsAppearing on'")
        }
        while !c.isAtEnd {
            let key = try c.choice(OSProfile.facts.map(\.name), "OS profile fact")
            let fact = OSProfile.facts.first { $0.name == key }!
            profile[keyPath: fact.keyPath] = try c.bool(key)
        }
        return .os(profile)
    }

    // MARK: metric NAME = VALUE

    func metric(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let name = try c.choice(Vocabulary.metrics, "metric")
        try c.expect(.equal)
        let info = SheetMetrics.info(named: name)!
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
            throw Diagnostic.error("\(name) \(problem)", range: token.range)
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
