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
    /// A declaration and the controller it names. A struct rather than a tuple: a tuple of these
    /// is copied through the runtime's generic tuple witnesses, several hundred instructions a time.
    struct Entry {
        var name: String
        var declaration: ControllerDeclaration
    }

    /// Every declaration, in the order written.
    private(set) var entries: [Entry] = []

    /// The declarations that are not split view controllers, made in order on a simulator for
    /// `device` and `os`: the first `count` of them, and the error the first that failed gave (the
    /// launch's order fails there too, so every check after it says so).
    private var made: Made?
    private struct Made {
        var device: Device
        var os: OSProfile
        var count: Int
        var simulator: Simulator
        var failure: (any Error)?
    }

    /// The declarations in the order the launch makes them: split view controllers last, so the
    /// navigation controllers their columns name are known when they decide what to wrap.
    var launchOrder: [Entry] { entries.filter { !Self.isSplit($0.declaration) } + entries.filter { Self.isSplit($0.declaration) } }

    mutating func append(_ name: String, _ declaration: ControllerDeclaration) {
        entries.append(Entry(name: name, declaration: declaration))
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
    mutating func scratch(device: Device, os: OSProfile, launchRoot: String?) throws -> Simulator {
        var simulator = try madeWithoutSplitViews(device: device, os: os)
        for entry in entries where Self.isSplit(entry.declaration) { try simulator.declare(entry.name, entry.declaration) }
        if let launchRoot { try simulator.setRootViewController(launchRoot) }
        return simulator
    }

    /// The kept simulator, extended by the declarations written since it was made.
    private mutating func madeWithoutSplitViews(device: Device, os: OSProfile) throws -> Simulator {
        // Moved out of `made`, not copied: `kept` alone holds the simulator while it grows, so
        // nothing is copied on write, and it is moved back at the end. Only the caller's copy of
        // the simulator is made.
        var kept: Made
        if let old = made.take(), old.device == device, old.os == os {
            kept = old
        } else {
            kept = Made(device: device, os: os, count: 0, simulator: Simulator(device: device, os: os), failure: nil)
        }
        var position = 0
        for entry in entries where !Self.isSplit(entry.declaration) {
            defer { position += 1 }
            guard position >= kept.count, kept.failure == nil else { continue }
            do { try kept.simulator.declare(entry.name, entry.declaration) } catch { kept.failure = error }
        }
        kept.count = position
        let failure = kept.failure
        let simulator = kept.simulator
        made = kept  // its last use: moved, not copied
        if let failure { throw failure }
        return simulator
    }

    private static func isSplit(_ declaration: ControllerDeclaration) -> Bool {
        if case .splitViewController = declaration { return true }
        return false
    }
}
