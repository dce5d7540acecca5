extension SwiftUIModifier {
    // SwiftUI's spellings, for declaring views in Swift: `.sheet(isPresented: "showDetail",
    // onDismiss: true, content: "detail")` reads as the modifier does.

    /// `sheet(isPresented:onDismiss:content:)`.
    public static func sheet(isPresented binding: String, onDismiss: Bool = false, content: String) -> SwiftUIModifier {
        .presentation(SwiftUIPresentationModifier(.sheet, binding: binding, bindingKind: .isPresented, onDismiss: onDismiss, content: content))
    }

    /// `sheet(item:onDismiss:content:)`.
    public static func sheet(item binding: String, onDismiss: Bool = false, content: String) -> SwiftUIModifier {
        .presentation(SwiftUIPresentationModifier(.sheet, binding: binding, bindingKind: .item, onDismiss: onDismiss, content: content))
    }

    /// `fullScreenCover(isPresented:onDismiss:content:)`.
    public static func fullScreenCover(isPresented binding: String, onDismiss: Bool = false, content: String) -> SwiftUIModifier {
        .presentation(SwiftUIPresentationModifier(.fullScreenCover, binding: binding, bindingKind: .isPresented, onDismiss: onDismiss, content: content))
    }

    /// `fullScreenCover(item:onDismiss:content:)`.
    public static func fullScreenCover(item binding: String, onDismiss: Bool = false, content: String) -> SwiftUIModifier {
        .presentation(SwiftUIPresentationModifier(.fullScreenCover, binding: binding, bindingKind: .item, onDismiss: onDismiss, content: content))
    }

    /// `presentationDetents(_:)` with no selection binding.
    public static func presentationDetents(_ detents: [SwiftUIPresentation.PresentationDetent]) -> SwiftUIModifier {
        .presentationDetents(detents, selection: nil)
    }
}

extension SwiftUIViewDeclaration {
    /// A view and its modifiers, written as SwiftUI chains them: `SwiftUIViewDeclaration("content",
    /// .sheet(isPresented: "showDetail", onDismiss: true, content: "detail"))`.
    public init(_ name: String, _ modifiers: SwiftUIModifier...) {
        self.init(name, modifiers: modifiers)
    }
}

extension Simulator {
    /// The views some presentation modifier presents as its content.
    public var swiftUIContentNames: [String] { machines.swiftUIViews.rows.flatMap(\.declaration.contents) }
}
