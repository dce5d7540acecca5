import SheetSim

/// A time bound of an expectation's window: an instant, or a `mark` resolved when the run reaches it.
public enum TimeBound: Sendable, Equatable {
    /// `from 1.2s`: an instant, counted from the start of the run; the entries logged at it are
    /// inside the window.
    case instant(SimInstant)
    /// `from released`: the log position of the line `mark released`, so a window separates
    /// entries logged at one instant. The location is where the name is written, where the
    /// diagnostic for a mark the run never reaches points.
    case mark(String, SourceLocation)
}

/// The callbacks an expectation looks at: entries with `from ≤ time ≤ to` (the whole run by default).
public struct LogWindow: Sendable, Equatable {
    /// `from T|MARK`: where the window starts; nil is the start of the run.
    public var from: TimeBound?
    /// `to T|MARK`: where the window ends; nil is the end of the run.
    public var to: TimeBound?

    /// The window between two bounds; without them, the whole run.
    ///
    /// - Parameters:
    ///   - from: where the window starts; nil is the start of the run.
    ///   - to: where the window ends; nil is the end of the run.
    public init(from: TimeBound? = nil, to: TimeBound? = nil) {
        self.from = from
        self.to = to
    }

    /// Whether the line gives neither bound, so the window is the whole log.
    public var isWholeRun: Bool { from == nil && to == nil }
}

/// One expected callback: `sheet.viewDidAppear`, `sheet.viewDidAppear(animated: true)`, optionally
/// with a time: `400.000ms sheet.viewDidAppear(animated: true)`.
public struct CallbackMatcher: Sendable, Equatable, CustomStringConvertible {
    /// The time written before the callback in an `expect callbacks` block (`400.000ms`): the
    /// entry must be logged at that microsecond. Nil matches any time.
    public var time: SimInstant?
    /// Who gets the callback, as the log names it: `sheet`, `sheet.delegate`, `nav`.
    public var receiver: String
    /// The callback's name, as the log writes it: `viewDidAppear`,
    /// `presentationControllerDidDismiss`.
    public var name: String
    /// The argument text inside the parentheses, or nil to match any arguments.
    public var arguments: String?
    /// Where the callback is written, where a diagnostic about it points.
    public var location: SourceLocation

    /// Whether a log entry is this callback: the same receiver and name and, where the matcher
    /// gives them, the same time (to the microsecond the log prints) and argument text.
    ///
    /// - Parameters:
    ///   - entry: an entry of the run's log.
    /// - Returns: true when the entry matches.
    public func matches(_ entry: LogEntry) -> Bool {
        guard entry.callback.name == name, entry.receiver.description == receiver else { return false }
        // The log prints times truncated to the microsecond (`408.333ms` for 408.333333…ms on a
        // 120 Hz frame grid), so a time copied from it pins the entry to that microsecond.
        if let time, entry.time.nanosecondsSinceStart / 1_000 != time.nanosecondsSinceStart / 1_000 { return false }
        if let arguments { return Self.argumentText(of: entry.callback) == arguments }
        return true
    }

    /// What a matcher's parentheses are compared with: the text between the callback's own
    /// parentheses as the log prints it (`animated: true`), or empty when it has none.
    ///
    /// - Parameters:
    ///   - callback: a logged callback.
    public static func argumentText(of callback: Callback) -> String {
        let text = callback.argumentsText
        // ASCII splits the same by bytes as by characters, so the arguments as the description
        // joins them are what its parentheses hold, without making the description and searching
        // it character by character.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        let actual = callback.description
        let open = actual.firstIndex(of: "(")
        return open.map { String(actual[actual.index(after: $0)..<actual.index(before: actual.endIndex)]) } ?? ""
    }

    /// The matcher as written (without location).
    public var description: String {
        var text = time.map { $0.description + " " } ?? ""
        text += receiver + "." + name
        if let arguments { text += "(" + arguments + ")" }
        return text
    }
}

/// An expectation about the callback log.
public enum CallbackExpectation: Sendable {
    /// Exactly these callbacks, in this order, in the window: an `expect callbacks … end` block.
    case exactly([CallbackMatcher], LogWindow)
    /// These callbacks in this order, others allowed between them: `expect callbacks in order`.
    case inOrder([CallbackMatcher], LogWindow)
    /// The callback happens `count` times in the window (compared with `comparison`):
    /// `expect sheet.viewDidAppear count >= 1`, `… exactly 2 times`.
    case count(CallbackMatcher, Comparison, Int, LogWindow)
    /// The callback never happens in the window: `expect no sheet.viewDidDisappear`.
    case never(CallbackMatcher, LogWindow)

    /// The stretch of the log the expectation is about.
    public var window: LogWindow {
        switch self {
        case .exactly(_, let window), .inOrder(_, let window), .count(_, _, _, let window), .never(_, let window): return window
        }
    }
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=`.
public enum Comparison: String, Sendable, CaseIterable {
    /// `==`; for a number with a tolerance, within it.
    case equal = "=="
    /// `!=`; for a number with a tolerance, outside it.
    case notEqual = "!="
    /// `<`, for counts and numbers only.
    case less = "<"
    /// `<=`, for counts and numbers only.
    case lessOrEqual = "<="
    /// `>`, for counts and numbers only.
    case greater = ">"
    /// `>=`, for counts and numbers only.
    case greaterOrEqual = ">="

    /// Whether `actual` compares to `expected` this way, with no tolerance: `actual < expected`
    /// for ``less``.
    ///
    /// - Parameters:
    ///   - actual: what the run produced.
    ///   - expected: what the scenario wrote.
    /// - Returns: true when the comparison holds.
    public func holds<T: Comparable>(_ actual: T, _ expected: T) -> Bool {
        switch self {
        case .equal: return actual == expected
        case .notEqual: return actual != expected
        case .less: return actual < expected
        case .lessOrEqual: return actual <= expected
        case .greater: return actual > expected
        case .greaterOrEqual: return actual >= expected
        }
    }
}

/// An expectation about the state at an instant.
public struct StateExpectation: Sendable {
    /// An expected (or read) value, by the property's kind.
    public enum Value: Sendable, Equatable {
        /// `400pt ± 1pt`, `0.5`: a length in points or a ratio, with the tolerance written after
        /// `±` (0 when none).
        case number(Double, tolerance: Double)
        /// `medium`, `pageSheet`, `"inbox"`: a detent identifier (`nil` for none), one of the
        /// property's words, or a controller's name.
        case word(String)
        /// `true` or `false`.
        case bool(Bool)
    }
    /// The property read: `restingDetentIdentifier`, `sheetFrame.y`, `topViewController`, ….
    public var property: StateProperty
    /// How the value read compares to ``expected``; only numbers take more than `==` and `!=`.
    public var comparison: Comparison
    /// The value written after the comparison.
    public var expected: Value
    /// When to look: now (the line's place in the run) or a later instant.
    public var at: SimInstant?
    /// Which controller (`of "name"`); nil reads the property's default subject.
    public var subject: String?
    /// Where the subject's name is written, for a diagnostic about it.
    public var subjectLocation: SourceLocation?
}

/// State names a scenario could write before SheetSim gave each property one name (its UIKit or
/// Swift name): reading one is an error that names the new spelling.
enum RenamedStateProperty {
    static let renamed: [String: String] = [
        "detent": "restingDetentIdentifier", "dimAlpha": "dimmingAlpha", "fullScreen": "isFullScreen",
        "grabberVisible": "isGrabberVisible", "heldByKeyboard": "isHeldByKeyboard", "sheetX": "sheetFrame.x",
        "sheetWidth": "sheetFrame.width", "sheetHeight": "sheetFrame.height", "presenterY": "presenterFrame.y",
        "contentOffset": "scrollView.contentOffset.y",
    ]
}
