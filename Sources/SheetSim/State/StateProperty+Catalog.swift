extension StateProperty {
    /// Every state property, in the order the documentation lists them: what `expect state NAME`
    /// reads in a scenario, what `assertState` reads in a test, and what the REPL completes.
    public static let catalog: [StateProperty] = window + traits + sheet + popover + contextPresentation + alert + navigation + tabBar + splitView + layout + bars + swiftUI

    /// The property named `name`, or nil.
    public static func named(_ name: String) -> StateProperty? { catalog.first { $0.name == name } }

    // MARK: The window

    static let window: [StateProperty] = [
        StateProperty("windowWidth", .window, .number(unit: .points), "the app's window width (a Split View side, Slide Over, or full screen)") {
            sim, _ in .number(sim.environment.containerSize.width)
        },
        StateProperty("windowHeight", .window, .number(unit: .points), "the app's window height") {
            sim, _ in .number(sim.environment.containerSize.height)
        },
        StateProperty("orientation", .window, .word(Orientation.allCases.map(\.rawValue)), "the interface orientation") {
            sim, _ in .word(sim.environment.orientation.rawValue)
        },
        StateProperty("activationState", .window, .word(SceneActivationState.allCases.map(\.rawValue)),
                      "the window scene's `activationState`: foregroundInactive during a multitasking resize and in Slide Over (the application's state on iOS 12)") {
            sim, _ in .word(sim.activationState.rawValue)
        },
        StateProperty("isInteractivelyResizing", .window, .bool,
                      "iPadOS 26: `effectiveGeometry.isInteractivelyResizing`, true while the user drags the window's corner") {
            sim, _ in .bool(sim.environment.isInteractivelyResizing)
        },
        StateProperty("windowControlsPlacement", .window, .word(WindowControlsPlacement.allCases.map(\.rawValue)),
                      "iPadOS 26: where a resizable window's controls are: inline in the navigation bar (iOS 26 SDK), aboveContent in added top safe area (older SDK), or none") {
            sim, _ in .word(sim.windowControlsPlacement.rawValue)
        },
        StateProperty("windowControlsWidth", .window, .number(unit: .points),
                      "iPadOS 26: the leading corner region in-line window controls take, which the corner-adapted layout guides avoid (0 without in-line controls)") {
            sim, _ in .number(sim.windowControlsWidth)
        },
    ]

    // MARK: Any controller's traits

    static let traits: [StateProperty] = [
        StateProperty("horizontalSizeClass", .viewController, .word(UserInterfaceSizeClass.allCases.map(\.rawValue)),
                      "`traitCollection.horizontalSizeClass`") { sim, name in
            .word(sim.traitCollection(of: name).horizontalSizeClass.rawValue)
        },
        StateProperty("verticalSizeClass", .viewController, .word(UserInterfaceSizeClass.allCases.map(\.rawValue)),
                      "`traitCollection.verticalSizeClass`") { sim, name in
            .word(sim.traitCollection(of: name).verticalSizeClass.rawValue)
        },
        StateProperty("userInterfaceIdiom", .viewController, .word(UserInterfaceIdiom.allCases.map(\.rawValue)),
                      "`traitCollection.userInterfaceIdiom`") { sim, name in
            .word(sim.traitCollection(of: name).userInterfaceIdiom.rawValue)
        },
        StateProperty("userInterfaceStyle", .viewController, .word(UserInterfaceStyle.allCases.map(\.rawValue)),
                      "`traitCollection.userInterfaceStyle`") { sim, name in
            .word(sim.traitCollection(of: name).userInterfaceStyle.rawValue)
        },
        StateProperty("displayScale", .viewController, .number(unit: nil), "`traitCollection.displayScale`") { sim, name in
            .number(sim.traitCollection(of: name).displayScale)
        },
        StateProperty("isOnScreen", .viewController, .bool, "whether the controller's view is in the window") { sim, name in
            .bool(sim.isOnScreen(name))
        },
    ]

    // MARK: A presented sheet

    /// A sheet property read from the sheet's snapshot.
    static func sheet(_ name: String, _ kind: StateKind, _ summary: String,
                      _ read: @escaping @Sendable (SheetSnapshot) -> StateValue) -> StateProperty {
        StateProperty(name, .sheet, kind, summary) { sim, sheet in sim.state(of: sheet).map(read) }
    }

    static let sheet: [StateProperty] = [
        StateProperty("phase", .sheet, .word(SheetPhase.allCases.map(\.rawValue)),
                      "where the sheet is in its life (`notPresented` before, `dismissed` after)") { sim, sheet in
            .word(sim.phase(of: sheet).rawValue)
        },
        StateProperty("presentationStyle", .sheet, .word(ModalPresentationStyle.presentable.map(\.rawValue)),
                      "the style shown now, after adaptation to the window") { sim, name in
            sim.presentationStyle(of: name).map { .word($0.rawValue) }
        },
        sheet("selectedDetentIdentifier", .detent, "`selectedDetentIdentifier` as UIKit reports it: nil until set (where the sheet rests is `restingDetentIdentifier`)") {
            .word($0.selectedDetentIdentifier?.description ?? "nil")
        },
        sheet("restingDetentIdentifier", .detent, "the detent the sheet rests on: the selection if active, else the smallest") {
            .word($0.restingDetentIdentifier?.description ?? "nil")
        },
        sheet("topY", .number(unit: .points), "the sheet's top edge, from the window's top") { .number($0.topY) },
        sheet("visibleHeight", .number(unit: .points), "the window's height below the sheet's top") { .number($0.visibleHeight) },
        sheet("sheetFrame.x", .number(unit: .points), "the sheet's frame") { .number($0.sheetFrame.x) },
        sheet("sheetFrame.y", .number(unit: .points), "the sheet's frame") { .number($0.sheetFrame.y) },
        sheet("sheetFrame.width", .number(unit: .points), "the sheet's frame") { .number($0.sheetFrame.width) },
        sheet("sheetFrame.height", .number(unit: .points), "the sheet's frame") { .number($0.sheetFrame.height) },
        sheet("isFullScreen", .bool, "whether the sheet is functionally full screen") { .bool($0.isFullScreen) },
        sheet("dimmingAlpha", .number(unit: nil), "the dimming view's alpha behind the sheet") { .number($0.dimmingAlpha) },
        sheet("percentDimmed", .number(unit: nil), "how dimmed, 0 to 1") { .number($0.percentDimmed) },
        sheet("cornerRadius", .number(unit: .points), "the sheet's top corner radius") { .number($0.cornerRadius) },
        sheet("isGrabberVisible", .bool, "whether the grabber shows") { .bool($0.isGrabberVisible) },
        sheet("grabberAlpha", .number(unit: nil), "the grabber's alpha (fades under a child sheet)") { .number($0.grabberAlpha) },
        sheet("shadowOpacity", .number(unit: nil), "the shadow's opacity") { .number($0.shadowOpacity) },
        sheet("shadowCornerRadius", .number(unit: .points), "the shadow view's corner radius") { .number($0.shadowCornerRadius) },
        sheet("shadowShowsThroughCorners", .bool, "the drop-shadow quirk: the shadow shows through the corners") {
            .bool($0.shadowShowsThroughCorners)
        },
        sheet("presenterScale", .number(unit: nil), "the scale of the card behind the sheet") { .number($0.presenterScale) },
        sheet("presenterCornerRadius", .number(unit: .points), "the corner radius of the card behind") { .number($0.presenterCornerRadius) },
        sheet("presenterFrame.y", .number(unit: .points), "the top of the card behind") { .number($0.presenterFrame.y) },
        sheet("isHeldByKeyboard", .bool, "whether the keyboard holds the sheet") { .bool($0.isHeldByKeyboard) },
        sheet("bottomCornerRadius", .number(unit: .points), "the sheet's bottom corner radius (the display's on a full-width phone sheet)") {
            .number($0.bottomCornerRadius)
        },
        sheet("isFloating", .bool, "whether the sheet floats now: an iPad form or page sheet, or an iOS 26 sheet below full height") {
            .bool($0.isFloating)
        },
        sheet("attachProgress", .number(unit: nil), "iOS 26: how attached the sheet is, 0 floating to 1 edge-attached and opaque (1 before iOS 26)") {
            .number($0.attachProgress)
        },
        sheet("sheetInsets.left", .number(unit: .points), "iOS 26: how far a floating sheet stands in from the safe area's leading side") {
            .number($0.sheetInsets.left)
        },
        sheet("sheetInsets.right", .number(unit: .points), "iOS 26: how far a floating sheet stands in from the safe area's trailing side") {
            .number($0.sheetInsets.right)
        },
        sheet("sheetInsets.bottom", .number(unit: .points), "iOS 26: how far a floating sheet stands above the screen's bottom edge") {
            .number($0.sheetInsets.bottom)
        },
        sheet("background", .word(SheetBackground.allCases.map(\.rawValue)),
              "iOS 26: what the sheet's background shows: glass while it floats, opaque once attached, or the app's backgroundEffect (26.1)") {
            .word($0.background.rawValue)
        },
        sheet("clipsBottomCorners", .bool, "iOS 26: a custom `preferredCornerRadius` clips the floating sheet's bottom corners") {
            .bool($0.clipsBottomCorners)
        },
    ]

    // MARK: A presented popover

    static let popover: [StateProperty] = [
        StateProperty("arrowDirection", .popover, .word(PopoverArrowDirection.allCases.map(\.rawValue)),
                      "a popover's `arrowDirection`: where its arrow points while it is on screen, `unknown` before and after") { sim, name in
            guard let popover = sim.popover(named: name) else { return sim.wasEverPresented(name) ? .word(PopoverArrowDirection.unknown.rawValue) : nil }
            return .word(popover.arrowDirection.rawValue)
        },
        popoverFrame("x", \.x), popoverFrame("y", \.y), popoverFrame("width", \.width), popoverFrame("height", \.height),
    ]

    // MARK: A context presentation (SheetRules 10)

    static let contextPresentation: [StateProperty] = [
        StateProperty("presentationContext", .contextPresentation, .controller,
                      "a `currentContext` or `overCurrentContext` presentation's context: the controller it covers, which presented it") { sim, name in
            sim.contextPresentation(named: name).map { .word($0.contextName) }
        },
        StateProperty("modalTransitionStyle", .contextPresentation, .word(ModalTransitionStyle.allCases.map(\.rawValue)),
                      "the transition style a context presentation uses: its own, or its context's when that provides it") { sim, name in
            sim.contextPresentation(named: name).map { .word($0.transitionStyle.rawValue) }
        },
    ]

    /// One coordinate of a popover's content frame in the window, while it is on screen.
    static func popoverFrame(_ part: String, _ read: KeyPath<Rect, Double> & Sendable) -> StateProperty {
        StateProperty("popoverFrame." + part, .popover, .number(unit: .points), "a popover's content frame, without its arrow, while it is on screen") { sim, name in
            sim.popover(named: name)?.state.placement.map { .number($0.frame[keyPath: read]) }
        }
    }

    // MARK: Containers

    static let navigation: [StateProperty] = [
        StateProperty("topViewController", .navigationController, .controller, "`topViewController`") { sim, name in
            sim.navigationMachine(name).map { .word($0.topViewController) }
        },
        StateProperty("viewControllers.count", .navigationController, .number(unit: nil), "how many controllers the stack holds") { sim, name in
            sim.navigationMachine(name).map { .number(Double($0.viewControllers.count)) }
        },
        StateProperty("navigationBar.topItem", .navigationController, .controller,
                      "whose navigation item the bar shows: the top controller's, unless split view quirk 1 left another") { sim, name in
            sim.navigationBarTopItem(of: name).map { .word($0) }
        },
    ]

    static let tabBar: [StateProperty] = [
        StateProperty("selectedIndex", .tabBarController, .number(unit: nil), "`selectedIndex`") { sim, name in
            sim.tabBarMachine(name).map { .number(Double($0.selectedIndex)) }
        },
        StateProperty("selectedViewController", .tabBarController, .controller, "`selectedViewController`") { sim, name in
            sim.tabBarMachine(name).map { .word($0.selectedViewController) }
        },
        StateProperty("mode", .tabBarController, .word(TabBarMode.allCases.map(\.rawValue)), "`mode` (iOS 18), the setting") { sim, name in
            sim.tabBarMachine(name).map { .word($0.configuration.mode.rawValue) }
        },
        StateProperty("resolvedMode", .tabBarController, .word([TabBarMode.tabBar.rawValue, TabBarMode.tabSidebar.rawValue]),
                      "SheetSim's own: tabSidebar while a sidebar is available, shown or hidden (container rules 7), else tabBar") { sim, name in
            sim.tabBarMachine(name).map { .word($0.resolvedMode.rawValue) }
        },
        StateProperty("tabBar.items", .tabBarController, .controller,
                      "the identifiers of the items the tab bar shows now, joined by \", \" (container rules 7)") { sim, name in
            sim.tabBarMachine(name).map { .word($0.tabBarItems.joined(separator: ", ")) }
        },
        StateProperty("sidebar.isHidden", .tabBarController, .bool, "`sidebar.isHidden` (iOS 18)") { sim, name in
            sim.tabBarMachine(name).map { .bool($0.isSidebarHidden) }
        },
        StateProperty("tabBarMinimizeBehavior", .tabBarController, .word(TabBarMinimizeBehavior.allCases.map(\.rawValue)),
                      "`tabBarMinimizeBehavior` (iOS 26), the setting") { sim, name in
            sim.tabBarMachine(name).map { .word($0.configuration.minimizeBehavior.rawValue) }
        },
        StateProperty("tabBar.isMinimized", .tabBarController, .bool,
                      "SheetSim's own: whether an iPhone's iOS 26 tab bar is minimized now (container rules 7.1)") { sim, name in
            sim.tabBarMachine(name).map { .bool($0.isTabBarMinimized) }
        },
        StateProperty("bottomAccessory.placement", .tabBarController, .word(TabAccessoryPlacement.allCases.map(\.rawValue)),
                      "the bottom accessory's `UITabAccessory.Environment` (iOS 26): none, regular above the bar, inline beside the minimized bar") { sim, name in
            sim.tabBarMachine(name).map { .word($0.bottomAccessoryPlacement.rawValue) }
        },
        StateProperty("bottomAccessory.frame.minY", .tabBarController, .number(unit: .points),
                      "the bottom accessory's top edge in the window (iOS 26 iPhone; GUESS heights)") { sim, name in
            sim.bottomAccessoryFrame(of: name).map { .number($0.minY) }
        },
        StateProperty("bottomAccessory.frame.height", .tabBarController, .number(unit: .points),
                      "the bottom accessory's height (iOS 26 iPhone; GUESS heights)") { sim, name in
            sim.bottomAccessoryFrame(of: name).map { .number($0.height) }
        },
    ]
}

extension Simulator {
    /// A presented controller's phase, or `dismissed` for one that was presented and is gone,
    /// `notPresented` for one never presented.
    public func phase(of name: String) -> SheetPhase {
        if let sheet = stack.first(where: { $0.name == name }) { return sheet.phase }
        if let popover = popover(named: name) { return popover.state.phase }
        if let context = contextPresentation(named: name) { return context.state.phase }
        if let alert = alert(named: name) { return alert.state.phase }
        return wasEverPresented(name) ? .dismissed : .notPresented
    }
}
