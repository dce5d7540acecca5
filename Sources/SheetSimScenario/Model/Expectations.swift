import SheetSim

/// A time bound of an expectation's window: an instant, or a `mark` resolved when the run reaches it.
public enum TimeBound: Sendable, Equatable {
    case instant(SimInstant)
    case mark(String, SourceLocation)
}

/// The callbacks an expectation looks at: entries with `from ≤ time ≤ to` (the whole run by default).
public struct LogWindow: Sendable, Equatable {
    public var from: TimeBound?
    public var to: TimeBound?
    public init(from: TimeBound? = nil, to: TimeBound? = nil) {
        self.from = from
        self.to = to
    }
    public var isWholeRun: Bool { from == nil && to == nil }
}

/// One expected callback: `sheet.viewDidAppear`, `sheet.viewDidAppear(animated: true)`, optionally
/// with a time: `400.000ms sheet.viewDidAppear(animated: true)`.
public struct CallbackMatcher: Sendable, Equatable, CustomStringConvertible {
    public var time: SimInstant?
    public var receiver: String
    public var name: String
    /// The argument text inside the parentheses, or nil to match any arguments.
    public var arguments: String?
    public var location: SourceLocation

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
    /// Exactly these callbacks, in this order, in the window.
    case exactly([CallbackMatcher], LogWindow)
    /// These callbacks in this order, others allowed between them.
    case inOrder([CallbackMatcher], LogWindow)
    /// The callback happens `count` times in the window (compared with `comparison`).
    case count(CallbackMatcher, Comparison, Int, LogWindow)
    /// The callback never happens in the window.
    case never(CallbackMatcher, LogWindow)
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=`.
public enum Comparison: String, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

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
    public enum Value: Sendable, Equatable {
        case number(Double, tolerance: Double)
        case word(String)
        case bool(Bool)
    }
    public var property: StateProperty
    public var comparison: Comparison
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
