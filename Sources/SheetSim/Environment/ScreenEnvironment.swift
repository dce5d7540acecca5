/// A controller's traits, as UIKit's `UITraitCollection` (the traits SheetSim models): size
/// classes, idiom, interface style and display scale. A detent resolver sees its container's.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceStyle: UserInterfaceStyle
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point.
    public var displayScale: Double

    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
                userInterfaceStyle: UserInterfaceStyle = .light, userInterfaceIdiom: UserInterfaceIdiom = .phone,
                displayScale: Double = 3) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// The size classes as Interface Builder writes them: `wC hR` (width compact, height regular).
    public var sizeClassText: String {
        "w" + (horizontalSizeClass == .compact ? "C" : "R") + " h" + (verticalSizeClass == .compact ? "C" : "R")
    }

    /// e.g. `w:compact h:regular light`.
    public var description: String {
        "w:\(horizontalSizeClass.rawValue) h:\(verticalSizeClass.rawValue) \(userInterfaceStyle.rawValue)"
    }
}

/// Where the app runs: a device, its orientation and, on iPad, its window (full screen, a side of a
/// Split View, the Slide Over panel or any width). Derives the container (window) size, safe area,
/// size classes and frame clock.
public struct ScreenEnvironment: Hashable, Sendable, CustomStringConvertible {
    public var device: Device { didSet { refreshDerived() } }
    public var orientation: Orientation { didSet { refreshDerived() } }
    /// The app's window. Ignored on phones, where apps are always full screen.
    public var window: AppWindow { didSet { refreshDerived() } }
    public var userInterfaceStyle: UserInterfaceStyle
    /// Accessibility's Reduce Motion: no presenter scale-down (SheetRules 2.4).
    public var reduceMotion: Bool = false
    /// iPadOS 26's multitasking setting, when the scenario states one (``MultitaskingMode``): it
    /// turns on iPadOS 26's windowing rules (``Simulator/windowRefusal(of:in:os:metrics:)``).
    /// Nil: not stated, and iPadOS 13–18's Split View and Slide Over windows stay available so
    /// one scenario can be compared across releases.
    public var multitasking: MultitaskingMode? { didSet { refreshDerived() } }
    /// The major release of the SDK the app is built with; nil: the OS profile's own release. An
    /// app built with an SDK older than iOS 26 gets its iPadOS 26 window controls above its content
    /// (split view rules 14).
    public var appSDK: Int?
    /// What the scene delegate's `preferredWindowingControlStyle(for:)` answers (iOS 26 SDK).
    public var preferredWindowingControlStyle: WindowingControlStyle = .automatic
    /// The safe area iPadOS 26 adds above an app built with an older SDK for its window controls:
    /// ``UIKitMetrics/legacyWindowControlsTopInset`` where that applies, else 0. The simulator sets
    /// it (``Simulator/windowControlsPlacement(in:os:)``); it counts only in a window the user can
    /// resize.
    public var windowControlsTopInset: Double = 0 { didSet { refreshDerived() } }
    /// Whether an iPhone app's window takes a width and a height (iOS 27's resizable iPhone apps,
    /// ``BehaviorOptions/resizableIPhoneApps``). The simulator sets it; without it a phone ignores
    /// ``window``.
    public var resizesPhoneWindow = false { didSet { refreshDerived() } }
    /// The app's `windowScene.sizeRestrictions?.minimumSize`, when it sets one: the smallest window
    /// it asks the system for (iPadOS 26 windows; split view rules 13).
    public var sizeRestrictionsMinimumSize: Size?
    /// `effectiveGeometry.isInteractivelyResizing`: true while the user drags the window's corner
    /// (``Simulator/beginWindowResize(to:over:)``).
    public var isInteractivelyResizing = false
    /// iPad windows narrower than this are compact width; from ``UIKitMetrics/padCompactWidthThreshold`` (GUESS).
    public var padCompactWidthThreshold: Double { didSet { refreshDerived() } }

    // The figures below depend only on the device, orientation, window and threshold, and every
    // frame of every sheet reads some of them: they are worked out once per change of those
    // (``refreshDerived()``) rather than at each read.

    /// The window's width when it is not full screen (iPad only), or nil.
    private(set) var multitaskingWidth: Double?
    /// The window's height when it is shorter than the screen by the user's choice (an iPadOS 26
    /// window), or nil.
    private(set) var multitaskingHeight: Double?
    /// The container (window) size the app lays out in.
    public private(set) var containerSize = Size(width: 0, height: 0)
    /// The window's horizontal size class (the rule is on `sizeClasses` below).
    public private(set) var horizontalSizeClass: UserInterfaceSizeClass = .compact
    /// The window's vertical size class: regular, except a phone in landscape.
    public private(set) var verticalSizeClass: UserInterfaceSizeClass = .regular
    /// The container's safe-area insets (the rule is on `insetsOfWindow` below).
    public private(set) var safeArea: EdgeInsets = .zero

    public init(device: Device, orientation: Orientation = .portrait, window: AppWindow = .full,
                userInterfaceStyle: UserInterfaceStyle = .light, metrics: UIKitMetrics = .uikit) {
        self.device = device
        self.orientation = orientation
        self.window = window
        self.userInterfaceStyle = userInterfaceStyle
        self.padCompactWidthThreshold = metrics.padCompactWidthThreshold
        refreshDerived()
    }

    mutating func refreshDerived() {
        multitaskingWidth = widthOfWindow
        let screen = screenSize
        multitaskingHeight = nil
        if multitaskingWidth != nil, case .size(_, let height) = window, height.isFinite, height > 0, height < screen.height {
            multitaskingHeight = height
        }
        if let width = multitaskingWidth {
            let height = multitaskingHeight ?? (isSlideOver ? screen.height - widths.slideOverHeightInset : screen.height)
            containerSize = Size(width: width, height: height)
        } else {
            containerSize = screen
        }
        (horizontalSizeClass, verticalSizeClass) = sizeClasses
        safeArea = insetsOfWindow
    }

    /// A window of `windowWidth` points (nil: full screen).
    public init(device: Device, orientation: Orientation = .portrait, windowWidth: Double?,
                userInterfaceStyle: UserInterfaceStyle = .light, metrics: UIKitMetrics = .uikit) {
        self.init(device: device, orientation: orientation, window: windowWidth.map(AppWindow.width) ?? .full,
                  userInterfaceStyle: userInterfaceStyle, metrics: metrics)
    }

    /// The window's width when it is not full screen (iPad only), or nil. Setting it makes a
    /// window of that width; nil makes the app full screen.
    public var windowWidth: Double? {
        get { multitaskingWidth }
        set { window = newValue.map(AppWindow.width) ?? .full }
    }

    /// The full screen size in the current orientation.
    public var screenSize: Size {
        orientation.isLandscape
            ? Size(width: device.portraitSize.height, height: device.portraitSize.width)
            : device.portraitSize
    }

    /// The multitasking widths of this device in this orientation: the model's row of the device
    /// table (split view rules 6), or for a custom iPad a GUESS from its width
    /// (``Device/guessedMultitaskingWidths(_:)``).
    var widths: MultitaskingWidths {
        device.multitaskingWidths(orientation) ?? device.guessedMultitaskingWidths(orientation)
    }

    /// The window's width when it is not full screen: iPad only, finite, positive, at most the
    /// screen width. An even split in portrait, which iPadOS does not offer, is taken as the wide
    /// side (GUESS: what a rotated even split becomes).
    var widthOfWindow: Double? {
        guard device.idiom == .pad || (resizesPhoneWindow && window.isSized) else { return nil }
        let screen = screenSize.width
        switch window {
        case .full: return nil
        case .twoThirds: return min(widths.twoThirds, screen)
        case .half: return min(widths.half ?? widths.twoThirds, screen)
        case .oneThird: return min(widths.oneThird, screen)
        case .slideOver: return min(widths.slideOver, screen)
        case .width(let width), .size(let width, _):
            guard width.isFinite, width > 0 else { return nil }
            return min(width, screen)
        }
    }

    /// Why `window width` of `window`'s width cannot be a window on this screen, or nil if it can:
    /// an iPad window is at most as wide as the screen in its orientation (split view rules 6), so
    /// a wider one is a mistake, not a window to clamp.
    public func refusal(of window: AppWindow) -> SimulationError? {
        guard device.idiom == .pad || window.isSized else { return nil }
        switch window {
        case .width(let width):
            guard !(width.isFinite && width > 0 && width <= screenSize.width) else { return nil }
        case .size(let width, let height):
            guard !(width.isFinite && width > 0 && width <= screenSize.width
                    && height.isFinite && height > 0 && height <= screenSize.height) else { return nil }
        default:
            return nil
        }
        return .windowDoesNotFit(window, device: device.name, orientation: orientation, screenWidth: screenSize.width,
                                 screenHeight: screenSize.height)
    }

    /// Whether the app is in the Slide Over panel (iPad only).
    public var isSlideOver: Bool { device.idiom == .pad && window.isSlideOver }

    /// The container's bounds, origin at zero.
    public var containerBounds: Rect { Rect(origin: .zero, size: containerSize) }

    /// The window's frame on the screen, for pictures: Split View windows on the leading side
    /// (the narrow side on the trailing side), Slide Over at the trailing edge, vertically centred;
    /// an iPadOS 26 window centred on the screen.
    public var windowFrame: Rect {
        let screen = screenSize
        let size = containerSize
        if multitaskingHeight != nil {
            return Rect(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width, height: size.height)
        }
        let trailing = isSlideOver || (device.idiom == .pad && window == .oneThird)
        return Rect(x: trailing ? screen.width - size.width : 0, y: (screen.height - size.height) / 2,
                    width: size.width, height: size.height)
    }

    /// The container's safe-area insets. In an iPadOS 26 window of an app built with an SDK older
    /// than iOS 26, the window controls' extra top inset comes on top (split view rules 14).
    /// Landscape-right mirrors the device's landscape-left left
    /// and right insets. A Split View window keeps the top and bottom insets and has no side
    /// insets; the Slide Over panel, inset from every screen edge, has none (GUESS), nor has an
    /// iPadOS 26 window shorter than the screen, which floats clear of the status bar and the home
    /// indicator (GUESS).
    var insetsOfWindow: EdgeInsets {
        var insets = insetsBesideWindowControls
        if windowControlsTopInset > 0, device.idiom == .pad, multitasking?.resizesWindows == true { insets.top += windowControlsTopInset }
        return insets
    }

    /// ``insetsOfWindow`` without the safe area an older SDK's window controls add.
    private var insetsBesideWindowControls: EdgeInsets {
        if isSlideOver || multitaskingHeight != nil { return .zero }
        switch orientation {
        case .portrait:
            var insets = device.portraitSafeArea
            if multitaskingWidth != nil { insets.left = 0; insets.right = 0 }
            return insets
        case .landscapeLeft, .landscapeRight:
            var insets = device.landscapeSafeArea
            if orientation == .landscapeRight { swap(&insets.left, &insets.right) }
            if multitaskingWidth != nil { insets.left = 0; insets.right = 0 }
            return insets
        }
    }

    /// Phones: compact in portrait; in landscape compact unless the device is a Max/Plus
    /// (``Device/isRegularWidthInLandscape``), whatever the width of a resizable iPhone app's
    /// window (iOS 27, OBS: it stays compact; split view rules 15). iPad: regular full screen; a window narrower than
    /// ``padCompactWidthThreshold`` is compact. GUESS: Apple gives no number; the split view rules'
    /// table (section 6) has every split at most 639 pt wide compact and every one at least 678 pt
    /// regular, and 678 pt reproduces it for every listed model.
    ///
    /// Vertically, phones are regular in portrait and compact in landscape; iPads always regular.
    var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let vertical: UserInterfaceSizeClass = device.idiom == .phone && orientation.isLandscape ? .compact : .regular
        switch device.idiom {
        case .phone:
            return (orientation.isLandscape && device.isRegularWidthInLandscape ? .regular : .compact, vertical)
        case .pad:
            if let width = multitaskingWidth, width < padCompactWidthThreshold { return (.compact, vertical) }
            return (.regular, vertical)
        }
    }

    /// The window's traits: what every controller in it inherits unless a container overrides
    /// them, and what a detent resolver sees as its container's.
    public var traitCollection: TraitCollection {
        TraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                        userInterfaceStyle: userInterfaceStyle, userInterfaceIdiom: device.idiom,
                        displayScale: device.displayScale)
    }

    /// One display frame: 1/refreshRate s, truncated to whole nanoseconds (8 333 333 ns at 120 Hz).
    /// Use ``frameTime(index:from:)`` to place frames: it does not accumulate this rounding.
    public var frameInterval: SimDuration {
        SimDuration(nanoseconds: 1_000_000_000 / Int64(max(device.refreshRate, 1)))
    }

    /// e.g. `iPhone 14 Pro portrait (393, 852)`.
    public var description: String {
        var text = "\(device.name) \(orientation.rawValue) \(containerSize)"
        if multitaskingWidth != nil { text += " window \(window)" }
        return text
    }
}
