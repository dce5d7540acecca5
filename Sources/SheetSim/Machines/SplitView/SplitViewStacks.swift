/// How a column-style collapse stacks the columns' navigation stacks into the primary's, and how an
/// expand splits them back (split view rules 4.4, 4.5). Pure functions over controller names.
///
/// Each column owns a *part*: the controllers pushed in that column, its root first. Expanded,
/// every part sits in its own column's navigation controller. Collapsed, the primary's navigation
/// controller holds the parts of the primary and of every column up to the top one, in column
/// order (stack traces show UIKit pushing them there, OBS [S40]); the columns above the top keep
/// their parts in their own navigation controllers, off screen. An expand cuts the primary's stack
/// at each later column's root, as UIKit's `_separateViewControllersAfterAndIncludingViewController`
/// does (OBS [S40]), so controllers pushed while collapsed go with the column they were pushed on.
public enum SplitViewStacks {
    /// Each column's part, from the columns' navigation stacks now.
    ///
    /// - Parameters:
    ///   - columns: the columns with a navigation controller, primary first.
    ///   - stacks: each column's navigation stack now (the primary's may hold the later parts).
    ///   - roots: each column's root controller.
    ///   - isFree: whether a controller has no parent now: a column whose root left every stack
    ///     (popped while collapsed) gets it back as its part; a root held elsewhere is not taken.
    public static func parts(columns: [SplitViewColumn], stacks: [SplitViewColumn: [String]], roots: [SplitViewColumn: String],
                             isFree: (String) -> Bool) -> [SplitViewColumn: [String]] {
        let primaryStack = stacks[.primary] ?? []
        var cuts: [(column: SplitViewColumn, index: Int)] = []
        for column in columns where column != .primary {
            if let root = roots[column], let index = primaryStack.firstIndex(of: root) { cuts.append((column, index)) }
        }
        cuts.sort { $0.index < $1.index }
        var parts: [SplitViewColumn: [String]] = [.primary: Array(primaryStack[..<(cuts.first?.index ?? primaryStack.count)])]
        for (position, cut) in cuts.enumerated() {
            let end = position + 1 < cuts.count ? cuts[position + 1].index : primaryStack.count
            parts[cut.column] = Array(primaryStack[cut.index..<end])
        }
        for column in columns where column != .primary && parts[column] == nil {
            let own = stacks[column] ?? []
            if !own.isEmpty {
                parts[column] = own
            } else if let root = roots[column], isFree(root) {
                parts[column] = [root]
            } else {
                parts[column] = []
            }
        }
        return parts
    }

    /// The navigation stacks for a collapsed controller with `top` on top (the primary's holds
    /// every part up to it), or for an expanded one (`top` nil: each column its own part).
    public static func arranged(columns: [SplitViewColumn], parts: [SplitViewColumn: [String]], top: SplitViewColumn?) -> [SplitViewColumn: [String]] {
        var result: [SplitViewColumn: [String]] = [:]
        var primary = parts[.primary] ?? []
        for column in columns where column != .primary {
            if let top, column <= top {
                primary += parts[column] ?? []
                result[column] = []
            } else {
                result[column] = parts[column] ?? []
            }
        }
        result[.primary] = primary
        return result
    }
}
