/// The controller in each column of a split view controller: a slot per ``SplitViewColumn``.
///
/// Slots rather than a dictionary: the machine reads its columns at every layout and for every
/// question about its children, and a slot is found by a `switch`, without hashing the column.
/// Read and written like the dictionary it replaces: `columns[.primary]`, `columns[.secondary] = nil`.
public struct SplitColumns: Hashable, Sendable {
    private var primary: SplitColumnContent?
    private var supplementary: SplitColumnContent?
    private var secondary: SplitColumnContent?
    private var compact: SplitColumnContent?
    private var inspector: SplitColumnContent?

    public init() {}

    public subscript(column: SplitViewColumn) -> SplitColumnContent? {
        get {
            switch column {
            case .primary: return primary
            case .supplementary: return supplementary
            case .secondary: return secondary
            case .compact: return compact
            case .inspector: return inspector
            }
        }
        set {
            switch column {
            case .primary: primary = newValue
            case .supplementary: supplementary = newValue
            case .secondary: secondary = newValue
            case .compact: compact = newValue
            case .inspector: inspector = newValue
            }
        }
    }

    /// The first column, in column order, that `includes` admits and whose child is `child`.
    public func column(holding child: String, where includes: (SplitViewColumn) -> Bool = { _ in true }) -> SplitViewColumn? {
        SplitViewColumn.allCases.first { includes($0) && self[$0]?.child == child }
    }
}
