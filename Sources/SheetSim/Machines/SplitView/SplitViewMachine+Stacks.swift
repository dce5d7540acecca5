extension SplitViewMachine {
    // MARK: Column stacks (column style, split view rules 4.4, 4.5)

    /// The columns' navigation stacks arranged for a collapsed controller with `top` on top of the
    /// primary's, or (nil) each column its own (``SplitViewStacks``), as `world` holds them once
    /// the push or pop under way in each ends, which the arrangement notes in `world`: the
    /// columns with a navigation controller, that controller, and its stack. Empty when the
    /// primary has no navigation controller.
    func arrangedColumnStacks(top: SplitViewColumn?, _ world: inout SplitViewContext)
        -> [(column: SplitViewColumn, navigation: String, cutShort: Bool, stack: [String])] {
        var navigations: [(column: SplitViewColumn, navigation: String)] = []
        for column in SplitViewColumn.expandedColumns {
            if let child = columns[column]?.child, world.kind(of: child) == .navigationController { navigations.append((column, child)) }
        }
        guard navigations.first?.column == .primary else { return [] }
        let cutShort = navigations.map { world.planCutShort(of: $0.navigation) }
        var stacks: [SplitViewColumn: [String]] = [:], roots: [SplitViewColumn: String] = [:]
        for (column, navigation) in navigations {
            let stack = world.navigation(navigation)?.viewControllers ?? []
            stacks[column] = stack
            roots[column] = columns[column]?.root ?? stack.first
        }
        let ordered = navigations.map(\.column)
        let current = world
        let parts = SplitViewStacks.parts(columns: ordered, stacks: stacks, roots: roots, isFree: { parent(of: $0, current) == nil })
        let arranged = SplitViewStacks.arranged(columns: ordered, parts: parts, top: top)
        var result: [(column: SplitViewColumn, navigation: String, cutShort: Bool, stack: [String])] = []
        for (index, (column, navigation)) in navigations.enumerated() {
            let stack = arranged[column] ?? []
            world.planStack(stack, of: navigation)
            result.append((column, navigation, cutShort[index], stack))
        }
        return result
    }

    /// Arranges the columns' navigation stacks (``arrangedColumnStacks(top:_:)``): each
    /// navigation controller ends the push or pop under way first, then takes its new stack, in
    /// column order.
    func arrangeColumnStacks(top: SplitViewColumn?, _ world: SplitViewContext) -> [SplitViewAction] {
        var world = world
        let arranged = arrangedColumnStacks(top: top, &world)
        return arranged.filter(\.cutShort).map { message(.transitionCutShort, to: $0.navigation) }
            + arranged.map { message(.stackRebuilt($0.stack), to: $0.navigation) }
    }
}
