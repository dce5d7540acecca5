extension Simulator {
    /// Every controller a window change reaches, in ``transitionOrder()``'s order, with the size
    /// its view will have in `environment`: what `viewWillTransition(to:with:)` tells it.
    ///
    /// A layer's root hears the layer's size: the window's, or for a presented controller its
    /// sheet's frame resting in that environment (before the delegate's adaptive answer, which
    /// comes later in the transition). Below it each container gives each child its own size, as
    /// UIKit's `size(forChildContentContainer:withParentContainerSize:)` does (DOC [S18]; OBS,
    /// radar 22885931): see ``childTransitionSize(of:in:containerSize:environment:)``.
    func transitionOrderWithSizes(in environment: ScreenEnvironment) -> [(name: String, size: Size)] {
        var sizes: [(name: String, size: Size)] = []
        func append(_ name: String, _ size: Size) {
            sizes.append((name, size))
            for child in tree.transitionChildren(of: name) {
                append(child, childTransitionSize(of: child, in: name, containerSize: size, environment: environment))
            }
        }
        append(tree.root, environment.containerSize)
        guard presentations.nonSheetCount > 0 || !adaptedPopovers.isEmpty else {
            for sheet in stack { append(sheet.name, Self.restingSize(of: sheet, in: environment)) }
            return sizes
        }
        // With popovers, layer by layer: each hears the size of what it will be in `environment`.
        for layer in presentations.layers {
            if let size = popoverTransitionSize(of: layer.name, in: environment) {
                append(layer.name, size)
            } else if let size = contextTransitionSize(of: layer.name, among: sizes) {
                append(layer.name, size)
            } else if let row = stackIndex(of: layer.name) {
                append(layer.name, Self.restingSize(of: stack[row], in: environment))
            }
        }
        return sizes
    }

    /// The size `sheet`'s view has resting in `environment`.
    static func restingSize(of sheet: SheetMachine, in environment: ScreenEnvironment) -> Size {
        var probe = sheet
        probe.environment = environment
        probe.resolveDetents()
        return probe.isFullScreen ? environment.containerSize
            : Size(width: probe.layout.fullHeightFrame.width, height: probe.heightOfView(atOffset: probe.restingOffset))
    }

    /// The size the container `container`, its view `containerSize` in `environment`, gives its
    /// child `child` (container rules, "Sizes in a transition"):
    ///
    /// - a navigation, tab bar or page view controller: its own content size (each child's view
    ///   fills the container's, under the bars);
    /// - a split view controller: the column's width in the display mode it will show at that
    ///   size (split view rules 2.2, 3.1), at the container's height. A sidebar that mode hides
    ///   hears its column width (GUESS: its view keeps that width off screen, split view rules 7);
    ///   collapsed, every column hears the whole size (GUESS). Under
    ///   ``BehaviorOptions/splitViewChildTransitionSize`` `tiledColumnWidth`, the secondary hears
    ///   the width it has beside the sidebars even where they overlay it, as radar 22885931
    ///   observed on iOS 9.
    func childTransitionSize(of child: String, in container: String, containerSize: Size, environment: ScreenEnvironment) -> Size {
        guard tree.kind(of: container) == .splitViewController else { return containerSize }
        let traits = traitCollection(of: container, in: environment)
        let splitEnvironment = SplitViewEnvironment(size: containerSize, horizontalSizeClass: traits.horizontalSizeClass,
                                                    idiom: environment.device.idiom)
        let metrics = self.metrics, options = self.options
        let width: Double? = readContainer(SplitViewMachine.self, container) { split in
            guard splitEnvironment.horizontalSizeClass == .regular,
                  let column = split.columns.column(holding: child), column != .compact else { return nil }
            var mode = SplitViewResolution.resolve(style: split.style, configuration: split.configuration, environment: splitEnvironment,
                                                   metrics: metrics, options: options).displayMode
            if options.splitViewChildTransitionSize == .tiledColumnWidth, column == .secondary {
                mode = SplitViewResolution.mode(sidebars: mode.sidebarCount, columns: split.style == .tripleColumn ? 3 : 2, behavior: .tile)
            }
            let layout = SplitViewLayout.expanded(style: split.style, configuration: split.configuration, mode: mode,
                                                  splitWidth: containerSize.width, metrics: metrics)
            if let frame = layout.frame(of: column) { return frame.width }
            switch column {
            case .primary: return layout.primaryColumnWidth
            case .supplementary: return layout.supplementaryColumnWidth
            case .secondary, .compact, .inspector: return nil
            }
        }
        return width.map { Size(width: $0, height: containerSize.height) } ?? containerSize
    }
}
