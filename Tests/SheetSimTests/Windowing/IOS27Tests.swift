import Testing
@testable import SheetSim

/// iOS 27 (SheetRules 12, split view rules 15): the profile is iOS 26.1's plus the sheet's
/// placement and resizable iPhone apps; where a placed sheet goes; what a resized iPhone app hears.
@Suite struct IOS27Tests {
    @Test func theProfileIsIOS26WithIOS27sAdditions() {
        var profile = OSProfile.iOS27
        #expect(profile.versionText == "27")
        #expect(OSProfile.version(named: "27") == .iOS27)
        #expect(profile.supportsSheetPlacement && profile.resizesIPhoneApps)
        #expect(!OSProfile.iOS26_1.supportsSheetPlacement && !OSProfile.iOS26_1.resizesIPhoneApps)
        profile.majorVersion = 26
        profile.minorVersion = 1
        profile.supportsSheetPlacement = false
        profile.resizesIPhoneApps = false
        #expect(profile == .iOS26_1)
    }

    struct PlacementRow: Sendable, CustomStringConvertible {
        var placement: SheetPlacement?
        var automatic: BehaviorOptions.AutomaticSheetPlacement = .center
        var os: OSProfile = .iOS27
        var x: Double
        var width: Double
        var description: String { "\(placement.map(\.rawValue) ?? "unset") (automatic \(automatic)) on \(os)" }
    }

    /// iPad Pro 12.9 landscape (1366 pt wide, no side safe area), a form sheet.
    static let placements: [PlacementRow] = [
        PlacementRow(placement: nil, x: (1366 - 580) / 2, width: 580),
        PlacementRow(placement: .center, x: (1366 - 580) / 2, width: 580),
        PlacementRow(placement: .automatic, x: (1366 - 580) / 2, width: 580),
        PlacementRow(placement: .automatic, automatic: .leading, x: 20, width: 420),
        PlacementRow(placement: .automatic, automatic: .trailing, x: 1366 - 20 - 420, width: 420),
        PlacementRow(placement: .leading, x: 20, width: 420),
        PlacementRow(placement: .trailing, x: 1366 - 20 - 420, width: 420),
    ]

    static func presented(_ configuration: SheetConfiguration, os: OSProfile = .iOS27, options: BehaviorOptions = BehaviorOptions(),
                          device: Device = .iPadPro12_9, orientation: Orientation = .landscapeLeft) throws -> Simulator {
        var sim = Simulator(environment: ScreenEnvironment(device: device, orientation: orientation), os: os, options: options)
        try sim.present(configuration: configuration)
        sim.runUntilIdle()
        return sim
    }

    @Test(arguments: placements) func aRegularWidthSheetGoesWhereItsPlacementSays(_ row: PlacementRow) throws {
        var configuration = SheetConfiguration()
        configuration.preferredPlacement = row.placement
        var options = BehaviorOptions()
        options.automaticSheetPlacement = row.automatic
        let sim = try Self.presented(configuration, options: options)
        let frame = try #require(sim.state(of: "sheet")).sheetFrame
        #expect(frame.x == row.x)
        #expect(frame.width == row.width)
    }

    @Test func anUnsetPlacementReadsNoOption() throws {
        let sim = try Self.presented(SheetConfiguration())
        #expect(!sim.consultedAssumptions.contains { $0.name == "automaticSheetPlacement" || $0.name.hasPrefix("sheetEdgePlacement") })
    }

    @Test func theMetricsMoveAnEdgeSheet() throws {
        var configuration = SheetConfiguration()
        configuration.preferredPlacement = .trailing
        var metrics = UIKitMetrics()
        metrics.sheetEdgePlacementInset = 8
        metrics.sheetEdgePlacementWidth = 500
        var sim = Simulator(environment: ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft), os: .iOS27, metrics: metrics)
        try sim.present(configuration: configuration)
        sim.runUntilIdle()
        let frame = try #require(sim.state(of: "sheet")).sheetFrame
        #expect(frame.width == 500)
        #expect(frame.x == 1366 - 8 - 500)
    }

    @Test func beforeIOS27ThePlacementIsRefused() {
        var configuration = SheetConfiguration()
        configuration.preferredPlacement = .leading
        #expect(throws: SimulationError.self) { try Self.presented(configuration, os: .iOS26_1) }
    }

    @Test func aCompactSheetIgnoresItsPlacement() throws {
        var configuration = SheetConfiguration()
        configuration.preferredPlacement = .trailing
        let placed = try Self.presented(configuration, device: .iPhone16Pro, orientation: .portrait)
        let plain = try Self.presented(SheetConfiguration(), device: .iPhone16Pro, orientation: .portrait)
        #expect(placed.state(of: "sheet")?.sheetFrame == plain.state(of: "sheet")?.sheetFrame)
    }

    // MARK: Resizable iPhone apps

    static func phone(os: OSProfile = .iOS27, resizable: BehaviorOptions.ResizableIPhoneApps = .osProfile) throws -> Simulator {
        var options = BehaviorOptions()
        options.resizableIPhoneApps = resizable
        var sim = Simulator(environment: ScreenEnvironment(device: .iPhone16Pro, orientation: .landscapeLeft), os: os, options: options)
        try sim.setRootViewController("canvas")
        sim.runUntilIdle()
        return sim
    }

    @Test func aResizedIPhoneAppStaysCompactAndHearsOnlyTheSizeTransition() throws {
        var sim = try Self.phone()
        let start = sim.log.entries.count
        try sim.setWindow(.size(width: 700, height: 380))
        sim.runUntilIdle()
        #expect(sim.environment.containerSize == Size(width: 700, height: 380))
        #expect(sim.environment.horizontalSizeClass == .compact)
        let names = sim.log.entries.dropFirst(start).map(\.callback.callbackName)
        #expect(names.contains(.viewWillTransition))
        #expect(!names.contains(.willTransition))
        #expect(!names.contains(.traitCollectionDidChange))
        #expect(!names.contains(.sceneWillResignActive))
        #expect(!names.contains(.windowSceneDidUpdateEffectiveGeometry))
        try sim.setWindow(.full)
        sim.runUntilIdle()
        #expect(sim.environment.containerSize == sim.environment.screenSize)
    }

    struct ResizeRow: Sendable, CustomStringConvertible {
        var os: OSProfile
        var option: BehaviorOptions.ResizableIPhoneApps
        var resizes: Bool
        var description: String { "\(os) \(option)" }
    }

    static let resizeRows: [ResizeRow] = [
        ResizeRow(os: .iOS27, option: .osProfile, resizes: true),
        ResizeRow(os: .iOS26_1, option: .osProfile, resizes: false),
        ResizeRow(os: .iOS18, option: .osProfile, resizes: false),
        ResizeRow(os: .iOS26, option: .on, resizes: true),
        ResizeRow(os: .iOS27, option: .off, resizes: false),
    ]

    @Test(arguments: resizeRows) func theOptionDecidesWhetherAnIPhoneAppResizes(_ row: ResizeRow) throws {
        var sim = try Self.phone(os: row.os, resizable: row.option)
        if row.resizes {
            try sim.setWindow(.size(width: 600, height: 300))
            #expect(sim.environment.containerSize.width == 600)
        } else {
            #expect(throws: SimulationError.self) { try sim.setWindow(.size(width: 600, height: 300)) }
        }
        // Split View and Slide Over stay iPad windows.
        #expect(throws: SimulationError.self) { try sim.setWindow(.slideOver) }
        // A window larger than the phone's screen is refused.
        #expect(throws: SimulationError.self) { try sim.setWindow(.size(width: 2000, height: 300)) }
    }

    @Test func aPhoneRunWithoutAWindowReadsNoOption() throws {
        let sim = try Self.phone(os: .iOS26)
        #expect(!sim.consultedAssumptions.contains { $0.name == "resizableIPhoneApps" })
    }
}
