import SheetSim
import SheetSimTesting
import Testing

/// iPadOS 26 windows through ``TestSimulator``: a resize asserted exhaustively, the size read
/// back, and a refused Split View window failing the test.
@Suite struct WindowTesterTests {
    static func windowedPad() -> TestSimulator {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = .windowedApps
        let tester = TestSimulator(Simulator(environment: environment, os: .iOS26))
        tester.setRootViewController("canvas")
        tester.exhaustivity = .off
        tester.receive("canvas.viewDidAppear(animated: false)")
        tester.exhaustivity = .on
        return tester
    }

    @Test func aResizeBelowTheThresholdIsASizeAndTraitTransition() {
        let tester = Self.windowedPad()
        tester.setWindow(width: 600, height: 700)
        tester.receive(
            "scene.delegate.sceneWillResignActive",
            "canvas.willTransition(to: wC hR)",
            "canvas.viewWillTransition(to: 600 x 700)",
            "canvas.traitCollectionDidChange",
            "scene.delegate.windowSceneDidUpdateEffectiveGeometry(size: 600 x 700, isInteractivelyResizing: false)"
        )
        tester.runUntilIdle()
        tester.receive("scene.delegate.sceneDidBecomeActive")
        #expect(tester.windowSize == Size(width: 600, height: 700))
        tester.setWindow(width: 700, height: 700)
        tester.receive("scene.delegate.sceneWillResignActive", "canvas.willTransition(to: wR hR)", "canvas.viewWillTransition(to: 700 x 700)",
                       "canvas.traitCollectionDidChange",
                       "scene.delegate.windowSceneDidUpdateEffectiveGeometry(size: 700 x 700, isInteractivelyResizing: false)")
        tester.runUntilIdle()
        tester.receive("scene.delegate.sceneDidBecomeActive")
        tester.finish()
    }

    @Test func aSplitViewWindowFailsTheTestOn26() {
        let tester = Self.windowedPad()
        withKnownIssue {
            tester.setWindow(.oneThird)
        }
        #expect(tester.windowSize == Size(width: 1366, height: 1024))
        tester.finish()
    }

    @Test func aLiveResizeThroughTheTester() {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = .stageManager
        var options = BehaviorOptions()
        options.windowResizeCommits = .atEnd
        let tester = TestSimulator(Simulator(environment: environment, os: .iOS26, options: options))
        tester.setRootViewController("canvas")
        tester.exhaustivity = .off
        tester.receive("canvas.viewDidAppear(animated: false)")
        tester.exhaustivity = .on
        tester.resizeWindow(toWidth: 900, height: 700, over: .milliseconds(200))
        #expect(!tester.isInteractivelyResizing)
        #expect(tester.windowSize == Size(width: 900, height: 700))
        tester.receive(
            "scene.delegate.sceneWillResignActive",
            "scene.delegate.windowSceneDidUpdateEffectiveGeometry(size: 1366 x 1024, isInteractivelyResizing: true)",
            "canvas.viewWillTransition(to: 900 x 700)",
            "scene.delegate.windowSceneDidUpdateEffectiveGeometry(size: 900 x 700, isInteractivelyResizing: true)",
            "scene.delegate.windowSceneDidUpdateEffectiveGeometry(size: 900 x 700, isInteractivelyResizing: false)",
            "scene.delegate.sceneDidBecomeActive"
        )
        tester.finish()
    }
}

/// Window controls and iOS 27's sheet placement through ``TestSimulator``: the settings go on the
/// environment and the configuration, the results read back.
@Suite struct WindowControlsTesterTests {
    @Test func anOlderSDKsAppHasItsControlsAboveTheContent() {
        var environment = ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft)
        environment.multitasking = .stageManager
        environment.appSDK = 18
        let tester = TestSimulator(Simulator(environment: environment, os: .iOS26))
        #expect(tester.windowControlsPlacement == .aboveContent)
        #expect(tester.windowControlsWidth == 0)
        environment.appSDK = nil
        environment.preferredWindowingControlStyle = .minimal
        let updated = TestSimulator(Simulator(environment: environment, os: .iOS26))
        #expect(updated.windowControlsPlacement == .inline)
        #expect(updated.windowControlsWidth == 44)
    }

    @Test func aLeadingSheetIsAssertedByItsFrame() {
        let tester = TestSimulator(Simulator(environment: ScreenEnvironment(device: .iPadPro12_9, orientation: .landscapeLeft), os: .iOS27))
        tester.exhaustivity = .off
        var configuration = SheetConfiguration()
        configuration.preferredPlacement = .leading
        tester.present(configuration: configuration)
        tester.runUntilIdle()
        assertState(tester.simulator, \.sheetFrame.x, equals: 20)
    }
}
