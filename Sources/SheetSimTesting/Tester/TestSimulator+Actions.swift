import SheetSim

// The simulator's actions, through the tester: each makes its `UserAction` and sends it
// (`send(_:fileID:filePath:line:column:)`), with the caller's location, so an error the simulator
// throws (say, dragging with no sheet presented) fails the test at that line and actions need no
// `try`. Names, arguments and defaults are the simulator's own.

extension TestSimulator {
    // MARK: Presenting and dismissing

    /// `Simulator.present(_:configuration:from:animated:)`: presents `name` over the front
    /// controller, or from `source`.
    public func present(
        _ name: String = "sheet", configuration: SheetConfiguration = SheetConfiguration(), from source: String? = nil,
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.present(name, configuration: configuration, from: source, animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.dismiss(animated:)`: dismissal in code, without delegate calls.
    public func dismiss(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.dismiss(animated: animated), at: .init(fileID, filePath, line, column))
    }

    // MARK: Programmatic configuration

    /// `Simulator.setSelectedDetentIdentifier(_:animated:)`.
    public func setSelectedDetentIdentifier(
        _ identifier: DetentIdentifier?, animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.set(.selectedDetentIdentifier(identifier), animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.setDetents(_:animated:)`.
    public func setDetents(
        _ detents: [Detent], animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setDetents(detents, animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.invalidateDetents(animated:)`.
    public func invalidateDetents(
        animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.invalidateDetents(animated: animated), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.updateConfiguration(animated:_:)`: sends `UserAction.updateConfiguration`
    /// with the configuration `change` makes of the front sheet's when the action runs.
    public func updateConfiguration(
        animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: @escaping (inout SheetConfiguration) -> Void
    ) {
        send("updateConfiguration(animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            var configuration = try $0.frontConfiguration()
            change(&configuration)
            return .updateConfiguration(configuration, animated: animated)
        }
    }

    /// `Simulator.setScrollView(_:)`.
    public func setScrollView(
        _ state: ScrollViewState?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setScrollView(state), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.registerOnTransitionCoordinator(of:in:_:)`: from now on the app registers
    /// `blocks` on `controller`'s transition coordinator whenever `controller` runs `moment` inside
    /// a presentation or dismissal that involves it (a scenario's `transitionCoordinator` line).
    public func registerOnTransitionCoordinator(
        of controller: String, in moment: TransitionCoordinatorMoment,
        _ blocks: TransitionCoordinatorBlocks = [.animateAlongside, .notifyWhenInteractionChanges],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.registerOnTransitionCoordinator(of: controller, in: moment, blocks), at: .init(fileID, filePath, line, column))
    }

    // MARK: Environment

    /// `Simulator.rotate(to:)`.
    public func rotate(
        to orientation: Orientation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.rotate(to: orientation), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.setEnvironment(_:)`.
    public func setEnvironment(
        _ environment: ScreenEnvironment,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setEnvironment(environment), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.showKeyboard(height:duration:)`.
    public func showKeyboard(
        height: Double, duration: SimDuration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.showKeyboard(height: height, duration: duration), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.hideKeyboard(duration:)`.
    public func hideKeyboard(
        duration: SimDuration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.hideKeyboard(duration: duration), at: .init(fileID, filePath, line, column))
    }

    // MARK: Touches

    /// `Simulator.touchDown(on:at:)`.
    public func touchDown(
        on target: TouchTarget, at location: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.touchDown(on: target, x: location?.x, y: location?.y), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.touchMove(toY:)`.
    public func touchMove(
        toY y: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.touchMove(toY: y), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.touchUp(atY:)`.
    public func touchUp(
        atY y: Double? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.touchUp(atY: y), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.drag(_:by:duration:)`: returns once the finger is up.
    public func drag(
        _ target: TouchTarget, by distance: Double, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.drag(target, .distance(distance, duration: duration)), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.drag(_:to:duration:)`: a steady drag from where the front sheet is to an
    /// active detent, `drag grabber to large over 300ms` in a scenario; returns once the finger is up.
    public func drag(
        _ target: TouchTarget, to detent: DetentIdentifier, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.drag(target, .toDetent(detent, duration: duration)), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.drag(_:by:velocity:)`.
    public func drag(
        _ target: TouchTarget, by distance: Double, velocity: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.drag(target, .velocity(distance: distance, velocity: velocity)), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.drag(_:samples:)`.
    public func drag(
        _ target: TouchTarget, samples: [(after: SimDuration, y: Double)],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.drag(target, .positions(samples.map { DragSample(after: $0.after, y: $0.y) })), at: .init(fileID, filePath, line, column))
    }

    // MARK: Taps

    /// `Simulator.tapGrabber()`.
    public func tapGrabber(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapGrabber, at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapDimmingView(at:)`.
    public func tapDimmingView(
        at point: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapDimmingView(at: point), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapPresenter(at:)`.
    public func tapPresenter(
        at point: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapPresenter(at: point), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.tapOutside(at:)`: outside the front presentation (a popover's tap outside; on a
    /// sheet, the dimming view).
    public func tapOutside(
        at point: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapOutside(at: point), at: .init(fileID, filePath, line, column))
    }

    // MARK: Running the clock
    //
    // Not checked for unasserted callbacks: running the clock only lets earlier actions finish,
    // and their callbacks may be asserted afterwards (as TCA allows with a test clock).

    /// `Simulator.advance(by:)`.
    public func advance(
        by span: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runClock("advance(by: \(span))", at: .init(fileID, filePath, line, column)) { $0.advance(by: span) }
    }

    /// `Simulator.run(until:)`.
    public func run(
        until deadline: SimInstant,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runClock("run(until: \(deadline))", at: .init(fileID, filePath, line, column)) { $0.run(until: deadline) }
    }

    /// `Simulator.runUntilIdle()`: every animation settled, every completion delivered.
    public func runUntilIdle(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runClock("runUntilIdle()", at: .init(fileID, filePath, line, column)) { $0.runUntilIdle() }
    }
}
