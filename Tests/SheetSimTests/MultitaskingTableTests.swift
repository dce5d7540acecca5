import Testing
@testable import SheetSim

/// Every iPad model and window of the split view rules' table (section 6): the window's width and
/// height, and the horizontal size class the width gives (regular from 678 pt, a GUESS metric).
@Suite struct MultitaskingTableTests {
    struct Row: Sendable, CustomStringConvertible {
        var device: Device
        var orientation: Orientation
        var window: AppWindow
        var width: Double
        var height: Double
        var sizeClass: UserInterfaceSizeClass
        var line: Int
        var description: String { "\(device.name) \(orientation.rawValue) \(window)" }
    }

    static func rows(_ device: Device, _ orientation: Orientation, height: Double, slideOverHeight: Double,
                     _ cells: [(AppWindow, Double, UserInterfaceSizeClass)], line: Int = #line) -> [Row] {
        cells.map { window, width, sizeClass in
            Row(device: device, orientation: orientation, window: window, width: width,
                height: window == .slideOver ? slideOverHeight : height, sizeClass: sizeClass, line: line)
        }
    }

    static let table: [Row] =
        rows(.iPadPro12_9, .landscapeLeft, height: 1024, slideOverHeight: 976,
             [(.full, 1366, .regular), (.twoThirds, 981, .regular), (.half, 678, .regular), (.oneThird, 375, .compact), (.slideOver, 375, .compact)])
        + rows(.iPadPro12_9, .portrait, height: 1366, slideOverHeight: 1318,
               [(.full, 1024, .regular), (.twoThirds, 639, .compact), (.oneThird, 375, .compact), (.slideOver, 375, .compact)])
        + rows(.iPadPro11, .landscapeLeft, height: 834, slideOverHeight: 786,
               [(.full, 1194, .regular), (.twoThirds, 809, .regular), (.half, 592, .compact), (.oneThird, 375, .compact), (.slideOver, 375, .compact)])
        + rows(.iPadPro11, .portrait, height: 1194, slideOverHeight: 1146,
               [(.full, 834, .regular), (.twoThirds, 504, .compact), (.oneThird, 320, .compact), (.slideOver, 320, .compact)])
        + rows(.iPadAir10_9, .landscapeLeft, height: 820, slideOverHeight: 772,
               [(.full, 1180, .regular), (.twoThirds, 795, .regular), (.half, 585, .compact), (.oneThird, 375, .compact), (.slideOver, 375, .compact)])
        + rows(.iPadAir10_9, .portrait, height: 1180, slideOverHeight: 1132,
               [(.full, 820, .regular), (.twoThirds, 490, .compact), (.oneThird, 320, .compact), (.slideOver, 320, .compact)])
        + rows(.iPad10_2, .landscapeLeft, height: 810, slideOverHeight: 770,
               [(.full, 1080, .regular), (.twoThirds, 750, .regular), (.half, 535, .compact), (.oneThird, 320, .compact), (.slideOver, 320, .compact)])
        + rows(.iPad10_2, .portrait, height: 1080, slideOverHeight: 1040,
               [(.full, 810, .regular), (.twoThirds, 480, .compact), (.oneThird, 320, .compact), (.slideOver, 320, .compact)])
        + rows(.iPadMini8_3, .landscapeLeft, height: 744, slideOverHeight: 696,
               [(.full, 1133, .regular), (.twoThirds, 748, .regular), (.half, 561, .compact), (.oneThird, 375, .compact), (.slideOver, 375, .compact)])
        + rows(.iPadMini8_3, .portrait, height: 1133, slideOverHeight: 1085,
               [(.full, 744, .regular), (.twoThirds, 414, .compact), (.oneThird, 320, .compact), (.slideOver, 320, .compact)])

    @Test(arguments: table)
    func windowSizeAndSizeClass(_ row: Row) {
        let environment = ScreenEnvironment(device: row.device, orientation: row.orientation, window: row.window)
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(environment.containerSize == Size(width: row.width, height: row.height), "\(row)", sourceLocation: location)
        #expect(environment.horizontalSizeClass == row.sizeClass, "\(row)", sourceLocation: location)
        #expect(environment.verticalSizeClass == .regular, "iPads are always regular in height", sourceLocation: location)
        #expect(environment.traitCollection.userInterfaceIdiom == .pad, sourceLocation: location)
    }

    @Test(arguments: [(677.0, UserInterfaceSizeClass.compact), (678.0, .regular), (320.0, .compact), (5000.0, .regular)])
    func stageManagerWidthsFollowTheThreshold(_ width: Double, _ sizeClass: UserInterfaceSizeClass) {
        let environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft, window: .width(width))
        #expect(environment.horizontalSizeClass == sizeClass)
        #expect(environment.containerSize.width == min(width, 1366))
    }

    @Test func splitWindowsLoseSideInsetsAndSlideOverHasNone() {
        #expect(ScreenEnvironment(device: .iPadPro11, window: .twoThirds).safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(ScreenEnvironment(device: .iPadPro11, window: .slideOver).safeArea == .zero)
        #expect(ScreenEnvironment(device: .iPhone14Pro, window: .slideOver).containerSize == Size(width: 393, height: 852),
                "phones ignore windows")
    }

    @Test func theWindowsCannotBeSetWhereTheyDoNotExist() throws {
        var phone = Simulator(device: .iPhone14Pro)
        #expect(throws: SimulationError.self) { try phone.setWindow(.slideOver) }
        var pad = Simulator(device: .iPadPro11, orientation: .portrait)
        #expect(throws: SimulationError.self) { try pad.setWindow(.half) }
        try pad.setWindow(.oneThird)
        #expect(pad.environment.containerSize.width == 320)
        // A window is at most as wide as the screen: a wider one is refused, not clamped.
        #expect {
            try pad.setWindow(.width(5000))
        } throws: { error in
            "\(error)".hasPrefix("window width 5000pt is wider than the screen: the iPad Pro 11 is 834 pt wide in portrait")
        }
        #expect(pad.environment.containerSize.width == 320)
        try pad.setWindow(.width(834))
        #expect(pad.environment.containerSize.width == 834)
    }
}
