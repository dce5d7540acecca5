import Testing
@testable import SheetSim

/// The split view controller's pure rules, row by row: display-mode resolution (split view rules
/// 3.1–3.3), column widths (2.2), the buttons and taps (8), and the stacks of a collapse (4.4, 4.5).
@Suite struct SplitViewRulesTests {
    static func location(_ line: Int) -> SourceLocation {
        SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }

    static func environment(_ width: Double, _ height: Double) -> SplitViewEnvironment {
        SplitViewEnvironment(size: Size(width: width, height: height), horizontalSizeClass: .regular, idiom: .pad)
    }

    struct ResolutionRow {
        var style: SplitViewStyle
        var preferred: SplitDisplayMode
        var behavior: SplitBehavior = .automatic
        var width: Double
        var height: Double
        var gesture = true
        var expectedBehavior: SplitBehavior
        var expectedMode: SplitDisplayMode
        var line: Int
    }

    static let resolutionRows: [ResolutionRow] = [
        // Column style .automatic by window (U5): landscape tiles, portrait overlays.
        .init(style: .doubleColumn, preferred: .automatic, width: 1366, height: 1024, expectedBehavior: .tile, expectedMode: .oneBesideSecondary, line: #line),
        .init(style: .doubleColumn, preferred: .automatic, width: 1194, height: 834, expectedBehavior: .tile, expectedMode: .oneBesideSecondary, line: #line),
        .init(style: .doubleColumn, preferred: .automatic, width: 834, height: 1194, expectedBehavior: .overlay, expectedMode: .secondaryOnly, line: #line),
        .init(style: .tripleColumn, preferred: .automatic, width: 1366, height: 1024, expectedBehavior: .tile, expectedMode: .twoBesideSecondary, line: #line),
        .init(style: .tripleColumn, preferred: .automatic, width: 1194, height: 834, expectedBehavior: .displace, expectedMode: .oneBesideSecondary, line: #line),
        .init(style: .tripleColumn, preferred: .automatic, width: 1024, height: 1366, expectedBehavior: .overlay, expectedMode: .secondaryOnly, line: #line),
        // A 2/3 Split View side in landscape is taller than wide: overlay.
        .init(style: .doubleColumn, preferred: .automatic, width: 981, height: 1024, expectedBehavior: .overlay, expectedMode: .secondaryOnly, line: #line),
        // The preferred mode translated into the behaviour (split view rules 3.2; Apple's example).
        .init(style: .tripleColumn, preferred: .twoBesideSecondary, behavior: .overlay, width: 1366, height: 1024, expectedBehavior: .overlay, expectedMode: .twoOverSecondary, line: #line),
        .init(style: .tripleColumn, preferred: .twoBesideSecondary, behavior: .displace, width: 1366, height: 1024, expectedBehavior: .displace, expectedMode: .twoDisplaceSecondary, line: #line),
        .init(style: .doubleColumn, preferred: .oneBesideSecondary, behavior: .overlay, width: 1366, height: 1024, expectedBehavior: .overlay, expectedMode: .oneOverSecondary, line: #line),
        .init(style: .doubleColumn, preferred: .oneOverSecondary, behavior: .tile, width: 1366, height: 1024, expectedBehavior: .tile, expectedMode: .oneBesideSecondary, line: #line),
        // Two sidebars do not exist in double column.
        .init(style: .doubleColumn, preferred: .twoBesideSecondary, behavior: .tile, width: 1366, height: 1024, expectedBehavior: .tile, expectedMode: .oneBesideSecondary, line: #line),
        // Too narrow to tile: overlay instead, unless presentsWithGesture is false (strictly respected).
        .init(style: .tripleColumn, preferred: .twoBesideSecondary, behavior: .tile, width: 900, height: 600, expectedBehavior: .overlay, expectedMode: .twoOverSecondary, line: #line),
        .init(style: .tripleColumn, preferred: .twoBesideSecondary, behavior: .tile, width: 900, height: 600, gesture: false, expectedBehavior: .tile, expectedMode: .twoBesideSecondary, line: #line),
        // Classic: primaryHidden in portrait, allVisible in landscape (U6); the three modes anywhere.
        .init(style: .unspecified, preferred: .automatic, width: 1024, height: 1366, expectedBehavior: .overlay, expectedMode: .secondaryOnly, line: #line),
        .init(style: .unspecified, preferred: .automatic, width: 1366, height: 1024, expectedBehavior: .tile, expectedMode: .oneBesideSecondary, line: #line),
        .init(style: .unspecified, preferred: .oneOverSecondary, width: 1366, height: 1024, expectedBehavior: .tile, expectedMode: .oneOverSecondary, line: #line),
        .init(style: .unspecified, preferred: .oneBesideSecondary, width: 834, height: 1194, expectedBehavior: .overlay, expectedMode: .oneBesideSecondary, line: #line),
    ]

    @Test func displayModeResolution() {
        for row in Self.resolutionRows {
            var configuration = SplitViewConfiguration()
            configuration.preferredDisplayMode = row.preferred
            configuration.preferredSplitBehavior = row.behavior
            configuration.presentsWithGesture = row.gesture
            let resolved = SplitViewResolution.resolve(style: row.style, configuration: configuration,
                                                       environment: Self.environment(row.width, row.height), metrics: .uikit, options: .reference)
            #expect(resolved.splitBehavior == row.expectedBehavior, sourceLocation: Self.location(row.line))
            #expect(resolved.displayMode == row.expectedMode, sourceLocation: Self.location(row.line))
        }
    }

    @Test func theTripleColumnOverlayModeFollowsItsOption() {
        var options = BehaviorOptions.reference
        options.splitViewOverlayTripleColumnMode = .oneOverSecondary
        let resolved = SplitViewResolution.resolve(style: .tripleColumn, configuration: SplitViewConfiguration(),
                                                   environment: Self.environment(1024, 1366), metrics: .uikit, options: options)
        #expect(resolved.displayMode == .oneOverSecondary)
    }

    @Test func theThresholdsAreMetrics() {
        var metrics = UIKitMetrics.uikit
        metrics.splitViewTripleColumnTileMinimumWidth = 1100
        #expect(SplitViewResolution.automaticBehavior(style: .tripleColumn, environment: Self.environment(1194, 834), metrics: metrics) == .tile)
        metrics.splitViewTileMinimumAspectRatio = 1.5
        #expect(SplitViewResolution.automaticBehavior(style: .doubleColumn, environment: Self.environment(1194, 834), metrics: metrics) == .overlay)
    }

    // MARK: Column widths (split view rules 2.2)

    static let widthRows: [(settings: ColumnWidthSettings, splitWidth: Double, expected: Double, line: Int)] = [
        (ColumnWidthSettings(), 1194, 320, #line),
        (ColumnWidthSettings(preferredFraction: 0.25), 1194, 298.5, #line),
        // A fraction wider than the automatic maximum is clamped to 320 pt…
        (ColumnWidthSettings(preferredFraction: 0.4), 1194, 320, #line),
        // …unless the maximum is raised.
        (ColumnWidthSettings(preferredFraction: 0.4, maximum: 600), 1194, 477.6, #line),
        // The width takes precedence over the fraction.
        (ColumnWidthSettings(preferredFraction: 0.1, preferredWidth: 280), 1194, 280, #line),
        (ColumnWidthSettings(preferredWidth: 200, minimum: 250), 1194, 250, #line),
        (ColumnWidthSettings(preferredWidth: 500, maximum: 400), 1194, 400, #line),
        // Never wider than the split view.
        (ColumnWidthSettings(preferredWidth: 900, maximum: 2000), 375, 375, #line),
    ]

    @Test func columnWidths() {
        for row in Self.widthRows {
            let width = SplitViewLayout.width(row.settings, splitWidth: row.splitWidth, metrics: .uikit)
            #expect(abs(width - row.expected) < 1e-9, "\(width)", sourceLocation: Self.location(row.line))
        }
    }

    static let frameRows: [(mode: SplitDisplayMode, style: SplitViewStyle, frames: [(SplitViewColumn, Double, Double, Bool)], line: Int)] = [
        (.secondaryOnly, .doubleColumn, [(.secondary, 0, 1194, false)], #line),
        (.oneBesideSecondary, .doubleColumn, [(.primary, 0, 320, false), (.secondary, 320, 874, false)], #line),
        (.oneOverSecondary, .doubleColumn, [(.secondary, 0, 1194, true), (.primary, 0, 320, false)], #line),
        (.oneBesideSecondary, .tripleColumn, [(.supplementary, 0, 320, false), (.secondary, 320, 874, false)], #line),
        (.twoBesideSecondary, .tripleColumn, [(.primary, 0, 320, false), (.supplementary, 320, 320, false), (.secondary, 640, 554, false)], #line),
        (.twoOverSecondary, .tripleColumn, [(.secondary, 0, 1194, true), (.primary, 0, 320, false), (.supplementary, 320, 320, false)], #line),
        // Displaced: the secondary keeps its oneBeside width and is cut at the trailing edge.
        (.twoDisplaceSecondary, .tripleColumn, [(.primary, 0, 320, false), (.supplementary, 320, 320, false), (.secondary, 640, 874, true)], #line),
    ]

    @Test func columnFramesPerMode() {
        for row in Self.frameRows {
            let layout = SplitViewLayout.expanded(style: row.style, configuration: SplitViewConfiguration(), mode: row.mode,
                                                  splitWidth: 1194, metrics: .uikit)
            let frames = layout.frames.map { ($0.column, $0.x, $0.width, $0.isDimmed) }
            #expect(frames.count == row.frames.count, sourceLocation: Self.location(row.line))
            for (actual, expected) in zip(frames, row.frames) {
                #expect(actual.0 == expected.0 && actual.1 == expected.1 && actual.2 == expected.2 && actual.3 == expected.3,
                        "\(actual) != \(expected)", sourceLocation: Self.location(row.line))
            }
        }
    }

    @Test func aTrailingPrimaryEdgeMirrorsTheColumns() {
        var configuration = SplitViewConfiguration()
        configuration.primaryEdge = .trailing
        let layout = SplitViewLayout.expanded(style: .doubleColumn, configuration: configuration, mode: .oneBesideSecondary,
                                              splitWidth: 1194, metrics: .uikit)
        #expect(layout.frame(of: .primary)?.x == 874)
        #expect(layout.frame(of: .secondary)?.x == 0)
    }

    // MARK: Buttons and taps (split view rules 8)

    static let buttonRows: [(style: SplitViewStyle, behavior: SplitBehavior, mode: SplitDisplayMode, target: SplitDisplayMode?, line: Int)] = [
        (.doubleColumn, .tile, .secondaryOnly, .oneBesideSecondary, #line),
        (.doubleColumn, .tile, .oneBesideSecondary, .secondaryOnly, #line),
        (.tripleColumn, .tile, .secondaryOnly, nil, #line),
        (.tripleColumn, .tile, .oneBesideSecondary, .twoBesideSecondary, #line),
        (.tripleColumn, .tile, .twoBesideSecondary, .oneBesideSecondary, #line),
        (.tripleColumn, .overlay, .secondaryOnly, .oneOverSecondary, #line),
        (.tripleColumn, .overlay, .oneOverSecondary, .twoOverSecondary, #line),
        (.tripleColumn, .overlay, .twoOverSecondary, nil, #line),
        (.doubleColumn, .overlay, .oneOverSecondary, .secondaryOnly, #line),
        (.tripleColumn, .displace, .oneBesideSecondary, .twoDisplaceSecondary, #line),
        (.tripleColumn, .displace, .twoDisplaceSecondary, nil, #line),
        (.tripleColumn, .displace, .secondaryOnly, nil, #line),
        // Double column has no twoDisplaceSecondary: under displace the button toggles as under tile (GUESS).
        (.doubleColumn, .displace, .oneBesideSecondary, .secondaryOnly, #line),
        (.doubleColumn, .displace, .secondaryOnly, .oneBesideSecondary, #line),
    ]

    @Test func displayModeButtonTargets() {
        for row in Self.buttonRows {
            #expect(SplitViewButtons.displayModeButtonTarget(style: row.style, mode: row.mode, behavior: row.behavior) == row.target,
                    sourceLocation: Self.location(row.line))
        }
    }

    /// Classic: the button's target from the delegate's answer (split view rules 3.4).
    static let classicTargetRows: [(answer: SplitDisplayMode, mode: SplitDisplayMode, wide: Bool, target: SplitDisplayMode, line: Int)] = [
        // .automatic: UIKit's heuristics, never the mode shown.
        (.automatic, .secondaryOnly, false, .oneOverSecondary, #line),
        (.automatic, .secondaryOnly, true, .oneBesideSecondary, #line),
        (.automatic, .oneOverSecondary, false, .secondaryOnly, #line),
        (.automatic, .oneBesideSecondary, true, .secondaryOnly, #line),
        // An answer stands, even the mode shown (the button would do nothing, so it hides).
        (.oneBesideSecondary, .oneBesideSecondary, true, .oneBesideSecondary, #line),
        (.secondaryOnly, .oneOverSecondary, false, .secondaryOnly, #line),
        // A two-sidebar answer is taken as its one-sidebar form.
        (.twoBesideSecondary, .secondaryOnly, true, .oneBesideSecondary, #line),
        (.twoOverSecondary, .oneOverSecondary, false, .oneOverSecondary, #line),
        (.twoDisplaceSecondary, .secondaryOnly, true, .oneBesideSecondary, #line),
    ]

    @Test func classicButtonTargets() {
        for row in Self.classicTargetRows {
            #expect(SplitViewButtons.classicTarget(answer: row.answer, from: row.mode, wide: row.wide) == row.target,
                    sourceLocation: Self.location(row.line))
        }
    }

    static let visibilityRows: [(visibility: DisplayModeButtonVisibility, gesture: Bool, mode: SplitDisplayMode, shows: Bool, line: Int)] = [
        (.automatic, true, .oneBesideSecondary, true, #line),
        (.automatic, false, .oneBesideSecondary, false, #line),
        (.always, false, .oneBesideSecondary, true, #line),
        (.never, true, .oneBesideSecondary, false, #line),
        // .always still not where the button never shows.
        (.always, true, .twoOverSecondary, false, #line),
    ]

    @Test func displayModeButtonVisibility() {
        for row in Self.visibilityRows {
            var configuration = SplitViewConfiguration()
            configuration.displayModeButtonVisibility = row.visibility
            configuration.presentsWithGesture = row.gesture
            let behavior: SplitBehavior = row.mode == .twoOverSecondary ? .overlay : .tile
            #expect(SplitViewButtons.showsDisplayModeButton(style: .tripleColumn, configuration: configuration, mode: row.mode,
                                                            behavior: behavior, isCollapsed: false) == row.shows,
                    sourceLocation: Self.location(row.line))
        }
    }

    @Test func tapsOnTheDimmedSecondary() {
        let rows: [(SplitDisplayMode, SplitDisplayMode?, Int)] = [
            (.oneOverSecondary, .secondaryOnly, #line), (.twoOverSecondary, .secondaryOnly, #line),
            (.twoDisplaceSecondary, .oneBesideSecondary, #line), (.oneBesideSecondary, nil, #line), (.secondaryOnly, nil, #line),
        ]
        for (mode, target, line) in rows {
            #expect(SplitViewButtons.dimmedSecondaryTapTarget(mode) == target, sourceLocation: Self.location(line))
        }
    }

    // MARK: Stacks (split view rules 4.4, 4.5)

    static let columns: [SplitViewColumn] = [.primary, .supplementary, .secondary]
    static let roots: [SplitViewColumn: String] = [.primary: "sidebar", .supplementary: "list", .secondary: "detail"]

    @Test func aCollapseStacksTheColumnsUpToTheTopOne() {
        let expanded: [SplitViewColumn: [String]] = [.primary: ["sidebar"], .supplementary: ["list", "filter"], .secondary: ["detail", "post"]]
        let parts = SplitViewStacks.parts(columns: Self.columns, stacks: expanded, roots: Self.roots, isFree: { _ in true })
        #expect(parts == expanded)
        let rows: [(SplitViewColumn?, [SplitViewColumn: [String]], Int)] = [
            (.secondary, [.primary: ["sidebar", "list", "filter", "detail", "post"], .supplementary: [], .secondary: []], #line),
            (.supplementary, [.primary: ["sidebar", "list", "filter"], .supplementary: [], .secondary: ["detail", "post"]], #line),
            (.primary, [.primary: ["sidebar"], .supplementary: ["list", "filter"], .secondary: ["detail", "post"]], #line),
            (nil, expanded, #line),
        ]
        for (top, expected, line) in rows {
            #expect(SplitViewStacks.arranged(columns: Self.columns, parts: parts, top: top) == expected, sourceLocation: Self.location(line))
        }
    }

    @Test func anExpandCutsThePrimaryStackAtEachRootAndKeepsPushesWithTheirColumn() {
        let collapsed: [SplitViewColumn: [String]] = [.primary: ["sidebar", "list", "detail", "post", "comments"], .supplementary: [], .secondary: []]
        let parts = SplitViewStacks.parts(columns: Self.columns, stacks: collapsed, roots: Self.roots, isFree: { _ in false })
        #expect(parts == [.primary: ["sidebar"], .supplementary: ["list"], .secondary: ["detail", "post", "comments"]])
    }

    @Test func aRootPoppedWhileCollapsedComesBackIfFree() {
        let collapsed: [SplitViewColumn: [String]] = [.primary: ["sidebar", "settings"], .secondary: []]
        let free = SplitViewStacks.parts(columns: [.primary, .secondary], stacks: collapsed, roots: Self.roots, isFree: { $0 == "detail" })
        #expect(free == [.primary: ["sidebar", "settings"], .secondary: ["detail"]])
        let held = SplitViewStacks.parts(columns: [.primary, .secondary], stacks: collapsed, roots: Self.roots, isFree: { _ in false })
        #expect(held[.secondary] == [])
    }
}
