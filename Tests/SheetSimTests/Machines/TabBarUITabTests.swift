import Testing
@testable import SheetSim

/// A tab bar controller built from `UITab`s (iOS 18) on its own: the `UITab` delegate methods,
/// what `mode` resolves to, and the sidebar's visibility.
@Suite struct TabBarUITabTests {
    static let iPadRegular = TabBarEnvironment(horizontalSizeClass: .regular, idiom: .pad)
    static let iPadCompact = TabBarEnvironment(horizontalSizeClass: .compact, idiom: .pad)
    static let phone = TabBarEnvironment(horizontalSizeClass: .compact, idiom: .phone)
    static let phoneRegular = TabBarEnvironment(horizontalSizeClass: .regular, idiom: .phone)

    static func configuration(group: Bool = true, mode: TabBarMode = .automatic) -> TabBarConfiguration {
        var configuration = TabBarConfiguration()
        configuration.uiTabs = [.tab("home"), .tab("search")] + (group ? [.group("library", children: ["albums", "artists"])] : [])
        configuration.mode = mode
        return configuration
    }

    static func machine(group: Bool = true, mode: TabBarMode = .automatic, in environment: TabBarEnvironment = iPadRegular,
                        options: BehaviorOptions = .reference, os: OSProfile = .iOS18) -> TabBarMachine {
        let configuration = configuration(group: group, mode: mode)
        return TabBarMachine(name: "tabs", tabs: configuration.uiTabs!.leaves, configuration: configuration,
                             environment: environment, options: options, os: os)
    }

    // MARK: What mode resolves to

    struct Resolution: Sendable, CustomTestStringConvertible {
        var mode: TabBarMode
        var hasGroup: Bool
        var environment: TabBarEnvironment
        var os: OSProfile
        var expected: TabBarMode
        var testDescription: String {
            "\(mode) group:\(hasGroup) \(environment.idiom) \(environment.horizontalSizeClass) iOS \(os.majorVersion) → \(expected)"
        }
    }

    static let resolutions: [Resolution] = [
        Resolution(mode: .automatic, hasGroup: true, environment: iPadRegular, os: .iOS18, expected: .tabSidebar),
        Resolution(mode: .automatic, hasGroup: false, environment: iPadRegular, os: .iOS18, expected: .tabBar),
        Resolution(mode: .automatic, hasGroup: true, environment: iPadCompact, os: .iOS18, expected: .tabBar),
        Resolution(mode: .automatic, hasGroup: true, environment: phone, os: .iOS18, expected: .tabBar),
        Resolution(mode: .automatic, hasGroup: true, environment: phoneRegular, os: .iOS18, expected: .tabBar),
        Resolution(mode: .tabSidebar, hasGroup: false, environment: iPadRegular, os: .iOS18, expected: .tabSidebar),
        Resolution(mode: .tabSidebar, hasGroup: true, environment: iPadCompact, os: .iOS18, expected: .tabBar),
        Resolution(mode: .tabSidebar, hasGroup: false, environment: phone, os: .iOS18, expected: .tabBar),
        Resolution(mode: .tabBar, hasGroup: true, environment: iPadRegular, os: .iOS18, expected: .tabBar),
        Resolution(mode: .tabBar, hasGroup: false, environment: iPadCompact, os: .iOS18, expected: .tabBar),
        Resolution(mode: .automatic, hasGroup: true, environment: iPadRegular, os: .iOS17, expected: .tabBar),
        Resolution(mode: .tabSidebar, hasGroup: true, environment: iPadRegular, os: .iOS17, expected: .tabBar),
    ]

    @Test(arguments: resolutions)
    func modeResolves(_ row: Resolution) {
        #expect(TabBarMachine.resolvedMode(row.mode, hasGroup: row.hasGroup, in: row.environment, os: row.os) == row.expected)
    }

    @Test(arguments: resolutions.filter { $0.os.majorVersion >= 18 })
    func theMachineStartsInTheResolvedMode(_ row: Resolution) {
        let tabs = Self.machine(group: row.hasGroup, mode: row.mode, in: row.environment)
        #expect(tabs.resolvedMode == row.expected)
    }

    // MARK: Size class changes

    @Test func aCompactWidthTakesTheSidebarAwayAndARegularOneBringsItBack() {
        var tabs = Self.machine()
        #expect(tabs.resolvedMode == .tabSidebar)
        #expect(tabs.handle(.environmentChanged(Self.iPadCompact), at: .zero) == [])
        #expect(tabs.resolvedMode == .tabBar)
        #expect(tabs.handle(.environmentChanged(Self.iPadRegular), at: .zero) == [])
        #expect(tabs.resolvedMode == .tabSidebar)
    }

    @Test func changingTheModeInCodeResolvesAgain() {
        var tabs = Self.machine()
        _ = tabs.handle(.configurationChanged(Self.configuration(mode: .tabBar)), at: .zero)
        #expect(tabs.resolvedMode == .tabBar)
        _ = tabs.handle(.configurationChanged(Self.configuration(group: true, mode: .tabSidebar)), at: .zero)
        #expect(tabs.resolvedMode == .tabSidebar)
    }

    @Test func aSizeClassChangeKeepsTheSelectionAndTheSidebarSetting() {
        var tabs = Self.machine()
        _ = tabs.handle(.selectedIndexSet(2), at: .zero)
        _ = tabs.handle(.sidebarHiddenSet(true), at: .zero)
        _ = tabs.handle(.environmentChanged(Self.iPadCompact), at: .zero)
        #expect(tabs.state == .tabBar(selectedIndex: 2, isSidebarHidden: true))
        _ = tabs.handle(.environmentChanged(Self.iPadRegular), at: .zero)
        #expect(tabs.state == .tabSidebar(selectedIndex: 2, isSidebarHidden: true))
    }

    // MARK: The UITab delegate methods

    @Test func aTapAsksShouldSelectTabOnly() {
        var tabs = Self.machine()
        #expect(tabs.handle(.tabTapped(index: 2), at: .zero)
                == [.ask(.delegate(of: "tabs"), .tabBarControllerShouldSelectTab("albums", answer: true), token: 2)])
    }

    @Test func anAllowedTapSwitchesThenTellsDidSelectTabWithThePreviousTab() {
        var tabs = Self.machine()
        #expect(tabs.handle(.shouldSelectAnswered(true, index: 2), at: .zero) == [
            .callback(.viewController("home"), .viewWillDisappear(animated: false)),
            .callback(.viewController("albums"), .viewWillAppear(animated: false)),
            .callback(.viewController("albums"), .viewIsAppearing(animated: false)),
            .callback(.viewController("home"), .viewDidDisappear(animated: false)),
            .callback(.viewController("albums"), .viewDidAppear(animated: false)),
            .callback(.delegate(of: "tabs"), .tabBarControllerDidSelectTab("albums", previousTab: "home")),
        ])
        #expect(tabs.selectedViewController == "albums")
    }

    @Test func theOptionMovesDidSelectTabBeforeTheAppearanceCallbacks() {
        var options = BehaviorOptions.reference
        options.didSelectTabTiming = .beforeAppearance
        var tabs = Self.machine(options: options)
        let actions = tabs.handle(.shouldSelectAnswered(true, index: 1), at: .zero)
        #expect(actions.first == .callback(.delegate(of: "tabs"), .tabBarControllerDidSelectTab("search", previousTab: "home")))
        #expect(actions.count == 6)
    }

    @Test func aRefusedTapChangesNothing() {
        var tabs = Self.machine()
        #expect(tabs.handle(.shouldSelectAnswered(false, index: 1), at: .zero) == [])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aClassicControllerStillHearsTheClassicMethods() {
        var tabs = TabBarMachine(name: "tabs", tabs: ["home", "search"], os: .iOS18)
        #expect(tabs.handle(.tabTapped(index: 1), at: .zero)
                == [.ask(.delegate(of: "tabs"), .tabBarControllerShouldSelect("search", answer: true), token: 1)])
        #expect(tabs.handle(.shouldSelectAnswered(true, index: 1), at: .zero).last
                == .callback(.delegate(of: "tabs"), .tabBarControllerDidSelect("search")))
    }

    @Test func theAnswerComesBackForTheTabAsked() {
        #expect(TabBarMachine.answered(.tabBarControllerShouldSelectTab("albums", answer: false), token: 2)
                == .shouldSelectAnswered(false, index: 2))
    }

    // MARK: The sidebar

    @Test func hidingTheAvailableSidebarTellsTheDelegateFirst() {
        var tabs = Self.machine()
        #expect(tabs.handle(.sidebarHiddenSet(true), at: .zero)
                == [.callback(.delegate(of: "tabs"), .tabBarControllerSidebarVisibilityWillChange(isHidden: true))])
        #expect(tabs.isSidebarHidden)
        #expect(tabs.resolvedMode == .tabSidebar, "a hidden sidebar is still available")
    }

    @Test func settingTheSameVisibilityTellsNothing() {
        var tabs = Self.machine()
        #expect(tabs.handle(.sidebarHiddenSet(false), at: .zero) == [])
    }

    @Test func withoutASidebarTheSettingIsKeptSilently() {
        var tabs = Self.machine(in: Self.iPadCompact)
        #expect(tabs.handle(.sidebarHiddenSet(true), at: .zero) == [])
        #expect(tabs.isSidebarHidden)
    }

    @Test func theSidebarButtonTogglesTheSidebar() {
        var tabs = Self.machine()
        #expect(tabs.handle(.sidebarButtonTapped, at: .zero)
                == [.callback(.delegate(of: "tabs"), .tabBarControllerSidebarVisibilityWillChange(isHidden: true))])
        #expect(tabs.handle(.sidebarButtonTapped, at: .zero)
                == [.callback(.delegate(of: "tabs"), .tabBarControllerSidebarVisibilityWillChange(isHidden: false))])
        #expect(!tabs.isSidebarHidden)
    }

    @Test func theSidebarButtonDoesNothingWithoutASidebar() {
        var tabs = Self.machine(group: false)
        #expect(tabs.handle(.sidebarButtonTapped, at: .zero) == [])
        #expect(!tabs.isSidebarHidden)
    }

    @Test func withoutADelegateTheSidebarChangesSilently() {
        var tabs = Self.machine()
        var configuration = tabs.configuration
        configuration.hasDelegate = false
        _ = tabs.handle(.configurationChanged(configuration), at: .zero)
        #expect(tabs.handle(.sidebarHiddenSet(true), at: .zero) == [])
        #expect(tabs.isSidebarHidden)
    }

    // MARK: A compact tab bar

    static func compactMachine(compactTabIdentifiers: [String]?) -> TabBarMachine {
        var configuration = configuration()
        configuration.compactTabIdentifiers = compactTabIdentifiers
        return TabBarMachine(name: "tabs", tabs: configuration.uiTabs!.leaves, configuration: configuration,
                             environment: phone, os: .iOS18)
    }

    @Test func aCompactTabBarShowsACompactTabIdentifiersRootTabsInTabOrder() {
        #expect(Self.compactMachine(compactTabIdentifiers: ["library", "home"]).tabBarItems == ["home", "library"])
        #expect(Self.compactMachine(compactTabIdentifiers: nil).tabBarItems == ["home", "search", "library"])
    }

    @Test func aRegularWidthShowsEveryRootTabWhateverCompactTabIdentifiersSays() {
        var tabs = Self.compactMachine(compactTabIdentifiers: ["home"])
        _ = tabs.handle(.environmentChanged(Self.iPadRegular), at: .zero)
        #expect(tabs.tabBarItems == ["home", "search", "library"])
    }

    @Test func aCompactTabBarRefusesATabItDoesNotShow() {
        var tabs = Self.compactMachine(compactTabIdentifiers: ["home", "library"])
        let actions = tabs.handle(.tabTapped(index: 1), at: .zero)
        #expect(actions.count == 1)
        guard case .engine(.refuseCall) = actions.first else { Issue.record("\(actions)"); return }
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aCompactTabBarRefusesAGroupsChildAndTakesTheGroupsItem() {
        var tabs = Self.compactMachine(compactTabIdentifiers: nil)
        guard case .engine(.refuseCall) = tabs.handle(.tabTapped(index: 3), at: .zero).first else {
            Issue.record("a group's child is no item of a compact tab bar"); return
        }
        #expect(tabs.handle(.groupTapped("library"), at: .zero)
                == [.ask(.delegate(of: "tabs"), .tabBarControllerShouldSelectTab("albums", answer: true), token: 2)])
    }

    @Test func aGroupsItemSelectsTheChildAlreadySelected() {
        var tabs = Self.compactMachine(compactTabIdentifiers: nil)
        _ = tabs.handle(.selectedIndexSet(3), at: .zero)
        #expect(tabs.handle(.groupTapped("library"), at: .zero)
                == [.ask(.delegate(of: "tabs"), .tabBarControllerShouldSelectTab("artists", answer: true), token: 3)])
    }

    @Test func theSidebarListsAGroupsChildrenToSelect() {
        var tabs = Self.machine()
        #expect(tabs.handle(.tabTapped(index: 3), at: .zero)
                == [.ask(.delegate(of: "tabs"), .tabBarControllerShouldSelectTab("artists", answer: true), token: 3)])
    }

    @Test func theTabBarSitsAtTheTopOnlyForUITabsInARegularWidth() {
        #expect(Self.machine().showsTabBarAtTop)
        #expect(!Self.machine(in: Self.iPadCompact).showsTabBarAtTop)
        #expect(!TabBarMachine(name: "tabs", tabs: ["home"], environment: Self.iPadRegular, os: .iOS18).showsTabBarAtTop)
    }

    // MARK: A group's managing navigation controller

    static func managedMachine(in environment: TabBarEnvironment = iPadRegular) -> TabBarMachine {
        var configuration = TabBarConfiguration()
        configuration.uiTabs = [.tab("home"), .group("library", children: ["albums", "artists"], managingNavigationController: "libraryNav")]
        return TabBarMachine(name: "tabs", tabs: configuration.uiTabs!.leaves, configuration: configuration,
                             environment: environment, os: .iOS18)
    }

    @Test func theManagingNavigationControllerIsTheChildInTheGroupsPlace() {
        let tabs = Self.managedMachine()
        #expect(tabs.children == ["home", "libraryNav"])
        #expect(tabs.viewControllers == ["home", "albums", "artists"])
        #expect(tabs.holds("libraryNav") && !tabs.holds("albums"))
    }

    @Test func selectingAManagedTabAsksWhatItDisplaysAndRebuildsTheStackBeforeItAppears() {
        var tabs = Self.managedMachine()
        let actions = tabs.handle(.shouldSelectAnswered(true, index: 1), at: .zero)
        #expect(Array(actions.prefix(3)) == [
            .callback(.delegate(of: "tabs"), .tabBarControllerDisplayedViewControllers("albums", proposed: "albums")),
            .send(.to("libraryNav", .stackRebuilt(["albums"]), as: NavigationMachine.self)),
            .callback(.viewController("home"), .viewWillDisappear(animated: false)),
        ])
        #expect(actions.contains(.callback(.viewController("libraryNav"), .viewDidAppear(animated: false))))
        #expect(tabs.visibleChildren == ["libraryNav"])
    }

    @Test func betweenTwoTabsOfTheGroupTheirControllersTradePlaces() {
        var tabs = Self.managedMachine()
        _ = tabs.handle(.selectedIndexSet(1), at: .zero)
        let actions = tabs.handle(.selectedIndexSet(2), at: .zero)
        #expect(actions.contains(.callback(.viewController("albums"), .viewWillDisappear(animated: false))))
        #expect(actions.contains(.callback(.viewController("artists"), .viewDidAppear(animated: false))))
        #expect(!actions.contains(.callback(.viewController("libraryNav"), .viewWillDisappear(animated: false))))
    }

    @Test func crossingASizeClassBuildsTheStackAgain() {
        var tabs = Self.managedMachine()
        _ = tabs.handle(.selectedIndexSet(2), at: .zero)
        #expect(tabs.handle(.environmentChanged(Self.iPadCompact), at: .zero) == [
            .callback(.delegate(of: "tabs"), .tabBarControllerDisplayedViewControllers("artists", proposed: "artists")),
            .send(.to("libraryNav", .stackRebuilt(["artists"]), as: NavigationMachine.self)),
        ])
        #expect(tabs.handle(.environmentChanged(TabBarEnvironment(horizontalSizeClass: .compact, idiom: .phone)), at: .zero) == [],
                "no size class crossed")
    }

    // MARK: A selection the compact tab bar does not show

    static func hiddenSelection(_ option: BehaviorOptions.CompactHiddenSelection) -> TabBarMachine {
        var options = BehaviorOptions.reference
        options.compactHiddenSelection = option
        var configuration = configuration()
        configuration.compactTabIdentifiers = ["library", "home"]
        var tabs = TabBarMachine(name: "tabs", tabs: configuration.uiTabs!.leaves, selectedIndex: 1, configuration: configuration,
                                 environment: iPadRegular, options: options, os: .iOS18)
        #expect(tabs.selectedViewController == "search")
        _ = tabs.handle(.environmentChanged(iPadCompact), at: .zero)
        return tabs
    }

    @Test func byDefaultTheHiddenSelectionStays() {
        #expect(Self.hiddenSelection(.keep).selectedViewController == "search")
    }

    @Test func theOptionSelectsTheFirstTabTheCompactBarShows() {
        #expect(Self.hiddenSelection(.firstShownTab).selectedViewController == "home")
    }
}
