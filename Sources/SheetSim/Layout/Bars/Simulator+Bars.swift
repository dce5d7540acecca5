extension Simulator {
    /// Sets `scrollView.topEdgeEffect.style` (or `bottomEdgeEffect.style`) of the scroll view that
    /// is `controller`'s content, or the content of the controller it shows (SheetRules 9.7).
    /// iOS 26 API: on an earlier release it throws ``SimulationError/requiresRelease(_:major:os:)``.
    /// The action is ``UserAction/updateViewLayoutSettings(of:_:)``.
    public mutating func setEdgeEffectStyle(_ style: ScrollEdgeEffectStyle, for edge: ScrollEdge, of controller: String) throws {
        try updateViewLayoutSettings(of: controller) { $0.edgeEffectStyles[edge] = style }
    }

    /// The edge effect `controller`'s scroll view (or the shown controller's) shows at `edge` now,
    /// resolved: none without a bar over that edge or before iOS 26 (SheetRules 9.7). nil without a
    /// scroll view.
    public func scrollEdgeEffect(_ edge: ScrollEdge, of controller: String) -> ScrollEdgeEffect? {
        scrollViewLayout(of: controller)?.edgeEffect(edge)
    }

    /// The background of navigation controller `controller`'s bar now: glass on iOS 26, else
    /// transparent or the default by scroll position (SheetRules 9.7, layout rules 45). nil for a
    /// controller without a bar.
    public func navigationBarBackground(of controller: String) -> BarBackground? {
        viewLayout(of: controller)?.navigationBar?.background
    }
}
