import SheetSim

/// The warning for a `detents` line not written from smallest to largest.
///
/// Apple's documentation of `UISheetPresentationController.detents` asks for the array in order:
/// "When you set this value, specify detents in order from smallest to largest height." What
/// UIKit does with another order is not documented, so a scenario that writes one runs (as the
/// app would), with a warning at the line.
///
/// Only an order known without a screen is judged, each detent on the scales it has a place on:
/// the system detents (`medium` below `large`); fractions of the largest height (`large` is 1);
/// fixed heights in points. A fixed height beside a system detent or a fraction depends on the
/// device, and a resolver closure's value on the closure: such pairs are left alone.
enum DetentOrder {
    /// A detent's place on each scale it has one on.
    private struct Places {
        var system: Double?
        var fraction: Double?
        var height: Double?

        init(_ detent: Detent) {
            switch detent.kind {
            case .medium: system = 0
            case .large: system = 1; fraction = 1
            case .custom(.fraction(let value)): fraction = value
            case .custom(.height(let value)): height = value
            case .custom(.closure): break
            }
        }

        var all: [Double?] { [system, fraction, height] }
    }

    /// The warning for `detents` written at `location`, or nil when they are in order as far as
    /// can be known. One pass: each detent is compared, on each scale, with the largest before it.
    ///
    /// - Parameters:
    ///   - detents: a `detents` line's detents, in the order written.
    ///   - location: where the line is.
    static func warning(for detents: [Detent], at location: SourceLocation) -> Diagnostic? {
        var largest: [(value: Double, detent: Detent)?] = [nil, nil, nil]
        for detent in detents {
            for (scale, value) in Places(detent).all.enumerated() {
                guard let value else { continue }
                if let before = largest[scale], before.value > value {
                    return Diagnostic(.detentsOutOfOrder, .warning,
                                      "detents are not in order from smallest to largest: '\(line(for: [detent]))' is written after the larger '\(line(for: [before.detent]))'",
                                      at: location, hint: hint(for: detents, moving: detent, before: before.detent))
                }
                if largest[scale].map({ value > $0.value }) ?? true { largest[scale] = (value, detent) }
            }
        }
        return nil
    }

    /// The line to write: the whole line sorted when every detent has a place on one scale,
    /// else which detent to move.
    private static func hint(for detents: [Detent], moving detent: Detent, before larger: Detent) -> String {
        let advice = "UIKit's documentation of detents asks for them smallest first: "
        for scale in 0..<3 {
            let keyed = detents.enumerated().map { (place: Places($0.element).all[scale], index: $0.offset, detent: $0.element) }
            guard keyed.allSatisfy({ $0.place != nil }) else { continue }
            let sorted = keyed.sorted { ($0.place!, $0.index) < ($1.place!, $1.index) }.map(\.detent)
            return advice + "write 'detents \(line(for: sorted))'"
        }
        return advice + "write '\(line(for: [detent]))' before '\(line(for: [larger]))'"
    }

    /// The detents as a `detents` line writes them.
    private static func line(for detents: [Detent]) -> String {
        let written = UserAction.setDetents(detents).scenarioLines.first ?? ""
        return written.hasPrefix("detents ") ? String(written.dropFirst("detents ".count)) : written
    }
}
