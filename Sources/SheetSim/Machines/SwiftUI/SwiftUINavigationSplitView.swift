/// SwiftUI's `NavigationSplitViewVisibility` (iOS 16, DOC): which leading columns show in a
/// horizontally regular size.
public enum NavigationSplitViewVisibility: String, Hashable, Sendable, CaseIterable {
    case automatic
    case all
    case doubleColumn
    case detailOnly
}

/// SwiftUI's `NavigationSplitViewColumn` (iOS 17, DOC): the column a collapsed split view shows on
/// top (`preferredCompactColumn`).
public enum NavigationSplitViewColumn: String, Hashable, Sendable, CaseIterable {
    case sidebar
    case content
    case detail
}

/// A SwiftUI `NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:content:detail:)`
/// over the `UISplitViewController` that shows it.
///
/// That SwiftUI builds it on a column-style `UISplitViewController` is a GUESS (no source shows
/// SwiftUI's internals; the reference states it), so every UIKit callback, collapse and gesture
/// is the split view machine's own, and this value keeps only what SwiftUI adds: the two
/// bindings and how they map onto UIKit's settings.
///
/// - `columnVisibility` is the split view controller's `preferredDisplayMode`: `all` shows every
///   leading column (one sidebar beside a two-column split, two beside a three-column one),
///   `doubleColumn` one, `detailOnly` none, `automatic` leaves it to UIKit (GUESS: the names match
///   UIKit's display modes one for one). When the display mode changes, the mode it changes to is
///   written back (``BehaviorOptions/swiftUIColumnVisibilityWriteBack``).
/// - `preferredCompactColumn` is the delegate's answer to
///   `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (sidebar: primary,
///   content: supplementary, detail: secondary), and set while collapsed it shows that column.
///   When the user moves through the collapsed stack (a pop back to the sidebar), the column now
///   on top is written back (GUESS: the binding follows what shows, as a demo describes it acting
///   as a floor, OBS P-S74).
public struct SwiftUINavigationSplitView: Hashable, Sendable {
    /// The view that declares the split view; its `UISplitViewController` has its name.
    public let view: String
    /// The columns' views, each hosted in a `UIHostingController` of its name.
    public let sidebar: String
    public let content: String?
    public let detail: String
    /// The bindings' names, when the app passes them.
    public let columnVisibilityBinding: String?
    public let preferredCompactColumnBinding: String?
    /// The bindings' values.
    public internal(set) var columnVisibility: NavigationSplitViewVisibility = .automatic
    public internal(set) var preferredCompactColumn: NavigationSplitViewColumn = .sidebar

    public init(view: String, sidebar: String, content: String? = nil, detail: String,
                columnVisibility: String? = nil, preferredCompactColumn: String? = nil) {
        self.view = view
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibilityBinding = columnVisibility
        self.preferredCompactColumnBinding = preferredCompactColumn
    }

    /// The split view controller's style: three columns with a content view, else two.
    public var style: SplitViewStyle { content == nil ? .doubleColumn : .tripleColumn }

    /// The split view controller's columns.
    public var columns: [SplitViewColumn: String] {
        var columns: [SplitViewColumn: String] = [.primary: sidebar, .secondary: detail]
        if let content { columns[.supplementary] = content }
        return columns
    }

    /// The `preferredDisplayMode` a visibility asks for.
    public func displayMode(for visibility: NavigationSplitViewVisibility) -> SplitDisplayMode {
        switch visibility {
        case .automatic: return .automatic
        case .all: return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .doubleColumn: return .oneBesideSecondary
        case .detailOnly: return .secondaryOnly
        }
    }

    /// The visibility a display mode shows.
    public func visibility(for mode: SplitDisplayMode) -> NavigationSplitViewVisibility {
        switch mode {
        case .automatic: return .automatic
        case .secondaryOnly: return .detailOnly
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? .doubleColumn : .all
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return .all
        }
    }

    /// UIKit's column for a SwiftUI column (a two-column split has no content column: its sidebar).
    public func splitColumn(for column: NavigationSplitViewColumn) -> SplitViewColumn {
        switch column {
        case .sidebar: return .primary
        case .content: return content == nil ? .primary : .supplementary
        case .detail: return .secondary
        }
    }

    /// The SwiftUI column whose view is on top of the collapsed stack when `top` is: the sidebar's
    /// or the content's own view, else something of the detail's.
    public func compactColumn(forTop top: String) -> NavigationSplitViewColumn {
        if top == sidebar { return .sidebar }
        if let content, top == content { return .content }
        return .detail
    }

    /// The app writes the visibility: the display mode to ask for.
    public mutating func setColumnVisibility(_ visibility: NavigationSplitViewVisibility) -> SplitDisplayMode {
        columnVisibility = visibility
        return displayMode(for: visibility)
    }

    /// The split view controller changes to `mode`: the visibility to write back, if it changes.
    public mutating func displayModeChanged(to mode: SplitDisplayMode) -> NavigationSplitViewVisibility? {
        let shown = visibility(for: mode)
        guard shown != columnVisibility, mode != .automatic else { return nil }
        columnVisibility = shown
        return shown
    }

    /// The app writes the preferred compact column.
    public mutating func setPreferredCompactColumn(_ column: NavigationSplitViewColumn) -> SplitViewColumn {
        preferredCompactColumn = column
        return splitColumn(for: column)
    }

    /// The collapsed stack shows `top` on top: the column to write back, if it changes.
    public mutating func collapsedTopChanged(to top: String) -> NavigationSplitViewColumn? {
        let column = compactColumn(forTop: top)
        guard column != preferredCompactColumn else { return nil }
        preferredCompactColumn = column
        return column
    }
}
