import SheetSim

/// The controllers a scenario declares before the app launches, in the order written, and the
/// scratch simulator each new line is checked on.
///
/// A set-up line is checked when it is written, so that a mistake is reported at its own line: on
/// a scratch simulator, everything declared so far is made in the launch's order, then the line.
/// Made afresh for every line, that would be quadratic in the number of declarations. The launch
/// makes split view controllers last (see ``launchOrder``), and a line only ever adds to the
/// others, so the scratch made of the others is kept and extended here; a check copies it and
/// makes only the split view controllers, the launch root and the new line.
struct PendingDeclarations {
    typealias Entry = (name: String, declaration: ControllerDeclaration)

    /// Every declaration, in the order written.
    private(set) var entries: [Entry] = []

    /// The declarations that are not split view controllers, made in order on a simulator for
    /// `device` and `os`: the first `count` of them, and the error the first that failed gave (the
    /// launch's order fails there too, so every check after it says so).
    private var made: Made?
    private typealias Made = (device: Device, os: OSProfile, count: Int, simulator: SheetSimulator, failure: (any Error)?)

    /// The declarations in the order the launch makes them: split view controllers last, so the
    /// navigation controllers their columns name are known when they decide what to wrap.
    var launchOrder: [Entry] { entries.filter { !Self.isSplit($0.declaration) } + entries.filter { Self.isSplit($0.declaration) } }

    mutating func append(_ name: String, _ declaration: ControllerDeclaration) {
        entries.append((name, declaration))
    }

    /// The position of the last declaration of `name`.
    func lastIndex(of name: String) -> Int? { entries.lastIndex { $0.name == name } }

    /// Replaces the declaration at `index` (a `set` or `column` line for a declared container).
    mutating func replace(at index: Int, with declaration: ControllerDeclaration) {
        if !Self.isSplit(entries[index].declaration) || !Self.isSplit(declaration) { made = nil }
        entries[index].declaration = declaration
    }

    /// Lets the kept simulator go: once the app has launched, lines act on the app itself. (A
    /// refused first action drops the app again; the next check then makes the scratch afresh.)
    mutating func forgetScratch() { made = nil }

    /// A simulator for `device` and `os` with every declaration made in the launch's order, and
    /// then the launch root when there is one; the first refusal is thrown.
    mutating func scratch(device: Device, os: OSProfile, launchRoot: String?) throws -> SheetSimulator {
        var simulator = try madeWithoutSplitViews(device: device, os: os)
        for (name, declaration) in entries where Self.isSplit(declaration) { try simulator.declare(name, declaration) }
        if let launchRoot { try simulator.setRootViewController(launchRoot) }
        return simulator
    }

    /// The kept simulator, extended by the declarations written since it was made.
    private mutating func madeWithoutSplitViews(device: Device, os: OSProfile) throws -> SheetSimulator {
        var kept: Made = made.flatMap { $0.device == device && $0.os == os ? $0 : nil }
            ?? (device, os, 0, SheetSimulator(device: device, os: os), nil)
        made = nil  // `kept` alone holds the simulator while it grows, so nothing is copied on write
        var position = 0
        for (name, declaration) in entries where !Self.isSplit(declaration) {
            defer { position += 1 }
            guard position >= kept.count, kept.failure == nil else { continue }
            do { try kept.simulator.declare(name, declaration) } catch { kept.failure = error }
        }
        kept.count = position
        made = kept
        if let failure = kept.failure { throw failure }
        return kept.simulator
    }

    private static func isSplit(_ declaration: ControllerDeclaration) -> Bool {
        if case .splitViewController = declaration { return true }
        return false
    }
}
