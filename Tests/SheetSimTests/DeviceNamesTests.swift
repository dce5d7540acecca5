import Testing
@testable import SheetSim

/// Finding devices by name, the built-in profiles' unchanged figures, figures given in place of
/// the table's, the newer-model warning, and the measured iPad windows.
@Suite("Device names and figures")
struct DeviceNamesTests {
    /// The built-in profiles as they were before the device table, every figure: each name must
    /// keep exactly this model (the catalog's goldens rest on them).
    static let builtIn: [(device: Device, name: String, idiom: UserInterfaceIdiom, size: Size, portrait: EdgeInsets, landscape: EdgeInsets,
                          home: Bool, hz: Int, scale: Double, corner: Double, regular: Bool, windows: [Double]?, line: Int)] = [
        (.iPhoneSE3, "iPhone SE 3", .phone, Size(width: 375, height: 667), EdgeInsets(top: 20), .zero, true, 60, 2, 0, false, nil, #line),
        (.iPhone13, "iPhone 13", .phone, Size(width: 390, height: 844), EdgeInsets(top: 47, bottom: 34),
         EdgeInsets(left: 47, bottom: 21, right: 47), false, 60, 3, 47.33, false, nil, #line),
        (.iPhone14, "iPhone 14", .phone, Size(width: 390, height: 844), EdgeInsets(top: 47, bottom: 34),
         EdgeInsets(left: 47, bottom: 21, right: 47), false, 60, 3, 47.33, false, nil, #line),
        (.iPhone14Pro, "iPhone 14 Pro", .phone, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34),
         EdgeInsets(left: 59, bottom: 21, right: 59), false, 120, 3, 55, false, nil, #line),
        (.iPhone15, "iPhone 15", .phone, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34),
         EdgeInsets(left: 59, bottom: 21, right: 59), false, 60, 3, 55, false, nil, #line),
        (.iPhone15Pro, "iPhone 15 Pro", .phone, Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34),
         EdgeInsets(left: 59, bottom: 21, right: 59), false, 120, 3, 55, false, nil, #line),
        (.iPhone15ProMax, "iPhone 15 Pro Max", .phone, Size(width: 430, height: 932), EdgeInsets(top: 59, bottom: 34),
         EdgeInsets(left: 59, bottom: 21, right: 59), false, 120, 3, 55, true, nil, #line),
        (.iPhone16Pro, "iPhone 16 Pro", .phone, Size(width: 402, height: 874), EdgeInsets(top: 62, bottom: 34),
         EdgeInsets(left: 62, bottom: 21, right: 62), false, 120, 3, 62, false, nil, #line),
        (.iPadMini8_3, "iPad mini 8.3", .pad, Size(width: 744, height: 1133), EdgeInsets(top: 24, bottom: 20),
         EdgeInsets(top: 24, bottom: 20), false, 60, 2, 18, false, [748, 561, 375, 375, 414, 320, 320, 48], #line),
        (.iPad10_2, "iPad 10.2", .pad, Size(width: 810, height: 1080), EdgeInsets(top: 20), EdgeInsets(top: 20), true, 60, 2, 0, false,
         [750, 535, 320, 320, 480, 320, 320, 40], #line),
        (.iPadAir10_9, "iPad Air 10.9", .pad, Size(width: 820, height: 1180), EdgeInsets(top: 24, bottom: 20),
         EdgeInsets(top: 24, bottom: 20), false, 60, 2, 18, false, [795, 585, 375, 375, 490, 320, 320, 48], #line),
        (.iPadPro11, "iPad Pro 11", .pad, Size(width: 834, height: 1194), EdgeInsets(top: 24, bottom: 20),
         EdgeInsets(top: 24, bottom: 20), false, 120, 2, 18, false, [809, 592, 375, 375, 504, 320, 320, 48], #line),
        (.iPadPro12_9, "iPad Pro 12.9", .pad, Size(width: 1024, height: 1366), EdgeInsets(top: 24, bottom: 20),
         EdgeInsets(top: 24, bottom: 20), false, 120, 2, 18, false, [981, 678, 375, 375, 639, 375, 375, 48], #line),
    ]

    @Test func builtInProfilesKeepTheirFigures() {
        for row in Self.builtIn {
            let loc = rowLocation(row.line)
            let device = row.device
            #expect(device.name == row.name, sourceLocation: loc)
            #expect(Device.named(row.name) == device, sourceLocation: loc)
            #expect(device.idiom == row.idiom, sourceLocation: loc)
            #expect(device.portraitSize == row.size, sourceLocation: loc)
            #expect(device.portraitSafeArea == row.portrait, sourceLocation: loc)
            #expect(device.landscapeSafeArea == row.landscape, sourceLocation: loc)
            #expect(device.hasHomeButton == row.home, sourceLocation: loc)
            #expect(device.refreshRate == row.hz, sourceLocation: loc)
            #expect(device.displayScale == row.scale, sourceLocation: loc)
            #expect(device.displayCornerRadius == row.corner, sourceLocation: loc)
            #expect(device.isRegularWidthInLandscape == row.regular, sourceLocation: loc)
            #expect(device.firstRelease == nil, "a built-in profile never warns", sourceLocation: loc)
            if let widths = row.windows {
                let l = device.multitaskingWidths(.landscapeLeft), p = device.multitaskingWidths(.portrait)
                #expect([l?.twoThirds, l?.half, l?.oneThird, l?.slideOver, p?.twoThirds, p?.oneThird, p?.slideOver, l?.slideOverHeightInset]
                        == widths.map { Optional($0) }, sourceLocation: loc)
                #expect(p?.half == nil, sourceLocation: loc)
            } else {
                #expect(device.multitaskingTable == nil, sourceLocation: loc)
            }
            // Every release up to iOS 18 shows the same figures; iOS 26 changes only what the
            // device table keys by release (a landscape safe area), never the portrait one.
            for os in OSProfile.splitViewOnly + OSProfile.builtIn {
                #expect(device.onRelease(os.majorVersion) == device, "\(row.name) on \(os)", sourceLocation: loc)
            }
            for os in OSProfile.iOS26Releases {
                var onRelease = device.onRelease(os.majorVersion)
                #expect(onRelease.portraitSafeArea == device.portraitSafeArea, "\(row.name) on \(os)", sourceLocation: loc)
                let differs = onRelease != device
                #expect(differs == device.releaseSafeAreas.contains { $0.release <= os.majorVersion }, "\(row.name) on \(os)", sourceLocation: loc)
                onRelease.landscapeSafeArea = device.landscapeSafeArea
                #expect(onRelease == device, "\(row.name) on \(os)", sourceLocation: loc)
            }
        }
        #expect(Device.builtIn.map(\.name) == Self.builtIn.map(\.name))
    }

    static let spellings: [(name: String, expected: String?, line: Int)] = [
        // The built-in profiles' old spellings find the profile they always found.
        ("iPhone SE", "iPhone SE 3", #line),
        ("iPhone SE (3rd generation)", "iPhone SE 3", #line),
        ("iPhone14,6", "iPhone SE 3", #line),
        ("se3", "iPhone SE 3", #line),
        ("iPad Pro (11-inch)", "iPad Pro 11", #line),
        ("iPad Pro 11in", "iPad Pro 11", #line),
        ("iPad Pro 12.9-inch", "iPad Pro 12.9", #line),
        ("iPad mini", "iPad mini 8.3", #line),
        ("iPad mini 8.3-inch", "iPad mini 8.3", #line),
        ("iPad Air 10.9-inch", "iPad Air 10.9", #line),
        ("iPad 10.2-inch", "iPad 10.2", #line),
        // Apple's names, forgiving case and punctuation, and the short aliases.
        ("iPhone 17 Pro", "iPhone 17 Pro", #line),
        ("iphone-17-pro", "iPhone 17 Pro", #line),
        ("17 Pro", "iPhone 17 Pro", #line),
        ("iPhone18,1", "iPhone 17 Pro", #line),
        ("XR", "iPhone XR", #line),
        ("iPhone XS Max", "iPhone XS Max", #line),
        ("SE 2", "iPhone SE (2nd generation)", #line),
        ("iPhone SE (2nd gen)", "iPhone SE (2nd generation)", #line),
        ("16e", "iPhone 16e", #line),
        ("iPhone Air", "iPhone Air", #line),
        ("iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M4)", #line),
        ("iPad Pro 13 M4", "iPad Pro 13-inch (M4)", #line),
        ("ipad pro 11-inch (m5)", "iPad Pro 11-inch (M5)", #line),
        ("iPad16,5", "iPad Pro 13-inch (M4)", #line),
        ("iPad Air 11-inch (M2)", "iPad Air 11-inch (M2)", #line),
        ("iPad Air 11 M2", "iPad Air 11-inch (M2)", #line),
        ("iPad mini (A17 Pro)", "iPad mini (A17 Pro)", #line),
        ("iPad mini 7", "iPad mini (A17 Pro)", #line),
        ("iPad mini 6", "iPad mini (6th generation)", #line),
        ("iPad (9th generation)", "iPad (9th generation)", #line),
        ("iPad 9", "iPad (9th generation)", #line),
        ("iPad 9.7", "iPad (6th generation)", #line),
        ("iPad Pro 10.5", "iPad Pro (10.5-inch)", #line),
        ("iPad Pro (10.5-inch)", "iPad Pro (10.5-inch)", #line),
        ("iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (4th generation)", #line),
        ("iPad Pro 11 4th gen", "iPad Pro (11-inch) (4th generation)", #line),
        ("iPad 11", "iPad (A16)", #line),
        // Not devices: the two-display iPhone is out of scope.
        ("iPhone Duo", nil, #line),
        ("iPhone 19", nil, #line),
        ("iPad Pro 11 M3", nil, #line),
        ("", nil, #line),
    ]

    @Test func namesAliasesAndIdentifiersFindTheirModel() {
        for row in Self.spellings {
            #expect(Device.named(row.name)?.name == row.expected, "\(row.name)", sourceLocation: rowLocation(row.line))
        }
        #expect(Device.lookup.conflicts.isEmpty, "spellings two models share: \(Device.lookup.conflicts)")
        for model in DeviceCatalog.models {
            let found = Device.named(model.name)
            #expect(found != nil, "\(model.name)")
            #expect(found.flatMap(DeviceCatalog.model(for:))?.name == model.name, "\(model.name) finds another row")
            for spelling in model.aliases + model.identifiers {
                #expect(Device.named(spelling) == found, "\(spelling) does not find \(model.name)")
            }
        }
        let names = Device.all.map(\.name)
        #expect(Set(names).count == names.count, "two devices share a name")
        #expect(names.count == Device.builtIn.count + DeviceCatalog.models.count - 8, "the eight phones with a built-in profile appear once")
        for device in Device.all { #expect(Device.named(device.name) == device, "\(device.name)") }
    }

    @Test func anUnknownNameGetsTheClosestDevice() {
        #expect(Device.suggestion(for: "iPhone 17 Pro Maxx") == "iPhone 17 Pro Max")
        #expect(Device.suggestion(for: "ipad pro 13 inch m4") == "iPad Pro 13-inch (M4)")
        #expect(Device.suggestion(for: "Galaxy S25 Ultra with a very long name") == nil)
    }

    // MARK: Figures in place of the table's

    @Test func overridesReplaceFiguresOnEveryRelease() throws {
        let pro = try #require(Device.named("iPhone 17 Pro"))
        let slow = try pro.overriding([.refreshRate(60), .cornerRadius(55)])
        #expect(slow.refreshRate == 60 && slow.displayCornerRadius == 55)
        #expect(slow.portraitSize == pro.portraitSize && slow.name == pro.name)
        // Given landscape insets hold on every release; the others still follow the release.
        let flat = try pro.overriding([.landscapeSafeArea(EdgeInsets(left: 62, bottom: 21, right: 62))])
        #expect(flat.onRelease(26).landscapeSafeArea == EdgeInsets(left: 62, bottom: 21, right: 62))
        #expect(flat.onRelease(26).portraitSafeArea == EdgeInsets(top: 62, bottom: 34))
        #expect(pro.onRelease(26).landscapeSafeArea.top == 20)
        // A phone's landscape size class.
        #expect(try pro.overriding([.landscapeWidthClass(.regular)]).isRegularWidthInLandscape)

        let mini = try #require(Device.named("iPad mini (A17 Pro)"))
        let measured = try mini.overriding([.windows(landscape: true, twoThirds: nil, half: 560, oneThird: nil, slideOver: 320),
                                            .slideOverHeightInset(40)])
        let landscape = try #require(measured.multitaskingWidths(.landscapeLeft))
        #expect(landscape.half == 560 && landscape.slideOver == 320 && landscape.twoThirds == 748 && !landscape.guessed)
        #expect(landscape.slideOverHeightInset == 40)
        #expect(measured.multitaskingWidths(.portrait)?.twoThirds == 414)
        #expect(ScreenEnvironment(device: measured, orientation: .landscapeLeft, window: .half).containerSize.width == 560)

        // Windows are checked against the screen after every other figure, whatever the order.
        let narrow = try mini.overriding([.windows(landscape: false, twoThirds: 500, half: nil, oneThird: nil, slideOver: nil),
                                          .width(600)])
        #expect(narrow.portraitSize.width == 600 && narrow.multitaskingWidths(.portrait)?.twoThirds == 500)

        // A custom iPad's windows start from the worked-out ones.
        let custom = try Device.custom(width: 768, height: 1024, idiom: .pad)
            .overriding([.windows(landscape: true, twoThirds: 694, half: 507, oneThird: 320, slideOver: nil)])
        #expect(custom.multitaskingWidths(.landscapeLeft)?.twoThirds == 694)
        #expect(custom.multitaskingWidths(.portrait) == custom.guessedMultitaskingWidths(.portrait))
    }

    static let refusedOverrides: [(device: String, overrides: [DeviceOverride], error: DeviceError, line: Int)] = [
        ("iPhone 17 Pro", [.refreshRate(90)], .unsupportedRefreshRate(90), #line),
        ("iPhone 17 Pro", [.width(0)], .invalidSize(width: 0, height: 874), #line),
        ("iPhone 17 Pro", [.scale(0)], .invalidDisplayProperty(which: "display scale", value: 0), #line),
        ("iPhone 17 Pro", [.cornerRadius(-1)], .invalidDisplayProperty(which: "display corner radius", value: -1), #line),
        ("iPhone 17 Pro", [.safeArea(EdgeInsets(top: 500, bottom: 400))],
         .insetsExceedSize(orientation: .portrait, axis: "vertical", insets: 900, extent: 874), #line),
        // Shrinking the screen under a release's insets is refused though today's release fits.
        ("iPhone 17 Pro", [.width(40)], .insetsExceedSize(orientation: .landscapeLeft, axis: "vertical", insets: 40, extent: 40), #line),
        ("iPhone 17 Pro", [.windows(landscape: true, twoThirds: 500, half: nil, oneThird: nil, slideOver: nil)],
         .invalidFigure(which: "windows", reason: "apps on iPhone are always full screen"), #line),
        ("iPad Pro 11", [.landscapeWidthClass(.compact)],
         .invalidFigure(which: "landscapeWidthClass", reason: "an iPad is regular width full screen in both orientations"), #line),
        ("iPad Pro 11", [.windows(landscape: false, twoThirds: nil, half: 400, oneThird: nil, slideOver: nil)],
         .invalidFigure(which: "windows portrait half", reason: "portrait has no even split"), #line),
        ("iPad Pro 11", [.windows(landscape: false, twoThirds: 900, half: nil, oneThird: nil, slideOver: nil)],
         .invalidFigure(which: "windows portrait twoThirds 900", reason: "a window must be wider than 0 and at most the 834 pt screen"), #line),
        ("iPad Pro 11", [.width(500)],
         .invalidFigure(which: "windows portrait twoThirds 504", reason: "a window must be wider than 0 and at most the 500 pt screen"), #line),
        ("iPad Pro 11", [.slideOverHeightInset(834)],
         .invalidFigure(which: "slideOverHeightInset 834", reason: "it must be 0 or more and leave the panel some height"), #line),
    ]

    @Test func overridesThatDoNotFitAreRefused() throws {
        for row in Self.refusedOverrides {
            let device = try #require(Device.named(row.device))
            #expect(throws: row.error, sourceLocation: rowLocation(row.line)) { try device.overriding(row.overrides) }
        }
    }

    // MARK: The newer-model warning

    @Test func aModelNewerThanItsReleaseWarns() throws {
        let pro = try #require(Device.named("iPhone 17 Pro"))
        #expect(pro.firstRelease == 26)
        #expect(pro.releaseWarning(on: .iOS18)
                == "iPhone 17 Pro came out with iOS 26 and never ran iOS 18: the run pairs its screen with iOS 18's behaviour")
        let iOS26 = OSProfile(majorVersion: 26, supportsCustomDetents: true, callsViewIsAppearing: true,
                              supportsPrefersPageSizing: true, automaticIsFormSheetOnPad: true)
        #expect(pro.releaseWarning(on: iOS26) == nil)
        #expect(try #require(Device.named("iPhone 14 Plus")).releaseWarning(on: .iOS15) != nil)
        #expect(try #require(Device.named("iPhone 14 Plus")).releaseWarning(on: .iOS16) == nil)
        // The built-in profiles and custom devices never warn.
        #expect(Device.iPhone14Pro.releaseWarning(on: .iOS12) == nil)
        #expect(try Device.custom(width: 300, height: 600).releaseWarning(on: .iOS12) == nil)
    }

    // MARK: Measured iPad windows

    /// The 9.7- and 10.5-inch iPads' Split View and Slide Over windows and size classes, as the
    /// reference's measured table has them (the named models take the table, not a formula).
    static let windows: [(device: String, orientation: Orientation, window: AppWindow, size: Size, sizeClass: UserInterfaceSizeClass, line: Int)] = [
        ("iPad 9.7", .landscapeLeft, .full, Size(width: 1024, height: 768), .regular, #line),
        ("iPad 9.7", .landscapeLeft, .twoThirds, Size(width: 694, height: 768), .regular, #line),
        ("iPad 9.7", .landscapeLeft, .half, Size(width: 507, height: 768), .compact, #line),
        ("iPad 9.7", .landscapeLeft, .oneThird, Size(width: 320, height: 768), .compact, #line),
        ("iPad 9.7", .landscapeLeft, .slideOver, Size(width: 320, height: 728), .compact, #line),
        ("iPad 9.7", .portrait, .twoThirds, Size(width: 438, height: 1024), .compact, #line),
        ("iPad 9.7", .portrait, .oneThird, Size(width: 320, height: 1024), .compact, #line),
        ("iPad 9.7", .portrait, .slideOver, Size(width: 320, height: 984), .compact, #line),
        ("iPad (5th generation)", .landscapeRight, .twoThirds, Size(width: 694, height: 768), .regular, #line),
        ("iPad mini (5th generation)", .landscapeLeft, .half, Size(width: 507, height: 768), .compact, #line),
        ("iPad Pro 10.5", .landscapeLeft, .full, Size(width: 1112, height: 834), .regular, #line),
        ("iPad Pro 10.5", .landscapeLeft, .twoThirds, Size(width: 782, height: 834), .regular, #line),
        ("iPad Pro 10.5", .landscapeLeft, .half, Size(width: 551, height: 834), .compact, #line),
        ("iPad Pro 10.5", .landscapeLeft, .oneThird, Size(width: 320, height: 834), .compact, #line),
        ("iPad Pro 10.5", .landscapeLeft, .slideOver, Size(width: 320, height: 794), .compact, #line),
        ("iPad Pro 10.5", .portrait, .twoThirds, Size(width: 504, height: 1112), .compact, #line),
        ("iPad Pro 10.5", .portrait, .oneThird, Size(width: 320, height: 1112), .compact, #line),
        ("iPad Pro 10.5", .portrait, .slideOver, Size(width: 320, height: 1072), .compact, #line),
        ("iPad Air (3rd generation)", .landscapeLeft, .twoThirds, Size(width: 782, height: 834), .regular, #line),
    ]

    @Test func the9_7And10_5InchIPadsHaveTheirMeasuredWindows() throws {
        for row in Self.windows {
            let loc = rowLocation(row.line)
            let device = try #require(Device.named(row.device), sourceLocation: loc)
            let environment = ScreenEnvironment(device: device, orientation: row.orientation, window: row.window)
            #expect(environment.containerSize == row.size, sourceLocation: loc)
            #expect(environment.horizontalSizeClass == row.sizeClass, sourceLocation: loc)
            #expect(environment.verticalSizeClass == .regular, sourceLocation: loc)
        }
        // A custom iPad of the same size keeps the worked-out widths, which miss the measured ones.
        let custom = try Device.custom(width: 834, height: 1112, hasHomeButton: true, idiom: .pad)
        #expect(ScreenEnvironment(device: custom, orientation: .landscapeLeft, window: .twoThirds).containerSize.width == 734)
    }
}
