import SheetSim

/// The warning for a SwiftUI `presentationDetents` set that names one detent twice.
///
/// SwiftUI's `presentationDetents(_:)` takes a `Set<PresentationDetent>` (DOC S19): a detent
/// written twice collapses to one, so the line runs as written once. It is a warning, not an
/// error, as UIKit's `detents` line, which takes an array, does not refuse a repeat either; but a
/// repeat is almost always a slip for another detent.
enum DuplicatePresentationDetents {
    /// The warning for `detents` written at `location`, or nil when each is named once. One pass.
    static func warning(for detents: [SwiftUIPresentation.PresentationDetent], at location: SourceLocation) -> Diagnostic? {
        var seen = Set<DetentIdentifier>()
        guard let repeated = detents.first(where: { !seen.insert($0.identifier).inserted }) else { return nil }
        var written = Set<DetentIdentifier>()
        let once = detents.filter { written.insert($0.identifier).inserted }.map(\.description).joined(separator: ", ")
        return Diagnostic(.duplicatePresentationDetent, .warning,
                          "the detent '\(repeated)' is written twice: presentationDetents takes a Set, so it counts once",
                          at: location, hint: "write each detent once: \(once)")
    }

    /// The warnings for the `presentationDetents` sets a command writes: a `swiftUI view` line's
    /// modifier, or a `set presentationDetents of` line.
    static func warning(for command: ScenarioCommand, at location: SourceLocation) -> Diagnostic? {
        switch command {
        case .swiftUIView(let declaration):
            for case .presentationDetents(let detents, _) in declaration.modifiers {
                if let warning = warning(for: detents, at: location) { return warning }
            }
            return nil
        case .action(.setPresentationDetents(let detents, _)):
            return warning(for: detents, at: location)
        default:
            return nil
        }
    }
}
