import SheetSim

// The simulator's actions, through the tester. Each takes the caller's location: an error the
// simulator throws (say, dragging with no sheet presented) fails the test at that line, so
// actions need no `try`. Names, arguments and defaults are the simulator's own.

extension SheetTester {
    // MARK: Presenting and dismissing

    /// `SheetSimulator.present(_:configuration:from:animated:)`: presents `name` over the front
    /// controller, or from `source`.
    public func present(
        _ name: String = "sheet", configuration: SheetConfiguration = SheetConfiguration(), from source: String? = nil,
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        notePresented(name)
        let from = source.map { ", from: \(LogText.quoted($0))" } ?? ""
        perform("present(\(LogText.quoted(name))\(from), animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.present(name, configuration: configuration, from: source, animated: animated)
        }
    }

    /// `SheetSimulator.dismiss(animated:)`: dismissal in code, without delegate calls.
    public func dismiss(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("dismiss(animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.dismiss(animated: animated)
        }
    }

    // MARK: Programmatic configuration

    /// `SheetSimulator.setSelectedDetentIdentifier(_:animated:)`.
    public func setSelectedDetentIdentifier(
        _ identifier: DetentIdentifier?, animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let action = "setSelectedDetentIdentifier(\(identifier.map { "." + $0.description } ?? "nil"), animated: \(animated))"
        perform(action, at: .init(fileID, filePath, line, column)) {
            try $0.setSelectedDetentIdentifier(identifier, animated: animated)
        }
    }

    /// `SheetSimulator.setDetents(_:animated:)`.
    public func setDetents(
        _ detents: [Detent], animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setDetents(\(detents), animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.setDetents(detents, animated: animated)
        }
    }

    /// `SheetSimulator.invalidateDetents(animated:)`.
    public func invalidateDetents(
        animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("invalidateDetents(animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.invalidateDetents(animated: animated)
        }
    }

    /// `SheetSimulator.updateConfiguration(animated:_:)`.
    public func updateConfiguration(
        animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: @escaping (inout SheetConfiguration) -> Void
    ) {
        perform("updateConfiguration(animated: \(animated))", at: .init(fileID, filePath, line, column)) {
            try $0.updateConfiguration(animated: animated, change)
        }
    }

    /// `SheetSimulator.setScrollView(_:)`.
    public func setScrollView(
        _ state: ScrollViewState?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setScrollView(_:)", at: .init(fileID, filePath, line, column)) { try $0.setScrollView(state) }
    }

    // MARK: Environment

    /// `SheetSimulator.rotate(to:)`.
    public func rotate(
        to orientation: Orientation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("rotate(to: .\(orientation.rawValue))", at: .init(fileID, filePath, line, column)) {
            $0.rotate(to: orientation)
        }
    }

    /// `SheetSimulator.setEnvironment(_:)`.
    public func setEnvironment(
        _ environment: ScreenEnvironment,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("setEnvironment(\(environment))", at: .init(fileID, filePath, line, column)) {
            $0.setEnvironment(environment)
        }
    }

    /// `SheetSimulator.showKeyboard(height:duration:)`.
    public func showKeyboard(
        height: Double, duration: SimDuration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("showKeyboard(height: \(NumberFormat.points(height)))", at: .init(fileID, filePath, line, column)) {
            try $0.showKeyboard(height: height, duration: duration)
        }
    }

    /// `SheetSimulator.hideKeyboard(duration:)`.
    public func hideKeyboard(
        duration: SimDuration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("hideKeyboard()", at: .init(fileID, filePath, line, column)) { try $0.hideKeyboard(duration: duration) }
    }

    // MARK: Touches

    /// `SheetSimulator.touchDown(on:at:)`.
    public func touchDown(
        on target: TouchTarget, at location: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("touchDown(on: .\(target.rawValue))", at: .init(fileID, filePath, line, column)) {
            try $0.touchDown(on: target, at: location)
        }
    }

    /// `SheetSimulator.touchMove(toY:)`.
    public func touchMove(
        toY y: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("touchMove(toY: \(NumberFormat.points(y)))", at: .init(fileID, filePath, line, column)) {
            try $0.touchMove(toY: y)
        }
    }

    /// `SheetSimulator.touchUp(atY:)`.
    public func touchUp(
        atY y: Double? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("touchUp(atY: \(y.map(NumberFormat.points) ?? "nil"))", at: .init(fileID, filePath, line, column)) {
            try $0.touchUp(atY: y)
        }
    }

    /// `SheetSimulator.drag(_:by:duration:)`: returns once the finger is up.
    public func drag(
        _ target: TouchTarget, by distance: Double, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let action = "drag(.\(target.rawValue), by: \(NumberFormat.points(distance)), duration: \(duration))"
        perform(action, at: .init(fileID, filePath, line, column)) {
            try $0.drag(target, by: distance, duration: duration)
        }
    }

    /// `SheetSimulator.drag(_:to:duration:)`: a steady drag from where the front sheet is to an
    /// active detent, `drag grabber to large over 300ms` in a scenario; returns once the finger is up.
    public func drag(
        _ target: TouchTarget, to detent: DetentIdentifier, duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let action = "drag(.\(target.rawValue), to: .\(detent), duration: \(duration))"
        perform(action, at: .init(fileID, filePath, line, column)) {
            try $0.drag(target, to: detent, duration: duration)
        }
    }

    /// `SheetSimulator.drag(_:by:velocity:)`.
    public func drag(
        _ target: TouchTarget, by distance: Double, velocity: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let action = "drag(.\(target.rawValue), by: \(NumberFormat.points(distance)), velocity: \(NumberFormat.points(velocity)))"
        perform(action, at: .init(fileID, filePath, line, column)) {
            try $0.drag(target, by: distance, velocity: velocity)
        }
    }

    /// `SheetSimulator.drag(_:samples:)`.
    public func drag(
        _ target: TouchTarget, samples: [(after: SimDuration, y: Double)],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("drag(.\(target.rawValue), samples: \(counted(samples.count, "sample")))", at: .init(fileID, filePath, line, column)) {
            try $0.drag(target, samples: samples)
        }
    }

    // MARK: Taps

    /// `SheetSimulator.tapGrabber()`.
    public func tapGrabber(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapGrabber()", at: .init(fileID, filePath, line, column)) { try $0.tapGrabber() }
    }

    /// `SheetSimulator.tapDimmingView(at:)`.
    public func tapDimmingView(
        at point: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapDimmingView()", at: .init(fileID, filePath, line, column)) { try $0.tapDimmingView(at: point) }
    }

    /// `SheetSimulator.tapPresenter(at:)`.
    public func tapPresenter(
        at point: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform("tapPresenter()", at: .init(fileID, filePath, line, column)) { try $0.tapPresenter(at: point) }
    }

    // MARK: Running the clock
    //
    // Not checked for unasserted callbacks: running the clock only lets earlier actions finish,
    // and their callbacks may be asserted afterwards (as TCA allows with a test clock).

    /// `SheetSimulator.advance(by:)`.
    public func advance(
        by span: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runClock("advance(by: \(span))", at: .init(fileID, filePath, line, column)) { $0.advance(by: span) }
    }

    /// `SheetSimulator.run(until:)`.
    public func run(
        until deadline: SimInstant,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runClock("run(until: \(deadline))", at: .init(fileID, filePath, line, column)) { $0.run(until: deadline) }
    }

    /// `SheetSimulator.runUntilIdle()`: every animation settled, every completion delivered.
    public func runUntilIdle(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runClock("runUntilIdle()", at: .init(fileID, filePath, line, column)) { $0.runUntilIdle() }
    }
}
