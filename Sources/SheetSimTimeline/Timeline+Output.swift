extension Timeline {
    /// The picture as a standalone SVG document.
    public func svg() -> String {
        var renderer = TimelineRenderer(self)
        return renderer.render()
    }

    /// An HTML page: the same SVG, the log as a table, and a small inline script that highlights a
    /// callback's moment on the chart while the pointer is on its row or its tick.
    public func html() -> String {
        TimelinePage.html(self)
    }
}
