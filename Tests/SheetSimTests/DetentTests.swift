import Testing
@testable import SheetSim

@Suite("Detents and sheet layout (SheetRules 2.1, 2.2, 2.5)")
struct DetentTests {
    /// The 320×480 window of SheetRules 2.1 (status bar 20 pt, home button).
    static let smallWindow = try! Device.custom(width: 320, height: 480, safeArea: EdgeInsets(top: 20),
                                                hasHomeButton: true, name: "320×480")
    /// A 568 pt tall phone (iPhone SE 1st generation geometry): the short-container boundary.
    static let tall568 = try! Device.custom(width: 320, height: 568, safeArea: EdgeInsets(top: 20), hasHomeButton: true)
    static let tall569 = try! Device.custom(width: 320, height: 569, safeArea: EdgeInsets(top: 20), hasHomeButton: true)

    @Test func workedExamples() {
        let rows: [(device: Device, topMargin: Double, maxV: Double, medium: Double, mediumTop: Double, largeTop: Double,
                    frame: String, line: Int)] = [
            // SheetRules 2.1/2.2: 852 − 59 − 10 − 34 = 749; 749 × 0.56 = 419.44; 852 − 34 − 419.44 = 398.56.
            (.iPhone14Pro, 69, 749, 419.44, 398.56, 69, "(0, 69, 393, 783)", #line),
            (.iPhone15, 69, 749, 419.44, 398.56, 69, "(0, 69, 393, 783)", #line),
            (.iPhone15Pro, 69, 749, 419.44, 398.56, 69, "(0, 69, 393, 783)", #line),
            // 844 − 47 − 10 − 34 = 753; × 0.56 = 421.68; 844 − 34 − 421.68 = 388.32.
            (.iPhone13, 57, 753, 421.68, 388.32, 57, "(0, 57, 390, 787)", #line),
            (.iPhone14, 57, 753, 421.68, 388.32, 57, "(0, 57, 390, 787)", #line),
            // 667 − 20 − 20 = 627; × 0.56 = 351.12; 667 − 351.12 = 315.88.
            (.iPhoneSE3, 40, 627, 351.12, 315.88, 40, "(0, 40, 375, 627)", #line),
            // SheetRules 2.1: a 320×480 window gives a sheet 320×440 at y = 40; ≤ 568 pt uses 0.63: 277.2.
            (Self.smallWindow, 40, 440, 277.2, 202.8, 40, "(0, 40, 320, 440)", #line),
            // The boundary: 568 is "not taller than 568" (0.63), 569 is (0.56).
            (Self.tall568, 40, 528, 332.64, 235.36, 40, "(0, 40, 320, 528)", #line),
            (Self.tall569, 40, 529, 296.24, 272.76, 40, "(0, 40, 320, 529)", #line),
            // 874 − 62 − 10 − 34 = 768; × 0.56 = 430.08.
            (.iPhone16Pro, 72, 768, 430.08, 409.92, 72, "(0, 72, 402, 802)", #line),
            (.iPhone15ProMax, 69, 829, 464.24, 433.76, 69, "(0, 69, 430, 863)", #line),
            // iPad: "every other idiom" takes 20 pt: 1194 − 24 − 20 − 20 = 1130.
            (.iPadPro11, 44, 1130, 632.8, 541.2, 44, "(0, 44, 834, 1150)", #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            let layout = SheetLayout(environment: ScreenEnvironment(device: row.device))
            expectClose(layout.topMargin, row.topMargin, at: loc)
            expectClose(layout.maximumDetentValue, row.maxV, at: loc)
            #expect(layout.fullHeightFrame.description == row.frame, sourceLocation: loc)
            #expect(!layout.isFullScreen, sourceLocation: loc)
            let resolved = layout.resolve([.medium(), .large()])
            #expect(resolved.map(\.identifier) == [.medium, .large], sourceLocation: loc)
            guard resolved.count == 2 else { continue }
            expectClose(resolved[0].value, row.medium, at: loc)
            expectClose(resolved[0].offset, row.mediumTop, at: loc)
            expectClose(resolved[1].value, row.maxV, at: loc)
            expectClose(resolved[1].offset, row.largeTop, at: loc)
            #expect(layout.dismissedOffset == row.device.portraitSize.height, sourceLocation: loc)
        }
        #expect(SheetLayout(environment: ScreenEnvironment(device: .iPhone14Pro)).resolve([.medium()]).first?.description
                == "medium 419.44 @ 398.56")
    }

    @Test func offsetForDetentValue() {
        let layout = SheetLayout(environment: ScreenEnvironment(device: .iPhone14Pro))
        let rows: [(value: Double, offset: Double, line: Int)] = [
            (749, 69, #line),
            (800, 69, #line),      // clamped to large
            (.infinity, 69, #line),
            (200, 618, #line),     // 852 − 34 − 200
            (0, 818, #line),
        ]
        for row in rows {
            expectClose(layout.offset(forDetentValue: row.value), row.offset, at: rowLocation(row.line))
        }
        expectClose(layout.detentValue(forOffset: 618), 200, at: rowLocation(#line))
        #expect(layout.frame(atOffset: 398.56) == Rect(x: 0, y: 398.56, width: 393, height: 783))
    }

    @Test func compactHeight() {
        // iPhone 14 Pro landscape: container 852×393, safe (0, 59, 21, 59); topOffset 8 → maxV = 393 − 8 − 21 = 364.
        let env = ScreenEnvironment(device: .iPhone14Pro, orientation: .landscapeLeft)
        let fullScreen = SheetLayout(environment: env)
        #expect(fullScreen.isFullScreen)
        #expect(!fullScreen.isEdgeAttachedInCompactHeight)
        #expect(fullScreen.topOffset == 8)
        expectClose(fullScreen.maximumDetentValue, 364, at: rowLocation(#line))
        #expect(fullScreen.fullHeightFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(fullScreen.offset(forDetentValue: 100) == 0)
        #expect(Detent.medium().resolvedValue(in: fullScreen.resolutionContext) == nil, "medium is inactive in compact height")
        // Functionally full screen: a single active detent (the largest), at the top.
        let single = fullScreen.resolve([.medium(), .custom(identifier: "small", height: 100), .large()])
        #expect(single == [ResolvedDetent(identifier: .large, value: 364, offset: 0)])

        let attached = SheetLayout(environment: env, prefersEdgeAttachedInCompactHeight: true)
        #expect(!attached.isFullScreen)
        #expect(attached.isEdgeAttachedInCompactHeight)
        #expect(attached.topMargin == 8)
        #expect(attached.fullHeightFrame == Rect(x: 59, y: 8, width: 734, height: 385))
        let resolved = attached.resolve([.medium(), .custom(identifier: "small", height: 200), .large()])
        #expect(resolved == [ResolvedDetent(identifier: "small", value: 200, offset: 172),
                             ResolvedDetent(identifier: .large, value: 364, offset: 8)])

        // Max phones are regular width in landscape but still compact height: same rules.
        let max = SheetLayout(environment: ScreenEnvironment(device: .iPhone15ProMax, orientation: .landscapeRight))
        #expect(max.topOffset == 8)
        expectClose(max.maximumDetentValue, 430 - 8 - 21, at: rowLocation(#line))
        // SE landscape: no safe area; 375 − 8 = 367.
        let se = SheetLayout(environment: ScreenEnvironment(device: .iPhoneSE3, orientation: .landscapeLeft),
                             prefersEdgeAttachedInCompactHeight: true)
        #expect(se.fullHeightFrame == Rect(x: 0, y: 8, width: 667, height: 367))
        expectClose(se.maximumDetentValue, 367, at: rowLocation(#line))
    }

    @Test func customResolution() {
        let layout = SheetLayout(environment: ScreenEnvironment(device: .iPhone14Pro))
        let context = layout.resolutionContext
        let rows: [(detent: Detent, value: Double?, line: Int)] = [
            (.custom(identifier: "h", height: 200), 200, #line),
            (.custom(identifier: "h", height: 0), 0, #line),
            (.custom(identifier: "h", height: 749), 749, #line),
            (.custom(identifier: "h", height: 1000), 749, #line),
            (.custom(identifier: "h", height: -1), nil, #line),
            (.custom(identifier: "h", height: .nan), nil, #line),
            (.custom(identifier: "h", height: .infinity), nil, #line),
            (.custom(identifier: "f", fraction: 0.5), 374.5, #line),
            (.custom(identifier: "f", fraction: 2), 749, #line),
            (.custom(identifier: "f", fraction: -0.1), nil, #line),
            (.custom(identifier: "c") { _ in nil }, nil, #line),
            (.custom(identifier: "c") { $0.maximumDetentValue - 1 }, 748, #line),
            (.custom(identifier: "c") { $0.containerTraitCollection.verticalSizeClass == .compact ? nil : 300 }, 300, #line),
            (.custom(identifier: "c") { _ in 5000 }, 749, #line),
            (.custom(identifier: "c") { _ in -.infinity }, nil, #line),
            (.large(), 749, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            if let expected = row.value {
                expectClose(row.detent.resolvedValue(in: context), expected, at: loc)
            } else {
                #expect(row.detent.resolvedValue(in: context) == nil, sourceLocation: loc)
            }
        }
        // The context a closure sees.
        let seen = Detent.custom(identifier: "probe") { ctx in
            ctx.containerTraitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
                ? ctx.maximumDetentValue : nil
        }
        #expect(seen.resolvedValue(in: context) == 749)
    }

    @Test func mediumRule() {
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
        let rows: [(traits: TraitCollection, maxV: Double, height: Double?, value: Double?, line: Int)] = [
            (traits, 749, 852, 419.44, #line),
            (traits, 440, 480, 277.2, #line),
            (traits, 528, 568, 332.64, #line),
            (traits, 529, 569, 296.24, #line),
            (traits, 100, nil, 56, #line),  // unknown container height: tall-container fraction
            (compact, 749, 852, nil, #line),
            (compact, 440, 480, nil, #line),
        ]
        for row in rows {
            let loc = rowLocation(row.line)
            let ctx = DetentResolutionContext(containerTraitCollection: row.traits, maximumDetentValue: row.maxV,
                                              containerHeight: row.height)
            if let expected = row.value {
                expectClose(Detent.medium().resolvedValue(in: ctx), expected, at: loc)
            } else {
                #expect(Detent.medium().resolvedValue(in: ctx) == nil, sourceLocation: loc)
            }
        }
        // The fractions are metrics.
        var metrics = UIKitMetrics.uikit
        metrics.mediumFraction = 0.5
        let layout = SheetLayout(environment: ScreenEnvironment(device: .iPhone14Pro), metrics: metrics)
        expectClose(layout.resolve([.medium()]).first?.value, 374.5, at: rowLocation(#line))
        // resolve fills a context made without the container height from the layout (480 → 0.63).
        let small = SheetLayout(environment: ScreenEnvironment(device: DetentTests.smallWindow))
        let bare = DetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: small.maximumDetentValue)
        expectClose(small.resolve([.medium()], context: bare).first?.value, 277.2, at: rowLocation(#line))
    }

    @Test func resolveSortsDeduplicatesAndDropsInactive() {
        let layout = SheetLayout(environment: ScreenEnvironment(device: .iPhone14Pro))
        let resolved = layout.resolve([
            .large(),
            .custom(identifier: "a", height: 200),
            .medium(),
            .custom(identifier: "a", height: 300),   // duplicate id: dropped, the first wins
            .custom(identifier: "b") { _ in nil },   // inactive
            .large(),                                // duplicate
        ])
        #expect(resolved.map(\.identifier) == ["a", .medium, .large])
        #expect(resolved.map(\.value).map(NumberFormat.points) == ["200", "419.44", "749"])
        #expect(resolved.map(\.offset).map(NumberFormat.points) == ["618", "398.56", "69"])
        // A duplicate of an inactive detent stays dropped.
        #expect(layout.resolve([.custom(identifier: "x") { _ in nil }, .custom(identifier: "x", height: 100)]).isEmpty)
        // Equal values keep their given order.
        #expect(layout.resolve([.custom(identifier: "p", height: 900), .large()]).map(\.identifier) == ["p", .large])
        #expect(layout.resolve([.large(), .custom(identifier: "p", height: 900)]).map(\.identifier) == [.large, "p"])
        #expect(layout.resolve([]).isEmpty)
        // A long list, past the length where earlier identifiers are looked back over, drops its
        // repeats alike, keeping the first of each.
        let long = (0..<24).map { Detent.custom(identifier: DetentIdentifier("d\($0 % 10)"), height: Double(100 + 10 * $0)) }
        #expect(layout.resolve(long).map(\.identifier) == (0..<10).map { DetentIdentifier("d\($0)") })
        #expect(layout.resolve(long).map(\.value) == (0..<10).map { Double(100 + 10 * $0) })
        #expect(layout.resolve(Array(long.prefix(16))).map(\.identifier) == (0..<10).map { DetentIdentifier("d\($0)") })
    }

    @Test func identifiers() {
        #expect(DetentIdentifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(DetentIdentifier.large.rawValue == "com.apple.UIKit.large")
        #expect(DetentIdentifier.medium.description == "medium")
        #expect(DetentIdentifier.large.description == "large")
        #expect(DetentIdentifier("small").description == "small")
        #expect(DetentIdentifier(rawValue: "com.apple.UIKit.medium") == .medium)
        let literal: DetentIdentifier = "com.apple.UIKit.large"
        #expect(literal == .large)
        #expect(Detent.medium().identifier == .medium)
        #expect(Detent.large().identifier == .large)
        #expect(Detent.custom(identifier: "x", fraction: 0.25).description == "custom(x, fraction: 0.25)")
    }
}
