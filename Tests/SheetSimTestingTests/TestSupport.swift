import SheetSim
import SheetSimTesting
import Testing

/// The row's own line, so a failing table row points at itself rather than at the loop.
func row(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}

/// What an assertion reported, caught by an injected reporter instead of failing the test.
struct Reported {
    var passed: Bool
    var messages: [String]
    var locations: [FailureLocation]
}

/// Runs an assertion with a recording ``FailureReporter``.
func recording(_ assertion: () -> Bool) -> Reported {
    final class Box: @unchecked Sendable {  // Only touched synchronously, on this task.
        var messages: [String] = []
        var locations: [FailureLocation] = []
    }
    let box = Box()
    let reporter = FailureReporter { message, location in
        box.messages.append(message)
        box.locations.append(location)
    }
    let passed = FailureReporter.$current.withValue(reporter) { assertion() }
    return Reported(passed: passed, messages: box.messages, locations: box.locations)
}

func entry(_ milliseconds: Double, _ receiver: Receiver, _ callback: Callback) -> LogEntry {
    LogEntry(time: SimInstant(nanosecondsSinceStart: Int64((milliseconds * 1_000_000).rounded())), receiver: receiver, callback: callback)
}

/// A presentation: five entries, the last two a frame apart.
let presentation: [LogEntry] = [
    entry(0, .presentationController(of: "sheet"), .presentationTransitionWillBegin),
    entry(0, .viewController("sheet"), .viewWillAppear(animated: true)),
    entry(8.333333, .viewController("sheet"), .viewIsAppearing(animated: true)),
    entry(350, .presentationController(of: "sheet"), .presentationTransitionDidEnd(completed: true)),
    entry(358.333333, .viewController("sheet"), .viewDidAppear(animated: true)),
]

/// A swipe-to-dismiss that the delegate allowed.
let dismissal: [LogEntry] = [
    entry(0, .delegate(of: "sheet"), .presentationControllerWillDismiss),
    entry(0, .viewController("sheet"), .viewWillDisappear(animated: true)),
    entry(250, .viewController("sheet"), .viewDidDisappear(animated: true)),
    entry(250, .delegate(of: "sheet"), .presentationControllerDidDismiss),
]
