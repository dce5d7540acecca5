import SheetSim

/// What a file's split view controllers need of their `column` lines, checked once the whole
/// file is read (a `column` line may come below the line that needs it):
///
/// - every split view controller has at least one column: one without shows nothing, and every
///   line about its columns would be about nothing;
/// - a delegate that answers `topColumnForCollapsing = compact` has a compact column to collapse
///   onto: UIKit shows the `.compact` column's controller only when one is set with
///   `setViewController(_:for: .compact)` (split view rules 4.4), so the answer names a column
///   the controller does not have.
struct SplitViewColumnsCheck {
    /// The split view controllers declared, in order, with their lines.
    private var declared: [(name: String, location: SourceLocation)] = []
    /// The columns `column` lines set, by split view controller.
    private var columns: [String: Set<SplitViewColumn>] = [:]

    /// Notes what `command` declares or sets up.
    mutating func note(_ command: Located<ScenarioCommand>) {
        switch command.value {
        case .declare(let name, .splitViewController):
            declared.append((name, command.location))
        case .setColumn(let column, _, let split):
            columns[split, default: []].insert(column)
        default:
            break
        }
    }

    /// The errors for the file, once every command is noted.
    ///
    /// - Parameters:
    ///   - compactTopColumns: where the file answers `topColumnForCollapsing = compact`, for which
    ///     split view controller.
    func diagnostics(compactTopColumns: [(split: String, location: SourceLocation)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for split in declared where columns[split.name] == nil {
            diagnostics.append(.error(.splitViewWithoutColumns, "split view controller '\(split.name)' has no columns: no 'column' line sets one up, so it shows nothing",
                                      at: split.location,
                                      hint: "give it its view controllers below this line, as setViewController(_:for:) does: e.g. 'column primary \"sidebar\"' and 'column secondary \"detail\"'"))
        }
        for answer in compactTopColumns where columns[answer.split]?.contains(.compact) != true {
            diagnostics.append(.error(.compactColumnMissing,
                                      "topColumnForCollapsing answers compact, but '\(answer.split)' has no compact column: UIKit collapses onto the compact column only when one is set",
                                      at: answer.location,
                                      hint: "set one with 'column compact \"NAME\"' (setViewController(_:for: .compact)), or answer primary, supplementary, secondary or proposed"))
        }
        return diagnostics
    }
}

extension ScenarioParser {
    /// What a parsed file's split view controllers lack (``SplitViewColumnsCheck``), found once
    /// the file parses and its set-up lines check: a missing column is the last thing to say about
    /// a file, after a line that does not parse or a controller the release does not have.
    ///
    /// - Parameters:
    ///   - commands: the file's commands, in order.
    func splitViewColumnDiagnostics(_ commands: [Located<ScenarioCommand>]) -> [Diagnostic] {
        var check = SplitViewColumnsCheck()
        for command in commands { check.note(command) }
        return check.diagnostics(compactTopColumns: compactTopColumns)
    }
}
