import Testing
@testable import SheetSim

/// The engine's side of context presentations: the walk to the context, what leaves the screen,
/// the compact adaptation and the full-screen walk-up (SheetRules 10.1, 10.3-10.5).
@Suite struct ContextPresentationSimulatorTests {
    /// An iPad (regular width) with a tab bar controller at the root.
    static func tabs(_ device: Device = .iPadPro11, definer: String? = "home",
                     _ change: (inout BehaviorOptions) -> Void = { _ in }) throws -> Simulator {
        var options = BehaviorOptions.reference
        change(&options)
        var simulator = Simulator(device: device, orientation: device.idiom == .pad ? .landscapeLeft : .portrait, os: .iOS17, options: options)
        try simulator.declare("tabs", .tabBarController(tabs: ["home", "search"]))
        try simulator.setRootViewController("tabs")
        if let definer { try simulator.updateViewLayoutSettings(of: definer) { $0.definesPresentationContext = true } }
        return simulator
    }

    static func configuration(_ style: ModalPresentationStyle) -> SheetConfiguration {
        var configuration = SheetConfiguration()
        configuration.modalPresentationStyle = style
        return configuration
    }

    @Test func theWalkFindsTheFirstDefinerUpFromThePresenter() throws {
        var simulator = try Self.tabs(definer: nil)
        #expect(simulator.presentationContext(from: "home") == "tabs")  // none: the window's root
        try simulator.updateViewLayoutSettings(of: "tabs") { $0.definesPresentationContext = true }
        #expect(simulator.presentationContext(from: "home") == "tabs")
        try simulator.updateViewLayoutSettings(of: "home") { $0.definesPresentationContext = true }
        #expect(simulator.presentationContext(from: "home") == "home")
        #expect(simulator.presentationContext(from: "search") == "tabs")
    }

    @Test func currentContextTakesTheContextOffScreenWhileItIsUp() throws {
        var simulator = try Self.tabs()
        simulator.runUntilIdle()
        try simulator.present("detail", configuration: Self.configuration(.currentContext), from: "home")
        #expect(simulator.isOnScreen("home"))  // the views leave once it is up
        simulator.runUntilIdle()
        #expect(!simulator.isOnScreen("home"))
        #expect(simulator.isOnScreen("tabs"))
        #expect(simulator.isOnScreen("detail"))
        #expect(simulator.presentationStyle(of: "detail") == .currentContext)
        #expect(simulator.viewLayout(of: "detail")?.frameInWindow == simulator.viewLayout(of: "home")?.frameInWindow)
        try simulator.dismiss()
        #expect(simulator.isOnScreen("home"))
        simulator.runUntilIdle()
        #expect(simulator.contextPresentation(named: "detail") == nil)
        #expect(simulator.presentations.isEmpty)
    }

    @Test func overCurrentContextLeavesTheContextOnScreen() throws {
        var simulator = try Self.tabs()
        simulator.runUntilIdle()
        try simulator.present("overlay", configuration: Self.configuration(.overCurrentContext), from: "home")
        simulator.runUntilIdle()
        #expect(simulator.isOnScreen("home"))
        #expect(simulator.contextPresentation(named: "overlay")?.contextName == "home")
    }

    /// The compact adaptation (DOC for currentContext, GUESS for overCurrentContext), and its option.
    static let adaptations: [(ModalPresentationStyle, BehaviorOptions.ContextStylesInCompactWidth, ModalPresentationStyle)] = [
        (.currentContext, .fullScreenStyles, .fullScreen),
        (.overCurrentContext, .fullScreenStyles, .overFullScreen),
        (.currentContext, .keepContext, .currentContext),
        (.overCurrentContext, .keepContext, .overCurrentContext),
    ]

    @Test func inACompactWidthContextStylesAdaptAsTheOptionSays() throws {
        for (style, option, shown) in Self.adaptations {
            var simulator = try Self.tabs(.iPhone14Pro) { $0.contextStylesInCompactWidth = option }
            simulator.runUntilIdle()
            #expect(simulator.environment.traitCollection.horizontalSizeClass == .compact)
            try simulator.present("detail", configuration: Self.configuration(style), from: "home")
            simulator.runUntilIdle()
            #expect(simulator.presentationStyle(of: "detail") == shown, "\(style) under \(option)")
        }
    }

    @Test func fullScreenFromAContextPresentationWalksDownToTheRoot() throws {
        var simulator = try Self.tabs()
        simulator.runUntilIdle()
        try simulator.present("overlay", configuration: Self.configuration(.overCurrentContext), from: "home")
        simulator.runUntilIdle()
        #expect(simulator.sheetPresenter(for: .fullScreen) == "tabs")
        #expect(simulator.sheetPresenter(for: .overFullScreen) == "tabs")
        #expect(simulator.sheetPresenter(for: .pageSheet) == "overlay")
        try simulator.present("editor", configuration: Self.configuration(.fullScreen), from: "overlay")
        simulator.runUntilIdle()
        #expect(simulator.stack.last?.presenterName == "tabs")
    }

    /// Over the window's root, a context presentation has taken the root's place: a full-screen
    /// presentation from it is presented by it, and the root, already gone, hears nothing more.
    @Test func fullScreenOverARootContextIsPresentedByIt() throws {
        var simulator = try Self.tabs(definer: nil)
        simulator.runUntilIdle()
        try simulator.present("cover", configuration: Self.configuration(.currentContext), from: "home")
        simulator.runUntilIdle()
        #expect(simulator.contextPresentation(named: "cover")?.contextName == "tabs")
        #expect(simulator.sheetPresenter(for: .fullScreen) == "cover")
        let before = simulator.log.count
        try simulator.present("editor", configuration: Self.configuration(.fullScreen))
        simulator.runUntilIdle()
        let receivers = Set(simulator.log.entries[before...].map(\.receiver.controller))
        #expect(receivers.contains("cover"))
        #expect(!receivers.contains("tabs") && !receivers.contains("home"))
    }

    @Test func aTransitionStyleOtherThanCoverVerticalInsideAPopoverWarns() throws {
        var simulator = Simulator(device: .iPadPro11, orientation: .landscapeLeft, os: .iOS17)
        try simulator.declare("nav", .navigationController(root: "inbox"))
        try simulator.setRootViewController("nav")
        simulator.runUntilIdle()
        var popover = Self.configuration(.popover)
        popover.preferredContentSize = Size(width: 320, height: 400)
        popover.popover = PopoverSettings(sourceView: "inbox")
        try simulator.present("filters", configuration: popover, from: "inbox")
        simulator.runUntilIdle()
        try simulator.updateViewLayoutSettings(of: "filters") {
            $0.definesPresentationContext = true
            $0.providesPresentationContextTransitionStyle = true
            $0.modalTransitionStyle = .crossDissolve
        }
        try simulator.present("inner", configuration: Self.configuration(.currentContext), from: "filters")
        #expect(simulator.log.entries.contains { $0.receiver == .simulator && "\($0.callback)".contains("only the coverVertical") })
        #expect(simulator.contextPresentation(named: "inner")?.transitionStyle == .crossDissolve)
    }

    /// Work grows with the number of context presentations, not faster: the off-screen check runs
    /// for every layout node and walks the context presentations.
    @Test func nestedContextPresentationsCostLinearly() throws {
        func work(_ n: Int) throws -> Int {
            var simulator = try Self.tabs()
            simulator.runUntilIdle()
            var presenter = "home"
            for index in 0..<n {
                let name = "layer\(index)"
                try simulator.present(name, configuration: Self.configuration(.overCurrentContext), from: presenter)
                simulator.runUntilIdle()
                presenter = name
            }
            #expect(simulator.presentations.count == n)
            return simulator.log.entries.count
        }
        let small = try work(8), large = try work(64)
        #expect(Double(large) / Double(small) < 8 * 3)
    }
}
