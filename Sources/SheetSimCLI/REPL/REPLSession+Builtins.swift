import SheetSim
import SheetSimScenario
import SheetSimTimeline

extension REPLSession {
    /// The REPL's own commands: `help`, `state`, `log`, `show`, `reset`, `save FILE`,
    /// `timeline FILE`, `load FILE`, `quit`.
    mutating func builtin(_ word: String, text: String) -> REPLOutput {
        let argument = Self.argument(after: word, in: text)
        switch word {
        case "help":
            return help(argument?.text, column: argument?.column ?? 1)
        case "quit", "exit":
            if let argument { return error(.unexpectedToken, "unexpected '\(argument.text)' after \(word)", column: argument.column) }
            return REPLOutput(quit: true)
        case "reset":
            if let argument { return error(.unexpectedToken, "unexpected '\(argument.text)' after reset", column: argument.column) }
            scenario = Self.newScenario(device: device, os: os)
            scenario.runLimits = runLimits
            parser = makeParser()
            recorded = []
            openBlock = nil
            reported = []
            seenFailures = 0
            expectationCount = 0
            controllerNames = ["presenter", "sheet"]
            knownNames = Set(controllerNames)
            marks = []
            knownMarks = []
            return REPLOutput(standardOutput: paint("# reset: a new simulator at t=0ms, an empty log, nothing to save", .dim) + "\n")
        case "load":
            guard let argument else {
                return error(.missingFileName, "load needs a file name", column: text.utf8.count + 1, hint: "e.g. 'load scenarios/lifecycle/ios16-no-viewIsAppearing.sheet'")
            }
            return load(Self.unquoted(argument.text), column: argument.column)
        case "save":
            guard let argument else {
                return error(.missingFileName, "save needs a file name", column: text.utf8.count + 1, hint: "e.g. 'save bug.sheet'")
            }
            let path = SystemIO.expandingTilde(Self.unquoted(argument.text), home: environment.homeDirectory)
            let saved = savedScenario()
            if let reason = environment.writer(path, saved.text) {
                return error(.unwritableFile, "cannot write '\(path)': \(reason)", column: argument.column)
            }
            // The counts are of what the file holds: with 'hide layout' the layout callbacks are not in it.
            let callbacks = saved.callbacks
            var note = "# saved \(recorded.count) line\(recorded.count == 1 ? "" : "s") and \(callbacks) callback\(callbacks == 1 ? "" : "s") to \(path)"
            if hidesLayout { note += " (layout callbacks left out)" }
            note += "; replay with 'sheetsim run \(path)'"
            if openBlock != nil { note += " (the open 'expect callbacks' block is not included)" }
            return REPLOutput(standardOutput: paint(note, .dim) + "\n")
        case "timeline":
            guard let argument else {
                return error(.missingFileName, "timeline needs a file name", column: text.utf8.count + 1, hint: "e.g. 'timeline session.svg'")
            }
            let path = SystemIO.expandingTilde(Self.unquoted(argument.text), home: environment.homeDirectory)
            guard let format = TimelineFile.format(of: path) else {
                return error(.unsupportedTimelineFile, "timeline " + TimelineFile.unsupported(path), column: argument.column,
                             hint: "e.g. 'timeline session.svg', or 'timeline session.html' for the picture with the log")
            }
            let picture = timelinePicture()
            if let refusal = picture.refusal {
                return error(.timelineTooLong, "cannot draw the timeline: " + refusal, column: argument.column, hint: TimelineFile.tooLongHint)
            }
            if let reason = environment.writer(path, TimelineFile.contents(picture, as: format)) {
                return error(.unwritableFile, "cannot write '\(path)': \(reason)", column: argument.column)
            }
            let count = scenario.log.count
            let note = "# wrote timeline \(path): \(count) callback\(count == 1 ? "" : "s") up to \(scenario.now)"
            return REPLOutput(standardOutput: paint(note, .dim) + "\n")
        case "diff":
            return diff(argument)
        case "show":
            // A terminal that says it is larger than any drawing is drawn at the largest.
            var size = environment.screenSize().drawable
            var overlays: Set<ScreenDrawing.Overlay> = []
            if let argument {
                var column = argument.column
                for word in argument.text.split(separator: " ", omittingEmptySubsequences: false) {
                    defer { column += word.utf8.count + 1 }
                    if word.isEmpty { continue }
                    if word == "layout" {
                        overlays.formUnion(ScreenDrawing.Overlay.allCases)
                    } else if let overlay = ScreenDrawing.Overlay(rawValue: String(word)) {
                        overlays.insert(overlay)
                    } else if let given = ScreenDrawing.Size(String(word)) {
                        let largest = ScreenDrawing.Size.maximum
                        guard given.isDrawable else {
                            return error(.invalidArgument, "show draws at most \(largest.columns)x\(largest.rows), more than a terminal shows; \(word) is larger",
                                         column: column, hint: "'show' alone draws at the terminal's size")
                        }
                        size = given
                    } else {
                        return error(.invalidArgument, "expected a size such as 80x24 or an overlay (safeArea, margins, bars, layout) after show, found '\(word)'",
                                     column: column,
                                     hint: "'show' draws at the terminal's size; 'show 100x40' at 100 columns by 40 rows; 'show layout' adds the safe area, margins and bars")
                    }
                }
            }
            guard let simulator = scenario.simulator else {
                return REPLOutput(standardOutput: paint("# nothing on screen yet: the simulator starts at the first action", .dim) + "\n")
            }
            let swiftUI = ScreenDrawing.swiftUILines(simulator).map { paint("# " + $0, .dim) }
            return REPLOutput(standardOutput: (ScreenDrawing.render(simulator, in: size, overlays: overlays) + swiftUI).joined(separator: "\n") + "\n")
        case "layout":
            return layoutDump(of: argument.map { Self.unquoted($0.text) }, column: argument?.column ?? 1)
        case "hide":
            switch argument?.text {
            case "layout"?: hidesLayout = true
            case "passes"?: (hidesLayout, foldsLayoutPasses) = (false, true)
            case "none"?: (hidesLayout, foldsLayoutPasses) = (false, false)
            default:
                return error(.invalidArgument, "hide takes 'layout', 'passes' or 'none'", column: argument?.column ?? text.utf8.count + 1,
                             hint: "'hide layout' leaves the layout callbacks out of what is printed; 'hide passes' folds a drag's layout passes into one line; 'hide none' shows every callback")
            }
            let note = hidesLayout ? "# layout callbacks hidden from now on (they are still logged)"
                : foldsLayoutPasses ? "# consecutive layout passes folded into one line from now on (they are still logged)"
                : "# every callback shown"
            return REPLOutput(standardOutput: paint(note, .dim) + "\n")
        default:
            if let argument { return error(.unexpectedToken, "unexpected '\(argument.text)' after \(word)", column: argument.column) }
            switch word {
            case "state": return REPLOutput(standardOutput: stateDump())
            case "assumptions":
                guard let simulator = scenario.simulator else {
                    return REPLOutput(standardOutput: paint("# assumptions: none yet (no simulator until the first action)", .dim) + "\n")
                }
                return REPLOutput(standardOutput: RunReport.assumptionText(simulator.consultedAssumptions))
            default:  // log
                let log = scenario.log
                return REPLOutput(standardOutput: log.isEmpty ? paint("# the log is empty", .dim) + "\n" : entries(from: 0, folding: false))
            }
        }
    }

    /// The rest of the line after the built-in's name, trimmed, with its 1-based byte column.
    static func argument(after word: String, in text: String) -> (text: String, column: Int)? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        index += word.utf8.count
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        var end = bytes.count
        while end > index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard index < end else { return nil }
        return (String(decoding: bytes[index..<end], as: UTF8.self), index + 1)
    }

    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    // MARK: help

    mutating func help(_ topic: String?, column: Int) -> REPLOutput {
        guard let topic else { return REPLOutput(standardOutput: Self.overview) }
        if topic == "language" { return REPLOutput(standardOutput: Help.language) }
        if topic == "devices" { return REPLOutput(standardOutput: Help.devices) }
        if let text = Help.assumptions(topic) { return REPLOutput(standardOutput: text) }
        let key = topic == "exit" ? "quit" : topic
        if let entry = Self.builtinHelp.first(where: { $0.name == key }) {
            return REPLOutput(standardOutput: "  \(entry.usage)\n      \(entry.text)\n")
        }
        if let text = Help.commandText(for: topic) { return REPLOutput(standardOutput: text) }
        return error(.unknownHelpTopic, "no help for '\(topic)'", column: column,
                     hint: Suggestions.didYouMean(topic, among: Vocabulary.commands + Self.builtins + ["language", "devices"])
                        ?? "type 'help' for the commands")
    }

    static var overview: String {
        var out = "Type scenario commands, one per line; after each, the callbacks it caused and\n"
        out += "a '#' line: the front sheet's state ('# t=… sheet phase=… detent=… topY=…'), else the\n"
        out += "split view's ('# t=… split \"split\" oneBesideSecondary (tile)') or the navigation, tab bar or\n"
        out += "page view controller's on screen ('# t=… navigation \"nav\" top \"inbox\" (1 deep)').\n\nREPL commands:\n"
        for entry in builtinHelp {
            let pad = String(repeating: " ", count: max(1, 16 - entry.usage.count))
            out += "  " + entry.usage + pad + entry.text + "\n"
        }
        out += "\nScenario commands ('help COMMAND' for one, 'help language' for all):\n"
        var line = " "
        for word in Vocabulary.commands {
            if line.count + word.count + 1 > 78 { out += line + "\n"; line = " " }
            line += " " + word
        }
        return out + line + "\n"
    }

    // MARK: state

    /// The window, every container (``containerState(of:)``) and every field of every presented
    /// sheet's snapshot, by reflection so a field added to ``SheetSnapshot`` shows up here without
    /// this file changing.
    func stateDump() -> String {
        guard let simulator = scenario.simulator else {
            return paint("# nothing presented yet (t=0ms): the simulator starts at the first action", .dim) + "\n"
        }
        var out = "time: \(simulator.now)\n"
        out += "environment: \(simulator.environment)\n"
        out += "os: \(simulator.os)\n"
        out += "stack: " + (simulator.stack.isEmpty ? "empty" : simulator.stack.map { "\"\($0.name)\"" }.joined(separator: " > ")) + "\n"
        if let next = simulator.nextEventTime { out += "next event: \(next)\n" }
        if let transition = simulator.windowTransition {
            // What holds `wait until settled` after a rotation or a window change with nothing
            // else moving: its end is the next event above.
            out += "window transition: \(transition.cause) from \(transition.began) until \(transition.ends)\n"
        }
        for machine in simulator.stack {
            guard let snapshot = simulator.state(of: machine.name) else { continue }
            out += "sheet \"\(machine.name)\":\n"
            for child in Mirror(reflecting: snapshot).children {
                guard let label = child.label, label != "name" else { continue }
                out += "  \(label): \(Self.text(child.value))\n"
            }
        }
        for name in simulator.swiftUIBindingNames {
            out += "binding \"\(name)\": \(simulator.bindingValue(name).map(\.description) ?? "?")\n"
        }
        for line in ScreenDrawing.swiftUILines(simulator) { out += line + "\n" }
        return out + Self.containerState(of: simulator)
    }

    static func text(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return text(wrapped)
        }
        if let number = value as? Double { return NumberFormat.ratio(number) }
        if let list = value as? [Any] { return "[" + list.map(text).joined(separator: ", ") + "]" }
        return String(describing: value)
    }

    // MARK: timeline

    /// The picture of the session so far, drawn by replaying the lines that ran with the recording
    /// on. The simulator is deterministic, so the replay is the session (the same property that
    /// makes `sheetsim repl < f.sheet` log what `sheetsim run f.sheet` does), and a session that
    /// never asks for a picture pays nothing for one: recording every frame of a long piped
    /// session cost 2 KB a line and made each command 40 % slower. Before the first action the
    /// picture is an empty axis, which is still the truth about the session.
    func timelinePicture() -> Timeline {
        var replay = Self.newScenario(device: device, os: os)
        replay.runLimits = runLimits
        replay.recordsTimeline = true
        var parser = makeParser()
        for (index, text) in recorded.enumerated() {
            switch parser.parseLine(SourceLine(number: index + 1, text: Substring(text)), file: Self.fileName) {
            case .command(let command): replay.execute(command)
            case .commands(let commands): for command in commands { replay.execute(command) }
            case .nothing, .failure: break  // comments; lines that failed never reach `recorded`
            }
        }
        return Timeline(title: "sheetsim repl", subtitle: "", log: replay.log,
                        recording: replay.simulator?.recording ?? TimelineFile.emptyRecording, end: replay.now)
    }

    // MARK: save

    /// The session as a scenario: the lines that ran, verbatim, then the log so far as an
    /// `expect callbacks` block with times, so `sheetsim run` on it replays and checks it; and how
    /// many callbacks the block lists.
    func savedScenario() -> (text: String, callbacks: Int) {
        var out = "# Saved by 'sheetsim repl': the session's lines as they ran, then its callback log as expectations.\n"
        if let device { out += "device \(LogText.quoted(device.name))\n" }
        if let os { out += "os \(os.versionText)\n" }
        for line in recorded { out += line + "\n" }
        let entries = scenario.log.filter { $0.callback.isShown(hidingLayout: hidesLayout) }
        out += "\n# The callbacks observed in the session (\(entries.count) up to \(scenario.now)"
            + (hidesLayout ? ", layout callbacks left out, which the block then ignores" : "") + ").\n"
        out += "expect callbacks\n"
        for entry in entries { out += "  " + Self.expectationLine(entry) + "\n" }
        return (out + "end\n", entries.count)
    }

    /// `400.000ms sheet.viewDidAppear(animated: true)`, or without its arguments when the
    /// language cannot write them back exactly (e.g. nested parentheses), checked by parsing it.
    static func expectationLine(_ entry: LogEntry) -> String {
        let full = LogText.line(entry)
        if parsedMatcher(full)?.matches(entry) == true { return full }
        return entry.time.description + " " + entry.receiver.description + "." + entry.callback.name
    }

    static func parsedMatcher(_ line: String) -> CallbackMatcher? {
        var parser = ScenarioParser()
        parser.checksReceivers = false  // one line out of its session: its controllers are not declared here
        let lines = ["expect callbacks", line, "end"]
        var result: ScenarioParser.LineResult = .nothing
        for (index, text) in lines.enumerated() {
            result = parser.parseLine(SourceLine(number: index + 1, text: Substring(text)), file: "<save>")
            if case .failure = result { return nil }
        }
        guard case .command(let command) = result, case .expectCallbacks(.exactly(let matchers, _)) = command.value,
              matchers.count == 1 else { return nil }
        return matchers[0]
    }
}
