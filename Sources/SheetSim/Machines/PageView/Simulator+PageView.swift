extension Simulator {
    // MARK: Page view controllers

    /// The user swipes `pageView` (default: the innermost page view controller on screen) to the
    /// next page (`forward`) or the previous one (`reverse`); `completes` false lets go before
    /// the page turns. At either end of the pages nothing happens, as the data source returns nil.
    public mutating func swipePage(_ direction: PageViewDirection, in pageView: String? = nil, completes: Bool = true) throws {
        let name = try pageViewController(pageView)
        let size = viewSize(ofLayerContaining: name)
        try requireFinger(on: name, at: Point(x: size.width / 2, y: size.height / 2), for: "its pages cannot be swiped")
        send(.swiped(direction, completes: completes), to: name, as: PageViewMachine.self)
    }

    /// `setViewControllers([page], direction:animated:completion:)` on `pageView` (default: the
    /// innermost on screen): turns to `page` with no delegate calls.
    public mutating func setViewControllers(_ page: String, of pageView: String? = nil, direction: PageViewDirection = .forward,
                                 animated: Bool = true) throws {
        let name = try pageViewController(pageView)
        guard let index = container(PageViewMachine.self, name)?.pages.firstIndex(of: page) else {
            throw SimulationError.invalidValue(what: "'\(page)'", reason: "is not a page of \(name)")
        }
        send(.viewControllersSet(index: index, direction: direction, animated: animated), to: name, as: PageViewMachine.self)
    }

    /// The page view controller named `name`, or the innermost on screen.
    func pageViewController(_ name: String?) throws -> String {
        try container(name, of: .pageViewController, forWhat: "a page turn",
                      reason: "needs a page view controller on screen; declare one and show it")
    }
}
