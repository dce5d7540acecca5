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
    ]
}
