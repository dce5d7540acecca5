import SheetSim

// SwiftUI's NavigationStack and NavigationSplitView through the tester (a view whose body is one
// is declared with `declare(_:)`, as any SwiftUI view): writing their bindings as the app's code
// does, reading them back, and patterns for the writes SwiftUI logs.

extension TestSimulator {
    // MARK: The app's code writing a navigation binding

    /// The app sets a `NavigationStack`'s path: `path = ["list", "detail"]`.
    public func setPath(
        _ binding: String, to path: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setBinding(binding, to: .path(path)), at: .init(fileID, filePath, line, column))
    }

    /// The app sets a `NavigationSplitView`'s `columnVisibility`.
    public func setColumnVisibility(
        _ binding: String, to visibility: NavigationSplitViewVisibility,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setBinding(binding, to: .columnVisibility(visibility)), at: .init(fileID, filePath, line, column))
    }

    /// The app sets a `NavigationSplitView`'s `preferredCompactColumn`.
    public func setPreferredCompactColumn(
        _ binding: String, to column: NavigationSplitViewColumn,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column callColumn: UInt = #column
    ) {
        send(.setBinding(binding, to: .compactColumn(column)), at: .init(fileID, filePath, line, callColumn))
    }

    // MARK: Reading them

    /// A `NavigationStack`'s path now, or nil when no view declares `binding` as a path.
    public func path(_ binding: String) -> [String]? {
        guard case .path(let path)? = simulator.bindingValue(binding) else { return nil }
        return path
    }

    /// A `NavigationSplitView`'s `columnVisibility` now, or nil.
    public func columnVisibility(_ binding: String) -> NavigationSplitViewVisibility? {
        guard case .columnVisibility(let visibility)? = simulator.bindingValue(binding) else { return nil }
        return visibility
    }

    /// A `NavigationSplitView`'s `preferredCompactColumn` now, or nil.
    public func preferredCompactColumn(_ binding: String) -> NavigationSplitViewColumn? {
        guard case .compactColumn(let column)? = simulator.bindingValue(binding) else { return nil }
        return column
    }
}

extension CallbackPattern {
    /// A write of `view`'s path binding `binding` to `path`, by the app or by SwiftUI:
    /// `.pathWrite(of: "app", "path", ["list"])` is `app.binding(path: "list")`.
    public static func pathWrite(of view: String, _ binding: String, _ path: [String]) -> CallbackPattern {
        .exactly(.binding(binding, .path(path)), of: view)
    }

}
