/// What a SwiftUI presentation modifier puts on screen: a sheet or a full-screen cover, each a
/// `UIHostingController` presented through UIKit.
public enum SwiftUIPresentationKind: String, Hashable, Sendable, CaseIterable {
    /// `sheet(isPresented:onDismiss:content:)`, `sheet(item:onDismiss:content:)`: a page sheet.
    case sheet
    /// `fullScreenCover(isPresented:onDismiss:content:)`, `fullScreenCover(item:…)`: a
    /// `UIHostingController` presented `.fullScreen` (OBS, weak source P-S78), so UIKit removes the
    /// presenter's views after the transition.
    case fullScreenCover
    /// `popover(isPresented:content:)`, `popover(item:content:)`: the content's hosting controller
    /// in the popover style, through the popover machine (it adapts in compact size classes).
    case popover
    /// `alert(_:isPresented:actions:)`: a `UIAlertController`, through the alert controller machine.
    case alert
    /// `confirmationDialog(_:isPresented:actions:)`: an action sheet anchored to the view.
    case confirmationDialog
    /// `inspector(isPresented:content:)`: a trailing column in regular width, a page sheet in compact.
    case inspector
}

/// Which kind of binding drives a presentation modifier.
public enum SwiftUIBindingKind: String, Hashable, Sendable, CaseIterable {
    /// A `Binding<Bool>`: presented while true.
    case isPresented
    /// A `Binding<Item?>`: presented while non-nil; a new item replaces the presentation.
    case item
    /// A detent selection (`presentationDetents(_:selection:)`): the selected detent, two-way.
    case selection
    /// A `NavigationStack`'s path: the destinations' view names, two-way.
    case path
    /// A `NavigationSplitView`'s `columnVisibility`, two-way.
    case columnVisibility
    /// A `NavigationSplitView`'s `preferredCompactColumn`, two-way.
    case preferredCompactColumn
}

/// A binding's value as SheetSim keeps and logs it.
public enum SwiftUIBindingValue: Hashable, Sendable, CustomStringConvertible {
    /// An `isPresented` binding's value.
    case bool(Bool)
    /// An item binding's value: the item's identity as text, or nil.
    case item(String?)
    /// A selection binding's value: a detent identifier (nil: none selected).
    case detent(DetentIdentifier?)
    /// A `NavigationStack`'s path: the destinations' view names, first pushed first.
    case path([String])
    /// A `NavigationSplitView`'s column visibility.
    case columnVisibility(NavigationSplitViewVisibility)
    /// A `NavigationSplitView`'s preferred compact column.
    case compactColumn(NavigationSplitViewColumn)

    /// Whether the value asks for a presentation: true, or an item.
    public var presents: Bool {
        switch self {
        case .bool(let value): return value
        case .item(let item): return item != nil
        case .detent, .path, .columnVisibility, .compactColumn: return false
        }
    }

    /// The value a dismissal writes back: false or nil.
    static func dismissed(_ kind: SwiftUIBindingKind) -> SwiftUIBindingValue {
        kind == .item ? .item(nil) : .bool(false)
    }

    /// `true`, `"42"`, `nil`, `large`: as the log prints it.
    public var description: String {
        switch self {
        case .bool(let value): return String(value)
        case .item(let item): return item.map(LogText.quoted) ?? "nil"
        case .detent(let id): return id?.description ?? "nil"
        case .path(let path): return NavigationPathText.text(path)
        case .columnVisibility(let visibility): return visibility.rawValue
        case .compactColumn(let column): return column.rawValue
        }
    }
}

/// One presentation modifier of a view: `sheet(isPresented: $showDetail, onDismiss: …) { Detail() }`.
public struct SwiftUIPresentationModifier: Hashable, Sendable {
    /// Sheet or full-screen cover.
    public var kind: SwiftUIPresentationKind
    /// The binding's name (`showDetail`) and kind (`isPresented` or `item`).
    public var binding: String
    public var bindingKind: SwiftUIBindingKind
    /// Whether the modifier has an `onDismiss` closure (logged as `VIEW.onDismiss` when it runs).
    public var hasOnDismiss: Bool
    /// The content view: a `UIHostingController` of that name is presented.
    public var content: String

    /// A popover's content size (SwiftUI sizes a popover to its content; no source gives a default).
    public var contentSize: Size? = nil
    /// Where, in the presenting view, a popover or a confirmation dialog points: SwiftUI's
    /// `attachmentAnchor` `.rect(.rect(…))`; nil: the view's bounds (DOC, P-S3).
    public var attachmentAnchor: Rect? = nil
    /// An alert's or confirmation dialog's title and buttons.
    public var dialog: SwiftUIDialog? = nil

    public init(_ kind: SwiftUIPresentationKind, binding: String, bindingKind: SwiftUIBindingKind = .isPresented,
                onDismiss: Bool = false, content: String) {
        self.kind = kind
        self.binding = binding
        self.bindingKind = bindingKind
        self.hasOnDismiss = onDismiss
        self.content = content
    }
}

/// One modifier of a declared SwiftUI view, as SheetSim models it.
///
/// A presentation modifier sits on the presenting view; the presentation's own modifiers
/// (`presentationDetents`, `interactiveDismissDisabled`) sit on the content view, as in SwiftUI,
/// and configure the sheet that hosts it.
public enum SwiftUIModifier: Hashable, Sendable {
    /// `sheet` or `fullScreenCover`, with `isPresented` or `item`.
    case presentation(SwiftUIPresentationModifier)
    /// `presentationDetents(_:selection:)`: the hosting sheet's detents, and the binding
    /// (if any) that holds the selected one, written when a drag settles and read when code sets it.
    case presentationDetents([SwiftUIPresentation.PresentationDetent], selection: String?)
    /// `interactiveDismissDisabled(_:)`: blocks the drag (and a tap outside), not code
    /// (`isModalInPresentation`, SheetRules 1.4; DOC, P-S14).
    case interactiveDismissDisabled(Bool)
    /// `.task { … }`: logged as `VIEW.task(start)` with `onAppear` and `VIEW.task(cancel)` with
    /// `onDisappear`.
    case task
    /// `NavigationStack(path:root:)` in the view's body: a `UINavigationController` named for the
    /// view, whose root is the hosting controller of `root`, driven by the path binding `path`
    /// (`customBinding`: a `Binding(get:set:)` rather than a state's projected value).
    case navigationStack(root: String, path: String, customBinding: Bool)
    /// `NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:content:detail:)` in the
    /// view's body: a column-style `UISplitViewController` named for the view, its columns the
    /// hosting controllers of these views.
    case navigationSplitView(sidebar: String, content: String?, detail: String)
    /// The `columnVisibility` binding passed to the view's `NavigationSplitView`.
    case columnVisibility(String)
    /// The `preferredCompactColumn` binding passed to the view's `NavigationSplitView`.
    case preferredCompactColumn(String)
    /// `presentationCompactAdaptation(_:)` or `(horizontal:vertical:)` on a popover's content view
    /// (iOS 16.4): what the popover becomes in a compact size class.
    case presentationCompactAdaptation(CompactAdaptation)

    /// The binding the modifier declares, with its kind, if any.
    public var declaredBinding: (name: String, kind: SwiftUIBindingKind)? {
        switch self {
        case .presentation(let modifier): return (modifier.binding, modifier.bindingKind)
        case .presentationDetents(_, let selection?): return (selection, .selection)
        case .navigationStack(_, let path, _): return (path, .path)
        case .columnVisibility(let binding): return (binding, .columnVisibility)
        case .preferredCompactColumn(let binding): return (binding, .preferredCompactColumn)
        case .presentationDetents, .interactiveDismissDisabled, .task, .navigationSplitView, .presentationCompactAdaptation: return nil
        }
    }

    /// The content view the modifier presents, if any.
    public var content: String? {
        if case .presentation(let modifier) = self { return modifier.content }
        return nil
    }
}

/// A SwiftUI view the app declares: hosted in a `UIHostingController` of the same name, with its
/// modifiers in the order written.
public struct SwiftUIViewDeclaration: Hashable, Sendable {
    public var name: String
    public var modifiers: [SwiftUIModifier]

    public init(_ name: String, modifiers: [SwiftUIModifier] = []) {
        self.name = name
        self.modifiers = modifiers
    }

    /// The bindings the view declares, in order.
    public var bindings: [(name: String, kind: SwiftUIBindingKind)] { modifiers.compactMap(\.declaredBinding) }

    /// The content views its presentation modifiers name, in order.
    public var contents: [String] { modifiers.compactMap(\.content) }

    /// The configuration the controller hosting this view is presented with as `modifier`'s
    /// content: the view's own presentation modifiers (SheetRules 1.4's mapping), then what the
    /// modifier's kind sets (``SwiftUIPresentationKind/configure(_:for:)``).
    public func configuration(presentedBy modifier: SwiftUIPresentationModifier, selected: DetentIdentifier?) -> SheetConfiguration {
        var presentation = SwiftUIPresentation()
        for modifier in modifiers {
            switch modifier {
            case .presentationDetents(let detents, _):
                let selection = selected.flatMap { id in detents.first { $0.identifier == id } }
                presentation = presentation.modifier(.presentationDetents(detents, selection: selection))
            case .interactiveDismissDisabled(let disabled):
                presentation = presentation.modifier(.interactiveDismissDisabled(disabled))
            case .presentation, .task, .navigationStack, .navigationSplitView, .columnVisibility, .preferredCompactColumn, .presentationCompactAdaptation:
                break
            }
        }
        var configuration = presentation.configuration
        modifier.kind.configure(&configuration, for: modifier)
        return configuration
    }
}

/// A `.task`'s two moments, as the log prints them: `detail.task(start)`, `detail.task(cancel)`.
public enum SwiftUITaskPhase: String, Hashable, Sendable, CaseIterable {
    /// Started with the view's appearance (DOC, P-S13: before the view appears).
    case start
    /// Cancelled with the view's disappearance (GUESS: with `onDisappear`).
    case cancel
}

extension SwiftUIBindingValue {
    /// The value as a Swift test writes it: `.bool(true)`, `.item("42")`, `.item(nil)`, `.detent(.large)`.
    public var swiftLiteral: String {
        switch self {
        case .bool(let value): return ".bool(\(value))"
        case .item(let item): return ".item(\(item.map(LogText.quoted) ?? "nil"))"
        case .detent(let id): return ".detent(\(id.map { "." + $0.description } ?? "nil"))"
        case .path(let path): return ".path([" + path.map(LogText.quoted).joined(separator: ", ") + "])"
        case .columnVisibility(let visibility): return ".columnVisibility(." + visibility.rawValue + ")"
        case .compactColumn(let column): return ".compactColumn(." + column.rawValue + ")"
        }
    }
}
