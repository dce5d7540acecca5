import SheetSim

extension TestSimulator {
    // MARK: iPadOS 26 windows

    /// Resizes the app's window to `width` × `height` points: an iPadOS 26 window in windowed apps
    /// or Stage Manager (`Simulator.setWindow(.size(width:height:))`). The simulator's environment
    /// chooses the setting (`ScreenEnvironment.multitasking`); a size the release or setting
    /// refuses fails the test at the caller's line.
    public func setWindow(
        width: Double, height: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setWindow(.size(width: width, height: height)), at: .init(fileID, filePath, line, column))
    }

    /// The app's window size now: the container every root view controller lays out in.
    public var windowSize: Size { simulator.environment.containerSize }
}

extension TestSimulator {
    /// The user drags the window's corner to `width` × `height` over `duration`: a live iPadOS 26
    /// resize (`Simulator.beginWindowResize(to:over:)`), returning once the finger lifts.
    public func resizeWindow(
        toWidth width: Double, height: Double, over duration: SimDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.resizeWindow(to: Size(width: width, height: height), over: duration), at: .init(fileID, filePath, line, column))
    }

    /// `effectiveGeometry.isInteractivelyResizing`: whether a live resize is under way.
    public var isInteractivelyResizing: Bool { simulator.environment.isInteractivelyResizing }
}

extension TestSimulator {
    // MARK: iPadOS 26 window controls

    /// Where the window's controls are (`Simulator.windowControlsPlacement`): in line for an app
    /// built with the iOS 26 SDK, above the content for an older one (`ScreenEnvironment.appSDK`),
    /// none where the window cannot be resized.
    public var windowControlsPlacement: WindowControlsPlacement { simulator.windowControlsPlacement }

    /// The leading corner region the in-line controls take, which the corner-adapted layout guides
    /// avoid (`Simulator.windowControlsWidth`; the style is `ScreenEnvironment.preferredWindowingControlStyle`).
    public var windowControlsWidth: Double { simulator.windowControlsWidth }
}
