/// Every machine of a simulation, of every kind, in one value: one ``MachineTable`` per kind.
///
/// Each kind of machine registers here with one line, its table, and names that table in its
/// conformance to ``Machine`` (``Machine/table``). Everything else the engine does with a machine
/// goes through that key path, so the engine's code is the same for every kind. A table is an
/// array of values, so a machine is changed in place with no copy, and a copy of the simulator
/// (a hook's view of it, a trial run) shares the tables until one side changes one.
public struct MachineStore {
    /// Presented sheets' presentation controllers, bottom of the stack first.
    public internal(set) var sheets = MachineTable<SheetMachine>()
    /// Presented popovers' presentation controllers, in presentation order.
    public internal(set) var popovers = MachineTable<PopoverMachine>()
    /// Presented `currentContext` and `overCurrentContext` controllers' presentation controllers, in presentation order.
    public internal(set) var contextPresentations = MachineTable<ContextPresentationMachine>()
    /// Presented alert controllers (alerts and action sheets), in presentation order.
    public internal(set) var alerts = MachineTable<AlertMachine>()
    /// `UINavigationController`s.
    public internal(set) var navigationControllers = MachineTable<NavigationMachine>()
    /// `UITabBarController`s.
    public internal(set) var tabBarControllers = MachineTable<TabBarMachine>()
    /// `UISplitViewController`s.
    public internal(set) var splitViewControllers = MachineTable<SplitViewMachine>()
    /// `UIPageViewController`s.
    public internal(set) var pageViewControllers = MachineTable<PageViewMachine>()
    /// Table views' swipe actions, by the controller whose content the table is.
    public internal(set) var tableViews = MachineTable<SwipeActionsMachine>()
    /// Declared SwiftUI views, each hosted in a `UIHostingController` of its name.
    public internal(set) var swiftUIViews = MachineTable<SwiftUIViewMachine>()

    init() {}

    /// The machine of kind `M` named `name`, if there is one.
    public func machine<M: Machine>(_ kind: M.Type, named name: String) -> M? {
        let table = self[keyPath: M.table]
        return table.row(named: name).map { table.rows[$0] }
    }
}
