import SheetSim
import Testing
@testable import SheetSimScenario

/// Every case of the property types parses with a value, and only where UIKit has it. The parser
/// switches over these types exhaustively and the vocabularies list their cases, so each table
/// below must name every case: a property added to a type without a value here fails.
@Suite struct SettablePropertyTests {
    func diagnostics(_ text: String) -> [String] {
        var parser = ScenarioParser()
        return parser.parse(SourceFile(name: "t.sheet", text: text)).diagnostics.map(\.formatted)
    }

    static let sheetValues: [SheetProperty: String] = [
        .preferredPlacement: "leading",
        .selectedDetentIdentifier: "medium", .largestUndimmedDetentIdentifier: "nil", .prefersGrabberVisible: "true",
        .preferredCornerRadius: "24pt", .prefersScrollingExpandsWhenScrolledToEdge: "false",
        .prefersEdgeAttachedInCompactHeight: "true", .widthFollowsPreferredContentSizeWhenEdgeAttached: "true",
        .preferredContentSize: "400pt x 500pt", .isModalInPresentation: "true", .modalPresentationStyle: "formSheet",
        .shouldDismiss: "false", .adaptivePresentationStyle: "none", .hasDelegate: "false", .backgroundTranslucent: "true",
        .prefersPageSizing: "false", .backgroundEffect: "blur", .popoverSourceView: "\"presenter\"", .popoverSourceRect: "20pt 80pt 44pt 44pt",
        .popoverPermittedArrowDirections: "up down", .popoverPassthroughViews: "\"presenter\"",
        .popoverBarButtonItem: "\"presenter\" rightBarButtonItems 1",
    ]

    @Test(arguments: SheetProperty.allCases)
    func everySheetPropertyParses(_ property: SheetProperty) throws {
        let value = try #require(Self.sheetValues[property], "no value for \(property)")
        #expect(diagnostics("detents medium large\nset \(property.rawValue) = \(value)\n") == [])
        #expect(diagnostics("detents medium large\nanimateChanges set \(property.rawValue) = \(value)\n") == [])
        // After a container's declaration `set` configures the container: a sheet property it
        // does not share is refused, saying what the line configures.
        for declaration in Self.declarations.values.sorted() + ["splitViewController \"split\" doubleColumn"] {
            let found = diagnostics(declaration + "\nset \(property.rawValue) = \(value)\n")
            if property == .hasDelegate {
                #expect(found == [], "\(declaration)")
            } else {
                #expect(found.count == 1 && found[0].contains("'\(property.rawValue)' configures a sheet, but the lines above configure"),
                        "\(declaration): \(found)")
            }
        }
    }

    @Test func aliasesNameTheirProperty() throws {
        for (alias, property) in SheetProperty.aliases {
            let value = try #require(Self.sheetValues[property])
            var parser = ScenarioParser()
            let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: "set \(alias) = \(value)\n"))
            #expect(diagnostics.isEmpty)
            guard case .set(.shouldDismiss(false), animated: false)? = commands.first?.value else {
                Issue.record("'\(alias)' did not set shouldDismiss"); continue
            }
        }
    }

    /// `nil` takes the answer back: the delegate no longer implements the method.
    @Test func adaptivePresentationStyleNilUnsetsTheAnswer() {
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: """
            set adaptivePresentationStyle = fullScreen
            set adaptivePresentationStyle = nil
            """))
        #expect(diagnostics.isEmpty)
        var configuration = SheetConfiguration()
        var answers: [ModalPresentationStyle?] = []
        for case .set(let change, _) in commands.map(\.value) {
            change.apply(to: &configuration)
            answers.append(configuration.adaptivePresentationStyle)
        }
        #expect(answers == [.fullScreen, nil])
    }

    /// An option setting is a catalog row and one of its values; anything else is no setting.
    @Test func behaviorSettingsComeFromTheCatalog() throws {
        #expect(BehaviorSetting(name: "detentChangeTiming", value: "sometimes") == nil)
        #expect(BehaviorSetting(name: "detentChangeTimin", value: "afterSettle") == nil)
        for info in BehaviorOptions.catalog {
            for value in info.values {
                let setting = try #require(BehaviorSetting(name: info.name, value: value))
                var options = BehaviorOptions.reference
                setting.apply(&options)
                #expect(info.value(in: options) == value, "\(info.name) = \(value)")
            }
        }
    }

    /// Every metric takes its own UIKit value, written in its unit: the range decides, not the
    /// unit (a margin or an inset may be 0).
    @Test(arguments: UIKitMetrics.catalog.map(\.name))
    func everyMetricTakesItsDefault(_ name: String) throws {
        let info = try #require(UIKitMetrics.info(named: name))
        let value = info.defaultValue
        let text: String
        switch info.unit {
        case .points: text = "\(value)pt"
        case .pointsPerSecond: text = "\(value)pt/s"
        case .seconds: text = "\(value)s"
        case .ratio: text = "\(value)"
        }
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(SourceFile(name: "t.sheet", text: "metric \(name) = \(text)\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        guard case .metric(let parsedName, let parsed)? = commands.first?.value else { Issue.record("no metric"); return }
        #expect(parsedName == name)
        #expect(abs(parsed - value) <= 1e-9, "\(parsed) for \(value)")
    }

    static let layoutValues: [LayoutProperty: String] = [
        .additionalSafeAreaInsets: "top 20pt", .directionalLayoutMargins: "leading 20pt",
        .viewRespectsSystemMinimumLayoutMargins: "false", .insetsLayoutMarginsFromSafeArea: "false",
        .largeTitleDisplayMode: "never", .prefersLargeTitles: "true",
        .topEdgeEffectStyle: "hard", .bottomEdgeEffectStyle: "soft", .isToolbarHidden: "false",
        .definesPresentationContext: "true", .providesPresentationContextTransitionStyle: "true", .modalTransitionStyle: "crossDissolve",
    ]

    @Test(arguments: LayoutProperty.allCases)
    func everyLayoutPropertyParsesOnAnyController(_ property: LayoutProperty) throws {
        let value = try #require(Self.layoutValues[property], "no value for \(property)")
        let declaration = "navigationController \"nav\" root \"list\"\n"
        #expect(diagnostics(declaration + "set \(property.rawValue) = \(value)\n") == [])
        #expect(diagnostics(declaration + "set \(property.rawValue) of \"nav\" = \(value)\n") == [])
        // Layout settings are the view controller's: animateChanges, which changes the sheet, refuses them.
        #expect(diagnostics("animateChanges set \(property.rawValue) = \(value)\n").count == 1)
    }

    static let scrollViewValues: [ScrollViewProperty: String] = [
        .contentOffset: "contentOffset 10pt", .contentHeight: "contentHeight 2000pt", .refreshControl: "refreshControl",
        .horizontal: "horizontal", .contentInsetAdjustmentBehavior: "contentInsetAdjustmentBehavior never",
        .contentInset: "contentInset top 10pt", .alwaysBounceVertical: "alwaysBounceVertical",
    ]

    @Test(arguments: ScrollViewProperty.allCases)
    func everyScrollViewPropertyParses(_ property: ScrollViewProperty) throws {
        let setting = try #require(Self.scrollViewValues[property], "no value for \(property)")
        #expect(setting.hasPrefix(property.rawValue))
        #expect(diagnostics("scrollView \(setting)\n") == [])
    }

    static let containerValues: [ContainerProperty: String] = [
        .hasDelegate: "false", .interactivePopGestureEnabled: "false", .shouldSelect: "false", .selectedIndex: "1",
        .mode: "tabSidebar", .sidebarIsHidden: "true", .compactTabIdentifiers: "\"home\"",
        .tabBarMinimizeBehavior: "onScrollDown", .bottomAccessory: "true",
    ]
    static let declarations: [ControllerKind: String] = [
        .navigationController: "navigationController \"nav\" root \"list\"",
        .tabBarController: "tabBarController \"tabs\" tabs \"home\", \"search\"",
    ]

    @Test(arguments: ContainerProperty.allCases)
    func containerPropertiesParseOnTheirContainersOnly(_ property: ContainerProperty) throws {
        let value = try #require(Self.containerValues[property], "no value for \(property)")
        #expect(!property.containers.isEmpty)
        for (kind, declaration) in Self.declarations {
            let found = diagnostics(declaration + "\nset \(property.rawValue) = \(value)\n")
            if property.containers.contains(kind) {
                #expect(found == [], "\(property) on a \(kind)")
            } else {
                #expect(found.count == 1 && found[0].contains("is a \(property.containers[0].uikitName) property, and"),
                        "\(property) on a \(kind): \(found)")
            }
        }
    }

    static let splitViewValues: [SplitViewProperty: String] = [
        .hasDelegate: "false", .preferredDisplayMode: "oneBesideSecondary", .preferredSplitBehavior: "tile",
        .presentsWithGesture: "false", .showsSecondaryOnlyButton: "true", .displayModeButtonVisibility: "never",
        .primaryEdge: "trailing", .preferredPrimaryColumnWidthFraction: "0.3", .preferredPrimaryColumnWidth: "320pt",
        .minimumPrimaryColumnWidth: "200pt", .maximumPrimaryColumnWidth: "400pt",
        .preferredSupplementaryColumnWidthFraction: "0.3", .preferredSupplementaryColumnWidth: "320pt",
        .minimumSupplementaryColumnWidth: "200pt", .maximumSupplementaryColumnWidth: "400pt",
        .preferredInspectorColumnWidthFraction: "0.3", .preferredInspectorColumnWidth: "300pt",
        .minimumInspectorColumnWidth: "250pt", .maximumInspectorColumnWidth: "400pt",
        .topColumnForCollapsing: "primary", .displayModeForExpanding: "proposed", .collapseSecondary: "false",
        .primaryViewControllerForCollapsing: "nil", .primaryViewControllerForExpanding: "nil",
        .separateSecondary: "resetPrimaryStack", .targetDisplayModeForAction: "secondaryOnly", .showDetail: "true",
        .show: "true",
    ]

    /// A property is taken by the styles that read it and refused, with a message saying why, by
    /// the others (split view rules 2.2: a classic controller ignores the column-style API).
    @Test(arguments: SplitViewProperty.allCases)
    func splitViewPropertiesParseForTheStylesThatReadThem(_ property: SplitViewProperty) throws {
        let value = try #require(Self.splitViewValues[property], "no value for \(property)")
        for style in ["classic", "doubleColumn", "tripleColumn"] {
            let found = diagnostics("splitViewController \"split\" \(style)\nset \(property.rawValue) = \(value)\n")
            let expected: String? = switch property.availability {
            case .everyStyle: nil
            case .columnStyle: style == "classic" ? "is column-style API" : nil
            case .classic: style == "classic" ? nil : "belongs to the classic split view controller"
            }
            if let expected {
                #expect(found.count == 1 && found[0].contains(expected), "\(property) on \(style): \(found)")
            } else {
                #expect(found == [], "\(property) on \(style)")
            }
        }
    }
}
