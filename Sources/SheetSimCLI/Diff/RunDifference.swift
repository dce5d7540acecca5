import SheetSim
import SheetSimScenario

/// Where two runs of one scenario part: their callback logs aligned, the sheet's state at each
/// mark and at the end, and their expectations' outcomes. Pure: the same runs always print the
/// same text.
struct RunDifference {
    /// What kind of callback differs, for the summary and for a reader deciding whether a
    /// difference matters: the appearance and delegate callbacks are what apps act on.
    enum Kind: String, CaseIterable {
        case appearance
        case delegate
        case presentation
        case updatePass = "update pass"
        case layout
        case trait
        case simulator
        case other

        init(_ entry: LogEntry) {
            let name = entry.callback.callbackName
            if name == .updateProperties { self = .updatePass; return }
            if name.isLayout { self = .layout; return }
            if name.isForwardedToVisibleChildren { self = .appearance; return }
            switch name {
            case .traitCollectionDidChange, .willTransition, .viewWillTransition: self = .trait; return
            case .warning, .error, .tapReceived: self = .simulator; return
            default: break
            }
            switch name.declaredBy {
            case .presentationController: self = .presentation
            case .viewController: self = .other
            default: self = entry.receiver.kind == .viewController ? .other : .delegate
            }
        }
    }

    /// One line of the aligned listing.
    enum Line: Equatable {
        /// `count` aligned entries the same in both, left out.
        case same(count: Int)
        /// An entry the same in both, shown around a difference.
        case context(a: Int, b: Int)
        case onlyA(Int)
        case onlyB(Int)
        /// The same callback, at another time.
        case moved(a: Int, b: Int)
    }

    /// One state property that differs at one place.
    struct StateChange: Equatable {
        var place: String
        var property: String
        var a: String?
        var b: String?
    }

    var a: DiffSide
    var b: DiffSide
    var runA: DiffSide.Run
    var runB: DiffSide.Run
    var lines: [Line] = []
    var onlyA: [Int] = []
    var onlyB: [Int] = []
    var moved: [(a: Int, b: Int)] = []
    var sameCount = 0
    var stateChanges: [StateChange] = []
    /// The expectations that failed on one side only: (side letter, failure).
    var expectationChanges: [(side: String, failure: ExpectationFailure)] = []
    /// The alignment's work, for the size-bound test.
    var work = 0

    /// Callbacks shown around each difference.
    static let context = 2

    var differenceCount: Int { onlyA.count + onlyB.count + moved.count + stateChanges.count + expectationChanges.count }

    init(a: DiffSide, runA: DiffSide.Run, b: DiffSide, runB: DiffSide.Run, hidesLayout: Bool) {
        self.a = a
        self.b = b
        self.runA = runA
        self.runB = runB
        struct Key: Hashable {
            var receiver: Receiver
            var callback: Callback
        }
        var keys: [Key: Int] = [:]
        func keyed(_ log: CallbackLog) -> (keys: [Int], positions: [Int]) {
            var result: [Int] = []
            var positions: [Int] = []
            for index in 0..<log.count {
                let entry = log[index]
                guard entry.callback.isShown(hidingLayout: hidesLayout) else { continue }
                let key = Key(receiver: entry.receiver, callback: entry.callback)
                let id = keys[key] ?? keys.count
                keys[key] = id
                result.append(id)
                positions.append(index)
            }
            return (result, positions)
        }
        let (keysA, positionsA) = keyed(runA.log)
        let (keysB, positionsB) = keyed(runB.log)
        let alignment = LogAlignment(keysA, keysB)
        work = alignment.work

        // The rows, with times compared; then the listing with context around differences.
        var rows: [Line] = []
        rows.reserveCapacity(alignment.rows.count)
        for row in alignment.rows {
            switch row {
            case .both(let i, let j):
                let (ia, jb) = (positionsA[i], positionsB[j])
                if runA.log[ia].time == runB.log[jb].time {
                    rows.append(.context(a: ia, b: jb))
                    sameCount += 1
                } else {
                    rows.append(.moved(a: ia, b: jb))
                    moved.append((ia, jb))
                }
            case .onlyA(let i):
                rows.append(.onlyA(positionsA[i]))
                onlyA.append(positionsA[i])
            case .onlyB(let j):
                rows.append(.onlyB(positionsB[j]))
                onlyB.append(positionsB[j])
            }
        }
        lines = Self.withContext(rows)

        // State at each place both runs reached, in order; a mark only one reached is a difference.
        let placesB = Dictionary(runB.snapshots.map { ($0.place, $0) }, uniquingKeysWith: { first, _ in first })
        for snapshotA in runA.snapshots {
            guard let snapshotB = placesB[snapshotA.place] else { continue }
            for property in StateProperty.catalog {
                let (valueA, valueB) = (snapshotA.values[property.name], snapshotB.values[property.name])
                if valueA != valueB {
                    stateChanges.append(StateChange(place: snapshotA.place, property: property.name, a: valueA, b: valueB))
                }
            }
        }

        let failedA = Set(runA.failures.map(\.location))
        let failedB = Set(runB.failures.map(\.location))
        expectationChanges = runA.failures.filter { !failedB.contains($0.location) }.map { (a.letter, $0) }
            + runB.failures.filter { !failedA.contains($0.location) }.map { (b.letter, $0) }
    }

    /// The rows with the unchanged ones folded, leaving ``context`` on each side of a difference.
    static func withContext(_ rows: [Line]) -> [Line] {
        var lines: [Line] = []
        var index = 0
        while index < rows.count {
            guard case .context = rows[index] else {
                lines.append(rows[index])
                index += 1
                continue
            }
            var end = index
            while end < rows.count, case .context = rows[end] { end += 1 }
            let atStart = index == 0
            let atEnd = end == rows.count
            let before = atStart ? 0 : context
            let after = atEnd ? 0 : context
            if end - index <= before + after {
                lines += rows[index..<end]
            } else {
                lines += rows[index..<(index + before)]
                lines.append(.same(count: end - index - before - after))
                lines += rows[(end - after)..<end]
            }
            index = end
        }
        return lines
    }

    // MARK: Text

    /// The report: a header naming the sides, the aligned callbacks where they part, the state
    /// differences, the expectations, then the counts.
    func text(file: String) -> String {
        var out = "diff \(file)\n"
        out += "  A: \(a.label)\n  B: \(b.label)\n"
        let timeWidth = max(8, widestTime())
        func column(_ time: SimInstant?) -> String {
            let text = time?.description ?? ""
            return text + String(repeating: " ", count: max(0, timeWidth - text.count))
        }
        func entryLine(_ mark: String, _ ia: Int?, _ jb: Int?) -> String {
            let entry = ia.map { runA.log[$0] } ?? runB.log[jb!]
            var line = mark + " " + column(ia.map { runA.log[$0].time }) + "  " + column(jb.map { runB.log[$0].time }) + "  " + LogText.untimed(entry)
            if mark != " " { line += "  [\(Kind(entry).rawValue)]" }
            return line
        }

        out += "\ncallbacks (< only under A, > only under B, ~ at another time):\n"
        if onlyA.isEmpty, onlyB.isEmpty, moved.isEmpty {
            out += "  none differ (\(sameCount) the same)\n"
        } else {
            out += "  " + column(nil).replacingCharacters(at: 0, with: "A") + "  B\n"
            for line in lines {
                switch line {
                case .same(let count): out += "  … \(count) callback\(count == 1 ? "" : "s") the same\n"
                case .context(let ia, let jb): out += entryLine(" ", ia, jb) + "\n"
                case .onlyA(let ia): out += entryLine("<", ia, nil) + "\n"
                case .onlyB(let jb): out += entryLine(">", nil, jb) + "\n"
                case .moved(let ia, let jb): out += entryLine("~", ia, jb) + "\n"
                }
            }
        }

        for place in places() {
            let changes = stateChanges.filter { $0.place == place.name }
            out += "\nstate at \(place.name) (A \(place.a), B \(place.b)):\n"
            if changes.isEmpty {
                out += "  the same\n"
                continue
            }
            let width = changes.map(\.property.count).max() ?? 0
            let valueWidth = changes.map { ($0.a ?? Self.none).count }.max() ?? 0
            let valueWidthB = changes.map { ($0.b ?? Self.none).count }.max() ?? 0
            for change in changes {
                let valueA = change.a ?? Self.none
                let valueB = change.b ?? Self.none
                out += "  " + change.property + String(repeating: " ", count: width - change.property.count)
                    + "  A " + valueA + String(repeating: " ", count: valueWidth - valueA.count)
                    + "  B " + valueB + String(repeating: " ", count: valueWidthB - valueB.count)
                    + "  [\(Self.stateKind(of: change.property))]\n"
            }
        }
        let marksOnlyA = runA.snapshots.map(\.place).filter { place in !runB.snapshots.contains { $0.place == place } }
        let marksOnlyB = runB.snapshots.map(\.place).filter { place in !runA.snapshots.contains { $0.place == place } }
        for place in marksOnlyA { out += "\nstate at \(place): reached only under A\n" }
        for place in marksOnlyB { out += "\nstate at \(place): reached only under B\n" }

        out += "\nexpectations: A \(outcome(runA)), B \(outcome(runB))\n"
        for change in expectationChanges {
            out += "  only under \(change.side): " + (change.failure.formatted.split(separator: "\n").first.map(String.init) ?? "") + "\n"
        }

        out += "\n" + summary() + "\n"
        return out
    }

    /// What a state value that cannot be read on one side prints.
    static let none = "(cannot be read)"

    /// The names of the sheet's state properties that are not its shape.
    static let sheetStateNames: Set<String> = ["phase", "presentationStyle", "selectedDetentIdentifier", "restingDetentIdentifier",
                                               "isFullScreen", "isHeldByKeyboard", "isGrabberVisible"]

    /// What a state property is about: `geometry` (the sheet's frame, insets, corners, material
    /// and shadow), `dimming`, `presenter`, `sheet state` (phase, detents, style), `layout` (what
    /// the content controller's view sees, its bars included), or `other`.
    static func stateKind(of name: String) -> String {
        guard let property = StateProperty.named(name) else { return "other" }
        if (StateProperty.layout + StateProperty.bars).contains(where: { $0.name == name }) { return "layout" }
        guard property.subject == .sheet else { return "other" }
        if sheetStateNames.contains(name) { return "sheet state" }
        if name.hasPrefix("presenter") { return "presenter" }
        if name == "dimmingAlpha" || name == "percentDimmed" { return "dimming" }
        return "geometry"
    }

    /// The places state was compared at, with each side's time there.
    func places() -> [(name: String, a: SimInstant, b: SimInstant)] {
        runA.snapshots.compactMap { snapshotA in
            runB.snapshots.first { $0.place == snapshotA.place }.map { (snapshotA.place, snapshotA.time, $0.time) }
        }
    }

    func outcome(_ run: DiffSide.Run) -> String {
        let count = "\(run.expectationCount) expectation\(run.expectationCount == 1 ? "" : "s")"
        return run.failures.isEmpty ? "\(count) held" : run.failures.failedSummary(expectationCount: run.expectationCount)
    }

    /// The counts: `3 callbacks differ (1 only under A, …; by kind: 2 layout, 1 update pass), …`.
    func summary() -> String {
        let callbacks = onlyA.count + onlyB.count + moved.count
        guard differenceCount > 0 else { return "no differences: \(sameCount) callbacks the same, the same state, the same expectations" }
        var kinds: [Kind: Int] = [:]
        for index in onlyA { kinds[Kind(runA.log[index]), default: 0] += 1 }
        for index in onlyB { kinds[Kind(runB.log[index]), default: 0] += 1 }
        for pair in moved { kinds[Kind(runA.log[pair.a]), default: 0] += 1 }
        let byKind = Kind.allCases.compactMap { kind in kinds[kind].map { "\($0) \(kind.rawValue)" } }.joined(separator: ", ")
        var text = "\(callbacks) callback\(callbacks == 1 ? " differs" : "s differ")"
        text += " (\(onlyA.count) only under A, \(onlyB.count) only under B, \(moved.count) at another time"
        text += byKind.isEmpty ? ")" : "; by kind: \(byKind))"
        text += ", \(sameCount) the same; \(stateChanges.count) state difference\(stateChanges.count == 1 ? "" : "s")"
        text += "; \(expectationChanges.count) expectation\(expectationChanges.count == 1 ? "" : "s") failing under one side only"
        return text
    }

    func widestTime() -> Int {
        let lastA = runA.log.count > 0 ? runA.log[runA.log.count - 1].time.description.count : 0
        let lastB = runB.log.count > 0 ? runB.log[runB.log.count - 1].time.description.count : 0
        return max(lastA, lastB)
    }
}

private extension String {
    /// The string with its first character replaced (a column heading).
    func replacingCharacters(at offset: Int, with character: Character) -> String {
        guard !isEmpty else { return String(character) }
        return String(character) + dropFirst()
    }
}
