import Testing
@testable import SheetSim

@Suite("Devices and screen environments")
struct DeviceTests {
    @Test func lookupSpellings() {
        let rows: [(name: String, expected: Device?, line: Int)] = [
            ("iPhone 14 Pro", .iPhone14Pro, #line),
            ("iphone-14-pro", .iPhone14Pro, #line),
            ("iPhone14Pro", .iPhone14Pro, #line),
            ("IPHONE_14_PRO", .iPhone14Pro, #line),
            ("  iPhone 14 Pro ", .iPhone14Pro, #line),
            ("iPhone 14", .iPhone14, #line),
            ("iphone13", .iPhone13, #line),
            ("iPhone SE 3", .iPhoneSE3, #line),
            ("iPhoneSE3", .iPhoneSE3, #line),
            ("iPhone SE (3rd generation)", .iPhoneSE3, #line),
            ("iPhone 15 Pro Max", .iPhone15ProMax, #line),
            ("iphone-16-pro", .iPhone16Pro, #line),
            ("iPad Pro 11", .iPadPro11, #line),
            ("iPad Pro (11-inch)", .iPadPro11, #line),
            ("iPhone 15 Pro", .iPhone15Pro, #line),
            ("iPhone 15", .iPhone15, #line),
            ("iPhone 15 Pro Maxi", nil, #line),
            ("iPhone 99", nil, #line),
            ("", nil, #line),
            ("---", nil, #line),
            // Non-ASCII text goes through Unicode lowercasing: "İ" lowercases to "i" and a combining dot.
            ("\u{130}Phone 14 Pro", .iPhone14Pro, #line),
            ("iPhone 14 Pro\u{E9}", .iPhone14Pro, #line),
            ("\u{FF49}Phone 14", nil, #line),
        ]
        for row in rows {
            #expect(Device.named(row.name) == row.expected, sourceLocation: rowLocation(row.line))
        }
        #expect(Device.builtIn.count == 13)
        #expect(Set(Device.builtIn.map(\.name)).count == 13)
        for device in Device.builtIn {
            #expect(Device.named(device.name) == device, "every built-in profile is found by its own name")
        }
    }

    @Test func builtInGeometry() {
        let rows: [(device: Device, size: Size, portrait: EdgeInsets, landscape: EdgeInsets, home: Bool, hz: Int, line: Int)] = [
            (.iPhoneSE3, Size(width: 375, height: 667), EdgeInsets(top: 20), .zero, true, 60, #line),
            (.iPhone13, Size(width: 390, height: 844), EdgeInsets(top: 47, bottom: 34), EdgeInsets(left: 47, bottom: 21, right: 47), false, 60, #line),
            (.iPhone14, Size(width: 390, height: 844), EdgeInsets(top: 47, bottom: 34), EdgeInsets(left: 47, bottom: 21, right: 47), false, 60, #line),
            (.iPhone14Pro, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59), false, 120, #line),
            (.iPhone15, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59), false, 60, #line),
            (.iPhone15Pro, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59), false, 120, #line),
            (.iPhone15ProMax, Size(width: 430, height: 932), EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59), false, 120, #line),
            (.iPhone16Pro, Size(width: 402, height: 874), EdgeInsets(top: 62, bottom: 34), EdgeInsets(left: 62, bottom: 21, right: 62), false, 120, #line),
            (.iPadPro11, Size(width: 834, height: 1194), EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20), false, 120, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            #expect(row.device.portraitSize == row.size, sourceLocation: loc)
            #expect(row.device.portraitSafeArea == row.portrait, sourceLocation: loc)
            #expect(row.device.landscapeSafeArea == row.landscape, sourceLocation: loc)
            #expect(row.device.hasHomeButton == row.home, sourceLocation: loc)
            #expect(row.device.refreshRate == row.hz, sourceLocation: loc)
        }
        #expect(Device.iPhoneSE3.displayScale == 2)
        #expect(Device.iPhone15ProMax.isRegularWidthInLandscape)
        #expect(!Device.iPhone14Pro.isRegularWidthInLandscape)
        #expect(Device.iPadPro11.idiom == .pad)
        #expect(Device.iPhone14Pro.idiom == .phone)
    }

    @Test func customDeviceValidation() {
        let rows: [(width: Double, height: Double, safe: EdgeInsets, landscape: EdgeInsets, hz: Int, error: DeviceError?, line: Int)] = [
            (320, 480, EdgeInsets(top: 20), .zero, 60, nil, #line),
            (320, 480, EdgeInsets(top: 20), .zero, 120, nil, #line),
            (0, 480, .zero, .zero, 60, .invalidSize(width: 0, height: 480), #line),
            (-1, 480, .zero, .zero, 60, .invalidSize(width: -1, height: 480), #line),
            (320, .infinity, .zero, .zero, 60, .invalidSize(width: 320, height: .infinity), #line),
            (320, 480, .zero, .zero, 90, .unsupportedRefreshRate(90), #line),
            (320, 480, .zero, .zero, 0, .unsupportedRefreshRate(0), #line),
            (320, 480, EdgeInsets(top: -1), .zero, 60, .invalidInset(which: "portrait top", value: -1), #line),
            (320, 480, EdgeInsets(right: .infinity), .zero, 60, .invalidInset(which: "portrait right", value: .infinity), #line),
            (320, 480, .zero, EdgeInsets(bottom: -2), 60, .invalidInset(which: "landscape bottom", value: -2), #line),
            (320, 480, EdgeInsets(top: 240, bottom: 240), .zero, 60,
             .insetsExceedSize(orientation: .portrait, axis: "vertical", insets: 480, extent: 480), #line),
            (320, 480, EdgeInsets(left: 200, right: 130), .zero, 60,
             .insetsExceedSize(orientation: .portrait, axis: "horizontal", insets: 330, extent: 320), #line),
            // Landscape is 480 wide and 320 tall.
            (320, 480, .zero, EdgeInsets(top: 300, bottom: 20), 60,
             .insetsExceedSize(orientation: .landscapeLeft, axis: "vertical", insets: 320, extent: 320), #line),
            (320, 480, .zero, EdgeInsets(left: 300, right: 170), 60, nil, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            let result = Device.customResult(width: row.width, height: row.height, safeArea: row.safe,
                                             landscapeSafeArea: row.landscape, refreshRate: row.hz)
            switch (result, row.error) {
            case (.success(let device), nil):
                #expect(device.portraitSize == Size(width: row.width, height: row.height), sourceLocation: loc)
                #expect(device.portraitSafeArea == row.safe, sourceLocation: loc)
                #expect(device.refreshRate == row.hz, sourceLocation: loc)
            case (.failure(let error), let expected?):
                #expect(error == expected, sourceLocation: loc)
            default:
                Issue.record("expected \(String(describing: row.error)), got \(result)", sourceLocation: loc)
            }
        }
        #expect(throws: DeviceError.unsupportedRefreshRate(90)) {
            try Device.custom(width: 320, height: 480, refreshRate: 90)
        }
        #expect(DeviceError.unsupportedRefreshRate(90).description == "unsupported refresh rate 90 Hz: use 60 or 120")
        #expect(DeviceError.invalidSize(width: 0, height: 480).description
                == "invalid device size 0 × 480: width and height must be positive finite numbers")
        #expect(DeviceError.invalidInset(which: "portrait top", value: -1).description
                == "invalid portrait top safe-area inset -1: insets must be finite and not negative")
        #expect(DeviceError.insetsExceedSize(orientation: .portrait, axis: "vertical", insets: 480, extent: 480).description
                == "portrait vertical safe-area insets add up to 480 pt, which leaves no room in a 480 pt screen")
    }

    @Test func sizeClassesAndContainer() {
        let rows: [(device: Device, orientation: Orientation, window: Double?, container: Size, safe: EdgeInsets,
                    h: UserInterfaceSizeClass, v: UserInterfaceSizeClass, line: Int)] = [
            (.iPhone14Pro, .portrait, nil, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34), .compact, .regular, #line),
            (.iPhone14Pro, .landscapeLeft, nil, Size(width: 852, height: 393), EdgeInsets(left: 59, bottom: 21, right: 59), .compact, .compact, #line),
            (.iPhoneSE3, .landscapeRight, nil, Size(width: 667, height: 375), .zero, .compact, .compact, #line),
            (.iPhone15ProMax, .portrait, nil, Size(width: 430, height: 932), EdgeInsets(top: 59, bottom: 34), .compact, .regular, #line),
            (.iPhone15ProMax, .landscapeRight, nil, Size(width: 932, height: 430), EdgeInsets(left: 59, bottom: 21, right: 59), .regular, .compact, #line),
            (.iPhone14Pro, .portrait, 200, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34), .compact, .regular, #line),  // phones ignore windowWidth
            (.iPadPro11, .portrait, nil, Size(width: 834, height: 1194), EdgeInsets(top: 24, bottom: 20), .regular, .regular, #line),
            (.iPadPro11, .landscapeLeft, nil, Size(width: 1194, height: 834), EdgeInsets(top: 24, bottom: 20), .regular, .regular, #line),
            (.iPadPro11, .landscapeLeft, 320, Size(width: 320, height: 834), EdgeInsets(top: 24, bottom: 20), .compact, .regular, #line),
            (.iPadPro11, .landscapeLeft, 677, Size(width: 677, height: 834), EdgeInsets(top: 24, bottom: 20), .compact, .regular, #line),
            (.iPadPro11, .landscapeLeft, 678, Size(width: 678, height: 834), EdgeInsets(top: 24, bottom: 20), .regular, .regular, #line),
            (.iPadPro11, .portrait, 5000, Size(width: 834, height: 1194), EdgeInsets(top: 24, bottom: 20), .regular, .regular, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            let env = ScreenEnvironment(device: row.device, orientation: row.orientation, windowWidth: row.window)
            #expect(env.containerSize == row.container, sourceLocation: loc)
            #expect(env.safeArea == row.safe, sourceLocation: loc)
            #expect(env.horizontalSizeClass == row.h, sourceLocation: loc)
            #expect(env.verticalSizeClass == row.v, sourceLocation: loc)
            #expect(env.traitCollection == TraitCollection(horizontalSizeClass: row.h, verticalSizeClass: row.v,
                                                           userInterfaceIdiom: row.device.idiom,
                                                           displayScale: row.device.displayScale), sourceLocation: loc)
        }
        // Landscape-right mirrors an asymmetric landscape safe area.
        let lopsided = try! Device.custom(width: 390, height: 844, landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 10))
        #expect(ScreenEnvironment(device: lopsided, orientation: .landscapeLeft).safeArea == EdgeInsets(left: 47, bottom: 21, right: 10))
        #expect(ScreenEnvironment(device: lopsided, orientation: .landscapeRight).safeArea == EdgeInsets(left: 10, bottom: 21, right: 47))
        // The iPad threshold is a metric.
        var metrics = UIKitMetrics.uikit
        metrics.padCompactWidthThreshold = 300
        #expect(ScreenEnvironment(device: .iPadPro11, windowWidth: 320, metrics: metrics).horizontalSizeClass == .regular)
    }

    @Test func frameClock() {
        let pro = ScreenEnvironment(device: .iPhone14Pro)
        let se = ScreenEnvironment(device: .iPhoneSE3)
        #expect(pro.frameInterval == .nanoseconds(8_333_333))
        #expect(se.frameInterval == .nanoseconds(16_666_666))
        let start = SimInstant(nanosecondsSinceStart: 5)
        let rows: [(env: ScreenEnvironment, index: Int64, ns: Int64, line: Int)] = [
            (pro, 0, 5, #line),
            (pro, 1, 5 + 8_333_333, #line),
            (pro, 2, 5 + 16_666_666, #line),
            (pro, 3, 5 + 25_000_000, #line),
            (pro, 120, 5 + 1_000_000_000, #line),
            (pro, 121, 5 + 1_008_333_333, #line),
            (pro, 1_000_000, 5 + 8_333_333_333_333, #line),
            (pro, 12_000_000_001, 5 + 100_000_000_008_333_333, #line),  // no overflow in index·10⁹
            (se, 1, 5 + 16_666_666, #line),
            (se, 3, 5 + 50_000_000, #line),
            (se, 60, 5 + 1_000_000_000, #line),
        ]
        for row in rows {
            #expect(row.env.frameTime(index: row.index, from: start).nanosecondsSinceStart == row.ns,
                    sourceLocation: rowLocation(row.line))
        }
        // Adding the rounded interval drifts; frameTime does not.
        #expect((0..<120).reduce(start) { t, _ in t + pro.frameInterval } != pro.frameTime(index: 120, from: start))

        let indexRows: [(ns: Int64, index: Int64, line: Int)] = [
            (0, 0, #line), (5, 0, #line), (6, 1, #line), (5 + 8_333_333, 1, #line),
            (5 + 8_333_334, 2, #line), (5 + 1_000_000_000, 120, #line), (5 + 1_000_000_001, 121, #line),
        ]
        for row in indexRows {
            #expect(pro.frameIndex(atOrAfter: SimInstant(nanosecondsSinceStart: row.ns), from: start) == row.index,
                    sourceLocation: rowLocation(row.line))
        }
    }

    /// `nextFrame(after:)` is a closed form; it must give what walking the grid gives — the first
    /// frame time strictly greater — at every frame boundary, one nanosecond either side, and in
    /// between, for refresh rates that do and do not divide a second evenly.
    @Test(arguments: [1, 7, 24, 60, 90, 120, 144])
    func nextFrameIsTheFirstFrameStrictlyAfter(refreshRate: Int) {
        let grid = FrameGrid(refreshRate: refreshRate)
        #expect(grid.nextFrame(after: SimInstant(nanosecondsSinceStart: -3)) == .zero)
        for frame in Int64(0)..<Int64(3 * refreshRate + 2) {
            let boundary = grid.time(index: frame, from: .zero).nanosecondsSinceStart
            let following = grid.time(index: frame + 1, from: .zero)
            for t in [boundary - 1, boundary, boundary + 1, boundary + 4_166_667, following.nanosecondsSinceStart - 1] where t >= 0 {
                let instant = SimInstant(nanosecondsSinceStart: t)
                var walked = Int64(0)
                while grid.time(index: walked, from: .zero) <= instant { walked += 1 }
                #expect(grid.nextFrame(after: instant) == grid.time(index: walked, from: .zero), "t = \(t) ns at \(refreshRate) Hz")
            }
        }
        // Far from the start: whole seconds are split off before multiplying.
        let late = SimInstant(nanosecondsSinceStart: 100_000_000_000_000_001)
        #expect(grid.nextFrame(after: late) > late)
    }

    /// The simulator's frame cursor steps from the frame it scheduled last; whatever it is asked,
    /// it must answer what `nextFrame(after:)` answers: stepping frame after frame (across whole
    /// seconds), from instants off the grid, after a change of refresh rate, before the start, and
    /// on a grid finer than a nanosecond, where frames share instants and stepping would be wrong.
    @Test(arguments: [1, 7, 60, 120, 144, 1_000_000_000, 3_000_000_000])
    func theFrameCursorAgreesWithTheGrid(refreshRate: Int) {
        let grid = FrameGrid(refreshRate: refreshRate)
        var cursor = FrameCursor()
        var instant = SimInstant(nanosecondsSinceStart: -5)
        for step in 0..<400 {
            let expected = grid.nextFrame(after: instant)
            #expect(cursor.nextFrame(after: instant, on: grid) == expected, "step \(step) at \(refreshRate) Hz")
            // Mostly the frame itself, as a display frame asks; now and then an event between frames.
            instant = step % 7 == 3 ? expected + SimDuration(nanoseconds: 3) : expected
        }
        let other = FrameGrid(refreshRate: 90)
        #expect(cursor.nextFrame(after: instant, on: other) == other.nextFrame(after: instant))
        #expect(cursor.nextFrame(after: SimInstant(nanosecondsSinceStart: -1), on: grid) == .zero)
    }
}
