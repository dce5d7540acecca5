/// `UISplitViewController.Style` (split view rules 2.1): fixed when the controller is made.
///
/// `unspecified` is the classic form (`init(nibName:bundle:)`, the iOS 8–13 API); the other two are
/// the column style of iOS 14 (`init(style:)`).
public enum SplitViewStyle: String, Hashable, Sendable, CaseIterable {
    /// The classic form: a primary and a secondary view controller, no column API.
    case unspecified
    case doubleColumn
    case tripleColumn

    /// Whether this is the iOS 14 column style.
    public var isColumnStyle: Bool { self != .unspecified }

    /// The columns `setViewController(_:for:)` accepts for this style (classic: primary and
    /// secondary through `viewControllers`).
    public var columns: [SplitViewColumn] {
        switch self {
        case .unspecified: return [.primary, .secondary]
        case .doubleColumn: return [.primary, .secondary, .compact, .inspector]
        case .tripleColumn: return [.primary, .supplementary, .secondary, .compact, .inspector]
        }
    }

    /// Whether the controller in `column` is one of the split view controller's children (what no
    /// other container may hold): every column's in column style, the primary's and the
    /// secondary's in classic. A rule of the style alone, so a question about a machine's children
    /// passes the style, not a method of the machine that would capture a copy of it.
    ///
    /// The inspector's controller is not held as a child: a collapse presents it as a sheet, and a
    /// presented controller has no parent (split view rules 12).
    func holdsChild(in column: SplitViewColumn) -> Bool {
        column != .inspector && (isColumnStyle || column == .primary || column == .secondary)
    }
}

/// `UISplitViewController.Column` (split view rules 2.1). `inspector` is iOS 26's trailing column
/// (split view rules 12): hidden at first, beside the secondary while expanded, a sheet while
/// collapsed.
public enum SplitViewColumn: String, Hashable, Sendable, CaseIterable, Comparable {
    case primary
    case supplementary
    case secondary
    case compact
    case inspector

    /// UIKit's raw value: primary 0, supplementary 1, secondary 2, compact 3, inspector 4.
    public var rawIndex: Int {
        switch self {
        case .primary: return 0
        case .supplementary: return 1
        case .secondary: return 2
        case .compact: return 3
        case .inspector: return 4
        }
    }

    /// The columns that can be on top of a collapsed controller: every one but the inspector,
    /// which a collapse presents as a sheet instead.
    public static let stackableColumns: [SplitViewColumn] = allCases.filter { $0 != .inspector }

    public static func < (lhs: SplitViewColumn, rhs: SplitViewColumn) -> Bool { lhs.rawIndex < rhs.rawIndex }

    /// Hashes UIKit's raw index: a string-backed enum otherwise hashes its name, and a split view
    /// looks its columns up by column at every layout and every question about its children.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawIndex) }

    /// The columns laid out side by side while expanded, leading edge first.
    public static let expandedColumns: [SplitViewColumn] = [.primary, .supplementary, .secondary]
}

/// `UISplitViewController.DisplayMode` (split view rules 2.1, 3). The iOS 14 names; the deprecated
/// ones (`primaryHidden`, `allVisible`, `primaryOverlay`) are aliases of the first three.
public enum SplitDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic
    case secondaryOnly
    case oneBesideSecondary
    case oneOverSecondary
    case twoBesideSecondary
    case twoOverSecondary
    case twoDisplaceSecondary

    /// The deprecated names of iOS 8–13, as a scenario or a test may still write them, each with
    /// the iOS 14 mode it stands for (`allVisible` is `oneBesideSecondary`), in the order a list
    /// of them shows. The one list of them: a `set` line's display mode and a state expectation's
    /// `displayMode` both read it.
    public static let deprecatedNames: [(name: String, mode: SplitDisplayMode)] = [
        ("allVisible", .oneBesideSecondary), ("primaryHidden", .secondaryOnly), ("primaryOverlay", .oneOverSecondary),
    ]

    /// ``deprecatedNames`` by name.
    public static let deprecatedAliases: [String: SplitDisplayMode] =
        Dictionary(uniqueKeysWithValues: deprecatedNames.map { ($0.name, $0.mode) })

    /// The mode named `name`, by its iOS 14 name or a deprecated alias.
    public static func named(_ name: String) -> SplitDisplayMode? {
        SplitDisplayMode(rawValue: name) ?? deprecatedAliases[name]
    }

    /// How many sidebars (primary, supplementary) the mode shows beside or over the secondary.
    public var sidebarCount: Int {
        switch self {
        case .automatic, .secondaryOnly: return 0
        case .oneBesideSecondary, .oneOverSecondary: return 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
        }
    }

    /// Whether the sidebars float over a dimmed, non-interactive secondary (split view rules 3.1).
    public var isOverlay: Bool { self == .oneOverSecondary || self == .twoOverSecondary }

    /// Whether the secondary is dimmed and does not take touches: the overlay modes and
    /// `twoDisplaceSecondary` (split view rules 3.1).
    public var dimsSecondary: Bool { isOverlay || self == .twoDisplaceSecondary }

    /// The split behaviour this mode belongs to (nil for the modes every behaviour allows).
    public var behavior: SplitBehavior? {
        switch self {
        case .automatic, .secondaryOnly: return nil
        case .oneBesideSecondary: return nil  // tile and displace both allow it
        case .twoBesideSecondary: return .tile
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        }
    }
}

/// `UISplitViewController.SplitBehavior` (split view rules 2.1, 3.1).
public enum SplitBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic
    case tile
    case overlay
    case displace

    /// The display modes this behaviour allows (split view rules 3.1); `two…` modes only for
    /// triple column.
    public func allowedModes(columns: Int) -> [SplitDisplayMode] {
        let all: [SplitDisplayMode]
        switch self {
        case .automatic, .tile: all = [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: all = [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: all = [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
        return all.filter { $0.sidebarCount < columns }
    }
}

/// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5, split view rules 2.2).
public enum DisplayModeButtonVisibility: String, Hashable, Sendable, CaseIterable {
    case automatic
    case never
    case always
}

/// `UISplitViewController.PrimaryEdge` (split view rules 2.1): which side the sidebars are on.
public enum SplitPrimaryEdge: String, Hashable, Sendable, CaseIterable {
    case leading
    case trailing
}

extension SplitDisplayMode {
    /// ``deprecatedNames`` as words: each name and the iOS 14 mode's name, as a word-valued state
    /// property takes its older names.
    static var deprecatedWords: [(word: String, means: String)] {
        deprecatedNames.map { ($0.name, $0.mode.rawValue) }
    }
}
