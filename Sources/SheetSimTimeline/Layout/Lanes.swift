import SheetSim

/// One row of callback ticks: one receiver. The delegate object is one receiver in the log
/// (`sheet.delegate`), but the picture splits it by protocol — `UIAdaptivePresentationControllerDelegate`
/// and `UISheetPresentationControllerDelegate` — because "which protocol was called" is the
/// question a missing detent callback raises (SheetRules 4.6, quirk 5).
struct Lane: Equatable {
    enum Role: Equatable {
        case presenting, presented, presentationController, adaptiveDelegate, sheetDelegate, simulator
        /// The app's window scene delegate, or its application delegate without scenes: the
        /// activation callbacks around window changes.
        case sceneDelegate, applicationDelegate
        /// A controller that is never presented (a container or what it shows), of this kind.
        case controller(ControllerKind)
        /// A container's delegate (`UINavigationControllerDelegate`, …): that protocol's
        /// callbacks, split from a presented container's presentation delegates by protocol.
        case containerDelegate(CallbackProtocol)
        /// A controller's transition coordinator: the blocks the app registered on it.
        case transitionCoordinator
        /// A SwiftUI view: its `onAppear`/`onDisappear`, `.task`, `onDismiss` and binding writes,
        /// split from its hosting controller's UIKit callbacks.
        case swiftUIView
    }

    var role: Role
    /// The view controller the receiver belongs to (empty for the simulator and the app's delegates).
    var controller: String

    /// The receiver as the log writes it: `sheet.delegate`.
    var path: String {
        switch role {
        case .presenting, .presented, .controller, .swiftUIView: return controller
        case .presentationController: return controller + ".presentationController"
        case .adaptiveDelegate, .sheetDelegate, .containerDelegate: return controller + ".delegate"
        case .simulator: return "simulator"
        case .sceneDelegate: return Receiver.sceneDelegate.description
        case .applicationDelegate: return Receiver.applicationDelegate.description
        case .transitionCoordinator: return controller + ".transitionCoordinator"
        }
    }

    /// What the receiver is, in UIKit's words.
    var kind: String {
        switch role {
        case .presenting: return "presenting view controller"
        case .presented: return "presented view controller"
        case .presentationController: return "presentation controller"
        case .adaptiveDelegate: return "UIAdaptivePresentationControllerDelegate"
        case .sheetDelegate: return "UISheetPresentationControllerDelegate"
        case .simulator: return "SheetSim warnings and errors"
        case .sceneDelegate: return "UIWindowSceneDelegate"
        case .applicationDelegate: return "UIApplicationDelegate"
        case .controller(let kind): return kind == .viewController ? "view controller" : kind.uikitName
        case .containerDelegate(let protocolName): return protocolName.uikitName
        case .transitionCoordinator: return "UIViewControllerTransitionCoordinator"
        case .swiftUIView: return "SwiftUI view (band: onAppear to onDisappear; diamonds: binding writes)"
        }
    }

    /// The lanes of a run, top to bottom: the root presenter (when the run presented anything or
    /// the presenter was called); then the controllers never presented (containers, the columns of
    /// a split view controller, what they show), one lane each in the order the log first names
    /// them; then for each presented controller, in the order it first appears, its view
    /// controller, presentation controller and the two presentation delegate protocols (shown even
    /// when empty: an empty lane is how a missing callback looks); each container's own delegate
    /// follows its controller's lanes; then the transition coordinators the app registered on, in
    /// the order the log first names them (none when it registered nothing); then the app's scene
    /// delegate and application delegate, each when the log calls it; then the simulator's own
    /// entries, if any.
    static func lanes(log: CallbackLog, recording: SimulationRecording) -> [Lane] {
        var presentedNames = Set(recording.tracks.map(\.sheet))
        for entry in log where entry.receiver.kind == .presentationController { presentedNames.insert(entry.receiver.controller) }
        var presented: [String] = []
        func note(_ name: String) {
            if name != recording.presenterName, !presented.contains(name) { presented.append(name) }
        }
        // Sheets in the order they were presented, then any the log names that the recording lacks.
        for track in recording.tracks { note(track.sheet) }
        var hasSimulator = false, callsPresenter = false, hasSceneDelegate = false, hasApplicationDelegate = false
        var others: [String] = []
        var containerDelegates: [String: [CallbackProtocol]] = [:]
        var coordinators: [String] = []
        var swiftUIViews: [String] = []
        for entry in log {
            let name = entry.receiver.controller
            if entry.receiver.kind == .viewController, Self.isSwiftUI(entry.callback) {
                if !swiftUIViews.contains(name) { swiftUIViews.append(name) }
                continue
            }
            if entry.receiver.kind == .transitionCoordinator {
                if !coordinators.contains(name) { coordinators.append(name) }
                continue
            }
            if entry.receiver.kind == .delegate, let delegate = Self.containerProtocol(of: entry.callback),
               !(containerDelegates[name] ?? []).contains(delegate) {
                containerDelegates[name, default: []].append(delegate)
            }
            switch entry.receiver.kind {
            case .simulator: hasSimulator = true
            case .sceneDelegate: hasSceneDelegate = true
            case .applicationDelegate: hasApplicationDelegate = true
            case _ where name == recording.presenterName: callsPresenter = true
            case _ where presentedNames.contains(name): note(name)
            default:
                if !others.contains(name) { others.append(name) }
            }
        }
        func delegates(of name: String) -> [Lane] {
            (containerDelegates[name] ?? []).map { Lane(role: .containerDelegate($0), controller: name) }
        }
        var lanes: [Lane] = []
        if !recording.tracks.isEmpty || callsPresenter || others.isEmpty {
            // A container at the root is named by its class, like the app's other containers.
            let kind = recording.controllerKinds[recording.presenterName] ?? .viewController
            lanes.append(Lane(role: kind == .viewController ? .presenting : .controller(kind), controller: recording.presenterName))
            lanes += delegates(of: recording.presenterName)
        }
        for name in others {
            let kind = recording.controllerKinds[name] ?? .viewController
            lanes.append(Lane(role: .controller(kind), controller: name))
            lanes += delegates(of: name)
        }
        for name in presented {
            lanes += [Lane(role: .presented, controller: name), Lane(role: .presentationController, controller: name),
                      Lane(role: .adaptiveDelegate, controller: name), Lane(role: .sheetDelegate, controller: name)]
            lanes += delegates(of: name)
        }
        lanes += swiftUIViews.map { Lane(role: .swiftUIView, controller: $0) }
        lanes += coordinators.map { Lane(role: .transitionCoordinator, controller: $0) }
        if hasSceneDelegate { lanes.append(Lane(role: .sceneDelegate, controller: "")) }
        if hasApplicationDelegate { lanes.append(Lane(role: .applicationDelegate, controller: "")) }
        if hasSimulator { lanes.append(Lane(role: .simulator, controller: "")) }
        return lanes
    }

    /// Whether `callback` is SwiftUI's own (logged on the view's name), not its hosting controller's.
    static func isSwiftUI(_ callback: Callback) -> Bool {
        switch callback {
        case .onAppear, .onDisappear, .task, .onDismiss, .binding, .scenePhase: return true
        default: return false
        }
    }

    /// The container delegate protocol that declares `callback`, or nil for a presentation
    /// delegate's callback.
    static func containerProtocol(of callback: Callback) -> CallbackProtocol? {
        let declaredBy = callback.callbackName.declaredBy
        switch declaredBy {
        case .adaptivePresentationControllerDelegate, .sheetPresentationControllerDelegate: return nil
        default: return declaredBy
        }
    }

    /// Whether `entry` belongs in this lane.
    func holds(_ entry: LogEntry) -> Bool {
        switch entry.receiver.kind {
        case .simulator: return role == .simulator
        case .sceneDelegate: return role == .sceneDelegate
        case .applicationDelegate: return role == .applicationDelegate
        case .transitionCoordinator: return role == .transitionCoordinator && entry.receiver.controller == controller
        case .viewController:
            guard entry.receiver.controller == controller else { return false }
            if Self.isSwiftUI(entry.callback) { return role == .swiftUIView }
            if role == .swiftUIView { return false }
            if case .controller = role { return true }
            return role == .presenting || role == .presented
        case .presentationController: return role == .presentationController && entry.receiver.controller == controller
        case .delegate:
            guard entry.receiver.controller == controller else { return false }
            switch entry.callback.callbackName.declaredBy {
            case .sheetPresentationControllerDelegate: return role == .sheetDelegate
            case .adaptivePresentationControllerDelegate: return role == .adaptiveDelegate
            case let delegate: return role == .containerDelegate(delegate)
            }
        }
    }

    /// The tick's label: the callback as the log prints it, without `animated: true` (nearly every
    /// sheet callback is animated; `animated: false` is the news) and with long messages cut.
    static func label(_ callback: Callback) -> String {
        switch callback {
        case .viewWillAppear(true), .viewIsAppearing(true), .viewDidAppear(true),
             .viewWillDisappear(true), .viewDidDisappear(true), .tapReceived:
            return callback.name
        case .warning(let message), .error(let message):
            return callback.name + ": " + XMLText.truncated(message, to: 48)
        case .binding(let name, let value):
            // A binding write reads as the assignment it is: `showDetail = false`.
            return name + " = " + value.description
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let identifier):
            // The argument label alone is 26 characters; the value is the news.
            return callback.name + "(" + (identifier.map(\.description) ?? "nil") + ")"
        default:
            return callback.description
        }
    }
}

/// Stacks labels into rows so none overlap: each goes into the first row where it fits, like
/// callbacks that share an instant, one above the other.
struct LabelRows {
    let maximumRows: Int
    let gap: Double
    private(set) var rowEnds: [Double] = []
    /// Each row's last text, from its start to its end (without its tick): where a stem cannot pass.
    private var rowTexts: [ClosedRange<Double>] = []
    /// The stems placed so far, with their rows, left to right; those before `liveStems` are left
    /// of every label still to come.
    private var stems: [(x: Double, row: Int)] = []
    private var liveStems = 0

    init(maximumRows: Int, gap: Double = 6) {
        self.maximumRows = maximumRows
        self.gap = gap
    }

    var count: Int { rowEnds.count }

    /// The row for a label spanning `from...to`, or nil if every row is taken there.
    ///
    /// With a `stem` (an x), the label's mark also reaches down through every row after its own
    /// — an input's marker reaching the tracks below, say — so no text may cover it: a row is
    /// taken only if no earlier text in the rows below covers the stem and the label's own text
    /// (`text`: the part of `from...to` that is text, not tick) covers no stem from the rows above.
    /// Labels must come in order of `from`.
    mutating func place(from: Double, to: Double, stem: Double? = nil, text: ClosedRange<Double>? = nil) -> Int? {
        let text = text ?? from...to
        func covers(_ span: ClosedRange<Double>, _ x: Double) -> Bool {
            span.lowerBound - TextBox.clearance <= x && x <= span.upperBound + TextBox.clearance
        }
        // Labels come in order of `from`, and no text starts before its label's `from`.
        while liveStems < stems.count, stems[liveStems].x + TextBox.clearance < from { liveStems += 1 }
        func allowed(_ row: Int) -> Bool {
            if let stem, rowTexts.indices.contains(where: { $0 > row && covers(rowTexts[$0], stem) }) { return false }
            return !stems[liveStems...].contains { $0.row < row && covers(text, $0.x) }
        }
        var chosen = rowEnds.indices.first { rowEnds[$0] + gap <= from && allowed($0) }
        if chosen == nil, rowEnds.count < maximumRows, allowed(rowEnds.count) {
            rowEnds.append(to)
            rowTexts.append(text)
            chosen = rowEnds.count - 1
        }
        guard let row = chosen else { return nil }
        rowEnds[row] = to
        rowTexts[row] = text
        if let stem { stems.append((stem, row)) }
        return row
    }
}

/// Labels beside ticks on the time axis — callbacks in a lane, inputs in their strip — stacked into
/// rows. A label goes right of its tick, or left of it where it would run off the picture, or is
/// cut to the wider side; two labels in a row keep more than an em apart, so they never read as
/// one. A label with no row left is hidden (its tick and tooltip stay) and counted.
struct TickLabels {
    struct Placement {
        var x: Double
        var row: Int?
        var label: String
        var leftOfTick: Bool
        /// Where the text starts (its anchor is `start` either way).
        var textX: Double
    }

    let size: Double
    /// Room between the tick and its label (a marker symbol's width, or a small gap).
    let indent: Double
    /// Whether each tick reaches down through the rows after its own (``LabelRows/place(from:to:stem:text:)``).
    let stems: Bool
    private var rows: LabelRows
    private(set) var placements: [Placement] = []
    private(set) var hidden = 0

    init(size: Double = Canvas.labelSize, indent: Double = 4, maximumRows: Int = Canvas.laneMaximumRows, stems: Bool = false) {
        self.size = size
        self.indent = indent
        self.stems = stems
        rows = LabelRows(maximumRows: maximumRows, gap: size + TextBox.clearance)
    }

    var rowCount: Int { rows.count }

    mutating func add(x: Double, text: String) {
        let roomRight = Canvas.width - Canvas.margin - (x + indent), roomLeft = x - indent - Canvas.margin
        let fullWidth = TextBox.width(text, size: size)
        let preferLeft = fullWidth > roomRight && (fullWidth <= roomLeft || roomLeft > roomRight)
        // The side it fits best; failing a row there, the other side, cut to fit (if a useful
        // part of it does).
        for leftOfTick in [preferLeft, !preferLeft] {
            let room = leftOfTick ? roomLeft : roomRight
            var label = text
            if fullWidth > room {
                let columns = TextBox.columns(room, size: size)
                guard columns >= min(text.count, 12) else { continue }
                label = XMLText.truncated(text, to: columns)
            }
            let width = TextBox.width(label, size: size)
            let textX = leftOfTick ? x - indent - width : x + indent
            let stem = stems ? x : nil, span = textX...(textX + width)
            let row = leftOfTick ? rows.place(from: textX, to: x + 1, stem: stem, text: span)
                                 : rows.place(from: x - 1, to: textX + width, stem: stem, text: span)
            if let row {
                placements.append(Placement(x: x, row: row, label: label, leftOfTick: leftOfTick, textX: textX))
                return
            }
        }
        hidden += 1
        placements.append(Placement(x: x, row: nil, label: text, leftOfTick: false, textX: x + indent))
    }
}

/// Spreads labels that want to sit at nearby y so they keep `spacing` apart, keeping their order
/// (the detent names beside the chart).
enum LabelSpreading {
    static func spread(_ wanted: [Double], spacing: Double, within range: ClosedRange<Double>) -> [Double] {
        guard !wanted.isEmpty else { return [] }
        let order = wanted.indices.sorted { wanted[$0] < wanted[$1] || (wanted[$0] == wanted[$1] && $0 < $1) }
        var placed = [Double](repeating: 0, count: wanted.count)
        var previous = -Double.infinity
        for index in order {
            let y = max(wanted[index], previous + spacing, range.lowerBound)
            placed[index] = y
            previous = y
        }
        // Pushed past the bottom: shift the run back up as a block.
        if let last = order.last, placed[last] > range.upperBound {
            var next = range.upperBound
            for index in order.reversed() {
                placed[index] = min(placed[index], next)
                next = placed[index] - spacing
            }
        }
        return placed
    }

    /// How many labels `spacing` apart fit in `range`.
    static func capacity(spacing: Double, within range: ClosedRange<Double>) -> Int {
        Int(((range.upperBound - range.lowerBound) / spacing).rounded(.down)) + 1
    }
}
