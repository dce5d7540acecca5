import SheetSim

/// The navigation modifiers of a `swiftUI view` line (`navigationStack`, `navigationSplitView`
/// and its bindings) and `set path`.
extension ScenarioParser {
    // MARK: navigationStack root "VIEW" path "BINDING" [customBinding]

    mutating func swiftUINavigationStack(_ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        try c.expectWord("root")
        let root = try navigationView(&c, "the stack's root view")
        try c.expectWord("path")
        let path = try c.string("the path binding's name").stringValue!
        let custom = c.accept("customBinding")
        return .navigationStack(root: root, path: path, customBinding: custom)
    }

    // MARK: navigationSplitView sidebar "VIEW" [content "VIEW"] detail "VIEW"

    mutating func swiftUINavigationSplitView(_ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        try c.expectWord("sidebar")
        let sidebar = try navigationView(&c, "the sidebar's view")
        var content: String?
        if c.accept("content") { content = try navigationView(&c, "the content column's view") }
        try c.expectWord("detail")
        let detail = try navigationView(&c, "the detail column's view")
        return .navigationSplitView(sidebar: sidebar, content: content, detail: detail)
    }

    /// A view a navigation container shows, named next: a SwiftUI view in a hosting controller,
    /// not a container declared by another line.
    mutating func navigationView(_ c: inout TokenCursor, _ what: String) throws(Diagnostic) -> String {
        let token = try c.string(what)
        let name = token.stringValue!
        try refuseReservedName(token, ", not a SwiftUI view; choose another name")
        if let kind = declaredKinds[name], kind != .viewController {
            throw Diagnostic.error(.wrongControllerKind, "'\(name)' is a \(kind.uikitName); a SwiftUI view is hosted in a UIHostingController",
                                   range: token.range, hint: "give the view another name")
        }
        return name
    }

    /// After a `swiftUI view` line's modifiers are read: a navigation container is declared under
    /// the view's name, its views are SwiftUI views, and the split view's bindings need the split view.
    mutating func noteNavigationModifiers(_ modifiers: [SwiftUIModifier], of name: String, at token: Token) throws(Diagnostic) {
        var containers = 0, hasSplit = false, splitBindings = 0
        for modifier in modifiers {
            switch modifier {
            case .navigationStack(let root, _, _):
                containers += 1
                guard root != name else {
                    throw Diagnostic.error(.duplicateSwiftUIView, "the NavigationStack of '\(name)' cannot have '\(name)' as its root", range: token.range,
                                           hint: "name the root view after 'root'; '\(name)' is the navigation controller")
                }
                declaredKinds[name] = .navigationController
                noteNavigationView(root)
            case .navigationSplitView(let sidebar, let content, let detail):
                containers += 1
                hasSplit = true
                let views = [sidebar, content, detail].compactMap { $0 }
                guard Set(views).count == views.count, !views.contains(name) else {
                    throw Diagnostic.error(.duplicateSwiftUIView, "each column of the NavigationSplitView of '\(name)' needs a view of its own",
                                           range: token.range, hint: "name different views after sidebar, content and detail")
                }
                declaredKinds[name] = .splitViewController
                for view in views {
                    noteNavigationView(view)
                    // UIKit wraps each column in a navigation controller (split view rules 2.2).
                    let wrapper = view + Simulator.splitViewWrapperSuffix
                    if declaredKinds[wrapper] == nil { declaredKinds[wrapper] = .navigationController }
                    columnOwners[wrapper] = name
                    columnOwners[view] = name
                }
            case .columnVisibility, .preferredCompactColumn:
                splitBindings += 1
            default:
                continue
            }
        }
        if containers > 1 {
            throw Diagnostic.error(.misplacedNavigationModifier, "'\(name)' declares more than one navigation container", range: token.range,
                                   hint: "one NavigationStack or NavigationSplitView per view; declare another view for the other")
        }
        if splitBindings > 0, !hasSplit {
            throw Diagnostic.error(.misplacedNavigationModifier, "columnVisibility and preferredCompactColumn are bindings of a NavigationSplitView",
                                   range: token.range, hint: "add 'navigationSplitView sidebar \"…\" detail \"…\"' to the line")
        }
        if containers > 0, modifiers.contains(where: { $0.content != nil }) {
            throw Diagnostic.error(.misplacedNavigationModifier, "'\(name)' shows a navigation container; present from one of its views instead",
                                   range: token.range, hint: "put the sheet on the root view's or a column's own 'swiftUI view' line")
        }
    }

    mutating func noteNavigationView(_ view: String) {
        swiftUI.noteView(view)
        if declaredKinds[view] == nil { declaredKinds[view] = .viewController }
    }

    // MARK: set path "BINDING" = "VIEW", "VIEW"… | empty

    mutating func swiftUISetPath(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        try c.expectWord("path")
        let start = c.location
        let (name, kind) = try declaredBinding(&c)
        guard kind == .path else {
            throw Diagnostic.error(.wrongBindingKind, "'\(name)' is not a NavigationStack's path", at: start,
                                   hint: "write 'set \(kind == .item ? "item" : "binding") \"\(name)\" = …'")
        }
        try c.expect(.equal)
        var path: [String] = []
        if !c.accept("empty") {
            repeat {
                let token = try c.string("a view's name, or empty")
                let view = token.stringValue!
                guard !view.isEmpty, !view.contains(",") else {
                    throw Diagnostic.error(.invalidNavigationPath, "'\(view)' cannot name a destination", range: token.range,
                                           hint: "a view's name is not empty and has no comma; list the views: \"list\", \"detail\"")
                }
                if path.contains(view) {
                    throw Diagnostic.error(.invalidNavigationPath, "the path names '\(view)' twice", range: token.range,
                                           hint: "each destination is a view hosted in a UIHostingController of its own")
                }
                path.append(view)
                noteNavigationView(view)
            } while c.accept(.comma)
        }
        try c.end(after: "the path")
        return .action(.setBinding(name, to: .path(path)))
    }

    /// The value of a navigation binding after `set binding "NAME" =`: a visibility or a column.
    mutating func navigationBindingValue(_ c: inout TokenCursor, kind: SwiftUIBindingKind, name: String) throws(Diagnostic) -> SwiftUIBindingValue {
        switch kind {
        case .columnVisibility:
            return .columnVisibility(NavigationSplitViewVisibility(rawValue: try c.choice(NavigationSplitViewVisibility.allCases.map(\.rawValue),
                                                                                         "column visibility"))!)
        case .preferredCompactColumn:
            return .compactColumn(NavigationSplitViewColumn(rawValue: try c.choice(NavigationSplitViewColumn.allCases.map(\.rawValue),
                                                                                  "NavigationSplitView column"))!)
        default:
            throw Diagnostic.error(.wrongBindingKind, "'\(name)' is a NavigationStack's path", at: c.location,
                                   hint: "write 'set path \"\(name)\" = \"list\", \"detail\"' or empty")
        }
    }
}
