/// How a split view controller's preferred settings become the split behaviour and display mode in
/// effect (split view rules 3.1–3.3). Pure functions of the style, the settings and the size, so
/// every rule can be checked in a table.
public enum SplitViewResolution {
    /// The behaviour and display mode in effect while expanded.
    public struct Resolved: Hashable, Sendable {
        public var splitBehavior: SplitBehavior
        public var displayMode: SplitDisplayMode
    }

    /// Resolves `preferred` (the configuration's preferred display mode unless given) for a
    /// split view controller of `style` at `environment`'s size.
    ///
    /// - Column style: the behaviour is the preferred one, or `.automatic`'s choice (split view
    ///   rules 3.3, U5): a window narrower than ``UIKitMetrics/splitViewTileMinimumAspectRatio``
    ///   times its height overlays; a wider one tiles, except a triple-column controller narrower
    ///   than ``UIKitMetrics/splitViewTripleColumnTileMinimumWidth``, which displaces. The preferred
    ///   mode is then translated into that behaviour (split view rules 3.2: Apple's example turns
    ///   `twoBeside` into `twoOver` under overlay and `twoDisplace` under displace; SheetSim turns
    ///   the `one…` modes the same way, GUESS); `.automatic` takes the behaviour's natural mode. Tiled
    ///   sidebars that would leave the secondary narrower than
    ///   ``UIKitMetrics/splitViewMinimumSecondaryColumnWidth`` become the overlay mode ("a different
    ///   type of interface if there isn't enough space", GUESS for the width), unless
    ///   `presentsWithGesture` is false, which makes the preferred mode strictly respected.
    /// - Classic: no split behaviour; `.automatic` is `secondaryOnly` (`primaryHidden`) in a window
    ///   narrower than the aspect ratio above (portrait) and `oneBesideSecondary` (`allVisible`) in a
    ///   wider one (split view rules 3.3, U6). The three classic modes are honoured anywhere.
    public static func resolve(style: SplitViewStyle, configuration: SplitViewConfiguration, preferred: SplitDisplayMode? = nil,
                               environment: SplitViewEnvironment, metrics: UIKitMetrics, options: BehaviorOptions) -> Resolved {
        let preferred = preferred ?? configuration.preferredDisplayMode
        let wide = isWide(environment.size, metrics: metrics)
        guard style.isColumnStyle else {
            let behavior: SplitBehavior = wide ? .tile : .overlay
            if preferred == .automatic { return Resolved(splitBehavior: behavior, displayMode: wide ? .oneBesideSecondary : .secondaryOnly) }
            let mode: SplitDisplayMode
            switch preferred.sidebarCount {
            case 0: mode = .secondaryOnly
            default: mode = preferred.isOverlay ? .oneOverSecondary : .oneBesideSecondary
            }
            return Resolved(splitBehavior: behavior, displayMode: mode)
        }
        let columns = style == .tripleColumn ? 3 : 2
        var behavior = configuration.preferredSplitBehavior
        if behavior == .automatic { behavior = automaticBehavior(style: style, environment: environment, metrics: metrics) }
        var mode = preferred == .automatic
            ? automaticMode(columns: columns, behavior: behavior, options: options)
            : mode(sidebars: preferred.sidebarCount, columns: columns, behavior: behavior)
        if configuration.presentsWithGesture, behavior == .tile, mode.sidebarCount > 0 {
            let widths = SplitViewLayout.columnWidths(style: style, configuration: configuration,
                                                      splitWidth: environment.size.width, metrics: metrics)
            let sidebars = mode.sidebarCount == 2 ? widths.primary + widths.supplementary
                : (style == .tripleColumn ? widths.supplementary : widths.primary)
            if environment.size.width - sidebars < metrics.splitViewMinimumSecondaryColumnWidth {
                behavior = .overlay
                mode = self.mode(sidebars: mode.sidebarCount, columns: columns, behavior: .overlay)
            }
        }
        return Resolved(splitBehavior: behavior, displayMode: mode)
    }

    /// Whether a window counts as wide (landscape-like) for `.automatic`.
    public static func isWide(_ size: Size, metrics: UIKitMetrics) -> Bool {
        size.height > 0 && size.width / size.height >= metrics.splitViewTileMinimumAspectRatio
    }

    /// Column style `.automatic` split behaviour (split view rules 3.3, U5).
    public static func automaticBehavior(style: SplitViewStyle, environment: SplitViewEnvironment, metrics: UIKitMetrics) -> SplitBehavior {
        guard isWide(environment.size, metrics: metrics) else { return .overlay }
        if style == .tripleColumn, environment.size.width < metrics.splitViewTripleColumnTileMinimumWidth { return .displace }
        return .tile
    }

    /// The mode `.automatic` shows under `behavior` (split view rules 3.3, U5).
    public static func automaticMode(columns: Int, behavior: SplitBehavior, options: BehaviorOptions) -> SplitDisplayMode {
        switch behavior {
        case .automatic, .tile: return columns == 3 ? .twoBesideSecondary : .oneBesideSecondary
        case .displace: return .oneBesideSecondary
        case .overlay:
            guard columns == 3 else { return .secondaryOnly }
            return options.splitViewOverlayTripleColumnMode == .oneOverSecondary ? .oneOverSecondary : .secondaryOnly
        }
    }

    /// The mode of `behavior` that shows `sidebars` sidebars (at most one fewer than `columns`):
    /// the translation of split view rules 3.2.
    public static func mode(sidebars: Int, columns: Int, behavior: SplitBehavior) -> SplitDisplayMode {
        let allowed = behavior.allowedModes(columns: columns)
        return allowed[min(max(sidebars, 0), allowed.count - 1)]
    }
}
