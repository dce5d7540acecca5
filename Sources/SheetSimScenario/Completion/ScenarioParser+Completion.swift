import SheetSim

extension ScenarioParser {
    /// The controller the following configuration lines apply to (`sheet "child"`, `present "child"`).
    public var currentSheetName: String { currentSheet }

    /// The detent identifiers declared for the current sheet so far (UIKit's default `[large]` if
    /// none), which is what a detent reference may name: what completion offers after
    /// `set selectedDetentIdentifier =`.
    public var declaredDetentIdentifiers: [String] { declaredDetents[currentSheet] ?? ["large"] }

    /// Whether a `swiftUI view` line came: the first view is the window's root in place of the
    /// implicit `presenter`.
    public var declaresSwiftUIViews: Bool { !swiftUI.views.isEmpty }
    /// Whether some line declares or presents `name` (`sheet`, presented unless a line says
    /// otherwise, only when declared).
    public func namesController(_ name: String) -> Bool {
        declaredKinds[name] != nil || (name != "sheet" && presentedNames.contains(name))
    }
    /// The SwiftUI views declared or named as content so far, in order.
    public var swiftUIViewNames: [String] { swiftUI.viewNames }
    /// The SwiftUI views with a `presentationDetents` modifier so far, in order.
    public var swiftUIDetentViewNames: [String] { swiftUI.detentViewNames }
    /// The SwiftUI bindings declared so far, in order, with their kinds.
    public var swiftUIBindingNames: [(name: String, kind: SwiftUIBindingKind)] {
        swiftUI.bindingNames.compactMap { name in swiftUI.bindings[name].map { (name, $0.kind) } }
    }

    /// What the next `set` line configures: the current sheet, or the container declared last.
    public var configuredForCompletion: CompletionContext.Configured {
        switch currentConfigurable {
        case .sheet: return .sheet
        case .container(let name, let kind): return .container(kind, splitViewStyle: splitViewStyles[name])
        }
    }
}

extension ScenarioParser {
    /// `name` as completion sees it: its kind as declared so far and whether some line presents
    /// it, read from the tables that decide whether an expectation's receiver can ever match, so
    /// `split.delegate.` offers the split view delegate's callbacks before the app has launched.
    public func completionController(named name: String) -> CompletionContext.Controller {
        CompletionContext.Controller(name: name, kind: declaredKinds[name] ?? .viewController,
                                     isPresented: presentedNames.contains(name),
                                     columnStyleSplitView: [name, columnOwners[name]].compactMap { $0 }.first { splitViewStyles[$0]?.isColumnStyle == true })
    }
}
