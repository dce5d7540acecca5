import SheetSim

extension TestSimulator {
    // MARK: Sending an action

    /// Carries out `action` — the app's code calling UIKit, the user's finger, the device — as
    /// `Simulator.perform(_:)` does: a gesture returns once the finger is up.
    ///
    /// Every action of the tester goes through here; its methods named after the simulator's
    /// (`present`, `drag`, `tapTab`, `rotate`, …) make the action and send it. From the test, an
    /// action first checks that the callbacks of earlier ones are asserted (with
    /// ``Exhaustivity/on``), and one sent after ``finish(fileID:filePath:line:column:)`` opens the
    /// test again. An action the simulator refuses (dragging with no sheet presented, say) fails
    /// the test at the caller's line, so it needs no `try`. Sent from the app's code inside a
    /// callback, it runs right after the callback returns, at that instant (see
    /// <doc:AppCodeInCallbacks>).
    ///
    /// ```swift
    /// tester.send(.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()])))
    /// tester.runUntilIdle()
    /// tester.skipReceivedCallbacks()
    /// tester.send(.drag(.grabber, .distance(300, duration: .milliseconds(250))))
    /// ```
    ///
    /// - Parameters:
    ///   - action: what the app, the user or the device does.
    ///   - fileID: The file a failure is reported in; the caller's, by default.
    ///   - filePath: The same file's path, which XCTest reports; the caller's, by default.
    ///   - line: The line of a failure; the caller's, by default.
    ///   - column: The column of a failure; the caller's, by default.
    public func send(
        _ action: UserAction,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(action, at: FailureLocation(fileID, filePath, line, column))
    }

    func send(_ action: UserAction, at location: FailureLocation) {
        if case .present(let name, _, _, _) = action { notePresented(name) }
        runAction(action.call, at: location) { try $0.perform(action) }
    }

    /// Sends the action `make` makes from the simulator as it is when the action runs: what a
    /// method that takes a closure (`updateConfiguration { … }`) sends, the configuration its
    /// closure makes of the one in place then. `call` names it in failures.
    func send(_ call: String, at location: FailureLocation, making make: @escaping (Simulator) throws -> UserAction) {
        runAction(call, at: location) { try $0.perform(make($0)) }
    }
}
