import SheetSim

extension TestSimulator {
    // MARK: iPadOS 26 windows

    /// Resizes the app's window to `width` × `height` points: an iPadOS 26 window in windowed apps
    /// or Stage Manager (`Simulator.setWindow(.size(width:height:))`). The simulator's environment
    /// chooses the setting (``ScreenEnvironment/multitasking``); a size the release or setting
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
