import Testing
@testable import SheetSim

/// The log's queries that answer without making an entry for every position.
@Suite struct CallbackLogQueriesTests {
    static func log() -> CallbackLog {
        var log = CallbackLog()
        log.append(LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewWillAppear(animated: true)))
        log.append(LogEntry(time: .zero, receiver: .simulator, callback: .error("boom")))
        log.append(LogEntry(time: .zero, receiver: .viewController("sheet"), callback: .viewDidAppear(animated: true)))
        log.append(LogEntry(time: .zero, receiver: .simulator, callback: .error("again")))
        return log
    }

    @Test func containsKnowsWhichNamesWereLogged() {
        let log = Self.log()
        #expect(log.contains(callbackNamed: .error))
        #expect(log.contains(callbackNamed: .viewDidAppear))
        #expect(!log.contains(callbackNamed: .viewDidDisappear))
        #expect(!CallbackLog().contains(callbackNamed: .error))
    }

    @Test func positionsStartWhereAsked() {
        let log = Self.log()
        let isError: (Callback) -> Bool = { if case .error = $0 { return true } else { return false } }
        #expect(log.positions(from: 0, ofCallbacksWhere: isError) == [1, 3])
        #expect(log.positions(from: 2, ofCallbacksWhere: isError) == [3])
        #expect(log.positions(from: 4, ofCallbacksWhere: isError) == [])
        #expect(log.positions(from: 0) { _ in false } == [])
    }
}
