extension DeviceCatalog {
    /// An iPad row: scale 2 and regular width full screen in both orientations (HIG), the same
    /// safe area in portrait and landscape with no side insets (DM15, DM16).
    static func iPad(_ name: String, _ year: Int, ios: Int, _ identifiers: [String], aliases: [String] = [],
                     size: Cited<Size>, insets: Cited<EdgeInsets>, front: FrontFeature, frontCitation: Citation = deviceKit,
                     corner: Cited<Double>, hz: Cited<Int>, windows: (landscape: Cited<WindowWidths>, portrait: Cited<WindowWidths>),
                     slideOverInset: Cited<Double>) -> DeviceModel {
        DeviceModel(name: name, aliases: aliases, identifiers: identifiers, year: year, firstRelease: ios, idiom: .pad,
                    size: size, scale: value(2, hig), safeArea: insets, landscapeSafeArea: insets,
                    front: value(front, frontCitation), cornerRadius: corner, refreshRate: hz,
                    landscapeWidthClass: value(.regular, higSizeClass), windows: windows, slideOverHeightInset: slideOverInset)
    }

    // MARK: Multitasking widths (iPadOS 9–18), one table per display

    typealias Windows = (landscape: Cited<WindowWidths>, portrait: Cited<WindowWidths>)

    static func windows(_ landscape: WindowWidths, _ portrait: WindowWidths, _ citation: Citation) -> Windows {
        (value(landscape, citation), value(portrait, citation))
    }

    /// 768 × 1024: the 9.7-inch iPads and the 7.9-inch iPad mini.
    static let windows9_7 = windows(WindowWidths(twoThirds: 694, half: 507, oneThird: 320, slideOver: 320),
                                    WindowWidths(twoThirds: 438, oneThird: 320, slideOver: 320), .obs(.dart, .sst, .gist1, .gist2))
    /// 810 × 1080: the 10.2-inch iPads.
    static let windows10_2 = windows(WindowWidths(twoThirds: 750, half: 535, oneThird: 320, slideOver: 320),
                                     WindowWidths(twoThirds: 480, oneThird: 320, slideOver: 320), .obs(.dart, .sst))
    /// 834 × 1112: the 10.5-inch iPad Pro and iPad Air.
    static let windows10_5 = windows(WindowWidths(twoThirds: 782, half: 551, oneThird: 320, slideOver: 320),
                                     WindowWidths(twoThirds: 504, oneThird: 320, slideOver: 320), .obs(.dart, .sst, .gist1))
    /// 820 × 1180: the 10.9-inch iPad Air.
    static let windows10_9 = windows(WindowWidths(twoThirds: 795, half: 585, oneThird: 375, slideOver: 375),
                                     WindowWidths(twoThirds: 490, oneThird: 320, slideOver: 320), .obs(.dart))
    /// 834 × 1194: the 11-inch iPad Pro, 1st to 4th generation.
    static let windows11 = windows(WindowWidths(twoThirds: 809, half: 592, oneThird: 375, slideOver: 375),
                                   WindowWidths(twoThirds: 504, oneThird: 320, slideOver: 320), .obs(.dart, .sst))
    /// 1024 × 1366: the 12.9-inch iPad Pro, every generation.
    static let windows12_9 = windows(WindowWidths(twoThirds: 981, half: 678, oneThird: 375, slideOver: 375),
                                     WindowWidths(twoThirds: 639, oneThird: 375, slideOver: 375), .obs(.dart, .sst, .gist1, .gist2))
    /// The same display as a measured one, never measured itself.
    static func windows(as measured: Windows, _ display: String) -> Windows {
        let citation = Citation.guess("no measurement; the \(display)'s widths, for the same point size", .dart)
        return (value(measured.landscape.value, citation), value(measured.portrait.value, citation))
    }
    /// 744 × 1133: the 8.3-inch iPad mini. Only the uneven landscape split is measured.
    static let windowsMini8_3: Windows = (
        value(WindowWidths(twoThirds: 748, half: 561, oneThird: 375, slideOver: 375),
              .guess("748 and 375 measured by HACK; the even split and Slide Over from a 10 pt divider", .hacknicity)),
        value(WindowWidths(twoThirds: 414, oneThird: 320, slideOver: 320),
              .unknown("no measurement; a 10 pt divider and the 320 pt narrow side of the other portrait rows")))
    /// The M4 and M5 iPad Pro displays, which no source measured: the pattern every measured
    /// landscape row follows (a 10 pt divider, 375 pt narrow side from 10.9 inches up) and the
    /// portrait rows of the same width.
    static let windowsPro11M4: Windows = (
        value(WindowWidths(twoThirds: 825, half: 600, oneThird: 375, slideOver: 375),
              .unknown("no measurement; the measured rows' pattern: a 10 pt divider, a 375 pt narrow side")),
        value(WindowWidths(twoThirds: 504, oneThird: 320, slideOver: 320),
              .unknown("no measurement; the 834 pt wide 11-inch iPad Pro's portrait row")))
    static let windowsPro13M4: Windows = (
        value(WindowWidths(twoThirds: 991, half: 683, oneThird: 375, slideOver: 375),
              .unknown("no measurement; the measured rows' pattern: a 10 pt divider, a 375 pt narrow side")),
        value(WindowWidths(twoThirds: 647, oneThird: 375, slideOver: 375),
              .unknown("no measurement; the 12.9-inch iPad Pro's portrait pattern: a 10 pt divider, a 375 pt narrow side")))

    /// Slide Over is 40 pt shorter than the screen on home-button iPads and 48 pt on the others.
    static let slideOver40 = value(40.0, .obs(.dart))
    static let slideOver48 = value(48.0, .obs(.dart))
    static let slideOver48Guess = value(48.0, .guess("no measurement; the 48 pt of every measured iPad without a home button", .dart))

    // MARK: Shared figures

    static let hz60iPad = value(60, .guess("ProMotion is on the iPad Pro alone", .aos))
    static let hz120iPadPro = value(120, .obs(.aos, .nw))
    /// Home-button iPads: the 20 pt status bar, nothing at the bottom.
    static func insets20(_ citation: Citation) -> Cited<EdgeInsets> { value(EdgeInsets(top: 20), citation) }
    /// iPads without a home button: 24 pt at the top, the 20 pt home indicator at the bottom.
    static func insets24(_ citation: Citation) -> Cited<EdgeInsets> { value(EdgeInsets(top: 24, bottom: 20), citation) }
    static let squareCorners = value(0.0, .unknown("no source; home-button iPads have square corners, as DM15 measured on the 9.7-inch iPad Pro", .dm15))
    static func corner18Unknown(_ display: String) -> Cited<Double> {
        value(18.0, .unknown("no source; the 18 pt every measured Face ID and 10.9-inch iPad has (\(display))", .sc, .dm16))
    }

    static let iPads: [DeviceModel] = [
        iPad("iPad (5th generation)", 2017, ios: 10, ["iPad6,11", "iPad6,12"], aliases: ["iPad 5"],
             size: size(768, 1024, .doc(.hig, note: "iPad 9.7-inch")), insets: insets20(.obs(.dart, .dm15, note: "DM15 measured the 9.7-inch iPad Pro")),
             front: .homeButton, corner: value(0, .guess("DM15 measured 0 on the 9.7-inch iPad Pro", .dm15)), hz: hz60iPad,
             windows: windows9_7, slideOverInset: slideOver40),
        iPad("iPad (6th generation)", 2018, ios: 11, ["iPad7,5", "iPad7,6"], aliases: ["iPad 6", "iPad 9.7"],
             size: size(768, 1024, .doc(.hig, note: "iPad 9.7-inch")), insets: insets20(.obs(.dart)),
             front: .homeButton, corner: value(0, .guess("DM15 measured 0 on the 9.7-inch iPad Pro", .dm15)), hz: hz60iPad,
             windows: windows9_7, slideOverInset: slideOver40),
        iPad("iPad Pro (10.5-inch)", 2017, ios: 10, ["iPad7,3", "iPad7,4"], aliases: ["iPad Pro 10.5"],
             size: size(834, 1112, .obs(.sst, .gist1, .dart, note: "C13: HIG's 834 × 1194 is the 11-inch size")),
             insets: insets20(.obs(.sst, .dart)), front: .homeButton, corner: squareCorners, hz: hz120iPadPro,
             windows: windows10_5, slideOverInset: slideOver40),
        iPad("iPad Pro (12.9-inch) (2nd generation)", 2017, ios: 10, ["iPad7,1", "iPad7,2"],
             size: size(1024, 1366, hig), insets: insets20(.obs(.sst, .dart)), front: .homeButton, corner: squareCorners,
             hz: value(120, .obs(.aos)), windows: windows12_9,
             slideOverInset: value(40, .guess("DART gives 48, copied from the Face ID 12.9-inch rows by the look of it; 40 is every home-button iPad's", .dart))),
        iPad("iPad mini (5th generation)", 2019, ios: 12, ["iPad11,1", "iPad11,2"], aliases: ["iPad mini 5", "iPad mini 7.9"],
             size: size(768, 1024, .doc(.hig, note: "iPad mini 7.9-inch")), insets: insets20(.obs(.dart, .pb)),
             front: .homeButton, corner: squareCorners, hz: hz60iPad, windows: windows9_7, slideOverInset: slideOver40),
        iPad("iPad Air (3rd generation)", 2019, ios: 12, ["iPad11,3", "iPad11,4"], aliases: ["iPad Air 3", "iPad Air 10.5"],
             size: size(834, 1112, .doc(.hig, note: "iPad Air 10.5-inch")), insets: insets20(.obs(.dart)),
             front: .homeButton, corner: squareCorners, hz: hz60iPad, windows: windows10_5, slideOverInset: slideOver40),
        iPad("iPad (7th generation)", 2019, ios: 13, ["iPad7,11", "iPad7,12"], aliases: ["iPad 7"],
             size: size(810, 1080, .doc(.hig, .dm15)), insets: insets20(.obs(.dart)), front: .homeButton,
             corner: value(0, .obs(.dm15, note: "the 9th generation, same display")), hz: hz60iPad,
             windows: windows10_2, slideOverInset: slideOver40),
        iPad("iPad (8th generation)", 2020, ios: 14, ["iPad11,6", "iPad11,7"], aliases: ["iPad 8"],
             size: size(810, 1080, .doc(.hig, .dm15)), insets: insets20(.obs(.dart)), front: .homeButton,
             corner: value(0, .obs(.dm15, note: "the 9th generation, same display")), hz: hz60iPad,
             windows: windows10_2, slideOverInset: slideOver40),
        iPad("iPad (9th generation)", 2021, ios: 15, ["iPad12,1", "iPad12,2"], aliases: ["iPad 9"],
             size: size(810, 1080, .doc(.hig, .dm15)), insets: insets20(.obs(.dm15, .dart)), front: .homeButton,
             corner: value(0, .obs(.dm15)), hz: hz60iPad, windows: windows10_2, slideOverInset: slideOver40),
        iPad("iPad Pro (11-inch) (1st generation)", 2018, ios: 12, ["iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"],
             size: size(834, 1194, .doc(.hig, .dm15)), insets: insets24(.obs(.dm15, .sst, .dart, note: "C14: 20/0 in PB")),
             front: .faceID, corner: value(18, .obs(.sc, .dm15)), hz: hz120iPadPro, windows: windows11, slideOverInset: slideOver48),
        iPad("iPad Pro (11-inch) (2nd generation)", 2020, ios: 13, ["iPad8,9", "iPad8,10"],
             size: size(834, 1194, .doc(.hig, .dm15)), insets: insets24(.obs(.dm15, .sst, .dart, note: "C14: 20/0 in PB")),
             front: .faceID, corner: value(18, .obs(.sc, .dm15)), hz: hz120iPadPro, windows: windows11, slideOverInset: slideOver48),
        iPad("iPad Pro (11-inch) (3rd generation)", 2021, ios: 14, ["iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"],
             size: size(834, 1194, .doc(.hig, .dm15)), insets: insets24(.obs(.dm15, .sst, .dart, note: "C14: 20/0 in PB")),
             front: .faceID, corner: value(18, .obs(.sc, .dm15)), hz: hz120iPadPro, windows: windows11, slideOverInset: slideOver48),
        iPad("iPad Pro (11-inch) (4th generation)", 2022, ios: 16, ["iPad14,3", "iPad14,4"],
             size: size(834, 1194, .doc(.hig, .dm16)), insets: insets24(.obs(.dm16)),
             front: .faceID, corner: value(18, .obs(.dm16)), hz: hz120iPadPro, windows: windows11, slideOverInset: slideOver48),
        iPad("iPad Pro (12.9-inch) (3rd generation)", 2018, ios: 12, ["iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"],
             size: size(1024, 1366, .doc(.hig, .dm15)), insets: insets24(.obs(.dm15, .dart, .pb)),
             front: .faceID, corner: value(18, .obs(.sc, .dm15)), hz: hz120iPadPro, windows: windows12_9, slideOverInset: slideOver48),
        iPad("iPad Pro (12.9-inch) (4th generation)", 2020, ios: 13, ["iPad8,11", "iPad8,12"],
             size: size(1024, 1366, .doc(.hig, .dm15)), insets: insets24(.obs(.dm15, .dart, .pb)),
             front: .faceID, corner: value(18, .obs(.sc, .dm15)), hz: hz120iPadPro, windows: windows12_9, slideOverInset: slideOver48),
        iPad("iPad Pro (12.9-inch) (5th generation)", 2021, ios: 14, ["iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"],
             size: size(1024, 1366, .doc(.hig, .dm15)), insets: insets24(.obs(.dm15, .dart, .pb)),
             front: .faceID, corner: value(18, .obs(.sc, .dm15)), hz: hz120iPadPro, windows: windows12_9, slideOverInset: slideOver48),
        iPad("iPad Pro (12.9-inch) (6th generation)", 2022, ios: 16, ["iPad14,5", "iPad14,6"],
             size: size(1024, 1366, .doc(.hig, .dm16)), insets: insets24(.obs(.dm16)),
             front: .faceID, corner: value(18, .obs(.dm16)), hz: hz120iPadPro, windows: windows12_9, slideOverInset: slideOver48),
        iPad("iPad Air (4th generation)", 2020, ios: 14, ["iPad13,1", "iPad13,2"], aliases: ["iPad Air 4"],
             size: size(820, 1180, .doc(.hig, .dm15, note: "iPad Air 10.9-inch")), insets: insets24(.obs(.dm15, .dart)),
             front: .topButtonTouchID, corner: value(18, .obs(.dm15, .sc)), hz: hz60iPad, windows: windows10_9, slideOverInset: slideOver48),
        iPad("iPad Air (5th generation)", 2022, ios: 15, ["iPad13,16", "iPad13,17"], aliases: ["iPad Air 5"],
             size: size(820, 1180, .doc(.hig, .dm16, note: "iPad Air 10.9-inch")), insets: insets24(.obs(.dm16)),
             front: .topButtonTouchID, corner: value(18, .obs(.dm16)), hz: hz60iPad, windows: windows10_9, slideOverInset: slideOver48),
        iPad("iPad (10th generation)", 2022, ios: 16, ["iPad13,18", "iPad13,19"], aliases: ["iPad 10"],
             size: size(820, 1180, .obs(.dm16)), insets: insets24(.obs(.dm16)),
             front: .topButtonTouchID, corner: value(25, .obs(.dm16)), hz: hz60iPad,
             windows: windows(as: windows10_9, "10.9-inch iPad Air"), slideOverInset: slideOver48Guess),
        iPad("iPad mini (6th generation)", 2021, ios: 15, ["iPad14,1", "iPad14,2"], aliases: ["iPad mini 6"],
             size: size(744, 1133, .doc(.hig, .dm15, note: "iPad mini 8.3-inch")),
             insets: insets24(.obs(.dm15, .dm16, note: "C14: 24/24 with 20 pt sides in PB")),
             front: .topButtonTouchID, corner: value(21.5, .obs(.dm15, .dm16)), hz: hz60iPad,
             windows: windowsMini8_3, slideOverInset: slideOver48Guess),
        iPad("iPad Air 11-inch (M2)", 2024, ios: 17, ["iPad14,8", "iPad14,9"],
             size: size(820, 1180, .doc(.hig, note: "iPad Air 11-inch")), insets: insets24(.obs(.gd)),
             front: .topButtonTouchID, corner: corner18Unknown("the 10.9-inch Air's display"),
             hz: value(60, .obs(.es, note: "a weak source: no ProMotion")),
             windows: windows(as: windows10_9, "10.9-inch iPad Air"), slideOverInset: slideOver48Guess),
        iPad("iPad Air 11-inch (M3)", 2025, ios: 18, ["iPad15,3", "iPad15,4"],
             size: size(820, 1180, .doc(.hig, note: "iPad Air 11-inch")), insets: insets24(.obs(.gd)),
             front: .topButtonTouchID, corner: corner18Unknown("the 10.9-inch Air's display"),
             hz: value(60, .guess("as the M2, which a weak source says has no ProMotion", .es)),
             windows: windows(as: windows10_9, "10.9-inch iPad Air"), slideOverInset: slideOver48Guess),
        iPad("iPad Air 13-inch (M2)", 2024, ios: 17, ["iPad14,10", "iPad14,11"],
             size: size(1024, 1366, .doc(.hig, .gd, note: "iPad Air 13-inch")), insets: insets24(.obs(.gd)),
             front: .topButtonTouchID, corner: corner18Unknown("the 12.9-inch iPad Pro's size"),
             hz: value(60, .obs(.es, note: "a weak source: no ProMotion")),
             windows: windows(as: windows12_9, "12.9-inch iPad Pro"), slideOverInset: slideOver48Guess),
        iPad("iPad Air 13-inch (M3)", 2025, ios: 18, ["iPad15,5", "iPad15,6"],
             size: size(1024, 1366, .doc(.hig, .gd, note: "iPad Air 13-inch")), insets: insets24(.obs(.gd)),
             front: .topButtonTouchID, corner: corner18Unknown("the 12.9-inch iPad Pro's size"),
             hz: value(60, .guess("as the M2, which a weak source says has no ProMotion", .es)),
             windows: windows(as: windows12_9, "12.9-inch iPad Pro"), slideOverInset: slideOver48Guess),
        iPad("iPad Air 11-inch (M4)", 2026, ios: 26, ["iPad16,8", "iPad16,9"],
             size: size(820, 1180, .guess("DK gives the M3's diagonal, aspect ratio and pixel density", .dk)),
             insets: insets24(.unknown("no source; the M3's")), front: .topButtonTouchID,
             corner: corner18Unknown("the 10.9-inch Air's display"), hz: value(60, .unknown("no source; the M3's")),
             windows: windows(as: windows10_9, "10.9-inch iPad Air"), slideOverInset: slideOver48Guess),
        iPad("iPad Air 13-inch (M4)", 2026, ios: 26, ["iPad16,10", "iPad16,11"],
             size: size(1024, 1366, .guess("DK gives the M3's diagonal, aspect ratio and pixel density", .dk)),
             insets: insets24(.unknown("no source; the M3's")), front: .topButtonTouchID,
             corner: corner18Unknown("the 12.9-inch iPad Pro's size"), hz: value(60, .unknown("no source; the M3's")),
             windows: windows(as: windows12_9, "12.9-inch iPad Pro"), slideOverInset: slideOver48Guess),
        iPad("iPad Pro 11-inch (M4)", 2024, ios: 17, ["iPad16,3", "iPad16,4"],
             size: size(834, 1210, .obs(.gd, .lsq, note: "C15: HIG lists only the 834 × 1194 11-inch")),
             insets: insets24(.obs(.gd)), front: .faceID, frontCitation: .obs(.dk, note: "the camera on the landscape edge"),
             corner: corner18Unknown("every earlier iPad Pro"), hz: hz120iPadPro, windows: windowsPro11M4, slideOverInset: slideOver48Guess),
        iPad("iPad Pro 13-inch (M4)", 2024, ios: 17, ["iPad16,5", "iPad16,6"],
             size: size(1032, 1376, .obs(.gd, .lsq, .tsp, note: "C15: not in HIG's table")), insets: insets24(.obs(.gd, .tsp)),
             front: .faceID, corner: corner18Unknown("TSP's profile uses 18, unmeasured"), hz: hz120iPadPro,
             windows: windowsPro13M4, slideOverInset: slideOver48Guess),
        iPad("iPad Pro 11-inch (M5)", 2025, ios: 26, ["iPad17,1", "iPad17,2"],
             size: size(834, 1210, .guess("DK gives the M4's diagonal, aspect ratio and pixel density", .dk)),
             insets: insets24(.unknown("no source; the M4's")), front: .faceID, corner: corner18Unknown("every earlier iPad Pro"),
             hz: value(120, .unknown("no source; the tandem OLED iPad Pro is a ProMotion display", .aos)),
             windows: windowsPro11M4, slideOverInset: slideOver48Guess),
        iPad("iPad Pro 13-inch (M5)", 2025, ios: 26, ["iPad17,3", "iPad17,4"],
             size: size(1032, 1376, .guess("DK gives the M4's diagonal, aspect ratio and pixel density", .dk)),
             insets: insets24(.unknown("no source; the M4's")), front: .faceID, corner: corner18Unknown("every earlier iPad Pro"),
             hz: value(120, .unknown("no source; the tandem OLED iPad Pro is a ProMotion display", .aos)),
             windows: windowsPro13M4, slideOverInset: slideOver48Guess),
        iPad("iPad mini (A17 Pro)", 2024, ios: 18, ["iPad16,1", "iPad16,2"], aliases: ["iPad mini 7", "iPad mini A17"],
             size: size(744, 1133, .doc(.hig, .gd, note: "iPad mini 8.3-inch")), insets: insets24(.obs(.gd, .tsp)),
             front: .topButtonTouchID,
             corner: value(21.5, .unknown("no source; the 6th generation's measured 21.5 for the same display (TSP uses 21, unmeasured)", .dm16, .tsp)),
             hz: hz60iPad, windows: windowsMini8_3, slideOverInset: slideOver48Guess),
        iPad("iPad (A16)", 2025, ios: 18, ["iPad15,7", "iPad15,8"], aliases: ["iPad 11", "iPad (11th generation)"],
             size: size(820, 1180, .doc(.hig, note: "iPad 11-inch")), insets: insets24(.obs(.tsp)),
             front: .topButtonTouchID,
             corner: value(25, .unknown("no source; the 10th generation's measured 25 for the same display (TSP uses 25, unmeasured)", .dm16, .tsp)),
             hz: hz60iPad, windows: windows(as: windows10_9, "10.9-inch iPad Air"), slideOverInset: slideOver48Guess),
    ]
}
