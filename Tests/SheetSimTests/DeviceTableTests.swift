import Testing
@testable import SheetSim

/// The device table against the figures of the device reference (devices.md), transcribed here a
/// second time, row by row: size, scale, safe areas on the default release (iOS 17), front,
/// corner radius, refresh rate, landscape size class, iPad windows, and which figures the
/// reference leaves as a GUESS or unknown (those, and only those, must be assumptions).
@Suite("Device table")
struct DeviceTableTests {
    typealias PhoneRow = (name: String, size: String, scale: Double, portrait: String, landscape: String, front: FrontFeature,
                          corner: Double, hz: Int, regular: Bool, assumptions: Set<String>, line: Int)

    /// Sizes `W×H`, portrait insets `top/bottom`, landscape insets `top left bottom right`.
    static let iPhones: [PhoneRow] = [
        ("iPhone 8", "375×667", 2, "20/0", "0 0 0 0", .homeButton, 0, 60, false, ["refreshRate"], #line),
        ("iPhone 8 Plus", "414×736", 3, "20/0", "0 0 0 0", .homeButton, 0, 60, true, ["refreshRate"], #line),
        ("iPhone X", "375×812", 3, "44/34", "0 44 21 44", .notch, 39, 60, false, ["refreshRate"], #line),
        ("iPhone XS", "375×812", 3, "44/34", "0 44 21 44", .notch, 39, 60, false, ["refreshRate"], #line),
        ("iPhone XS Max", "414×896", 3, "44/34", "0 44 21 44", .notch, 39, 60, true, ["refreshRate"], #line),
        ("iPhone XR", "414×896", 2, "48/34", "0 48 21 48", .notch, 41.5, 60, true, ["refreshRate"], #line),
        ("iPhone 11", "414×896", 2, "48/34", "0 48 21 48", .notch, 41.5, 60, true, ["refreshRate"], #line),
        ("iPhone 11 Pro", "375×812", 3, "44/34", "0 44 21 44", .notch, 39, 60, false, ["refreshRate"], #line),
        ("iPhone 11 Pro Max", "414×896", 3, "44/34", "0 44 21 44", .notch, 39, 60, true, ["refreshRate"], #line),
        ("iPhone SE (2nd generation)", "375×667", 2, "20/0", "0 0 0 0", .homeButton, 0, 60, false, ["refreshRate"], #line),
        ("iPhone 12 mini", "375×812", 3, "50/34", "0 50 21 50", .notch, 44, 60, false, ["refreshRate"], #line),
        ("iPhone 12", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 60, false, ["refreshRate"], #line),
        ("iPhone 12 Pro", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 60, false, ["refreshRate"], #line),
        ("iPhone 12 Pro Max", "428×926", 3, "47/34", "0 47 21 47", .notch, 53.33, 60, true, ["refreshRate"], #line),
        ("iPhone 13 mini", "375×812", 3, "50/34", "0 50 21 50", .notch, 44, 60, false, ["refreshRate"], #line),
        ("iPhone 13", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 60, false, ["refreshRate"], #line),
        ("iPhone 13 Pro", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 120, false, [], #line),
        ("iPhone 13 Pro Max", "428×926", 3, "47/34", "0 47 21 47", .notch, 53.33, 120, true, [], #line),
        ("iPhone SE (3rd generation)", "375×667", 2, "20/0", "0 0 0 0", .homeButton, 0, 60, false, ["refreshRate"], #line),
        ("iPhone 14", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 60, false, [], #line),
        ("iPhone 14 Plus", "428×926", 3, "47/34", "0 47 21 47", .notch, 53.33, 60, true, [], #line),
        ("iPhone 14 Pro", "393×852", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 120, false, [], #line),
        ("iPhone 14 Pro Max", "430×932", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 120, true, [], #line),
        ("iPhone 15", "393×852", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 60, false, [], #line),
        ("iPhone 15 Plus", "430×932", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 60, true, [], #line),
        ("iPhone 15 Pro", "393×852", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 120, false, [], #line),
        ("iPhone 15 Pro Max", "430×932", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 120, true, [], #line),
        ("iPhone 16", "393×852", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 60, false, [], #line),
        ("iPhone 16 Plus", "430×932", 3, "59/34", "0 59 21 59", .dynamicIsland, 55, 60, true, [], #line),
        ("iPhone 16 Pro", "402×874", 3, "62/34", "0 62 21 62", .dynamicIsland, 62, 120, false, [], #line),
        ("iPhone 16 Pro Max", "440×956", 3, "62/34", "0 62 21 62", .dynamicIsland, 62, 120, true, [], #line),
        ("iPhone 16e", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 60, false, ["refreshRate"], #line),
        ("iPhone 17", "402×874", 3, "62/34", "0 62 21 62", .dynamicIsland, 62, 120, false,
         ["landscapeSafeArea, before iOS 26", "refreshRate"], #line),
        ("iPhone 17 Pro", "402×874", 3, "62/34", "0 62 21 62", .dynamicIsland, 62, 120, false,
         ["landscapeSafeArea, before iOS 26", "refreshRate"], #line),
        ("iPhone 17 Pro Max", "440×956", 3, "62/34", "0 62 21 62", .dynamicIsland, 62, 120, true,
         ["landscapeSafeArea, before iOS 26", "refreshRate"], #line),
        ("iPhone Air", "420×912", 3, "68/34", "0 68 21 68", .dynamicIsland, 62, 120, true,
         ["landscapeSafeArea, before iOS 26", "refreshRate"], #line),
        ("iPhone 17e", "390×844", 3, "47/34", "0 47 21 47", .notch, 47.33, 60, false,
         ["landscapeSafeArea, before iOS 27", "landscapeSafeArea, iOS 27 on", "refreshRate", "landscapeWidthClass"], #line),
        ("iPhone 18 Pro", "402×874", 3, "62/34", "0 62 20 62", .dynamicIsland, 62, 120, false,
         ["refreshRate", "landscapeWidthClass"], #line),
        ("iPhone 18 Pro Max", "440×956", 3, "62/34", "0 62 20 62", .dynamicIsland, 62, 120, true,
         ["refreshRate", "landscapeWidthClass"], #line),
    ]

    typealias PadRow = (name: String, size: String, insets: String, front: FrontFeature, corner: Double, hz: Int,
                        landscape: String, portrait: String, slideOverInset: Double, assumptions: Set<String>, line: Int)

    static let windowGuesses: Set<String> = ["windows landscape", "windows portrait", "slideOverHeightInset"]
    static let unknownModel: Set<String> = ["size", "safeArea", "landscapeSafeArea", "cornerRadius", "refreshRate"]

    /// Windows `twoThirds half oneThird slideOver` in landscape, `twoThirds oneThird slideOver` in portrait.
    static let iPads: [PadRow] = [
        ("iPad (5th generation)", "768×1024", "20/0", .homeButton, 0, 60, "694 507 320 320", "438 320 320", 40,
         ["cornerRadius", "refreshRate"], #line),
        ("iPad (6th generation)", "768×1024", "20/0", .homeButton, 0, 60, "694 507 320 320", "438 320 320", 40,
         ["cornerRadius", "refreshRate"], #line),
        ("iPad Pro (10.5-inch)", "834×1112", "20/0", .homeButton, 0, 120, "782 551 320 320", "504 320 320", 40,
         ["cornerRadius"], #line),
        ("iPad Pro (12.9-inch) (2nd generation)", "1024×1366", "20/0", .homeButton, 0, 120, "981 678 375 375", "639 375 375", 40,
         ["cornerRadius", "slideOverHeightInset"], #line),
        ("iPad mini (5th generation)", "768×1024", "20/0", .homeButton, 0, 60, "694 507 320 320", "438 320 320", 40,
         ["cornerRadius", "refreshRate"], #line),
        ("iPad Air (3rd generation)", "834×1112", "20/0", .homeButton, 0, 60, "782 551 320 320", "504 320 320", 40,
         ["cornerRadius", "refreshRate"], #line),
        ("iPad (7th generation)", "810×1080", "20/0", .homeButton, 0, 60, "750 535 320 320", "480 320 320", 40, ["refreshRate"], #line),
        ("iPad (8th generation)", "810×1080", "20/0", .homeButton, 0, 60, "750 535 320 320", "480 320 320", 40, ["refreshRate"], #line),
        ("iPad (9th generation)", "810×1080", "20/0", .homeButton, 0, 60, "750 535 320 320", "480 320 320", 40, ["refreshRate"], #line),
        ("iPad Pro (11-inch) (1st generation)", "834×1194", "24/20", .faceID, 18, 120, "809 592 375 375", "504 320 320", 48, [], #line),
        ("iPad Pro (11-inch) (2nd generation)", "834×1194", "24/20", .faceID, 18, 120, "809 592 375 375", "504 320 320", 48, [], #line),
        ("iPad Pro (11-inch) (3rd generation)", "834×1194", "24/20", .faceID, 18, 120, "809 592 375 375", "504 320 320", 48, [], #line),
        ("iPad Pro (11-inch) (4th generation)", "834×1194", "24/20", .faceID, 18, 120, "809 592 375 375", "504 320 320", 48, [], #line),
        ("iPad Pro (12.9-inch) (3rd generation)", "1024×1366", "24/20", .faceID, 18, 120, "981 678 375 375", "639 375 375", 48, [], #line),
        ("iPad Pro (12.9-inch) (4th generation)", "1024×1366", "24/20", .faceID, 18, 120, "981 678 375 375", "639 375 375", 48, [], #line),
        ("iPad Pro (12.9-inch) (5th generation)", "1024×1366", "24/20", .faceID, 18, 120, "981 678 375 375", "639 375 375", 48, [], #line),
        ("iPad Pro (12.9-inch) (6th generation)", "1024×1366", "24/20", .faceID, 18, 120, "981 678 375 375", "639 375 375", 48, [], #line),
        ("iPad Air (4th generation)", "820×1180", "24/20", .topButtonTouchID, 18, 60, "795 585 375 375", "490 320 320", 48,
         ["refreshRate"], #line),
        ("iPad Air (5th generation)", "820×1180", "24/20", .topButtonTouchID, 18, 60, "795 585 375 375", "490 320 320", 48,
         ["refreshRate"], #line),
        ("iPad (10th generation)", "820×1180", "24/20", .topButtonTouchID, 25, 60, "795 585 375 375", "490 320 320", 48,
         windowGuesses.union(["refreshRate"]), #line),
        ("iPad mini (6th generation)", "744×1133", "24/20", .topButtonTouchID, 21.5, 60, "748 561 375 375", "414 320 320", 48,
         windowGuesses.union(["refreshRate"]), #line),
        ("iPad Air 11-inch (M2)", "820×1180", "24/20", .topButtonTouchID, 18, 60, "795 585 375 375", "490 320 320", 48,
         windowGuesses.union(["cornerRadius"]), #line),
        ("iPad Air 11-inch (M3)", "820×1180", "24/20", .topButtonTouchID, 18, 60, "795 585 375 375", "490 320 320", 48,
         windowGuesses.union(["cornerRadius", "refreshRate"]), #line),
        ("iPad Air 13-inch (M2)", "1024×1366", "24/20", .topButtonTouchID, 18, 60, "981 678 375 375", "639 375 375", 48,
         windowGuesses.union(["cornerRadius"]), #line),
        ("iPad Air 13-inch (M3)", "1024×1366", "24/20", .topButtonTouchID, 18, 60, "981 678 375 375", "639 375 375", 48,
         windowGuesses.union(["cornerRadius", "refreshRate"]), #line),
        ("iPad Air 11-inch (M4)", "820×1180", "24/20", .topButtonTouchID, 18, 60, "795 585 375 375", "490 320 320", 48,
         windowGuesses.union(unknownModel), #line),
        ("iPad Air 13-inch (M4)", "1024×1366", "24/20", .topButtonTouchID, 18, 60, "981 678 375 375", "639 375 375", 48,
         windowGuesses.union(unknownModel), #line),
        ("iPad Pro 11-inch (M4)", "834×1210", "24/20", .faceID, 18, 120, "825 600 375 375", "504 320 320", 48,
         windowGuesses.union(["cornerRadius"]), #line),
        ("iPad Pro 13-inch (M4)", "1032×1376", "24/20", .faceID, 18, 120, "991 683 375 375", "647 375 375", 48,
         windowGuesses.union(["cornerRadius"]), #line),
        ("iPad Pro 11-inch (M5)", "834×1210", "24/20", .faceID, 18, 120, "825 600 375 375", "504 320 320", 48,
         windowGuesses.union(unknownModel), #line),
        ("iPad Pro 13-inch (M5)", "1032×1376", "24/20", .faceID, 18, 120, "991 683 375 375", "647 375 375", 48,
         windowGuesses.union(unknownModel), #line),
        ("iPad mini (A17 Pro)", "744×1133", "24/20", .topButtonTouchID, 21.5, 60, "748 561 375 375", "414 320 320", 48,
         windowGuesses.union(["cornerRadius", "refreshRate"]), #line),
        ("iPad (A16)", "820×1180", "24/20", .topButtonTouchID, 25, 60, "795 585 375 375", "490 320 320", 48,
         windowGuesses.union(["cornerRadius", "refreshRate"]), #line),
    ]

    static func numbers(_ text: String, separators: Set<Character> = [" ", "/", "×"]) -> [Double] {
        text.split(whereSeparator: { separators.contains($0) }).map { Double($0)! }
    }

    static func size(_ text: String) -> Size {
        let n = numbers(text)
        return Size(width: n[0], height: n[1])
    }

    static func portrait(_ text: String) -> EdgeInsets {
        let n = numbers(text)
        return EdgeInsets(top: n[0], bottom: n[1])
    }

    static func landscape(_ text: String) -> EdgeInsets {
        let n = numbers(text)
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// The labels of the row's figures that are assumptions.
    static func assumptions(of model: DeviceModel) -> Set<String> {
        Set(model.figureRows.filter { $0.citation.isAssumption }.map(\.label))
    }

    @Test func everyIPhoneHasTheReferenceFigures() throws {
        for row in Self.iPhones {
            let loc = rowLocation(row.line)
            let model = try #require(DeviceCatalog.model(named: row.name), sourceLocation: loc)
            let device = model.device
            #expect(device.idiom == .phone, sourceLocation: loc)
            #expect(device.portraitSize == Self.size(row.size), sourceLocation: loc)
            #expect(device.displayScale == row.scale, sourceLocation: loc)
            #expect(device.portraitSafeArea == Self.portrait(row.portrait), sourceLocation: loc)
            #expect(device.landscapeSafeArea == Self.landscape(row.landscape), sourceLocation: loc)
            #expect(model.front.value == row.front, sourceLocation: loc)
            #expect(device.hasHomeButton == (row.front == .homeButton), sourceLocation: loc)
            #expect(device.displayCornerRadius == row.corner, sourceLocation: loc)
            #expect(device.refreshRate == row.hz, sourceLocation: loc)
            #expect(device.isRegularWidthInLandscape == row.regular, sourceLocation: loc)
            #expect(device.multitaskingTable == nil, sourceLocation: loc)
            #expect(Self.assumptions(of: model) == row.assumptions, sourceLocation: loc)
        }
        #expect(Self.iPhones.count == DeviceCatalog.iPhones.count, "a table row the test does not check, or the reverse")
        #expect(DeviceCatalog.iPhones.map(\.name) == Self.iPhones.map(\.name), "the table's phones, oldest first")
    }

    @Test func everyIPadHasTheReferenceFigures() throws {
        for row in Self.iPads {
            let loc = rowLocation(row.line)
            let model = try #require(DeviceCatalog.model(named: row.name), sourceLocation: loc)
            let device = model.device
            #expect(device.idiom == .pad, sourceLocation: loc)
            #expect(device.portraitSize == Self.size(row.size), sourceLocation: loc)
            #expect(device.displayScale == 2, sourceLocation: loc)
            #expect(device.portraitSafeArea == Self.portrait(row.insets), sourceLocation: loc)
            #expect(device.landscapeSafeArea == Self.portrait(row.insets), sourceLocation: loc)
            #expect(model.front.value == row.front, sourceLocation: loc)
            #expect(device.hasHomeButton == (row.front == .homeButton), sourceLocation: loc)
            #expect(device.displayCornerRadius == row.corner, sourceLocation: loc)
            #expect(device.refreshRate == row.hz, sourceLocation: loc)
            let table = try #require(device.multitaskingTable, sourceLocation: loc)
            let l = Self.numbers(row.landscape), p = Self.numbers(row.portrait)
            #expect([table.landscape.twoThirds, table.landscape.half, table.landscape.oneThird, table.landscape.slideOver] == [l[0], l[1], l[2], l[3]],
                    sourceLocation: loc)
            #expect([table.portrait.twoThirds, table.portrait.oneThird, table.portrait.slideOver] == p, sourceLocation: loc)
            #expect(table.portrait.half == nil, sourceLocation: loc)
            #expect(table.landscape.slideOverHeightInset == row.slideOverInset, sourceLocation: loc)
            #expect(table.portrait.slideOverHeightInset == row.slideOverInset, sourceLocation: loc)
            #expect(table.landscape.guessed == row.assumptions.contains("windows landscape"), sourceLocation: loc)
            #expect(Self.assumptions(of: model) == row.assumptions, sourceLocation: loc)
        }
        #expect(Self.iPads.count == DeviceCatalog.iPads.count, "a table row the test does not check, or the reverse")
        #expect(Set(DeviceCatalog.iPads.map(\.name)) == Set(Self.iPads.map(\.name)))
    }

    /// Safe areas an iOS release changed, read at the data level for every release the table
    /// keys, including iOS 26 and 27, which no OS profile models yet.
    static let releases: [(name: String, release: Int, portrait: String, landscape: String, line: Int)] = [
        ("iPhone XR", 12, "44/34", "0 44 21 44", #line),
        ("iPhone XR", 13, "44/34", "0 44 21 44", #line),
        ("iPhone XR", 14, "48/34", "0 48 21 48", #line),
        ("iPhone XR", 26, "48/34", "0 48 21 48", #line),
        ("iPhone 11", 13, "44/34", "0 44 21 44", #line),
        ("iPhone 11", 14, "48/34", "0 48 21 48", #line),
        ("iPhone 16 Pro", 18, "62/34", "0 62 21 62", #line),
        ("iPhone 16 Pro", 26, "62/34", "20 62 20 62", #line),
        ("iPhone 16e", 18, "47/34", "0 47 21 47", #line),
        ("iPhone 16e", 26, "47/34", "0 47 21 47", #line),
        ("iPhone 16e", 27, "47/34", "0 47 20 47", #line),
        ("iPhone 17", 18, "62/34", "0 62 21 62", #line),
        ("iPhone 17", 26, "62/34", "20 62 20 62", #line),
        ("iPhone 17", 27, "62/34", "0 62 20 62", #line),
        ("iPhone 17 Pro", 18, "62/34", "0 62 21 62", #line),
        ("iPhone 17 Pro", 26, "62/34", "20 62 20 62", #line),
        ("iPhone 17 Pro", 27, "62/34", "0 62 20 62", #line),
        ("iPhone 17 Pro Max", 26, "62/34", "20 62 20 62", #line),
        ("iPhone 17 Pro Max", 27, "62/34", "0 62 20 62", #line),
        ("iPhone Air", 18, "68/34", "0 68 21 68", #line),
        ("iPhone Air", 26, "68/34", "20 68 29 68", #line),
        ("iPhone Air", 27, "68/34", "0 68 20 68", #line),
        ("iPhone 17e", 26, "47/34", "0 47 21 47", #line),
        ("iPhone 17e", 27, "47/34", "0 47 20 47", #line),
        ("iPhone 14 Pro", 12, "59/34", "0 59 21 59", #line),
        ("iPhone 14 Pro", 26, "59/34", "0 59 21 59", #line),
    ]

    @Test func releasesDecideTheSafeAreasTheyChanged() throws {
        for row in Self.releases {
            let loc = rowLocation(row.line)
            let model = try #require(DeviceCatalog.model(named: row.name), sourceLocation: loc)
            let device = model.device.onRelease(row.release)
            #expect(device.portraitSafeArea == Self.portrait(row.portrait), sourceLocation: loc)
            #expect(device.landscapeSafeArea == Self.landscape(row.landscape), sourceLocation: loc)
            // The row says the same as the device.
            let insets = model.safeAreas(onRelease: row.release)
            #expect(insets.portrait.value == device.portraitSafeArea, sourceLocation: loc)
            #expect(insets.landscape.value == device.landscapeSafeArea, sourceLocation: loc)
            // Reading a device for a release twice, or for another release first, changes nothing.
            #expect(model.device.onRelease(5).onRelease(99).onRelease(row.release) == device, sourceLocation: loc)
        }
    }

    /// A later OS profile picks its release's figures up with no change to the table: the
    /// simulator reads its device for the profile's major version, whatever profile that is.
    @Test func aLaterProfileReadsItsReleasesFigures() throws {
        let iOS26 = OSProfile(majorVersion: 26, supportsCustomDetents: true, callsViewIsAppearing: true,
                              supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true, prefersPageSizingDefault: false)
        let iOS27 = OSProfile(majorVersion: 27, supportsCustomDetents: true, callsViewIsAppearing: true,
                              supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true, prefersPageSizingDefault: false)
        let pro = try #require(Device.named("iPhone 17 Pro"))
        let rows: [(os: OSProfile, safeArea: EdgeInsets, line: Int)] = [
            (.iOS18, EdgeInsets(left: 62, bottom: 21, right: 62), #line),
            (iOS26, EdgeInsets(top: 20, left: 62, bottom: 20, right: 62), #line),
            (iOS27, EdgeInsets(left: 62, bottom: 20, right: 62), #line),
        ]
        for row in rows {
            var simulator = Simulator(device: pro, orientation: .landscapeLeft, os: row.os)
            #expect(simulator.environment.safeArea == row.safeArea, sourceLocation: rowLocation(row.line))
            // A new environment (another device, a rotation) is read for the profile too.
            simulator.setEnvironment(ScreenEnvironment(device: pro, orientation: .landscapeRight))
            var mirrored = row.safeArea
            swap(&mirrored.left, &mirrored.right)
            #expect(simulator.environment.safeArea == mirrored, sourceLocation: rowLocation(row.line))
        }
        let xr = try #require(Device.named("XR"))
        #expect(Simulator(device: xr, os: .iOS13).environment.safeArea.top == 44)
        #expect(Simulator(device: xr, os: .iOS14).environment.safeArea.top == 48)
        #expect(Simulator(device: xr).environment.safeArea.top == 48, "the default profile is iOS 17")
    }

    /// Every row is a valid device on every release it keys, its assumptions say what they rest
    /// on, and every source it cites is one the table lists (and the reverse).
    @Test func everyRowIsValidAndCitesListedSources() throws {
        var cited = Set<DeviceSource>()
        for model in DeviceCatalog.models {
            for release in [Int.min] + model.releaseSafeAreas.map(\.release) {
                #expect(throws: Never.self, "\(model.name) on iOS \(release)") { try model.device.onRelease(release).validate() }
            }
            for row in model.figureRows {
                cited.formUnion(row.citation.sources)
                if row.citation.isAssumption {
                    #expect(row.citation.note?.isEmpty == false, "\(model.name) \(row.label) is an assumption without a basis")
                } else {
                    #expect(!row.citation.sources.isEmpty, "\(model.name) \(row.label) cites no source")
                }
                #expect(row.citation.isUnknown ? row.citation.tag == "UNKNOWN" : row.citation.tag == row.citation.confidence.rawValue)
            }
            #expect(model.firstRelease >= 10 && model.firstRelease <= 27, "\(model.name)")
            #expect(model.year >= 2017, "\(model.name)")
        }
        #expect(cited == Set(DeviceSource.allCases), "sources listed but never cited: \(Set(DeviceSource.allCases).subtracting(cited))")
        #expect(DeviceCatalog.citedSources == DeviceSource.allCases)
        #expect(DeviceCatalog.models.count == 72)
    }
}
