extension StateProperty {
    // MARK: SwiftUI bindings

    /// A SwiftUI view's bindings, each read by its name: `expect state binding "showDetail" == true`.
    static let swiftUI: [StateProperty] = [
        StateProperty("binding", .swiftUIBinding, .bool, "a SwiftUI view's Bool binding (`sheet(isPresented:)`, `fullScreenCover(isPresented:)`), by its name") { sim, name in
            guard case .bool(let value)? = sim.bindingValue(name) else { return nil }
            return .bool(value)
        },
        StateProperty("item", .swiftUIBinding, .item, "a SwiftUI view's item binding (`sheet(item:)`): the item, quoted, or nil") { sim, name in
            guard case .item(let item)? = sim.bindingValue(name) else { return nil }
            return .word(SwiftUIBindingValue.item(item).description)
        },
        StateProperty("selection", .swiftUIBinding, .detent, "a SwiftUI view's detent selection (`presentationDetents(_:selection:)`)") { sim, name in
            guard case .detent(let id)? = sim.bindingValue(name) else { return nil }
            return .word(id?.description ?? "nil")
        },
        StateProperty("path", .swiftUIBinding, .item, "a SwiftUI NavigationStack's path: its views' names in one quoted string, \"list, detail\", \"\" when empty") { sim, name in
            guard case .path(let path)? = sim.bindingValue(name) else { return nil }
            return .word(NavigationPathText.text(path))
        },
        StateProperty("columnVisibility", .swiftUIBinding, .word(NavigationSplitViewVisibility.allCases.map(\.rawValue)),
                      "a SwiftUI NavigationSplitView's columnVisibility binding") { sim, name in
            guard case .columnVisibility(let visibility)? = sim.bindingValue(name) else { return nil }
            return .word(visibility.rawValue)
        },
        StateProperty("preferredCompactColumn", .swiftUIBinding, .word(NavigationSplitViewColumn.allCases.map(\.rawValue)),
                      "a SwiftUI NavigationSplitView's preferredCompactColumn binding") { sim, name in
            guard case .compactColumn(let column)? = sim.bindingValue(name) else { return nil }
            return .word(column.rawValue)
        },
        StateProperty("presentationDetents", .viewController, .item,
                      "the detents the sheet presenting the controller can rest on now, smallest first, in one quoted string (\"medium, large\"; an inactive medium left out)") { sim, name in
            sim.activeDetentIdentifiers(of: name).map { .word("\"" + $0.map(\.description).joined(separator: ", ") + "\"") }
        },
    ]
}
