import SheetSim

/// Which container holds which controller, as a scenario's lines say without running it: enough
/// to find, when it is parsed (and so under `sheetsim check`), a line that would put a
/// controller inside itself — a navigation controller around the split view controller made that
/// split's column, `showDetail` in a split view controller of a controller that holds it.
///
/// The model keeps only what is certain to hold when the line runs: a declaration's children, the
/// columns `column`, `show` and `showDetail` lines set, and what `push` lines put on a named
/// navigation controller. Whatever running might undo (a pop, a column replaced, a collapse that
/// pushes rather than replaces) is taken as undone, so a cycle found here is one the run meets
/// too; one the model cannot see is still refused when the line runs.
struct ContainmentModel {
    /// Each controller's container, as the lines so far place it.
    private var parent: [String: String] = [:]
    /// Each split view controller's column controllers.
    private var columns: [String: [SplitViewColumn: String]] = [:]
    /// What `push` lines put on each navigation controller, in order.
    private var pushed: [String: [String]] = [:]

    /// Notes what `command` places where, or throws the error the run would give for a line that
    /// would put a controller inside itself.
    mutating func check(_ command: ScenarioCommand, at location: SourceLocation) throws(Diagnostic) {
        switch command {
        case .declare(let name, .navigationController(let root, _)):
            try place(root, under: name, at: location)
        case .declare(let name, .tabBarController(let tabs, _, _)):
            for tab in tabs { try place(tab, under: name, at: location) }
        case .configureContainer(let name, .tabGroup(_, let tabs, let navigation)):
            if let navigation { try place(navigation, under: name, at: location) }
            for tab in tabs { try place(tab, under: navigation ?? name, at: location) }
        case .configureContainer(let name, .searchTab(let tab)):
            try place(tab, under: name, at: location)
        case .declare(let name, .pageViewController(let pages, _)):
            for page in pages { try place(page, under: name, at: location) }
        case .setColumn(let column, let controller, let split):
            try setColumn(column, controller, of: split, at: location)
        case .action(.showDetailViewController(let controller, let split)):
            try route(controller, to: .secondary, of: split, at: location)
        case .action(.show(let controller, let split)):
            try route(controller, to: .primary, of: split, at: location)
        case .action(.push(let controller, let navigation?, _)):
            try place(controller, under: navigation, at: location)
            pushed[navigation, default: []].append(controller)
        case .action(.push(_, nil, _)):
            break  // onto the navigation controller on screen: not known without running
        case .action(.pop(let navigation, _)), .action(.swipeBack(let navigation, _)):
            // A swipe back may be cancelled; taken as popping, the model stays on the safe side.
            removePushed(from: navigation, all: false)
        case .action(.popToRoot(let navigation, _)):
            removePushed(from: navigation, all: true)
        default:
            break
        }
    }

    /// The error for `child` placed under `container` when that closes a cycle; else notes it.
    private mutating func place(_ child: String, under container: String, at location: SourceLocation) throws(Diagnostic) {
        if holds(child, container) {
            throw Diagnostic(SimulationError.controllerTree(.cycle(container)), at: location)
        }
        parent[child] = container
    }

    /// Whether `child` is `container` or holds it at some depth: a walk up from `container`.
    private func holds(_ child: String, _ container: String) -> Bool {
        var current = container
        // Each step goes to a container placed earlier; the bound only keeps a broken chain from looping.
        for _ in 0...parent.count {
            if current == child { return true }
            guard let next = parent[current] else { return false }
            current = next
        }
        return false
    }

    private mutating func setColumn(_ column: SplitViewColumn, _ controller: String, of split: String,
                                    at location: SourceLocation) throws(Diagnostic) {
        if let old = columns[split]?[column], parent[old] == split { parent[old] = nil }
        try place(controller, under: split, at: location)
        columns[split, default: [:]][column] = controller
    }

    /// `showDetail` and `show`: expanded, the controller becomes the column's; collapsed, it is
    /// pushed onto the primary's navigation controller. Under the split view controller either way.
    private mutating func route(_ controller: String, to column: SplitViewColumn, of split: String?,
                                at location: SourceLocation) throws(Diagnostic) {
        guard let split else {
            // The split view controller on screen: unknown here, so any column it may replace is let go.
            for name in columns.keys { if let old = columns[name]?[column], parent[old] == name { parent[old] = nil } }
            return
        }
        try setColumn(column, controller, of: split, at: location)
    }

    private mutating func removePushed(from navigation: String?, all: Bool) {
        guard let navigation else {
            // Popped from the navigation controller on screen: unknown here, so every push is let go.
            for (name, controllers) in pushed { for controller in controllers where parent[controller] == name { parent[controller] = nil } }
            pushed = [:]
            return
        }
        while let last = pushed[navigation]?.popLast() {
            if parent[last] == navigation { parent[last] = nil }
            if !all { break }
        }
    }
}
