extension Device {
    // MARK: Built-in profiles (device data, not UIKit behaviour)
    //
    // The names SheetSim has always had. Each is a row of the device table (``DeviceCatalog``)
    // under its short name, with the row's figures; the iPad names stand for a display shared by
    // several models and take the first model's. The iPad mini 8.3 profile predates the table and
    // keeps its own figures. They are the screens scenarios have always run on every OS profile
    // (the default device, the iPhone 14 Pro, runs the iOS 12 split view scenarios), so they have
    // no first release and never warn; the rows' own names do.

    /// iPhone SE (3rd generation): 375 × 667, status bar 20 pt, home button, 60 Hz, @2x.
    public static let iPhoneSE3 = DeviceCatalog.profile(as: "iPhone SE 3")

    /// iPhone 13: 390 × 844, safe 47/34 (landscape 47 at the sides, 21 at the bottom), 60 Hz, @3x.
    public static let iPhone13 = DeviceCatalog.profile("iPhone 13")

    /// iPhone 14: the same geometry as the iPhone 13.
    public static let iPhone14 = DeviceCatalog.profile("iPhone 14")

    /// iPhone 14 Pro: 393 × 852, safe 59/34 (landscape 59 at the sides, 21 at the bottom), 120 Hz, @3x.
    public static let iPhone14Pro = DeviceCatalog.profile("iPhone 14 Pro")

    /// iPhone 15: the iPhone 14 Pro's screen with the Dynamic Island, 393 × 852, safe 59/34
    /// (landscape 59 at the sides, 21 at the bottom; layout rules 24), at 60 Hz.
    public static let iPhone15 = DeviceCatalog.profile("iPhone 15")

    /// iPhone 15 Pro: the iPhone 14 Pro's geometry, 393 × 852, safe 59/34 (layout rules 24), 120 Hz, @3x.
    public static let iPhone15Pro = DeviceCatalog.profile("iPhone 15 Pro")

    /// iPhone 15 Pro Max: 430 × 932, safe 59/34, regular width in landscape, 120 Hz, @3x.
    public static let iPhone15ProMax = DeviceCatalog.profile("iPhone 15 Pro Max")

    /// iPhone 16 Pro: 402 × 874, safe 62/34 (landscape 62 at the sides, 21 at the bottom up to
    /// iOS 18), 120 Hz, @3x.
    public static let iPhone16Pro = DeviceCatalog.profile("iPhone 16 Pro")

    /// iPad Pro 11-inch (1st to 4th generation): 834 × 1194, safe 24 top / 20 bottom in both
    /// orientations, 120 Hz, @2x. Not the 834 × 1210 M4 and M5 models.
    public static let iPadPro11 = DeviceCatalog.profile(as: "iPad Pro 11")

    /// iPad Pro 12.9-inch (3rd to 6th generation): 1024 × 1366, safe 24 top / 20 bottom, 120 Hz, @2x.
    public static let iPadPro12_9 = DeviceCatalog.profile(as: "iPad Pro 12.9")

    /// iPad Air 10.9-inch (4th and 5th generation): 820 × 1180, safe 24/20, 60 Hz, @2x.
    public static let iPadAir10_9 = DeviceCatalog.profile(as: "iPad Air 10.9")

    /// iPad 10.2-inch (7th–9th generation): 810 × 1080, home button, status bar 20 pt, 60 Hz, @2x.
    public static let iPad10_2 = DeviceCatalog.profile(as: "iPad 10.2")

    /// iPad mini 8.3-inch (6th generation): 744 × 1133, safe 24/20, 60 Hz, @2x, with the iPad Pro's
    /// 18 pt corner radius and guessed multitasking widths. The table's `iPad mini (6th
    /// generation)` has the measured 21.5 pt radius; this profile keeps the figures it always had.
    public static let iPadMini8_3 = Device(
        name: "iPad mini 8.3", idiom: .pad, portraitSize: Size(width: 744, height: 1133),
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        hasHomeButton: false, refreshRate: 60, displayScale: 2, displayCornerRadius: 18,
        isRegularWidthInLandscape: false,
        multitaskingTable: MultitaskingTable(
            landscape: MultitaskingWidths(twoThirds: 748, half: 561, oneThird: 375, slideOver: 375, slideOverHeightInset: 48, guessed: true),
            portrait: MultitaskingWidths(twoThirds: 414, half: nil, oneThird: 320, slideOver: 320, slideOverHeightInset: 48, guessed: true)))

    /// The device table's row each built-in profile with a short name stands for (the others
    /// carry their row's own name; the iPad mini 8.3 has none).
    static let profileModels: [String: String] = [
        "iPhone SE 3": "iPhone SE (3rd generation)",
        "iPad Pro 11": "iPad Pro (11-inch) (1st generation)",
        "iPad Pro 12.9": "iPad Pro (12.9-inch) (3rd generation)",
        "iPad Air 10.9": "iPad Air (4th generation)",
        "iPad 10.2": "iPad (7th generation)",
    ]

    /// The short list: one profile per common screen, phones by model then iPads smallest first.
    /// The grammar names these, and the fuzzer draws its devices from them; ``all`` has every
    /// model of the device table as well.
    public static let builtIn: [Device] = [iPhoneSE3, iPhone13, iPhone14, iPhone14Pro, iPhone15, iPhone15Pro,
                                           iPhone15ProMax, iPhone16Pro,
                                           iPadMini8_3, iPad10_2, iPadAir10_9, iPadPro11, iPadPro12_9]

    /// Every named device: the ``builtIn`` profiles, then each model of the device table that is
    /// not one of them, in the table's order (iPhones, then iPads, oldest first).
    public static let all: [Device] = builtIn + DeviceCatalog.models
        .filter { classicKeys[normalized($0.name)] == nil }
        .map(\.device)
}
